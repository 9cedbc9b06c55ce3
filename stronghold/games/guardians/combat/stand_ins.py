"""A creature trading places with its owner's creature of the primary match-up just over, which
goes back to the combat hand (``stand_in`` on a creature): Soggybottom Gertz (beaten, any other
creature of the combat hand takes his place), Slippery Slime (from the combat hand, in place of
a creature that was beaten), Phantom Stalker (from the combat hand, in place of an Undead).

The trade is offered to the owner from the moment the match-up is over until he next acts in
the combat: as he chooses his next primary attacker (``primary_choose``), or, when the primary
match-ups are over, as he is asked for secondary attacks (before any). Those are decisions he
is asked anyway, so being asked tells nothing of what his hand holds. ``stand-in CARD``: the
card takes the place, the result (beaten, or standing for a Stalker in place of a winner) and
the match-up of the creature it replaces; that creature goes back to the combat hand, shown,
and may be played again. One trade per match-up and seat. docs/rules-notes/cards/stand-ins.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import command_only, inforce
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import CardInstance, Matchup, Role, Status
from stronghold.games.guardians.schema import StandIn

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def _last_primary(state: CombatState, seat: int) -> Matchup | None:
    """The primary match-up just over whose creature of ``seat`` may be traded now."""
    if state.phase == "primary_choose":
        if state.current is None or state.pending[seat] is not None:
            return None
        number = state.current.number - 1
    elif state.phase == "secondary" or state.current is None:
        if any(m.secondary for m in state.matchups):
            return None
        number = max((m.number for m in state.matchups if not m.secondary), default=0)
    else:
        return None
    if number < 1 or (number, seat) in state.memory.stood_in:
        return None
    return next((m for m in state.matchups if m.number == number and not m.secondary), None)


def _allows(state: CombatState, rule: StandIn, fighter: CardInstance) -> bool:
    """Whether ``rule`` lets the creature of the match-up be traded."""
    if rule.beaten and fighter.status != Status.BEATEN:
        return False
    return rule.fighter is None or inforce.fits(state, rule.fighter, fighter)


def _fighter(state: CombatState, seat: int, m: Matchup) -> CardInstance | None:
    found = m.fighters[seat]
    if found is None:
        return None
    inst = state.by_id[found.id]
    if not inst.is_creature or inst.status not in (Status.STANDING, Status.BEATEN):
        return None
    return inst


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The creatures of ``seat``'s combat hand that may take the place of its creature of the
    match-up just over."""
    m = _last_primary(state, seat)
    if m is None:
        return []
    fighter = _fighter(state, seat, m)
    if fighter is None:
        return []
    hand = command_only.hand_fighters(state, seat)
    own = fighter.creature.stand_in
    out: list[CardInstance] = []
    if (
        own is not None
        and own.role == "fighter"
        and not inforce.blanked(state, fighter)
        and _allows(state, own, fighter)
    ):
        out.extend(hand)
    for inst in hand:
        rule = inst.creature.stand_in
        if rule is not None and rule.role == "hand" and _allows(state, rule, fighter):
            out.append(inst)
    return [act.StandIn(i.id) for i in inforce.unique_names(out)]


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """The trade: the hand's creature takes the place, the other goes back to the hand."""
    assert isinstance(action, act.StandIn)
    m = _last_primary(state, seat)
    assert m is not None
    record = m.fighters[seat]
    assert record is not None
    out, new = state.by_id[record.id], state.by_id[action.card]
    new.status, new.role, new.matchup, new.turned = out.status, out.role, out.matchup, out.turned
    new.revealed = True
    out.status, out.role, out.matchup, out.turned = Status.HAND, Role.NONE, None, False
    out.revealed = True
    record.id = new.id
    state.play_order.append(new.id)
    beaten_by = state.memory.beaten_by
    if out.id in beaten_by:
        beaten_by[new.id] = beaten_by.pop(out.id)
    state.memory.stood_in.add((m.number, seat))
    state.tell(
        ev.Effect(
            new.name,
            f"takes the place of {out.name} from match-up {m.number} ({new.status.value}); "
            f"{out.name} goes back to the combat hand",
        )
    )
