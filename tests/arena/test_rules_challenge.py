"""PHASE III C. Challenge — one option each, the Active player first: a shield (from the hand,
or off one of one's own creatures in play) captures an enemy creature without a shield, on or
under a stronghold card, or destroys an enemy shield in play (both shields discarded)."""

from __future__ import annotations

from stronghold.games.arena import settlement

from .arena_helpers import SHIELD, blank, do, give, legal, on, sound, under


def test_capture_with_a_shield_from_the_hand() -> None:
    state = blank(9, active=0)
    shield = give(state, 0, "hand", SHIELD)[0]
    target = under(state, 1, "D2", "Archer")
    give(state, 1, "hand", "Gold")  # seat 1 gets asked next: the step stops there
    on(state, 1, "D1", "Horse", SHIELD)
    settlement.start_challenge(state)
    assert f"capture {SHIELD} under:D2" in legal(state)
    assert f"capture {SHIELD} on:D1" not in legal(state)  # the Horse has a shield
    do(state, f"capture {SHIELD} under:D2")
    assert state.captured[shield].contents == [target] and state.captured[shield].owner == 0
    assert state.cards[target].public  # turned face up
    assert not state.player(1).strongholds[1].under
    sound(state)


def test_capture_with_the_shield_of_an_own_creature_leaves_it_unshielded() -> None:
    state = blank(9, active=0)
    axeman = on(state, 0, "A1", "Axeman", SHIELD)
    shield = state.shield_of(0, 0)
    assert shield is not None
    target = on(state, 1, "D3", "Swordsman")
    on(state, 1, "D1", "Horse")
    give(state, 1, "hand", "Gold")  # seat 1 has a raid to decide: the turn stops there
    settlement.start_challenge(state)
    do(state, f"capture {shield.id} on:D3")
    assert state.player(0).strongholds[0].on == [axeman]
    assert state.captured[shield.id].contents == [target]


def test_destroying_a_shield_discards_both_shields() -> None:
    state = blank(9, active=1)
    mine = give(state, 1, "hand", SHIELD)[0]
    horse = on(state, 0, "A2", "Horse", SHIELD)
    theirs = state.shield_of(0, 1)
    assert theirs is not None
    settlement.start_challenge(state)
    do(state, f"break {mine} {theirs.id}")
    assert theirs.id in state.player(0).discard and mine in state.player(1).discard
    assert state.player(0).strongholds[1].on == [horse]  # the creature stays, unshielded
    sound(state)


def test_one_option_each_then_the_raid() -> None:
    state = blank(9, active=0)
    give(state, 0, "hand", SHIELD, SHIELD)
    give(state, 1, "hand", SHIELD)
    on(state, 1, "D1", "Swordsman")
    on(state, 1, "D2", "Archer")
    on(state, 0, "A1", "Axeman")
    settlement.start_challenge(state)
    do(state, f"capture {SHIELD} on:D1")
    assert state.current_seat == 1 and state.phase == "challenge"
    do(state, f"capture {SHIELD} on:A1")
    assert state.phase == "raid"  # seat 0 keeps its second shield for another turn
    assert len(state.captured) == 2
