"""A cache of a game's built-in card library, so loading a game does not parse and validate
hundreds of cards each time (for Guardians that is most of the time ``stronghold.load`` takes).

The cards, once read from their TOML files and validated by the schema, are stored with
:mod:`pickle` in the user's cache folder (``$STRONGHOLD_CACHE`` if set, else the platform's
user cache folder: ``~/.cache/stronghold`` on Linux). The file's name holds a hash of
everything the cards are made from: the bytes of every card file (and their names), the source
of the modules that build the cards (the schema, the loader), and the versions of Python,
pydantic and this format. A change to any of them names another file, so a stale cache is never
read; the old file is removed when the new one is written.

Only built-in cards go through it: user card folders are always read and validated in full.
A cache that cannot be read or written is ignored (the cards are then loaded the slow way), and
a file is written whole under a temporary name and renamed, so two processes writing at once
leave one complete file. The cache folder is the user's own, like their settings: the pickle in
it is trusted as they are.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import platformdirs
import pydantic
import pydantic_core

T = TypeVar("T")

#: Changed whenever what a cache file holds changes shape.
FORMAT = 1


def cache_folder() -> Path:
    """Where card caches live: ``$STRONGHOLD_CACHE`` if set, else the user cache folder."""
    configured = os.environ.get("STRONGHOLD_CACHE")
    return Path(configured) if configured else platformdirs.user_cache_path("stronghold")


def cache_key(folder: Path, sources: Iterable[Path]) -> str:
    """A hash of the ``*.toml`` files in ``folder``, the ``sources`` that turn them into cards,
    and the versions of what reads a cache file (Python, pydantic, this format)."""
    digest = hashlib.sha256()
    versions = f"{FORMAT}|{sys.version}|{pydantic.VERSION}|{pydantic_core.__version__}"
    digest.update(versions.encode())
    for path in [*sources, *sorted(folder.glob("*.toml"))]:
        data = path.read_bytes()
        digest.update(f"\0{path.name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:32]


def cached_cards(
    name: str,
    folder: Path,
    sources: Iterable[Path],
    load: Callable[[Path], list[T]],
    kind: type,
) -> list[T]:
    """``load(folder)``, or what it gave last time if ``folder`` and ``sources`` are unchanged.

    ``name`` names the cache file (one per game); every item must be an instance of ``kind``.
    """
    key = cache_key(folder, sources)
    path = cache_folder() / f"{name}-cards-{key}.pickle"
    cards: list[T] | None = _read(path, kind)
    if cards is not None:
        return cards
    fresh = load(folder)
    _write(path, fresh, stale=f"{name}-cards-*.pickle")
    return fresh


def _read(path: Path, kind: type) -> list[T] | None:
    """The cards in a cache file, or None if there is none or it cannot be used."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    try:
        cards = pickle.loads(data)
    except Exception:  # a truncated or foreign file: load the cards the slow way
        return None
    if not isinstance(cards, list) or not all(isinstance(card, kind) for card in cards):
        return None
    return cards


def _write(path: Path, cards: list[T], *, stale: str) -> None:
    """Store ``cards`` at ``path`` (whole, by renaming), removing older files matching
    ``stale``; a folder that cannot be written is ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(stale):
            if old != path:
                old.unlink(missing_ok=True)
        import tempfile  # here: the cache is written rarely (a faster start)

        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".cards-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as stream:
                pickle.dump(cards, stream, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except (OSError, pickle.PicklingError):
        return
