"""Chronicle: the append-only sequence whose past is shared between a state and its clones."""

from __future__ import annotations

import copy

from stronghold.engine.chronicle import Chronicle


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
