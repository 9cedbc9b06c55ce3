"""COMBAT RESOLUTION on the board: the winner holds the space, the loser retreats (the defender
one space any way onto a space it controls, the attacker the way it came), combines with its
own shield, destroys itself, or is destroyed when it cannot retreat (guardians-rules.txt,
"COMBAT RESOLUTION"; docs/rules-notes/guardians.md, "After combat")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    at_position,
    discard_names,
    finish_combat,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
)

from stronghold.games.guardians.play.state import GameState

STRONG = ["Earth Elemental", "Baal-a-Gog"]  # 30 points
WEAK_THREE = ["Axeman", "Axeman", "Axeman"]  # two are beaten, one is left unplayed


# --- the defender loses -------------------------------------------------------------------------


def _moving(seat: int, *tables: str) -> GameState:
    """A written position in the movement phase, ``seat`` to turn a shield (no Up cards, no
    decks: the combats' outcomes are the shields' cards alone)."""
    return at_position(f'phase = "move"\nseat = {seat}\n' + "\n".join(tables))


def _fight_from(state: GameState, start: str, *route: str, verb: str = "move") -> None:
    shield = state.shield_at(sp(start))
    assert shield is not None
    act(state, f"turn {shield.id}")
    act(state, f"{verb} {' '.join(route)}")
    assert state.phase == "combat"
    finish_combat(state)


def test_the_losing_defender_retreats_one_space_onto_a_space_it_controls() -> None:
    # C2's neighbours: B2 (the attacker came from there), C1 (seat 1's by default), C3 (seat 0's
    # terrain: seat 0 controls it), D2 (seat 1's own stronghold card).
    state = _moving(
        0,
        seat_table(0, 'terrain = { C3 = "Woods" }'),
        shield_table(0, "B2", STRONG),
        seat_table(1),
        shield_table(1, "C2", WEAK_THREE),
    )
    a, d = state.shield_at(sp("B2")), state.shield_at(sp("C2"))
    assert a is not None and d is not None
    _fight_from(state, "B2", "C2")
    assert (state.phase, state.seat) == ("retreat", 1)
    assert legal(state) == {"retreat C1", "retreat D2", "destroy"}
    act(state, "retreat C1")
    assert d.space == sp("C1")
    assert a.space == sp("C2")  # the winner holds the space
    assert state.controller(sp("C2")) == 0
    assert len(d.contents) == 1
    assert_in_place(state)


def test_retreating_onto_an_own_shield_combines_them() -> None:
    # The retreating shield is discarded (it counts for the opponent), the creatures join the
    # other shield and are cut down to 30 points, and the shield left is turned if either was.
    state = position(
        "move",
        shield_table(0, "B2", STRONG),
        shield_table(1, "C2", WEAK_THREE, turned=True),
        shield_table(1, "C1", ["Earth Elemental", "Swordsman"]),  # 24, not turned
    )
    a, d, other = shield_at(state, "B2"), shield_at(state, "C2"), shield_at(state, "C1")
    _fight_from(state, "B2", "C2")
    assert len(d.contents) == 1  # one Axeman (7) is left
    survivor = d.contents[0]
    act(state, "retreat C1")
    assert d.id not in state.shields
    assert state.players[1].shields_lost == 1
    assert d.id in state.players[1].discard
    assert other.turned
    # 24 + 7 = 31: seat 1 sheds creatures down to 30.
    assert (state.phase, state.seat) == ("shed", 1)
    assert survivor in other.contents
    options = legal(state)
    assert options == {f"shed {c}" for c in other.contents}
    act(state, f"shed {survivor}")
    assert state.stack_of(1, sp("C1")) == 24
    assert survivor in state.players[1].discard
    # Within 30 now; seat 0 cannot count the face-down rest, so seat 1 is asked to keep it.
    assert (state.phase, state.seat) == ("shed", 1)
    assert legal(state) == {"keep"}
    act(state, "keep")
    assert a.space == sp("C2")
    assert state.phase != "shed"
    assert_in_place(state)


def test_combining_within_30_points_keeps_every_creature() -> None:
    state = position(
        "move",
        shield_table(0, "B2", STRONG),
        shield_table(1, "C2", WEAK_THREE),
        shield_table(1, "C1", ["Swordsman"], turned=True),
    )
    d, other = shield_at(state, "C2"), shield_at(state, "C1")
    before = list(other.contents)
    _fight_from(state, "B2", "C2")
    survivor = d.contents[0]
    act(state, "retreat C1")
    assert sorted(other.contents) == sorted([*before, survivor])  # 6 + 7: nothing shed
    assert other.turned
    assert state.players[1].shields_lost == 1
    # The Swordsman is face down to seat 0: seat 1 is asked, as it would be over the limit,
    # and may only keep every card.
    assert (state.phase, state.seat, legal(state)) == ("shed", 1, {"keep"})
    act(state, "keep")
    assert state.phase != "shed"
    assert sorted(other.contents) == sorted([*before, survivor])


def test_combining_in_sight_of_both_seats_within_30_points_asks_nothing() -> None:
    # Every card of the stack shown to seat 0: it can count the 13 points itself, so seat 1 is
    # not asked to keep them (auto_pass off, the default).
    state = position(
        "move",
        shield_table(0, "B2", STRONG),
        shield_table(1, "C2", WEAK_THREE, shown=True),
        shield_table(1, "C1", ["Swordsman"], turned=True, shown=True),
    )
    d, other = shield_at(state, "C2"), shield_at(state, "C1")
    _fight_from(state, "B2", "C2")
    assert all(state.cards[cid].public for cid in [*other.contents, *d.contents])
    act(state, "retreat C1")
    assert state.phase != "shed"
    assert len(other.contents) == 2


def test_the_loser_may_destroy_its_shield_instead_of_retreating() -> None:
    state = position("move", shield_table(0, "B2", STRONG), shield_table(1, "C2", WEAK_THREE))
    a, d = shield_at(state, "B2"), shield_at(state, "C2")
    _fight_from(state, "B2", "C2")
    left = list(d.contents)
    act(state, "destroy")
    assert d.id not in state.shields
    assert state.players[1].shields_lost == 1
    assert {*left, d.id} <= set(state.players[1].discard)
    assert a.space == sp("C2")
    assert_in_place(state)


def test_a_defender_that_cannot_retreat_is_destroyed() -> None:
    # Seat 1 holds B2 (seat 0's side); B1, B3 are seat 0's, A2 is seat 0's stronghold card, C2
    # carries seat 0's terrain: nowhere to go.
    state = _moving(
        0,
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "A2", STRONG),
        seat_table(1),
        shield_table(1, "B2", WEAK_THREE),
    )
    a, d = state.shield_at(sp("A2")), state.shield_at(sp("B2"))
    assert a is not None and d is not None
    _fight_from(state, "A2", "B2")
    assert d.id not in state.shields
    assert state.players[1].shields_lost == 1
    assert a.space == sp("B2")
    assert state.phase != "retreat"
    assert_in_place(state)


def test_a_shield_with_no_creature_left_is_destroyed() -> None:
    state = position("move", shield_table(0, "B2", STRONG), shield_table(1, "C2", ["Buzzard"]))
    a, d = shield_at(state, "B2"), shield_at(state, "C2")
    _fight_from(state, "B2", "C2")
    assert d.id not in state.shields
    assert state.players[1].shields_lost == 1
    assert "Buzzard" in discard_names(state, 1)
    assert a.space == sp("C2")


# --- the attacker loses -----------------------------------------------------------------------


def test_the_losing_attacker_retreats_the_way_it_came() -> None:
    state = position("move", shield_table(0, "B2", WEAK_THREE), shield_table(1, "C2", STRONG))
    a, d = shield_at(state, "B2"), shield_at(state, "C2")
    _fight_from(state, "B2", "C2")
    assert (state.phase, state.seat) == ("retreat", 0)
    assert legal(state) == {"retreat B2", "destroy"}
    act(state, "retreat B2")
    assert a.space == sp("B2")
    assert d.space == sp("C2")  # the defender holds the space
    assert state.controller(sp("C2")) == 1
    assert_in_place(state)


def test_after_a_two_space_move_the_attacker_falls_back_only_one_space() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "B2", WEAK_THREE),
        shield_table(1, "C3", STRONG),
    )
    a = shield_at(state, "B2")
    _fight_from(state, "B2", "C2", "C3")
    assert legal(state) == {"retreat C2", "destroy"}
    act(state, "retreat C2")
    assert a.space == sp("C2")


def test_a_falling_back_attacker_combines_with_its_own_shield_there() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "C2", ["Swordsman"]),  # not turned yet
        shield_table(0, "B2", WEAK_THREE),
        shield_table(1, "C3", STRONG),
    )
    own, a = shield_at(state, "C2"), shield_at(state, "B2")
    _fight_from(state, "B2", "C2", "C3")
    survivors = list(a.contents)
    assert legal(state) == {"retreat C2", "destroy"}
    act(state, "retreat C2")
    assert a.id not in state.shields
    assert state.players[0].shields_lost == 1
    assert set(survivors) <= set(own.contents)
    assert own.turned  # the attacker had been turned
    assert_in_place(state)


def test_an_attacker_that_flew_over_an_opposing_shield_and_lost_is_destroyed() -> None:
    # Allen flies over one of Bob's shields to attack the other; Bob wins; Allen must move back
    # one space the way he came, where Bob's other shield is: Allen's shield is destroyed.
    # (examples/positions/allen-flies-over-bobs-shield.toml is this position with Up cards.)
    state = _moving(
        0,
        seat_table(0),
        shield_table(0, "B2", ["Angel", "Buzzard"]),
        seat_table(1),
        shield_table(1, "C2", ["Swordsman"]),
        shield_table(1, "C1", STRONG),
    )
    a = state.shield_at(sp("B2"))
    assert a is not None
    _fight_from(state, "B2", "C2", "C1", verb="fly")
    assert a.id not in state.shields
    assert state.players[0].shields_lost == 1
    assert state.phase != "retreat"
    assert_in_place(state)


def test_the_losing_attacker_may_destroy_its_shield() -> None:
    state = position("move", shield_table(0, "B2", WEAK_THREE), shield_table(1, "C2", STRONG))
    a = shield_at(state, "B2")
    _fight_from(state, "B2", "C2")
    act(state, "destroy")
    assert a.id not in state.shields
    assert state.players[0].shields_lost == 1


def test_a_tie_leaves_the_space_to_the_defender() -> None:
    state = _moving(
        0,
        seat_table(0),
        shield_table(0, "B2", ["Swordsman"]),
        seat_table(1),
        shield_table(1, "C2", ["Archer"]),  # 6 against 6: a push
    )
    a, d = state.shield_at(sp("B2")), state.shield_at(sp("C2"))
    assert a is not None and d is not None
    _fight_from(state, "B2", "C2")
    assert state.seat == 0 and state.phase == "retreat"
    act(state, "retreat B2")
    assert d.space == sp("C2") and a.space == sp("B2")


def test_a_retreat_onto_a_stronghold_card_keeps_it_within_30_points() -> None:
    # "You may not have more than 30 points on or under any space at any time." Seat 1's D2
    # card holds 30 points of creatures; its beaten shield (one Axeman, 7) can only fall back
    # there (C1 and C3 are seat 0's): it must shed down to the limit, or not go there.
    state = position(
        "move",
        seat_table(0, 'terrain = { C1 = "Woods", C3 = "Woods" }'),
        '[seat1.D2]\non = ["Earth Elemental", "Swordsman", "Gunner"]\n',  # 18 + 6 + 6 = 30
        shield_table(0, "B2", STRONG),
        shield_table(1, "C2", WEAK_THREE),
    )
    _fight_from(state, "B2", "C2")
    assert legal(state) <= {"retreat D2", "destroy"}
    if "retreat D2" in legal(state):
        act(state, "retreat D2")
        while state.phase == "shed":
            act(state, sorted(legal(state))[0])
    assert state.stack_of(1, sp("D2")) <= 30, f"D2 holds {state.stack_of(1, sp('D2'))} points"
    assert_in_place(state)


def test_an_attacker_that_passed_through_a1_falls_back_to_a1() -> None:
    # "The attacker MUST retreat one space in the direction it came in even if it traveled TWO
    # spaces before combat." Seat 0's shield goes from A2 through its own stronghold card A1
    # (space number 0) to attack B1: beaten, it falls back to A1, the space it came in from.
    state = position("move", shield_table(0, "A2", WEAK_THREE), shield_table(1, "B1", STRONG))
    a = shield_at(state, "A2")
    act(state, f"turn {a.id}")
    act(state, "move A1 B1")
    assert state.phase == "transfer"  # passing its own stronghold card: nothing to pick up
    act(state, "go")
    assert state.phase == "combat"
    finish_combat(state)
    assert (state.phase, state.seat) == ("retreat", 0)
    assert legal(state) == {"retreat A1", "destroy"}
    act(state, "retreat A1")
    assert a.space == sp("A1")
    assert_in_place(state)
