"""What happens in a game of Guardians Arena, as events each seat is told.

Arena tells Guardians' events where the meaning is the same (draws, shields raised, terrain
laid, upgrades, the Up cards, the end) and these for its own steps: the opening hand shown,
creatures entering and moving in the arena, fights and their results, Victorious creatures,
captures, broken shields, ruins and raids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from stronghold.engine.events import Event, does, sentence, who, whose

#: A fight's kind in words.
FIGHTS = {"duel": "duel", "creature": "raid on a creature", "guardian": "raid on the Guardian"}


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """A starting hand without a creature is shown and drawn again."""

    seat: int
    cards: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'show')} a hand without a creature "
            f"({', '.join(self.cards)}) and {'draw' if self.seat == viewer else 'draws'} again"
        )


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """A card from the hand to the discard pile (down to the hand limit)."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'discard')} {self.card}")


@dataclass(frozen=True, slots=True)
class EntersArena(Event):
    """A shielded creature steps into the arena space in front of its stronghold card."""

    seat: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} creature under {self.shield} enters the arena "
            f"at {self.space}"
        )


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A creature moved between stronghold cards."""

    seat: int
    start: str
    end: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'move')} the creature on {self.start} to {self.end}"
        )


@dataclass(frozen=True, slots=True)
class FightBegins(Event):
    """A fight: a duel in the arena, a raid on a creature, or a raid on the Guardian."""

    fight: str
    attacker: int
    space: str
    duelists: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        against = f" against {self.duelists[1]}" if len(self.duelists) > 1 else ""
        first = f"{self.duelists[0]} ({who(self.attacker, viewer, names)})" if self.duelists else ""
        return sentence(f"a {FIGHTS.get(self.fight, self.fight)} on {self.space}: {first}{against}")


@dataclass(frozen=True, slots=True)
class FightOver(Event):
    """A fight's result: each side's counted cards and total (attacker first), the winner
    (None: a tie)."""

    fight: str
    space: str
    attacker: int
    winner: int | None
    totals: tuple[int, int]
    parts: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        sides = []
        for seat, parts, total in zip(
            (self.attacker, 1 - self.attacker), self.parts, self.totals, strict=True
        ):
            counted = " + ".join(f"{label.removesuffix(' base')} {value}" for label, value in parts)
            sides.append(f"{who(seat, viewer, names)}: {counted or 'nothing'} = {total}")
        result = "a tie" if self.winner is None else does(self.winner, viewer, names, "win")
        fight = FIGHTS.get(self.fight, self.fight)
        return sentence(f"the {fight} on {self.space} is over: {' vs '.join(sides)}; {result}")


@dataclass(frozen=True, slots=True)
class DuelistOut(Event):
    """A Duelist that did not win leaves the arena: discarded (``lost``) or home to its pen."""

    seat: int
    card: str
    lost: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        where = "loses its duel and is discarded" if self.lost else "goes back to the Creature Pen"
        return sentence(f"{whose(self.seat, viewer, names)} {self.card} {where}")


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    """A creature and what it held were discarded after a raid."""

    cards: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"destroyed: {', '.join(self.cards) or 'nothing'}")


@dataclass(frozen=True, slots=True)
class Victorious(Event):
    """A creature that won its duel leaves the arena Victorious."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} leaves the arena Victorious"
        )


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """A shield captured an opposing creature (held face up until the end of the turn)."""

    seat: int
    shield: str
    place: str
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        where = self.place.replace(":", " ")
        return sentence(
            f"{does(self.seat, viewer, names, 'capture')} {self.card} ({where}) with {self.shield}"
        )


@dataclass(frozen=True, slots=True)
class ShieldBroken(Event):
    """A shield given up to destroy an opposing shield."""

    seat: int
    shield: str
    by: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'break')} {self.shield} with {self.by}")


@dataclass(frozen=True, slots=True)
class Razed(Event):
    """A terrain card in the arena destroyed (to lay another)."""

    seat: int
    space: str
    terrain: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'raze')} {self.terrain} on {self.space}")


@dataclass(frozen=True, slots=True)
class Ruined(Event):
    """An empty stronghold card raided: it turns to its Ruin side, and the raider loses a card
    of its hand at random."""

    seat: int
    space: str
    stronghold: str
    card_lost: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        loses = "lose" if self.seat == viewer else "loses"
        return sentence(
            f"{does(self.seat, viewer, names, 'ruin')} {self.stronghold} ({self.space}) and "
            f"{loses} {self.card_lost} from the hand"
        )


@dataclass(frozen=True, slots=True)
class Rebuilt(Event):
    """A ruin rebuilt with a terrain card from the hand."""

    seat: int
    space: str
    terrain: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'rebuild')} the ruin on {self.space} with "
            f"{self.terrain}"
        )
