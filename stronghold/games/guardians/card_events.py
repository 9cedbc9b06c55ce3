"""Events of the board told for card families of session 12 (issue 14), beside
``events.py`` (kept apart so that module stays within its size): a stronghold rebuilt from
rubble (Castellan Keir), an item lost with its wearer (Amulet of Flying), a creature that flew
to reinforce (shown), a card laid on a shield and leaving it (Famine, Voodoo Hat)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from stronghold.engine.events import Event, does, sentence, who, whose


@dataclass(frozen=True, slots=True)
class StrongholdRestored(Event):
    """A creature of the seat's rebuilt one of its rubble spaces at Terrain Settlement and
    went to the discard pile (Castellan Keir): the stronghold card stands again."""

    seat: int
    space: str
    stronghold: str
    by: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'discard')} {self.by} "
            f"to rebuild {whose(self.seat, viewer, names)} {self.stronghold} on {self.space}: "
            "it stands again"
        )


@dataclass(frozen=True, slots=True)
class WornItemLost(Event):
    """The creature that wore an item was lost, and the item with it (Amulet of Flying)."""

    seat: int
    card: str
    wearer: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} is discarded: {self.wearer}, "
            "who wore it, was lost"
        )


@dataclass(frozen=True, slots=True)
class WornItemWent(Event):
    """An item went with the creature that wore it as that creature left its stack alive
    (Amulet of Flying, ``amulet_travels = "wearer"``): both are shown."""

    seat: int
    card: str
    wearer: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} goes with {self.wearer}, who wears it"
        )


@dataclass(frozen=True, slots=True)
class FlewToReinforce(Event):
    """A creature reinforced a shield over what only fliers pass: it flew, and it is shown
    with the items that went along with it (``cards``), as a flying shield's contents are."""

    seat: int
    shield: str
    space: str
    cards: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'fly')} {', '.join(self.cards)} to reinforce "
            f"{whose(self.seat, viewer, names)} {self.shield} on {self.space}"
        )


@dataclass(frozen=True, slots=True)
class LaidOnShield(Event):
    """A card now lies on a shield (Famine, Voodoo Hat), and what it does there."""

    seat: int
    card: str
    owner: int
    shield: str
    space: str
    what: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} lies on "
            f"{whose(self.owner, viewer, names)} {self.shield} on {self.space}: {self.what}"
        )


@dataclass(frozen=True, slots=True)
class LeftShield(Event):
    """A card that lay on a shield is discarded (its shield reached a stronghold, or is gone,
    or stones were burnt to remove it)."""

    seat: int
    card: str
    shield: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} on {self.shield} is discarded: "
            f"{self.why}"
        )


@dataclass(frozen=True, slots=True)
class AccessoryCleared(Event):
    """An accessory beside a Guardian was discarded for a burnt stone (Voodoo Hat Rack)."""

    seat: int
    card: str
    by: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} is discarded: {self.by}, one Power "
            "Stone burnt"
        )


@dataclass(frozen=True, slots=True)
class AttackRepelled(Event):
    """The defender showed an item that turns the attack away (Cheesy Con Souvenir Tweezle):
    it is discarded and the attacking shield must retreat, with no combat."""

    seat: int
    card: str
    attacker: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'show')} {self.card} on {self.space} and "
            f"{does(self.seat, viewer, names, 'discard')} it: the attacking {self.attacker} "
            "must retreat, with no combat"
        )


@dataclass(frozen=True, slots=True)
class KillRewarded(Event):
    """A seat played an item after killing a shield in combat and gained stones (Oppressed
    Slaves)."""

    seat: int
    card: str
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        gains = does(self.seat, viewer, names, "gain")
        return sentence(f"{self.card}: {gains} {self.stones} Power Stones for the shield killed")


@dataclass(frozen=True, slots=True)
class ShieldsSwitched(Event):
    """An attacked shield traded places with another of its owner's (The Ol' Switcheroo): the
    attacker meets the other one; both are turned."""

    seat: int
    card: str
    attacked: str
    now_on: str
    other: str
    other_on: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: {whose(self.seat, viewer, names)} {self.attacked} goes to "
            f"{self.now_on} and {self.other} takes its place on {self.other_on}, both turned"
        )


@dataclass(frozen=True, slots=True)
class FlightGrounded(Event):
    """A shield flying face up can fly no more once fliers of it were killed (an Amulet of
    Flying lost with them): it stays where it was, its movement option used."""

    owner: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.owner, viewer, names)} {self.shield} can fly no more and stays on "
            f"{self.space}"
        )


@dataclass(frozen=True, slots=True)
class FlightStopped(Event):
    """A flight was stopped before the shield moved (Summon Gravity Well): it stays, turned,
    and its owner may fly no other shield this turn."""

    seat: int
    card: str
    owner: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: {whose(self.owner, viewer, names)} {self.shield} stays on "
            f"{self.space}, and {who(self.owner, viewer, names)} may fly no other shield this turn"
        )


@dataclass(frozen=True, slots=True)
class FliersKilled(Event):
    """Fliers of a shield flying face up were destroyed by the other seat's card, a Power
    Stone (``stones``) each (Rocks of Skull Cracking)."""

    seat: int
    card: str
    owner: int
    shield: str
    space: str
    creatures: tuple[str, ...]
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        killed = ", ".join(self.creatures) if self.creatures else "no creature"
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} kills {killed} of "
            f"{whose(self.owner, viewer, names)} {self.shield} on {self.space} "
            f"for {self.stones} Power Stone{'s' if self.stones != 1 else ''}"
        )


@dataclass(frozen=True, slots=True)
class AccessoryTaken(Event):
    """An accessory beside the other seat's Guardian was taken and put beside the seat's own
    by its creature's right (Imhotep, Visier of Djoser): it stays the other seat's card."""

    seat: int
    by: str
    owner: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.by}: {does(self.seat, viewer, names, 'take')} "
            f"{whose(self.owner, viewer, names)} {self.card}, now beside "
            f"{whose(self.seat, viewer, names)} Guardian"
        )


@dataclass(frozen=True, slots=True)
class ItemShownOnAttack(Event):
    """The defender showed an item that turns the attack away (Cheesy Con Souvenir Tweezle);
    the attacker may blow it up before it acts (Saboteurs)."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'show')} {self.card} to turn the attack away; "
            "the attacker may blow it up first"
        )


@dataclass(frozen=True, slots=True)
class ItemDetonated(Event):
    """The seat blew up an opposing Creature Magic Item shown before combat (Saboteurs): it is
    discarded and its owner lost ``stones`` Power Stones."""

    seat: int
    spell: str
    card: str
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        plural = "s" if self.stones > 1 else ""
        lost = f"; {does(1 - self.seat, viewer, names, 'lose')} {self.stones} Power Stone{plural}"
        return sentence(
            f"{does(self.seat, viewer, names, 'blow')} up {self.card} with {self.spell}: "
            f"it is discarded{lost if self.stones else ''}"
        )


@dataclass(frozen=True, slots=True)
class SentToPen(Event):
    """An Up card that joined a combat hand could not go under the shield past its space limit
    after the combat: it went to its owner's Creature Pen (a Titan the Medallion of Skyphos
    made Small)."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} does not fit under the shield and "
            "goes to the Creature Pen"
        )


@dataclass(frozen=True, slots=True)
class TotalTold(Event):
    """A spell made a seat tell the caster the total Vitality of its creatures on a space
    (Detect Life Force): the number is told to the two seats (the owner knows his cards), to
    no onlooker."""

    seat: int
    card: str
    owner: int
    space: str
    total: int | None
    #: The cards counted (instance ids), of which this tells a part; told to nobody.
    cards: tuple[str, ...] = ()

    def told_to(self, viewer: int | None) -> Event:
        total = self.total if viewer in (self.seat, self.owner) else None
        return replace(self, total=total, cards=())

    def disclosed(self) -> tuple[str, ...]:
        return self.cards

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        said = "" if self.total is None else f": {self.total}"
        theirs = "your" if viewer == self.owner else "their"
        return sentence(
            f"{self.card}: {does(self.owner, viewer, names, 'tell')} "
            f"{who(self.seat, viewer, names)} the total Vitality of {theirs} creatures on "
            f"{self.space}{said}"
        )
