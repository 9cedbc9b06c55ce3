"""The actions of Highlander: The Duel, each a decision of one seat, with their text notation.

``take CARD`` takes a face-up card of the draft row, ``draw`` takes the top card of the
combat deck, ``play CARD`` chooses a card from hand for the clash (face down until both chose).
"""

from __future__ import annotations

from dataclasses import dataclass

from stronghold.engine.actions import Action, Notation


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Draft: take this face-up card into hand; the row is refilled from the deck."""

    card: str


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draft: take the top card of the combat deck into hand, unseen by the opponent."""


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Clash: choose this card from hand, face down until both players have chosen."""

    card: str


NOTATION = Notation(Take, Draw, Play)
