"""A primary attacker leaving its match-up opponent unchallenged to attack another card of the
opposing side (``attacks_instead`` on a creature; docs/rules-notes/cards/combat-targets.md):
Hackthorn Strangler may attack the opposing command card, if that card is a creature standing
on the table.

Asked as the match-up's two creatures are shown, before anything else of the match-up (tolls,
bribery): the attacker's side first, then the defender's, each whose fighter may. The step is
``retarget`` (held by primaries.py); ``attack CARD`` takes the new target, ``pass`` fights the
match-up as laid down. The command card takes the place of the opponent in the match-up (its
side may bribe, cast, fire and channel for it as for any fighter, and it is beaten or wins as
one); the creature left is unchallenged in melee: it stands, counts for control, and a
secondary attacker may attack it. Everything asked depends on public cards only (the fighters
on the table, the revealed command card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Fighter,
    Role,
    Status,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The step that asks.
PHASE = "retarget"


def _target(state: CombatState, seat: int) -> CardInstance | None:
    """The card ``seat``'s fighter of the current match-up may attack instead, if any."""
    m = state.current
    if m is None or m.secondary or m.result:
        return None
    mine = m.fighters[seat]
    if mine is None or (m.number, seat) in state.memory.retargets:
        return None
    fighter = state.by_id[mine.id]
    rule = fighter.creature.attacks_instead if fighter.is_creature else None
    if rule is None or fighter.status != Status.STANDING or inforce.blanked(state, fighter):
        return None
    cid = state.commands[1 - seat]
    if cid is None or any(f is not None and f.id == cid for f in m.fighters):
        return None
    command = state.by_id[cid]
    if not command.is_creature or command.status != Status.STANDING:
        return None
    return command if command.role == Role.COMMAND else None


def ask(state: CombatState) -> bool:
    """Ask the next side whose fighter may attack another card; whether it is now asked."""
    for seat in (ATTACKER, DEFENDER):
        if _target(state, seat) is not None:
            state.phase, state.seat = PHASE, seat
            return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Attack the other card, or fight the match-up as laid down."""
    target = _target(state, seat)
    return [act.Attack(target.id), act.PASS] if target is not None else [act.PASS]


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """The side's choice: the new target takes the opponent's place in the match-up."""
    m = state.current
    assert m is not None
    if not isinstance(action, act.Attack):
        state.memory.retargets[(m.number, seat)] = ""
        return
    mine, theirs = m.fighters[seat], m.fighters[1 - seat]
    assert mine is not None and theirs is not None
    left, target = state.by_id[theirs.id], state.by_id[action.card]
    left.matchup = None  # unchallenged in melee: standing, fighting no one
    target.matchup = m.number
    m.fighters[1 - seat] = Fighter(target.id)
    state.memory.retargets[(m.number, seat)] = target.id
    said = f"leaves {left.name} unchallenged and attacks {target.name} instead"
    state.tell(ev.Effect(state.by_id[mine.id].name, said))
