"""The SIGKILL soak: a real server process is killed with SIGKILL at random moments while
computer-against-computer games are watched over websockets; after each restart every game
resumes at its last stored action, nothing told to anyone was lost, and every game plays to
its end. A handful of games in the default run (SQLite and PostgreSQL); the issue's 200 games
behind the ``soak`` marker (``make soak``)."""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from server_processes import ServerProcess, start_server
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from stronghold.engine import Record, replay
from stronghold.server.db import open_database
from stronghold.server.live import game_params
from stronghold.server.lobby import plan_game
from stronghold.server.requests import NewGame
from stronghold.server.store import Store

#: Computer-against-computer games of every registered game, long enough to be cut short.
MIX: list[dict[str, Any]] = [
    {"game": "guardians", "options": {"max_turns": 4}},
    {"game": "guardians-arena", "options": {"max_turns": 6}},
    {"game": "highlander-duel", "options": {}},
    {"game": "promised-land", "options": {"players": 2}},
]
#: Shorter ones, for the default run.
SHORT_MIX: list[dict[str, Any]] = [
    {"game": "guardians", "options": {"max_turns": 3}},
    {"game": "guardians-arena", "options": {"max_turns": 3}},
    {"game": "highlander-duel", "options": {}},
    {"game": "promised-land", "options": {"players": 2, "max_rounds": 5}},
]
COMPUTER = {"kind": "computer", "agent": "random", "thinking_seconds": 0.05}


@dataclass
class Watched:
    """What the test knows of one game: its spectators' token, and all it was told."""

    game: int
    token: str
    #: The highest action count any update showed.
    told: int = 0
    #: The numbers of every event received, in order (across reconnections).
    events: list[int] = field(default_factory=list)
    outcome: Any = None
    #: The stored actions at the last kill (what must never be lost).
    kept: tuple[str, ...] = ()

    def held(self) -> int:
        return self.events[-1] if self.events else 0


def create_games(
    url: str, count: int, rng: random.Random, mix: list[dict[str, Any]]
) -> list[Watched]:
    """``count`` computer-against-computer games of ``mix`` stored directly, as the lobby
    stores them (no limit on how fast games are created)."""
    engine = open_database(url)
    try:
        store = Store(engine)
        made = []
        for _ in range(count):
            choice = rng.choice(mix)
            request = NewGame.model_validate({**choice, "seats": [COMPUTER, COMPUTER]})
            planned = plan_game(request)
            game = store.create(
                planned.game_id,
                planned.options,
                planned.seed,
                planned.seats,
                planned.spectator_token,
                planned.opening,
            )
            made.append(Watched(game, planned.spectator_token))
        return made
    finally:
        engine.dispose()


async def watch(server: ServerProcess, watched: Watched) -> None:
    """Follow one game from the last event held until it ends or the server goes away."""
    url = f"{server.ws}/ws/{watched.token}?since={watched.held()}"
    first = True
    try:
        async with connect(url, open_timeout=30, max_size=2**24) as socket:
            async for raw in socket:
                frame = json.loads(raw)
                assert frame["type"] == "update", frame
                if first:  # resumed at (or, computers playing on, after) the last stored
                    assert frame["actions"] >= len(watched.kept), watched.game
                    first = False
                watched.told = max(watched.told, frame["actions"])
                watched.events.extend(event["n"] for event in frame["events"])
                if frame["outcome"] is not None:
                    watched.outcome = frame["outcome"]
                    return
    except (WebSocketException, OSError):
        return  # killed under us: the next round reconnects


def check_durable(url: str, games: list[Watched]) -> None:
    """After a kill: everything told was stored, nothing stored before was lost or changed."""
    engine = open_database(url)
    try:
        store = Store(engine)
        for watched in games:
            stored = store.load(watched.game)
            assert stored is not None
            actions = stored.actions
            assert len(actions) >= watched.told, f"game {watched.game}: told more than stored"
            assert actions[: len(watched.kept)] == watched.kept, f"game {watched.game}: lost"
            watched.kept = actions
    finally:
        engine.dispose()


def check_finished(url: str, games: list[Watched]) -> None:
    """Every game over, its record replaying to the outcome told, its events without gaps."""
    engine = open_database(url)
    try:
        store = Store(engine)
        for watched in games:
            stored = store.load(watched.game)
            assert stored is not None and stored.status.value == "finished"
            assert stored.actions[: len(watched.kept)] == watched.kept
            record = Record(stored.game_id, game_params(stored), stored.seed, stored.actions)
            final = replay(record)
            assert final.is_terminal() and final.outcome is not None
            assert final.outcome.to_dict() == watched.outcome
            assert watched.told == len(stored.actions)
            # Reconnecting after the last event held: every event once, in order.
            assert watched.events == list(range(1, len(watched.events) + 1)), watched.game
    finally:
        engine.dispose()


def soak(
    url: str,
    folder: Path,
    *,
    games: int,
    at_once: int,
    kills: int,
    seed: int,
    mix: list[dict[str, Any]] = MIX,
) -> int:
    """Play ``games`` games of ``mix``, ``at_once`` at a time, killing the server ``kills``
    times at random moments (then letting it finish); the number of kills done."""
    rng = random.Random(seed)
    waiting = games
    playing: list[Watched] = []
    done: list[Watched] = []
    server = start_server(url, folder / "run")
    killed = 0
    try:
        while waiting or playing:
            new = min(waiting, at_once - len(playing))
            playing.extend(create_games(url, new, rng, mix))  # started by their watchers
            waiting -= new
            kill = killed < kills
            # A random moment while games are played; after the last kill, to their end.
            deadline = rng.uniform(0.1, 0.8) if kill else 600.0
            if asyncio.run(follow(server, playing, deadline, kill=kill)):
                killed += 1
                check_durable(url, playing)
                server = start_server(url, folder / "run")
            done.extend(w for w in playing if w.outcome is not None)
            playing = [w for w in playing if w.outcome is None]
    finally:
        server.stop()
    check_finished(url, done)
    assert len(done) == games
    return killed


async def follow(
    server: ServerProcess, games: list[Watched], seconds: float, *, kill: bool
) -> bool:
    """Watch ``games`` for ``seconds`` (or until all are over); then, if ``kill`` and some
    game is still being played, SIGKILL the server under the open websockets. Whether it
    was killed."""
    tasks = [asyncio.ensure_future(watch(server, watched)) for watched in games]
    _, pending = await asyncio.wait(tasks, timeout=seconds)
    killed = kill and bool(pending)
    if killed:
        server.kill()
    else:
        for task in pending:
            task.cancel()
    for result in await asyncio.gather(*tasks, return_exceptions=True):
        if isinstance(result, BaseException) and not isinstance(result, asyncio.CancelledError):
            raise result  # an assertion of a watcher fails the test
    return killed


def test_games_survive_sigkill_and_resume_at_their_last_stored_action(
    database_url: str, tmp_path: Path
) -> None:
    started = time.monotonic()
    killed = soak(database_url, tmp_path, games=6, at_once=6, kills=2, seed=12, mix=SHORT_MIX)
    assert killed == 2, f"games ended before the server was killed ({time.monotonic() - started})"


@pytest.mark.soak
def test_two_hundred_games_survive_sigkills(database_url: str, tmp_path: Path) -> None:
    killed = soak(database_url, tmp_path, games=200, at_once=25, kills=60, seed=200)
    assert killed >= 20
