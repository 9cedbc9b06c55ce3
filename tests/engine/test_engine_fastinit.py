"""``engine/fastinit.py``: every action and event class of every game gets an ``__init__`` that
sets the same fields to the same values as the one ``dataclasses`` wrote, with the same
signature and defaults; a class it cannot be sure of keeps its own."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Iterator

import pytest

from stronghold.engine import fastinit
from stronghold.engine.actions import Action
from stronghold.engine.events import Event
from stronghold.engine.registry import load

GAMES = ("guardians", "guardians-arena", "guardians-combat", "highlander-duel", "promised-land")


def _classes() -> list[type]:
    for game in GAMES:
        load(game).new_state(1)  # imports every module of its actions and events

    def below(cls: type) -> Iterator[type]:
        sub: type
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)

    found = {cls for base in (Action, Event) for cls in below(base)}
    # (``dataclass(slots=True)`` leaves the class it made first behind, without slots)
    return sorted((c for c in found if "__slots__" in c.__dict__), key=lambda c: c.__qualname__)


def test_every_slotted_action_and_event_class_of_every_game_is_sped_up() -> None:
    classes = _classes()
    assert len(classes) > 200
    assert [c for c in classes if c not in fastinit.GENERATED] == []


def test_the_fields_set_are_those_the_generated_init_sets() -> None:
    for cls in fastinit.GENERATED:
        fields = [f for f in dataclasses.fields(cls) if f.init]
        values = [object() for _ in fields]  # distinct markers: no field takes another's
        fast = cls(*values)
        slow: object = object.__new__(cls)
        fastinit.GENERATED[cls](slow, *values)
        for spec, value in zip(fields, values, strict=True):
            assert getattr(fast, spec.name) is value, (cls, spec.name)
            assert getattr(slow, spec.name) is value, (cls, spec.name)
        generated = inspect.signature(fastinit.GENERATED[cls])
        made = cls.__dict__["__init__"]
        assert inspect.signature(made) == generated, cls


def test_defaults_and_keywords_as_before() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Sample(Action):
        card: str
        target: str | None = None

    assert Sample in fastinit.GENERATED
    assert Sample("w1") == Sample(card="w1", target=None)
    assert Sample("w1", "A1").target == "A1"
    assert str(Sample("w1", target="A1")) == "sample w1 A1"
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Sample("w1").card = "w2"  # type: ignore[misc]


def test_a_class_it_cannot_be_sure_of_keeps_its_own_init() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked(Event):
        number: int

        def __post_init__(self) -> None:
            if self.number < 0:
                raise ValueError("negative")

    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed(Event):
        numbers: list[int] = dataclasses.field(default_factory=list)

    assert Checked not in fastinit.GENERATED and Listed not in fastinit.GENERATED
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    assert Listed().numbers == []
