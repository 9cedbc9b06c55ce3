"""What happens on a Guardians board, as events each seat is told (``state.events(seat)``).

The play layer tells these (draws, placements, shields raised and moved, combats declared and
won, terrain, control of the lands, the end); the combat tells its own. Cards are named, never
numbered (an id may later lie hidden again). A card the other seat cannot see is told to it
without its name: a draw as a number of cards, a face-down placement as "a card" with where
it went (which the other seat sees from the counts). Places are the notation's tokens
(``pen``, ``on:A1``, ``under:A1``, ``upgrade:A1``, ``shield:A1``), put in words when told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from stronghold.engine.events import Event, count, does, sentence, who, whose
from stronghold.games.guardians.terrain_events import ShownForLand as ShownForLand
from stronghold.games.guardians.terrain_events import TerrainDestroyed as TerrainDestroyed
from stronghold.games.guardians.terrain_events import TerrainLaid as TerrainLaid
from stronghold.games.guardians.terrain_events import TerrainLost as TerrainLost
from stronghold.games.guardians.terrain_events import TerrainTurned as TerrainTurned


def _into(token: str, owner: int, viewer: int | None, names: Sequence[str]) -> str:
    """Where a card went, in words (the places are ``owner``'s)."""
    kind, _, space = token.partition(":")
    if kind == "pen":
        return f"in {whose(owner, viewer, names)} Creature Pen"
    if kind == "hand":
        return f"in {whose(owner, viewer, names)} hand"
    if kind == "on":
        return f"on the stronghold at {space}"
    if kind == "under":
        return f"under the stronghold at {space}"
    if kind == "upgrade":
        return f"on the upgrade beside {space}"
    if kind == "shield":
        return f"under the shield on {space}"
    return f"on {token}"


def _out_of(token: str) -> str:
    """Where a card came from on the board, in words ("" for a hand or the Creature Pen, where
    cards come from unless told)."""
    kind, _, space = token.partition(":")
    if kind == "on":
        return f" from the stronghold at {space}"
    if kind == "under":
        return f" from under the stronghold at {space}"
    if kind == "upgrade":
        return f" from the upgrade beside {space}"
    if kind == "shield":
        return f" from under the shield on {space}"
    return ""


def _names(cards: Sequence[str]) -> str:
    return ", ".join(cards) if cards else "nothing"


def _stones(number: int) -> str:
    return count(number, "stone")


@dataclass(frozen=True, slots=True)
class TurnBegins(Event):
    """A new turn: the draw comes first."""

    number: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return f"Turn {self.number} begins."


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat drew cards (``why``: the card or Guardian that made it draw, if not the turn's
    draw): only that seat is told which; the other seat learns how many."""

    seat: int
    number: int
    cards: tuple[str, ...] | None
    why: str | None = None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, cards=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        text = f"{does(self.seat, viewer, names, 'draw')} {count(self.number, 'card')}"
        if self.why is not None:
            text += f" ({self.why})"
        if self.cards:
            text += f": {', '.join(self.cards)}"
        return sentence(text)


@dataclass(frozen=True, slots=True)
class DrewAsOpponent(Event):
    """A Guardian paid stones to draw the opponent's number of cards this turn (P'Tal)."""

    seat: int
    stones: int
    number: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'pay')} {_stones(self.stones)} to draw as many "
            f"cards as {who(1 - self.seat, viewer, names)}: {self.number}"
        )


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The first draw held no shield: its cards went back into the deck for a stone."""

    seat: int
    number: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"reshuffle: {does(self.seat, viewer, names, 'spend')} 1 stone and "
            f"{'shuffle' if self.seat == viewer else 'shuffles'} the "
            f"{count(self.number, 'card')} drawn back into the deck"
        )


@dataclass(frozen=True, slots=True)
class OrganizingBegins(Event):
    """Both seats have drawn: a coin flip says who places first."""

    first: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"organizing: {does(self.first, viewer, names, 'place')} first")


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """A seat put a card of its own somewhere while organizing: face down (its name told to
    the owner alone) unless the place shows it (``face_up``)."""

    seat: int
    card: str | None
    came_from: str
    to: str
    face_up: bool = False

    def told_to(self, viewer: int | None) -> Event:
        if self.face_up or viewer == self.seat:
            return self
        return replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a card" if self.card is None else self.card
        where = _into(self.to, self.seat, viewer, names)
        return sentence(
            f"{does(self.seat, viewer, names, 'put')} {what}{_out_of(self.came_from)} {where}"
        )


@dataclass(frozen=True, slots=True)
class Ready(Event):
    """A seat is done placing for this turn."""

    seat: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        are = "are" if self.seat == viewer else "is"
        return sentence(f"{who(self.seat, viewer, names)} {are} done organizing")


@dataclass(frozen=True, slots=True)
class ShieldRaised(Event):
    """A shield goes face up over the creatures on a stronghold space."""

    seat: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'raise')} {self.shield} on {self.space}")


@dataclass(frozen=True, slots=True)
class Upgraded(Event):
    """An upgrade laid face up beside an end stronghold card: the seat's own (``target`` is
    the seat) or, a downgrade, the opponent's."""

    seat: int
    card: str
    side: str
    target: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        verb = "upgrade" if self.target == self.seat else "downgrade"
        return sentence(
            f"{does(self.seat, viewer, names, verb)} {whose(self.target, viewer, names)} "
            f"{self.side} stronghold with {self.card}"
        )


@dataclass(frozen=True, slots=True)
class StoneTax(Event):
    """An upgrade took stones from its owner for a shield on it."""

    seat: int
    card: str
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'pay')} {_stones(self.stones)} to {self.card}"
        )


@dataclass(frozen=True, slots=True)
class UpCardsTurned(Event):
    """The Up cards are turned; the higher moves first."""

    cards: tuple[str | None, str | None]
    first: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        shown = "; ".join(
            f"{whose(seat, viewer, names)} {card or 'none (no card left)'}"
            for seat, card in enumerate(self.cards)
        )
        return sentence(f"Up cards: {shown}. {does(self.first, viewer, names, 'move')} first")


@dataclass(frozen=True, slots=True)
class UpThrownAway(Event):
    """A spell threw a seat's Up card away (with cards off its deck's top); fresh ones follow."""

    seat: int
    cause: str
    discarded: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause}: {does(self.seat, viewer, names, 'discard')} {_names(self.discarded)}"
        )


@dataclass(frozen=True, slots=True)
class UpPowerUsed(Event):
    """An Up card's own power right after the Up cards are turned (Jonstollo, Chickenhead,
    Squibby): what it did, in words."""

    seat: int
    card: str
    what: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.card} ({who(self.seat, viewer, names)}): {self.what}")


@dataclass(frozen=True, slots=True)
class MoveSpell(Event):
    """A spell binds a seat for this turn (Crash, War, Ongo, U.R. First, Pepe's Slow Down,
    Channeling Flux)."""

    seat: int
    card: str
    what: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.card}: {who(self.seat, viewer, names)} {self.what}")


@dataclass(frozen=True, slots=True)
class PenShown(Event):
    """A spell made a seat show its Creature Pen; the caster gains a stone a creature in it
    (Hostage Crisis)."""

    seat: int
    cause: str
    shown: tuple[str, ...]
    gainer: int
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause}: {does(self.seat, viewer, names, 'show')} the Creature Pen "
            f"({_names(self.shown)}); {does(self.gainer, viewer, names, 'gain')} "
            f"{_stones(self.stones)}"
        )


@dataclass(frozen=True, slots=True)
class MovementSkipped(Event):
    """A spell skipped the movement of this turn: Terrain Settlement follows (Peace)."""

    seat: int
    cause: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause} ({who(self.seat, viewer, names)}): no shield moves this turn; "
            "Terrain Settlement follows"
        )


@dataclass(frozen=True, slots=True)
class ShieldTurned(Event):
    """A seat turned a shield: it is the one that moves (or stays) this move."""

    seat: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{does(self.seat, viewer, names, 'turn')} {self.shield} on {self.space}")


@dataclass(frozen=True, slots=True)
class Stayed(Event):
    """The turned shield stays where it is this move."""

    seat: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{whose(self.seat, viewer, names)} {self.shield} stays on {self.space}")


@dataclass(frozen=True, slots=True)
class ShieldMoved(Event):
    """A turned shield set out for ``to`` (by way of ``via``), moving or flying."""

    seat: int
    shield: str
    start: str
    to: str
    via: str | None
    flew: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        verb = "fly" if self.flew else "move"
        via = f" by way of {self.via}" if self.via is not None else ""
        return sentence(
            f"{does(self.seat, viewer, names, verb)} {self.shield} from {self.start} to "
            f"{self.to}{via}"
        )


@dataclass(frozen=True, slots=True)
class Reinforced(Event):
    """A creature (with its items) joined a shield from elsewhere on the board."""

    seat: int
    shield: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'reinforce')} {self.shield} on {self.space}"
        )


@dataclass(frozen=True, slots=True)
class Teleported(Event):
    """A creature left a Teleport Tower for a shield."""

    seat: int
    shield: str
    to: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'teleport')} a creature to {self.shield} on {self.to}"
        )


@dataclass(frozen=True, slots=True)
class AltarSacrifice(Event):
    """A Storage Hand card given up for a power stone."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'discard')} {self.card} for 1 stone (altar)"
        )


@dataclass(frozen=True, slots=True)
class Joined(Event):
    """A creature from an upgrade or under a stronghold joined a shield for the coming
    combat: named to all only when it is face up."""

    seat: int
    shield: str
    stones: int
    card: str | None
    shown: bool

    def told_to(self, viewer: int | None) -> Event:
        return self if self.shown or viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a creature" if self.card is None else self.card
        paid = f" for {_stones(self.stones)}" if self.stones else ""
        return sentence(
            f"{what} joins {whose(self.seat, viewer, names)} {self.shield} for the combat{paid}"
        )


@dataclass(frozen=True, slots=True)
class CombatDeclared(Event):
    """A shield entered a land held by an opposing shield: a combat there."""

    attacker: int
    space: str
    shield: str
    against: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.attacker, viewer, names, 'attack')} {self.space}: {self.shield} "
            f"against {whose(1 - self.attacker, viewer, names)} {self.against}"
        )


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    """The loser's shield fell back."""

    seat: int
    shield: str
    to: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{whose(self.seat, viewer, names)} {self.shield} retreats to {self.to}")


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    """A disputed land changed hands (``seat`` None: nobody's)."""

    space: str
    seat: int | None
    was: int | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        if self.seat is None:
            assert self.was is not None
            has = "have" if self.was == viewer else "has"
            return sentence(
                f"{who(self.was, viewer, names)} no longer {has} control of {self.space}"
            )
        gain = "gain" if self.seat == viewer else "gains"
        return sentence(f"{who(self.seat, viewer, names)} {gain} control of {self.space}")


@dataclass(frozen=True, slots=True)
class StrongholdRuined(Event):
    """An opposing shield took a stronghold space: the card there is rubble, what was on,
    under and beside it discarded."""

    seat: int
    space: str
    stronghold: str
    by: str
    discarded: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.stronghold} on {self.space} falls to "
            f"{self.by} and is rubble; discarded: {_names(self.discarded)}"
        )


@dataclass(frozen=True, slots=True)
class GuardianAssaulted(Event):
    """A shield on the rubble attacked the opposing Guardian: its creatures' total against
    the Guardian's Vitality (strictly more kills)."""

    seat: int
    shield: str
    total: int
    guardian: str
    vitality: int
    killed: bool

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        result = "killed" if self.killed else "it survives"
        return sentence(
            f"{does(self.seat, viewer, names, 'assault')} {whose(1 - self.seat, viewer, names)} "
            f"Guardian {self.guardian} with {self.shield}: {self.total} against Vitality "
            f"{self.vitality}, {result}"
        )


@dataclass(frozen=True, slots=True)
class ShieldLost(Event):
    """A shield was destroyed with everything under it (``why``: how)."""

    seat: int
    shield: str
    space: str
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.shield} on {self.space} is destroyed "
            f"({self.why})"
        )


@dataclass(frozen=True, slots=True)
class ItemLost(Event):
    """A creature item no creature could hold was discarded."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} is discarded (no creature left to "
            "hold it)"
        )


@dataclass(frozen=True, slots=True)
class PenLost(Event):
    """Cards drawn at random from a Creature Pen and discarded, a combat's card the cause."""

    seat: int
    cause: str
    discarded: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause} makes {who(self.seat, viewer, names)} discard from the Creature Pen "
            f"at random: {_names(self.discarded)}"
        )


@dataclass(frozen=True, slots=True)
class UnderToPen(Event):
    """A combat's card sent the creatures under a player's stronghold cards and on his
    upgrades to his Creature Pen (Gehrund, Field Marshal); how many, not which."""

    seat: int
    cause: str
    count: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause}: {self.count} creature{'s' if self.count != 1 else ''} from under "
            f"{whose(self.seat, viewer, names)} stronghold cards and upgrades go to the "
            "Creature Pen"
        )


@dataclass(frozen=True, slots=True)
class SavedToPen(Event):
    """A creature lost in a combat goes to its owner's Creature Pen, not the discard pile."""

    seat: int
    cause: str
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.cause}: {whose(self.seat, viewer, names)} {self.card} goes to the Creature "
            "Pen instead of the discard pile"
        )


@dataclass(frozen=True, slots=True)
class Recovered(Event):
    """Cards taken back from a discard pile into their owner's hand (Chaos Summoner)."""

    seat: int
    card: str
    back: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: {does(self.seat, viewer, names, 'take')} back from the discard pile "
            f"{_names(self.back)}"
        )


@dataclass(frozen=True, slots=True)
class ShuffledBack(Event):
    """Cards of a discard pile shuffled back into their owner's draw deck (Rosetta Stone)."""

    seat: int
    card: str
    back: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card}: {does(self.seat, viewer, names, 'shuffle')} into the draw deck "
            f"{_names(self.back)}"
        )


@dataclass(frozen=True, slots=True)
class AccessoryPlaced(Event):
    """An accessory went into play beside its owner's Guardian (Gift of Isis)."""

    seat: int
    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        placed = does(self.seat, viewer, names, "place")
        return sentence(f"{placed} {self.card} beside the Guardian")


@dataclass(frozen=True, slots=True)
class ExtraDraw(Event):
    """A card gave a player more cards to draw next turn (Ankh), or fewer (Shadow Warrior)."""

    seat: int
    card: str
    cards: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        draws = does(self.seat, viewer, names, "draw")
        more = f"{self.cards} more" if self.cards >= 0 else f"{-self.cards} fewer"
        return sentence(f"{self.card}: {draws} {more} next turn")


@dataclass(frozen=True, slots=True)
class TerrainTakenBack(Event):
    """A card serving as terrain went back to its owner's hand (Ancient Tome)."""

    seat: int
    card: str
    space: str
    terrain: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        takes = does(self.seat, viewer, names, "take")
        return sentence(f"{self.card}: {takes} {self.terrain} back from {self.space}")


@dataclass(frozen=True, slots=True)
class UpgradeAoe(Event):
    """An upgrade's AOE hit a shield entering its space."""

    card: str
    points: int
    space: str
    discarded: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card} hits the shield entering {self.space} with {self.points} points; "
            f"discarded: {_names(self.discarded)}"
        )


@dataclass(frozen=True, slots=True)
class UpgradeLoss(Event):
    """An upgrade took creatures from a shield on it at settlement."""

    card: str
    shield: str
    discarded: tuple[str, ...]

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.card} takes from {self.shield}: {_names(self.discarded)}")


@dataclass(frozen=True, slots=True)
class Cast(Event):
    """A spell or item cast outside combat, on a space or against another card."""

    seat: int
    card: str
    space: str | None = None
    target: str | None = None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        on = f" on {self.space}" if self.space else f" against {self.target}" if self.target else ""
        return sentence(f"{does(self.seat, viewer, names, 'cast')} {self.card}{on}")


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    """A Guardian's own power dispelled a card (stones paid)."""

    seat: int
    guardian: str
    target: str
    stones: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'pay')} {_stones(self.stones)}: "
            f"{self.guardian} dispels {self.target}"
        )


@dataclass(frozen=True, slots=True)
class BarrierRaised(Event):
    """A Force Barrier stands on a space until the next turn."""

    seat: int
    card: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{whose(self.seat, viewer, names)} {self.card} bars {self.space} until the next turn"
        )


@dataclass(frozen=True, slots=True)
class Fizzled(Event):
    """A card was dispelled: it does nothing."""

    card: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(f"{self.card} fizzles")


@dataclass(frozen=True, slots=True)
class Sacrificed(Event):
    """A creature given up to pay for a bare land."""

    seat: int
    card: str
    space: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{does(self.seat, viewer, names, 'give')} up {self.card} to pay for {self.space}"
        )


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game is over (``winners`` empty: a draw)."""

    winners: tuple[int, ...]
    reason: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        if not self.winners:
            return sentence(f"game over: a draw; {self.reason}")
        winner = self.winners[0]
        return sentence(f"game over: {does(winner, viewer, names, 'win')} ({self.reason})")
