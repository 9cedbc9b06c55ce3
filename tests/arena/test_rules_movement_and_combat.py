"""PHASE II: MOVEMENT AND COMBAT — A. Entering Arena (shielded creatures, in turns from the
Active player), B. a duel only where two opposing creatures face each other, C. Movement on
the strongholds (to an empty standing card, or swapping; shields stay on their creatures)."""

from __future__ import annotations

from stronghold.games.arena import movement

from .arena_helpers import SHIELD, blank, do, events, legal, on, sound


def test_only_shielded_creatures_enter_the_arena_in_front_of_their_stronghold() -> None:
    state = blank(13, active=1)
    axeman = on(state, 0, "A1", "Axeman", SHIELD)
    on(state, 0, "A2", "Swordsman")  # no shield: it stays
    on(state, 1, "D3", "Archer", SHIELD)
    movement.start_entering(state)
    assert state.current_seat == 1  # the Active player first
    assert legal(state) == ["enter D3", "pass"]
    do(state, "enter D3")
    assert legal(state) == ["enter A1", "pass"]
    do(state, "enter A1")
    shield = state.arena_shields(0)[0]
    assert shield.space == 3 and shield.contents == [axeman]  # B1
    seen = [s for s in state.view(1)["shields"] if s["owner"] == 0]
    assert seen[0]["space"] == "B1" and seen[0]["contents"] == 1  # face down: a count


def test_creatures_that_do_not_face_each_other_do_not_fight() -> None:
    state = blank(13, active=0)
    on(state, 0, "A1", "Axeman", SHIELD)
    on(state, 1, "D2", "Archer", SHIELD)
    on(state, 0, "A3", "Horse")  # something to move afterwards
    movement.start_entering(state)
    do(state, "enter A1")
    do(state, "enter D2")
    assert state.phase == "shift"  # B1 and B2: no duel
    assert not events(state, "fight-begins")


def test_movement_on_the_strongholds_moves_or_swaps_once_a_turn() -> None:
    state = blank(13, active=0)
    axeman = on(state, 0, "A1", "Axeman", SHIELD)
    horse = on(state, 0, "A2", "Horse")
    state.player(0).strongholds[2].rubble = True
    on(state, 1, "D1", "Archer")
    movement.next_duel(state)
    assert state.phase == "shift"
    assert legal(state) == ["move A1 A2", "pass"]  # A3 is a ruin; a swap is listed once
    do(state, "move A1 A2")
    shield = state.shield_of(0, 1)
    assert shield is not None and shield.contents == [axeman]  # the shield went with it
    assert state.player(0).strongholds[0].on == [horse]
    assert state.current_seat == 1
    do(state, "move D1 D2")
    assert state.phase != "shift"  # both creatures of seat 0 have moved: nothing left
    sound(state)
