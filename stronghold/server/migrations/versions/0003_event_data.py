"""A typed event's fields beside its words (``events.data``), for clients that draw them.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Add ``events.data`` (JSON, null for events told in words only)."""
    with op.batch_alter_table("events") as batch:
        batch.add_column(sa.Column("data", sa.JSON(), nullable=True))


def downgrade() -> None:
    """Drop ``events.data``."""
    with op.batch_alter_table("events") as batch:
        batch.drop_column("data")
