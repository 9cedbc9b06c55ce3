"""The Guardians card library: TOML card files validated by the schema, looked up forgivingly.

The built-in library is read through a cache (:mod:`stronghold.games.cardcache`): parsing the
TOML and validating 676 cards costs more than the rest of loading the game.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

from stronghold.engine.errors import CardDataError, ParamsError
from stronghold.engine.limits import load_toml, quote, read_text, shorten
from stronghold.games.cardcache import cached_cards
from stronghold.games.guardians import keywords, schema
from stronghold.games.guardians.schema import AnyCard, CardBase

BUILTIN_DIR = Path(__file__).with_name("cards")

#: Spellings the rules texts use for cards whose printed names differ.
TEXT_ALIASES: dict[str, str] = {
    "St. Ballentine's Evocation": "St. Ballantine's Evocation",
    "Sorceror": "Sorcerer",
    "Ice Spirt": "Ice Spirit",
    "Floyd, the Flying Pig": "Floyd the Flying Pig",
    "Uras, Overlord of the Mountains": "Uras, Overlord of Mountains",
    "Slor, Overlord of the Wastes": "Slor, Overlord of Wastes",
    "Rak Nam": "Rak Nam, Leader of the Mighty",
    "Tes Let": "Tes let, Leader with Foresight",
    "Champs, the Wonder Dog": "Champs, the Wonder Dog",
    "Demon Hordes of Kabod": "Demon Horde of Kabod",
}

C = TypeVar("C", bound=CardBase)


def normalize(name: str) -> str:
    """A name reduced for forgiving matching: case, accents, punctuation and spacing ignored."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = text.casefold().replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "", text)


def _short(name: str) -> str:
    """A Guardian's or lord's name before its epithet ("Rak Nam, Leader of the Mighty")."""
    return re.split(r"[,:]", name, maxsplit=1)[0]


class CardLibrary:
    """All cards by name, with forgiving lookup; immutable once loaded."""

    def __init__(self, cards: Iterable[AnyCard]) -> None:
        self._cards: dict[str, AnyCard] = {}
        self._index: dict[str, str] = {}
        self._normalized: dict[str, str] | None = None
        for card in cards:
            self._cards[card.name] = card
        for card in self._cards.values():
            self._index.setdefault(normalize(card.name), card.name)
        for card in self._cards.values():
            for alias in card.aliases:
                self._index.setdefault(normalize(alias), card.name)
            if card.kind == "guardian" or "," in card.name:
                self._index.setdefault(normalize(_short(card.name)), card.name)
        for alias, target in TEXT_ALIASES.items():
            if normalize(target) in self._index:
                self._index.setdefault(normalize(alias), self._index[normalize(target)])

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[AnyCard]:
        return iter(self._cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalize(name) in self._index

    def get(self, name: str) -> AnyCard:
        """The card called ``name`` (forgiving); CardDataError naming close matches if none."""
        key = self._index.get(normalize(name))
        if key is None:
            raise CardDataError(f"no card named {quote(name)}{self.suggest(name)}")
        return self._cards[key]

    def get_kind(self, name: str, kind: type[C]) -> C:
        """The card called ``name``, which must be of the given kind."""
        card = self.get(name)
        if not isinstance(card, kind):
            wanted = kind.__name__.lower()
            raise CardDataError(f"{card.name!r} is a {card.kind}, not a {wanted}")
        return card

    def suggest(self, name: str) -> str:
        """`` (did you mean ...?)`` with the closest names, or an empty string."""
        names = list(self._cards)
        close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
        if not close:
            by_norm = self._by_normalized()
            close = [
                by_norm[k]
                for k in difflib.get_close_matches(normalize(name), list(by_norm), n=3, cutoff=0.6)
            ]
        return f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""

    def _by_normalized(self) -> dict[str, str]:
        """Card names by their normalized form (built once: suggestions ask for it often)."""
        if self._normalized is None:
            self._normalized = {normalize(n): n for n in self._cards}
        return self._normalized

    def with_cards(self, extra: Iterable[AnyCard]) -> CardLibrary:
        """A new library with ``extra`` added (a user card replaces a built-in of the same name)."""
        return CardLibrary([*self._cards.values(), *extra])


def _describe(error: ValidationError) -> str:
    """The first problem of a validation error as ``field: message``."""
    first = error.errors()[0]
    loc = ".".join(str(p) for p in first["loc"] if not isinstance(p, int) or True)
    return f"{shorten(loc)}: {first['msg']}"


@cache
def _adapter() -> TypeAdapter[AnyCard]:
    """The validator of one card of any kind (built on first use: a cached library needs none)."""
    return TypeAdapter(AnyCard)


def load_file(path: Path) -> list[AnyCard]:
    """Every card of one TOML file; CardDataError naming file, card and field on any problem."""
    text = read_text(path, error=CardDataError)
    data = load_toml(text, error=CardDataError, context=f"{path}: ")
    cards: list[AnyCard] = []
    adapter = _adapter()
    for name, table in data.items():
        if not isinstance(table, dict):
            raise CardDataError(f"{path}: {quote(name)} must be a table of fields, not a value")
        try:
            cards.append(adapter.validate_python({**table, "name": name}))
        except ValidationError as exc:
            raise CardDataError(f"{path.name}: card {quote(name)}: {_describe(exc)}") from None
    return cards


def load_dir(folder: Path) -> list[AnyCard]:
    """Every card of every ``*.toml`` in a folder; names must be unique within it."""
    if not folder.is_dir():
        raise CardDataError(f"{folder}: not a folder of card files")
    cards: list[AnyCard] = []
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.toml")):
        for card in load_file(path):
            key = normalize(card.name)
            if key in seen:
                raise CardDataError(
                    f"{path.name}: card {quote(card.name)} is already defined in {seen[key]}"
                )
            seen[key] = path.name
            cards.append(card)
    return cards


@cache
def builtin_library() -> CardLibrary:
    """The shipped Guardians card library (loaded once; read from the card cache when the card
    files, the schema and this module are what the cache was made from)."""
    sources = [Path(keywords.__file__), Path(schema.__file__), Path(__file__)]
    cards = cached_cards("guardians", BUILTIN_DIR, sources, load_dir, CardBase)
    return CardLibrary(cards)


def library(extra_dirs: Iterable[Path] = ()) -> CardLibrary:
    """The built-in library plus every user card folder given (checked by the same schema)."""
    lib = builtin_library()
    for folder in extra_dirs:
        lib = lib.with_cards(load_dir(Path(folder)))
    return lib


def card_folders(value: Any, game_id: str) -> list[str]:
    """The ``cards`` parameter of a game: one folder or a list of folders of user card files;
    ParamsError if it is anything else."""
    if value is None:
        return []
    folders = [value] if isinstance(value, str | Path) else value
    if not isinstance(folders, list | tuple) or not all(isinstance(f, str | Path) for f in folders):
        raise ParamsError(f"{game_id}: cards must be a folder or a list of folders of card files")
    return [str(f) for f in folders]
