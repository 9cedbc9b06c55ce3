"""Creatures that may be played only as their owner's command card (issue 14: Scamp Jones,
Rye Beaner; docs/rules-notes/cards/command-only.md).

Such a creature is offered as a command card like any creature with a command ability, but
never as a primary attacker, a ranged attacker, a secondary attacker or a stand-in: left in
the combat hand it does not fight. A side whose combat hand holds no other creature has no
creature to fight with (its primary attacks end, it makes no secondary attacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.schema import AnyCard, Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState


def fights(card: AnyCard) -> bool:
    """Whether ``card`` is a creature that may fight in a match-up (not command-only)."""
    return isinstance(card, Creature) and not card.command_only


def hand_fighters(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s creatures of its combat hand that may fight, one per card name."""
    return [i for i in inforce.hand_creatures(state, seat) if not i.creature.command_only]
