"""What happens in a duel, as events each seat is told (``state.events(seat)``).

Cards are named, never numbered: an id may later lie hidden in the deck again (after a
reshuffle), so an event that named it would tell where a card went.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from stronghold.engine.events import Event, count, does, sentence, who


@dataclass(frozen=True, slots=True)
class DuelBegins(Event):
    """The deck is shuffled, two cards dealt to each, the face-up row laid out."""

    offensive: int
    face_up: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        first = does(self.offensive, viewer, names, "take")
        return sentence(
            f"{first} the Offensive marker; face up: {', '.join(self.face_up) or 'nothing'}"
        )


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discard pile became the new combat deck."""

    cards: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"the discard pile is shuffled into a new combat deck ({count(self.cards, 'card')})"
        )


@dataclass(frozen=True, slots=True)
class Took(Event):
    """A seat took a card from the face-up row; ``refill`` is the card turned up in its place."""

    seat: int
    card: str
    refill: str | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        text = f"{does(self.seat, viewer, names, 'take')} {self.card} from the face-up row"
        if self.refill is not None:
            text += f"; {self.refill} is turned up in its place"
        return sentence(text)


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat took the deck's top card: only that seat is told which."""

    seat: int
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "the top card of the deck" if self.card is None else f"{self.card} from the deck"
        return sentence(f"{does(self.seat, viewer, names, 'take')} {what}")


@dataclass(frozen=True, slots=True)
class RoundBegins(Event):
    """Both hands are full: the round's clashes begin."""

    round: int
    offensive: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        side = "are" if self.offensive == viewer else "is"
        return sentence(
            f"round {self.round} begins; {who(self.offensive, viewer, names)} {side} "
            "on the offensive"
        )


@dataclass(frozen=True, slots=True)
class Chose(Event):
    """A seat laid a card face down for the clash: only that seat is told which (and whether
    it costs the follow-up penalty, which would tell the others what its hand lacks)."""

    seat: int
    card: str | None
    penalty: bool | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None, penalty=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        if self.card is None:
            return sentence(f"{does(self.seat, viewer, names, 'choose')} a card face down")
        cost = " (off your follow-up bar: 1 damage)" if self.penalty else ""
        return sentence(f"{does(self.seat, viewer, names, 'choose')} {self.card}{cost}")


@dataclass(frozen=True, slots=True)
class Clashed(Event):
    """Both cards revealed and resolved: the result, each side's damage and how it was made.

    ``cards`` and ``damage`` are by seat; ``reckoning`` says in words how each hurt came about
    ("Strike: 3 positions + 1 momentum - 1 guard = 3")."""

    round: int
    clash: int
    offensive: int
    cards: tuple[str, str]
    aligned: tuple[str, ...]
    result: str
    damage: tuple[int, int]
    reckoning: tuple[str, ...]
    total: tuple[int, int]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        attacker = who(self.offensive, viewer, names)
        defender = who(1 - self.offensive, viewer, names)
        shown = (
            f"clash {self.clash}: {attacker} ({self.cards[self.offensive]}) against "
            f"{defender} ({self.cards[1 - self.offensive]}): {self.result.replace('-', ' ')}"
        )
        hurt = [
            f"{does(seat, viewer, names, 'take')} {self.damage[seat]} (now {self.total[seat]})"
            for seat in (0, 1)
            if self.damage[seat]
        ]
        parts = [shown, *self.reckoning]
        text = "; ".join(parts)
        return sentence(text + (" — " + ", ".join(hurt) if hurt else "; no damage"))


@dataclass(frozen=True, slots=True)
class Unlocked(Event):
    """A fighter's damage reached an ability's threshold."""

    seat: int
    character: str
    ability: str
    at: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'unlock')} {self.ability} (at {self.at} damage)"
        )


@dataclass(frozen=True, slots=True)
class RoundEnds(Event):
    """The round is over; the Offensive marker passes (``offensive`` holds it now)."""

    round: int
    offensive: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"round {self.round} ends; {does(self.offensive, viewer, names, 'take')} "
            "the Offensive marker"
        )


@dataclass(frozen=True, slots=True)
class DuelOver(Event):
    """The duel is over."""

    winner: int
    reason: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.winner, viewer, names, 'win')}: {self.reason}")
