"""A command card that lets its owner pay to send his beaten creatures back to his Creature
Pen between primary match-ups (issue 14: Guardian Angel; docs/rules-notes/cards/
returns-to-pen.md).

While choosing his next primary attacker, the owner of such a command card in force may pay
``returns_to_pen`` power stones for each of his creatures beaten in an earlier primary
match-up (``power command reclaim <card>``): it goes to his Creature Pen after the combat, as a
bribed creature does, instead of the discard pile. He is asked that choice anyway (the primary
choice), so it tells nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def _cost(state: CombatState, seat: int) -> int:
    """What sending one creature back costs ``seat`` (0: its command card does not let it)."""
    command = inforce.command_active(state, seat)
    return 0 if command is None else command.returns_to_pen


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The creatures ``seat`` may pay to send back now (at its primary choice)."""
    cost = _cost(state, seat)
    if not cost or state.stones[seat] < cost:
        return []
    beaten = [
        i
        for i in state.cards
        if i.owner == seat and i.is_creature and i.status == Status.BEATEN and i.matchup
    ]
    return [act.Power("command", "reclaim", i.id) for i in inforce.unique_names(beaten)]


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """``seat`` pays and the beaten creature will go to its Creature Pen."""
    assert isinstance(action, act.Power) and action.target is not None
    cost = _cost(state, seat)
    state.spend(seat, cost)
    by = inforce.name(state, state.commands[seat]) or ""
    shared.power_note(state, seat, "reclaim", action.target, cost, by)
    shared.set_status(state, action.target, Status.RETURNED, f"sent to the Creature Pen by {by}")
