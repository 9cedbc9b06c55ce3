"""Alembic migrations of the server's database, run at start by ``db.migrate``."""
