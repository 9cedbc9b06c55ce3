"""Guardians decks: what a deck is, the rules it is checked by, and how it is written out.

The rules text (part 1, "THE DECK" and "SHIELDS") gives the construction rules as tournament
rules. Where it is open, this module decides (``docs/rules-notes/guardians-decks.md`` says why):

- The deck holds at least 55 cards. The Guardian and the three stronghold cards are not part of
  it ("Shuffle all your cards, except the Guardian and Strongholds").
- At most 5 copies of one card, "except terrain and shields". Terrain means every card of kind
  terrain, named locations (Barrow Downs, Jungle, ...) included. Shields means every card of kind
  shield: plain shields, Shield/Terrain cards and **standard bearers**, which the text calls
  "also Shields". Copies are counted by card name.
- Champs, the Wonder Dog, "the only restricted card": at most 1 copy.
- Exactly one Guardian, outside the deck; a Guardian listed in the deck is an error. A plain-text
  list names it on a ``Guardian:`` line; a ``.dek`` file in a starting superzone, or anywhere in
  the deck superzone (found by its kind) when no starting superzone holds one.
- Three stronghold cards, one each for left, center and right, outside the deck. They need not
  be of one set (the text does not ask it): mixing is legal, an empty or doubled position is not.
- "You'll need anywhere from 6 to 10 shields" is advice about deck design, so a shield count
  outside 6-10 is a **warning**, not an error. Standard bearers and Shield/Terrain cards count as
  shields here too.

Every check reports all its problems at once, each a :class:`Problem` of one line, worded in the
terms of the format the deck was read from. Reading a list (plain text or a LackeyCCG ``.dek``
file, told apart by content) is ``deck_reader.py``'s.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from stronghold.engine.errors import DeckError
from stronghold.games.guardians.library import normalize
from stronghold.games.guardians.schema import AnyCard, Guardian, Shield, Stronghold

#: Fewest cards a deck may hold (Guardian and strongholds not counted).
MIN_CARDS = 55
#: Most copies of one card, terrain and shields excepted.
MAX_COPIES = 5
#: Cards with a lower limit of their own.
RESTRICTED: dict[str, int] = {"Champs, the Wonder Dog": 1}
#: The advised number of shields (a warning outside it).
SHIELDS_ADVISED = (6, 10)
#: Most copies one line of a list may ask for (a guard against typos such as ``4000 Mountains``).
MAX_LINE_COUNT = 999
#: Stronghold positions, in the order a Deck holds them.
POSITIONS: tuple[Literal["left"], Literal["center"], Literal["right"]] = ("left", "center", "right")
#: Card kinds in the order decks list them (``to_text`` sections, parser output order).
KIND_ORDER = (
    "shield",
    "terrain",
    "creature",
    "bribery",
    "spell",
    "item",
    "upgrade",
    "guardian",
    "stronghold",
)
_SECTION_TITLES = {
    "shield": "Shields",
    "terrain": "Terrain",
    "creature": "Creatures",
    "bribery": "Bribery",
    "spell": "Spells",
    "item": "Items",
    "upgrade": "Upgrades",
    "guardian": "Not allowed in the deck",
    "stronghold": "Not allowed in the deck",
}

Level = Literal["error", "warning"]
#: The two formats of a deck list: plain text, or a LackeyCCG ``.dek`` file (XML).
DeckFormat = Literal["text", "dek"]
FORMATS: tuple[DeckFormat, ...] = ("text", "dek")
#: Where each format keeps the Guardian and the strongholds, for the problems it reports.
_GUARDIAN_HINT: dict[DeckFormat, str] = {
    "text": "name it on a 'Guardian:' line",
    "dek": "put it in the 'Starting' superzone",
}
_STRONGHOLD_HINT: dict[DeckFormat, str] = {
    "text": "name them on a 'Strongholds:' or 'Stronghold:' line",
    "dek": "put them in the 'Starting' superzone",
}


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a deck: an ``error`` makes it illegal, a ``warning`` is advice."""

    level: Level
    message: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", " ".join(self.message.split()))

    def __str__(self) -> str:
        return f"{self.level}: {self.message}"


def error_problem(message: str) -> Problem:
    return Problem("error", message)


def warning_problem(message: str) -> Problem:
    return Problem("warning", message)


@dataclass(frozen=True)
class Deck:
    """A Guardian, its three strongholds (left, center, right) and the cards shuffled together.

    ``cards`` holds one entry per copy. Decks read by the parsers list them grouped by kind
    (:data:`KIND_ORDER`), copies together, in the order first met; ``to_text`` and ``to_dek``
    write that order, so a parsed deck reads back equal. ``form`` is the format the deck was read
    from (it words the deck's problems; decks of either format are equal when their cards are).
    """

    guardian: Guardian
    strongholds: tuple[Stronghold, Stronghold, Stronghold]
    cards: tuple[AnyCard, ...]
    name: str = ""
    form: DeckFormat = field(default="text", compare=False)

    def __post_init__(self) -> None:
        if getattr(self.guardian, "kind", None) != "guardian":
            raise DeckError(f"{getattr(self.guardian, 'name', self.guardian)!r} is not a Guardian")
        positions = tuple(getattr(s, "position", None) for s in self.strongholds)
        if positions != POSITIONS:
            raise DeckError(
                f"strongholds must be left, center and right in that order, not {positions}"
            )

    def counts(self) -> dict[str, int]:
        """Copies of each card by name, in the order the deck first lists them."""
        return dict(Counter(card.name for card in self.cards))

    def kind_counts(self) -> dict[str, int]:
        """Cards of each kind (creature, spell, ...), in :data:`KIND_ORDER`."""
        found: Counter[str] = Counter(card.kind for card in self.cards)
        return {kind: found[kind] for kind in KIND_ORDER if found[kind]}

    def shield_counts(self) -> dict[str, int]:
        """Shield cards by shield type (shield, standard bearer, shield/terrain)."""
        return dict(Counter(card.shield_type for card in self.cards if isinstance(card, Shield)))

    @property
    def shields(self) -> int:
        """How many shields the deck holds (standard bearers and Shield/Terrain included)."""
        return sum(self.shield_counts().values())

    @property
    def stronghold_set(self) -> str | None:
        """The set name if all three strongholds come from one set, else None (mixed)."""
        sets = {s.stronghold_set for s in self.strongholds}
        return sets.pop() if len(sets) == 1 else None

    def to_text(self) -> str:
        """The deck as a plain-text list that :func:`parse_deck_text` reads back."""
        lines: list[str] = []
        if self.name.strip():
            lines.append(f"Name: {' '.join(self.name.split())}")
        lines.append(f"Guardian: {self.guardian.name}")
        if self.stronghold_set is not None:
            lines.append(f"Strongholds: {self.stronghold_set}")
        else:
            lines.extend(f"Stronghold: {s.name}" for s in self.strongholds)
        title = ""
        for card_name, copies in self.counts().items():
            kind = next(c.kind for c in self.cards if c.name == card_name)
            if _SECTION_TITLES[kind] != title:
                title = _SECTION_TITLES[kind]
                lines.extend(["", f"{title}:"])
            lines.append(f"{copies} {card_name}")
        return "\n".join(lines) + "\n"

    def to_dek(self) -> str:
        """The deck as a LackeyCCG ``.dek`` file in the Guardians plugin's layout, which
        :func:`parse_dek` reads back: a superzone "Deck" with one ``<card>`` per copy, and a
        superzone "Starting" with the Guardian and the strongholds (left, center, right); each
        card's ``<name id=...>`` is the plugin's scan of it."""
        from xml.sax.saxutils import escape  # here: it imports urllib, slow to load with a game

        title = " ".join(self.name.split())
        lines = ['<deck version="0.8">', "\t<meta>", "\t\t<game>guardians</game>"]
        if title:
            lines.append(f"\t\t<title>{escape(title, _APOS)}</title>")
        lines.extend(["\t</meta>", '\t<superzone name="Deck">'])
        lines.extend(_dek_card(card) for card in self.cards)
        lines.extend(["\t</superzone>", '\t<superzone name="Starting">'])
        lines.extend(_dek_card(card) for card in (self.guardian, *self.strongholds))
        lines.extend(["\t</superzone>", "</deck>"])
        return "\n".join(lines) + "\n"

    def to_format(self, form: DeckFormat) -> str:
        """The deck written in ``form``: ``"text"`` (:meth:`to_text`) or ``"dek"``."""
        return self.to_dek() if form == "dek" else self.to_text()


#: XML escapes as LackeyCCG writes them (an apostrophe as ``&apos;``).
_APOS = {"'": "&apos;"}
#: The plugin's spelling and scan of each card (``tools/lackey_images.py`` wrote them).
_LACKEY_FILE = Path(__file__).with_name("lackey-images.toml")


@cache
def _lackey_table(table: str) -> dict[str, str]:
    """A table of the plugin's file: ``scans`` (card name = scan) or ``names`` (card name = the
    plugin's spelling, where it is not ours)."""
    import tomllib  # here: read only for Lackey files (a faster start)

    data = tomllib.loads(_LACKEY_FILE.read_text(encoding="utf-8")).get(table, {})
    return {name: value for name, value in data.items() if isinstance(value, str)}


def lackey_id(card: AnyCard) -> str:
    """The ``id`` a ``.dek`` file gives ``card``: the plugin's scan of it, or for a card the plugin
    does not have (a user's own card) its name's letters and digits, the way the plugin names
    scans (LackeyCCG finds cards by their names)."""
    scan = _lackey_table("scans").get(card.name)
    if scan is not None:
        return scan
    return "".join(ch for ch in card.name if ch.isascii() and ch.isalnum()) + ".png"


def lackey_name(card: AnyCard) -> str:
    """The card's name as the plugin spells it (a few have spaces ours have not)."""
    return _lackey_table("names").get(card.name, card.name)


def _dek_card(card: AnyCard) -> str:
    """One ``<card>`` line of a ``.dek`` file."""
    from xml.sax.saxutils import escape, quoteattr  # here: see Deck.to_dek

    name = f"<name id={quoteattr(lackey_id(card))}>{escape(lackey_name(card), _APOS)}</name>"
    return f"\t\t<card>{name}<set>{escape(card.set)}</set></card>"


#: What the parsers return: the Deck (None when it cannot be built) and the problems found.
ParseResult = tuple[Deck | None, list[Problem]]


# --- checking ---------------------------------------------------------------------------------


def is_shield(card: AnyCard) -> bool:
    """Shields, Shield/Terrain cards and standard bearers ("which are also Shields")."""
    return card.kind == "shield"


def _copy_limit(card: AnyCard) -> int | None:
    """Most copies allowed of this card, or None for no limit (terrain and shields)."""
    for name, limit in RESTRICTED.items():
        if normalize(card.name) == normalize(name):
            return limit
    if card.kind == "terrain" or is_shield(card):
        return None
    return MAX_COPIES


def copy_problems(cards: Iterable[AnyCard]) -> list[str]:
    """The copy limits of deck construction that ``cards`` break, one line each: at most
    :data:`MAX_COPIES` of a card (terrain and shields excepted), fewer of a restricted one.
    (A written position checks every card of a seat with it, wherever the card lies.)"""
    copies: Counter[str] = Counter()
    first: dict[str, AnyCard] = {}
    for card in cards:
        copies[card.name] += 1
        first.setdefault(card.name, card)
    out = []
    for name, count in copies.items():
        limit = _copy_limit(first[name])
        if limit is not None and count > limit:
            out.append(f"{count} copies of {name!r}; at most {limit} in a deck")
    return out


def content_problems(cards: Sequence[AnyCard], form: DeckFormat = "text") -> list[Problem]:
    """Every construction problem of the cards meant to be shuffled into the deck, worded for a
    deck list of ``form``."""
    problems: list[Problem] = []
    if len(cards) < MIN_CARDS:
        problems.append(
            error_problem(f"the deck has {len(cards)} cards; it needs at least {MIN_CARDS}")
        )
    first: dict[str, AnyCard] = {}
    for card in cards:
        first.setdefault(card.name, card)
    for name, copies in Counter(card.name for card in cards).items():
        card = first[name]
        if card.kind == "guardian":
            problems.append(
                error_problem(
                    f"Guardian {name!r} is in the deck; the Guardian stays outside the deck "
                    f"({_GUARDIAN_HINT[form]})"
                )
            )
        elif card.kind == "stronghold":
            problems.append(
                error_problem(
                    f"stronghold {name!r} is in the deck; strongholds stay outside the deck "
                    f"({_STRONGHOLD_HINT[form]})"
                )
            )
        limit = _copy_limit(card)
        if limit is not None and copies > limit:
            if limit < MAX_COPIES:
                problems.append(
                    error_problem(
                        f"{copies} copies of {name!r}; it is restricted to {limit} per deck"
                    )
                )
            else:
                problems.append(
                    error_problem(
                        f"{copies} copies of {name!r}; at most {limit} of a card "
                        "(terrain and shields excepted)"
                    )
                )
    shields = sum(1 for card in cards if is_shield(card))
    low, high = SHIELDS_ADVISED
    if not low <= shields <= high:
        problems.append(
            warning_problem(
                f"the deck has {shields} shields; {low} to {high} are advised "
                "(standard bearers count as shields)"
            )
        )
    return problems


def check_deck(subject: Deck | ParseResult) -> list[Problem]:
    """Every problem at once, errors first: of a Deck, or of a parse result and its deck.

    A parse result's own problems (unknown names, missing Guardian, ...) come with it; when the
    parser could build no Deck they already include the construction problems of the cards it
    read, so nothing is lost.
    """
    if isinstance(subject, Deck):
        problems = content_problems(subject.cards, subject.form)
    else:
        deck, found = subject
        problems = [*found, *(check_deck(deck) if deck is not None else [])]
    return sorted(problems, key=lambda p: p.level != "error")


def is_legal(subject: Deck | ParseResult) -> bool:
    """True when the deck exists and has no error (warnings allowed)."""
    deck = subject if isinstance(subject, Deck) else subject[0]
    return deck is not None and all(p.level != "error" for p in check_deck(subject))
