"""Guardians deck lists: read plain-text and LackeyCCG ``.dek`` lists, check the deck rules.

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
terms of the format the deck was read from. :func:`parse_deck` is the one reader every entry point
uses: it tells the two formats apart by their content, not by a file's name.
"""

from __future__ import annotations

import difflib
import re
import tomllib
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal, NoReturn
from xml.parsers import expat

from stronghold.engine.errors import CardDataError, DeckError
from stronghold.engine.limits import (
    MAX_LINE_CHARS,
    MAX_LIST_LINES,
    MAX_TEXT_BYTES,
    bounded_count,
    decode_text,
    quote,
    read_bytes,
    shorten,
    too_long,
)
from stronghold.games.guardians.library import CardLibrary, normalize
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


def _error(message: str) -> Problem:
    return Problem("error", message)


def _warning(message: str) -> Problem:
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


def _content_problems(cards: Sequence[AnyCard], form: DeckFormat = "text") -> list[Problem]:
    """Every construction problem of the cards meant to be shuffled into the deck, worded for a
    deck list of ``form``."""
    problems: list[Problem] = []
    if len(cards) < MIN_CARDS:
        problems.append(_error(f"the deck has {len(cards)} cards; it needs at least {MIN_CARDS}"))
    first: dict[str, AnyCard] = {}
    for card in cards:
        first.setdefault(card.name, card)
    for name, copies in Counter(card.name for card in cards).items():
        card = first[name]
        if card.kind == "guardian":
            problems.append(
                _error(
                    f"Guardian {name!r} is in the deck; the Guardian stays outside the deck "
                    f"({_GUARDIAN_HINT[form]})"
                )
            )
        elif card.kind == "stronghold":
            problems.append(
                _error(
                    f"stronghold {name!r} is in the deck; strongholds stay outside the deck "
                    f"({_STRONGHOLD_HINT[form]})"
                )
            )
        limit = _copy_limit(card)
        if limit is not None and copies > limit:
            if limit < MAX_COPIES:
                problems.append(
                    _error(f"{copies} copies of {name!r}; it is restricted to {limit} per deck")
                )
            else:
                problems.append(
                    _error(
                        f"{copies} copies of {name!r}; at most {limit} of a card "
                        "(terrain and shields excepted)"
                    )
                )
    shields = sum(1 for card in cards if is_shield(card))
    low, high = SHIELDS_ADVISED
    if not low <= shields <= high:
        problems.append(
            _warning(
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
        problems = _content_problems(subject.cards, subject.form)
    else:
        deck, found = subject
        problems = [*found, *(check_deck(deck) if deck is not None else [])]
    return sorted(problems, key=lambda p: p.level != "error")


def is_legal(subject: Deck | ParseResult) -> bool:
    """True when the deck exists and has no error (warnings allowed)."""
    deck = subject if isinstance(subject, Deck) else subject[0]
    return deck is not None and all(p.level != "error" for p in check_deck(subject))


# --- assembling -------------------------------------------------------------------------------


@dataclass
class _Draft:
    """What a parser has read so far: candidates outside the deck, and the deck's cards."""

    name: str = ""
    form: DeckFormat = "text"
    guardians: list[tuple[Guardian, str]] = field(default_factory=list)
    strongholds: list[tuple[Stronghold, str]] = field(default_factory=list)
    cards: list[AnyCard] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    #: A Guardian / stronghold line was given but failed (already reported): say no more.
    guardian_failed: bool = False
    strongholds_failed: bool = False

    def error(self, message: str) -> None:
        self.problems.append(_error(message))

    def finish(self) -> ParseResult:
        """The Deck if Guardian and strongholds are settled, with every problem found."""
        guardian: Guardian | None = None
        if not self.guardians:
            if not self.guardian_failed:
                self.error(
                    "no Guardian: name one on a line 'Guardian: <name>'"
                    if self.form == "text"
                    else "no Guardian: put one in the 'Starting' superzone"
                )
        elif len(self.guardians) > 1:
            names = ", ".join(f"{g.name!r} ({where})" for g, where in self.guardians)
            self.error(f"{len(self.guardians)} Guardians given: {names}; a deck has exactly one")
        else:
            guardian = self.guardians[0][0]
        chosen: list[Stronghold] = []
        for position in POSITIONS:
            here = [(s, where) for s, where in self.strongholds if s.position == position]
            if not here:
                if self.strongholds_failed:
                    continue
                self.error(
                    f"no {position} stronghold: name a stronghold set on a 'Strongholds:' line, "
                    "or three 'Stronghold:' lines"
                    if self.form == "text"
                    else f"no {position} stronghold: put one in the 'Starting' superzone"
                )
            elif len(here) > 1:
                names = ", ".join(f"{s.name!r} ({where})" for s, where in here)
                self.error(f"{len(here)} {position} strongholds: {names}; a deck has one")
            else:
                chosen.append(here[0][0])
        cards = tuple(_canonical(self.cards))
        if guardian is None or len(chosen) != 3:
            return None, [*self.problems, *_content_problems(cards, self.form)]
        left, center, right = chosen
        deck = Deck(
            guardian=guardian,
            strongholds=(left, center, right),
            cards=cards,
            name=self.name,
            form=self.form,
        )
        return deck, list(self.problems)


def _canonical(cards: Iterable[AnyCard]) -> list[AnyCard]:
    """Cards grouped by kind (KIND_ORDER), copies together, in the order first met."""
    by_name: dict[str, list[AnyCard]] = {}
    for card in cards:
        by_name.setdefault(card.name, []).append(card)
    groups = sorted(by_name.values(), key=lambda group: KIND_ORDER.index(group[0].kind))
    return [card for group in groups for card in group]


def _lookup(library: CardLibrary, name: str) -> AnyCard | str:
    """The card, or the library's one-line reason (with its suggestion) why there is none."""
    try:
        return library.get(name)
    except CardDataError as exc:
        return exc.reason


def _lookup_guardian(library: CardLibrary, name: str) -> AnyCard | str:
    """Like :func:`_lookup`, suggesting Guardians by their short names when the library cannot."""
    found = _lookup(library, name)
    if isinstance(found, str) and "did you mean" not in found:
        guardians = {
            g.name.split(",")[0].split(":")[0]: g.name for g in library if g.kind == "guardian"
        }
        close = difflib.get_close_matches(name, list(guardians), n=3, cutoff=0.6)
        if close:
            names = ", ".join(repr(guardians[c]) for c in close)
            found = f"{found} (did you mean {names}?)"
    return found


# --- plain text -------------------------------------------------------------------------------

#: The parts of a line, each read by one linear step (no two quantifiers competing for the
#: same characters, which made the old patterns quadratic in the line's length).
_LEADING_DIGITS = re.compile(r"\d+")
_KEY = re.compile(r"[A-Za-z][A-Za-z ]*")
_TIMES = frozenset("xX×")
_NAME_KEYS = {"name", "deckname", "title"}
_GUARDIAN_KEYS = {"guardian"}
_SET_KEYS = {"strongholds", "strongholdset"}
_STRONGHOLD_KEYS = {"stronghold"}
_STARTING_SECTIONS = {"guardian", "guardians", "stronghold", "strongholds", "starting", "start"}
_SIDE_SECTIONS = {"sideboard", "side", "sidedeck", "maybe", "maybeboard", "considering"}
#: Section titles that may carry a note after the colon (``Deck: 70 cards``, ``Creatures: 31``).
_DECK_SECTIONS = {
    *("deck", "main", "maindeck", "cards", "shields", "shield", "terrain", "terrains"),
    *("creatures", "creature", "spells", "spell", "items", "item", "magicitems", "bribery"),
    *("bribes", "upgrades", "other", "spellsanditems", "itemsandspells"),
}

Section = Literal["deck", "starting", "side"]


def _strip_comment(line: str) -> str:
    """The line without a ``#`` comment (no card name holds a ``#``)."""
    return line.split("#", 1)[0].strip()


def _key_value(line: str) -> tuple[str, str] | None:
    """(key, value) of a line ``Key words: value``, or None; linear in the line's length."""
    key, colon, value = line.partition(":")
    key = key.rstrip()
    value = value.strip()
    if not colon or not value or not _KEY.fullmatch(key):
        return None
    return key, value


def _count_first(text: str) -> tuple[str, str] | None:
    """(digits, name) of ``4 Sand Lord``, ``4x Sand Lord`` or ``4 x Sand Lord``, or None."""
    digits = _LEADING_DIGITS.match(text)
    if digits is None:
        return None
    rest = text[digits.end() :]
    after_space = rest.lstrip()
    if after_space[:1] in _TIMES and after_space[1:2].isspace() and after_space[1:].strip():
        return digits.group(), after_space[1:].strip()
    if rest[:1].isspace() and after_space:
        return digits.group(), after_space.rstrip()
    return None


def _count_last(text: str) -> tuple[str, str] | None:
    """(digits, name) of ``Sand Lord x4`` or ``Sand Lord x 4``, or None."""
    start = len(text)
    while start > 0 and text[start - 1].isdecimal():
        start -= 1
    digits, before = text[start:], text[:start].rstrip()
    if not digits or before[-1:] not in _TIMES:
        return None
    head = before[:-1]
    name = head.rstrip()
    if not name or name == head:  # no name, or no space between the name and the x
        return None
    return digits, name


def _split_count(text: str, library: CardLibrary) -> tuple[str, str]:
    """(count digits, name) of ``4 Sand Lord``, ``4x Sand Lord``, ``Sand Lord x4`` or
    ``Sand Lord`` (count ``1``).

    A whole line that is a card name wins, so ``10 Gallon Voodoo Hat`` is one Hat.
    """
    if text in library:
        return "1", text
    return _count_first(text) or _count_last(text) or ("1", text)


def _stronghold_sets(library: CardLibrary) -> dict[str, list[Stronghold]]:
    """Stronghold cards of the library by normalised set name."""
    sets: dict[str, list[Stronghold]] = {}
    for card in library:
        if isinstance(card, Stronghold):
            sets.setdefault(normalize(card.stronghold_set), []).append(card)
    return sets


def _resolve_strongholds(value: str, library: CardLibrary, where: str, draft: _Draft) -> None:
    """A ``Strongholds:`` value: a set name, or stronghold card names separated by commas."""
    sets = _stronghold_sets(library)
    key = normalize(value)
    for candidate in (key, key + "stronghold", key.removesuffix("strongholds")):
        if candidate in sets:
            draft.strongholds.extend((card, where) for card in sets[candidate])
            return
    parts = [part.strip() for part in re.split(r"[,;]", value) if part.strip()]
    if len(parts) > len(POSITIONS):  # said before looking any up: each costs a suggestion
        draft.error(
            f"{where}: {len(parts)} strongholds named; a deck has three (left, center, right)"
        )
        draft.strongholds_failed = True
        return
    resolved = [_lookup(library, part) for part in parts]
    if all(isinstance(card, Stronghold) for card in resolved):
        draft.strongholds.extend((card, where) for card in resolved if isinstance(card, Stronghold))
        return
    if len(parts) == 1:
        set_names = sorted({cards[0].stronghold_set for cards in sets.values()})
        close = difflib.get_close_matches(value, set_names, n=1, cutoff=0.6)
        hint = (
            f"did you mean {close[0]!r}?" if close else f"stronghold sets: {', '.join(set_names)}"
        )
        draft.error(f"{where}: no stronghold set or stronghold named {quote(value)}; {hint}")
        draft.strongholds_failed = True
        return
    for card in resolved:
        _want_stronghold(card, where, draft)


def _want_stronghold(card: AnyCard | str, where: str, draft: _Draft) -> None:
    """Take a looked-up card as a stronghold, or report why it is not one."""
    if isinstance(card, Stronghold):
        draft.strongholds.append((card, where))
        return
    draft.strongholds_failed = True
    if isinstance(card, str):
        draft.error(f"{where}: {card}")
    else:
        draft.error(f"{where}: {card.name!r} is a {card.kind}, not a stronghold")


def _want_guardian(card: AnyCard | str, where: str, draft: _Draft) -> None:
    """Take a looked-up card as the Guardian, or report why it is not one."""
    if isinstance(card, Guardian):
        draft.guardians.append((card, where))
        return
    draft.guardian_failed = True
    if isinstance(card, str):
        draft.error(f"{where}: {card}")
    else:
        draft.error(f"{where}: {card.name!r} is a {card.kind}, not a Guardian")


def parse_deck_text(text: str, library: CardLibrary, *, name: str = "") -> ParseResult:
    """Read a plain-text deck list; the Deck (or None) and every problem found while reading.

    Lines: ``4 Sand Lord``, ``4x Sand Lord``, ``Sand Lord x4`` or ``Sand Lord`` (one copy);
    ``# comments`` and blank lines; ``Guardian: Tes Let``; ``Strongholds: Carreg Amroth`` (a set:
    its left, center and right cards; or card names separated by commas) or ``Stronghold: <card>``
    lines; ``Name: <deck name>`` (wins over ``name``). A line ending in ``:`` starts a section
    (``Deck: 70 cards`` too, a note after a known section title): ``Deck:``, ``Shields:``,
    ``Creatures:`` ... hold deck cards; ``Guardian:``, ``Strongholds:``
    and ``Starting:`` hold the Guardian and strongholds; ``Sideboard:`` cards are not read.
    Names are forgiving (case, punctuation, known spellings); a misspelt one is reported with
    the library's suggestion. A Guardian or stronghold listed among the deck cards stays there,
    and :func:`check_deck` reports it. A line longer than
    :data:`~stronghold.engine.limits.MAX_LINE_CHARS` (its comment aside) is a problem and is not
    read; a text of more than :data:`~stronghold.engine.limits.MAX_LIST_LINES` lines or longer
    than :data:`~stronghold.engine.limits.MAX_TEXT_BYTES` is not read at all. Reading takes time
    linear in the text's length.
    """
    too_large = too_long(text, MAX_TEXT_BYTES)
    if too_large is not None:
        return None, [_error(f"the deck list is too large ({too_large})")]
    lines = text.splitlines()
    too_many = too_long(lines, MAX_LIST_LINES, "lines")
    if too_many is not None:
        return None, [_error(f"the deck list is too long ({too_many})")]
    draft = _Draft(name=name)
    section: Section = "deck"
    for number, raw in enumerate(lines, start=1):
        where = f"line {number}"
        line = _strip_comment(raw)
        if not line:
            continue
        line_too_long = too_long(line, MAX_LINE_CHARS)
        if line_too_long is not None:
            draft.error(f"{where} is too long ({line_too_long}): {quote(line)}")
            continue
        key_value = _key_value(line)
        key = normalize(key_value[0]) if key_value else ""
        if line.endswith(":") or key in _DECK_SECTIONS:
            head = normalize(line[:-1]) if line.endswith(":") else key
            if head in _STARTING_SECTIONS:
                section = "starting"
            elif head in _SIDE_SECTIONS or head.startswith("sideboard"):
                section = "side"
            else:
                section = "deck"
            continue
        if key_value:
            value = key_value[1]
            if key in _NAME_KEYS:
                draft.name = value
                continue
            if key in _GUARDIAN_KEYS:
                _want_guardian(_lookup_guardian(library, value), where, draft)
                continue
            if key in _SET_KEYS:
                _resolve_strongholds(value, library, where, draft)
                continue
            if key in _STRONGHOLD_KEYS:
                _want_stronghold(_lookup(library, value), where, draft)
                continue
        if section == "side":
            continue
        count, card_name = _split_count(line, library)
        copies = bounded_count(count, MAX_LINE_COUNT)
        if copies is None or copies < 1:
            draft.error(
                f"{where}: {shorten(count, 12)} copies of {quote(card_name)} is not a count "
                "a deck can hold"
            )
            continue
        card = _lookup(library, card_name)
        if isinstance(card, str):
            draft.error(f"{where}: {card}")
        elif section == "starting":
            if isinstance(card, Guardian):
                draft.guardians.extend([(card, where)] * copies)
            elif isinstance(card, Stronghold):
                draft.strongholds.extend([(card, where)] * copies)
            else:
                draft.error(
                    f"{where}: {card.name!r} is a {card.kind}; only the Guardian and strongholds "
                    "start outside the deck"
                )
        else:
            draft.cards.extend([card] * copies)
    return draft.finish()


# --- LackeyCCG .dek ---------------------------------------------------------------------------


def _zone_role(zone: str) -> Section | None:
    """What a superzone holds by its name: deck cards, starting cards, a sideboard, or unknown."""
    key = normalize(zone)
    if "side" in key:
        return "side"
    if any(word in key for word in ("start", "guardian", "stronghold")):
        return "starting"
    if not key or any(word in key for word in ("deck", "main", "library")):
        return "deck"
    return None


#: Most characters of a deck's name taken from a ``.dek`` file's ``<title>``.
MAX_TITLE_CHARS = 200


class _Refused(Exception):
    """Something a ``.dek`` file never needs, refused before it is acted on."""


def _refuse_entities(*_: object) -> NoReturn:
    raise _Refused("it declares XML entities, which a .dek file never does")


def _read_xml(text: str) -> ET.Element:
    """The root element of an XML document, read by the standard library's expat parser into
    ElementTree elements.

    Entity declarations are refused as expat meets them, before any is used: no entity
    expands (billion laughs, quadratic blow-up) and none names a file; no external DTD is read.
    Raises expat.ExpatError (malformed XML) or _Refused.
    """
    builder = ET.TreeBuilder()
    parser = expat.ParserCreate()
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.EntityDeclHandler = _refuse_entities
    parser.UnparsedEntityDeclHandler = _refuse_entities
    parser.Parse(text, True)
    return builder.close()


def _dek_text(data: str | bytes) -> str | Problem:
    """A ``.dek`` file's text (bytes: UTF-8, or the encoding its XML declaration names), or the
    problem why its bytes are not text."""
    if isinstance(data, str):
        return data
    try:
        return decode_text(data, error=DeckError, source="the .dek file")
    except DeckError as exc:
        return _error(exc.reason)


def parse_dek(text: str | bytes, library: CardLibrary, *, name: str = "") -> ParseResult:
    """Read a LackeyCCG ``.dek`` file (XML): one ``<card>`` per copy, in ``<superzone>`` lists.

    The superzone named "Deck" holds the deck; one named like "Starting", "Guardian" or
    "Strongholds" holds the Guardian and strongholds. A Guardian or stronghold found in the
    deck superzone (by its kind) is taken as the deck's own when no starting superzone gave one
    for that place; otherwise it stays in the deck and :func:`check_deck` reports it. Sideboards
    are not read. A ``<meta><title>`` names the deck (it wins over ``name``). Bytes are UTF-8, or
    in the encoding the XML declaration names. Malformed XML is one problem of one line, and so
    are entity declarations (refused unread: see :func:`_read_xml`), a file of more than
    :data:`~stronghold.engine.limits.MAX_TEXT_BYTES` or more than
    :data:`~stronghold.engine.limits.MAX_LIST_LINES` cards.
    """
    too_large = too_long(text, MAX_TEXT_BYTES)
    if too_large is not None:
        return None, [_error(f"the .dek file is too large ({too_large})")]
    decoded = _dek_text(text)
    if isinstance(decoded, Problem):
        return None, [decoded]
    try:
        root = _read_xml(decoded)
    except expat.ExpatError as exc:
        return None, [_error(f"not a readable .dek file: malformed XML ({exc})")]
    except _Refused as exc:
        return None, [_error(f"not a readable .dek file: {exc}")]
    if root.tag != "deck":
        return None, [
            _error(f"not a LackeyCCG deck: the root element is <{shorten(root.tag)}>, not <deck>")
        ]
    too_many = too_long(root.findall(".//card"), MAX_LIST_LINES, "cards")
    if too_many is not None:
        return None, [_error(f"the .dek file lists too many cards ({too_many})")]
    title = " ".join((root.findtext("meta/title") or "").split())[:MAX_TITLE_CHARS]
    draft = _Draft(name=title or name, form="dek")
    zones = root.findall("superzone")
    if not zones:
        draft.error("the .dek file has no <superzone> of cards")
    starting: list[tuple[AnyCard, str]] = []
    deck_cards: list[tuple[AnyCard, str]] = []
    for zone in zones:
        zone_name = zone.get("name", "")
        role = _zone_role(zone_name)
        where = f"superzone {quote(zone_name)}"
        if role is None:
            draft.problems.append(_warning(f"{where} is not read (not a deck or starting zone)"))
            continue
        if role == "side":
            continue
        unknown: Counter[str] = Counter()
        reasons: dict[str, str] = {}
        for element in zone.iter("card"):
            card_name = " ".join((element.findtext("name") or "").split())
            if not card_name:
                unknown["<card> without a <name>"] += 1
                reasons["<card> without a <name>"] = "a <card> without a <name>"
                continue
            card = _lookup(library, card_name)
            if isinstance(card, str):
                unknown[card_name] += 1
                reasons[card_name] = card
            else:
                (starting if role == "starting" else deck_cards).append((card, where))
        for card_name, copies in unknown.items():
            times = f" ({copies} copies)" if copies > 1 else ""
            draft.error(f"{where}: {reasons[card_name]}{times}")
    for card, where in starting:
        if isinstance(card, Guardian):
            draft.guardians.append((card, where))
        elif isinstance(card, Stronghold):
            draft.strongholds.append((card, where))
        else:
            draft.error(
                f"{where}: {card.name!r} is a {card.kind}; only the Guardian and strongholds "
                "start outside the deck"
            )
    had_guardian = bool(draft.guardians)
    filled = {s.position for s, _ in draft.strongholds}
    for card, where in deck_cards:
        if isinstance(card, Guardian) and not had_guardian:
            draft.guardians.append((card, where))
            had_guardian = True
        elif isinstance(card, Stronghold) and card.position not in filled:
            draft.strongholds.append((card, where))
            filled.add(card.position)
        else:
            draft.cards.append(card)
    return draft.finish()


# --- either format ---------------------------------------------------------------------------


def deck_format(text: str) -> DeckFormat:
    """Which format a deck list is in, by its content: a ``.dek`` file is XML and opens with
    ``<`` (after any byte-order mark and white space); a plain-text list never does."""
    return "dek" if text.lstrip("\ufeff \t\r\n").startswith("<") else "text"


def parse_deck(data: str | bytes, library: CardLibrary, *, name: str = "") -> ParseResult:
    """Read a deck list of either format, told apart by its content (:func:`deck_format`), never
    by a file's name: the one reader behind every entry point (``deck check``, ``play``, ``sim``,
    a game's ``decks`` parameter). Its problems are worded in that format's terms. Bytes are
    UTF-8 text (a ``.dek`` file may declare another encoding)."""
    too_large = too_long(data, MAX_TEXT_BYTES)
    if too_large is not None:
        return None, [_error(f"the deck list is too large ({too_large})")]
    if isinstance(data, bytes):
        try:
            data = decode_text(data, error=DeckError, source="the deck list")
        except DeckError as exc:
            return None, [_error(exc.reason)]
    data = data.removeprefix("\ufeff")
    if deck_format(data) == "dek":
        return parse_dek(data, library, name=name)
    return parse_deck_text(data, library, name=name)


def load_deck(path: str | Path, library: CardLibrary) -> ParseResult:
    """Read a deck file of either format (:func:`parse_deck`, by content, whatever the file's
    suffix); the deck's name is the file's stem unless the list names itself. A file that cannot
    be read, is not text, or holds more than :data:`~stronghold.engine.limits.MAX_TEXT_BYTES`
    raises DeckError with a one-line reason."""
    file = Path(path)
    text = decode_text(read_bytes(file, error=DeckError), error=DeckError, source=str(file))
    return parse_deck(text, library, name=file.stem)
