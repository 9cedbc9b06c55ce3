"""Master Tactician (``retreat_anywhere``, play/retreat_spells.py): a shield of the caster's
forced to retreat may fall back onto any neighbouring disputed land with no shield on it —
offered among the retreat choices, and asked for where the shield would otherwise be destroyed
for want of a retreat."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    at_position,
    finish_combat,
    legal,
    seat_table,
    shield_table,
    sp,
)

from stronghold.games.guardians.play.state import GameState

STRONG = ["Earth Elemental", "Baal-a-Gog"]  # 30 points
WEAK_THREE = ["Axeman", "Axeman", "Axeman"]


def _lost_at_c2(storage: str, *extra1: str) -> GameState:
    """Seat 0's B2 shield beats seat 1's on C2; seat 0's terrain on C1 and C3."""
    state = at_position(
        'phase = "move"\nseat = 0\n'
        + seat_table(0, 'terrain = { C1 = "Woods", C3 = "Woods" }')
        + shield_table(0, "B2", STRONG)
        + seat_table(1, f"storage = [{storage}]", *extra1)
        + shield_table(1, "C2", WEAK_THREE)
    )
    shield = state.shield_at(sp("B2"))
    assert shield is not None
    act(state, f"turn {shield.id}")
    act(state, "move C2")
    assert state.phase == "combat"
    finish_combat(state)
    return state


def _casts(state: GameState) -> set[str]:
    return {a.split()[2] for a in legal(state) if a.startswith("cast ")}


def test_master_tactician_falls_back_onto_an_empty_neighbouring_land() -> None:
    state = _lost_at_c2('"Master Tactician"')
    assert (state.phase, state.seat) == ("retreat", 1)
    assert {a for a in legal(state) if not a.startswith("cast ")} == {"retreat D2", "destroy"}
    assert _casts(state) == {"B2", "C1", "C3"}  # seat 0's lands, and B2 the attacker left
    loser = next(s for s in state.shields.values() if s.owner == 1)
    act(state, next(a for a in legal(state) if a.startswith("cast ") and a.endswith(" C3")))
    assert loser.space == sp("C3")
    winner = next(s for s in state.shields.values() if s.owner == 0)
    assert winner.space == sp("C2")
    assert state.phase == "move"
    assert_in_place(state)


def test_master_tactician_saves_a_shield_with_no_ordinary_retreat() -> None:
    rubble = "[seat1.D2]\nrubble = true"  # its own rubble is no retreat
    state = _lost_at_c2("", rubble)
    assert not any(s.owner == 1 for s in state.shields.values())  # destroyed at once
    state = _lost_at_c2('"Master Tactician"', rubble)
    assert (state.phase, state.seat) == ("retreat", 1)
    assert {a for a in legal(state) if not a.startswith("cast ")} == {"destroy"}
    assert _casts(state) == {"B2", "C1", "C3"}
    act(state, next(a for a in legal(state) if a.startswith("cast ") and a.endswith(" B2")))
    loser = next(s for s in state.shields.values() if s.owner == 1)
    assert loser.space == sp("B2")
    assert_in_place(state)


def test_a_dispelled_master_tactician_leaves_the_ordinary_choices() -> None:
    state = at_position(
        'phase = "move"\nseat = 0\n'
        + seat_table(0, 'terrain = { C1 = "Woods", C3 = "Woods" }', 'storage = ["Dispel Magic"]')
        + shield_table(0, "B2", STRONG)
        + seat_table(1, 'storage = ["Master Tactician"]')
        + shield_table(1, "C2", WEAK_THREE)
    )
    shield = state.shield_at(sp("B2"))
    assert shield is not None
    act(state, f"turn {shield.id}")
    act(state, "move C2")
    finish_combat(state)
    act(state, next(a for a in legal(state) if a.startswith("cast ") and a.endswith(" C3")))
    assert (state.phase, state.seat) == ("respond", 0)
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    assert (state.phase, state.seat) == ("retreat", 1)
    assert legal(state) == {"retreat D2", "destroy"}
