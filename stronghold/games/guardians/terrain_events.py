"""Events of the terrain on the board: a terrain card destroyed, turned, lost or laid, and a
creature shown instead of paying for a bare land (``events.py`` re-exports each, so every
reader still finds them as ``events.TerrainLaid`` and so on)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from stronghold.engine.events import Event, does, sentence, whose


@dataclass(frozen=True, slots=True)
class TerrainDestroyed(Event):
    """A terrain card was destroyed (Hammer of Doom)."""

    seat: int
    card: str
    space: str
    terrain: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} destroys {self.terrain} on {self.space}"
        )


@dataclass(frozen=True, slots=True)
class TerrainTurned(Event):
    """A terrain card was turned face down by a card of the other seat (Gopher)."""

    seat: int
    card: str
    space: str
    terrain: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} turns {self.terrain} on {self.space} "
            "face down"
        )


@dataclass(frozen=True, slots=True)
class TerrainLost(Event):
    """At settlement, a terrain card under an opposing shield goes to its owner's discard."""

    seat: int
    space: str
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} terrain {self.card} on {self.space} is discarded"
        )


@dataclass(frozen=True, slots=True)
class TerrainLaid(Event):
    """A terrain card laid on a bare land: face up, or face down for a stone (named to its
    owner alone)."""

    seat: int
    space: str
    card: str | None
    face_down: bool

    def told_to(self, viewer: int | None) -> Event:
        if not self.face_down or viewer == self.seat:
            return self
        return replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        lays = does(self.seat, viewer, names, "lay")
        if not self.face_down:
            return sentence(f"{lays} {self.card} as terrain on {self.space}")
        shown = f" ({self.card})" if self.card is not None else ""
        return sentence(f"{lays} a card face down as terrain on {self.space} for 1 stone{shown}")


@dataclass(frozen=True, slots=True)
class ShownForLand(Event):
    """A creature shown instead of paying for a bare land (Earth Mother)."""

    seat: int
    card: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'show')} {self.card}: {self.space} "
            "stays without terrain and nothing is paid for it"
        )


@dataclass(frozen=True, slots=True)
class TerrainClaimed(Event):
    """A land just won: a terrain card laid there face up at once by a card's right, the
    opponent's terrain card there (``replaced``) discarded first (Cactus McFingers)."""

    seat: int
    card: str
    space: str
    terrain: str
    replaced: str | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        lays = does(self.seat, viewer, names, "lay")
        gone = f", {self.replaced} going to the discard pile" if self.replaced else ""
        return sentence(f"{self.card}: {lays} {self.terrain} as terrain on {self.space}{gone}")


@dataclass(frozen=True, slots=True)
class CreatureLaidAsTerrain(Event):
    """A creature of the shield laid face down as its bare land's terrain, for no stone, by a
    card's right (Reverend Smilin' Jack); the creature named to its owner alone."""

    seat: int
    by: str
    space: str
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        lays = does(self.seat, viewer, names, "lay")
        shown = f" ({self.card})" if self.card is not None else ""
        return sentence(
            f"{self.by}: {lays} a creature of the shield face down as terrain on {self.space}"
            f"{shown}"
        )


@dataclass(frozen=True, slots=True)
class TerrainLeft(Event):
    """A face-down terrain card that fought in a combat (Reverend Smilin' Jack) was lost there:
    it leaves the land for ``where`` (the discard pile, the Creature Pen, the storage hand)."""

    seat: int
    space: str
    card: str
    where: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} terrain card {self.card} on {self.space}, "
            f"lost in the combat, goes to the {self.where}: the land has no terrain card"
        )
