"""Where each card is: one player's piles, hand, cards in play and Discard pile."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

WARRIOR_PREFIX = "W"
ARMORY_PREFIX = "A"
HAND_SIZE = 6


class Pile(StrEnum):
    """The two draw piles in front of each player."""

    WARRIOR = "warrior"
    ARMORY = "armory"


def is_warrior_id(card: str) -> bool:
    """Whether a card id is a Warrior's (ids say the deck, which the card backs show anyway)."""
    return card.startswith(WARRIOR_PREFIX)


def kind_of(card: str) -> str:
    """``warrior`` or ``armory``: what a card's back shows."""
    return "warrior" if is_warrior_id(card) else "armory"


@dataclass
class Player:
    """One player's cards. ``line`` is the cards in play, primary first; ``face_down`` the ids
    of ``line`` still face down; ``aside`` cards taken that cannot be used with this line."""

    warrior_pile: list[str] = field(default_factory=list)
    armory_pile: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    line: list[str] = field(default_factory=list)
    face_down: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    in_game: bool = True

    def pile(self, which: Pile) -> list[str]:
        """The Warrior or Armory draw pile (top is the end of the list)."""
        return self.warrior_pile if which is Pile.WARRIOR else self.armory_pile

    def warriors_in_hand(self) -> int:
        """How many Warrior cards the hand holds."""
        count = 0
        for card in self.hand:  # a plain loop: asked on nearly every decision
            if card.startswith(WARRIOR_PREFIX):
                count += 1
        return count

    def has_warrior_in_hand(self) -> bool:
        """Whether the hand holds a Warrior card."""
        for card in self.hand:  # noqa: SIM110 - a loop: no generator on this hot path
            if card.startswith(WARRIOR_PREFIX):
                return True
        return False

    def held(self) -> list[str]:
        """Every card this player holds, wherever it lies."""
        return [
            *self.warrior_pile,
            *self.armory_pile,
            *self.hand,
            *self.line,
            *self.aside,
            *self.discard,
        ]

    def copy(self) -> Player:
        """An independent copy (lists copied)."""
        return Player(
            list(self.warrior_pile),
            list(self.armory_pile),
            list(self.hand),
            list(self.line),
            list(self.face_down),
            list(self.aside),
            list(self.discard),
            self.in_game,
        )

    def canonical(self) -> dict[str, Any]:
        """Full JSON form, hidden cards included (for fingerprints)."""
        return {
            "warrior_pile": list(self.warrior_pile),
            "armory_pile": list(self.armory_pile),
            "hand": list(self.hand),
            "line": list(self.line),
            "face_down": list(self.face_down),
            "aside": list(self.aside),
            "discard": list(self.discard),
            "in_game": self.in_game,
        }
