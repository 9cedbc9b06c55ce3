"""Reading Guardians deck lists: plain text and LackeyCCG ``.dek`` (XML), told apart by their
content (:func:`parse_deck`, the one reader every entry point uses), into a checked
:class:`~stronghold.games.guardians.deck.Deck` and every problem found, one line each.

``deck.py`` holds what a deck is and the rules it is checked by; this module only reads.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, NoReturn

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
from stronghold.games.guardians.deck import (
    KIND_ORDER,
    MAX_LINE_COUNT,
    POSITIONS,
    Deck,
    DeckFormat,
    ParseResult,
    Problem,
    content_problems,
    error_problem,
    warning_problem,
)
from stronghold.games.guardians.library import CardLibrary, normalize
from stronghold.games.guardians.schema import AnyCard, Guardian, Stronghold

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

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
        self.problems.append(error_problem(message))

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
            return None, [*self.problems, *content_problems(cards, self.form)]
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


def lookup_guardian(library: CardLibrary, name: str) -> AnyCard | str:
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
        return None, [error_problem(f"the deck list is too large ({too_large})")]
    lines = text.splitlines()
    too_many = too_long(lines, MAX_LIST_LINES, "lines")
    if too_many is not None:
        return None, [error_problem(f"the deck list is too long ({too_many})")]
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
                _want_guardian(lookup_guardian(library, value), where, draft)
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
    import xml.etree.ElementTree as ET  # here: only .dek files are XML (a faster start)
    from xml.parsers import expat

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
        return error_problem(exc.reason)


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
        return None, [error_problem(f"the .dek file is too large ({too_large})")]
    decoded = _dek_text(text)
    if isinstance(decoded, Problem):
        return None, [decoded]
    from xml.parsers import expat

    try:
        root = _read_xml(decoded)
    except expat.ExpatError as exc:
        return None, [error_problem(f"not a readable .dek file: malformed XML ({exc})")]
    except _Refused as exc:
        return None, [error_problem(f"not a readable .dek file: {exc}")]
    if root.tag != "deck":
        return None, [
            error_problem(
                f"not a LackeyCCG deck: the root element is <{shorten(root.tag)}>, not <deck>"
            )
        ]
    too_many = too_long(root.findall(".//card"), MAX_LIST_LINES, "cards")
    if too_many is not None:
        return None, [error_problem(f"the .dek file lists too many cards ({too_many})")]
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
            draft.problems.append(
                warning_problem(f"{where} is not read (not a deck or starting zone)")
            )
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
        return None, [error_problem(f"the deck list is too large ({too_large})")]
    if isinstance(data, bytes):
        try:
            data = decode_text(data, error=DeckError, source="the deck list")
        except DeckError as exc:
            return None, [error_problem(exc.reason)]
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
