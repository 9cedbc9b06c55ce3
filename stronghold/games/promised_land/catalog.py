"""The cards of one game by id: each physical card's type, with its facts ready for play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from stronghold.games.promised_land.library import CardSet
from stronghold.games.promised_land.model import ARMORY_PREFIX, WARRIOR_PREFIX
from stronghold.games.promised_land.rules import Rules
from stronghold.games.promised_land.schema import (
    Alignment,
    Armory,
    BonusAgainst,
    BonusWith,
    Dot,
    Effect,
    Nemesis,
    Plunder,
    Warrior,
)


@dataclass(frozen=True)
class CardFacts:
    """What play needs of one card type, flattened from the schema for speed."""

    name: str
    is_warrior: bool
    icons: frozenset[str]
    alignment: Alignment | None
    dot: Dot
    points: int
    righteous_points: int | None
    wicked_points: int | None
    vs_prophet_points: int | None
    effect: Effect | None
    weapon: bool
    prophet: bool
    bonus_with: tuple[tuple[str, int], ...]
    bonus_against_cards: tuple[tuple[str, int], ...]
    bonus_against_prophet: int
    plunder: int
    nemesis: str | None


def _warrior_facts(card: Warrior, cards: CardSet) -> CardFacts:
    """Facts of a Warrior type (ability card names resolved to their canonical spelling)."""
    with_cards = tuple(
        (cards.canonical_name(a.card), a.points) for a in card.abilities if isinstance(a, BonusWith)
    )
    against = [a for a in card.abilities if isinstance(a, BonusAgainst)]
    nemesis = [cards.canonical_name(a.warrior) for a in card.abilities if isinstance(a, Nemesis)]
    return CardFacts(
        name=card.name,
        is_warrior=True,
        icons=frozenset(str(icon) for icon in card.icons.value),
        alignment=card.alignment.value,
        dot=Dot.NONE,
        points=card.points.value,
        righteous_points=None,
        wicked_points=None,
        vs_prophet_points=None,
        effect=None,
        weapon=False,
        prophet=card.prophet.value,
        bonus_with=with_cards,
        bonus_against_cards=tuple(
            (cards.canonical_name(a.card), a.points) for a in against if a.card is not None
        ),
        bonus_against_prophet=sum(a.points for a in against if a.card is None and a.prophet),
        plunder=sum(a.cards for a in card.abilities if isinstance(a, Plunder)),
        nemesis=nemesis[0] if nemesis else None,
    )


def _armory_facts(card: Armory) -> CardFacts:
    """Facts of an Armory type."""

    def optional(fact: object) -> int | None:
        value = getattr(fact, "value", None)
        return value if isinstance(value, int) else None

    return CardFacts(
        name=card.name,
        is_warrior=False,
        icons=frozenset(str(icon) for icon in card.icons.value),
        alignment=None,
        dot=card.dot.value,
        points=card.points.value,
        righteous_points=optional(card.righteous_points),
        wicked_points=optional(card.wicked_points),
        vs_prophet_points=optional(card.vs_prophet_points),
        effect=card.effect.value,
        weapon=card.weapon.value,
        prophet=False,
        bonus_with=(),
        bonus_against_cards=(),
        bonus_against_prophet=0,
        plunder=0,
        nemesis=None,
    )


class Catalog:
    """Card ids (``W01``…, ``A01``…) with their facts, and the rule options.

    The game's catalog numbers the cards in file order; each game in play works on its own
    ``renumbered`` copy, whose ids follow the order of its shuffled decks, so that an id tells
    nothing of its card (ids of hidden cards appear in actions). The prefix says the deck, which the
    card backs show anyway. A copy shares the card set, rules and facts (all immutable).
    """

    def __init__(self, cards: CardSet, rules: Rules) -> None:
        self.cards = cards
        self.rules = rules
        warrior_types = {name: _warrior_facts(w, cards) for name, w in cards.warriors.items()}
        armory_types = {name: _armory_facts(a) for name, a in cards.armory.items()}
        #: Every card type's facts by its name.
        self.types: dict[str, CardFacts] = {**warrior_types, **armory_types}
        warriors = cards.warrior_deck()
        armory = cards.armory_deck()
        w_width = max(2, len(str(len(warriors))))
        a_width = max(2, len(str(len(armory))))
        self.warrior_ids = [f"{WARRIOR_PREFIX}{i + 1:0{w_width}d}" for i in range(len(warriors))]
        self.armory_ids = [f"{ARMORY_PREFIX}{i + 1:0{a_width}d}" for i in range(len(armory))]
        self.facts: dict[str, CardFacts] = {}
        for card_id, name in zip(self.warrior_ids, warriors, strict=True):
            self.facts[card_id] = warrior_types[name]
        for card_id, name in zip(self.armory_ids, armory, strict=True):
            self.facts[card_id] = armory_types[name]

    def _copy(self, facts: dict[str, CardFacts]) -> Catalog:
        """The same cards and rules with ``facts`` as the cards behind the ids."""
        twin = object.__new__(Catalog)
        twin.__dict__.update(self.__dict__)
        twin.facts = facts
        return twin

    def renumbered(self, warriors: Sequence[str], armory: Sequence[str]) -> Catalog:
        """A copy numbered in the order the shuffled decks lie: ``warriors`` and ``armory``
        are this catalog's ids of each deck in that order, and the card at position k
        becomes the copy's k-th id of its deck."""
        facts: dict[str, CardFacts] = {}
        known = self.facts
        for ids, order in ((self.warrior_ids, warriors), (self.armory_ids, armory)):
            # each id of the deck once (the ids are distinct): as many, and the same set
            if len(order) != len(ids) or set(order) != set(ids):
                raise ValueError("renumbered: an order must hold each id of its deck once")
            facts.update(zip(ids, map(known.__getitem__, order), strict=True))
        return self._copy(facts)

    def reassigned(self, names: Mapping[str, str]) -> Catalog:
        """A copy in which each id of ``names`` is the card of that name (sampled worlds)."""
        facts = dict(self.facts)
        for card, name in names.items():
            facts[card] = self.types[name]
        return self._copy(facts)

    def identities(self) -> dict[str, str]:
        """Every id with the name of its card: what a fingerprint must include."""
        return {card: facts.name for card, facts in self.facts.items()}

    def __getitem__(self, card: str) -> CardFacts:
        return self.facts[card]

    def __contains__(self, card: object) -> bool:
        return isinstance(card, str) and card in self.facts

    def name(self, card: str) -> str:
        """The name of the card with this id."""
        return self.facts[card].name

    def label(self, card: str) -> str:
        """``Nephi (W07)``: name and id, for phrases and logs."""
        return f"{self.facts[card].name} ({card})"

    def ids_named(self, name: str) -> list[str]:
        """Every card id of the card type ``name`` (any spelling)."""
        canonical = self.cards.canonical_name(name)
        return [card for card, facts in self.facts.items() if facts.name == canonical]
