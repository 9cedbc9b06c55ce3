"""Mu Kir' Agavati in an Arena duel (docs/rules-notes/cards/combat-flow.md): standing as the
Defender's duelist, its owner may have the die of a secondary fighter's AOE rolled again
(Mendu Sada, the Havoc: 1d6 points, nothing on a 6); the AOE goes off with the die as it then
stands, and the secondary round goes on."""

from __future__ import annotations

from stronghold.games.arena import movement

from .arena_helpers import blank, do, events, give, in_arena, legal, on, sound

MUKIR = "Mu Kir' Agavati, Second Disciple"  # 4
MENDU = "Mendu Sada, the Havoc"


def test_the_die_of_an_aoe_is_rolled_again_and_the_aoe_goes_off_with_it() -> None:
    state = blank(5, active=0)
    on(state, 1, "D1", "Horse")
    in_arena(state, 0, 1, "Horse")  # 3: Mu Kir' wins the primary round and stands
    in_arena(state, 1, 1, MUKIR)
    give(state, 1, "pen", MENDU)
    spirits = give(state, 0, "pen", "Whispering Spirits")[0]  # 3
    nymph = give(state, 0, "pen", "Wild Nymph")[0]  # 4
    movement.next_duel(state)
    while f"secondary {MENDU} Horse" not in legal(state):
        do(state, "pass")
    do(state, f"secondary {MENDU} Horse")
    assert [e["total"] for e in events(state, "roll")] == [2]  # 2 points: the Spirits stay
    assert state.combat is not None and state.combat.phase == "reroll"
    assert state.current_seat == 1 and legal(state) == ["reroll", "pass"]
    do(state, "reroll")
    assert [e["total"] for e in events(state, "roll")] == [2, 3]
    assert [(e["points"], e["hit"]) for e in events(state, "aoe")] == [(3, ["Whispering Spirits"])]
    assert state.current_seat == 0  # the secondary round goes on: the attacker's turn
    assert f"secondary Wild Nymph {MUKIR}" in legal(state)
    while state.phase == "combat":
        do(state, "pass")
    assert spirits in state.player(0).discard and nymph not in state.player(0).discard
    sound(state)
