"""Stronghold upgrades that act inside a combat (docs/rules-notes/cards/board-cards.md).

The full game says in ``CombatSetup.upgrades`` (``model.UpgradesInFront``) which side has what
for this combat (a combat on one of the two spaces in front of the upgrade):

- ``cannon``: ``{side: (points, per_stone)}``: instead of a command card the side may fire the
  Flame Cannon (``cannon N``: N >= 1 stones for a fire AOE of points + per_stone * (N - 1)).
  It is chosen face down like a command card and fires when the command cards take effect;
  no Dispel can stop it (it is not a card played).
- ``idol``: ``{side: (bonus, per_stone)}``: when control of the space is determined the side
  adds ``bonus`` to its total, plus ``per_stone`` for each stone it then spends (``idol N``,
  the attacker deciding first).
- ``altar``: ``(side, ...)``: in a spell, command or modify window the side may discard a
  Storage Hand card for a stone (``altar <card>``).

A Ranged Attack Platform's creature is a card of the combat in zone ``platform``: it can only
be fired as a ranged attack (``ranged <id>``) and never counts for control of the space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import AnyCard, Aoe

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

CANNON = "Flame Cannon"


def _per_side(combat: CombatState, key: str, seat: int) -> tuple[int, int] | None:
    upgrades = combat.setup.upgrades
    return (upgrades.cannon if key == "cannon" else upgrades.idol).get(seat)


# --- Flame Cannon --------------------------------------------------------------------------


def may_fire_cannon(combat: CombatState, seat: int) -> bool:
    """Whether ``seat`` has a cannon in front of this combat and a stone to fire it."""
    return _per_side(combat, "cannon", seat) is not None and combat.stones[seat] >= 1


def cannon_options(combat: CombatState, seat: int) -> list[CombatAction]:
    """``cannon N`` for each number of stones ``seat`` can pay (at least one)."""
    if not may_fire_cannon(combat, seat):
        return []
    return [act.Cannon(n) for n in range(1, combat.stones[seat] + 1)]


def cannon_points(combat: CombatState, seat: int, stones: int) -> int:
    """The AOE's points for ``stones`` stones."""
    spec = _per_side(combat, "cannon", seat)
    assert spec is not None
    points, per_stone = spec
    return points + per_stone * (stones - 1)


def reveal_cannon(combat: CombatState, seat: int, stones: int) -> None:
    """The cannon was chosen instead of a command card: its stones are paid as it is shown."""
    combat.spend(seat, stones)
    combat.cannons[seat] = stones
    combat.tell(ev.CommandRevealed(seat, CANNON, stones))


def fire_cannons(combat: CombatState) -> None:
    """Cannons chosen this combat fire (once), with the command cards."""
    for seat in sorted(combat.cannons):
        stones = combat.cannons.pop(seat)
        aoe = Aoe(points=cannon_points(combat, seat, stones), kind="fire")
        shared.aoe(combat, seat, aoe, CANNON)


# --- Large Idol ------------------------------------------------------------------------------


def idol_pending(combat: CombatState) -> bool:
    """Before control is determined, a side with an Idol chooses how many stones to spend
    (the attacker first). True if a choice is now asked for."""
    for seat in (0, 1):
        if _per_side(combat, "idol", seat) is None or seat in combat.idols:
            continue
        if combat.stones[seat] < 1:
            combat.idols[seat] = 0
            continue
        combat.phase, combat.seat = "idol", seat
        return True
    return False


def idol_options(combat: CombatState, seat: int) -> list[CombatAction]:
    """``idol N``: the stones ``seat`` may spend on its Idol (none to all)."""
    return [act.Idol(n) for n in range(combat.stones[seat] + 1)]


def spend_on_idol(combat: CombatState, seat: int, stones: int) -> None:
    """The stones are spent; the Idol's bonus is counted when control is determined."""
    combat.spend(seat, stones)
    combat.idols[seat] = stones


def idol_bonus(combat: CombatState, seat: int) -> int:
    """What ``seat``'s Idol adds to its control total (0 without one)."""
    spec = _per_side(combat, "idol", seat)
    if spec is None:
        return 0
    bonus, per_stone = spec
    total = bonus + per_stone * combat.idols.get(seat, 0)
    combat.tell(ev.Idol(seat, total))
    return total


# --- Sacrificial Altar ---------------------------------------------------------------------


def altar_options(combat: CombatState, seat: int) -> list[CombatAction]:
    """``altar <card>``: a Storage Hand card ``seat`` may discard for a stone (one per name)."""
    if seat not in combat.setup.upgrades.altar:
        return []
    seen: dict[str, str] = {}
    for inst in combat.cards:
        if inst.owner == seat and inst.zone == "storage" and inst.status == Status.HAND:
            seen.setdefault(inst.name, inst.id)
    return [act.Altar(cid) for cid in seen.values()]


def sacrifice(combat: CombatState, seat: int, cid: str) -> None:
    """The card is discarded face up (after the combat it goes to the discard pile)."""
    inst = combat.by_id[cid]
    inst.status, inst.revealed = Status.USED, True
    combat.stones[seat] += 1
    combat.tell(ev.Altar(seat, inst.name))


# --- Ranged Attack Platform ------------------------------------------------------------------


def add_platform_creature(
    combat: CombatState, seat: int, card: AnyCard, board_id: str | None = None
) -> str:
    """A face-down creature on a platform in front of this combat: a card of ``seat`` (board
    card ``board_id``) that may only be fired as a ranged attack. Returns its instance id."""
    prefix = "ad"[seat]
    number = sum(1 for inst in combat.cards if inst.owner == seat) + 1
    inst = CardInstance(f"{prefix}{number}", card, seat, "platform", board_id=board_id)
    combat.cards.append(inst)
    combat.by_id[inst.id] = inst
    combat.setup_ids[seat].append(inst.id)
    combat.changed()
    return inst.id


def platform_sources(combat: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s platform creatures not yet fired."""
    return [
        i
        for i in combat.cards
        if i.owner == seat and i.zone == "platform" and i.status == Status.HAND
    ]
