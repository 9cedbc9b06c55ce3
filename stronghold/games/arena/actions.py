"""Actions of Guardians Arena outside a fight, one class per kind of decision, written
``kind arg ...`` like ``enter A2``.

Cards are named by instance id (``w12``); places by space (``A1`` a stronghold card, ``B1`` the
arena in front of the left ones) or ``on:D2`` / ``under:D2`` for a creature on or under one.
Decisions that mean the same as in the full game are the full game's classes
(``games/guardians/play/actions.py``: ``keep``, ``take-up``, ``discard-up``, ``balance``,
``own-draw``, ``put``, ``shield``, ``upgrade``, ``downgrade``, ``pass``); the ones of Arena's
own are below, all ``GameAction``s. ``NOTATION`` reads the texts of every Arena decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from stronghold.engine.actions import Notation
from stronghold.games.guardians.play.actions import (
    Balance,
    DiscardUp,
    Downgrade,
    GameAction,
    Keep,
    OwnDraw,
    Pass,
    Put,
    Shield,
    TakeUp,
    Upgrade,
)

__all__ = [
    "NOTATION", "TAKE_BACK",
    "Balance", "Break", "Capture", "Discard", "DiscardUp", "Downgrade", "Enter", "Equip",
    "GameAction", "Keep", "LayTerrain", "OwnDraw", "Pass", "Put", "Raid", "Raze", "Rebuild",
    "Redraw", "Shield", "Shift", "TakeUp", "Upgrade",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Redraw(GameAction):
    """Show a starting hand with no creature and draw eight new cards."""


@dataclass(frozen=True, slots=True)
class LayTerrain(GameAction):
    """Drafting or terrain step: lay a terrain card from the hand on a bare arena space."""

    kind: ClassVar[str] = "terrain"

    card: str
    space: str


@dataclass(frozen=True, slots=True)
class Equip(GameAction):
    """Drafting: a C item from the hand goes to the creature at ``on:A1`` / ``under:A1``."""

    card: str
    place: str


@dataclass(frozen=True, slots=True)
class Discard(GameAction):
    """Discard a card from the hand, down to the hand limit."""

    card: str


@dataclass(frozen=True, slots=True)
class Enter(GameAction):
    """The shielded creature on this stronghold card enters the arena in front of it."""

    space: str


@dataclass(frozen=True, slots=True)
class Shift(GameAction):
    """``move A1 A2``: a creature on a stronghold card moves to an empty one, or the two
    swap."""

    kind: ClassVar[str] = "move"

    start: str
    end: str


@dataclass(frozen=True, slots=True)
class Raze(GameAction):
    """Destroy the terrain of the arena space where an own creature stands."""

    space: str


@dataclass(frozen=True, slots=True)
class Capture(GameAction):
    """Challenge: a shield (from the hand or off an own creature) captures the unshielded
    enemy creature at ``on:D1`` / ``under:D1``."""

    shield: str
    target: str


@dataclass(frozen=True, slots=True)
class Break(GameAction):
    """Challenge: a shield (from the hand or off an own creature) destroys an enemy shield;
    both are discarded."""

    shield: str
    target: str


@dataclass(frozen=True, slots=True)
class Raid(GameAction):
    """A creature in play (``on:A1``, or a capturing shield's id) attacks an unshielded
    enemy creature (``on:D1`` / ``under:D1``), an empty enemy stronghold card (``D1``) or
    the Guardian (``guardian``)."""

    attacker: str
    target: str


@dataclass(frozen=True, slots=True)
class Rebuild(GameAction):
    """A terrain card from the hand rebuilds an own ruined stronghold card."""

    card: str
    space: str


#: Drafting placements that may be taken back while the same seat goes on drafting.
TAKE_BACK: frozenset[type[GameAction]] = frozenset({Put, Equip})

#: The notation of Guardians Arena's decisions outside a fight (the draw phase's choices are
#: the full game's).
NOTATION = Notation(
    Redraw, Keep, TakeUp, DiscardUp, Balance, OwnDraw,
    Put, Shield, LayTerrain, Equip, Upgrade, Downgrade, Discard,
    Enter, Shift, Raze, Capture, Break, Raid, Rebuild, Pass,
)  # fmt: skip
