"""A command card whose owner pays to send his beaten creatures to his Creature Pen between
primary match-ups (``returns_to_pen``, combat/returns_to_pen.py): Guardian Angel.
docs/rules-notes/cards/returns-to-pen.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, do, legal, start, status, to_step

from stronghold.games.guardians.combat.state import CombatState


def _after_a_lost_matchup(command: bool) -> CombatState:
    # The Swordsman (6 + Off-Color) loses to the Baal-a-Gog (12) in the first match-up.
    data = combat(
        attacker={"shield": ["Guardian Angel", "Swordsman", "Axeman"]},
        defender={"shield": ["Baal-a-Gog", "Gn'Obby Gnomes"]},
    )
    state = start(data)
    do(state, "command", "yes" if command else "no")
    do(state, "command", "no")
    if command:
        do(state, "command", "Guardian Angel")
    to_step(state, "primary_choose")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Baal-a-Gog")
    to_step(state, "primary_choose")
    assert status(state, "Swordsman") == Status.BEATEN
    return state


def test_guardian_angel_sends_a_beaten_creature_to_the_pen_for_a_stone() -> None:
    state = _after_a_lost_matchup(command=True)
    assert state.seat == ATT
    assert ("power", "command", "reclaim", "Swordsman") in legal(state)
    stones = state.stones[ATT]
    do(state, "power", "command", "reclaim", "Swordsman")
    assert state.stones[ATT] == stones - 1
    assert status(state, "Swordsman") == Status.RETURNED
    assert state.phase == "primary_choose" and state.seat == ATT  # he still picks his next
    assert ("power", "command", "reclaim", "Swordsman") not in legal(state)
    do(state, "primary", "Axeman")
    do(state, "primary", "Gn'Obby Gnomes")
    to_step(state, "over")
    assert status(state, "Swordsman") == Status.RETURNED


def test_without_the_angel_in_command_nothing_is_offered() -> None:
    state = _after_a_lost_matchup(command=False)
    assert not [names for names in legal(state) if names[0] == "power"]


def test_the_opponent_of_the_angels_owner_is_offered_nothing() -> None:
    state = _after_a_lost_matchup(command=True)
    do(state, "primary", "Axeman")
    assert state.seat == DEF
    assert not [names for names in legal(state) if names[0] == "power"]
