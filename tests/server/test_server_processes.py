"""Beyond one machine: several server processes over one real PostgreSQL serve the same games
(a move made through one reaches the seats connected to another, PostgreSQL's LISTEN/NOTIFY),
exactly one of them plays a game's computer seats and another takes over when it dies, and
on SQLite more than one worker is refused."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_postgres import database
from server_processes import REPO, Socket, create_game, server_pair, start_server

from stronghold.engine import Record, replay
from stronghold.server.db import open_database
from stronghold.server.live import game_params
from stronghold.server.store import Store

HUMAN = {"kind": "human"}


@pytest.fixture
def postgres_url(postgres_cluster: str) -> Iterator[str]:
    """A new, empty PostgreSQL database (no tables yet: the servers migrate it)."""
    with database(postgres_cluster) as url:
        yield url


def stored(url: str, game: int) -> Record:
    """The stored game as a record (the test may read the secret seed)."""
    engine = open_database(url)
    try:
        found = Store(engine).load(game)
    finally:
        engine.dispose()
    assert found is not None
    return Record(found.game_id, game_params(found), found.seed, found.actions)


def play_across(seats: list[Socket], watchers: list[Socket], rng: random.Random) -> int:
    """Both seats played by the test until the game ends, each action answered by exactly one
    update on every socket (whatever process it is connected to); the actions played."""
    for played in range(5000):
        current = seats[0].last()
        if current["outcome"] is not None:
            return played
        to_act = current["to_act"]
        legal = seats[to_act].last()["legal"]
        assert legal, f"seat {to_act} is to act but was sent no legal actions"
        seats[to_act].act(rng.choice(legal)["text"])
        for socket in [*seats, *watchers]:
            assert socket.next_update()["actions"] == current["actions"] + 1
    raise AssertionError("the game did not end")


def test_two_processes_serve_one_game_with_a_seat_on_each_and_take_over_a_dead_ones_games(
    postgres_url: str, tmp_path: Path
) -> None:
    # Both start at once on an empty database: the migrations take turns (advisory lock).
    with server_pair(postgres_url, tmp_path) as (first, second):
        made = create_game(first, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 2})
        seat0 = Socket.open(first, made["seats"][0]["token"])
        seat1 = Socket.open(second, made["seats"][1]["token"])
        watchers = [Socket.open(server, made["spectator"]["token"]) for server in (first, second)]
        try:
            for socket in [seat0, seat1, *watchers]:
                socket.next_update()
            played = play_across([seat0, seat1], watchers, random.Random(11))
        finally:
            for socket in [seat0, seat1, *watchers]:
                socket.close()
        # A computer game played by the first process (which created it) goes on in the
        # second when the first dies mid-game.
        computer = {"kind": "computer", "agent": "random", "thinking_seconds": 0.05}
        robots = create_game(first, "guardians", [computer, computer], max_turns=6)
        watcher = Socket.open(second, robots["spectator"]["token"])
        try:
            update = watcher.next_update()
            while update["actions"] < 3:
                update = watcher.next_update()
            first.kill()
            at_death = stored(postgres_url, robots["id"])
            assert not replay(at_death).is_terminal()  # the second process must finish it
            while update["outcome"] is None:
                update = watcher.next_update()
        finally:
            watcher.close()
    record = stored(postgres_url, made["id"])
    final = replay(record)
    assert played == len(record.actions) > 0 and final.is_terminal()
    assert seat0.last()["view"] == final.view(0) and seat1.last()["view"] == final.view(1)
    assert seat0.last()["outcome"] == seat1.last()["outcome"] == final.outcome.to_dict()  # type: ignore[union-attr]
    # Each process told its spectators the same events, numbered without gap.
    told = [[(e["n"], e["text"]) for f in w.frames for e in f["events"]] for w in watchers]
    assert told[0] == told[1] and [n for n, _ in told[0]] == list(range(1, len(told[0]) + 1))
    # The computer game: stored to its end, every action told once and in order.
    robot_record = stored(postgres_url, robots["id"])
    assert len(robot_record.actions) == update["actions"] and replay(robot_record).is_terminal()
    numbers = [e["n"] for f in watcher.frames for e in f["events"]]
    assert numbers == list(range(1, len(numbers) + 1))


def test_several_workers_serve_one_game(postgres_url: str, tmp_path: Path) -> None:
    server = start_server(postgres_url, tmp_path, workers=2)
    try:
        made = create_game(server, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 1})
        seats = [Socket.open(server, seat["token"]) for seat in made["seats"]]
        # Connections land on either worker; every one hears of every move.
        watchers = [Socket.open(server, made["spectator"]["token"]) for _ in range(6)]
        try:
            for socket in [*seats, *watchers]:
                socket.next_update()
            played = play_across(seats, watchers, random.Random(3))
        finally:
            for socket in [*seats, *watchers]:
                socket.close()
    finally:
        server.stop()
    assert played == len(stored(postgres_url, made["id"]).actions) > 0


def test_several_workers_on_sqlite_are_refused_in_one_line(tmp_path: Path) -> None:
    env = {**os.environ, "STRONGHOLD_DATA": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "stronghold.cli.main", "serve", "--workers", "2"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("error: --workers 2 needs PostgreSQL")
    assert done.stderr.count("\n") == 1
    assert not (tmp_path / "data" / "server.sqlite3").exists()


def test_a_move_taken_back_through_one_process_is_taken_back_in_the_other(
    postgres_url: str, tmp_path: Path
) -> None:
    """Seat 0 takes back its move through the first process: the seats and spectators on the
    second are told once and see the earlier position; the move as seen before is refused in
    both processes; a move made through the first is taken back through the second."""
    with server_pair(postgres_url, tmp_path) as (first, second):
        made = create_game(first, "guardians", [HUMAN, HUMAN], max_turns=2)
        tokens = [seat["token"] for seat in made["seats"]]
        mine = Socket.open(first, tokens[0])  # seat 0 on the first process...
        tab = Socket.open(second, tokens[0])  # ...and in a second tab, on the second
        theirs = Socket.open(second, tokens[1])
        watcher = Socket.open(second, made["spectator"]["token"])
        everyone = [mine, tab, theirs, watcher]

        def send(socket: Socket, message: dict[str, Any]) -> None:
            socket.connection.send(json.dumps(message))

        def told_to_all(actions: int) -> list[dict[str, Any]]:
            return [_update_at(socket, actions) for socket in everyone]

        try:
            for socket in everyone:
                socket.next_update()
            for _ in range(200):  # to seat 0 placing twice in a row (seat 1 done organizing)
                now = mine.last()
                to_act = now["to_act"]
                assert to_act is not None, "the game ended before seat 0 placed twice in a row"
                legal = [a["text"] for a in (mine if to_act == 0 else theirs).last()["legal"]]
                puts = [t for t in legal if t.startswith("put ")]
                if to_act == 1:
                    text = "ready" if "ready" in legal else legal[0]
                elif puts and theirs.last()["view"]["phase"] == "organize":
                    text = puts[0]
                else:
                    text = legal[0]
                before = [s.last() for s in everyone]
                send(mine if to_act == 0 else theirs, {"type": "action", "text": text})
                told_to_all(now["actions"] + 1)
                if text.startswith("put ") and mine.last()["to_act"] == 0:
                    break
            else:
                raise AssertionError("seat 0 never placed twice in a row")
            placed = mine.last()["actions"]
            put = [s.last() for s in everyone]
            # Taken back through the first process: every socket of the second is told, and
            # each view is back where it was before the put.
            send(mine, {"type": "undo", "after": placed})
            back = told_to_all(placed - 1)
            for socket, update, earlier in zip(everyone, back, before, strict=True):
                assert [e["kind"] for e in update["events"]] == ["undo"], socket
                assert update["view"] == earlier["view"]
                assert update["legal"] == earlier["legal"]
            # The put as seen before the take-back is stale in either process: refused.
            for socket in (tab, mine):
                send(socket, {"type": "action", "text": text, "after": placed})
                refused = socket.receive()
                # (Before, the take-back's own notice, come before the take-back was done,
                # made the first process tell it again: this was a second update.)
                assert refused["type"] == "error" and "already taken" in refused["error"], refused
            assert len(stored(postgres_url, made["id"]).actions) == placed - 1
            # Played again through the first process, then taken back through the second.
            send(mine, {"type": "action", "text": text, "after": placed - 1})
            again = told_to_all(placed)
            assert [u["view"] for u in again] == [u["view"] for u in put]
            send(tab, {"type": "undo", "after": placed})
            back = told_to_all(placed - 1)
            for update, earlier in zip(back, before, strict=True):
                assert update["view"] == earlier["view"]
                assert [e["kind"] for e in update["events"]] == ["undo"]
            assert back[0]["events"][0]["text"].startswith("You took back: put ")
            assert back[2]["events"][0]["text"].startswith("Seat 0 took back: put ")
        finally:
            for socket in everyone:
                socket.close()
    record = stored(postgres_url, made["id"])
    assert len(record.actions) == placed - 1
    final = replay(record)
    assert mine.last()["view"] == final.view(0) and theirs.last()["view"] == final.view(1)
    # Every socket was told every event once, numbered without gap.
    for socket in everyone:
        numbers = [e["n"] for f in socket.frames if f["type"] == "update" for e in f["events"]]
        assert numbers == list(range(1, len(numbers) + 1))


def _update_at(socket: Socket, actions: int) -> dict[str, Any]:
    """The socket's next update, which must be at ``actions`` actions."""
    update = socket.next_update()
    assert update["actions"] == actions, (update["actions"], actions)
    return update
