"""SPECIFIC RULES - Captured Creature: under its captor's control until the end of the turn
(it may raid for him), then back to its owner's Creatures Pen, the capturing shield to its
owner's Storage; destruction takes the capturing shield with it."""

from __future__ import annotations

from stronghold.games.arena import settlement
from stronghold.games.arena.state import ArenaState

from .arena_helpers import SHIELD, blank, do, events, give, legal, on, sound


def _captured(*, target: str = "Swordsman") -> tuple[ArenaState, str, str]:
    """Seat 0 captures seat 1's Marshal; seat 1 has an unshielded ``target`` on D2."""
    state = blank(10, active=0)
    shield = give(state, 0, "hand", SHIELD)[0]
    marshal = on(state, 1, "D1", "Marshal")  # 11
    on(state, 1, "D2", target)
    settlement.start_challenge(state)
    do(state, f"capture {SHIELD} on:D1")
    return state, shield, marshal


def test_a_captured_creature_raids_for_its_captor() -> None:
    state, _shield, _marshal = _captured()
    swordsman = state.unit_on(10)[0]
    assert state.phase == "raid"
    assert f"raid {SHIELD} on:D2" in legal(state)
    do(state, f"raid {SHIELD} on:D2")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight["duelists"] == ["Marshal", "Swordsman"] and fight["winner"] == 0
    assert swordsman in state.player(1).discard


def test_a_captured_creature_that_loses_takes_the_capturing_shield_with_it() -> None:
    state, shield, marshal = _captured(target="Sand Lord")
    give(state, 1, "hand", "Marshal")
    do(state, f"raid {SHIELD} on:D2")
    do(state, "secondary Marshal Marshal")  # 11 + 11 against 11
    assert marshal in state.player(1).discard
    assert shield in state.player(0).discard
    assert not state.captured
    sound(state)


def test_at_the_end_of_the_turn_a_captured_creature_goes_home() -> None:
    state, shield, marshal = _captured()
    give(state, 0, "deck", "Archer", "Archer", "Archer")
    while state.phase == "raid":
        do(state, "pass")
    assert state.turn == 2
    assert not state.captured
    # the next turn's Storage Hand has taken pen and storage into the hands
    assert marshal in state.player(1).hand
    assert shield in state.player(0).hand
    assert events(state, "turn-begins")[-1]["number"] == 2
    sound(state)


def test_destroying_the_capturing_shield_frees_the_creature() -> None:
    state = blank(10, active=0)
    give(state, 0, "hand", SHIELD)
    mine = give(state, 1, "hand", SHIELD, "Gold")[0]
    marshal = on(state, 1, "D1", "Marshal")
    on(state, 1, "D2", "Horse")  # seat 1 will have a raid to decide: the turn stops there
    settlement.start_challenge(state)
    do(state, f"capture {SHIELD} on:D1")
    captor = next(iter(state.captured))
    do(state, f"break {mine} {captor}")
    assert marshal in state.player(1).pen and not state.captured
    assert captor in state.player(0).discard and mine in state.player(1).discard
