"""Armory effects: a Challenge's score in a fixed, documented effect order.

The order (docs/rules-notes/promised-land.md, "Effect order"):

1. Escape: cards a player disabled during the Challenge stay disabled.
2. Sleep disables all the opponent's Fortress, Shield and Armor cards.
3. Murmuring: each disables one of the opponent's Faithful Women.
4. Ambush: each disables one of the opponent's Reinforcements.
5. Fortress disables all the opponent's weapon cards (Arrow, Javelin, Sword, Sling & Stone).
6. Points of every enabled card: Warriors with their abilities; Armory points by the primary's
   kind (Faith, Wickedness, Murmuring, Ambush) or against a prophet (Stoning).
7. Sword of Laban doubles its holder's weapon cards (and, in 8, Shield and Armor).
8. Shield and Armor take 1 point (2 with Sword of Laban) from the opponent per enabled weapon
   card the opponent plays, never more than those weapons bring (rule ``block_cap``).
9. Faithful Women doubles its holder's total.

Each step only sees cards still enabled after the steps before it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from stronghold.games.promised_land.catalog import CardFacts, Catalog
from stronghold.games.promised_land.schema import Alignment, Effect

#: The effect order, as step names (tests and the rules notes refer to it).
EFFECT_ORDER = (
    "escape",
    "sleep",
    "murmuring",
    "ambush",
    "fortress",
    "points",
    "sword_of_laban",
    "blocks",
    "faithful_women",
)


@dataclass
class SideScore:
    """One side's score in a Challenge, with how it came about."""

    points: dict[str, int] = field(default_factory=dict)
    disabled: dict[str, str] = field(default_factory=dict)
    subtotal: int = 0
    blocked: int = 0
    factor: int = 1
    total: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (card ids are face-up cards only when the caller passed those)."""
        return {
            "points": dict(self.points),
            "disabled": dict(self.disabled),
            "subtotal": self.subtotal,
            "blocked": self.blocked,
            "factor": self.factor,
            "total": self.total,
        }


@dataclass(frozen=True)
class Side:
    """One side's cards for scoring; ``primary`` says whether ``cards[0]`` is the primary."""

    cards: Sequence[str]
    primary: bool = True


def _multiplier(count: int, rule: str) -> int:
    """How much ``count`` doubling cards multiply by (each doubles again, or once)."""
    if count <= 0:
        return 1
    return 2**count if rule == "each-card" else 2


def score(
    catalog: Catalog, sides: tuple[Side, Side], escaped: Collection[str] = ()
) -> tuple[SideScore, SideScore]:
    """Both sides' scores, applying the effect order above; ``escaped``: disabled by Escape."""
    rules = catalog.rules
    facts = catalog.facts
    result = (SideScore(), SideScore())
    cards = (list(sides[0].cards), list(sides[1].cards))
    # the effects each side's cards have: an effect none of them has is never enabled there
    effects = ({facts[card].effect for card in cards[0]}, {facts[card].effect for card in cards[1]})

    def enabled(side: int, effect: Effect) -> list[str]:
        if effect not in effects[side]:
            return []
        disabled = result[side].disabled
        return [
            card for card in cards[side] if card not in disabled and facts[card].effect is effect
        ]

    if escaped:
        for side in (0, 1):  # 1. Escape
            for card in cards[side]:
                if card in escaped:
                    result[side].disabled[card] = "Escape"
    # each step below runs only where a card with its effect is in play at all
    present = effects[0] | effects[1]
    if Effect.SLEEP in present:
        for side in (0, 1):  # 2. Sleep
            if enabled(side, Effect.SLEEP):
                for card in enabled(1 - side, Effect.FORTRESS) + enabled(1 - side, Effect.BLOCK):
                    result[1 - side].disabled[card] = "Sleep"
    if Effect.MURMURING in present:
        for side in (0, 1):  # 3. Murmuring
            targets = enabled(1 - side, Effect.FAITHFUL_WOMEN)
            for _, target in zip(enabled(side, Effect.MURMURING), targets, strict=False):
                result[1 - side].disabled[target] = "Murmuring"
    if Effect.AMBUSH in present:
        for side in (0, 1):  # 4. Ambush
            targets = enabled(1 - side, Effect.REINFORCEMENTS)
            for _, target in zip(enabled(side, Effect.AMBUSH), targets, strict=False):
                result[1 - side].disabled[target] = "Ambush"
    if Effect.FORTRESS in present:
        for side in (0, 1):  # 5. Fortress
            if enabled(side, Effect.FORTRESS):
                for card in cards[1 - side]:
                    if facts[card].weapon and card not in result[1 - side].disabled:
                        result[1 - side].disabled[card] = "Fortress"

    # nothing is disabled after step 5: the cards still enabled, once for all
    live = tuple(
        [card for card in cards[side] if card not in result[side].disabled] for side in (0, 1)
    )
    names = [{facts[card].name for card in live[side]} for side in (0, 1)]
    alignments = [
        facts[cards[side][0]].alignment if sides[side].primary and cards[side] else None
        for side in (0, 1)
    ]
    prophets = [_against_prophet(catalog, sides[side], live[side]) for side in (0, 1)]
    laban = [
        _multiplier(len(enabled(side, Effect.SWORD_OF_LABAN)), rules.doubling) for side in (0, 1)
    ]
    weapon_points = [0, 0]
    weapon_count = [0, 0]
    for side in (0, 1):  # 6.-7. points, Sword of Laban on weapons
        for card in live[side]:
            card_facts = facts[card]
            if card_facts.is_warrior:
                points = card_facts.points
                if card_facts.bonus_with:
                    points += sum(
                        bonus for name, bonus in card_facts.bonus_with if name in names[side]
                    )
                if card_facts.bonus_against_cards:
                    points += sum(
                        bonus
                        for name, bonus in card_facts.bonus_against_cards
                        if name in names[1 - side]
                    )
                if prophets[1 - side]:
                    points += card_facts.bonus_against_prophet
            else:
                points = _armory_points(card_facts, alignments[side], prophets[1 - side])
                if card_facts.weapon:
                    points *= laban[side]
                    weapon_points[side] += points
                    weapon_count[side] += 1
            result[side].points[card] = points
        result[side].subtotal = sum(result[side].points.values())
    for side in (0, 1):  # 8. Shield and Armor against the opponent's weapons
        blockers = len(enabled(side, Effect.BLOCK))
        blocked = blockers * laban[side] * weapon_count[1 - side]
        if rules.block_cap:
            blocked = min(blocked, weapon_points[1 - side])
        result[1 - side].blocked = blocked
    for side in (0, 1):  # 9. Faithful Women
        result[side].factor = _multiplier(len(enabled(side, Effect.FAITHFUL_WOMEN)), rules.doubling)
        result[side].total = (result[side].subtotal - result[side].blocked) * result[side].factor
    return result


def _against_prophet(catalog: Catalog, side: Side, live: Sequence[str]) -> bool:
    """Whether this side shows a prophet to its opponent (Stoning, 'against a prophet')."""
    if catalog.rules.stoning_prophet == "primary":
        return side.primary and bool(side.cards) and catalog[side.cards[0]].prophet
    return any(catalog[card].prophet for card in live)


def _armory_points(facts: CardFacts, alignment: Alignment | None, against_prophet: bool) -> int:
    """An Armory card's points before doubling: by the primary's kind, or against a prophet."""
    if facts.vs_prophet_points is not None and against_prophet:
        return facts.vs_prophet_points
    if alignment is Alignment.RIGHTEOUS and facts.righteous_points is not None:
        return facts.righteous_points
    if alignment is Alignment.WICKED and facts.wicked_points is not None:
        return facts.wicked_points
    return facts.points
