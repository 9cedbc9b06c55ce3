"""Chronicle: the append-only sequence whose past is shared between a state and its clones."""

from __future__ import annotations

import copy
import random

from engine_toys import Take

import stronghold
from stronghold.engine.chronicle import Chronicle, History
from stronghold.engine.record import replay


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
    history.record(Take(1, 2))
    twin = copy.deepcopy(history)
    assert type(twin) is History
    twin.record(Take(2, 3))
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
