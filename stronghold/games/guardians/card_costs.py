"""What a card costs a seat to play, and whether it may be played at all: the one place every
price of a card is read (on the board: ``play/costs.py``; in a combat: ``combat/costs.py``;
docs/rules-notes/cards/costs-permissions.md).

A card's own price is its ``stone_cost`` (spells and magic items; other cards cost nothing).
What is in force for the seat changes it (``CostRules``): Spectre's Ward makes every
double-bordered card (spells, H items, bribery cards) cost more; Iron Force of Sethos lets no
stone be spent on items or spells, so one that costs anything may not be played; Curse of the
Betrayed bars cards of a name.
"""

from __future__ import annotations

from dataclasses import dataclass

from stronghold.games.guardians.hidden import double_bordered
from stronghold.games.guardians.schema import AnyCard, Item, Spell


@dataclass(frozen=True, slots=True)
class CostRules:
    """What is in force for one seat's plays: ``extra_double`` stones more for every
    double-bordered card; ``no_stones``: no stone may be spent on an item or a spell;
    ``barred``: names of cards it may not play."""

    extra_double: int = 0
    no_stones: bool = False
    barred: frozenset[str] = frozenset()


#: Nothing in force: every card at its own price.
FREE = CostRules()


def own_price(card: AnyCard) -> int:
    """The stones ``card`` costs with nothing in force: its ``stone_cost`` (spells, items)."""
    return card.stone_cost if isinstance(card, Item | Spell) else 0


def card_cost(card: AnyCard, rules: CostRules = FREE) -> int | None:
    """The stones ``card`` costs to play under ``rules`` (None: it may not be played)."""
    price = own_price(card)
    if rules is FREE:
        return price
    if card.name in rules.barred:
        return None
    if rules.extra_double and double_bordered(card):
        price += rules.extra_double
    if rules.no_stones and price and isinstance(card, Item | Spell):
        return None
    return price


def item_use_cost(stones: int, rules: CostRules = FREE) -> int | None:
    """The stones a use of an item in play costs (``stones``) under ``rules`` (None: it may
    not be made: no stone may be spent on items)."""
    return None if rules.no_stones and stones else stones


def affordable(card: AnyCard, stones: int, rules: CostRules = FREE) -> bool:
    """Whether a seat with ``stones`` may play ``card`` under ``rules``."""
    if rules is FREE:  # (the common case, on every listing of a window's cards)
        return own_price(card) <= stones
    price = card_cost(card, rules)
    return price is not None and price <= stones
