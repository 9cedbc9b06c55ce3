"""The server's storage: games, seats, actions and events, each write one transaction."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, InvalidStateError
from dataclasses import dataclass, field
from typing import Any, cast

from sqlalchemy import Table, bindparam, delete, func, insert, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import Session, selectinload, sessionmaker

from stronghold.server.db import (
    ActionRow,
    EventRow,
    GameRow,
    SeatKind,
    SeatRow,
    Status,
    now,
    token_digest,
)
from stronghold.server.events import Event

#: The PostgreSQL channel on which every stored action (and seat taken) is announced, in the
#: storing transaction itself (PostgreSQL delivers it when the transaction commits): the
#: payload is ``"<game> <number of stored actions>"``.
CHANNEL = "stronghold_games"
#: Seconds the SQLite writer thread waits for an action before it ends (a later one starts
#: it again).
WRITER_IDLE_SECONDS = 5.0


#: The tables as SQLAlchemy Core writes them on the hot path (an action stored): no ORM.
_GAMES = cast(Table, GameRow.__table__)
_ACTIONS = cast(Table, ActionRow.__table__)
_EVENTS = cast(Table, EventRow.__table__)
#: A game's row moved on to its newest stored action (an executemany over a batch).
_MOVE = (
    update(_GAMES)
    .where(_GAMES.c.id == bindparam("b_game"))
    .values(
        actions=bindparam("b_actions"),
        status=bindparam("b_status"),
        outcome=bindparam("b_outcome"),
        updated=bindparam("b_updated"),
    )
)


class StoreConflict(Exception):
    """An action numbered like one already stored (another writer got there first)."""


@dataclass(frozen=True)
class SeatPlan:
    """A seat as a new game is set up: who plays it, with which deck, and its token."""

    kind: SeatKind
    token: str
    agent: str | None = None
    thinking_seconds: float | None = None
    deck: str | None = None


@dataclass(frozen=True)
class SeatInfo:
    """A stored seat, as the server plays it (the token is not kept, only its digest)."""

    index: int
    kind: SeatKind
    agent: str | None
    thinking_seconds: float | None
    deck: str | None
    claimed: bool


@dataclass(frozen=True)
class StoredGame:
    """Everything stored about a game that rebuilds it: with the seed, SECRET."""

    id: int
    game_id: str
    options: dict[str, Any]
    seed: int
    status: Status
    seats: tuple[SeatInfo, ...]
    actions: tuple[str, ...]
    #: The number of the last event stored for each audience key.
    event_counts: dict[str, int]


@dataclass(frozen=True)
class StoredMove:
    """An action stored after some point, with every audience's events for it."""

    number: int
    seat: int
    text: str
    #: Each audience key's events for this action, as clients receive them.
    events: dict[str, list[dict[str, Any]]]


@dataclass(frozen=True)
class StoredProgress:
    """What was stored about a game after some action: its actions since, and where the
    game and its seats stand now (another server process may have stored them)."""

    moves: tuple[StoredMove, ...]
    status: Status
    claimed: tuple[bool, ...]


@dataclass(frozen=True)
class TokenHolder:
    """Whom a token admits: a seat of a game, or (seat None) its spectators."""

    game: int
    seat: int | None


@dataclass(frozen=True)
class Invitation:
    """What anyone holding a seat's invitation may know: the game and the seat."""

    game: int
    seat: int
    game_id: str


@dataclass(eq=False)
class _Pending:
    """An action waiting to be stored, and how its storing went."""

    game: int
    number: int
    seat: int
    text: str
    events: Mapping[str, Sequence[tuple[int, int, Event]]]
    status: Status
    outcome: dict[str, Any] | None
    #: Set once the transaction holding the action is committed (or failed).
    stored: Future[None] = field(default_factory=Future)
    failure: Exception | None = None


class Store:
    """Reads and writes the server's tables; every method is one transaction."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        # SQLite lets one writer in at a time and makes the others poll (sleeping longer and
        # longer, then "database is locked"): the process's writers queue here instead.
        self._one_writer = (
            threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )
        #: SQLite: the actions waiting for the store's writer thread (stored together by its
        #: next transaction); None on PostgreSQL.
        self._waiting: list[_Pending] | None = [] if engine.dialect.name == "sqlite" else None
        self._wake = threading.Condition()
        self._writer: threading.Thread | None = None

    @property
    def writes_in_background(self) -> bool:
        """Whether :meth:`record_soon` returns at once (SQLite: its writer thread stores the
        action); else it stores the action before it returns (call it from a thread)."""
        return self._waiting is not None

    def _session(self) -> Session:
        return self._sessions()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[Session]:
        """A session in one write transaction (committed at the end, or rolled back)."""
        with self._one_writer, self._session() as session, session.begin():
            yield session

    def _announce(self, session: Session, game: int, actions: int, *, back: bool = False) -> None:
        """Tell every server process sharing the database (PostgreSQL) that ``game`` changed
        (``back``: a move was taken back), when ``session``'s transaction commits; nothing on
        SQLite (one process)."""
        if self.engine.dialect.name == "postgresql":
            payload = f"{game} {actions}" + (" back" if back else "")
            session.execute(select(func.pg_notify(CHANNEL, payload)))

    def create(
        self,
        game_id: str,
        options: Mapping[str, Any],
        seed: int,
        seats: Sequence[SeatPlan],
        spectator_token: str,
        opening: Mapping[str, Sequence[Event]] | None = None,
    ) -> int:
        """Store a new game and its seats, and what it tells each audience before its first
        action (``opening``: events numbered from 1, action 0), in one transaction; the
        game's number."""
        humans = any(seat.kind is SeatKind.HUMAN for seat in seats)
        stamp = now()
        row = GameRow(
            game_id=game_id,
            options=dict(options),
            seed=str(seed),
            status=(Status.OPEN if humans else Status.RUNNING).value,
            spectator_token_hash=token_digest(spectator_token),
            actions=0,
            created=stamp,
            updated=stamp,
        )
        row.seats = [
            SeatRow(
                index=index,
                kind=plan.kind.value,
                agent=plan.agent,
                thinking_seconds=plan.thinking_seconds,
                token_hash=token_digest(plan.token),
                deck=plan.deck,
                claimed=plan.kind is SeatKind.COMPUTER,
            )
            for index, plan in enumerate(seats)
        ]
        with self._writing() as session:
            session.add(row)
            session.flush()
            session.add_all(
                EventRow(
                    game=row.id,
                    audience=audience,
                    number=number,
                    action=0,
                    kind=event.kind,
                    text=event.text,
                    data=event.data,
                )
                for audience, events in (opening or {}).items()
                for number, event in enumerate(events, start=1)
            )
            return row.id

    def holder(self, token: str) -> TokenHolder | None:
        """Whom ``token`` admits, or None if it is no seat's or spectator's token."""
        digest = token_digest(token)
        with self._session() as session:
            seat = session.execute(
                select(SeatRow.game, SeatRow.index, SeatRow.kind, SeatRow.claimed).where(
                    SeatRow.token_hash == digest
                )
            ).first()
            if seat is not None:
                # A computer seat's token is never handed out; refuse it all the same. A seat
                # not taken yet holds its invitation's digest, which admits no one.
                if seat[2] != SeatKind.HUMAN.value or not seat[3]:
                    return None
                return TokenHolder(int(seat[0]), int(seat[1]))
            game = session.execute(
                select(GameRow.id).where(GameRow.spectator_token_hash == digest)
            ).scalar_one_or_none()
            return TokenHolder(game, None) if game is not None else None

    def invitation(self, invitation: str) -> Invitation | None:
        """The public facts of a seat ``invitation`` invites to, or None if it invites to no
        seat not taken yet."""
        with self._session() as session:
            found = session.execute(
                select(SeatRow.game, SeatRow.index, GameRow.game_id)
                .join(GameRow, GameRow.id == SeatRow.game)
                .where(
                    SeatRow.token_hash == token_digest(invitation),
                    SeatRow.kind == SeatKind.HUMAN.value,
                    SeatRow.claimed.is_(False),
                )
            ).first()
            return Invitation(int(found[0]), int(found[1]), str(found[2])) if found else None

    def take(self, invitation: str, secret: str) -> TokenHolder | None:
        """Take the seat ``invitation`` invites to: from now on only ``secret`` admits to it
        (the invitation admits no one). None if it invites to no seat not taken yet."""
        with self._session() as session, session.begin():
            seat = session.scalars(
                select(SeatRow).where(
                    SeatRow.token_hash == token_digest(invitation),
                    SeatRow.kind == SeatKind.HUMAN.value,
                    SeatRow.claimed.is_(False),
                )
            ).first()
            if seat is None:
                return None
            moved = session.execute(
                update(SeatRow)
                .where(SeatRow.id == seat.id, SeatRow.claimed.is_(False))
                .values(token_hash=token_digest(secret), claimed=True)
            )
            if getattr(moved, "rowcount", 0) != 1:
                return None  # taken by someone else at the same moment
            return TokenHolder(seat.game, seat.index)

    def load(self, game: int) -> StoredGame | None:
        """A stored game with its actions in order, or None if there is no such game."""
        with self._session() as session:
            row = session.get(GameRow, game)
            if row is None:
                return None
            actions = session.scalars(
                select(ActionRow.text).where(ActionRow.game == game).order_by(ActionRow.number)
            ).all()
            counts = session.execute(
                select(EventRow.audience, func.max(EventRow.number))
                .where(EventRow.game == game)
                .group_by(EventRow.audience)
            ).all()
            seats = tuple(
                SeatInfo(
                    seat.index,
                    SeatKind(seat.kind),
                    seat.agent,
                    seat.thinking_seconds,
                    seat.deck,
                    seat.claimed,
                )
                for seat in row.seats
            )
            return StoredGame(
                id=row.id,
                game_id=row.game_id,
                options=dict(row.options),
                seed=int(row.seed),
                status=Status(row.status),
                seats=seats,
                actions=tuple(actions),
                event_counts={audience: int(number) for audience, number in counts},
            )

    def record(
        self,
        game: int,
        *,
        number: int,
        seat: int,
        text: str,
        events: Mapping[str, Sequence[tuple[int, int, Event]]],
        status: Status,
        outcome: dict[str, Any] | None,
    ) -> None:
        """Store action ``number`` and every audience's events for it in ONE transaction;
        StoreConflict if action ``number - 1`` is not the last one stored. Returns once the
        transaction holding it is committed (:meth:`record_soon`, waited for)."""
        self.record_soon(
            game, number=number, seat=seat, text=text, events=events, status=status,
            outcome=outcome,
        ).result()  # fmt: skip

    def record_soon(
        self,
        game: int,
        *,
        number: int,
        seat: int,
        text: str,
        events: Mapping[str, Sequence[tuple[int, int, Event]]],
        status: Status,
        outcome: dict[str, Any] | None,
    ) -> Future[None]:
        """:meth:`record` without waiting: a future done once the transaction holding the
        action is committed (its exception: StoreConflict, or why the transaction failed).

        On SQLite one writer thread stores every action waiting when it comes round in ONE
        transaction (one commit, one sync to disk, however many games: "group commit"); each
        action is still all or nothing — one refused as a conflict writes nothing — and no
        future is done before the transaction holding its action is committed (a failure of
        that transaction fails every action in it). The callers wait on futures, not in
        threads of their own: an event loop stores hundreds of actions a sync without a
        thread each (threads waiting for a lock take turns at the GIL with the loop)."""
        entry = _Pending(game, number, seat, text, events, status, outcome)
        if self._waiting is None:  # PostgreSQL commits concurrent transactions together itself
            try:
                with self._one_writer, self.engine.begin() as connection:
                    self._write_batch_in(connection, [entry])
            except Exception as exc:
                entry.failure = exc
            _settle(entry)
            return entry.stored
        with self._wake:
            self._waiting.append(entry)
            if self._writer is None or not self._writer.is_alive():
                self._writer = threading.Thread(
                    target=self._write_forever, name="store-writer", daemon=True
                )
                self._writer.start()
            self._wake.notify()
        return entry.stored

    def _write_forever(self) -> None:
        """The SQLite writer thread: store what waits, a batch a transaction, while any does
        (the thread ends when none has waited for a while; the next action starts another)."""
        while True:
            with self._wake:
                if not self._waiting and not self._wake.wait_for(
                    lambda: bool(self._waiting), timeout=WRITER_IDLE_SECONDS
                ):
                    self._writer = None
                    return
                batch, self._waiting = self._waiting or [], []
            with self._one_writer:
                self._write_batch(batch)
            for entry in batch:
                _settle(entry)

    def _write_batch(self, batch: list[_Pending]) -> None:
        """Store ``batch`` in one transaction (the caller holds the write lock)."""
        try:
            with self.engine.begin() as connection:
                self._write_batch_in(connection, batch)
        except Exception as exc:  # not committed: none of the batch is stored
            for entry in batch:
                entry.failure = exc

    def _write_batch_in(self, connection: Connection, batch: list[_Pending]) -> None:
        """Write ``batch``'s actions and events in ``connection``'s transaction: three
        statements however many actions (SQLAlchemy Core, each an executemany). An action
        whose number does not follow the game's last stored one gets a StoreConflict as its
        failure, and nothing of it is written."""
        games = sorted({entry.game for entry in batch})
        last: dict[int, int] = {
            int(game): int(actions)
            for game, actions in connection.execute(
                select(_GAMES.c.id, _GAMES.c.actions)
                .where(_GAMES.c.id.in_(games))
                .with_for_update()  # PostgreSQL: a racing process waits, then sees ours
            ).all()
        }
        moved: list[dict[str, Any]] = []
        actions: list[dict[str, Any]] = []
        told: list[dict[str, Any]] = []
        stamp = now()
        for entry in batch:
            game, number = entry.game, entry.number
            if last.get(game) != number - 1:
                entry.failure = StoreConflict(
                    f"game {game}: action {number - 1} is not the last stored"
                )
                continue
            last[game] = number
            moved.append(
                {"b_game": game, "b_actions": number, "b_status": entry.status.value,
                 "b_outcome": entry.outcome, "b_updated": stamp}
            )  # fmt: skip
            actions.append({"game": game, "number": number, "seat": entry.seat, "text": entry.text})
            told.extend(
                {"game": game, "audience": audience, "number": event_number,
                 "action": action_number, "kind": event.kind, "text": event.text,
                 "data": event.data}
                for audience, numbered in entry.events.items()
                for event_number, action_number, event in numbered
            )  # fmt: skip
        if not moved:
            return
        connection.execute(_MOVE, moved)
        connection.execute(insert(_ACTIONS), actions)
        if told:
            connection.execute(insert(_EVENTS), told)
        if self.engine.dialect.name == "postgresql":
            for entry in batch:
                if entry.failure is None:
                    connection.execute(
                        select(func.pg_notify(CHANNEL, f"{entry.game} {entry.number}"))
                    )

    def events_since(
        self, game: int, audience: str, since: int, *, until: int | None = None
    ) -> list[dict[str, Any]]:
        """An audience's stored events numbered after ``since`` (and up to ``until``: the
        store may be ahead of a process that has not caught up yet), oldest first."""
        with self._session() as session:
            query = select(EventRow).where(
                EventRow.game == game,
                EventRow.audience == audience,
                EventRow.number > since,
            )
            if until is not None:
                query = query.where(EventRow.number <= until)
            rows = session.scalars(query.order_by(EventRow.number)).all()
            return [
                event_json(row.number, row.action, Event(row.kind, row.text, row.data))
                for row in rows
            ]

    def claim(self, game: int, seat: int) -> Status:
        """Mark a human seat taken; the game runs once every human seat is. Its status."""
        with self._writing() as session:
            row = session.get(GameRow, game)
            if row is None:
                raise KeyError(game)
            for seat_row in row.seats:
                if seat_row.index == seat:
                    seat_row.claimed = True
            if row.status == Status.OPEN.value and all(s.claimed for s in row.seats):
                row.status = Status.RUNNING.value
                row.updated = now()
            self._announce(session, game, row.actions)
            return Status(row.status)

    def progress(self, game: int, after: int) -> StoredProgress | None:
        """The actions of ``game`` stored after action ``after`` (with their events), and the
        game's status and seats now; None if there is no such game."""
        with self._session() as session:
            row = session.get(GameRow, game)
            if row is None:
                return None
            actions = session.execute(
                select(ActionRow.number, ActionRow.seat, ActionRow.text)
                .where(ActionRow.game == game, ActionRow.number > after)
                .order_by(ActionRow.number)
            ).all()
            told: dict[int, dict[str, list[dict[str, Any]]]] = {}
            if actions:
                events = session.scalars(
                    select(EventRow)
                    .where(EventRow.game == game, EventRow.action > after)
                    .order_by(EventRow.audience, EventRow.number)
                ).all()
                for event in events:
                    told.setdefault(event.action, {}).setdefault(event.audience, []).append(
                        event_json(
                            event.number, event.action, Event(event.kind, event.text, event.data)
                        )
                    )
            moves = tuple(
                StoredMove(int(number), int(seat), text, told.get(int(number), {}))
                for number, seat, text in actions
            )
            claimed = tuple(seat.claimed for seat in row.seats)
            return StoredProgress(moves, Status(row.status), claimed)

    def take_back(
        self, game: int, *, number: int, events: Mapping[str, Sequence[tuple[int, int, Event]]]
    ) -> None:
        """Take back action ``number`` (an undo) and store every audience's events telling it,
        in ONE transaction; StoreConflict if ``number`` is not the last action stored. What the
        action told stays told (event numbers only grow): its events count as told before it,
        with the take-back's."""
        with self._writing() as session:
            moved = session.execute(
                update(GameRow)
                .where(GameRow.id == game, GameRow.actions == number)
                .values(actions=number - 1, updated=now())
            )
            if getattr(moved, "rowcount", 0) != 1:
                raise StoreConflict(f"game {game}: action {number} is not the last stored")
            session.execute(
                delete(ActionRow).where(ActionRow.game == game, ActionRow.number == number)
            )
            self._announce(session, game, number - 1, back=True)
            session.execute(
                update(EventRow)
                .where(EventRow.game == game, EventRow.action == number)
                .values(action=number - 1)
            )
            session.add_all(
                EventRow(
                    game=game,
                    audience=audience,
                    number=event_number,
                    action=action_number,
                    kind=event.kind,
                    text=event.text,
                    data=event.data,
                )
                for audience, numbered in events.items()
                for event_number, action_number, event in numbered
            )

    def listing(self, status: Status | None, *, limit: int) -> list[dict[str, Any]]:
        """Public facts about the newest games (of one status): never seeds, decks or tokens."""
        with self._session() as session:
            query = (
                select(GameRow)
                .options(selectinload(GameRow.seats))
                .order_by(GameRow.id.desc())
                .limit(limit)
            )
            if status is not None:
                query = query.where(GameRow.status == status.value)
            return [public_game(row) for row in session.scalars(query).all()]

    def unfinished(self, *, computers_only: bool = False) -> list[int]:
        """The games not over yet, to resume after a restart (only those with a computer
        seat if ``computers_only``)."""
        with self._session() as session:
            query = select(GameRow.id).where(GameRow.status != Status.FINISHED.value)
            if computers_only:
                query = query.where(GameRow.seats.any(SeatRow.kind == SeatKind.COMPUTER.value))
            return list(session.scalars(query.order_by(GameRow.id)).all())


def _settle(entry: _Pending) -> None:
    """Tell whoever waits for ``entry`` how its storing went (after its transaction ended)."""
    with contextlib.suppress(InvalidStateError):  # cancelled: nobody waits any more
        if entry.failure is not None:
            entry.stored.set_exception(entry.failure)
        else:
            entry.stored.set_result(None)


def event_json(number: int, action: int, event: Event) -> dict[str, Any]:
    """An event as clients receive it."""
    out: dict[str, Any] = {"n": number, "action": action, "kind": event.kind, "text": event.text}
    if event.data is not None:
        out["data"] = event.data
    return out


def public_game(row: GameRow) -> dict[str, Any]:
    """What anyone may know about a game: no seed, no deck, no token."""
    return {
        "id": row.id,
        "game": row.game_id,
        "options": row.options,
        "status": row.status,
        "actions": row.actions,
        "seats": [
            {
                "seat": seat.index,
                "kind": seat.kind,
                "agent": seat.agent,
                "thinking_seconds": seat.thinking_seconds,
                "taken": seat.claimed,
            }
            for seat in row.seats
        ],
        "outcome": row.outcome,
        # To the second: when a game last moved must not time a computer's thinking.
        "created": row.created.replace(microsecond=0).isoformat(),
        "updated": row.updated.replace(microsecond=0).isoformat(),
    }
