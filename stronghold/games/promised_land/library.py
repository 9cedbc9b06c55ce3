"""The card set: Warrior and Armory TOML files validated by the schema, looked up forgivingly."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from stronghold.engine.errors import CardDataError
from stronghold.engine.limits import load_toml, quote, read_text, shorten
from stronghold.games.promised_land.schema import (
    AnyCard,
    Armory,
    BonusAgainst,
    BonusWith,
    Nemesis,
    Warrior,
)

BUILTIN_DIR = Path(__file__).with_name("cards")
_ADAPTER: TypeAdapter[AnyCard] = TypeAdapter(AnyCard)
_KINDS = ("warrior", "armory")


def normalize(name: str) -> str:
    """A name reduced for forgiving matching: case, accents, punctuation and spacing ignored."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = text.casefold().replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "", text)


class CardSet:
    """Every Warrior and Armory card type by name; immutable once built and checked."""

    def __init__(self, cards: Iterable[AnyCard], *, origin: str = "cards") -> None:
        self.warriors: dict[str, Warrior] = {}
        self.armory: dict[str, Armory] = {}
        self._index: dict[str, str] = {}
        for card in cards:
            if card.name in self.warriors or card.name in self.armory:
                raise CardDataError(f"{origin}: card {quote(card.name)} is defined twice")
            for key in (card.name, *card.aliases):
                owner = self._index.get(normalize(key))
                if owner is not None and owner != card.name:
                    raise CardDataError(
                        f"{origin}: card {quote(card.name)}: name {quote(key)} is taken"
                    )
                self._index[normalize(key)] = card.name
            if isinstance(card, Warrior):
                self.warriors[card.name] = card
            else:
                self.armory[card.name] = card
        self._check(origin)

    def _check(self, origin: str) -> None:
        """Names that abilities refer to exist; there is a Warrior deck and an Armory deck."""
        if not self.warriors or not self.armory:
            raise CardDataError(f"{origin}: needs at least one Warrior and one Armory card")
        for warrior in self.warriors.values():
            for index, ability in enumerate(warrior.abilities):
                where = f"{origin}: card {quote(warrior.name)}: abilities.{index}"
                if isinstance(ability, BonusWith | BonusAgainst) and ability.card is not None:
                    if normalize(ability.card) not in self._index:
                        raise CardDataError(f"{where}.card: no card named {quote(ability.card)}")
                if isinstance(ability, BonusAgainst) and ability.card is None:
                    if not ability.prophet:
                        raise CardDataError(f"{where}: bonus_against needs a card or prophet")
                if isinstance(ability, Nemesis):
                    target = self._index.get(normalize(ability.warrior))
                    if target not in self.warriors:
                        raise CardDataError(f"{where}.warrior: no Warrior {quote(ability.warrior)}")

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalize(name) in self._index

    def __iter__(self) -> Iterator[Warrior | Armory]:
        yield from self.warriors.values()
        yield from self.armory.values()

    def canonical_name(self, name: str) -> str:
        """The card name ``name`` (or an alias, any spelling) stands for; CardDataError if none."""
        key = self._index.get(normalize(name))
        if key is None:
            raise CardDataError(f"no card named {quote(name)}")
        return key

    def warrior(self, name: str) -> Warrior:
        """The Warrior called ``name``."""
        return self.warriors[self.canonical_name(name)]

    def armory_card(self, name: str) -> Armory:
        """The Armory card called ``name``."""
        return self.armory[self.canonical_name(name)]

    def warrior_deck(self) -> list[str]:
        """Every Warrior card as a name, each repeated by its count, in file order."""
        return [card.name for card in self.warriors.values() for _ in range(card.count.value)]

    def armory_deck(self) -> list[str]:
        """Every Armory card as a name, each repeated by its count, in file order."""
        return [card.name for card in self.armory.values() for _ in range(card.count.value)]


def _describe(error: ValidationError) -> str:
    """The first problem of a validation error as ``field: message`` (union tags left out)."""
    first = error.errors()[0]
    parts = [str(part) for part in first["loc"]]
    if parts and parts[0] in _KINDS:
        parts = parts[1:]
    return f"{shorten('.'.join(parts)) or 'card'}: {first['msg']}"


def load_file(path: Path) -> list[AnyCard]:
    """Every card of one TOML file; CardDataError naming file, card and field on any problem."""
    text = read_text(path, error=CardDataError)
    data = load_toml(text, error=CardDataError, context=f"{path.name}: ")
    cards: list[AnyCard] = []
    for name, table in data.items():
        if not isinstance(table, dict):
            raise CardDataError(
                f"{path.name}: {quote(name)} must be a table of fields, not a value"
            )
        if table.get("kind") not in _KINDS:
            raise CardDataError(f"{path.name}: card {quote(name)}: kind: must be warrior or armory")
        try:
            cards.append(_ADAPTER.validate_python({**table, "name": name}))
        except ValidationError as exc:
            raise CardDataError(f"{path.name}: card {quote(name)}: {_describe(exc)}") from None
    return cards


def load_dir(folder: Path) -> list[AnyCard]:
    """Every card of every ``*.toml`` in a folder, in file then table order."""
    if not folder.is_dir():
        raise CardDataError(f"{folder}: not a folder of card files")
    files = sorted(folder.glob("*.toml"))
    if not files:
        raise CardDataError(f"{folder}: holds no *.toml card files")
    return [card for path in files for card in load_file(path)]


@cache
def builtin_cards() -> CardSet:
    """The shipped card set (loaded once)."""
    return CardSet(load_dir(BUILTIN_DIR), origin=BUILTIN_DIR.name)


def card_set(folders: Iterable[str] = ()) -> CardSet:
    """The built-in cards, or the cards of the given folders instead (they replace them)."""
    paths = [Path(folder) for folder in folders]
    if not paths:
        return builtin_cards()
    cards = [card for path in paths for card in load_dir(path)]
    return CardSet(cards, origin=", ".join(str(path) for path in paths))
