"""The actions of Warriors of the Promised Land and their text notation.

=====================  ============================================================
``lay W07``            lay a card from the hand (primary in the first turn of a round)
``draw warrior``       draw from the Warrior pile (``draw armory``: the Armory pile)
``call``               end the turn with "Call to battle!"
``done``               end the turn without calling
``pass``               lay nothing this turn (rule ``must_lay = false``), or use no card now
``look 2``             Prophecy: look at seat 2's face-down cards before challenging
``challenge 2``        challenge seat 2: "Take up the sword!"
``use A31 W12``        use a revealed card (Conversion, Dissenter, Escape, Deception) on a card
=====================  ============================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from stronghold.engine.actions import Action, Notation
from stronghold.games.promised_land.model import Pile


@dataclass(frozen=True, slots=True)
class Lay(Action):
    """Lay a card from the hand into the line."""

    card: str


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw the top card of one of the own piles."""

    pile: Pile


@dataclass(frozen=True, slots=True)
class Call(Action):
    """End the turn calling "Call to battle!"."""


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End the turn without calling."""


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Lay nothing this turn, or use no card now."""


@dataclass(frozen=True, slots=True)
class Look(Action):
    """Prophecy: look at one player's face-down cards before choosing whom to challenge."""

    seat: int


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    """Challenge a player who has not battled this round."""

    seat: int


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Use a revealed ability card on a target card (opponent's secondary, or own hand card)."""

    card: str
    target: str


#: The actions with nothing to choose in them, made once: an action is a value, so every
#: listing may hand out the same object.
CALL, DONE, PASS = Call(), Done(), Pass()
DRAW = {pile: Draw(pile) for pile in Pile}
#: Every ``Lay`` listed so far, by card id (as few as the ids of a deck): made once.
LAYS: dict[str, Lay] = {}


def lay_action(card: str) -> Lay:
    """The action that lays ``card``, made once for each card id."""
    action = LAYS.get(card)
    if action is None:
        action = LAYS[card] = Lay(card)
    return action


NOTATION = Notation(Lay, Draw, Call, Done, Pass, Look, Challenge, Use)
