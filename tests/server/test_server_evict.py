"""A game nobody is connected to and nothing plays leaves the server's memory after a while
(``Hall.evict``, ``stronghold serve --evict-after``) and is read again from the store when a
link of it is opened: at the same position, with every seat's events as they were — over a
SQLite file and a real PostgreSQL alike."""

from __future__ import annotations

import gc
import random
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import FAST, HUMAN, SHORT, Player, computer, create, play_all_humans

from stronghold.server import hall as hall_module
from stronghold.server.app import create_app
from stronghold.server.live import Connection

#: Far enough past any game's idleness in these tests.
LATER = 10_000.0


@contextmanager
def served(url: str, *, evict_after: float = LATER) -> Iterator[tuple[TestClient, Any]]:
    """A client of a fresh app over ``url`` and the app's hall (its live games)."""
    halls: list[hall_module.Hall] = []
    init = hall_module.Hall.__init__

    def keep(self: hall_module.Hall, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        halls.append(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hall_module.Hall, "__init__", keep)
        app = create_app(url, limits=FAST, evict_after=evict_after)
        with TestClient(app) as client:
            yield client, halls[0]


def evict(client: TestClient, hall: hall_module.Hall) -> int:
    """Evict (in the server's event loop) as if every game had been idle long enough."""
    assert client.portal is not None
    return int(client.portal.call(hall.evict, time.monotonic() + LATER))


def play(players: list[Player], count: int, rng: random.Random) -> None:
    """``count`` random legal actions by the seats to act (each brings every connection one
    update)."""
    for _ in range(count):
        current = players[0].last()
        assert current["outcome"] is None
        players[current["to_act"]].act(
            rng.choice(players[current["to_act"]].last()["legal"])["text"]
        )
        for player in players:
            assert player.next_update()["actions"] == current["actions"] + 1


def test_an_evicted_game_resumes_at_its_position_with_every_seats_events(
    database_url: str,
) -> None:
    rng = random.Random(12)
    with served(database_url) as (client, hall):
        made = create(client, "guardians", [HUMAN, HUMAN], **SHORT["guardians"])
        links = [seat["token"] for seat in made["seats"]] + [made["spectator"]["token"]]
        players = [Player(client.websocket_connect(f"/ws/{link}")) for link in links]
        for player in players:
            player.socket.__enter__()
            player.next_update()
        play(players, 12, rng)
        assert evict(client, hall) == 0  # connections are open: it stays
        for player in players:
            player.socket.__exit__(None, None, None)
        before = hall._games[made["id"]]
        gone = weakref.ref(before), weakref.ref(before.state)
        del before
        assert evict(client, hall) == 1
        assert made["id"] not in hall._games
        gc.collect()
        assert gone[0]() is None and gone[1]() is None  # nothing holds the game: freed
        # Each audience, connecting again from its first event, is told the same events, the
        # same table and the same actions as before it left; the game is in memory again.
        again = [Player(client.websocket_connect(f"/ws/{link}")) for link in links]
        for player, earlier in zip(again, players, strict=True):
            with player.socket:
                resumed = player.next_update()
            told = [e for f in earlier.frames for e in f["events"]]
            assert resumed["events"] == told
            last = earlier.last()
            for key in ("actions", "to_act", "legal", "view", "panels", "status"):
                assert resumed[key] == last[key], key
        assert made["id"] in hall._games
        # And it plays on to the end from there.
        players = [Player(client.websocket_connect(f"/ws/{link}")) for link in links]
        for player in players:
            player.socket.__enter__()
            player.next_update()
        assert play_all_humans(players[:2], players[2:], rng=rng) > 0
        for player in players:
            player.socket.__exit__(None, None, None)


def test_a_connection_to_a_game_evicted_meanwhile_joins_the_game_read_again(
    tmp_path: Path,
) -> None:
    with served(f"sqlite:///{tmp_path / 's.sqlite3'}") as (client, hall):
        made = create(client, "highlander-duel", [HUMAN, HUMAN])  # nothing plays meanwhile
        assert client.portal is not None
        stale = client.portal.call(hall.game, made["id"])
        assert evict(client, hall) == 1
        joined, first = client.portal.call(hall.connect, stale, Connection(0), 0)
        assert joined is not stale and hall._games[made["id"]] is joined
        assert joined.connections and not stale.connections
        assert first["actions"] == len(joined.state.history)


def test_idle_games_leave_memory_on_their_own_and_memory_stays_bounded(tmp_path: Path) -> None:
    rng = random.Random(3)
    with served(f"sqlite:///{tmp_path / 's.sqlite3'}", evict_after=0.2) as (client, hall):
        for _ in range(6):  # games a person left in the middle, each against the computer
            made = create(client, "promised-land", [HUMAN, computer()], **SHORT["promised-land"])
            me = Player(client.websocket_connect(f"/ws/{made['seats'][0]['token']}"))
            with me.socket:
                update = me.next_update()
                while not update["legal"]:
                    update = me.next_update()
                me.act(rng.choice(update["legal"])["text"])
                update = me.next_update()
                while not update["legal"]:  # the computer has answered: nothing under way
                    update = me.next_update()
        deadline = time.monotonic() + 30
        while hall._games and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not hall._games, f"{len(hall._games)} idle games kept in memory"


def test_a_restart_reads_back_only_the_games_a_computer_plays(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    with served(url) as (client, hall):
        people = create(client, "highlander-duel", [HUMAN, HUMAN])
        against = create(client, "highlander-duel", [HUMAN, computer()])
    with served(url) as (client, hall):
        assert client.portal is not None
        client.portal.call(hall.resume_all)
        # The game of people alone waits in the store for one of them to open a link.
        assert against["id"] in hall._games and people["id"] not in hall._games
        me = Player(client.websocket_connect(f"/ws/{people['seats'][0]['token']}"))
        with me.socket:
            assert me.next_update()["actions"] == 0
        assert people["id"] in hall._games
