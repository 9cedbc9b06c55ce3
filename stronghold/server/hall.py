"""The games being played: each rebuilt from storage, acted on through the seat-aware apply,
stored before anyone is told, and told to each audience in its own words.

A computer seat thinks in a worker thread (never on the event loop) on a copy of the state,
within its thinking time; when the time is up it plays a random legal action instead.

Over PostgreSQL, several server processes may serve the same games (stronghold.server.shared):
a process catches up from the store when another announces a stored action, and plays a
game's computer seats only while it holds that game's advisory lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from stronghold.agents import Agent, make_agent
from stronghold.engine.errors import StrongholdError
from stronghold.engine.record import Record, replay
from stronghold.engine.registry import game_info
from stronghold.engine.rng import Rng
from stronghold.engine.state import State
from stronghold.server.db import SeatKind, Status
from stronghold.server.events import Audience, audience_events, audience_key, public_outcome
from stronghold.server.shared import SWEEP_SECONDS, Bus
from stronghold.server.store import SeatInfo, Store, StoreConflict, StoredGame, event_json

log = logging.getLogger("stronghold.server")

#: Thinking time of a computer seat when the game's creator gives none, in seconds.
DEFAULT_THINKING = 2.0
#: How many updates may wait for one slow connection before it is dropped.
QUEUE_LIMIT = 256
#: The refusal when the store could not take an action (the database failed, not the move).
NOT_STORED = "the server could not store the action; try again"
#: How long a computer seat waits before trying again a move the store could not take.
STORE_RETRY_SECONDS = 1.0


def takes_decks(game_id: str) -> bool:
    """Whether a game is set up with a deck per seat (the ``decks`` parameter)."""
    return "decks" in getattr(game_info(game_id).factory, "params_accepted", ())


def game_params(stored: StoredGame) -> dict[str, Any]:
    """The parameters ``stronghold.load`` takes for a stored game: options plus the decks."""
    params = dict(stored.options)
    if takes_decks(stored.game_id):
        params["decks"] = [seat.deck for seat in stored.seats]
    return params


@dataclass(eq=False)
class Connection:
    """One open websocket: its audience and the updates waiting to be sent to it."""

    audience: Audience
    queue: asyncio.Queue[dict[str, Any]] = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))
    #: Set when updates piled up unread: the connection is closed (the client reconnects).
    dropped: bool = False


@dataclass(eq=False)
class LiveGame:
    """A game in memory: its state, seats, open connections, and what was told so far."""

    id: int
    state: State
    seats: tuple[SeatInfo, ...]
    status: Status
    event_counts: dict[str, int]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    agents: dict[int, Agent] = field(default_factory=dict)
    thinking: asyncio.Task[None] | None = None


class Hall:
    """The live games of one server process, over one store (shared with other processes
    through ``bus`` on PostgreSQL)."""

    def __init__(self, store: Store, executor: Executor, *, bus: Bus | None = None) -> None:
        self.store = store
        self.executor = executor
        self.bus = bus
        self._games: dict[int, LiveGame] = {}
        self._loading = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` as a task of the hall's (cancelled at shutdown)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def game(self, game: int) -> LiveGame | None:
        """The live game ``game``, rebuilt from storage if it is not in memory (None if none)."""
        live = self._games.get(game)
        if live is not None:
            return live
        async with self._loading:
            live = self._games.get(game)
            if live is None:
                stored = await asyncio.to_thread(self.store.load, game)
                if stored is None:
                    return None
                live = await asyncio.to_thread(rebuild, stored)
                self._games[game] = live
        if self.bus is not None:
            # What another process stored between the load and now was announced to nobody
            # here yet: catch up once (later announcements find the game in memory).
            await self.catch_up(live)
        else:
            self.kick(live)
        return live

    async def resume_all(self) -> int:
        """Rebuild every unfinished game (after a restart) and let its computers play on;
        over a shared PostgreSQL, only the games with computer seats no other process plays
        (then again every few seconds, to take over those of a process that ended)."""
        if self.bus is not None:
            taken = await self.sweep()
            self._spawn(self._sweep_forever())
            return taken
        games = await asyncio.to_thread(self.store.unfinished)
        for game in games:
            await self.game(game)
        return len(games)

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

    def noticed(self, game: int, actions: int) -> None:
        """A process (maybe this one) stored something for ``game``: catch up if it is in
        memory here and behind (or waiting for seats, which a notice may have taken)."""
        live = self._games.get(game)
        if live is None:
            return
        if actions > len(live.state.history) or live.status is Status.OPEN:
            self._spawn(self.catch_up(live))

    def notices_lost(self) -> None:
        """Notices may have been missed: catch every game in memory up."""
        for live in list(self._games.values()):
            self._spawn(self.catch_up(live))

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
        """The message an audience receives: its view, its events, and — only for the seat to
        act, if a person plays it — the legal actions with their phrases."""
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
        return {
            "type": "update",
            "game": live.id,
            "seat": audience,
            "actions": len(state.history),
            "status": live.status.value,
            "to_act": to_act,
            "view": state.view(audience),
            "legal": legal,
            "events": events,
            "outcome": public_outcome(state),
        }

    async def snapshot(self, live: LiveGame, audience: Audience, since: int) -> dict[str, Any]:
        """An audience's update with its stored events after ``since``."""
        async with live.lock:
            return await self._snapshot(live, audience, since)

    async def _snapshot(self, live: LiveGame, audience: Audience, since: int) -> dict[str, Any]:
        key = audience_key(audience)
        told = live.event_counts.get(key, 0)  # what the state in memory has told so far
        events = await asyncio.to_thread(self.store.events_since, live.id, key, since, until=told)
        return self.update(live, audience, events)

    async def connect(self, live: LiveGame, connection: Connection, since: int) -> dict[str, Any]:
        """Register a connection and give it its first update; from then on every update of
        its audience is queued for it, in order."""
        async with live.lock:
            live.connections.add(connection)
            return await self._snapshot(live, connection.audience, since)

    def disconnect(self, live: LiveGame, connection: Connection) -> None:
        """Forget a closed connection."""
        live.connections.discard(connection)

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

    async def act(self, live: LiveGame, seat: int, text: str) -> str | None:
        """Apply ``text`` for ``seat`` through the seat-aware apply, store it with every
        audience's events in one transaction, then tell each connection its own; the refusal
        reason (one line) if the action is not taken."""
        async with live.lock:
            refusal = await self._act(live, seat, text, again=self.bus is not None)
        self.kick(live)
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
        try:
            action = state.apply_text(text, seat=seat)
        except StrongholdError as exc:
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
            await asyncio.to_thread(
                self.store.record,
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
            log.exception("game %s: action %s could not be stored", live.id, number)
            return NOT_STORED
        live.status = status
        for key, entries in numbered.items():
            live.event_counts[key] = entries[-1][0]
        self._tell(live, told, numbered)
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
        """Queue each open connection its update with its audience's ``events``."""
        messages: dict[Audience, dict[str, Any]] = {}
        for connection in list(live.connections):
            audience = connection.audience
            if audience not in messages:
                messages[audience] = self.update(
                    live, audience, events.get(audience_key(audience), [])
                )
            try:
                connection.queue.put_nowait(messages[audience])
            except asyncio.QueueFull:  # a client that reads nothing: let it reconnect
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
            try:
                choice = await asyncio.wait_for(
                    loop.run_in_executor(self.executor, agent.choose, world, seat), budget
                )
                text = str(choice)
            except TimeoutError:
                # The thread goes on with its own copy; the seat gets a fresh agent.
                live.agents.pop(seat, None)
                chance = Rng(agent.seed).derive("out of time", len(world.history))
                text = str(chance.choice(world.legal_actions()))
                log.info("game %s: seat %s ran out of thinking time", live.id, seat)
            refusal = await self.act(live, seat, text)
            if refusal == NOT_STORED:  # the database, not the move: think again shortly
                await asyncio.sleep(STORE_RETRY_SECONDS)
                continue
            if refusal is not None:
                log.error("game %s: computer seat %s was refused: %s", live.id, seat, refusal)
                return

    def _agent(self, live: LiveGame, seat: int) -> Agent:
        """The computer player of ``seat`` (made on first need)."""
        agent = live.agents.get(seat)
        if agent is None:
            name = live.seats[seat].agent or "greedy"
            # A one-way hash of the secret seed and how far the game is: nothing about the
            # deal can be read back from the agent's choices' seed.
            seed = Rng(live.state.seed).derive("agent", seat, len(live.state.history)).seed
            agent = make_agent(name, seed=seed)
            live.agents[seat] = agent
        return agent


def rebuild(stored: StoredGame) -> LiveGame:
    """A stored game in memory again: its setup replayed with its stored actions."""
    record = Record(
        game_id=stored.game_id,
        params=game_params(stored),
        seed=stored.seed,
        actions=stored.actions,
    )
    state = replay(record)
    return LiveGame(
        id=stored.id,
        state=state,
        seats=stored.seats,
        status=stored.status,
        event_counts=dict(stored.event_counts),
    )
