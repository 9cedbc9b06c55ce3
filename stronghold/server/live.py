"""A game held in memory by the server, and its open connections: the stored game rebuilt
(its setup shared with every game set up alike), each websocket's outbox of encoded updates,
and the table each was last sent. ``stronghold.server.hall`` plays the games these hold."""

from __future__ import annotations

import asyncio
import json
import threading
from collections import OrderedDict
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from stronghold.agents import Agent
from stronghold.engine.actions import Action
from stronghold.engine.errors import RecordError, StrongholdError
from stronghold.engine.registry import Game, game_info, load
from stronghold.engine.state import State
from stronghold.server.db import Status
from stronghold.server.events import Audience
from stronghold.server.store import SeatInfo, StoredGame

#: How many updates may wait for one slow connection before it is dropped.
QUEUE_LIMIT = 256


def takes_decks(game_id: str) -> bool:
    """Whether a game is set up with a deck per seat (the ``decks`` parameter)."""
    return "decks" in getattr(game_info(game_id).factory, "params_accepted", ())


def game_params(stored: StoredGame) -> dict[str, Any]:
    """The parameters ``stronghold.load`` takes for a stored game: options plus the decks."""
    params = dict(stored.options)
    if takes_decks(stored.game_id):
        params["decks"] = [seat.deck for seat in stored.seats]
    return params


class GameBroken(StrongholdError):
    """A stored game that no longer replays (its actions are not told)."""


@dataclass(frozen=True, eq=False)
class Table:
    """An audience's view and panels as built for one update (``{"view": …, "panels": …}``)
    and its number (``version`` in the update; a later update's changes name it ``base``)."""

    version: int
    document: dict[str, Any]


class OutboxFull(Exception):
    """More updates than :data:`QUEUE_LIMIT` wait for one connection."""


class Outbox:
    """The messages waiting to be sent to one connection, in order, for its one writer.

    An ``asyncio.Queue`` does the same with three deques and an event (some 2.4 KiB a
    connection); this holds a list and, while the writer waits, one future."""

    __slots__ = ("_items", "_ready", "_room")

    def __init__(self) -> None:
        self._items: list[str] = []
        #: Set while the writer waits for a message.
        self._ready: asyncio.Future[None] | None = None
        #: Set while a producer waits for room.
        self._room: asyncio.Future[None] | None = None

    def __len__(self) -> int:
        return len(self._items)

    def put_nowait(self, message: str) -> None:
        """Add ``message`` (:class:`OutboxFull` if the connection is too far behind)."""
        if len(self._items) >= QUEUE_LIMIT:
            raise OutboxFull
        self._items.append(message)
        ready = self._ready
        if ready is not None and not ready.done():
            ready.set_result(None)

    async def put(self, message: str) -> None:
        """Add ``message``, waiting for room if the outbox is full."""
        while len(self._items) >= QUEUE_LIMIT:
            if self._room is None or self._room.done():
                self._room = asyncio.get_running_loop().create_future()
            await self._room
        self.put_nowait(message)

    async def get(self) -> str:
        """The oldest message, waiting for one if there is none."""
        while not self._items:
            if self._ready is None or self._ready.done():
                self._ready = asyncio.get_running_loop().create_future()
            await self._ready
        self._ready = None
        room = self._room
        if room is not None and not room.done():
            room.set_result(None)
        self._room = None
        return self._items.pop(0)


@dataclass(eq=False)
class Connection:
    """One open websocket: its audience, the updates waiting to be sent to it (each already
    encoded as JSON text: once per audience and table sent, not once per connection), and the
    table it was last sent (the next update carries only the changes from it)."""

    audience: Audience
    queue: Outbox = field(default_factory=Outbox)
    #: Set when updates piled up unread: the connection is closed (the client reconnects).
    dropped: bool = False
    #: The table this connection was last sent (None: the next update carries it whole).
    sent: Table | None = None
    #: Whether its tables carry the game's panels (``present_view``, drawn by the page's
    #: generic renderer only): a client that draws the view itself asks for none.
    panels: bool = True


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
    #: The game's worker threads that may still be thinking.
    threads: set[Future[Action]] = field(default_factory=set)
    #: When (``time.monotonic``) the game was last asked for or its last connection closed,
    #: while none is open (None while one is): an idle game leaves memory (``Hall.evict``).
    idle_since: float | None = None


#: The encoder of every message: compact (as Starlette's send_json), made once (json.dumps
#: with options makes one a call), and without the check for cycles (a message is a tree
#: built from views and events): some 25% less CPU a message.
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False)


def encoded(message: dict[str, Any]) -> str:
    """A message as the JSON text a websocket sends."""
    return _ENCODER.encode(message)


#: How many set-up games (rule options and decks) :func:`shared_game` keeps.
SHARED_GAMES = 64
_shared: OrderedDict[str, Game] = OrderedDict()
_shared_lock = threading.Lock()


def shared_game(game_id: str, params: dict[str, Any]) -> Game:
    """The game ``game_id`` set up with ``params``, one object for every live game set up
    alike (a game's setup — its card set, the values its computer players read — is the
    same for all of them and never changes once made: Highlander's is some 9 KiB)."""
    key = json.dumps([game_id, params], sort_keys=True, separators=(",", ":"))
    with _shared_lock:
        game = _shared.get(key)
        if game is not None:
            _shared.move_to_end(key)
            return game
    game = load(game_id, **params)
    with _shared_lock:
        game = _shared.setdefault(key, game)
        _shared.move_to_end(key)
        while len(_shared) > SHARED_GAMES:
            _shared.popitem(last=False)
    return game


def rebuild(stored: StoredGame) -> LiveGame:
    """A stored game in memory again: its setup replayed with its stored actions."""
    state = shared_game(stored.game_id, game_params(stored)).new_state(stored.seed)
    for number, text in enumerate(stored.actions, start=1):
        try:
            state.apply_text(text)
        except StrongholdError as exc:
            raise RecordError(f"move {number}: {exc.reason}") from exc
    return LiveGame(
        id=stored.id,
        state=state,
        seats=stored.seats,
        status=stored.status,
        event_counts=dict(stored.event_counts),
    )
