"""Several server processes over one PostgreSQL (``stronghold serve --workers N``, or several
hosts): PostgreSQL's own LISTEN/NOTIFY tells every process what another stored, and its
advisory locks choose the one process that plays a game's computer seats.

Each process keeps the games it serves in memory. Every stored action (and seat taken) is
announced on :data:`stronghold.server.store.CHANNEL` by the storing transaction itself; a
process holding that game catches up from the store and tells its own connections. Two
processes racing to store an action for one game cannot both succeed: the store numbers
actions in the storing transaction and refuses a second action with the same number.

The process that plays a game's computer seats holds the session-level advisory lock
(:data:`GAME_LOCKS`, game id) on a connection of its own; PostgreSQL frees it when that
connection ends, the process's death included, and another process's periodic sweep takes the
game over.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterable

import psycopg

from stronghold.server.store import CHANNEL

#: Told a notice: the game, and how many actions it has stored.
OnNotice = Callable[[int, int, bool], None]
#: Told that notices may have been missed (the listening connection was lost).
OnLost = Callable[[], None]

log = logging.getLogger("stronghold.server")

#: The first key of the two-key advisory locks ``(GAME_LOCKS, game id)`` held by the process
#: that plays a game's computer seats ("SG"; the migration lock's key has another high half).
GAME_LOCKS = 0x5347
#: How often a process looks for games with computer seats that no process plays (their
#: process ended), in seconds.
SWEEP_SECONDS = 2.0
#: How long to wait before connecting again when the connection to PostgreSQL was lost.
RECONNECT_SECONDS = 1.0


def libpq_url(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL (``postgresql+psycopg://…``) as libpq takes it."""
    scheme, _, rest = url.partition("://")
    return f"postgresql://{rest}" if scheme.startswith("postgres") else url


def parse_notice(payload: str) -> tuple[int, int, bool] | None:
    """A notice's game, number of stored actions, and whether a move was taken back
    (``GAME ACTIONS`` or ``GAME ACTIONS back``; None for anything else)."""
    parts = payload.split()
    back = len(parts) == 3 and parts[2] == "back"
    if len(parts) != 2 + back or not all(part.isdigit() for part in parts[:2]):
        return None
    return int(parts[0]), int(parts[1]), back


class Bus:
    """One server process's link to the others: the notices it listens to, and the advisory
    locks of the games whose computer seats it plays."""

    def __init__(self, url: str) -> None:
        self.url = libpq_url(url)
        #: The games whose computer seats this process plays (it holds their locks).
        self.driving: set[int] = set()
        self._listener: psycopg.AsyncConnection[object] | None = None
        self._locks: psycopg.AsyncConnection[object] | None = None
        self._locking = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None

    async def start(self, on_notice: OnNotice, on_lost: OnLost) -> None:
        """Listen: ``on_notice(game, actions, back)`` for every notice; ``on_lost()`` after the
        listening connection was lost and made again (notices may have been missed)."""
        self._listener = await self._listen()
        self._locks = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        self._task = asyncio.get_running_loop().create_task(self._read(on_notice, on_lost))

    async def _listen(self) -> psycopg.AsyncConnection[object]:
        connection = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await connection.execute(f"LISTEN {CHANNEL}")
        return connection

    async def _read(self, on_notice: OnNotice, on_lost: OnLost) -> None:
        while True:
            try:
                assert self._listener is not None
                async for notice in self._listener.notifies():
                    parsed = parse_notice(notice.payload)
                    if parsed is not None:
                        on_notice(*parsed)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("lost PostgreSQL notices (%s): listening again", exc)
            await asyncio.sleep(RECONNECT_SECONDS)
            try:
                if self._listener is not None:
                    await self._listener.close()
                self._listener = await self._listen()
            except Exception as exc:
                log.warning("cannot listen to PostgreSQL notices yet (%s)", exc)
                continue
            on_lost()

    async def _try_locks(self, games: Iterable[int]) -> list[int]:
        """Take the locks of ``games`` that no process holds; the games taken."""
        wanted = [game for game in games if game not in self.driving]
        if not wanted:
            return []
        async with self._locking:
            try:
                if self._locks is None or self._locks.closed:
                    # The old connection's locks went with it: no game is ours any more.
                    self.driving.clear()
                    self._locks = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                cursor = await self._locks.execute(
                    "SELECT game FROM unnest(%s::int[]) AS game "
                    "WHERE pg_try_advisory_lock(%s, game)",
                    (wanted, GAME_LOCKS),
                )
                taken = [int(row[0]) for row in await cursor.fetchall()]  # type: ignore[index]
            except psycopg.Error as exc:
                log.warning("cannot take games' locks (%s)", exc)
                if self._locks is not None:
                    await self._locks.close()
                return []
        self.driving.update(taken)
        return taken

    async def drive(self, game: int) -> bool:
        """Whether this process plays ``game``'s computer seats (taking its lock if free)."""
        if game in self.driving:
            return True
        return bool(await self._try_locks([game]))

    async def drive_any(self, games: Iterable[int]) -> list[int]:
        """Take every free lock among ``games``' (one round trip); the games taken."""
        return await self._try_locks(games)

    async def release(self, game: int) -> None:
        """Let go of a finished game's lock."""
        if game not in self.driving:
            return
        self.driving.discard(game)
        async with self._locking:
            if self._locks is None or self._locks.closed:
                return
            try:
                await self._locks.execute("SELECT pg_advisory_unlock(%s, %s)", (GAME_LOCKS, game))
            except psycopg.Error as exc:
                log.warning("cannot release game %s's lock (%s)", game, exc)

    async def close(self) -> None:
        """Stop listening and let go of every lock (the connections end)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for connection in (self._listener, self._locks):
            if connection is not None:
                await connection.close()
        self.driving.clear()
