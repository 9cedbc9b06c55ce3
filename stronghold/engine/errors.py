"""Named errors of the engine and games, each carrying a one-line reason a player can read."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from typing import Any


class StrongholdError(Exception):
    """Base of every error Stronghold raises on purpose; ``reason`` is the one-line message."""

    def __init__(self, reason: str) -> None:
        # One line, whatever the user's input put in it (a key or name with a line break).
        reason = reason.strip().replace("\r", "\\r").replace("\n", "\\n")
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason

    @property
    def lines(self) -> tuple[str, ...]:
        """What to tell the user, one line each: the reason (an error with several problems
        tells each one)."""
        return (self.reason,)


class IllegalAction(StrongholdError):
    """An action the rules do not allow now; the state it was offered to is unchanged."""


class NotYourTurn(IllegalAction):
    """An action sent by a seat that is not the one to act: refused before it is looked at."""


class NotationError(IllegalAction):
    """Action text that does not parse as any action of the game."""


class CardDataError(StrongholdError):
    """Card data (built-in or user TOML) that is malformed or inconsistent."""


class DeckError(StrongholdError):
    """A deck that breaks the game's construction rules."""


class ScenarioError(StrongholdError):
    """A scenario or setup file that cannot be turned into a game state."""


class PositionError(ScenarioError):
    """A written position (a whole game set up from a file) with problems: all of them at
    once, ``problems`` one line each; the reason is the first and how many there are."""

    def __init__(self, problems: str | Sequence[str]) -> None:
        listed = (problems,) if isinstance(problems, str) else tuple(problems)
        self.problems = tuple(" ".join(p.split()) for p in listed) or ("not a position",)
        first, count = self.problems[0], len(self.problems)
        super().__init__(first if count == 1 else f"{first} (and {count - 1} more problems)")

    @property
    def lines(self) -> tuple[str, ...]:
        return self.problems

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.problems,))


class ParamsError(StrongholdError):
    """Game parameters that the game's factory does not accept."""


class RecordError(StrongholdError):
    """A game record that is malformed or does not replay to the state it claims."""


class UnknownGame(StrongholdError):
    """A game id that no registered game answers to; the reason names the closest known ids."""

    def __init__(self, game_id: str, known: Iterable[str] = ()) -> None:
        self.game_id = game_id
        self.known = tuple(sorted(set(known)))
        self.suggestions = tuple(
            difflib.get_close_matches(game_id.casefold(), self.known, n=3, cutoff=0.5)
        )
        super().__init__(_unknown_game_reason(game_id, self.known, self.suggestions))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.game_id, self.known))


def _unknown_game_reason(game_id: str, known: tuple[str, ...], close: tuple[str, ...]) -> str:
    """``unknown game 'x'`` plus the closest ids, or all ids, or a note that none exist."""
    head = f"unknown game {game_id!r}"
    if close:
        return f"{head}; did you mean {', '.join(repr(name) for name in close)}?"
    if known:
        return f"{head}; known games: {', '.join(known)}"
    return f"{head}; no games are registered"
