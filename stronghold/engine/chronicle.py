"""An append-only sequence whose past is shared between copies: a game's history and log.

A ``Chronicle`` reads its past as chunks: prefixes of lists it shares with the chronicle it
was forked from (a list is only ever appended to, so a prefix never changes), then a list of
its own. A fork costs the same, and holds the same memory, early in a game and late in it,
and the chronicle forked from is not touched. Entries are never changed once appended (the
rare ``__setitem__``/``__delitem__``/``insert`` rebuild the chronicle into a new list).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableSequence
from itertools import chain, islice
from typing import Any, TypeVar, overload

T = TypeVar("T")

#: Forks past this many chunks merge them into one list (reads stay cheap).
_MAX_CHUNKS = 16


class Chronicle(MutableSequence[T]):
    """An append-only list whose frozen past is shared with its forks."""

    __slots__ = ("_chunks", "_frozen", "_tail")

    def __init__(self, items: Iterable[T] = ()) -> None:
        #: Shared lists, each with the length of its prefix that belongs to this chronicle.
        self._chunks: tuple[tuple[list[T], int], ...] = ()
        self._frozen = 0
        self._tail: list[T] = list(items)

    def fork(self) -> Chronicle[T]:
        """A copy that shares this one's past; each goes on appending on its own."""
        tail = self._tail
        chunks = self._chunks
        if tail:
            chunks = (*chunks, (tail, len(tail)))
            if len(chunks) > _MAX_CHUNKS:
                merged = list(self)
                chunks = ((merged, len(merged)),)
        twin: Chronicle[T] = object.__new__(type(self))  # (a ``History``'s fork is one)
        twin._chunks = chunks
        twin._frozen = self._frozen + len(tail)
        twin._tail = []
        return twin

    def append(self, value: T) -> None:
        self._tail.append(value)

    def __len__(self) -> int:
        return self._frozen + len(self._tail)

    def __iter__(self) -> Iterator[T]:
        parts = [islice(items, count) for items, count in self._chunks]
        return chain(chain.from_iterable(parts), self._tail)

    def _at(self, index: int) -> T:
        if index >= self._frozen:
            return self._tail[index - self._frozen]
        for items, count in self._chunks:
            if index < count:
                return items[index]
            index -= count
        raise IndexError(index)  # pragma: no cover - guarded by the callers

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        length = len(self)
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(length))]
        position = index + length if index < 0 else index
        if not 0 <= position < length:
            raise IndexError("chronicle index out of range")
        return self._at(position)

    def _rebuild(self, items: list[T]) -> None:
        self._chunks, self._frozen, self._tail = (), 0, items

    @overload
    def __setitem__(self, index: int, value: T) -> None: ...

    @overload
    def __setitem__(self, index: slice, value: Iterable[T]) -> None: ...

    def __setitem__(self, index: int | slice, value: Any) -> None:
        items = list(self)
        items[index] = value
        self._rebuild(items)

    def __delitem__(self, index: int | slice) -> None:
        items = list(self)
        del items[index]
        self._rebuild(items)

    def insert(self, index: int, value: T) -> None:
        items = list(self)
        items.insert(index, value)
        self._rebuild(items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chronicle | list):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Chronicle({list(self)!r})"

    def __copy__(self) -> Chronicle[T]:
        return self.fork()

    def __deepcopy__(self, memo: dict[int, Any]) -> Chronicle[T]:
        return self.fork()  # entries are never changed: sharing them is a deep enough copy


class History(Chronicle[str]):
    """A game's actions as text, for a state's ``history``: ``note`` keeps the action itself
    and it is written out (``str``, its notation) only when read, so that a game played without
    anyone reading its history (random play, search) writes no text. An action is immutable,
    so the text read later is the text it had when noted."""

    __slots__ = ()

    def note(self, action: object) -> None:
        """Add an action (written out as ``str(action)`` when read)."""
        self._tail.append(action)  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[str]:
        return map(str, super().__iter__())

    def _at(self, index: int) -> str:
        return str(super()._at(index))

    def __repr__(self) -> str:
        return f"History({list(self)!r})"
