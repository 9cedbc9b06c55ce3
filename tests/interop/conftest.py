"""The research interfaces' tests: every registered game, each with a small setup so that a
whole game (or the bounded part a library's test plays) stays quick."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

#: Every registered game with a quick setup (a short game where the game has a limit).
QUICK: dict[str, dict[str, Any]] = {
    "guardians": {"decks": ["basic-knights", "bribe-masters"], "max_turns": 2},
    "guardians-arena": {"decks": ["basic-knights", "bribe-masters"], "max_turns": 2},
    "guardians-combat": {},
    "highlander-duel": {},
    "promised-land": {"players": 3, "max_rounds": 1},
}


@pytest.fixture(scope="session")
def local_ray() -> Iterator[None]:
    """One local Ray (two CPUs, on loopback) for the whole session, shut down at its end."""
    from stronghold.interop.ray import start

    start(workers=2)  # before anything else starts Ray: its sockets on 127.0.0.1
    import ray

    yield
    ray.shutdown()
