"""Event kinds up to 64 characters (a game's event class names, kebab-case, pass 16).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Widen ``events.kind`` to 64 characters."""
    with op.batch_alter_table("events") as batch:
        batch.alter_column(
            "kind", existing_type=sa.String(16), type_=sa.String(64), existing_nullable=False
        )


def downgrade() -> None:
    """Narrow ``events.kind`` back to 16 characters (longer kinds must be gone)."""
    with op.batch_alter_table("events") as batch:
        batch.alter_column(
            "kind", existing_type=sa.String(64), type_=sa.String(16), existing_nullable=False
        )
