"""Creatures a card saves from the discard pile when they fall: they go back to their owner's
Creature Pen after the combat (Howl of the Dead as the command card, Necropolis Park for its
defenders; docs/rules-notes/cards/spells-board-s9.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import CardInstance, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: How a creature may have fallen in a combat.
FALLEN = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)


def saved_by(state: CombatState, inst: CardInstance) -> str | None:
    """The card that sends this fallen creature to its owner's Creature Pen, or None."""
    if not inst.is_creature or inst.status not in FALLEN:
        return None
    seat = inst.owner
    command = inforce.command_active(state, seat)
    if command is not None and command.lost_to_pen is not None:
        if inforce.fits(state, command.lost_to_pen, inst):
            cid = state.commands[seat]
            return state.by_id[cid or ""].name
    side = state.setup.side(seat)
    stronghold = side.stronghold
    if side.defending_stronghold and stronghold is not None and stronghold.lost_to_pen:
        if inforce.fits(state, stronghold.lost_to_pen, inst):
            return stronghold.name
    return None
