"""The first schema: games, seats, actions and events.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create the four tables."""
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seed", sa.String(24), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("spectator_token_hash", sa.String(64), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.JSON(), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("spectator_token_hash"),
    )
    op.create_index("ix_games_status", "games", ["status"])
    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game", sa.Integer(), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("index", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("agent", sa.String(64), nullable=True),
        sa.Column("thinking_seconds", sa.Float(), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("deck", sa.Text(), nullable=True),
        sa.Column("claimed", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("game", "index", name="uq_seats_game_index"),
        sa.UniqueConstraint("token_hash"),
    )
    op.create_table(
        "actions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game", sa.Integer(), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.UniqueConstraint("game", "number", name="uq_actions_game_number"),
    )
    op.create_index("ix_actions_game", "actions", ["game"])
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game", sa.Integer(), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("audience", sa.String(16), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("action", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.UniqueConstraint("game", "audience", "number", name="uq_events_game_audience_number"),
    )
    op.create_index("ix_events_game", "events", ["game"])


def downgrade() -> None:
    """Drop the four tables."""
    op.drop_table("events")
    op.drop_table("actions")
    op.drop_table("seats")
    op.drop_table("games")
