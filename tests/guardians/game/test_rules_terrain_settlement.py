"""TERRAIN SETTLEMENT PHASE: the win check, terrain under an opposing shield removed, and every
shield on a bare land paying with a terrain card, a face-down card for a stone, or a creature
(guardians-rules.txt, "TERRAIN SETTLEMENT PHASE"; docs/rules-notes/guardians.md, "Settlement")."""

from __future__ import annotations

import json

from game_helpers import (
    act,
    assert_in_place,
    discard_names,
    legal,
    named,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
    verbs,
)

from stronghold.games.guardians.play.state import GameState

#: Rak Nam's stones, which these positions leave both seats unless a test says otherwise.
STONES = 7


def _to_settlement(
    *shields: tuple[int, str, list[str]],
    lines0: tuple[str, ...] = (),
    lines1: tuple[str, ...] = (),
    stones0: int = STONES,
) -> GameState:
    """Every shield (seat, space, cards) is turned but a last one of seat 0 on A1, which turns
    and stays: the Terrain Settlement begins."""
    return _settle(_last_move(*shields, lines0=lines0, lines1=lines1, stones0=stones0))


def _last_move(
    *shields: tuple[int, str, list[str]],
    lines0: tuple[str, ...] = (),
    lines1: tuple[str, ...] = (),
    stones0: int = STONES,
) -> GameState:
    """The position before the last shield (seat 0's, on A1) turns."""
    return position(
        "move",
        seat_table(0, *lines0, stones=stones0),
        seat_table(1, *lines1, stones=STONES),
        *(shield_table(seat, space, cards, turned=True) for seat, space, cards in shields),
        shield_table(0, "A1", ["Buzzard"]),
    )


def _settle(state: GameState) -> GameState:
    """The last shield turns and stays."""
    act(state, f"turn {shield_at(state, 'A1').id}")
    act(state, "stay")
    return state


def _pen(state: GameState, seat: int, name: str) -> str:
    return named(state, state.players[seat].pen, name)


def _terrain(*spaces: str) -> str:
    return "terrain = { " + ", ".join(f'{space} = "Woods"' for space in spaces) + " }"


# --- the win check ------------------------------------------------------------------------------


def test_holding_all_six_lands_wins_at_settlement() -> None:
    state = _to_settlement(
        (0, "C1", ["Swordsman"]),
        (1, "D2", ["Swordsman"]),  # not in the disputed lands
        lines0=(_terrain("C2", "C3"),),
    )
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert "six" in state.outcome.reason


def test_no_win_while_the_opponent_has_a_shield_in_the_lands() -> None:
    state = _to_settlement(
        (1, "C3", ["Swordsman"]),  # on seat 0's terrain
        lines0=(_terrain("C1", "C2", "C3"),),
    )
    assert not state.is_terminal()


def test_the_win_check_comes_before_terrain_changes_hands() -> None:
    # Seat 0's shields sit on C1 and C2 with seat 1's terrain under them; C3 carries seat 0's
    # terrain. Seat 0 holds all six lands when the check is made.
    state = _to_settlement(
        (0, "C1", ["Swordsman"]),
        (0, "C2", ["Swordsman"]),
        lines0=(_terrain("C3"),),
        lines1=(_terrain("C1", "C2"),),
    )
    assert state.outcome is not None and state.outcome.winners == (0,)


# --- terrain changes hands ----------------------------------------------------------------------


def test_terrain_under_an_opposing_shield_is_removed() -> None:
    state = _last_move(
        (0, "C2", ["Swordsman", "Axeman"]),
        (1, "C3", ["Swordsman"]),
        lines1=(_terrain("C2", "C3"),),
    )
    woods, own = state.terrain[sp("C2")][0], state.terrain[sp("C3")][0]
    _settle(state)
    assert sp("C2") not in state.terrain
    assert woods in state.players[1].discard
    assert state.terrain[sp("C3")] == (own, False)  # its owner's shield: it stays
    assert_in_place(state)


# --- paying for a bare land ---------------------------------------------------------------------


def test_a_shield_on_a_bare_land_must_pay_for_it() -> None:
    state = _to_settlement((0, "C2", ["Swordsman", "Axeman"]), lines0=('pen = ["Woods"]',))
    shield = shield_at(state, "C2")
    woods = _pen(state, 0, "Woods")
    assert (state.phase, state.seat) == ("settle", 0)
    options = legal(state)
    assert f"terrain {shield.id} {woods}" in options
    assert {f"sacrifice {shield.id} {c}" for c in shield.contents} <= options
    assert "pass" not in options and "stay" not in options


def test_even_an_own_default_land_needs_a_terrain_card() -> None:
    state = _to_settlement((0, "B2", ["Swordsman"]))
    shield = shield_at(state, "B2")
    assert (state.phase, state.seat) == ("settle", 0)
    assert f"sacrifice {shield.id} {shield.contents[0]}" in legal(state)


def test_playing_a_terrain_card() -> None:
    state = _to_settlement((0, "C2", ["Swordsman"]), lines0=('pen = ["Woods"]',))
    shield = shield_at(state, "C2")
    woods = _pen(state, 0, "Woods")
    act(state, f"terrain {shield.id} {woods}")
    assert state.terrain[sp("C2")] == (woods, False)
    assert woods not in state.players[0].pen
    assert state.cards[woods].public
    assert state.controller(sp("C2")) == 0
    assert state.phase != "settle" or state.seat != 0
    assert_in_place(state)


def test_a_face_down_card_for_a_stone_when_there_is_no_terrain_card() -> None:
    state = _last_move((0, "C2", ["Swordsman"]), lines0=('pen = ["Axeman"]', 'storage = ["Gold"]'))
    shield = shield_at(state, "C2")
    axeman = _pen(state, 0, "Axeman")
    (gold,) = state.players[0].storage
    stones = state.players[0].stones
    _settle(state)
    options = legal(state)
    assert {f"facedown {shield.id} {axeman}", f"facedown {shield.id} {gold}"} <= options
    act(state, f"facedown {shield.id} {gold}")
    assert state.players[0].stones == stones - 1
    assert state.terrain[sp("C2")] == (gold, True)
    assert not state.cards[gold].public
    seen = json.loads(json.dumps(state.view(1)))
    assert seen["lands"]["C2"]["terrain"] == {"face_down": True, "owner": 0}
    assert gold in state.hidden_from(1)
    assert_in_place(state)


def test_no_face_down_card_without_a_stone() -> None:
    state = _to_settlement((0, "C2", ["Swordsman"]), lines0=('pen = ["Axeman"]',), stones0=0)
    shield = shield_at(state, "C2")
    assert "facedown" not in verbs(state)
    assert f"sacrifice {shield.id} {shield.contents[0]}" in legal(state)


def test_a_face_down_card_only_when_there_is_no_terrain_card_to_play() -> None:
    # "If you do not have a Terrain card to play, you may spend a stone and place any card
    # from your Storage Hand or Creature Pen face-down."
    state = _to_settlement((0, "C2", ["Swordsman"]), lines0=('pen = ["Woods", "Axeman"]',))
    shield = shield_at(state, "C2")
    woods = _pen(state, 0, "Woods")
    options = legal(state)
    assert f"terrain {shield.id} {woods}" in options
    assert "facedown" not in verbs(state), "a terrain card is in the pen: no face-down card"


def test_a_creature_may_be_given_up_instead_even_with_a_terrain_card() -> None:
    state = _to_settlement((0, "C2", ["Swordsman", "Axeman"]), lines0=('pen = ["Woods"]',))
    shield = shield_at(state, "C2")
    swordsman = named(state, shield.contents, "Swordsman")
    axeman = named(state, shield.contents, "Axeman")
    act(state, f"sacrifice {shield.id} {swordsman}")
    assert shield.contents == [axeman]
    assert swordsman in state.players[0].discard
    assert sp("C2") not in state.terrain  # the land stays bare
    assert state.players[0].shields_lost == 0
    assert_in_place(state)


def test_discarding_the_last_creature_destroys_the_shield() -> None:
    state = _to_settlement((0, "C2", ["Swordsman"]))
    shield = shield_at(state, "C2")
    act(state, f"sacrifice {shield.id} {shield.contents[0]}")
    assert shield.id not in state.shields
    assert state.players[0].shields_lost == 1
    assert "Swordsman" in discard_names(state, 0)
    assert_in_place(state)


def test_a_shield_with_nothing_to_pay_is_destroyed() -> None:
    state = _last_move((0, "C2", []), stones0=0)
    shield = shield_at(state, "C2")
    _settle(state)
    assert shield.id not in state.shields
    assert state.players[0].shields_lost == 1


def test_no_replacing_your_own_terrain() -> None:
    state = _to_settlement((0, "C2", ["Swordsman"]), lines0=(_terrain("C2"), 'pen = ["Mountains"]'))
    woods = state.terrain[sp("C2")][0]
    assert state.phase != "settle"  # nothing to decide: C2 is not bare
    assert state.terrain[sp("C2")] == (woods, False)


def test_both_seats_settle_their_bare_lands() -> None:
    state = _to_settlement(
        (0, "C1", ["Swordsman"]),
        (1, "B3", ["Swordsman"]),
        lines0=('pen = ["Woods"]',),
        lines1=('pen = ["Woods"]',),
    )
    mine, theirs = shield_at(state, "C1"), shield_at(state, "B3")
    (w0,), (w1,) = state.players[0].pen, state.players[1].pen
    for _ in range(2):
        seat = state.seat
        shield, card = (mine, w0) if seat == 0 else (theirs, w1)
        act(state, f"terrain {shield.id} {card}")
    assert state.terrain[sp("C1")] == (w0, False)
    assert state.terrain[sp("B3")] == (w1, False)
    assert state.phase != "settle"
