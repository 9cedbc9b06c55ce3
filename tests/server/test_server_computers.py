"""Computer seats think in worker threads within their thinking time: a seat out of time
plays a random legal action, and a computer thinking never holds up another game."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import HUMAN, Player, computer, create, play_all_humans, server

from stronghold.agents import Agent, register_agent, unregister_agent
from stronghold.engine import Action, State
from stronghold.server import hall as hall_module
from stronghold.server.store import Store

#: Set by the test to let the stuck agents answer; set by an agent when it starts thinking.
RELEASE = threading.Event()
THINKING = threading.Event()


class StuckAgent(Agent):
    """A computer player that thinks until the test releases it (10 s at most)."""

    name = "stuck"

    def choose(self, state: State, seat: int) -> Action:
        actions = self.legal_for(state, seat)
        THINKING.set()
        RELEASE.wait(10)
        return actions[0]


@pytest.fixture
def stuck() -> Iterator[None]:
    RELEASE.clear()
    THINKING.clear()
    register_agent("stuck", StuckAgent)
    try:
        yield
    finally:
        RELEASE.set()  # let every thread still thinking finish
        unregister_agent("stuck")


def test_a_computer_out_of_thinking_time_plays_a_legal_action(stuck: None, tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(
            client, "highlander-duel", [computer("stuck", 0.05), computer("stuck", 0.05)],
            rules={"max_rounds": 1},
        )  # fmt: skip
        watcher = Player(client.websocket_connect(f"/ws/{made['spectator']['token']}"))
        with watcher.socket:
            update = watcher.next_update()
            while update["actions"] < 3:
                update = watcher.next_update()
        assert not RELEASE.is_set()  # the agents never answered: each move was the fallback
        assert THINKING.is_set()


def test_a_thinking_computer_does_not_hold_up_another_game(stuck: None, tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        slow = create(client, "highlander-duel", [computer("stuck", 30), computer("stuck", 30)])
        assert THINKING.wait(10)  # seat 0 of the first game is thinking, for up to 30 s
        made = create(client, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 1})
        seats = [Player(client.websocket_connect(f"/ws/{s['token']}")) for s in made["seats"]]
        with seats[0].socket, seats[1].socket:
            for player in seats:
                player.next_update()
            played = play_all_humans(seats, [], rng=random.Random(5))
        assert played > 0 and seats[0].last()["outcome"] is not None
        waiting = client.get(f"/api/play/{slow['spectator']['token']}").json()
        assert waiting["actions"] == 0  # still thinking: the other game went on meanwhile
        watcher = Player(client.websocket_connect(f"/ws/{slow['spectator']['token']}"))
        with watcher.socket:
            watcher.next_update()
            RELEASE.set()
            assert watcher.next_update()["actions"] == 1  # its answer, once released


def test_a_computer_whose_move_the_store_could_not_take_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Found by the SIGKILL soak: "database is locked" once, and the computer seat stopped
    # for good (its game never moved again in that process).
    record = Store.record
    failures = []

    def locked_once(self: Store, *args: Any, **kwargs: Any) -> None:
        if not failures:
            failures.append(kwargs["number"])
            raise OSError("database is locked")
        record(self, *args, **kwargs)

    monkeypatch.setattr(hall_module, "STORE_RETRY_SECONDS", 0.01, raising=False)
    monkeypatch.setattr(Store, "record", locked_once)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(
            client, "highlander-duel", [computer("random"), computer("random")],
            rules={"max_rounds": 1},
        )  # fmt: skip
        link = f"/api/play/{made['spectator']['token']}"
        deadline = time.monotonic() + 30
        update = client.get(link).json()
        while update["outcome"] is None and time.monotonic() < deadline:
            time.sleep(0.05)
            update = client.get(link).json()
    assert failures == [1]
    assert update["outcome"] is not None and update["actions"] > 1
