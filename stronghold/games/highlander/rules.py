"""Rule options: where the text contradicts itself or is silent, a named choice with a default.

``docs/rules-notes/highlander-duel.md`` gives the reason for each default.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from stronghold.engine.errors import ParamsError

#: The fixed numbers the text gives.
HAND_SIZE = 5
STARTING_HAND = 2
DAMAGE_TO_LOSE = 12
FOLLOW_UP_PENALTY = 1
PERFECT_BLOCK_DAMAGE = 1

PERFECT_BLOCK_CHOICES = ("all-positions", "offensive-positions")
FIRST_OFFENSIVE_CHOICES = ("random", "seat-0", "seat-1")
ROUND_END_CHOICES = (1, 2)
FACE_UP_RANGE = (1, 6)
MAX_ROUNDS_RANGE = (1, 50)


@dataclass(frozen=True)
class Rules:
    """The rule options of one game (all JSON-ready), checked by ``Rules.from_params``."""

    #: Cards left in hand that end a round: 1 (four clashes) or 2 (three clashes).
    round_end_cards: int = 1
    #: Perfect Block when all positions of both cards align, or all the offensive card's.
    perfect_block: str = "all-positions"
    #: How many face-up cards the draft row holds.
    face_up_cards: int = 3
    #: Who holds the Offensive marker first: a coin flip from the seed, or a fixed seat.
    first_offensive: str = "random"
    #: Our safety net: after this many rounds the less-damaged player wins.
    max_rounds: int = 50

    @classmethod
    def from_params(cls, value: Any) -> Rules:
        """The rules a ``rules`` parameter asks for; ParamsError naming a bad key or value."""
        if value is None:
            return cls()
        if not isinstance(value, dict):
            raise ParamsError("highlander-duel: rules must be a table of rule options")
        allowed = sorted(asdict(cls()))
        for key in value:
            if key not in allowed:
                raise ParamsError(
                    f"highlander-duel: unknown rule option {key!r}; allowed: {', '.join(allowed)}"
                )
        rules = cls(**value)
        rules._check()
        return rules

    def _check(self) -> None:
        """Every option holds one of its allowed values (ParamsError naming it if not)."""
        _one_of("round_end_cards", self.round_end_cards, ROUND_END_CHOICES)
        _one_of("perfect_block", self.perfect_block, PERFECT_BLOCK_CHOICES)
        _one_of("first_offensive", self.first_offensive, FIRST_OFFENSIVE_CHOICES)
        _in_range("face_up_cards", self.face_up_cards, FACE_UP_RANGE)
        _in_range("max_rounds", self.max_rounds, MAX_ROUNDS_RANGE)

    def to_params(self) -> dict[str, Any]:
        """The options as a JSON-ready table (what the game's params keep)."""
        return asdict(self)

    @property
    def clashes_per_round(self) -> int:
        """How many clashes a round has: one per card played from a full hand."""
        return HAND_SIZE - self.round_end_cards


def _one_of(key: str, value: Any, choices: tuple[Any, ...]) -> None:
    """ParamsError unless ``value`` is one of ``choices`` (bools are not numbers)."""
    if isinstance(value, bool) or value not in choices:
        shown = ", ".join(repr(choice) for choice in choices)
        raise ParamsError(
            f"highlander-duel: rule option {key!r} must be one of {shown}, not {value!r}"
        )


def _in_range(key: str, value: Any, bounds: tuple[int, int]) -> None:
    """ParamsError unless ``value`` is a whole number within ``bounds``."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ParamsError(
            f"highlander-duel: rule option {key!r} must be a whole number from {low} to {high}, "
            f"not {value!r}"
        )
