"""A command card that moves the combat to the space the attacker came from
(``shifts_to_origin``: Agent of Shadow; docs/rules-notes/cards/combat-flow.md).

As the command cards take effect, before any of them acts (so that an Overlord changes the
terrain of the new space), the combat's ground becomes that space's: its terrain card and types
(a stronghold card's types where no terrain card lies), and no stronghold card is defended any
more. The whole game gives the space (``CombatSetup.came_from``) and, once the combat is over,
makes it the space at stake (play/battle.py); a scenario has none, and the card moves nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def shift(state: CombatState) -> None:
    """The combat moves, if a command card in force says so (once)."""
    for seat in (ATTACKER, DEFENDER):
        command = inforce.command_active(state, seat)
        if command is None or not command.shifts_to_origin or state.memory.shifted:
            continue
        source = inforce.name(state, state.commands[seat]) or ""
        target = state.setup.came_from
        if target is None:
            state.tell(ev.Effect(source, "the combat stays where it is"))
            continue
        setup = state.setup
        defender = replace(
            setup.defender, defending_stronghold=False, stronghold=None, stronghold_defense=None
        )
        state.setup = replace(
            setup, terrain=target.terrain, terrain_types=target.terrain_types, defender=defender
        )  # a new setup: clones made before keep theirs
        state.terrain_types = target.terrain_types
        state.terrain_name = (
            target.terrain.name if target.terrain else ", ".join(target.terrain_types)
        )
        state.no_ranged_terrain = inforce.terrain_forbids_ranged(state)
        state.memory.shifted = True
        state.tell(ev.CombatShifted(source, target.name, state.terrain_name))
