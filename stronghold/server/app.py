"""The ASGI app: the lobby's HTTP API and one websocket per seat (and for spectators).

Errors are one-line JSON bodies ``{"error": "..."}`` (4xx for what the client sent, never a
traceback). A token admits one seat of one game, or its spectators; a seat acts only for
itself (the engine's seat-aware apply), a spectator never.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import FastAPI, File, Query, Request, UploadFile, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ValidationError
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocketDisconnect, WebSocketState

from stronghold.engine.errors import DeckError, StrongholdError
from stronghold.engine.limits import decode_text
from stronghold.server.collector import Collector
from stronghold.server.db import Status, is_postgresql, open_database
from stronghold.server.hall import EVICT_AFTER, Hall
from stronghold.server.live import Connection, GameBroken, LiveGame, encoded
from stronghold.server.lobby import agents, catalog, new_token, plan_game
from stronghold.server.pages import add_pages
from stronghold.server.requests import (
    MAX_DECK_CHARS,
    MAX_SINCE,
    ClientMessage,
    NewGame,
    SyncMessage,
    UndoMessage,
)
from stronghold.server.shared import Bus
from stronghold.server.store import Store, TokenHolder

log = logging.getLogger("stronghold.server")

#: The largest HTTP request body accepted (a deck list is the largest thing sent).
MAX_BODY_BYTES = 256 * 1024
#: The largest websocket message accepted from a client, in characters or bytes.
MAX_MESSAGE = 4096
#: Threads for the store's calls (asyncio.to_thread). On PostgreSQL each stored action takes
#: one while its transaction commits (PostgreSQL syncs concurrent commits together). On
#: SQLite the store's own writer thread stores actions (no thread waits for it), and these
#: threads only read: a few, since every thread more takes turns at the GIL with the loop.
STORE_THREADS = 32
SQLITE_STORE_THREADS = 4


@dataclass(frozen=True)
class Limits:
    """How fast clients may go. Websocket messages: ``message_rate`` a second on average, in
    bursts of at most ``message_burst``; after ``max_strikes`` refusals for speed the
    connection is closed. New games per client address: ``create_rate`` a second on average,
    in bursts of at most ``create_burst``."""

    message_rate: float = 10.0
    message_burst: int = 20
    max_strikes: int = 20
    #: Open websockets at once: per seat (its tabs), per game, per client address.
    sockets_per_seat: int = 4
    sockets_per_game: int = 64
    sockets_per_address: int = 32
    create_rate: float = 30.0 / 60.0
    create_burst: int = 30


#: The most client addresses the rate limit of new games remembers.
MAX_CREATORS = 10_000
#: The longest token looked up (tokens are 32 characters).
MAX_TOKEN = 64
#: Close codes: the link admits no one; a message too large; too many messages.
CLOSE_UNKNOWN = 4404
CLOSE_TOO_LARGE = 1009
CLOSE_POLICY = 1008
#: Close code: the game cannot be resumed (it no longer replays from storage).
CLOSE_BROKEN = 4410


def one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut to ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class ErrorBody(BaseModel):
    """The one error shape of the API: a reason in one line."""

    error: str


#: Every route may answer with these (documented in the OpenAPI schema with the one shape).
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": what}
    for status, what in (
        (400, "a game, deck or option refused"),
        (404, "no such link or path"),
        (413, "request body too large"),
        (422, "a request of the wrong shape"),
        (429, "too many requests"),
    )
}


def error(status: int, reason: str) -> JSONResponse:
    """The one error shape of the API."""
    return JSONResponse({"error": one_line(reason)}, status_code=status)


class TokenBucket:
    """A rate limit: ``rate`` a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        moment = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (moment - self.stamp) * self.rate)
        self.stamp = moment

    def full(self) -> bool:
        """Whether the bucket is full again (as if it had never been used)."""
        self._refill()
        return self.tokens >= self.burst

    def take(self) -> bool:
        """Whether one more is allowed now (and count it)."""
        self._refill()
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def forget_creators(creators: dict[str, TokenBucket]) -> None:
    """Make room in the table of game creators: forget those whose bucket has filled up again
    (they lose nothing), then, if still full, the oldest half."""
    for address in [address for address, bucket in creators.items() if bucket.full()]:
        del creators[address]
    if len(creators) >= MAX_CREATORS:
        for address in list(creators)[: max(1, len(creators) // 2)]:
            del creators[address]


class BodyLimit:
    """ASGI middleware refusing HTTP bodies over ``limit`` bytes with a 413 (one line)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await error(413, f"request body larger than {self.limit} bytes")(scope, receive, send)
            return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise _TooLarge
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except _TooLarge:
            if not started:
                response = error(413, f"request body larger than {self.limit} bytes")
                await response(scope, receive, send)


class _TooLarge(Exception):
    """A request body went over the limit while being read."""


def create_app(
    database_url: str,
    *,
    workers: int = 2,
    limits: Limits | None = None,
    evict_after: float = EVICT_AFTER,
) -> FastAPI:
    """The server's app over the database at ``database_url`` (migrated on the spot);
    ``workers`` threads think for computer seats; ``limits`` as :class:`Limits` says; a game
    with no connection and nothing to play leaves memory after ``evict_after`` seconds."""
    limits = limits or Limits()
    store = Store(open_database(database_url))
    state: dict[str, Hall] = {}
    creators: dict[str, TokenBucket] = {}
    #: Open websockets per game, per client address and per seat (see :class:`Limits`).
    sockets: Counter[tuple[Any, ...]] = Counter()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="computer")
        threads = STORE_THREADS if is_postgresql(database_url) else SQLITE_STORE_THREADS
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(max_workers=threads, thread_name_prefix="store")
        )
        # PostgreSQL may be shared with other server processes: listen to what they store.
        bus = Bus(database_url) if is_postgresql(database_url) else None
        hall = Hall(store, executor, bus=bus, evict_after=evict_after)
        state["hall"] = hall
        if bus is not None:
            await bus.start(hall.noticed, hall.notices_lost)
        # The catalog's card data is loaded before the collector freezes what the server
        # holds to start (stronghold.server.collector).
        await asyncio.to_thread(catalog)
        collector = Collector()
        collector.start()
        hall.resume_in_background()  # the server answers at once; a game asked for loads now
        hall.evict_in_background()
        try:
            yield
        finally:
            await hall.close()
            await collector.stop()
            if bus is not None:
                await bus.close()
            executor.shutdown(wait=False, cancel_futures=True)
            store.engine.dispose()

    app = Server(title="Stronghold", version="0.1.0", lifespan=lifespan, responses=ERROR_RESPONSES)
    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)
    app.state.creators = creators

    def hall() -> Hall:
        return state["hall"]

    # --- errors: one line of JSON, never a traceback ---------------------------------------

    @app.exception_handler(StrongholdError)
    async def stronghold_error(request: Request, exc: StrongholdError) -> JSONResponse:
        return error(400, exc.reason)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        return error(422, validation_reason(exc.errors()))

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        response = error(exc.status_code, str(exc.detail))
        response.headers.update(exc.headers or {})
        if exc.status_code == 405:  # every method the path takes, not one route's
            response.headers["allow"] = ", ".join(allowed_methods(app, request.url.path))
        return response

    @app.exception_handler(Exception)
    async def internal(request: Request, exc: Exception) -> JSONResponse:
        # The route's template, never the path: a path holds the seat's secret token.
        route = getattr(request.scope.get("route"), "path", "an unknown route")
        log.exception("internal error on %s %s", request.method, route)
        return error(500, "internal error")

    # --- the lobby -------------------------------------------------------------------------

    @app.get("/api/catalog")
    async def list_catalog() -> dict[str, Any]:
        """The games that can be created, their rule options (defaults), decks; the agents."""
        return {"games": await asyncio.to_thread(catalog), "agents": agents()}

    @app.post("/api/games", status_code=201)
    async def create_game(body: NewGame, request: Request) -> dict[str, Any]:
        """Create a game; the answer holds each human seat's invitation (taken once, by
        whoever the creator gives it to) and the spectators' link (the only time shown)."""
        client = request.client.host if request.client else "?"
        if client not in creators and len(creators) >= MAX_CREATORS:
            forget_creators(creators)
        bucket = creators.setdefault(client, TokenBucket(limits.create_rate, limits.create_burst))
        if not bucket.take():
            raise HTTPException(429, "too many games created: wait a minute")
        planned = await asyncio.to_thread(plan_game, body)
        game = await asyncio.to_thread(
            store.create,
            planned.game_id,
            planned.options,
            planned.seed,
            planned.seats,
            planned.spectator_token,
            planned.opening,
        )
        await hall().game(game)  # rebuilt from what was stored; computer seats start
        base = str(request.base_url).rstrip("/")
        seats = []
        for index, plan in enumerate(planned.seats):
            entry: dict[str, Any] = {"seat": index, "kind": plan.kind.value}
            if plan.kind.value == "human":
                entry.update(
                    invitation=plan.token,
                    link=f"{base}/api/invitations/{plan.token}",
                    page=f"{base}/join/{plan.token}",
                )
            else:
                entry.update(agent=plan.agent, thinking_seconds=plan.thinking_seconds)
            seats.append(entry)
        return {
            "id": game,
            "game": planned.game_id,
            "seats": seats,
            "spectator": links(base, planned.spectator_token),
        }

    @app.get("/api/games")
    async def list_game_rows(
        status: Status | None = None, limit: int = Query(50, ge=1, le=200)
    ) -> dict[str, Any]:
        """The newest games (of one status: open, running or finished): public facts only."""
        return {"games": await asyncio.to_thread(store.listing, status, limit=limit)}

    @app.post("/api/decks/read")
    async def read_deck(file: Annotated[UploadFile, File()]) -> dict[str, Any]:
        """An uploaded deck file (a LackeyCCG ``.dek`` or plain text) as the text a seat's
        deck takes; the game checks it when the game is created."""
        data = await file.read(MAX_DECK_CHARS + 1)
        if len(data) > MAX_DECK_CHARS:
            raise HTTPException(413, f"deck file larger than {MAX_DECK_CHARS} bytes")
        text = decode_text(data, error=DeckError, source="the uploaded deck")
        return {"text": text}

    @app.get("/api/invitations/{invitation}")
    async def show_invitation(invitation: str) -> dict[str, Any]:
        """The public facts of a seat not taken yet: the game and the seat (a GET never takes
        the seat, so a link preview does not)."""
        found = await asyncio.to_thread(store.invitation, invitation[:MAX_TOKEN])
        if found is None or len(invitation) > MAX_TOKEN:
            raise HTTPException(404, "no seat waits for this invitation")
        return {"id": found.game, "game": found.game_id, "seat": found.seat, "taken": False}

    @app.post("/api/invitations/{invitation}")
    async def take_seat(invitation: str, request: Request) -> dict[str, Any]:
        """Take the seat: the answer holds the seat's secret token, known only to the taker
        (stored as its digest); the invitation admits no one from now on."""
        secret = new_token()
        holder = None
        if len(invitation) <= MAX_TOKEN:
            holder = await asyncio.to_thread(store.take, invitation, secret)
        live = await hall().game(holder.game) if holder is not None else None
        if holder is None or holder.seat is None or live is None:
            raise HTTPException(404, "no seat waits for this invitation")
        await hall().claim(live, holder.seat)
        base = str(request.base_url).rstrip("/")
        return {"id": holder.game, "seat": holder.seat, **links(base, secret)}

    @app.get("/api/play/{token}")
    async def seat_state(token: str, since: int = Query(0, ge=0, le=MAX_SINCE)) -> dict[str, Any]:
        """What a seat (or the spectators) sees now: view, events after ``since``, and the
        legal actions with their phrases when the seat is to act."""
        holder = await find_holder(store, token)
        if holder is None:
            raise HTTPException(404, "no game has this link")
        live = await hall().game(holder.game)
        if live is None:
            raise HTTPException(404, "no game has this link")
        answer = await hall().snapshot(live, holder.seat, since)
        hall().release(live)  # a finished game nobody watches leaves memory again
        return answer

    add_pages(app, store)  # the lobby, play and replay pages, and the replay API

    # --- the websocket ---------------------------------------------------------------------

    async def play_socket(websocket: WebSocket) -> None:
        """A seat's (or the spectators') live game: updates in, actions out.

        A plain Starlette route, not FastAPI's: FastAPI keeps its dependency machinery's
        frames and exit stack alive for as long as the socket is open (some 7 KiB each)."""
        token = str(websocket.path_params["token"])
        since = since_asked(websocket.query_params.get("since", "0"))
        if since is None:
            await websocket.close(code=CLOSE_POLICY, reason="since: not a number of events")
            return
        panels = websocket.query_params.get("panels", "1")
        if panels not in ("0", "1"):
            await websocket.close(code=CLOSE_POLICY, reason="panels: 0 or 1")
            return
        holder = await find_holder(store, token)
        try:
            live = await hall().game(holder.game) if holder is not None else None
        except GameBroken as exc:
            await websocket.close(code=CLOSE_BROKEN, reason=exc.reason)
            return
        if holder is None or live is None:
            await websocket.close(code=CLOSE_UNKNOWN, reason="no game has this link")
            return
        address = websocket.client.host if websocket.client else "?"
        keys: list[tuple[Any, ...]] = [("game", holder.game), ("address", address)]
        caps = [limits.sockets_per_game, limits.sockets_per_address]
        if holder.seat is not None:
            keys.append(("seat", holder.game, holder.seat))
            caps.append(limits.sockets_per_seat)
        if any(sockets[key] >= cap for key, cap in zip(keys, caps, strict=True)):
            await websocket.close(code=CLOSE_POLICY, reason="too many connections")
            return
        sockets.update(keys)
        try:
            connection = Connection(holder.seat, panels=panels == "1")
            await serve_socket(websocket, hall(), live, connection, since, limits)
        finally:
            sockets.subtract(keys)
            for key in keys:
                if sockets[key] <= 0:
                    del sockets[key]

    app.router.add_websocket_route("/ws/{token}", play_socket)
    app.play_socket = play_socket
    return app


#: The play websocket's path: ``/ws/{token}`` (a token is one path segment).
_SOCKET_PATH = re.compile(r"/ws/([^/]+)")


class Server(FastAPI):
    """The app: FastAPI, with the play websocket taken straight from the ASGI entry.

    Through FastAPI's and Starlette's stack (their error, telemetry and body-limit layers,
    exit stack, router, route and session wrappers) a websocket keeps some fifteen coroutine
    frames, their cells and copies of its scope alive for as long as it is open, and every
    message passes them; a server holds two sockets a game. Here the route's handler is
    called with the socket at once; every other request (and any other websocket path) takes
    the stack as before."""

    #: The play websocket's handler (set by :func:`create_app`).
    play_socket: Callable[[WebSocket], Awaitable[None]] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and self.play_socket is not None:
            path = scope["path"]
            root = scope.get("root_path", "")
            if root and path.startswith(root):
                path = path[len(root) :]
            matched = _SOCKET_PATH.fullmatch(path)
            if matched is not None:
                scope["app"] = self
                scope["path_params"] = {"token": matched.group(1)}
                await self.play_socket(WebSocket(scope, receive=receive, send=send))
                return
        await super().__call__(scope, receive, send)


def since_asked(text: str) -> int | None:
    """The ``since`` a websocket's query gives (an integer up to :data:`MAX_SINCE`; below 0
    reads as 0), or None if it is none."""
    if len(text) > 16:
        return None
    try:
        since = int(text)
    except ValueError:
        return None
    return max(since, 0) if since <= MAX_SINCE else None


async def serve_socket(
    websocket: WebSocket,
    hall: Hall,
    live: LiveGame,
    connection: Connection,
    since: int,
    limits: Limits,
) -> None:
    """Accept a websocket and play it: its first update, then updates in and actions out."""
    await websocket.accept()
    writer: asyncio.Task[None] | None = None
    try:
        try:
            live, first = await hall.connect(live, connection, max(since, 0))
        except GameBroken as exc:  # it left memory and no longer replays
            await websocket.close(code=CLOSE_BROKEN, reason=exc.reason)
            return
        await websocket.send_text(encoded(first))
        writer = asyncio.create_task(write_updates(websocket, connection))
        await read_messages(websocket, hall, live, connection, limits)
    except WebSocketDisconnect:
        pass
    finally:
        hall.disconnect(live, connection)
        if writer is not None:
            writer.cancel()
        if websocket.application_state is WebSocketState.CONNECTED:
            with suppress(RuntimeError):
                await websocket.close()


#: The environment variable naming the database of :func:`app_from_environment`.
DATABASE_VARIABLE = "STRONGHOLD_SERVER_DB"
#: The environment variable giving :func:`app_from_environment`'s ``evict_after`` (seconds).
EVICT_VARIABLE = "STRONGHOLD_SERVER_EVICT_AFTER"


def app_from_environment() -> FastAPI:
    """The app over the database named by ``$STRONGHOLD_SERVER_DB``: the factory each of
    uvicorn's worker processes calls (``stronghold serve --workers N``)."""
    import os

    evict_after = float(os.environ.get(EVICT_VARIABLE, EVICT_AFTER))
    return create_app(os.environ[DATABASE_VARIABLE], evict_after=evict_after)


def allowed_methods(app: FastAPI, path: str) -> list[str]:
    """Every HTTP method some route of ``app`` takes at ``path`` (for a 405's Allow)."""
    methods: set[str] = set()
    for route in app.router.routes:
        pattern = getattr(route, "path_regex", None)
        taken = getattr(route, "methods", None)
        if pattern is not None and taken and pattern.match(path):
            methods.update(taken)
    return sorted(methods)


def links(base: str, token: str) -> dict[str, str]:
    """A token and where it is used: the play page, the state over HTTP and the websocket."""
    ws_base = "ws" + base[4:] if base.startswith("http") else base
    return {
        "token": token,
        "page": f"{base}/play/{token}",
        "link": f"{base}/api/play/{token}",
        "websocket": f"{ws_base}/ws/{token}",
    }


async def find_holder(store: Store, token: str) -> TokenHolder | None:
    """Whom a token admits (None for anything that is no token)."""
    if not 0 < len(token) <= MAX_TOKEN:
        return None
    return await asyncio.to_thread(store.holder, token)


def validation_reason(errors: Any) -> str:
    """pydantic's first complaint in one line: where, and what."""
    for problem in errors:
        if problem.get("type") == "json_invalid":
            return "the request body is not valid JSON"
        where = ".".join(str(part) for part in problem.get("loc", ()) if part != "body")
        message = str(problem.get("msg", "invalid"))
        return one_line(f"{where}: {message}" if where else message)
    return "invalid request"


async def write_updates(websocket: WebSocket, connection: Connection) -> None:
    """Send a connection's queued updates in order; close it if it fell too far behind."""
    while True:
        message = await connection.queue.get()
        await websocket.send_text(message)
        if connection.dropped:
            await websocket.close(code=CLOSE_POLICY, reason="too far behind: reconnect")
            return


async def read_messages(
    websocket: WebSocket, hall: Hall, live: LiveGame, connection: Connection, limits: Limits
) -> None:
    """Take a client's messages: actions (for its own seat only) and sync requests, each
    checked for size and rate first; refusals are queued as one-line errors."""
    bucket = TokenBucket(limits.message_rate, limits.message_burst)
    strikes = 0
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        raw = message.get("text")
        if raw is None:
            raw = message.get("bytes") or b""
        if len(raw) > MAX_MESSAGE:
            await websocket.close(code=CLOSE_TOO_LARGE, reason="message too large")
            return
        if not bucket.take():
            strikes += 1
            if strikes > limits.max_strikes:
                await websocket.close(code=CLOSE_POLICY, reason="too many messages")
                return
            await _queue_error(connection, "too many messages: slow down")
            continue
        try:
            parsed = ClientMessage.model_validate({"message": json.loads(raw)}).message
        except (ValueError, RecursionError, ValidationError) as exc:  # too deep: not JSON
            reason = (
                validation_reason(exc.errors()) if isinstance(exc, ValidationError) else "not JSON"
            )
            await _queue_error(connection, f"bad message: {reason}")
            continue
        if isinstance(parsed, SyncMessage):
            await hall.resend(live, connection, parsed.since)
            continue
        if connection.audience is None:
            await _queue_error(connection, "a spectator cannot act")
            continue
        if isinstance(parsed, UndoMessage):
            refusal = await hall.take_back(live, connection.audience, after=parsed.after)
        else:
            refusal = await hall.act(live, connection.audience, parsed.text, after=parsed.after)
        if refusal is not None:
            await _queue_error(connection, refusal)


async def _queue(connection: Connection, message: dict[str, Any]) -> None:
    """Queue a message for the connection's writer (waiting if its queue is full)."""
    await connection.queue.put(encoded(message))


async def _queue_error(connection: Connection, reason: str) -> None:
    """Queue a one-line refusal for the connection."""
    await _queue(connection, {"type": "error", "error": one_line(reason)})
