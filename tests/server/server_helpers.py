"""Helpers of the server's tests: an app on a database, games created over HTTP, and
websocket players that read every frame (kept, for the secrets checks)."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from stronghold.server.app import Limits, create_app
from stronghold.server.diff import apply

#: Limits a test that plays as fast as it can stays within.
FAST = Limits(message_rate=10_000.0, message_burst=10_000)

#: Short games of every registered game, for tests that play to the end.
SHORT = {
    "guardians": {"max_turns": 2},
    "guardians-arena": {"max_turns": 2},
    "highlander-duel": {"rules": {"max_rounds": 2}},
    "promised-land": {"players": 2, "max_rounds": 2},
}


@contextmanager
def server(url: str, limits: Limits = FAST) -> Iterator[TestClient]:
    """A client of a fresh app over the database at ``url`` (its startup and shutdown run)."""
    with TestClient(create_app(url, limits=limits)) as client:
        yield client


def create(
    client: TestClient, game: str, seats: list[dict[str, Any]], *, take: bool = True, **options: Any
) -> Any:
    """Create a game over HTTP; the answer's JSON (asserting it was created). With ``take``,
    every human seat's invitation is taken at once and its secret put under ``token``."""
    answer = client.post("/api/games", json={"game": game, "options": options, "seats": seats})
    assert answer.status_code == 201, answer.text
    made = answer.json()
    if take:
        for seat in made["seats"]:
            if seat["kind"] == "human":
                seat["token"] = take_seat(client, seat["invitation"])["token"]
    return made


def take_seat(client: TestClient, invitation: str) -> Any:
    """Take a seat by its invitation (POST); the answer's JSON (asserting it was taken)."""
    answer = client.post(f"/api/invitations/{invitation}")
    assert answer.status_code == 200, answer.text
    return answer.json()


HUMAN: dict[str, Any] = {"kind": "human"}


def computer(agent: str = "random", seconds: float = 0.05) -> dict[str, Any]:
    """A computer seat of the request shape."""
    return {"kind": "computer", "agent": agent, "thinking_seconds": seconds}


@dataclass
class Player:
    """One websocket (a seat's or the spectators') and every frame it received."""

    socket: WebSocketTestSession
    frames: list[dict[str, Any]] = field(default_factory=list)
    #: The table (view and panels) held, as the page holds it: an update that carries only
    #: changes is applied to it, and the frame kept with the whole table filled in.
    table: dict[str, Any] | None = None

    def receive(self) -> dict[str, Any]:
        """The next frame (kept; an update's table whole, as the page holds it)."""
        frame = self.socket.receive_json()
        self.table = whole_table(self.table, frame)
        self.frames.append(frame)
        return frame

    def next_update(self) -> dict[str, Any]:
        """The next update frame (an error frame fails the test)."""
        frame = self.receive()
        assert frame["type"] == "update", frame
        return frame

    def last(self) -> dict[str, Any]:
        """The latest update received."""
        return next(f for f in reversed(self.frames) if f["type"] == "update")

    def act(self, text: str) -> None:
        """Send an action."""
        self.socket.send_json({"type": "action", "text": text})


def whole_table(table: dict[str, Any] | None, frame: dict[str, Any]) -> dict[str, Any] | None:
    """The table (view, panels and version) a client holds after ``frame``, as the page
    holds it: a frame of changes is applied to ``table`` (which must be the one they were made
    from), a whole table taken as it is; an update ``frame`` gets the whole table filled in."""
    if frame.get("type") != "update":
        return table
    if "changes" in frame:
        assert table is not None and table["version"] == frame["base"], frame
        table = apply(table, copy.deepcopy(frame["changes"]))  # the frame kept as it came
        table["version"] = frame["version"]
    else:
        table = {"view": frame["view"], "panels": frame["panels"], "version": frame["version"]}
    frame["view"] = copy.deepcopy(table["view"])
    frame["panels"] = copy.deepcopy(table["panels"])
    return table


def play_until_end(me: Player, *, rng: random.Random, limit: int = 5000) -> dict[str, Any]:
    """Play one seat against computer seats with random legal actions until the game ends;
    the last update."""
    update = me.last()
    for _ in range(limit):
        if update["outcome"] is not None:
            return update
        if update["legal"]:
            me.act(rng.choice(update["legal"])["text"])
        update = me.next_update()
    raise AssertionError("the game did not end")


def play_all_humans(
    seats: list[Player], watchers: list[Player], *, rng: random.Random, limit: int = 5000
) -> int:
    """Every seat played by the test with random legal actions until the game ends (each
    action brings exactly one update to every connection); the number of actions played."""
    for number in range(limit):
        current = seats[0].last()
        if current["outcome"] is not None:
            return number
        to_act = current["to_act"]
        legal = seats[to_act].last()["legal"]
        assert legal, f"seat {to_act} is to act but was sent no legal actions"
        seats[to_act].act(rng.choice(legal)["text"])
        for player in [*seats, *watchers]:
            update = player.next_update()
            assert update["actions"] == current["actions"] + 1
    raise AssertionError("the game did not end")
