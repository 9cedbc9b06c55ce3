"""The step ``reroll``: the owner of a Mu Kir' Agavati standing on the table decides whether
the single die just rolled is rolled again (its one time) or stands (combat/rerolls.py holds
what the rolling steps call; docs/rules-notes/cards/combat-flow.md).

Phase: ``reroll``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import rerolls, shared

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.state import CombatState


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at the step ``reroll``."""
    return [act.REROLL, act.PASS]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """The die is rolled again or left standing; another creature with the reroll may still
    be asked, else the step that rolled it goes on."""
    pending = state.memory.pending_roll
    assert pending is not None
    holder = state.by_id[pending.holder]
    passed = pending.passed
    if isinstance(action, act.Reroll):
        state.memory.rerolled = (*state.memory.rerolled, holder.id)
        card, purpose = shared.rolled_for(state, pending.key)
        state.tell(ev.Effect(holder.name, f"the die for {card} ({purpose}) is rolled again"))
        shared.reroll(state, pending.key)
    else:
        passed = (*passed, holder.id)
        state.tell(ev.Effect(holder.name, "the die stands"))
    others = rerolls.holders(state, passed)
    if others:
        rerolls.ask(state, replace(pending, holder=others[0].id, passed=passed))
        return
    state.memory.pending_roll = None
    state.phase, state.seat = pending.phase, pending.seat
    rerolls.go_on(state, pending.frames)
