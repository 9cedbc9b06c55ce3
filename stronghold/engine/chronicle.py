"""An append-only sequence whose past is shared between copies: a game's history and log.

A ``Chronicle`` keeps what was appended before its last ``fork`` in frozen chunks (tuples)
that every fork shares, and what came after in a list of its own, so copying a state costs
the same, and holds the same memory, early in a game and late in it. Entries are never
changed once appended (the rare ``__setitem__``/``__delitem__``/``insert`` rebuild it).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableSequence
from itertools import chain
from typing import Any, TypeVar, overload

T = TypeVar("T")

#: Forks past this many frozen chunks merge them into one (reads stay cheap).
_MAX_CHUNKS = 16


class Chronicle(MutableSequence[T]):
    """An append-only list whose frozen past is shared with its forks."""

    __slots__ = ("_chunks", "_frozen", "_tail")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._chunks: tuple[tuple[T, ...], ...] = ()
        self._frozen = 0
        self._tail: list[T] = list(items)

    def fork(self) -> Chronicle[T]:
        """A copy that shares this one's past; each goes on appending on its own."""
        tail = self._tail
        if tail:
            chunks = (*self._chunks, tuple(tail))
            if len(chunks) > _MAX_CHUNKS:
                chunks = (tuple(chain.from_iterable(chunks)),)
            self._chunks = chunks
            self._frozen += len(tail)
            self._tail = []
        twin: Chronicle[T] = Chronicle.__new__(Chronicle)
        twin._chunks = self._chunks
        twin._frozen = self._frozen
        twin._tail = []
        return twin

    def append(self, value: T) -> None:
        self._tail.append(value)

    def __len__(self) -> int:
        return self._frozen + len(self._tail)

    def __iter__(self) -> Iterator[T]:
        return chain(chain.from_iterable(self._chunks), self._tail)

    def _at(self, index: int) -> T:
        if index >= self._frozen:
            return self._tail[index - self._frozen]
        for chunk in self._chunks:
            if index < len(chunk):
                return chunk[index]
            index -= len(chunk)
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
