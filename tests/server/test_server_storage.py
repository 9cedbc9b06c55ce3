"""The server's storage on SQLite and PostgreSQL: the shipped migrations build exactly the
tables the code declares, and an action is stored with its events in one transaction."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from server_helpers import HUMAN, create, server
from sqlalchemy import func, select
from starlette.websockets import WebSocketDisconnect

import stronghold.games
from stronghold.engine.events import Event as EngineEvent
from stronghold.server.db import Base, EventRow, SeatKind, Status, open_database
from stronghold.server.events import Event
from stronghold.server.store import SeatPlan, Store, StoreConflict


def test_the_migrations_build_the_declared_tables(database_url: str) -> None:
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
        open_database(database_url).dispose()  # migrating again changes nothing
        with engine.connect() as connection:
            version = MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()
    assert differences == []
    assert version == "0003"


def test_an_action_and_its_events_are_stored_together_or_not_at_all(database_url: str) -> None:
    engine = open_database(database_url)
    try:
        store = Store(engine)
        seats = [SeatPlan(SeatKind.HUMAN, "token-a"), SeatPlan(SeatKind.HUMAN, "token-b")]
        game = store.create("highlander-duel", {}, 2**64 - 1, seats, "token-spectator")
        told = {"seat-0": [(1, 1, Event("action", "seat 0: draw"))], "spectator": []}
        store.record(game, number=1, seat=0, text="draw", events=told, status=Status.RUNNING,
                     outcome=None)  # fmt: skip
        # Action 1 again (another writer got there first): refused, and none of its events
        # are kept either.
        again = {"seat-0": [(2, 1, Event("action", "seat 0: draw"))]}
        with pytest.raises(StoreConflict):
            store.record(game, number=1, seat=0, text="draw", events=again,
                         status=Status.RUNNING, outcome=None)  # fmt: skip
        stored = store.load(game)
        with engine.connect() as connection:
            events = connection.execute(select(func.count()).select_from(EventRow)).scalar_one()
    finally:
        engine.dispose()
    assert stored is not None
    assert stored.actions == ("draw",) and events == 1 and stored.event_counts == {"seat-0": 1}
    assert stored.seed == 2**64 - 1  # a 64-bit seed survives the trip (PostgreSQL too)
    assert store.holder("token-b") is None  # an invitation admits no one until it is taken
    taken = store.take("token-b", "secret-b")
    assert taken is not None and taken.seat == 1 and store.take("token-b", "again") is None
    assert store.holder("secret-b") == taken and store.holder("token-b") is None
    assert store.holder("token-spectator") is not None
    assert store.holder("token-c") is None


def test_d6_a_game_that_no_longer_replays_does_not_stop_the_server(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    with server(url) as client:
        good = create(client, "highlander-duel", [HUMAN, HUMAN])
    engine = open_database(url)
    try:
        store = Store(engine)
        seats = [SeatPlan(SeatKind.HUMAN, "token-a"), SeatPlan(SeatKind.HUMAN, "token-b")]
        broken = store.create("highlander-duel", {}, 7, seats, "token-spectator")
        # An action the rules no longer take (say, after an update of the card data).
        store.record(broken, number=1, seat=0, text="no such move 7x", events={},
                     status=Status.RUNNING, outcome=None)  # fmt: skip
    finally:
        engine.dispose()
    with server(url) as client:
        answer = client.get(f"/api/play/{good['spectator']['token']}")
        assert answer.status_code == 200 and answer.json()["actions"] == 0
        refused = client.get("/api/play/token-spectator")
        assert refused.status_code == 400
        assert refused.json() == {"error": "this game cannot be resumed"}
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect("/ws/token-spectator") as socket,
        ):
            socket.receive_json()
        assert closed.value.code == 4410
    assert "no such move 7x" not in caplog.text  # a stored move is never quoted


def test_o2_an_event_with_a_long_kind_is_stored(database_url: str) -> None:
    engine = open_database(database_url)
    try:
        store = Store(engine)
        seats = [SeatPlan(SeatKind.HUMAN, "token-a"), SeatPlan(SeatKind.HUMAN, "token-b")]
        game = store.create("highlander-duel", {}, 7, seats, "token-spectator")
        told = {"seat-0": [(1, 1, Event("a-kind-longer-than-sixteen-characters", "you upgrade"))]}
        store.record(game, number=1, seat=0, text="draw", events=told,
                     status=Status.RUNNING, outcome=None)  # fmt: skip
        stored = store.events_since(game, "seat-0", 0)
    finally:
        engine.dispose()
    assert stored[0]["kind"] == "a-kind-longer-than-sixteen-characters"


def test_o2_every_games_event_kind_fits_the_events_table() -> None:
    for module in pkgutil.walk_packages(stronghold.games.__path__, "stronghold.games."):
        importlib.import_module(module.name)
    kinds: set[str] = set()
    pending = list(EngineEvent.__subclasses__())
    while pending:
        event = pending.pop()
        kinds.add(event.kind)
        pending.extend(event.__subclasses__())
    assert len(kinds) > 10  # the games' events were found
    width = EventRow.__table__.c.kind.type.length
    assert not [kind for kind in kinds if len(kind) > width]


def test_actions_stored_together_stay_each_whole_and_a_conflict_spoils_no_other(
    database_url: str,
) -> None:
    """Many games' actions recorded at once (on SQLite, several share one commit): every one
    stored with its events; one refused as a conflict writes nothing and harms no other."""
    import threading

    engine = open_database(database_url)
    try:
        store = Store(engine)
        games = [
            store.create(
                "highlander-duel",
                {},
                n,
                [SeatPlan(SeatKind.HUMAN, f"a-{n}"), SeatPlan(SeatKind.HUMAN, f"b-{n}")],
                f"spectator-{n}",
            )
            for n in range(8)
        ]
        refused: list[int] = []
        start = threading.Barrier(len(games) + 1)

        def play(game: int) -> None:
            start.wait()
            for number in (1, 2, 3):
                told = {"seat-0": [(number, number, Event("action", f"seat 0: move {number}"))]}
                try:
                    store.record(game, number=number, seat=0, text=f"move {number}",
                                 events=told, status=Status.RUNNING, outcome=None)  # fmt: skip
                except StoreConflict:  # the stale action came first: this game stops
                    return

        def stale() -> None:  # action 1 of the first game again, among the others
            start.wait()
            told = {"spectator": [(9, 1, Event("action", "seat 0: stale"))]}
            try:
                store.record(games[0], number=1, seat=0, text="stale", events=told,
                             status=Status.RUNNING, outcome=None)  # fmt: skip
            except StoreConflict:
                refused.append(games[0])

        threads = [threading.Thread(target=play, args=(game,)) for game in games]
        threads.append(threading.Thread(target=stale))
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        loaded = [store.load(game) for game in games]
        with engine.connect() as connection:
            events = connection.execute(select(func.count()).select_from(EventRow)).scalar_one()
    finally:
        engine.dispose()
    # The stale action lost the race (refused, nothing of it kept) unless it came first, when
    # the first game's own action 1 was the one refused: either way exactly one of the two.
    first = loaded[0]
    assert first is not None
    if refused:
        assert first.actions == ("move 1", "move 2", "move 3")
    else:
        assert first.actions[0] == "stale"
    for stored in loaded[1:]:
        assert stored is not None
        assert stored.actions == ("move 1", "move 2", "move 3")
        assert stored.event_counts == {"seat-0": 3}
    assert events == 3 * len(games) - (0 if refused else 2)
