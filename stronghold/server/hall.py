"""The games being played: each rebuilt from storage, acted on through the seat-aware apply,
stored before anyone is told, and told to each audience in its own words.

A computer seat thinks in a worker thread (never on the event loop) on a copy of the state,
within its thinking time; when the time is up it plays a random legal action instead. Either
way the move is published when the thinking time is up, never sooner.

Over PostgreSQL, several server processes may serve the same games (stronghold.server.shared):
a process catches up from the store when another announces a stored action, and plays a
game's computer seats only while it holds that game's advisory lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
from collections.abc import Coroutine
from concurrent.futures import Executor
from typing import Any

from stronghold.agents import Agent, make_agent
from stronghold.agents.ismcts import within
from stronghold.engine.actions import Action
from stronghold.engine.errors import StrongholdError
from stronghold.engine.rng import Rng
from stronghold.engine.state import State
from stronghold.server import undo
from stronghold.server.db import SeatKind, Status
from stronghold.server.diff import changes
from stronghold.server.events import Audience, audience_events, audience_key, public_outcome
from stronghold.server.live import (
    Connection,
    GameBroken,
    LiveGame,
    OutboxFull,
    Table,
    encoded,
    rebuild,
)
from stronghold.server.shared import SWEEP_SECONDS, Bus
from stronghold.server.store import SeatInfo, Store, StoreConflict, event_json

log = logging.getLogger("stronghold.server")

#: Numbers of the tables (view and panels) sent: every one built gets the next.
_versions = itertools.count(1)

#: Thinking time of a computer seat when the game's creator gives none, in seconds.
DEFAULT_THINKING = 2.0
#: The refusal when an action could not be taken for a fault of the server (not of the action).
NOT_TAKEN = "the server could not take the action; try again"
#: The longest wait, in seconds, before a computer seat tries again after a failed store.
MAX_BACKOFF = 10.0
#: How many worker threads one game may hold (a thread out of time thinks on: until it ends,
#: the game's computer seats play the fallback rather than take another worker).
MAX_THREADS_PER_GAME = 1
#: Seconds a game may stay in memory with no connection open and nothing to play before it
#: leaves memory (it is read again from storage when a link of it is opened).
EVICT_AFTER = 600.0


class Hall:
    """The live games of one server process, over one store (shared with other processes
    through ``bus`` on PostgreSQL)."""

    def __init__(
        self,
        store: Store,
        executor: Executor,
        *,
        bus: Bus | None = None,
        evict_after: float = EVICT_AFTER,
    ) -> None:
        self.store = store
        self.executor = executor
        self.bus = bus
        #: Seconds a game with no connection and nothing to play stays in memory.
        self.evict_after = evict_after
        self._games: dict[int, LiveGame] = {}
        self._loading = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        #: Games that could not be rebuilt from storage (say, after a change of the rules).
        self._broken: set[int] = set()

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` as a task of the hall's (cancelled at shutdown)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def game(self, game: int) -> LiveGame | None:
        """The live game ``game``, rebuilt from storage if it is not in memory (None if none)."""
        live = self._games.get(game)
        if live is not None:
            if not live.connections:
                live.idle_since = time.monotonic()  # asked for: not idle
            self.kick(live)  # a computer seat that stopped (say, at a failed store) plays on
            return live
        async with self._loading:
            live = self._games.get(game)
            if live is None:
                if game in self._broken:
                    raise GameBroken("this game cannot be resumed")
                stored = await asyncio.to_thread(self.store.load, game)
                if stored is None:
                    return None
                try:
                    live = await asyncio.to_thread(rebuild, stored)
                except Exception as exc:  # the reason may quote a stored move: not told
                    log.error("game %s cannot be resumed: %s", game, type(exc).__name__)
                    self._broken.add(game)
                    raise GameBroken("this game cannot be resumed") from None
                live.idle_since = time.monotonic()
                self._games[game] = live
        if self.bus is not None:
            # What another process stored between the load and now was announced to nobody
            # here yet: catch up once (later announcements find the game in memory).
            await self.catch_up(live)
        else:
            self.kick(live)
        return live

    async def resume_all(self) -> int:
        """Rebuild every unfinished game with a computer seat (after a restart) and let its
        computers play on (a game of people alone is read when a link of it is opened); a
        game that no longer replays is logged and left (its links answer that it cannot be
        resumed). Over a shared PostgreSQL, only the games with computer seats no other
        process plays (then again every few seconds, to take over those of a process that
        ended). How many were resumed."""
        if self.bus is not None:
            taken = await self.sweep()
            self._spawn(self._sweep_forever())
            return taken
        # Only games a computer seat plays: the others wait for a person, who opens a link
        # (and a server up for weeks would read back every game ever left unfinished).
        games = await asyncio.to_thread(self.store.unfinished, computers_only=True)
        resumed = 0
        for game in games:
            with contextlib.suppress(GameBroken):  # logged; the other games go on
                await self.game(game)
                resumed += 1
        return resumed

    def resume_in_background(self) -> None:
        """:meth:`resume_all` as a task of the hall's: the server answers meanwhile (a game
        asked for is loaded on the spot, as always)."""

        async def resume() -> None:
            try:
                resumed = await self.resume_all()
            except Exception:
                log.exception("resuming the unfinished games failed")
                return
            if resumed:
                log.info("resumed %d unfinished games", resumed)

        self._spawn(resume())

    # --- several processes over one PostgreSQL ---------------------------------------------

    def noticed(self, game: int, actions: int, back: bool = False) -> None:
        """A process (maybe this one) stored something for ``game``: catch up if it is in
        memory here and behind (or waiting for seats, which a notice may have taken); after a
        take-back, take the game as stored again if it differs from what is here. (A notice
        of an action stored here comes after the game here may have moved on: being ahead of
        a notice means nothing; so may the notice of a take-back made here.)"""
        live = self._games.get(game)
        if live is None:
            return
        if back:
            self._spawn(self.resync(live))
        elif actions > len(live.state.history) or live.status is Status.OPEN:
            self._spawn(self.catch_up(live))

    async def resync(self, live: LiveGame) -> None:
        """Take ``live`` as stored again if the store differs from it (another process took a
        move back, or notices were missed), telling each connection the events it was not
        told yet; nothing if it is the same (the take-back was made here, or already read).

        Event numbers only grow, and every action and take-back tells every audience some
        event: the same actions and event counts are the same game."""
        async with live.lock:
            stored = await asyncio.to_thread(self.store.load, live.id)
            if stored is None:
                return
            if (
                len(stored.actions) == len(live.state.history)
                and stored.event_counts == live.event_counts
            ):
                return
            try:
                fresh = await asyncio.to_thread(rebuild, stored)
            except Exception as exc:  # the reason may quote a stored move: not logged
                log.error("game %s: not read again from storage: %s", live.id, type(exc).__name__)
                return
            told = dict(live.event_counts)
            live.state = fresh.state
            live.status = fresh.status
            live.seats = fresh.seats
            live.event_counts = fresh.event_counts
            events = {
                key: await asyncio.to_thread(
                    self.store.events_since, live.id, key, told.get(key, 0), until=count
                )
                for key, count in live.event_counts.items()
            }
            self._send(live, events)
        self.kick(live)

    def notices_lost(self) -> None:
        """Notices may have been missed (a take-back among them): take every game in memory
        as stored again where it differs."""
        for live in list(self._games.values()):
            self._spawn(self.resync(live))

    async def catch_up(self, live: LiveGame) -> None:
        """Apply what the store holds beyond ``live``'s state, telling each connection."""
        async with live.lock:
            await self._catch_up(live)
        self.kick(live)

    async def _catch_up(self, live: LiveGame) -> None:
        """:meth:`catch_up` with the game's lock held."""
        progress = await asyncio.to_thread(self.store.progress, live.id, len(live.state.history))
        if progress is None:
            return
        live.seats = tuple(
            SeatInfo(s.index, s.kind, s.agent, s.thinking_seconds, s.deck, claimed)
            for s, claimed in zip(live.seats, progress.claimed, strict=True)
        )
        for move in progress.moves:
            if move.number != len(live.state.history) + 1:
                break
            live.state.apply_text(move.text, seat=move.seat)
            for key, events in move.events.items():
                if events:
                    live.event_counts[key] = events[-1]["n"]
            live.status = (
                Status.FINISHED
                if live.state.is_terminal()
                else Status.RUNNING
                if progress.status is Status.FINISHED
                else progress.status
            )
            self._send(live, move.events)
        if not progress.moves:
            live.status = progress.status

    async def sweep(self) -> int:
        """Take every unfinished game with computer seats that no process plays (its
        process ended, or the server starts); how many were taken."""
        assert self.bus is not None
        games = await asyncio.to_thread(self.store.unfinished, computers_only=True)
        taken = await self.bus.drive_any(games)
        for game in taken:
            live = self._games.get(game)
            if live is None:
                await self.game(game)
            else:
                await self.catch_up(live)
        return len(taken)

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                await self.sweep()
            except Exception:
                log.exception("looking for games no process plays failed")

    async def close(self) -> None:
        """Stop every computer seat's thinking (at shutdown)."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # --- what an audience receives ---------------------------------------------------------

    def update(
        self, live: LiveGame, audience: Audience, events: list[dict[str, Any]]
    ) -> dict[str, Any]:
        """The message an audience receives: its view (and the game's panels drawn from that
        view alone), its events, and — only for the seat to act, if a person plays it — the
        legal actions with their phrases."""
        message, table = self._update(live, audience, events)
        message.update(table.document)
        message["version"] = table.version
        return message

    def _update(
        self,
        live: LiveGame,
        audience: Audience,
        events: list[dict[str, Any]],
        *,
        panels: bool = True,
    ) -> tuple[dict[str, Any], Table]:
        """An audience's update without its table (view and, if ``panels``, the panels), and
        the table."""
        message, view = self._message(live, audience, events)
        return message, self._table(live, audience, view, panels=panels)

    @staticmethod
    def _table(live: LiveGame, audience: Audience, view: Any, *, panels: bool) -> Table:
        """An audience's table: its view, and the game's panels drawn from it if ``panels``."""
        if not panels:
            return Table(next(_versions), {"view": view})
        drawn = live.state.game.present_view(view, audience)
        return Table(next(_versions), {"view": view, "panels": drawn})

    def _message(
        self, live: LiveGame, audience: Audience, events: list[dict[str, Any]]
    ) -> tuple[dict[str, Any], Any]:
        """An audience's update without its table, and its view."""
        state = live.state
        to_act = state.current_seat
        legal: list[dict[str, str]] = []
        if (
            audience is not None
            and audience == to_act
            and live.seats[audience].kind is SeatKind.HUMAN
        ):
            legal = [
                {"text": str(action), "description": state.describe_action(action, audience)}
                for action in state.legal_actions()
            ]
        view = state.view(audience)
        message = {
            "type": "update",
            "game": live.id,
            "seat": audience,
            "actions": len(state.history),
            "status": live.status.value,
            "to_act": to_act,
            "legal": legal,
            "events": events,
            "outcome": public_outcome(state),
        }
        return message, view

    async def snapshot(self, live: LiveGame, audience: Audience, since: int) -> dict[str, Any]:
        """An audience's update with its stored events after ``since``."""
        async with live.lock:
            return await self._snapshot(live, audience, since)

    async def _snapshot(self, live: LiveGame, audience: Audience, since: int) -> dict[str, Any]:
        key = audience_key(audience)
        told = live.event_counts.get(key, 0)  # what the state in memory has told so far
        events = await asyncio.to_thread(self.store.events_since, live.id, key, since, until=told)
        return self.update(live, audience, events)

    async def connect(
        self, live: LiveGame, connection: Connection, since: int
    ) -> tuple[LiveGame, dict[str, Any]]:
        """Register a connection and give it its first update (its table whole); from then
        on every update of its audience is queued for it, in order, with the changes of its
        table since the one it was last sent. The game connected to is returned: ``live``,
        or, if ``live`` left memory meanwhile (:meth:`evict`), the game read again."""
        while True:
            async with live.lock:
                if self._games.get(live.id) is live:
                    live.connections.add(connection)
                    live.idle_since = None
                    return live, await self._full(live, connection, since)
            again = await self.game(live.id)
            if again is None:
                raise GameBroken("this game cannot be resumed")
            live = again

    async def resend(self, live: LiveGame, connection: Connection, since: int) -> None:
        """Queue a connection its update with its events after ``since`` and its table whole
        (a client's sync: it missed something), in order with the updates queued for it."""
        async with live.lock:
            message = await self._full(live, connection, since)
            try:
                connection.queue.put_nowait(encoded(message))
            except OutboxFull:  # a client that reads nothing: let it reconnect
                live.connections.discard(connection)
                connection.dropped = True

    async def _full(self, live: LiveGame, connection: Connection, since: int) -> dict[str, Any]:
        """A connection's update with its events after ``since`` and its table whole, which
        becomes the table it was last sent (with the game's lock held)."""
        key = audience_key(connection.audience)
        told = live.event_counts.get(key, 0)
        events = await asyncio.to_thread(self.store.events_since, live.id, key, since, until=told)
        message, table = self._update(live, connection.audience, events, panels=connection.panels)
        for other in live.connections:  # the audience's other tabs: one table, one message
            if (
                other.audience == connection.audience
                and other.sent is not None
                and other.sent.document == table.document
            ):
                table = other.sent
                break
        message.update(table.document)
        message["version"] = table.version
        connection.sent = table
        return message

    def disconnect(self, live: LiveGame, connection: Connection) -> None:
        """Forget a closed connection."""
        live.connections.discard(connection)
        if not live.connections:
            live.idle_since = time.monotonic()
        self.release(live)

    def evict(self, now: float | None = None) -> int:
        """Let every game idle for :attr:`evict_after` seconds at ``now`` (``time.monotonic``)
        leave memory: no connection open and nothing under way (no computer seat thinking,
        no worker thread, its lock free). It is read again from storage, as after a restart,
        when a link of it is opened; the number of games let go. Synchronous: no other task
        runs while it looks."""
        now = time.monotonic() if now is None else now
        idle = [live for live in self._games.values() if self._idle(live, now)]
        for live in idle:
            del self._games[live.id]
            if self.bus is not None and live.id in self.bus.driving:
                self._spawn(self.bus.release(live.id))  # another process may play it now
        return len(idle)

    def _idle(self, live: LiveGame, now: float) -> bool:
        return (
            not live.connections
            and live.idle_since is not None
            and now - live.idle_since >= self.evict_after
            and not live.lock.locked()
            and (live.thinking is None or live.thinking.done())
            and all(work.done() for work in live.threads)
        )

    def evict_in_background(self) -> None:
        """:meth:`evict` every quarter of :attr:`evict_after` (between 0.05 s and a minute),
        as a task of the hall's."""
        every = min(60.0, max(0.05, self.evict_after / 4))

        async def evict_forever() -> None:
            while True:
                await asyncio.sleep(every)
                if gone := self.evict():
                    log.debug("%d idle games left memory", gone)

        self._spawn(evict_forever())

    def release(self, live: LiveGame) -> None:
        """Let a finished game nobody is connected to leave memory (it is read again from
        storage if a link of it is opened)."""
        if (
            live.status is Status.FINISHED
            and not live.connections
            and self._games.get(live.id) is live
        ):
            del self._games[live.id]

    async def claim(self, live: LiveGame, seat: int) -> None:
        """A person opened seat ``seat``'s link: the seat is taken."""
        if live.seats[seat].claimed:
            return
        async with live.lock:
            live.status = await asyncio.to_thread(self.store.claim, live.id, seat)
            seats = list(live.seats)
            old = seats[seat]
            seats[seat] = SeatInfo(
                old.index, old.kind, old.agent, old.thinking_seconds, old.deck, claimed=True
            )
            live.seats = tuple(seats)

    # --- acting ----------------------------------------------------------------------------

    async def act(
        self, live: LiveGame, seat: int, text: str, *, after: int | None = None
    ) -> str | None:
        """Apply ``text`` for ``seat`` through the seat-aware apply, store it with every
        audience's events in one transaction, then tell each connection its own; the refusal
        reason (one line) if the action is not taken. ``after`` (the number of actions the
        client had seen), if given, must be the number played: else the action is stale."""
        async with live.lock:
            if after is not None and after > len(live.state.history) and self.bus is not None:
                await self._catch_up(live)  # another process may have played what it saw
            if after is not None and after != len(live.state.history):  # a resend: not again
                return f"this decision was already taken: {len(live.state.history)} actions now"
            refusal = await self._act(live, seat, text, again=self.bus is not None)
        self.kick(live)
        self.release(live)
        return refusal

    async def _act(self, live: LiveGame, seat: int, text: str, *, again: bool) -> str | None:
        """:meth:`act` with the game's lock held; if ``again``, an action refused or beaten
        to the store by another process is tried once more after catching up from the
        store (another process may have moved the game on)."""
        state = live.state
        refusal = state.refusal(text, seat=seat)  # a seat not to act: nothing is parsed
        if refusal is not None:
            if again:
                await self._catch_up(live)
                return await self._act(live, seat, text, again=False)
            return refusal
        before = state.clone()
        try:  # from apply to a successful store: on any failure, the state as stored
            try:
                action = state.apply_text(text, seat=seat)
            except StrongholdError as exc:
                live.state = before
                if again:
                    await self._catch_up(live)
                    return await self._act(live, seat, text, again=False)
                return exc.reason
            told = audience_events(before, action, state)
            number = len(state.history)
            numbered: dict[str, list[tuple[int, int, Any]]] = {}
            for audience, events in told.items():
                key = audience_key(audience)
                first = live.event_counts.get(key, 0) + 1
                numbered[key] = [(first + i, number, e) for i, e in enumerate(events)]
            status = Status.FINISHED if state.is_terminal() else live.status
            try:
                await self._store_action(
                    live.id,
                    number=number,
                    seat=seat,
                    text=str(action),
                    events=numbered,
                    status=status,
                    outcome=public_outcome(state),
                )
            except StoreConflict:
                live.state = before  # another process stored action `number` first
                if again:
                    await self._catch_up(live)
                    return await self._act(live, seat, text, again=False)
                return "the game moved on meanwhile; try again"
        except Exception:
            live.state = before  # nothing told, nothing kept: the state as stored
            log.exception("game %s: action %s not taken", live.id, len(before.history) + 1)
            return NOT_TAKEN
        except BaseException:  # cancelled (shutdown): the state as stored, and stop
            live.state = before
            raise
        live.status = status
        for key, entries in numbered.items():
            live.event_counts[key] = entries[-1][0]
        self._tell(live, told, numbered)
        return None

    async def _store_action(self, game: int, **stored: Any) -> None:
        """Store an action and its events (:meth:`Store.record`), the loop free meanwhile:
        over SQLite the store's writer thread takes it along with the others waiting, and
        no thread of ours waits for it; over PostgreSQL in a thread, one transaction each."""
        if self.store.writes_in_background:
            await asyncio.wrap_future(self.store.record_soon(game, **stored))
        else:
            await asyncio.to_thread(self.store.record, game, **stored)

    async def take_back(self, live: LiveGame, seat: int, *, after: int | None = None) -> str | None:
        """Take back ``seat``'s last move where the game's rule allows it (``undo.plan``),
        stored with every audience's event telling it in one transaction, then told; the
        refusal reason (one line) otherwise. ``after`` as for :meth:`act`."""
        async with live.lock:
            if after is not None and after > len(live.state.history) and self.bus is not None:
                await self._catch_up(live)  # another process may have played what it saw
            state = live.state
            if after is not None and after != len(state.history):
                return f"this decision was already taken: {len(state.history)} actions now"
            planned = await undo.plan_async(state, seat)
            if isinstance(planned, str):
                return planned
            number = len(state.history)
            numbered: dict[str, list[tuple[int, int, Any]]] = {}
            for audience, events in planned.told.items():
                key = audience_key(audience)
                first = live.event_counts.get(key, 0) + 1
                numbered[key] = [(first + i, number - 1, e) for i, e in enumerate(events)]
            try:
                await asyncio.to_thread(
                    self.store.take_back, live.id, number=number, events=numbered
                )
            except StoreConflict:  # another process stored or took back something first
                if self.bus is not None:
                    self._spawn(self.resync(live))
                return "the game moved on meanwhile; try again"
            except Exception:
                log.exception("game %s: action %s not taken back", live.id, number)
                return NOT_TAKEN
            live.state = planned.earlier
            for key, entries in numbered.items():
                live.event_counts[key] = entries[-1][0]
            self._tell(live, planned.told, numbered)
        self.kick(live)
        return None

    def _tell(
        self,
        live: LiveGame,
        told: dict[Audience, Any],
        numbered: dict[str, list[tuple[int, int, Any]]],
    ) -> None:
        """Queue each open connection its own audience's events and update."""
        del told
        self._send(
            live,
            {
                key: [event_json(n, action, event) for n, action, event in entries]
                for key, entries in numbered.items()
            },
        )

    def _send(self, live: LiveGame, events: dict[str, list[dict[str, Any]]]) -> None:
        """Queue each open connection its update with its audience's ``events`` and the
        changes of its table since the one it was last sent (its table whole if none). The
        update and table are built once per audience, the message encoded once per audience
        and earlier table, however many connections share them; an audience with no open
        connection costs nothing."""
        built: dict[Audience, tuple[dict[str, Any], Any]] = {}
        tables: dict[tuple[Audience, bool], Table] = {}
        messages: dict[tuple[Audience, bool, int], str] = {}
        for connection in list(live.connections):
            audience = connection.audience
            if audience not in built:
                told = events.get(audience_key(audience), [])
                built[audience] = self._message(live, audience, told)
            message, view = built[audience]
            shape = (audience, connection.panels)
            if shape not in tables:
                tables[shape] = self._table(live, audience, view, panels=connection.panels)
            table = tables[shape]
            earlier = connection.sent
            key = (audience, connection.panels, 0 if earlier is None else earlier.version)
            if key not in messages:
                if earlier is None:
                    whole = {**message, **table.document, "version": table.version}
                    messages[key] = encoded(whole)
                else:
                    since = {"base": earlier.version, "version": table.version}
                    found = changes(earlier.document, table.document)
                    messages[key] = encoded({**message, **since, "changes": found})
            connection.sent = table
            try:
                connection.queue.put_nowait(messages[key])
            except OutboxFull:  # a client that reads nothing: let it reconnect
                live.connections.discard(connection)
                connection.dropped = True

    # --- computer seats --------------------------------------------------------------------

    def kick(self, live: LiveGame) -> None:
        """Let a computer seat play if it is to act (and is not thinking already)."""
        if self.bus is not None and live.state.is_terminal() and live.id in self.bus.driving:
            self._spawn(self.bus.release(live.id))
        if live.thinking is not None and not live.thinking.done():
            return
        if not self._computer_to_act(live):
            return
        task = asyncio.get_running_loop().create_task(self._computers(live))
        live.thinking = task
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    def _computer_to_act(live: LiveGame) -> bool:
        seat = live.state.current_seat
        return (
            not live.state.is_terminal()
            and seat is not None
            and live.seats[seat].kind is SeatKind.COMPUTER
        )

    async def _computers(self, live: LiveGame) -> None:
        """Play computer seats while one is to act (over a shared PostgreSQL, only in the
        process holding the game's lock)."""
        if self.bus is not None and not await self.bus.drive(live.id):
            return
        failures = 0
        while True:
            async with live.lock:
                if not self._computer_to_act(live):
                    return
                seat = live.state.current_seat
                assert seat is not None
                world = live.state.clone()
                agent = self._agent(live, seat)
            info = live.seats[seat]
            budget = info.thinking_seconds or DEFAULT_THINKING
            loop = asyncio.get_running_loop()
            # The move is published exactly ``budget`` after the seat came to act (or its
            # thread started), whether the agent answered early or not: when it comes tells
            # nothing about the seat's hand.
            publish_at = loop.time() + budget
            live.threads = {work for work in live.threads if not work.done()}
            try:
                if len(live.threads) >= MAX_THREADS_PER_GAME:
                    raise TimeoutError  # its threads still think past their time: no more
                started: asyncio.Future[None] = loop.create_future()
                work = self.executor.submit(_think, loop, started, agent, world, seat)
                live.threads.add(work)
                await started  # the clock runs from when a worker takes it up, not before
                publish_at = loop.time() + budget
                choice = await asyncio.wait_for(asyncio.wrap_future(work), budget)
                text = str(choice)
            except TimeoutError:
                # The thread goes on with its own copy; the seat gets a fresh agent.
                live.agents.pop(seat, None)
                text = fallback(agent, world)
                log.info("game %s: seat %s ran out of thinking time", live.id, seat)
            except Exception:  # a bug in the agent: played like a timeout
                live.agents.pop(seat, None)
                text = fallback(agent, world)
                log.exception("game %s: seat %s's agent failed; a random move", live.id, seat)
            await asyncio.sleep(max(0.0, publish_at - loop.time()))
            refusal = await self.act(live, seat, text)
            if refusal == NOT_TAKEN:  # not stored: wait, take the game as stored, go on
                await asyncio.sleep(min(MAX_BACKOFF, 0.05 * 2**failures))
                failures += 1
                await self._reload(live)
                continue
            failures = 0
            if refusal is not None:
                log.error("game %s: computer seat %s was refused: %s", live.id, seat, refusal)
                if await self.act(live, seat, fallback(agent, world)) is not None:
                    return

    async def _reload(self, live: LiveGame) -> None:
        """Take ``live``'s state from storage again (after a failed store); a failure to read
        it is logged and the game left as it is (tried again later)."""
        try:
            stored = await asyncio.to_thread(self.store.load, live.id)
            fresh = await asyncio.to_thread(rebuild, stored) if stored is not None else None
        except Exception as exc:  # the reason may quote a stored move: not logged
            log.error("game %s: not read again from storage: %s", live.id, type(exc).__name__)
            return
        if fresh is None:
            return
        async with live.lock:
            live.state = fresh.state
            live.status = fresh.status
            live.seats = fresh.seats
            live.event_counts = fresh.event_counts

    def _agent(self, live: LiveGame, seat: int) -> Agent:
        """The computer player of ``seat`` (made on first need)."""
        agent = live.agents.get(seat)
        if agent is None:
            name = live.seats[seat].agent or "greedy"
            # A one-way hash of the secret seed and how far the game is: nothing about the
            # deal can be read back from the agent's choices' seed.
            seed = Rng(live.state.seed).derive("agent", seat, len(live.state.history)).seed
            # A level thinking longer than the seat's time is fitted into it (else every
            # search would run out of time and play the random fallback).
            seconds = live.seats[seat].thinking_seconds or DEFAULT_THINKING
            agent = within(make_agent(name, seed=seed), seconds)
            live.agents[seat] = agent
        return agent


def _think(
    loop: asyncio.AbstractEventLoop,
    started: asyncio.Future[None],
    agent: Agent,
    world: State,
    seat: int,
) -> Action:
    """A worker thread's job: say it started (the clock starts then), then choose."""
    loop.call_soon_threadsafe(_start, started)
    return agent.choose(world, seat)


def _start(started: asyncio.Future[None]) -> None:
    if not started.done():
        started.set_result(None)


def fallback(agent: Agent, world: State) -> str:
    """The random legal action a computer seat plays when its agent gives none in time."""
    chance = Rng(agent.seed).derive("out of time", len(world.history))
    return str(chance.choice(world.legal_actions()))
