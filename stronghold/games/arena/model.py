"""What a game of Guardians Arena keeps beyond Guardians: hands, victorious creatures, and the
places a creature can stand (on, under or in front of a stronghold card)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.model import Card, Player
from stronghold.games.guardians.play.steps import CombatInfo, Step
from stronghold.games.guardians.schema import AnyCard, Shield, TerrainCard

if TYPE_CHECKING:
    from collections.abc import Mapping

    from stronghold.games.guardians.play.model import ShieldStack

#: Cards in each player's starting hand.
OPENING_HAND = 8
#: Victorious creatures that win the game (with more than the opponent has).
VICTORIOUS_TO_WIN = 5
#: Ruined stronghold cards that open the way to their Guardian.
RUINS_TO_REACH_GUARDIAN = 2
#: Spaces of the arena (the Combat Zone): row B of the Guardians board, in front of both
#: players' stronghold cards (rows A and D keep their Guardians names).
ARENA_ROW = 1
ARENA = tuple(ARENA_ROW * board.COLUMNS + column for column in range(board.COLUMNS))


@dataclass
class ArenaPlayer(Player):
    """A Guardians player plus Arena's hand and the creatures that left the arena victorious."""

    hand: list[str] = field(default_factory=list)
    victorious: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)  # creatures moved or acted this step


@dataclass
class OpeningStep(Step):
    """Game setup: the redraws each seat has made, and the next seat to be asked."""

    redraws: list[int] = field(default_factory=lambda: [0, 0])
    asked: int = 0

    def canonical(self) -> dict[str, Any]:
        return {"redraws": list(self.redraws), "asked": self.asked}


@dataclass
class TurnStep(Step):
    """A step taken in turns until both pass: which seats have passed."""

    passed: list[bool] = field(default_factory=lambda: [False, False])

    def canonical(self) -> dict[str, Any]:
        return {"passed": list(self.passed)}


@dataclass
class Fight(CombatInfo):
    """A fight under way: a ``duel`` in the arena, or a raid on a ``creature`` or the
    ``guardian``; where a non-Duelist reserve creature comes from (``pen`` or ``hand``);
    the two shields of a duel, or the two places of a raid."""

    kind: str = "duel"
    reserve: str = "pen"
    stacks: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)

    def flight_stack(self, shields: Mapping[str, ShieldStack], side: int) -> list[str] | None:
        """A duel's Duelist flies by the C items riding with it on the board
        (``fights._flying``); a raid's by none."""
        stack = shields.get(self.stacks[side]) if self.kind == "duel" else None
        return None if stack is None else stack.contents


def arena_space(position: int) -> int:
    """The arena space in front of the stronghold cards at ``position`` (both players')."""
    return ARENA_ROW * board.COLUMNS + position


def place(kind: str, space: int) -> str:
    """A place token: ``on:A1`` or ``under:A1``."""
    token = _PLACES.get((kind, space))
    return token if token is not None else f"{kind}:{board.name(space)}"


#: ``place`` of each kind and space, written once.
_PLACES: dict[tuple[str, int], str] = {
    (kind, space): f"{kind}:{board.name(space)}"
    for kind in ("on", "under")
    for space in board.SPACES
}


def parse_place(token: str) -> tuple[str, int] | None:
    """``on:A1`` -> ("on", space); None if the token is not a place."""
    kind, _, name = token.partition(":")
    space = board.parse_space(name)
    if kind not in ("on", "under") or space is None or board.stronghold_owner(space) is None:
        return None
    return kind, space


def unique_names(cards: dict[str, Card], ids: list[str]) -> list[str]:
    """One id per card name (identical cards are the same choice), the first one kept."""
    seen: set[str] = set()
    out = []
    for cid in ids:
        name = cards[cid].card.name
        if name not in seen:
            seen.add(name)
            out.append(cid)
    return out


def is_terrain(card: AnyCard) -> bool:
    """A terrain card, or a Shield/Terrain card played as terrain."""
    return isinstance(card, TerrainCard) or (
        isinstance(card, Shield) and card.shield_type == "shield/terrain"
    )
