"""A combat fought on or next to a Monolith of Power's space this turn (its setup's
``no_channeling``, filled from the board by play/turn_start_items.py): nobody may channel."""

from __future__ import annotations

from combat_helpers import ATT, combat, do, legal, matchup, start

from stronghold.games.guardians.combat import powers, ranged
from stronghold.games.guardians.combat.state import CombatState


def _after_the_first_primary(monolith: bool) -> CombatState:
    state = start(combat(attacker={"shield": ["Wild Nymph"]}, defender={"shield": ["Sand Lord"]}))
    if monolith:
        state.setup.no_channeling = "Monolith of Power"
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Wild Nymph")
    return state


def test_a_combat_under_a_monolith_allows_no_channeling() -> None:
    free = _after_the_first_primary(monolith=False)
    do(free, "primary", "Sand Lord")
    while free.phase != "modify_window" or free.current_seat != ATT:
        do(free, "pass")
    assert ("channel", "guardian") in legal(free)  # without it the Nymph could be channeled
    free.setup.no_channeling = "Monolith of Power"
    problem = ranged.channel_problem(free, ATT, "guardian")
    assert problem == "no channeling here this turn (Monolith of Power)"
    assert powers.power_channel_problem(free, ATT) is not None
    state = _after_the_first_primary(monolith=True)
    do(state, "primary", "Sand Lord")
    while not state.is_terminal():
        assert ("channel", "guardian") not in legal(state)
        do(state, "pass")
    assert dict(matchup(state, 1)["attacker_parts"]).get("channeling", 0) == 0
