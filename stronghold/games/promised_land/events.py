"""What happens in a game of Warriors of the Promised Land, as events each seat is told.

Cards are named by label (``Nephi (W07)``) only once face up; a card laid or drawn face down is
told by name to its owner alone (and to a seat that looked at it with a Prophecy).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from stronghold.engine.events import Event, count, does, sentence, who, whose


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The decks are dealt; ``leader`` goes first."""

    leader: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"the decks are dealt; {does(self.leader, viewer, names, 'go')} first")


@dataclass(frozen=True, slots=True)
class FreshHand(Event):
    """A seat drew a whole new hand (after the Coriantumr and Shiz battle)."""

    seat: int
    size: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'draw')} a new hand of {self.size}")


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat drew the top card of its Warrior or Armory pile: only it is told which."""

    seat: int
    pile: str
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = f" {self.card}" if self.card is not None else ""
        return sentence(f"{does(self.seat, viewer, names, 'draw')}{what} from the {self.pile} pile")


@dataclass(frozen=True, slots=True)
class RoundBegins(Event):
    """A battle round begins with ``leader`` laying first."""

    round: int
    leader: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"round {self.round}: {does(self.leader, viewer, names, 'lead')}")


@dataclass(frozen=True, slots=True)
class NobodyLaid(Event):
    """A whole round of turns went by without a card laid: Phase Two begins."""

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return "Nobody laid a card in a whole round of turns: Phase Two begins."


@dataclass(frozen=True, slots=True)
class Laid(Event):
    """A seat laid a card in its battle line: face up (named to all) or face down (its kind
    told to all, its name to the owner alone)."""

    seat: int
    deck: str
    primary: bool
    face_up: bool
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        if self.face_up or viewer == self.seat:
            return self
        return replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        lays = does(self.seat, viewer, names, "lay")
        role = "primary" if self.primary else "card"
        if self.face_up:
            return sentence(f"{lays} {self.card} face up as {role}")
        shown = f" ({self.card})" if self.card is not None else ""
        article = "an" if self.deck[:1] in "AEIOU" else "a"
        return sentence(f"{lays} {article} {self.deck} {role} face down{shown}")


@dataclass(frozen=True, slots=True)
class LaidNothing(Event):
    """A seat laid nothing this turn; ``sits_out`` when it had no Warrior to lay as primary."""

    seat: int
    sits_out: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        if self.sits_out:
            has = "have" if self.seat == viewer else "has"
            return sentence(
                f"{who(self.seat, viewer, names)} {has} no Warrior to lay as primary and "
                f"{'sit' if self.seat == viewer else 'sits'} this round out"
            )
        return sentence(f"{does(self.seat, viewer, names, 'lay')} nothing this turn")


@dataclass(frozen=True, slots=True)
class CalledToBattle(Event):
    """A seat called "Call to battle!": the others lay their last card."""

    seat: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f'{does(self.seat, viewer, names, "call")} "Call to battle!"')


@dataclass(frozen=True, slots=True)
class TurnedUp(Event):
    """A face-down card in ``seat``'s line was turned face up (``why``: what made it)."""

    seat: int
    card: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{whose(self.seat, viewer, names)} {self.card} is turned up ({self.why})")


@dataclass(frozen=True, slots=True)
class Looked(Event):
    """A seat looked at another's face-down cards with a Prophecy: only it is told them."""

    seat: int
    target: int
    cards: tuple[str, ...] | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, cards=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        seen = f": {', '.join(self.cards) or 'none'}" if self.cards is not None else ""
        return sentence(
            f"{does(self.seat, viewer, names, 'look')} at "
            f"{whose(self.target, viewer, names)} face-down cards (Prophecy){seen}"
        )


@dataclass(frozen=True, slots=True)
class Challenged(Event):
    """A Challenge: "Take up the sword!"."""

    challenger: int
    target: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.challenger, viewer, names, 'challenge')} "
            f'{who(self.target, viewer, names)}: "Take up the sword!"'
        )


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A seat turned up its next face-down card in a Challenge."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'reveal')} {self.card}")


@dataclass(frozen=True, slots=True)
class Used(Event):
    """A seat used an Armory card's effect in a Challenge. ``result`` says what it did:
    ``added`` (Deception: a card from the hand into play), ``disabled`` (Escape), ``taken``
    (the target joins the user's line) or ``set-aside`` (taken but not usable)."""

    seat: int
    card: str
    result: str
    target: str
    foe: int | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        uses = f"{does(self.seat, viewer, names, 'use')} {self.card}"
        if self.result == "added":
            return sentence(f"{uses}: adds {self.target} from the hand to play")
        assert self.foe is not None
        theirs = whose(self.foe, viewer, names)
        if self.result == "disabled":
            return sentence(f"{uses}: disables {theirs} {self.target}")
        source = who(self.foe, viewer, names)
        if self.result == "taken":
            return sentence(f"{uses}: takes {self.target} from {source} into play")
        return sentence(
            f"{uses}: takes {self.target} from {source}, but cannot use it and keeps it aside"
        )


@dataclass(frozen=True, slots=True)
class SideTotal:
    """How one side's score in a Challenge came about (a part of ``ChallengeWon``)."""

    seat: int
    points: tuple[tuple[str, int], ...]
    disabled: tuple[tuple[str, str], ...]
    subtotal: int
    blocked: int
    factor: int
    total: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        parts = " + ".join(f"{card} {value}" for card, value in self.points) or "0"
        text = f"{who(self.seat, viewer, names)}: {parts}"
        if self.blocked:
            text += f" - {self.blocked} blocked"
        if self.factor != 1:
            text += f", x{self.factor}"
        text += f" = {self.total}"
        if self.disabled:
            text += " (" + ", ".join(f"{card} {why}" for card, why in self.disabled) + ")"
        return text


@dataclass(frozen=True, slots=True)
class ChallengeWon(Event):
    """A Challenge scored: both sides' totals and how they came about, the winner, what it
    captured and plundered."""

    challenger: int
    defender: int
    winner: int
    sides: tuple[SideTotal, SideTotal]
    captured: int
    plundered: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        out = Event.to_json(self)
        out["sides"] = [
            {
                "seat": side.seat,
                "points": [list(item) for item in side.points],
                "disabled": [list(item) for item in side.disabled],
                "subtotal": side.subtotal,
                "blocked": side.blocked,
                "factor": side.factor,
                "total": side.total,
            }
            for side in self.sides
        ]
        return out

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        first, second = self.sides
        tie = " (a tie goes to the challenger)" if first.total == second.total else ""
        text = (
            f"{first.words(viewer, names)}; {second.words(viewer, names)}: "
            f"{does(self.winner, viewer, names, 'win')}{tie} and "
            f"{'capture' if self.winner == viewer else 'captures'} {count(self.captured, 'card')}"
        )
        if self.plundered:
            text += f", plundering {', '.join(self.plundered)}"
        return sentence(text)


@dataclass(frozen=True, slots=True)
class HandsLaid(Event):
    """Coriantumr and Shiz face each other: both lay their whole hands."""

    first: int
    second: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"Coriantumr and Shiz face each other: {who(self.first, viewer, names)} and "
            f"{who(self.second, viewer, names)} lay their hands"
        )


@dataclass(frozen=True, slots=True)
class HandAdded(Event):
    """In that battle, the cards of a seat's hand that joined its line, and how many could not."""

    seat: int
    cards: tuple[str, ...]
    unusable: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        shown = ", ".join(self.cards) or "nothing"
        return sentence(
            f"{does(self.seat, viewer, names, 'add')} {shown}; "
            f"{count(self.unusable, 'card')} cannot be used"
        )


@dataclass(frozen=True, slots=True)
class Surrendered(Event):
    """A seat cannot go on and surrenders its cards to another."""

    seat: int
    cards: int
    receiver: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{who(self.seat, viewer, names)} cannot go on and "
            f"{'surrender' if self.seat == viewer else 'surrenders'} "
            f"{count(self.cards, 'card')} to {who(self.receiver, viewer, names)}"
        )


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game is over."""

    winners: tuple[int, ...]
    reason: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"game over: {self.reason}")
