"""Bribes paid with an Item (issue 14, docs/rules-notes/cards/item-bribes.md): while a
command card with ``bribe_with_item`` is in force (Cratur Hobbs), its owner may once in the
combat bribe one creature that could be bribed here by one of its icons, discarding an Item
of his storage hand in place of a bribery card: ``bribe TARGET ITEM``, offered wherever a bribe
is (the bribery steps, a ranged attacker in a window). The bribe then goes as any other (it
may be answered; it sends the creature home).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.schema import Item

if TYPE_CHECKING:
    from collections.abc import Callable

    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState


def may_bribe(state: CombatState, seat: int) -> bool:
    """Whether ``seat``'s command card lets it bribe with an Item now (not used yet)."""
    if seat in state.memory.item_bribed:
        return False
    command = inforce.command_active(state, seat)
    return command is not None and command.bribe_with_item


def options(
    state: CombatState,
    seat: int,
    targets: list[CardInstance],
    bribeable: Callable[[CombatState, CardInstance, str], bool],
) -> list[CombatAction]:
    """``bribe TARGET ITEM`` for each target some icon of which works here and each Item
    (one per name) of ``seat``'s storage hand."""
    if not may_bribe(state, seat):
        return []
    items = [i for i in inforce.unique_names(inforce.storage(state, seat)) if is_item(i)]
    return [
        act.Bribe(target.id, item.id)
        for target in targets
        if target.is_creature and any(bribeable(state, target, k) for k in target.creature.bribe)
        for item in items
    ]


def is_item(inst: CardInstance) -> bool:
    """Whether the card is an Item (what a bribe by item is paid with)."""
    return isinstance(inst.card, Item)


def item_of(state: CombatState, kind: str) -> CardInstance | None:
    """The Item a bribe of ``kind`` is paid with (``kind`` is its id), or None for a bribe by
    bribery card."""
    inst = state.by_id.get(kind)
    return inst if inst is not None and is_item(inst) else None


def paid_with(state: CombatState, seat: int, kind: str) -> CardInstance | None:
    """``item_of``, the bribe now spent: the seat has used its bribe by Item."""
    inst = item_of(state, kind)
    if inst is not None:
        state.memory.item_bribed.add(seat)
    return inst
