"""Press Leak as the command card (``command.hand_report = "show"`` and ``chooses_first``;
docs/rules-notes/cards/command-reveals.md): the opponent's combat hand is shown for the rest
of the combat, and the card's owner chooses his creature of every primary match-up first, face
down. Swamps."""

from __future__ import annotations

from combat_helpers import ATT, DEF, card, combat, do, start, told

from stronghold.games.guardians.combat.state import CombatState

LEAK = "Press Leak"


def _defender_leaks() -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Sand Lord", "Swordsman"]},
            defender={"shield": ["Axeman", "Archer"], "storage": [LEAK], "command": LEAK},
        )
    )
    do(state, "command", "no")
    do(state, "command", "yes")
    do(state, "command", LEAK)
    while state.phase != "primary_choose":
        do(state, "pass")
    return state


def test_the_opponents_combat_hand_is_shown() -> None:
    state = _defender_leaks()
    assert card(state, "Sand Lord").revealed and card(state, "Swordsman").revealed
    assert not card(state, "Archer").revealed  # the owner's own hand stays hidden


def test_the_owner_chooses_first_in_every_match_up_without_showing() -> None:
    state = _defender_leaks()
    assert state.seat == DEF  # without the Leak the attacker chooses first
    do(state, "primary", "Axeman")
    assert state.seat == ATT
    seen = told(state, "primary-chosen", ATT)
    assert seen and "Axeman" not in seen[-1]  # face down
    do(state, "primary", "Sand Lord")
    while state.phase != "primary_choose":
        do(state, "pass")
    assert state.current is not None and state.current.number == 2
    assert state.seat == DEF
