"""The decks a person names on the command line: a deck file, a deck of their own, or a
ready-made deck.

Decks of one's own live in the data folder's ``decks`` (``NAME.txt`` or ``NAME.dek``) and are
named like the ready-made ones (``--deck NAME``); a deck of one's own of the same name as a
ready-made deck is the one taken. Files are read here, in the interface: a game is handed the
deck's text (or a ready-made deck's name), never a path, so a record holds the decks themselves.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from stronghold.cli.paths import data_folder
from stronghold.engine.errors import DeckError
from stronghold.engine.limits import quote, read_text, shorten
from stronghold.engine.registry import game_info

#: The suffixes of deck files in the user's deck folder.
DECK_SUFFIXES = (".txt", ".dek")
#: What a deck's name may look like: a file's stem (no path, not hidden, not too long).
_NAME = re.compile(r"[^./\\\x00-\x1f][^/\\\x00-\x1f]{0,99}")


@dataclass(frozen=True)
class DeckSource:
    """A deck as the command line found it.

    ``label`` is what tables and messages call it (a file's stem, or the deck's name);
    ``value`` is what the game's ``decks`` parameter takes (the deck's text, or a ready-made
    deck's name); ``path`` is the file read, if any.
    """

    label: str
    value: str
    path: Path | None = None


def user_deck_folder() -> Path:
    """Where a person keeps decks of their own: ``decks`` in the data folder."""
    return data_folder() / "decks"


def user_decks() -> dict[str, list[Path]]:
    """The person's own deck files by name (a name may have a .txt and a .dek file)."""
    folder = user_deck_folder()
    found: dict[str, list[Path]] = {}
    try:
        files = sorted(folder.iterdir())
    except OSError:  # no folder yet (or not a folder): no decks of one's own
        return found
    for path in files:
        if path.suffix.lower() in DECK_SUFFIXES and path.is_file() and _NAME.fullmatch(path.stem):
            found.setdefault(path.stem, []).append(path)
    return found


def ready_made_decks(game_id: str) -> list[str]:
    """The ready-made decks a game names (none for a game without decks)."""
    names = getattr(game_info(game_id).factory, "deck_names", None)
    return list(names()) if callable(names) else []


def settled_deck(game_id: str, value: str) -> str | None:
    """The game's name for a deck it makes itself (``random-pool`` gets its seed), or None."""
    settle = getattr(game_info(game_id).factory, "settled_deck_name", None)
    if callable(settle):
        named = settle(value)
        return named if isinstance(named, str) else None
    return value if value in ready_made_decks(game_id) else None


def read_deck_file(path: Path, label: str | None = None) -> DeckSource:
    """A deck file's text (UTF-8, or a ``.dek`` file's declared encoding); DeckError with one
    line if it cannot be read."""
    text = read_text(path, error=DeckError)
    return DeckSource(label or path.stem, text if "\n" in text else text + "\n", path)


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a file (False for a name no file system could hold)."""
    try:
        return path.is_file()
    except OSError:
        return False


def resolve_deck(value: str, *, game_id: str = "guardians") -> DeckSource:
    """What ``--deck VALUE`` names: a deck file; else a deck of one's own (``NAME`` or
    ``NAME.txt``/``NAME.dek`` in :func:`user_deck_folder`); else a ready-made deck of the game.
    DeckError with one line (and the names it knows) when it is none of them."""
    path = Path(value).expanduser()
    if _is_file(path):
        return read_deck_file(path)
    mine = user_decks()
    suffix = path.suffix.lower() if path.suffix.lower() in DECK_SUFFIXES else ""
    stem = value[: len(value) - len(suffix)]
    own = [p for p in mine.get(stem, []) if not suffix or p.suffix.lower() == suffix]
    if len(own) > 1:
        names = " and ".join(p.name for p in own)
        raise DeckError(
            f"two decks of yours are named {quote(stem)} ({names} in {user_deck_folder()}): "
            "name the file, or rename one"
        )
    if own:
        return read_deck_file(own[0], stem)
    ready = ready_made_decks(game_id)
    settled = settled_deck(game_id, value)
    if settled is not None:  # a ready-made deck, or a generated one with its seed
        return DeckSource(settled, settled)
    if any(sep in value for sep in ("/", "\\")) or suffix:  # a file, then: say why it is not read
        return read_deck_file(path)
    known = sorted(mine) + [name for name in ready if name not in mine]
    close = difflib.get_close_matches(shorten(value), known, n=1, cutoff=0.6)
    if close:
        hint = f"did you mean {close[0]!r}?"
    else:
        yours = ", ".join(sorted(mine)) or "none yet"
        hint = f"ready-made: {', '.join(ready)}; yours (in {user_deck_folder()}): {yours}"
    raise DeckError(f"no deck file or deck named {quote(value)}; {hint}")


def deck_labels(sources: Sequence[DeckSource]) -> list[str]:
    """Each deck's label, numbered from the second on when labels repeat (``hellfire#2``)."""
    seen: dict[str, int] = {}
    labels = []
    for source in sources:
        seen[source.label] = seen.get(source.label, 0) + 1
        count = seen[source.label]
        labels.append(source.label if count == 1 else f"{source.label}#{count}")
    return labels
