"""Chronicle: the append-only sequence whose past is shared between a state and its clones."""

from __future__ import annotations

import copy
import random

from engine_toys import Take

import stronghold
from stronghold.engine.chronicle import Chronicle, History
from stronghold.engine.record import replay
from stronghold.engine.registry import load


def test_a_fork_and_its_origin_go_on_independently() -> None:
    first: Chronicle[int] = Chronicle([1, 2])
    second = first.fork()
    first.append(3)
    second.append(4)
    third = second.fork()
    third.append(5)
    assert list(first) == [1, 2, 3]
    assert list(second) == [1, 2, 4]
    assert list(third) == [1, 2, 4, 5]
    assert len(third) == 4 and third[-1] == 5 and third[0] == 1 and third[1:3] == [2, 4]


def test_many_forks_read_like_a_list() -> None:
    chronicle: Chronicle[int] = Chronicle()
    plain: list[int] = []
    for number in range(100):
        chronicle.append(number)
        plain.append(number)
        chronicle = copy.deepcopy(chronicle) if number % 2 else chronicle.fork()
    assert chronicle == plain and list(chronicle) == plain
    assert chronicle[-12:] == plain[-12:] and chronicle[37] == 37
    assert chronicle != [*plain, 100] and chronicle != tuple(plain)


def test_editing_the_past_keeps_the_forks_apart() -> None:
    first: Chronicle[str] = Chronicle(["a", "b", "c"])
    second = first.fork()
    del first[0]
    first.insert(0, "z")
    first[1] = "y"
    assert list(first) == ["z", "y", "c"]
    assert list(second) == ["a", "b", "c"]


def test_a_history_keeps_actions_and_reads_their_text() -> None:
    history = History(["take 0 1"])
    history.note(Take(1, 2))
    twin = copy.deepcopy(history)
    assert type(twin) is History
    twin.note(Take(2, 3))
    history.append("take 0 4")
    assert list(history) == ["take 0 1", "take 1 2", "take 0 4"] and history[1] == "take 1 2"
    assert twin == ["take 0 1", "take 1 2", "take 2 3"] and twin[-2:] == ["take 1 2", "take 2 3"]
    assert tuple(twin) == ("take 0 1", "take 1 2", "take 2 3") and "take 1 2" in twin
    assert twin != history and repr(twin) == "History(['take 0 1', 'take 1 2', 'take 2 3'])"


def test_a_state_records_its_actions_as_the_text_that_replays_them() -> None:
    state = stronghold.load("toy-nim").new_state(5)
    chooser = random.Random(5)
    applied = []
    while not state.is_terminal():
        action = chooser.choice(state.legal_actions())
        applied.append(str(action))
        state.apply(action)
    assert type(state.history) is History and list(state.history) == applied and applied
    assert replay(state.record()).fingerprint() == state.fingerprint()


class _Noted:
    """An action-like value: its text counts how often it was written out."""

    written = 0

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        _Noted.written += 1
        return self.text


def test_a_history_keeps_the_actions_and_reads_as_their_text() -> None:
    history = History()
    history.note(_Noted("put w1 pen"))
    history.append("ready")  # text appended as text
    history.note(_Noted("move A1 B2"))
    _Noted.written = 0
    twin = history.fork()
    assert isinstance(twin, History)
    twin.note(_Noted("stay"))
    deep = copy.deepcopy(history)
    assert _Noted.written == 0  # nothing written out until read
    assert type(deep) is History
    assert list(history) == ["put w1 pen", "ready", "move A1 B2"]
    assert list(twin) == ["put w1 pen", "ready", "move A1 B2", "stay"] == twin
    assert deep == ["put w1 pen", "ready", "move A1 B2"]
    assert twin[0] == "put w1 pen" and twin[-1] == "stay" and twin[1:3] == ["ready", "move A1 B2"]
    assert all(type(text) is str for text in twin)


def test_a_state_notes_its_actions_and_its_record_reads_their_text() -> None:
    state = load("guardians").new_state(5)
    chooser = random.Random(5)
    texts = []
    for _ in range(60):
        action = chooser.choice(state.legal_actions())
        texts.append(str(action))
        state.apply(action)
    assert type(state.history) is History
    assert list(state.history) == texts == list(state.record().actions)
    clone = state.clone()
    assert type(clone.history) is History and clone.history == texts
