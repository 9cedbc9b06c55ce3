"""Whose terrain bonus a creature fights with (docs/rules-notes/cards/command-items.md):
its own, unless its side's Tablet of Ancathus lends it the terrain bonus of the side's first
primary attacker, once that one has survived its match-up (``command.terrain_of_first``; the
command handler is in command_items.py). Kept apart so that rules.py can read it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def terrain_creature(state: CombatState, inst: CardInstance) -> Creature:
    """The creature whose terrain bonus ``inst`` takes: the first primary attacker of its
    side if a Tablet of Ancathus of that side is in force and it survived match-up 1."""
    creature = inst.creature
    if inst.owner not in state.memory.terrain_of_first:
        return creature
    for m in state.matchups:
        if m.number != 1 or m.secondary:
            continue
        first = m.fighters[inst.owner]
        if first is None or first.id == inst.id or not m.result:
            return creature
        lender = state.by_id[first.id]
        if lender.status == Status.STANDING and lender.is_creature:
            return lender.creature
        return creature
    return creature
