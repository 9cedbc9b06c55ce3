"""Stronghold: out-of-print card games by their real rules."""

from stronghold.engine import (
    Action,
    Game,
    IllegalAction,
    Outcome,
    Record,
    State,
    list_games,
    load,
    replay,
)

__all__ = [
    "Action",
    "Game",
    "IllegalAction",
    "Outcome",
    "Record",
    "State",
    "list_games",
    "load",
    "replay",
]
