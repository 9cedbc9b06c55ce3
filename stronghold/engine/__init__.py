"""The rules engine: the State contract, actions, records, the registry, RNG and errors."""

from stronghold.engine.actions import Action, Notation, format_tokens, split_tokens
from stronghold.engine.errors import (
    CardDataError,
    DeckError,
    IllegalAction,
    NotationError,
    ParamsError,
    RecordError,
    ScenarioError,
    StrongholdError,
    UnknownGame,
)
from stronghold.engine.events import Event, Told
from stronghold.engine.record import Record, replay
from stronghold.engine.registry import (
    Game,
    GameInfo,
    list_games,
    load,
    register,
    register_builtin,
    unregister,
)
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State

__all__ = [
    "Action",
    "CardDataError",
    "DeckError",
    "Event",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Notation",
    "NotationError",
    "Outcome",
    "ParamsError",
    "Record",
    "RecordError",
    "Rng",
    "ScenarioError",
    "State",
    "StrongholdError",
    "Told",
    "UnknownGame",
    "format_tokens",
    "list_games",
    "load",
    "register",
    "register_builtin",
    "replay",
    "split_tokens",
    "unregister",
]
