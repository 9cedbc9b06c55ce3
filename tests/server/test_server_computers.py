"""Computer seats think in worker threads within their thinking time: a seat out of time
plays a random legal action, and a computer thinking never holds up another game."""

from __future__ import annotations

import itertools
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import HUMAN, Player, computer, create, play_all_humans, server

from stronghold.agents import Agent, ISMCTSAgent, register_agent, unregister_agent
from stronghold.agents.ismcts import MEDIUM_THINK
from stronghold.engine import Action, State
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
        slow = create(client, "highlander-duel", [computer("stuck", 5), computer("stuck", 5)])
        assert THINKING.wait(10)  # seat 0 of the first game is thinking, for 5 s
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
            assert watcher.next_update()["actions"] == 1  # its answer, once its time is up


def _actions_after(client: Any, token: str, want: int, seconds: float) -> int:
    """Poll a link until ``want`` actions are stored or ``seconds`` pass; the count seen."""
    deadline = time.monotonic() + seconds
    actions = client.get(f"/api/play/{token}").json()["actions"]
    while actions < want and time.monotonic() < deadline:
        time.sleep(0.05)
        actions = client.get(f"/api/play/{token}").json()["actions"]
    return int(actions)


def test_d2_a_computer_whose_move_could_not_be_stored_plays_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write = Store._write_batch_in
    failures = [OSError("database is locked")]

    def flaky(self: Store, *args: Any, **kwargs: Any) -> None:
        if failures:  # the transaction's writes fail once
            raise failures.pop()
        write(self, *args, **kwargs)

    monkeypatch.setattr(Store, "_write_batch_in", flaky)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [computer("random", 0.1)] * 2)
        # One transient failure on the first move: the game goes on.
        assert _actions_after(client, made["spectator"]["token"], 3, 10.0) >= 3
    assert not failures


class BrokenAgent(Agent):
    """A computer player with a bug: it raises instead of choosing."""

    name = "broken"

    def choose(self, state: State, seat: int) -> Action:
        raise RuntimeError("agent bug")


def test_d2_a_computer_whose_agent_fails_still_plays_a_legal_action(tmp_path: Path) -> None:
    register_agent("broken", BrokenAgent)
    try:
        with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
            made = create(client, "highlander-duel", [computer("broken", 0.1)] * 2)
            assert _actions_after(client, made["spectator"]["token"], 2, 10.0) >= 2
    finally:
        unregister_agent("broken")


def test_s2_a_computers_move_is_published_after_a_time_that_does_not_depend_on_its_hand(
    tmp_path: Path,
) -> None:
    thinking = 0.2
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(
            client, "promised-land", [computer("greedy", thinking)] * 2, players=2, max_rounds=2
        )
        watcher = Player(client.websocket_connect(f"/ws/{made['spectator']['token']}"))
        stamps: list[float] = []
        with watcher.socket:
            update = watcher.next_update()
            while update["outcome"] is None and len(stamps) < 12:
                update = watcher.next_update()
                stamps.append(time.monotonic())
        # Game lists tell when a game last moved only to the second.
        listed = client.get("/api/games").json()["games"][0]
    gaps = [later - earlier for earlier, later in itertools.pairwise(stamps)]
    # A forced move (one legal action) is published no sooner than a real choice.
    assert min(gaps) >= 0.8 * thinking, f"computer moves published after {min(gaps):.4f} s"
    assert "." not in listed["updated"] and "." not in listed["created"]


CONSULTED = threading.Event()


class QuickAgent(Agent):
    """Answers at once, and says it was asked."""

    name = "quick"

    def choose(self, state: State, seat: int) -> Action:
        CONSULTED.set()
        return self.legal_for(state, seat)[0]


def test_d5_one_games_runaway_computer_does_not_make_other_games_play_at_random(
    stuck: None, tmp_path: Path
) -> None:
    CONSULTED.clear()
    register_agent("quick", QuickAgent)
    try:
        with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
            runaway = create(client, "highlander-duel", [computer("stuck", 0.05)] * 2)
            # Its threads ran out of time and go on thinking (they cannot be stopped).
            assert _actions_after(client, runaway["spectator"]["token"], 2, 10.0) >= 2
            other = create(client, "highlander-duel", [computer("quick", 0.3)] * 2)
            assert _actions_after(client, other["spectator"]["token"], 1, 10.0) >= 1
            # The other game's agent answers at once: it was asked (a worker was free for it),
            # its move was not the out-of-time fallback.
            assert CONSULTED.is_set()
    finally:
        unregister_agent("quick")


def test_a_level_that_thinks_longer_than_its_seats_time_is_fitted_into_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `hard` thinks 1 s a decision: a seat given 0.3 s would run out of time at every choice
    # and play the random fallback. Its search is fitted into 80 % of the seat's time.
    thinks: list[float | None] = []

    def chosen(self: ISMCTSAgent, state: State, seat: int) -> Action:
        thinks.append(self.think)
        return self.legal_for(state, seat)[0]

    monkeypatch.setattr(ISMCTSAgent, "choose", chosen)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [computer("hard", 0.3), computer("medium", 0.5)])
        assert _actions_after(client, made["spectator"]["token"], 4, 10.0) >= 4
    # hard's 1 s cut to 0.24 s; medium's 0.1 s is within its seat's 0.5 s and stays
    assert {round(think or 0.0, 6) for think in thinks} == {0.24, MEDIUM_THINK}
