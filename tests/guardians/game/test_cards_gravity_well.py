"""Summon Gravity Well (``stops_flight``, play/gravity.py): cast as an opposing shield flies,
before it moves, it keeps the shield where it is (turned) and its owner may fly no other
shield this turn (docs/rules-notes/cards/gravity.md). From a written position in the move
phase: seat 0 has two Angels' shields, seat 1 the spell."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState


def _flying(storage: str = 'storage = ["Summon Gravity Well"]') -> tuple[GameState, str]:
    """Seat 0 casts Ongo (a second flight this turn), then flies its Angel from B1 to C1."""
    state = position(
        "move",
        seat_table(
            0, 'deck = ["3 Axeman"]', 'up = "Axeman"', 'storage = ["Ongo, Air Traffic Controller"]'
        ),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', storage),
        shield_table(0, "B1", ["Angel"]),
        shield_table(0, "B3", ["Angel"]),
        shield_table(1, "C2", ["Swordsman"]),
        turn=2,
    )
    flier = shield_at(state, "B1").id
    act(state, f"cast {state.players[0].storage[0]} guardian")
    if state.phase == "respond":  # seat 1 could hold a Dispel Magic
        act(state, "pass")
    act(state, f"turn {flier}")
    act(state, "fly C1")
    return state, flier


def test_the_well_keeps_the_flier_where_it_is_and_grounds_its_owner() -> None:
    state, flier = _flying()
    assert (state.phase, state.seat) == ("gravity", 1)
    well = state.players[1].storage[0]
    assert legal(state) == {f"cast {well} {flier}", "pass"}
    act(state, f"cast {well} {flier}")
    assert shield_at(state, "B1").id == flier and state.shields[flier].turned
    assert any(e.kind == "flight-stopped" for e in state.event_log)
    _second_angel(state)
    assert "move C3" in legal(state)
    assert not any(o.startswith("fly ") for o in legal(state))  # Ongo's flight is lost
    assert_in_place(state)


def _second_angel(state: GameState) -> None:
    """Seat 1 turns its shield and stays; seat 0 turns its other Angel."""
    assert (state.phase, state.seat) == ("move", 1)
    act(state, f"turn {shield_at(state, 'C2').id}")
    act(state, "stay")
    act(state, f"turn {shield_at(state, 'B3').id}")


def test_a_flight_let_go_lands_and_ongo_lets_the_other_fly() -> None:
    state, flier = _flying()
    act(state, "pass")
    assert state.shields[flier].space == shield_at(state, "C1").space
    _second_angel(state)
    assert any(o.startswith("fly ") for o in legal(state))


def test_a_deck_without_the_well_is_not_asked() -> None:
    state, flier = _flying(storage="")
    assert state.phase != "gravity"
    assert shield_at(state, "C1").id == flier
