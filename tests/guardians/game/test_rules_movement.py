"""MOVEMENT PHASE: Up cards, turning shields, moving one or two spaces, flying, Spires, and
entering an opposing shield (guardians-rules.txt, "MOVEMENT PHASE" to "Reinforcing a Shield";
docs/rules-notes/guardians.md: moving two spaces, flying, stronghold cards)."""

from __future__ import annotations

import json
import random

from game_helpers import (
    act,
    assert_in_place,
    blank,
    game,
    lay_terrain,
    legal,
    moving,
    on_stronghold,
    organizing,
    put_shield,
    sp,
    take,
    verbs,
)

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.steps import MoveStep, RetreatStep

#: Random whole games checked for shields sharing a space (short games of the rule-test decks).
SHARE_GAMES = 12
SHARE_GAME = game(max_turns=12)

# --- Up cards ---------------------------------------------------------------------------------


def _up_cards_on_top(state, seat: int, name: str) -> str:  # type: ignore[no-untyped-def]
    cid = take(state, seat, name)
    state.players[seat].deck.append(cid)  # the top of the deck
    return cid


def _to_movement(state) -> None:  # type: ignore[no-untyped-def]
    organizing(state, 0)
    act(state, "ready")
    act(state, "ready")


def _two_home_shields(state):  # type: ignore[no-untyped-def]
    return (
        put_shield(state, 0, "A2", ["Swordsman"]),
        put_shield(state, 1, "D2", ["Swordsman"]),
    )


def test_the_higher_up_card_moves_first() -> None:
    for low_seat in (0, 1):
        state = blank()
        _two_home_shields(state)
        _up_cards_on_top(state, low_seat, "Buzzard")  # 3
        _up_cards_on_top(state, 1 - low_seat, "Axeman")  # 7
        _to_movement(state)
        assert (state.phase, state.seat) == ("move", 1 - low_seat)
        assert state.players[low_seat].lower_up
        assert not state.players[1 - low_seat].lower_up
        for player in state.players:
            assert state.cards[player.up].public  # the Up card is turned over
        assert_in_place(state)


def test_a_creature_uses_its_vitality_as_up_number_not_the_red_number() -> None:
    # Gunner 4/6 against a shield with Up 5: the shield is higher (the red 6 would win).
    state = blank()
    _two_home_shields(state)
    _up_cards_on_top(state, 0, "Gunner")
    _up_cards_on_top(state, 1, "Shield Maitz's Lightning 05")
    _to_movement(state)
    assert state.seat == 1


def test_equal_up_cards_go_to_the_bottom_and_new_ones_are_turned() -> None:
    state = blank()
    _two_home_shields(state)
    _up_cards_on_top(state, 0, "Buzzard")  # second Up card of seat 0: 3
    _up_cards_on_top(state, 1, "Axeman")  # second Up card of seat 1: 7
    first0 = _up_cards_on_top(state, 0, "Swordsman")  # 6
    first1 = _up_cards_on_top(state, 1, "Archer")  # 6: a tie
    _to_movement(state)
    assert state.players[0].deck[0] == first0
    assert state.players[1].deck[0] == first1
    assert state.cards[state.players[0].up].name == "Buzzard"
    assert state.cards[state.players[1].up].name == "Axeman"
    assert state.seat == 1
    assert_in_place(state)


def test_turns_alternate_until_every_shield_is_turned() -> None:
    state = blank()
    a1 = put_shield(state, 0, "A1", ["Swordsman"])
    a2 = put_shield(state, 0, "A3", ["Swordsman"])
    a3 = put_shield(state, 0, "A2", ["Swordsman"])
    b1 = put_shield(state, 1, "D2", ["Swordsman"])
    moving(state, 0)
    order = []
    for _ in range(4):
        order.append(state.seat)
        shield = sorted(
            (s for s in state.shields.values() if s.owner == state.seat and not s.turned),
            key=lambda s: s.id,
        )[0]
        act(state, f"turn {shield.id}")
        act(state, "stay")
    assert order == [0, 1, 0, 0]  # seat 1 has nothing left to turn: seat 0 goes on
    assert all(s.turned for s in (a1, a2, a3, b1))
    assert state.phase != "move"


def test_a_seat_must_turn_a_shield_on_its_turn() -> None:
    state = blank()
    a, _b = _two_home_shields(state)
    moving(state, 0)
    assert legal(state) == {f"turn {a.id}"}  # no passing
    act(state, f"turn {a.id}")
    assert a.turned
    assert {"stay", "move"} <= verbs(state)


# --- moving one or two spaces -------------------------------------------------------------------


def _dests(state) -> set[str]:  # type: ignore[no-untyped-def]
    return {o for o in legal(state) if o.startswith("move ")}


def test_one_space_not_diagonally() -> None:
    state = blank()
    a = put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    one_step = {o.split()[-1] for o in _dests(state) if len(o.split()) == 2}
    assert one_step == {"B1", "B3", "C2", "A2"}  # never A1, A3, C1 or C3


def test_two_spaces_past_a_land_with_own_terrain() -> None:
    state = blank()
    lay_terrain(state, 0, "C2")
    a = put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    options = _dests(state)
    assert "move C2 D2" in options  # an opposing stronghold card may be attacked
    assert {"move C2 C1", "move C2 C3"} <= options
    act(state, "move C2 C3")
    assert a.space == sp("C3")
    assert state.seat == 0 or state.phase != "moving"


def test_no_moving_past_a_land_without_terrain() -> None:
    # At the start no land has terrain: shields move one space at a time.
    state = blank()
    a = put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    assert not any(o.split()[1] in ("B1", "B3", "C2") for o in _dests(state) if len(o.split()) == 3)


def test_no_moving_past_an_opponents_terrain() -> None:
    state = blank()
    lay_terrain(state, 1, "C2")
    a = put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    assert not any(o.startswith("move C2 ") for o in _dests(state))
    assert "move C2" in _dests(state)  # one space onto it is allowed


def test_no_moving_past_an_opponents_shield() -> None:
    state = blank()
    lay_terrain(state, 0, "C2")
    put_shield(state, 1, "C2", ["Swordsman"])
    a = put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    assert not any(o.startswith("move C2 ") for o in _dests(state))


def test_an_own_shield_may_be_passed_through_but_not_stopped_on() -> None:
    state = blank()
    lay_terrain(state, 0, "B2")
    put_shield(state, 0, "B2", ["Swordsman"])
    a = put_shield(state, 0, "B1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    options = _dests(state)
    assert "move B2" not in options
    assert not any(o.split()[-1] == "B2" for o in options)
    assert "move B2 B3" in options
    assert "move B2 C2" in options


def test_own_stronghold_cards_may_be_passed_the_opponents_only_entered() -> None:
    # An opposing stronghold card may be attacked (entered) but never passed (rules notes).
    state = blank()
    a = put_shield(state, 0, "B1", ["Swordsman"])
    b = put_shield(state, 1, "B3", ["Swordsman"])  # in front of seat 0's A3
    moving(state, 0)
    act(state, f"turn {a.id}")
    assert {"move A1", "move A1 A2"} <= _dests(state)
    act(state, "stay")
    assert state.seat == 1
    act(state, f"turn {b.id}")
    assert {o.split()[-1] for o in _dests(state)} == {"A3", "B2", "C3"}
    assert "move A3" in _dests(state)
    assert not any(o.startswith("move A3 ") for o in _dests(state))  # never through it


# --- flying -----------------------------------------------------------------------------------


def test_only_a_shield_of_fliers_may_fly() -> None:
    state = blank()
    fliers = put_shield(state, 0, "B1", ["Angel", "Buzzard"])
    mixed = put_shield(state, 0, "B3", ["Angel", "Swordsman"])
    moving(state, 0)
    act(state, f"turn {mixed.id}")
    assert "fly" not in verbs(state)
    act(state, "stay")
    moving(state, 0)
    act(state, f"turn {fliers.id}")
    assert "fly" in verbs(state)


def test_a_flying_shield_passes_what_a_walking_one_cannot() -> None:
    # Bare land, an opponent's terrain, an opponent's shield: all can be flown over.
    state = blank()
    lay_terrain(state, 1, "C1")
    put_shield(state, 1, "C2", ["Swordsman"])
    a = put_shield(state, 0, "B2", ["Angel"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    flights = {o for o in legal(state) if o.startswith("fly ")}
    assert "fly C2 C1" in flights  # over an opponent's shield
    assert "fly B1 C1" in flights  # over bare land
    assert "fly C2 C3" in flights
    act(state, "fly C2 C3")
    assert a.space == sp("C3")
    assert_in_place(state)


def test_a_flying_shield_shows_its_contents() -> None:
    state = blank()
    a = put_shield(state, 0, "B2", ["Angel", "Buzzard"])
    moving(state, 0)
    before = json.dumps(state.view(1))
    assert "Angel" not in before
    act(state, f"turn {a.id}")
    act(state, "fly B1")
    assert all(state.cards[c].public for c in a.contents)
    seen = json.dumps(state.view(1))
    assert "Angel" in seen and "Buzzard" in seen
    assert not set(a.contents) & state.hidden_from(1)


def test_only_one_shield_flies_a_turn() -> None:
    state = blank()
    a = put_shield(state, 0, "B1", ["Angel"])
    b = put_shield(state, 0, "B3", ["Angel"])
    put_shield(state, 1, "D2", ["Swordsman"], turned=True)
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "fly C1")
    assert state.seat == 0  # seat 1 has nothing to turn
    act(state, f"turn {b.id}")
    assert "fly" not in verbs(state)
    assert "move" in verbs(state)


def test_flying_is_allowed_again_next_turn() -> None:
    state = blank()
    a = put_shield(state, 0, "A2", ["Angel"])
    put_shield(state, 1, "D2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "fly A1")
    assert state.players[0].flew
    state.players[0].up = take(state, 0, "Axeman")
    state.players[1].up = take(state, 1, "Axeman")
    act(state, f"turn {next(s.id for s in state.shields.values() if s.owner == 1)}")
    act(state, "stay")  # settlement: nothing on a bare land -> next turn
    while state.phase in ("draw", "organize"):
        act(state, "keep" if state.phase == "draw" else "ready")
    assert not state.players[0].flew
    assert state.turn == 2


def test_nothing_flies_onto_off_or_across_spires() -> None:
    state = blank()
    lay_terrain(state, 0, "C2", "Spires")
    a = put_shield(state, 0, "B2", ["Angel"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    flights = {o for o in legal(state) if o.startswith("fly ")}
    assert not any(o.split()[-1] == "C2" for o in flights)  # onto
    assert not any(len(o.split()) == 3 and o.split()[1] == "C2" for o in flights)  # across
    assert "move C2" in legal(state)  # walking onto Spires is fine
    act(state, "move C2")
    state2 = blank()
    lay_terrain(state2, 0, "C2", "Spires")
    b = put_shield(state2, 0, "C2", ["Angel"])
    moving(state2, 0)
    act(state2, f"turn {b.id}")
    assert "fly" not in verbs(state2)  # off
    assert "move" in verbs(state2)


# --- entering an opposing shield --------------------------------------------------------------


def test_entering_an_opposing_shield_starts_combat() -> None:
    state = blank()
    a = put_shield(state, 0, "B2", ["Axeman"])
    b = put_shield(state, 1, "C2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "move C2")
    assert state.phase == "combat"
    assert state.combat_info.attacker == a.id
    assert state.combat_info.defender == b.id
    assert state.combat_info.space == sp("C2")
    assert state.combat_info.seats == [0, 1]


def test_two_spaces_into_an_opposing_shield_starts_combat() -> None:
    state = blank()
    lay_terrain(state, 0, "C2")
    a = put_shield(state, 0, "B2", ["Axeman"])
    put_shield(state, 1, "C3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "move C2 C3")
    assert state.phase == "combat"
    assert state.combat_info.space == sp("C3")


def _combat_pair(state) -> set[str]:  # type: ignore[no-untyped-def]
    """The two shields of the combat under way (they stand on one land until it is over)."""
    if state.phase in ("join", "combat"):
        step = state.step_as(MoveStep)
        assert step.joining is not None
        return {step.shield, step.joining.enemy}
    if state.phase == "retreat":
        retreat = state.step_as(RetreatStep)
        return {retreat.loser, retreat.winner}
    return set()


def _shared_spaces(state) -> list[str]:  # type: ignore[no-untyped-def]
    """Spaces where two shields stand outside the combat between them."""
    passing = state.step_as(MoveStep).shield if state.phase == "transfer" else None
    by_space: dict[int, set[str]] = {}
    for shield in state.shields.values():
        if shield.id == passing:
            continue  # passing through its own stronghold card ("you may pass through")
        by_space.setdefault(shield.space, set()).add(shield.id)
    return [
        board.name(space)
        for space, ids in by_space.items()
        if len(ids) > 1 and ids != _combat_pair(state)
    ]


def test_no_two_shields_ever_share_a_land() -> None:
    # "If you move unto a terrain occupied by an opponent's shield, go to Combat immediately";
    # "You cannot stop on a terrain that already has one of your own Shields on it"; a loser
    # retreating onto its own shield combines with it. Two shields stand on one space only
    # while the combat between them is fought and its loser has not yet retreated.
    # An empty shield (nothing under it) does not move at all, so it cannot slip in beside an
    # opposing shield without a fight:
    state = blank()
    a = put_shield(state, 0, "B2", [])
    put_shield(state, 1, "C2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    assert not {o for o in legal(state) if o.startswith(("move ", "fly "))}
    # And in whole games played at random, after every action:
    decisions = combats = 0
    for seed in range(SHARE_GAMES):
        state = SHARE_GAME.new_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
            combats += state.phase == "combat"
            shared = _shared_spaces(state)
            assert not shared, f"seed {seed}, {state.phase}: two shields on {shared}"
    assert combats > 0 and decisions > 1000  # the games did move shields into each other


def test_a_shield_stopping_on_its_stronghold_keeps_the_space_within_30_points() -> None:
    # "You may not have more than 30 points on or under any space at any time": a shield of 25
    # points may not stop on A1 while an Axeman (7) stands on that card (32 points).
    state = blank()
    a = put_shield(state, 0, "B1", ["Earth Elemental", "Axeman"])
    on_stronghold(state, 0, 0, "Axeman")
    moving(state, 0)
    act(state, f"turn {a.id}")
    stops = {o.split()[-1] for o in legal(state) if o.startswith(("move ", "fly "))}
    assert "B2" in stops
    assert "A1" not in stops, "stopping on A1 would put 32 points on that space"
