"""What one duel keeps track of: each fighter's hand, damage, played cards and pending choice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stronghold.games.highlander.schema import Character


@dataclass
class Fighter:
    """One player's side of the duel (the character card is shared, immutable data)."""

    character: Character
    damage: int = 0
    #: Card ids in hand, in the order they came.
    hand: list[str] = field(default_factory=list)
    #: Ids in hand (or committed) that the opponent saw taken from the face-up row.
    known: set[str] = field(default_factory=set)
    #: Cards played this round, oldest first (the last one's follow-up bar binds the next).
    played: list[str] = field(default_factory=list)
    #: The card chosen face down for the clash under way, not yet revealed.
    commit: str | None = None
    #: Whether the committed card breaks the follow-up rule (1 damage at the reveal).
    commit_penalty: bool = False
    #: How many of the character's abilities are unlocked (they unlock in damage order).
    unlocked: list[str] = field(default_factory=list)
    #: From a card played this round: the next card may be any card.
    free_next: bool = False
    #: From a card played this round: the next card Strikes for this much more.
    momentum: int = 0

    def copy(self) -> Fighter:
        """An independent copy (the character is shared)."""
        return Fighter(
            self.character,
            self.damage,
            list(self.hand),
            set(self.known),
            list(self.played),
            self.commit,
            self.commit_penalty,
            list(self.unlocked),
            self.free_next,
            self.momentum,
        )

    def pool(self) -> list[str]:
        """The cards only this player has seen the whole of: hand plus the face-down choice."""
        return self.hand + ([self.commit] if self.commit is not None else [])

    def canonical(self) -> dict[str, Any]:
        """JSON-ready full record of this side, for fingerprints."""
        return {
            "damage": self.damage,
            "hand": list(self.hand),
            "known": sorted(self.known),
            "played": list(self.played),
            "commit": self.commit,
            "commit_penalty": self.commit_penalty,
            "unlocked": list(self.unlocked),
            "free_next": self.free_next,
            "momentum": self.momentum,
        }
