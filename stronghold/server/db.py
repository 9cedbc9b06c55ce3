"""The server's tables (SQLAlchemy 2, typed ORM) and how a database is opened and migrated.

A game's seed and the seat tokens are secrets: the seed is never sent to any client, and a
token is stored only as its SHA-256, so the database alone does not hand out seat links.
"""

from __future__ import annotations

import enum
import hashlib
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    JSON,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    func,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

#: Where the Alembic migrations live (shipped in the package, run at start).
MIGRATIONS = Path(__file__).parent / "migrations"
#: PostgreSQL's advisory lock (a 64-bit key) held around the migrations, so that server
#: processes starting at once migrate one after the other (the later ones find nothing to do).
#: Its high half differs from every game's lock (stronghold.server.shared.GAME_LOCKS).
MIGRATION_LOCK = (0x534D << 32) | 1


class Base(DeclarativeBase):
    """The server's tables."""

    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON}


class Status(enum.StrEnum):
    """Where a game stands: waiting for a human seat to be taken, being played, or over."""

    OPEN = "open"
    RUNNING = "running"
    FINISHED = "finished"


class SeatKind(enum.StrEnum):
    """Who plays a seat."""

    HUMAN = "human"
    COMPUTER = "computer"


def now() -> datetime:
    """The current time, timezone-aware (UTC)."""
    return datetime.now(UTC)


def token_digest(token: str) -> str:
    """What the database keeps of a seat or spectator token: its SHA-256 in hex."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class GameRow(Base):
    """One game: which game with which rule options, its secret seed, and where it stands."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[str] = mapped_column(String(64))
    #: Rule options as ``stronghold.load`` takes them, without the decks (those are per seat).
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: SECRET: the deal's seed (64 bits, kept as decimal text); never sent to any client.
    seed: Mapped[str] = mapped_column(String(24))
    status: Mapped[str] = mapped_column(String(16), index=True)
    spectator_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    #: How many actions are stored (the number of the last one).
    actions: Mapped[int] = mapped_column(Integer, default=0)
    #: The outcome's public form once the game is over.
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="game_row", order_by="SeatRow.index", cascade="all, delete-orphan"
    )


class SeatRow(Base):
    """One seat of a game: who plays it, with which deck, and the digest of its secret token."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("game", "index", name="uq_seats_game_index"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    index: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    agent: Mapped[str | None] = mapped_column(String(64), nullable=True)
    thinking_seconds: Mapped[float | None] = mapped_column(Float, nullable=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    #: The deck as the game's ``decks`` parameter takes it (a ready-made name or a list's
    #: text); None for games without decks. Not public: the other seats do not know it.
    deck: Mapped[str | None] = mapped_column(Text, nullable=True)
    #: Whether a person has opened the seat's link (a human seat not yet taken keeps the
    #: game open).
    claimed: Mapped[bool] = mapped_column(default=False)

    game_row: Mapped[GameRow] = relationship(back_populates="seats")


class ActionRow(Base):
    """One action of a game, in its notation: with the seed and the decks, the whole truth."""

    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("game", "number", name="uq_actions_game_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)


class EventRow(Base):
    """One event as one audience reads it (a seat, or the spectators), numbered per audience."""

    __tablename__ = "events"
    __table_args__ = (
        UniqueConstraint("game", "audience", "number", name="uq_events_game_audience_number"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    #: ``seat-N`` or ``spectator`` (see :func:`stronghold.server.events.audience_key`).
    audience: Mapped[str] = mapped_column(String(16))
    number: Mapped[int] = mapped_column(Integer)
    action: Mapped[int] = mapped_column(Integer)
    #: The event's kind: a game's event class name in kebab-case (migration 0002: 64 long).
    kind: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text)
    #: A typed event's fields as this audience is told them (migration 0003), else null.
    data: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


def open_database(url: str) -> Engine:
    """An engine for ``url`` with the schema migrated to the newest version (Alembic)."""
    is_sqlite = url.startswith("sqlite")
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False} if is_sqlite else {},
        pool_pre_ping=not is_sqlite,
    )
    if is_sqlite:
        event.listen(engine, "connect", _sqlite_pragmas)
    migrate(engine)
    return engine


def _sqlite_pragmas(connection: Any, record: Any) -> None:
    """SQLite: enforce foreign keys, and write-ahead logging so readers do not wait."""
    del record
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def is_postgresql(url: str) -> bool:
    """Whether a database URL names PostgreSQL (which several server processes may share)."""
    return url.split(":", 1)[0].split("+", 1)[0] in ("postgresql", "postgres")


def migrate(engine: Engine) -> None:
    """Run the shipped Alembic migrations up to the newest version; on PostgreSQL under an
    advisory lock held until the migration's transaction ends (processes starting together
    take turns)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(select(func.pg_advisory_xact_lock(MIGRATION_LOCK)))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def default_url(folder: Path) -> str:
    """The embedded SQLite database in the data ``folder`` (created if missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'server.sqlite3'}"
