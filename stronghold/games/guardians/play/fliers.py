"""Creature magic items that make the creatures travelling with them fliers (issue 14,
"movement, flying and retreat on the board"): The Black Eye (Pirates) — ``gives_flying`` on a C
item, a pattern of the creatures it gives flight to (``combat/rules.py``: ``flies``).

"Sharing this space with it" is read as travelling in the same stack as the item: under the
same shield, or on the same stronghold card without one. Such a creature flies wherever the
board asks whether it flies (a shield flies when all its creatures do; a creature reinforcing
from a stronghold card), and it is a flier in a combat its stack fights (``with_flight``: the
combat is set up with its card as a flier). Decisions: docs/rules-notes/cards/accessories.md
("The Black Eye").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat.rules import flies, given_flight, with_flight
from stronghold.games.guardians.schema import Match

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

__all__ = ["flies", "patterns", "with_flight"]


def patterns(state: GameState, stack: Iterable[str]) -> list[Match]:
    """The patterns of the creatures the items of ``stack`` (card ids) give flight to."""
    return given_flight(state.cards[cid].card for cid in stack)
