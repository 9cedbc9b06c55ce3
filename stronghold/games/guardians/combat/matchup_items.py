"""Hand items cast in a combat's windows (docs/rules-notes/cards/matchup-items.md). Used in a
primary match-up when the fighters allow (``Item.matchup_use``): Rock of Far Rolling smashes
the opposing command creature while an own Giant fights; Shroud of Grahzue sends an opposing
creature that cannot be bribed back to its Creature Pen, the own creature standing
unchallenged. Played before the first comparison of a combat over a stronghold card
(``Item.stronghold_attack_bonus``): Anvil of Heaviness makes the attackers stronger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import bribery, inforce, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.schema import Item

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def _fighters(state: CombatState, seat: int) -> tuple[CardInstance | None, CardInstance | None]:
    """``seat``'s creature and the opposing one of the current primary match-up, each if
    standing."""
    m = state.current
    if m is None or m.secondary:
        return None, None
    out: list[CardInstance | None] = []
    for side in (seat, 1 - seat):
        fighter = m.fighters[side]
        inst = state.by_id[fighter.id] if fighter is not None else None
        ok = inst is not None and inst.is_creature and inst.status == Status.STANDING
        out.append(inst if ok else None)
    return out[0], out[1]


def _unbribeable(state: CombatState, inst: CardInstance) -> bool:
    """No bribe could bribe it here: no icon, or every icon it has blocked or made useless."""
    return not any(bribery.bribeable(state, inst, kind) for kind in inst.creature.bribe)


def usable(state: CombatState, seat: int, item: Item) -> bool:
    """Whether ``seat`` may use this item in the current primary match-up now."""
    use = item.matchup_use
    assert use is not None
    mine, theirs = _fighters(state, seat)
    if mine is None:
        return False
    if use.with_own is not None and not inforce.fits(state, use.with_own, mine):
        return False
    if use.effect == "smash_command":
        return _command_creature(state, 1 - seat) is not None
    return theirs is not None and _unbribeable(state, theirs)


def _command_creature(state: CombatState, seat: int) -> CardInstance | None:
    """``seat``'s command card, if it is a creature still standing."""
    cid = state.commands[seat]
    inst = state.by_id[cid] if cid is not None else None
    if inst is None or not inst.is_creature or inst.status != Status.STANDING:
        return None
    return inst if inst.role == Role.COMMAND else None


def carry_out(state: CombatState, seat: int, item: Item) -> None:
    """The item takes effect (if what it needs still holds once the answers are in)."""
    if item.stronghold_attack_bonus:
        if not state.memory.anvil:
            state.memory.anvil = item.stronghold_attack_bonus
            state.tell(
                ev.Effect(item.name, f"the attackers get +{item.stronghold_attack_bonus} Vitality")
            )
        return
    if not usable(state, seat, item):
        return
    use = item.matchup_use
    assert use is not None
    if use.effect == "smash_command":
        target = _command_creature(state, 1 - seat)
        assert target is not None
        shared.set_status(state, target.id, Status.DESTROYED, f"smashed by {item.name}")
        return
    _, theirs = _fighters(state, seat)
    assert theirs is not None
    shared.set_status(state, theirs.id, Status.RETURNED, f"sent back to the pen by {item.name}")


def anvil_usable(state: CombatState) -> bool:
    """Whether an Anvil of Heaviness may be played now: in a combat over a stronghold card,
    none in force yet, before the first comparison (the command window or the windows of
    primary match-up 1)."""
    if state.memory.anvil or state.memory.ruined or not inforce.defends_stronghold(state, 1):
        return False
    m = state.current
    if m is None:
        return not any(not x.secondary and x.result for x in state.matchups)
    return m.number == 1 and not m.secondary and not m.result
