"""Alembic's environment: migrate over the connection ``db.migrate`` hands in."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from stronghold.server.db import Base


def run_migrations(connection: Connection) -> None:
    """Run the migrations over ``connection`` (SQLite alters tables in batches)."""
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


_connection = context.config.attributes.get("connection")
if _connection is None:
    raise RuntimeError("run the server's migrations through stronghold.server.db.migrate")
run_migrations(_connection)
