"""What happens in a Guardians combat, as events each seat is told (``state.events(seat)``).

A combat's seats are its sides (0 the attacker, 1 the defender). When a combat is fought
inside a whole game (Guardians, an Arena fight), its events are told again in the game with
each side replaced by the game's seat (:func:`in_seats`, ``seat_fields``).

Cards are named, never numbered (instance ids are the combat's own and carry no identity).
A card chosen face down (a command card, a primary creature) is named only to its owner until
it is revealed; every seat is still told that a choice was made. Words are put together only
when a viewer asks (``words``), never when the event is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar, TypeVar

from stronghold.engine.events import NOT_SENT, Event, count, does, sentence, who, whose

#: How a breakdown names its parts in words (the rules' "Off-Color" for the OCB).
_LABELS = {"OCB": "Off-Color", "text box": "own text"}


def breakdown(name: str, parts: Sequence[tuple[str, int]], total: int) -> str:
    """``Wild Nymph 4 + 1 Off-Color = 5``: a creature's Vitality with every part named."""
    if not parts or (len(parts) == 1 and parts[0] == ("base", total)):
        return f"{name} {total}"
    label, value = parts[0]
    text = f"{name} {value}"
    if label != "base":
        text += f" ({label.removeprefix('base (').removesuffix(')')})"
    for label, value in parts[1:]:
        sign = "+" if value >= 0 else "-"
        text += f" {sign} {abs(value)} {_LABELS.get(label, label)}"
    return f"{text} = {total}"


@dataclass(frozen=True, slots=True)
class CombatEvent(Event):
    """Base of a combat's events: ``seat_fields`` name the fields that hold a side (an int,
    or a tuple of them) — what :func:`in_seats` translates to a whole game's seats."""

    seat_fields: ClassVar[tuple[str, ...]] = ("seat",)


E = TypeVar("E", bound=Event)


def in_seats(event: E, seats: Sequence[int]) -> E:
    """``event`` with each combat side replaced by the seat ``seats[side]`` of the game the
    combat is fought in (an event without sides, or not a combat's, is returned as it is)."""
    fields = getattr(event, "seat_fields", ())
    if not fields:
        return event
    changes: dict[str, object] = {}
    for name in fields:
        value = getattr(event, name)
        if isinstance(value, int):
            changes[name] = seats[value]
        elif isinstance(value, tuple):
            changes[name] = tuple(seats[side] for side in value)
    return replace(event, **changes)


def _named(card: str | None) -> str:
    return card if card is not None else "nothing"


# --- before the match-ups ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declared(CombatEvent):
    """A side declared whether it will play a command card."""

    kind = "declare"
    seat: int
    command: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a command card" if self.command else "no command card"
        return sentence(f"{does(self.seat, viewer, names, 'declare')} {what}")


@dataclass(frozen=True, slots=True)
class CommandChosen(CombatEvent):
    """A side chose its command card face down: only that side is told which."""

    seat: int
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a command card face down" if self.card is None else f"{self.card} as command card"
        return sentence(f"{does(self.seat, viewer, names, 'choose')} {what}")


@dataclass(frozen=True, slots=True)
class CommandRevealed(CombatEvent):
    """A side's command card is revealed (the Flame Cannon: with the stones it fires with)."""

    kind = "command"
    seat: int
    card: str
    stones: int | None = None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        extra = "" if self.stones is None else f" with {count(self.stones, 'power stone')}"
        return sentence(
            f"{does(self.seat, viewer, names, 'reveal')} {self.card} as command card{extra}"
        )


@dataclass(frozen=True, slots=True)
class CommandDispelled(CombatEvent):
    """A side's command card is dispelled."""

    kind = "dispelled"
    seat: int
    card: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        why = f" {self.why}" if self.why.startswith("by ") else f" ({self.why})"
        whose_card = f"{whose(self.seat, viewer, names)} command card {self.card}"
        return sentence(f"{whose_card} is dispelled{why}")


@dataclass(frozen=True, slots=True)
class Effect(CombatEvent):
    """A card's effect that changes no Vitality by itself: ``subject`` then what it ``does``
    ("Karnis", "every die counts as a 1")."""

    seat_fields = ()
    subject: str
    says: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.subject}: {self.says}" if self.subject else self.says)


# --- cards and stones --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fate(CombatEvent):
    """A card's fate in the combat: ``status`` is beaten, destroyed, bribed, healed, discarded,
    returned (to the Creature Pen), out_of_play ..., ``why`` how it came about."""

    seat: int
    card: str
    status: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        status = {"out_of_play": "set aside", "returned": "sent back to the Creature Pen"}.get(
            self.status, self.status
        )
        why = self.why.removeprefix(self.status + " ")
        why = f" {why}" if why.startswith(("by ", "with ")) else f" ({why})"
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} is {status}{why if self.why else ''}"
        )


@dataclass(frozen=True, slots=True)
class Discarded(CombatEvent):
    """A side discarded one of its cards (forced by a command, to boost an AOE, for a
    creature's bonus)."""

    kind = "discarded"
    seat: int
    card: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'discard')} {self.card} ({self.why})")


@dataclass(frozen=True, slots=True)
class BribeablesShown(CombatEvent):
    """A command card made a side show every creature of its combat hand a kind of bribe can
    bribe (Yap Attack, Santa's Beer Sled, Essence of Babeitude)."""

    kind = "bribeables-shown"
    seat: int
    card: str
    icon: str
    shown: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: {does(self.seat, viewer, names, 'show')} what {self.icon} could bribe "
            f"in the combat hand: {', '.join(self.shown) or 'nothing'}"
        )


@dataclass(frozen=True, slots=True)
class NothingToDiscard(CombatEvent):
    """A side forced to discard a creature of a kind holds none."""

    kind = "no_discard"
    seat: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        has = "have" if self.seat == viewer else "has"
        return sentence(f"{who(self.seat, viewer, names)} {has} no such creature to discard")


@dataclass(frozen=True, slots=True)
class CardsDiscarded(CombatEvent):
    """A card made the opponent discard (``hit``), or showed and discarded a hand."""

    kind = "discard"
    seat_fields = ()
    card: str
    why: str
    hit: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = f"{self.card}: {self.why}" if self.why else f"{self.card} makes the opponent discard"
        return sentence(f"{what}: {', '.join(self.hit) or 'nothing'}")


@dataclass(frozen=True, slots=True)
class SetAside(CombatEvent):
    """A card set creatures aside (out of play)."""

    kind = "aside"
    seat_fields = ()
    card: str
    hit: tuple[str, ...]
    how: str = "sets aside"

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        hit = ", ".join(self.hit) or "nothing"
        if self.how == "sets aside":
            return sentence(f"{self.card} sets aside {hit}")
        return sentence(f"{self.card}: {self.how}: {hit}")


@dataclass(frozen=True, slots=True)
class UpSwapped(CombatEvent):
    """A side's Up card joined its combat hand; ``source`` became its Up card instead."""

    seat: int
    card: str
    source: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card} joins {whose(self.seat, viewer, names)} combat hand; "
            f"{self.source} is the Up card"
        )


@dataclass(frozen=True, slots=True)
class HandShown(CombatEvent):
    """A command card made the opponent show creatures he must play first."""

    kind = "reveal"
    seat_fields = ()
    card: str
    shown: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: the opponent shows {', '.join(self.shown) or 'nothing'} "
            "and must play them first"
        )


@dataclass(frozen=True, slots=True)
class AoeWent(CombatEvent):
    """An area-of-effect attack went off: its points, its element and the cards it hit."""

    kind = "aoe"
    seat: int
    card: str
    points: int
    element: str
    hit: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        element = "" if self.element == "plain" else f" {self.element}"
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card}: {self.points}-point"
            f"{element} AOE hits {', '.join(self.hit) or 'nothing'}"
        )


@dataclass(frozen=True, slots=True)
class Rolled(CombatEvent):
    """Dice were rolled for a card (``card``: whose bonus, defence or AOE; ``purpose``)."""

    kind = "roll"
    seat_fields = ()
    card: str
    purpose: str
    dice: int
    total: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"rolled {self.dice}d6 for {self.card} ({self.purpose}): {self.total}")


@dataclass(frozen=True, slots=True)
class Stones(CombatEvent):
    """A side gained or lost power stones because of ``card``."""

    kind = "stones"
    seat: int
    change: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        verb = "gain" if self.change > 0 else "lose"
        return sentence(
            f"{does(self.seat, viewer, names, verb)} "
            f"{count(abs(self.change), 'power stone')} ({self.card})"
        )


@dataclass(frozen=True, slots=True)
class SecondRound(CombatEvent):
    """A spell made the combat fight another full round (Kasmir's Blitz): ``creatures``, the
    ones still standing, went back to their combat hands."""

    kind = "second-round"
    seat_fields = ()
    card: str
    creatures: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        back = f" ({', '.join(self.creatures)} back in hand)" if self.creatures else ""
        return sentence(f"{self.card}: the combat fights another full round{back}")


@dataclass(frozen=True, slots=True)
class HandsSwapped(CombatEvent):
    """A spell rolled ``rolled`` to swap the combat hands (Total Chaos): ``swapped``, whether
    each side now plays the other's."""

    kind = "hands-swapped"
    seat_fields = ()
    card: str
    rolled: int
    swapped: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "the sides swap combat hands" if self.swapped else "the hands stay where they are"
        return sentence(f"{self.card}: rolled {self.rolled}, {what}")


@dataclass(frozen=True, slots=True)
class HandsReturned(CombatEvent):
    """The swapped cards of the combat hands went back to their owners (Total Chaos)."""

    kind = "hands-returned"
    seat_fields = ()
    cards: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"the {count(self.cards, 'swapped card')} go back to their owners")


@dataclass(frozen=True, slots=True)
class CombatShifted(CombatEvent):
    """A command card moved the combat to the space the attacker came from (Agent of
    Shadow): ``space``, fought on ``ground``."""

    kind = "combat-shifted"
    seat_fields = ()
    card: str
    space: str
    ground: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        on = f", on {self.ground}" if self.ground else ", on no terrain"
        return sentence(f"{self.card}: the combat moves to {self.space}{on}")


@dataclass(frozen=True, slots=True)
class WillDraw(CombatEvent):
    """A side will draw cards after the combat (Eisnmir)."""

    kind = "draws"
    seat: int
    cards: int
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'draw')} {count(self.cards, 'card')} "
            f"after the combat ({self.why})"
        )


@dataclass(frozen=True, slots=True)
class Power(CombatEvent):
    """A side paid power stones for a Guardian's or standard bearer's power."""

    kind = "power"
    seat: int
    card: str
    what: str
    target: str
    cost: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        target = f" ({self.target})" if self.target else ""
        paid = f"{does(self.seat, viewer, names, 'pay')} {count(self.cost, 'power stone')}"
        return sentence(f"{paid}: {self.card}, {self.what}{target}")


@dataclass(frozen=True, slots=True)
class Idol(CombatEvent):
    """A side's Large Idol adds to its total."""

    kind = "idol"
    seat: int
    points: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{whose(self.seat, viewer, names)} Large Idol adds {self.points}")


@dataclass(frozen=True, slots=True)
class Altar(CombatEvent):
    """A side discarded a storage card on its Sacrificial Altar for a power stone."""

    kind = "altar"
    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'sacrifice')} {self.card} on the "
            "Sacrificial Altar for a power stone"
        )


# --- the match-ups -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PrimaryChosen(CombatEvent):
    """A side chose its creature for a match-up face down: only that side is told which."""

    seat: int
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a creature face down" if self.card is None else self.card
        return sentence(f"{does(self.seat, viewer, names, 'choose')} {what} for the match-up")


@dataclass(frozen=True, slots=True)
class PickedAtRandom(CombatEvent):
    """The opposing command card makes a side's creature for this match-up picked at random."""

    seat: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} creature for this match-up is picked at random"
        )


@dataclass(frozen=True, slots=True)
class MatchupBegins(CombatEvent):
    """The creatures of a primary match-up are shown (``cards`` by side: the attacker's first;
    ``sides`` are the seats of the attacker and the defender)."""

    kind = "matchup"
    seat_fields = ("sides",)
    number: int
    sides: tuple[int, int]
    cards: tuple[str | None, str | None]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        mine, theirs = (
            f"{whose(side, viewer, names)} {_named(card)}"
            for side, card in zip(self.sides, self.cards, strict=True)
        )
        return sentence(f"match-up {self.number}: {mine} against {theirs}")


@dataclass(frozen=True, slots=True)
class Announced(CombatEvent):
    """A side announced what its creature's card asks (a size, a realm ...)."""

    kind = "declares"
    seat: int
    what: str
    value: str
    #: The instance id of the creature chosen face down, of which this tells a part (None in
    #: the version told to others: which of its cards the side took is its own to know). Not
    #: sent: in a later combat the same id names another card, maybe one hidden from the side.
    card: str | None = field(default=None, metadata=NOT_SENT)

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'declare')} the {self.what}: {self.value}"
        )

    def disclosed(self) -> tuple[str, ...]:
        return () if self.card is None else (self.card,)


@dataclass(frozen=True, slots=True)
class Guessed(CombatEvent):
    """A side made the guess its creature asks for."""

    kind = "guess"
    seat: int
    value: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'guess')} {self.value}")


@dataclass(frozen=True, slots=True)
class Paid(CombatEvent):
    """A side paid (or did not pay) what a creature's card asks."""

    kind = "pay"
    seat: int
    card: str
    paid: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "for" if self.paid else "nothing for"
        return sentence(f"{does(self.seat, viewer, names, 'pay')} {what} {self.card}")


@dataclass(frozen=True, slots=True)
class NoBribe(CombatEvent):
    """A side bribes nothing."""

    kind = "no_bribe"
    seat: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'bribe')} nothing")


@dataclass(frozen=True, slots=True)
class Cast(CombatEvent):
    """A side cast a spell (or used an item), on ``target`` if it has one."""

    seat: int
    card: str
    target: str | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        on = f" on {self.target}" if self.target else ""
        return sentence(f"{does(self.seat, viewer, names, 'cast')} {self.card}{on}")


@dataclass(frozen=True, slots=True)
class Fizzled(CombatEvent):
    """A spell was dispelled before it took effect."""

    kind = "fizzles"
    seat_fields = ()
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.card} fizzles")


@dataclass(frozen=True, slots=True)
class RangedFired(CombatEvent):
    """A side fired a ranged attack (an Archer, a command's paid shot) into the match-up."""

    kind = "ranged"
    seat: int
    card: str
    points: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'fire')} {self.card} "
            f"({self.points}-point ranged attack)"
        )


@dataclass(frozen=True, slots=True)
class Channeled(CombatEvent):
    """Points were channeled into a side's creature."""

    kind = "channel"
    seat: int
    source: str
    to: str
    points: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.source} channels {self.points} into {whose(self.seat, viewer, names)} {self.to}"
        )


@dataclass(frozen=True, slots=True)
class MatchupResult(CombatEvent):
    """A primary match-up is decided: each side's creature, its Vitality with every part
    named, and the result (``attacker``, ``defender``, ``push``, ``no damage``, ``destroyed``,
    ``withdrawn`` ...). ``winner`` is the seat that won it, if one did."""

    kind = "result"
    seat_fields = ("sides", "winner")
    number: int
    sides: tuple[int, int]
    cards: tuple[str | None, str | None]
    vitality: tuple[int | None, int | None]
    parts: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    result: str
    winner: int | None

    def told(self, index: int) -> str:
        """One side's creature and its Vitality in words."""
        card, value = self.cards[index], self.vitality[index]
        if card is None:
            return "nothing"
        if value is None:
            return card
        return breakdown(card, self.parts[index], value)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        fought = " against ".join(
            f"{self.told(index)} ({who(side, viewer, names)})"
            for index, side in enumerate(self.sides)
        )
        if self.winner is not None:
            result = f"{does(self.winner, viewer, names, 'win')}"
        else:  # no result: the match-up ended before its comparison (a creature sent away)
            result = self.result.replace("_", " ") or "not fought"
        return sentence(f"match-up {self.number}: {fought}: {result}")


@dataclass(frozen=True, slots=True)
class SecondaryAttack(CombatEvent):
    """A side's creature makes a secondary attack on ``target``."""

    kind = "secondary"
    seat: int
    card: str
    target: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"secondary attack: {whose(self.seat, viewer, names)} {self.card} attacks {self.target}"
        )


@dataclass(frozen=True, slots=True)
class SecondaryResult(CombatEvent):
    """A secondary attack's Vitality (every part named) against its target's."""

    kind = "secondary_result"
    seat: int
    target: str
    total: int
    parts: tuple[tuple[str, int], ...]
    target_vitality: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        attack = f"{' + '.join(_share(part) for part in self.parts)} = {self.total}"
        return sentence(
            f"{whose(self.seat, viewer, names)} secondary attack: {attack} against "
            f"{self.target}'s {self.target_vitality}"
        )


@dataclass(frozen=True, slots=True)
class CombatResolved(CombatEvent):
    """The combat's totals (by side: the attacker's first) and the side that holds the
    space."""

    kind = "resolution"
    seat_fields = ("sides", "winner")
    sides: tuple[int, int]
    totals: tuple[int, int]
    counted: tuple[tuple[str, ...], tuple[str, ...]]
    winner: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        counted = ", ".join(
            f"{who(side, viewer, names)} {total} ({', '.join(kept) or 'nothing'})"
            for side, total, kept in zip(self.sides, self.totals, self.counted, strict=True)
        )
        holds = "hold" if self.winner == viewer else "holds"
        return sentence(
            f"the combat's totals: {counted}; {who(self.winner, viewer, names)} {holds} the space"
        )


@dataclass(frozen=True, slots=True)
class FightResolved(CombatEvent):
    """An Arena fight is over (``fight``: duel, creature or guardian raid): each side's
    Vitality with its parts (the attacker's first) and the side that won, if one did."""

    kind = "fight_resolved"
    seat_fields = ("sides", "winner")
    fight: str
    sides: tuple[int, int]
    totals: tuple[int, int]
    parts: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    winner: int | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        counted = ", ".join(
            f"{who(side, viewer, names)} {total} ({' + '.join(_share(p) for p in parts)})"
            for side, total, parts in zip(self.sides, self.totals, self.parts, strict=True)
        )
        fight = _FIGHTS.get(self.fight, self.fight)
        if self.winner is None:
            return sentence(f"{fight} is over: {counted}; nobody wins")
        return sentence(f"{fight} is over: {counted}; {does(self.winner, viewer, names, 'win')}")


#: An Arena fight in words, by its kind.
_FIGHTS = {
    "duel": "the duel",
    "creature": "the raid on a creature",
    "guardian": "the raid on the Guardian",
}


def _share(part: tuple[str, int]) -> str:
    """One part of an Arena side's total: ``Corporal 8`` for a creature's base, else
    ``2 Floyd``."""
    label, value = part
    if label == "base":
        return str(value)
    if label.endswith(" base"):
        return f"{label.removesuffix(' base')} {value}"
    sign = "" if value >= 0 else "-"
    return f"{sign}{abs(value)} {_LABELS.get(label, label)}"
