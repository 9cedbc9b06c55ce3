"""Limits on what Stronghold reads from a user, and the one place that enforces them.

Every reader of user input (deck lists, ``.dek`` files, records, scenarios, card files, action
text) goes through these helpers, so hostile input is refused quickly with a one-line reason
instead of hanging or reaching the user as an internal error:

- a file or a text read whole holds at most :data:`MAX_TEXT_BYTES` (4,000,000) bytes or
  characters; files are read only that far, so a huge file or a device costs nothing;
- a deck list holds at most :data:`MAX_LIST_LINES` (1,000) lines (a ``.dek`` file as many
  cards), each of at most :data:`MAX_LINE_CHARS` (500) characters besides its ``#`` comment;
  one action's text holds at most :data:`MAX_ACTION_CHARS` (100). Real ones are far shorter:
  the ready-made decks have about 60 lines, the longest card name has 36 characters, the
  longest action of any game about 25. (A misspelt name costs a few milliseconds for its
  suggestion, so the line count bounds a deck check to a few seconds at worst.)
- JSON and TOML nest lists and tables at most :data:`MAX_DEPTH` (32) levels deep (real files
  nest fewer than 10); the standard parsers would raise RecursionError past about 1,000;
- a number read from text is checked for length before ``int`` (which refuses more than
  4,300 digits with a ValueError);
- a reason quotes at most :data:`QUOTE_CHARS` (80) characters of the input (:func:`quote`).

Text is UTF-8, or for an XML document (a LackeyCCG ``.dek`` file) the plain encoding its
declaration names (:func:`decode_text`).

The engine does no I/O of its own: :func:`read_text` is here for the files users hand over
(card files, deck lists, records, scenarios), which the games and interfaces read through it.
"""

from __future__ import annotations

import codecs
import difflib
import json
import re
import unicodedata
from collections.abc import Callable, Iterable, Sized
from pathlib import Path
from typing import Any

from stronghold.engine.errors import CardDataError, StrongholdError

#: Most bytes of a file (or characters of a text) read as a whole: 4 MB.
MAX_TEXT_BYTES = 4_000_000
#: Most lines of a deck list (and cards of a ``.dek`` file).
MAX_LIST_LINES = 1_000
#: Most characters of one line of a deck list.
MAX_LINE_CHARS = 500
#: Most characters of one action's text.
MAX_ACTION_CHARS = 100
#: Most levels of lists and tables nested in a JSON or TOML document.
MAX_DEPTH = 32
#: Most characters of the input a reason quotes.
QUOTE_CHARS = 80


def shorten(text: str, limit: int = QUOTE_CHARS) -> str:
    """``text`` cut to ``limit`` characters with ``…`` if it is longer."""
    return text if len(text) <= limit else text[:limit] + "…"


def quote(value: object, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)`` showing at most ``limit`` characters of it, cut with ``…``.

    For quoting a user's input in a reason: a 20,000-character line shows its start only.
    """
    if isinstance(value, str):
        # Escapes lengthen a repr (a backslash shows as two): cut what is shown, too.
        shown = repr(value[:limit])
        if len(value) <= limit and len(shown) <= limit + 2:
            return shown
        return shown[: limit + 1] + "…"
    try:
        text = repr(value)
    except ValueError:  # an int of more than 4,300 digits has no repr
        return "a value too long to show"
    return shorten(text, limit)


def too_long(items: Sized, limit: int, unit: str = "") -> str | None:
    """Why ``items`` (a text, bytes, a list of lines) is longer than ``limit``, or None: e.g.
    ``"20,000 characters; at most 500"`` (``unit`` by default: bytes or characters)."""
    if len(items) <= limit:
        return None
    unit = unit or ("bytes" if isinstance(items, bytes) else "characters")
    return f"{len(items):,} {unit}; at most {limit:,}"


def check_size(
    text: str | bytes, *, error: type[StrongholdError], context: str, limit: int = MAX_TEXT_BYTES
) -> None:
    """``error(context + "too large (…)")`` if ``text`` is longer than ``limit``."""
    problem = too_long(text, limit)
    if problem is not None:
        raise error(f"{context}too large ({problem})")


def bounded_count(digits: str, maximum: int) -> int | None:
    """The value of a string of decimal digits if it is at most ``maximum``, else None.

    The length is checked first, so thousands of digits cost no conversion and no ValueError.
    """
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(maximum)):
        return None
    value = int(significant)
    return value if value <= maximum else None


def read_bytes(
    path: str | Path, *, error: type[StrongholdError], limit: int = MAX_TEXT_BYTES
) -> bytes:
    """A file's bytes, reading no more than ``limit`` + 1 of them; ``error`` with one line if it
    cannot be read or is larger than ``limit``."""
    file = Path(path)
    try:
        with file.open("rb") as stream:
            data = stream.read(limit + 1)
    except OSError as exc:
        raise error(f"cannot read {file}: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise error(f"cannot read {file}: too large (more than {limit:,} bytes)")
    return data


#: An XML declaration naming its encoding: ``<?xml version="1.0" encoding="ISO-8859-1"?>``.
_XML_ENCODING = re.compile(rb"""<\?xml[^>]{0,100}?encoding\s*=\s*["']([A-Za-z][\w.-]{0,39})["']""")
#: Encodings a document may declare (codec names): the plain ones, each decoded in linear time.
_DECLARABLE = re.compile(r"iso8859-\d+|cp\d+|latin-1|ascii|mac-[a-z]+|koi8-[a-z]+")


def decode_text(data: bytes, *, error: type[StrongholdError], source: str) -> str:
    """Bytes as text: UTF-8 (a leading byte-order mark dropped), or an XML document (such as a
    LackeyCCG ``.dek`` file) in the plain encoding its declaration names (ISO-8859-1, …);
    ``error`` with one line naming ``source`` otherwise."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    declared = _XML_ENCODING.match(data[:300].lstrip())
    if declared is None:
        raise error(f"cannot read {source}: not UTF-8 text")
    encoding = declared.group(1).decode("ascii")
    try:
        codec = codecs.lookup(encoding).name
    except LookupError:
        codec = ""
    if not _DECLARABLE.fullmatch(codec):
        raise error(
            f"cannot read {source}: not UTF-8 text, nor in an encoding Stronghold reads "
            f"(it declares {encoding!r})"
        )
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        raise error(
            f"cannot read {source}: not text in its declared encoding {encoding!r}"
        ) from None


def read_text(
    path: str | Path, *, error: type[StrongholdError], limit: int = MAX_TEXT_BYTES
) -> str:
    """A UTF-8 text file (a leading byte-order mark dropped), or an XML file in its declared
    encoding (:func:`decode_text`), like :func:`read_bytes`."""
    return decode_text(read_bytes(path, error=error, limit=limit), error=error, source=str(path))


def _too_deep(limit: int) -> str:
    return f"nested too deeply (more than {limit} levels of lists and tables)"


def check_depth(
    data: Any, *, error: type[StrongholdError], context: str, limit: int = MAX_DEPTH
) -> None:
    """``error`` if lists and dicts in ``data`` nest more than ``limit`` deep (no recursion)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, list | tuple):
            children = node
        else:
            continue
        if depth >= limit:
            raise error(f"{context}{_too_deep(limit)}")
        stack.extend((child, depth + 1) for child in children)


def _parsed(
    text: str | bytes,
    parse: Callable[[Any], Any],
    syntax: type[ValueError],
    *,
    kind: str,
    error: type[StrongholdError],
    context: str,
) -> Any:
    """``parse(text)`` with its size and nesting checked; ``error(context + why)`` otherwise,
    ``syntax`` being the parser's own error for text that is not ``kind`` (JSON, TOML)."""
    check_size(text, error=error, context=context)
    try:
        data = parse(text)
    except syntax as exc:
        raise error(f"{context}not valid {kind}: {exc}") from None
    except UnicodeDecodeError:
        raise error(f"{context}not valid {kind}: not UTF-8 text") from None
    except ValueError:  # what the parsers raise for a number of more than 4,300 digits
        raise error(f"{context}not valid {kind}: a number has more than 4,300 digits") from None
    except RecursionError:
        raise error(f"{context}{_too_deep(MAX_DEPTH)}") from None
    check_depth(data, error=error, context=context)
    return data


def load_json(text: str | bytes, *, error: type[StrongholdError], context: str) -> Any:
    """JSON text parsed, its size and nesting checked; ``error(context + why)`` otherwise.

    ``context`` starts the reason: ``"record is "`` gives ``record is not valid JSON: …``.
    """
    return _parsed(
        text, json.loads, json.JSONDecodeError, kind="JSON", error=error, context=context
    )


def load_toml(text: str, *, error: type[StrongholdError], context: str) -> dict[str, Any]:
    """TOML text parsed, its size and nesting checked; ``error(context + why)`` otherwise.

    ``context`` starts the reason: ``"cards.toml: "`` gives ``cards.toml: not valid TOML: …``.
    """
    import tomllib  # here: only card files and positions are TOML (a faster start)

    data: dict[str, Any] = _parsed(
        text, tomllib.loads, tomllib.TOMLDecodeError, kind="TOML", error=error, context=context
    )
    return data


def _loose(name: str) -> str:
    """A name reduced for forgiving lookup: case, accents, punctuation and spacing ignored."""
    plain = unicodedata.normalize("NFKD", name)
    return "".join(ch for ch in plain.casefold() if ch.isalnum())


def pick_name(name: str, names: Iterable[str], what: str = "card") -> str:
    """The one of ``names`` that ``name`` means (forgiving about case, accents and
    punctuation); CardDataError naming up to three close matches if none."""
    known = list(names)
    wanted = _loose(name)
    for candidate in known:
        if _loose(candidate) == wanted:
            return candidate
    by_loose = {_loose(candidate): candidate for candidate in known}
    close = difflib.get_close_matches(wanted, list(by_loose), n=3, cutoff=0.6)
    hint = f" (did you mean {', '.join(repr(by_loose[c]) for c in close)}?)" if close else ""
    raise CardDataError(f"no {what} named {quote(name)}{hint}")
