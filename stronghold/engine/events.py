"""Events: what happened in a game, told to each seat in the version it may know.

A game tells an :class:`Event` as it happens (``state.tell(event)``); every interface learns what
happened from ``state.events(viewer, since)`` — the terminal's log, the web client, ``replay``
and the records viewer read the same events, each in the viewer's own wording.

An event is a frozen value with JSON-ready fields. When part of it is secret (the card a seat
drew, the card chosen face down), :meth:`Event.told_to` gives the version a viewer may know,
with that part left out (``None``); every seat is told every event in some version, so the
numbering of events never shows that something happened out of sight. The conformance suite
checks that a seat's events do not depend on what it cannot see.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from stronghold.engine.fastinit import speed_up_init


def _kebab(name: str) -> str:
    out = []
    for index, char in enumerate(name):
        if char.isupper() and index:
            out.append("-")
        out.append(char.lower())
    return "".join(out)


#: Field values that are JSON as they are (the common case, checked first).
_PLAIN = frozenset({str, int, bool, type(None), float})


def _json_value(value: object) -> object:
    """A field value as JSON: tuples become lists, enums their values."""
    if type(value) in _PLAIN:
        return value
    if isinstance(value, tuple | list):
        return [_json_value(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    return value


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every game's events (frozen slotted dataclasses with JSON-ready fields).

    ``kind`` is the event's name in JSON (kebab-case class name unless set). Subclasses write
    :meth:`words` (one sentence, second person for the viewer's own seat) and, when part of
    the event is secret, :meth:`told_to`.
    """

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super(Event, cls).__init_subclass__(**kwargs)  # zero-arg super breaks under slots
        if not cls.__dict__.get("kind"):
            cls.kind = _kebab(cls.__name__)
        speed_up_init(cls)  # (the class as ``dataclass(slots=True)`` makes it again)

    def told_to(self, viewer: int | None) -> Event:
        """This event as ``viewer`` (a seat, or None for a spectator) may know it: the whole
        event by default; an event with secret parts returns a copy without them."""
        del viewer
        return self

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        """One sentence for ``viewer`` (already told to it); ``names`` are the seats' names."""
        del viewer, names
        return self.kind.replace("-", " ")

    def disclosed(self) -> tuple[str, ...]:
        """The card instance ids of which this event tells a part without showing the card
        (the size or class a face-down creature must declare): what a seat learns of a card
        it may still not see, which the conformance suite counts as a card come to sight."""
        return ()

    def to_json(self) -> dict[str, Any]:
        """The event as JSON: ``kind`` then each field (but those marked ``NOT_SENT``)."""
        out: dict[str, Any] = {"kind": self.kind}
        for name in _field_names(type(self)):
            out[name] = _json_value(getattr(self, name))
        return out


#: Each event class's field names, in order (looked up once: a server tells many events).
_names_of: dict[type[Event], tuple[str, ...]] = {}


def _field_names(kind: type[Event]) -> tuple[str, ...]:
    """An event class's field names, in order."""
    names = _names_of.get(kind)
    if names is None:
        names = _names_of[kind] = tuple(
            field.name for field in dataclasses.fields(kind) if field.metadata.get("json", True)
        )
    return names


#: ``dataclasses.field`` metadata of a field the engine reads (``disclosed``) but never sends:
#: an instance id that may later name another card (a combat's ids are dealt again each combat).
NOT_SENT = {"json": False}


@dataclass(frozen=True, slots=True)
class Told:
    """One event as a viewer receives it: its number in the game, the version the viewer may
    know, and the viewer's wording of it."""

    number: int
    event: Event
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"n": self.number, **self.event.to_json(), "text": self.text}


def who(seat: int, viewer: int | None, names: Sequence[str]) -> str:
    """``you`` for the viewer's own seat, else the seat's name."""
    return "you" if seat == viewer else names[seat]


def whose(seat: int, viewer: int | None, names: Sequence[str]) -> str:
    """``your`` for the viewer's own seat, else the seat's name with ``'s``."""
    return "your" if seat == viewer else f"{names[seat]}'s"


def does(seat: int, viewer: int | None, names: Sequence[str], verb: str) -> str:
    """``you draw`` / ``Connor draws``: the subject and the verb agreeing with it
    (``verb`` is the base form; ``have``/``are`` forms are the caller's to pick)."""
    if seat == viewer:
        return f"you {verb}"
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return f"{names[seat]} {verb}es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return f"{names[seat]} {verb[:-1]}ies"
    return f"{names[seat]} {verb}s"


def sentence(text: str) -> str:
    """``text`` with its first letter upper-case and a full stop, unless it has one."""
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.rstrip('"').endswith((".", "!", "?")) else text + "."


def count(number: int, thing: str, plural: str | None = None) -> str:
    """``1 card`` / ``3 cards`` (``plural`` when adding an s is wrong)."""
    if number == 1:
        return f"1 {thing}"
    return f"{number} {plural or thing + 's'}"
