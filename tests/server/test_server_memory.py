"""The server's lighter pieces: a connection's outbox, the websocket's ``since``, the setup
shared by live games set up alike, and the cyclic collector while a server runs."""

from __future__ import annotations

import asyncio
import gc
import time
import weakref
from pathlib import Path

import pytest
from server_helpers import server

from stronghold.server import collector
from stronghold.server.app import since_asked
from stronghold.server.live import QUEUE_LIMIT, Outbox, OutboxFull, shared_game
from stronghold.server.requests import MAX_SINCE


def test_an_outbox_gives_its_messages_in_order_and_refuses_past_its_limit() -> None:
    async def main() -> None:
        outbox = Outbox()
        waiting = asyncio.ensure_future(outbox.get())
        await asyncio.sleep(0)
        assert not waiting.done()  # nothing yet: the writer waits
        outbox.put_nowait("a")
        assert await waiting == "a"
        for number in range(QUEUE_LIMIT):
            outbox.put_nowait(str(number))
        with pytest.raises(OutboxFull):
            outbox.put_nowait("one too many")
        late = asyncio.ensure_future(outbox.put("late"))  # waits for room
        await asyncio.sleep(0)
        assert not late.done()
        assert await outbox.get() == "0"
        await late
        taken = [await outbox.get() for _ in range(QUEUE_LIMIT)]
        assert taken == [str(number) for number in range(1, QUEUE_LIMIT)] + ["late"]
        assert len(outbox) == 0

    asyncio.run(main())


def test_a_websockets_since_is_a_bounded_integer() -> None:
    assert since_asked("0") == 0
    assert since_asked("17") == 17
    assert since_asked("-4") == 0
    assert since_asked(str(MAX_SINCE)) == MAX_SINCE
    assert since_asked(str(MAX_SINCE + 1)) is None
    assert since_asked(str(10**20)) is None
    assert since_asked("seven") is None
    assert since_asked("") is None


def test_games_set_up_alike_share_one_setup_and_others_do_not() -> None:
    first = shared_game("highlander-duel", {})
    assert shared_game("highlander-duel", {}) is first
    other = shared_game("highlander-duel", {"rules": {"face_up_cards": 4}})
    assert other is not first
    assert first.new_state(seed=1).fingerprint() != other.new_state(seed=1).fingerprint()


class _Cycle:
    """An object in a reference cycle (only the cyclic collector frees it)."""

    def __init__(self) -> None:
        self.me = self


def test_a_running_server_freezes_its_start_and_collects_the_old_generation_on_a_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(collector, "FULL_EVERY", 0.05)
    before = gc.get_threshold()
    with server(f"sqlite:///{tmp_path}/clock.sqlite3") as client:
        assert client.get("/api/catalog").status_code == 200
        assert gc.get_freeze_count() > 0  # what the server loaded to start
        assert gc.get_threshold() == collector.THRESHOLDS  # the old generation: on the clock
        cycle = _Cycle()
        gone = weakref.ref(cycle)
        gc.collect(1)  # the cycle survives the young collections: it is old now
        del cycle
        for _ in range(200):  # ten seconds at most
            if gone() is None:
                break
            time.sleep(0.05)
        assert gone() is None  # the clock's full collection freed it
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
