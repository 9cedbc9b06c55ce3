"""Hand items that go with ranged attacks (``Item.ranged_use``; issue 14,
docs/rules-notes/cards/ranged-items.md), cast from the storage hand in a combat's windows and
answerable like any item cast there:

- ``command_vitality`` (Standard of the Elements): in the modify window of a primary match-up,
  while the own command card is a creature matching ``with_command``, the item is a ranged
  attack worth that creature's base Vitality (``cast ITEM``);
- ``aoe_too`` (The Great Balderoon): cast with the firing of an own ranged attacker matching
  ``with_ranged`` (``cast ITEM ATTACKER``): the attacker is fired as usual at once, and the item
  sets off an AOE of that attack's points on the opposing combat hand;
- ``return_fired`` (Eye of Missile Mayhem): in any window once a primary match-up is over,
  every own ranged attacker of the match-ups over goes back to the combat hand (``cast ITEM``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, ranged, shared
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.keywords import Aoe
from stronghold.games.guardians.schema import Item

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.state import CombatState


def _may_fire(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` may make a ranged attack now (the modify window of a primary
    match-up, ranged attacks not forbidden)."""
    m = state.current
    return (
        state.phase == "modify_window"
        and m is not None
        and not m.secondary
        and not state.no_ranged_terrain
        and not inforce.forbidden(state, "ranged", seat)
        and bool(inforce.own_fighters(state, seat))
    )


def command_points(state: CombatState, seat: int, item: Item) -> int | None:
    """The points a Standard of the Elements would fire for ``seat`` now (None: not usable)."""
    use = item.ranged_use
    assert use is not None
    cid = state.commands[seat]
    if cid is None or not _may_fire(state, seat):
        return None
    command = state.by_id[cid]
    if not command.is_creature or (
        use.with_command is not None and not inforce.fits(state, use.with_command, command)
    ):
        return None
    return state.base_vitality(command)


def _fired_with(state: CombatState, seat: int, item: Item) -> list[CardInstance]:
    """The own ranged attackers a Great Balderoon may be fired with now."""
    use = item.ranged_use
    assert use is not None
    if not _may_fire(state, seat) or inforce.forbidden(state, "aoe", seat):
        return []
    return [
        i
        for i in state.ranged_sources(seat)
        if ranged.can_fire(state, i, seat)
        and (use.with_ranged is None or inforce.fits(state, use.with_ranged, i))
    ]


def _returnable(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s ranged attackers of the primary match-ups already over, still on the
    table."""
    over = {m.number for m in state.matchups if not m.secondary and m.result}
    return [
        i
        for i in state.cards
        if i.owner == seat
        and i.role == Role.RANGED
        and i.status == Status.STANDING
        and i.matchup in over
    ]


def options(state: CombatState, seat: int, inst: CardInstance) -> list[CombatAction]:
    """The ways ``seat`` may cast the item ``inst`` now."""
    item = inst.card
    assert isinstance(item, Item) and item.ranged_use is not None
    effect = item.ranged_use.effect
    if effect == "command_vitality":
        return [act.Cast(inst.id)] if command_points(state, seat, item) is not None else []
    if effect == "aoe_too":
        return [act.Cast(inst.id, i.id) for i in _fired_with(state, seat, item)]
    return [act.Cast(inst.id)] if _returnable(state, seat) else []


def fires_with(state: CombatState, action: act.Cast) -> str | None:
    """The ranged attacker this cast fires as it is cast (The Great Balderoon), or None."""
    item = state.by_id[action.card].card
    if isinstance(item, Item) and item.ranged_use is not None:
        if item.ranged_use.effect == "aoe_too":
            return action.target
    return None


def carry_out(state: CombatState, seat: int, item: Item, target: str | None) -> None:
    """The item takes effect, once the answers to it are in."""
    use = item.ranged_use
    assert use is not None
    m = state.current
    if use.effect == "command_vitality":
        points = command_points(state, seat, item)
        if points is None or m is None:
            return
        key = (m.number, seat)
        state.memory.item_ranged[key] = state.memory.item_ranged.get(key, 0) + points
        state.tell(ev.Effect(item.name, f"a ranged attack of {points}"))
        return
    if use.effect == "aoe_too":
        attacker = state.by_id[target] if target is not None else None
        fighter = m.fighters[seat] if m is not None else None
        if (
            attacker is None
            or fighter is None
            or target not in fighter.ranged
            or attacker.status != Status.STANDING
            or target in state.memory.cancelled
        ):
            return
        points = ranged.shot_points(state, seat, attacker)
        shared.aoe(state, seat, Aoe(points=points), item.name)
        return
    for inst in _returnable(state, seat):
        for past in state.matchups:
            for side in past.fighters:
                if side is not None and inst.id in side.ranged:
                    side.ranged.remove(inst.id)
        state.memory.cancelled.pop(inst.id, None)
        state.memory.ranged_channels.pop(inst.id, None)  # a new use, a new channeling
        inst.status, inst.role, inst.matchup = Status.HAND, Role.NONE, None
        state.tell(ev.Effect(inst.name, f"goes back to the combat hand ({item.name})"))
