"""Fixed-size numbers for one seat's decisions and view, for research interfaces.

An :class:`ActionEncoding` numbers every action a game's typed action classes can express in a
fixed range ``0 .. action_count - 1`` and reads an index back to the action; it also turns a
seat's view into a fixed-length list of floats. Each game declares its own (``encoding.py`` in
the game's package) from its action classes; the interop layer (PettingZoo, OpenSpiel,
Gymnasium) wraps them in arrays. Nothing here needs numpy.

What the numbers may depend on (DESIGN.md, "Secrets"): only the seat's view and the legal
actions of the seat to act, both identical in two worlds that differ in what the seat cannot
see. Card instance ids never become numbers by themselves: a card named by an action takes a
*card slot*, its rank among the cards the legal actions name, in the order the legal actions
(listed in the game's stable order, the same in both worlds) first name them
(:meth:`ActionEncoding.card_slots`); the observation describes the card in each slot from
what the view says of it.

An index is a class offset plus a mixed-radix number of the action's fields, each field a
digit: a ``bool`` (no, yes), an ``Enum`` (its members in order), an ``int`` (a declared
range), a ``str`` (a declared list of words, then the card slots if the field may name a card),
an optional field (absent, then its values).
"""

from __future__ import annotations

import dataclasses
import enum
import math
import re
import typing
import zlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from stronghold.engine.actions import Action

#: Floats of the hashed features of a whole view (the first part of an observation).
VIEW_FEATURES = 512
#: Floats that describe the card in each card slot (what the view says about it).
SLOT_FEATURES = 16


class EncodingError(ValueError):
    """An action or index outside a game's declared action space (a bug in a declaration)."""


@dataclass(frozen=True, slots=True)
class Digit:
    """How one field of an action class is written as a digit of its index."""

    name: str
    kind: str  # "bool", "enum", "int", "str"
    size: int
    optional: bool = False
    words: tuple[str, ...] = ()
    cards: bool = False
    low: int = 0
    members: tuple[enum.Enum, ...] = ()


@dataclass(frozen=True, slots=True)
class Layout:
    """One action class's place in the index range: its offset and its digits."""

    cls: type[Action]
    offset: int
    digits: tuple[Digit, ...]

    @property
    def size(self) -> int:
        """How many indices the class takes."""
        return math.prod(digit.size for digit in self.digits)


class ActionEncoding:
    """A game's fixed action space and observation layout (see the module's docstring).

    ``classes``: every action class of the game, in a fixed order (the order of the ranges).
    ``words``: for ``str`` fields, the words the field may hold, looked up by
    ``"Class.field"`` then by ``"field"``. ``card_fields``: the ``str`` fields (same keys)
    that may name a card by its instance id. ``numbers``: the range of each ``int`` field.
    ``card_slots``: how many distinct cards the legal actions of one position may name.
    ``card_id``: a regular expression that matches exactly the game's card instance ids.
    """

    def __init__(
        self,
        game_id: str,
        classes: Sequence[type[Action]],
        *,
        words: Mapping[str, Sequence[str]],
        card_fields: frozenset[str],
        numbers: Mapping[str, range],
        card_slots: int,
        card_id: str,
    ) -> None:
        self.game_id = game_id
        self.slot_count = card_slots
        self._card_id = re.compile(card_id)
        layouts: list[Layout] = []
        offset = 0
        for cls in classes:
            digits = tuple(_digits(cls, words, card_fields, numbers, card_slots))
            layout = Layout(cls, offset, digits)
            layouts.append(layout)
            offset += layout.size
        self.layouts: tuple[Layout, ...] = tuple(layouts)
        self._by_class = {layout.cls: layout for layout in layouts}
        if len(self._by_class) != len(layouts):
            raise ValueError(f"{game_id}: an action class is listed twice")
        self.action_count = offset
        self.observation_size = VIEW_FEATURES + card_slots * SLOT_FEATURES

    # --- actions -------------------------------------------------------------------------

    def card_slots(self, legal: Sequence[Action]) -> tuple[str, ...]:
        """The card ids the ``legal`` actions name, in slot order: the order in which the
        legal actions (in the game's stable order) first name them. EncodingError if there
        are more than ``card_slots``."""
        named: dict[str, None] = {}
        for action in legal:
            layout = self._layout(action)
            for digit in layout.digits:
                value = getattr(action, digit.name)
                if digit.cards and isinstance(value, str) and value not in digit.words:
                    named[value] = None
        if len(named) > self.slot_count:
            raise EncodingError(
                f"{self.game_id}: the legal actions name {len(named)} cards, "
                f"more than its {self.slot_count} card slots"
            )
        return tuple(named)

    def encode(self, action: Action, slots: Sequence[str]) -> int:
        """The index of ``action`` given the position's card ``slots``; EncodingError if the
        action lies outside the declared space."""
        layout = self._layout(action)
        index, scale = 0, 1
        for digit in layout.digits:
            index += _digit_value(digit, getattr(action, digit.name), slots, action) * scale
            scale *= digit.size
        return layout.offset + index

    def decode(self, index: int, slots: Sequence[str]) -> Action:
        """The action with this index given the position's card ``slots`` (it need not be
        legal); EncodingError if the index is out of range or names an empty card slot."""
        if not 0 <= index < self.action_count:
            raise EncodingError(f"{self.game_id}: action index {index} outside 0..")
        layout = self.layouts[_find(self.layouts, index)]
        rest = index - layout.offset
        values: dict[str, object] = {}
        for digit in layout.digits:
            rest, value = divmod(rest, digit.size)
            values[digit.name] = _digit_read(digit, value, slots, index)
        return layout.cls(**values)

    def mask(self, legal: Sequence[Action], slots: Sequence[str]) -> list[int]:
        """The indices of the ``legal`` actions, in their order."""
        return [self.encode(action, slots) for action in legal]

    def ranges(self) -> list[tuple[str, int, int, str]]:
        """Each class's range, for documentation: (kind, first index, size, fields)."""
        return [
            (
                layout.cls.kind,
                layout.offset,
                layout.size,
                " ".join(f"{digit.name}:{digit.size}" for digit in layout.digits),
            )
            for layout in self.layouts
        ]

    def _layout(self, action: Action) -> Layout:
        layout = self._by_class.get(type(action))
        if layout is None:
            raise EncodingError(f"{self.game_id}: no index for {type(action).__name__} actions")
        return layout

    # --- observations ----------------------------------------------------------------------

    def observe(self, view: Mapping[str, Any], slots: Sequence[str] = ()) -> list[float]:
        """``observation_size`` floats from ``view`` (one seat's) and the card ``slots`` of
        its legal actions (none when the seat is not to act).

        The first :data:`VIEW_FEATURES` are hashed features of the view: each number at a
        path (list positions folded) adds ``sign(x)·log(1+|x|)`` to the bucket of its path,
        each word adds 1 to the bucket of path=word, each list its length to path#len. Then
        :data:`SLOT_FEATURES` per card slot, hashed the same way from the entry (the object
        holding the card's id) where the card first appears in the view, plus a 1 saying the
        slot is used. Card ids themselves are never hashed: they carry no identity.
        """
        out = [0.0] * self.observation_size
        entries: dict[str, Mapping[str, Any]] = {}
        for path, value, holder in _leaves(view, ""):
            if isinstance(value, str) and self._card_id.fullmatch(value):
                if holder is not None:
                    entries.setdefault(value, holder)
                continue
            _add(out, 0, VIEW_FEATURES, path, value)
        for slot, card in enumerate(slots[: self.slot_count]):
            start = VIEW_FEATURES + slot * SLOT_FEATURES
            out[start] = 1.0
            entry = entries.get(card)
            if entry is None:
                continue
            for path, value, _holder in _leaves(entry, ""):
                if isinstance(value, str) and self._card_id.fullmatch(value):
                    continue
                _add(out, start + 1, SLOT_FEATURES - 1, path, value)
        return out


def _digits(
    cls: type[Action],
    words: Mapping[str, Sequence[str]],
    card_fields: frozenset[str],
    numbers: Mapping[str, range],
    card_slots: int,
) -> Iterator[Digit]:
    """The digits of one action class, from its dataclass fields and type hints."""
    hints = typing.get_type_hints(cls)
    for field in dataclasses.fields(cls):
        hint = hints[field.name]
        optional = False
        args = typing.get_args(hint)
        if type(None) in args:
            optional = True
            hint = next(arg for arg in args if arg is not type(None))
        keys = (f"{cls.__name__}.{field.name}", field.name)
        extra = 1 if optional else 0
        if hint is bool:
            yield Digit(field.name, "bool", 2 + extra, optional)
        elif isinstance(hint, type) and issubclass(hint, enum.Enum):
            members = tuple(hint)
            yield Digit(field.name, "enum", len(members) + extra, optional, members=members)
        elif hint is int:
            span = next((numbers[key] for key in keys if key in numbers), None)
            if span is None:
                raise ValueError(f"{cls.__name__}.{field.name}: no range declared")
            yield Digit(field.name, "int", len(span) + extra, optional, low=span.start)
        elif hint is str:
            listed = next((tuple(words[key]) for key in keys if key in words), ())
            cards = any(key in card_fields for key in keys)
            if not listed and not cards:
                raise ValueError(f"{cls.__name__}.{field.name}: neither words nor cards")
            size = len(listed) + (card_slots if cards else 0) + extra
            yield Digit(field.name, "str", size, optional, words=listed, cards=cards)
        else:
            raise ValueError(f"{cls.__name__}.{field.name}: no digit for {hint!r}")


def _digit_value(digit: Digit, value: object, slots: Sequence[str], action: Action) -> int:
    """The digit of one field value."""
    if digit.optional:
        if value is None:
            return 0
        return 1 + _digit_value(dataclasses.replace(digit, optional=False), value, slots, action)
    found: int | None = None
    if digit.kind == "bool" and isinstance(value, bool):
        found = int(value)
    elif digit.kind == "enum" and value in digit.members:
        found = digit.members.index(value)
    elif digit.kind == "int" and isinstance(value, int):
        found = value - digit.low if 0 <= value - digit.low < digit.size else None
    elif digit.kind == "str" and isinstance(value, str):
        if value in digit.words:
            found = digit.words.index(value)
        elif digit.cards and value in slots:
            found = len(digit.words) + list(slots).index(value)
    if found is None:
        raise EncodingError(f"no index for {digit.name}={value!r} in {str(action)!r}")
    return found


def _digit_read(digit: Digit, value: int, slots: Sequence[str], index: int) -> object:
    """The field value a digit stands for."""
    if digit.optional:
        if value == 0:
            return None
        return _digit_read(dataclasses.replace(digit, optional=False), value - 1, slots, index)
    if digit.kind == "bool":
        return bool(value)
    if digit.kind == "enum":
        return digit.members[value]
    if digit.kind == "int":
        return digit.low + value
    if value < len(digit.words):
        return digit.words[value]
    slot = value - len(digit.words)
    if slot >= len(slots):
        raise EncodingError(f"action index {index} names card slot {slot}, which is empty now")
    return slots[slot]


def _find(layouts: Sequence[Layout], index: int) -> int:
    """The position of the layout whose range holds ``index`` (binary search)."""
    low, high = 0, len(layouts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if layouts[middle].offset <= index:
            low = middle
        else:
            high = middle - 1
    return low


def _leaves(
    value: Any, path: str, holder: Mapping[str, Any] | None = None
) -> Iterator[tuple[str, Any, Mapping[str, Any] | None]]:
    """Every leaf of a JSON-ready value, depth first in the value's own order: (path with list
    positions folded to ``*``, leaf, the object directly holding it). A list also yields its
    length as ``path#len``."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(item, f"{path}/{key}", value)
    elif isinstance(value, list | tuple):
        yield f"{path}#len", len(value), None
        for item in value:
            yield from _leaves(item, f"{path}/*", holder)
    else:
        yield path, value, holder


def _bucket(text: str, size: int) -> int:
    """A bucket for ``text``, the same in every process (crc32, not ``hash``)."""
    return zlib.crc32(text.encode()) % size


def _add(out: list[float], start: int, size: int, path: str, value: Any) -> None:
    """Add one leaf to the hashed features ``out[start : start + size]``."""
    if value is None:
        return
    if isinstance(value, bool):
        if value:
            out[start + _bucket(path, size)] += 1.0
    elif isinstance(value, int | float):
        number = float(value)
        out[start + _bucket(path, size)] += math.copysign(math.log1p(abs(number)), number)
    else:
        out[start + _bucket(f"{path}={value}", size)] += 1.0
