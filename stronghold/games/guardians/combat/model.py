"""The pieces of a Guardians combat: sides, cards on the table, match-ups, and the setup."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum
from typing import Any

from stronghold.games.guardians.card_costs import FREE, CostRules
from stronghold.games.guardians.schema import (
    AnyCard,
    Creature,
    Guardian,
    Item,
    Realm,
    Shield,
    Stronghold,
    Terrain,
    TerrainCard,
)

ATTACKER, DEFENDER = 0, 1
SIDE_NAMES = ("attacker", "defender")


class Status(StrEnum):
    """Where a card of the combat is now."""

    HAND = "hand"  # in the combat hand (creatures, C items) or storage hand (spells, H items)
    STANDING = "standing"  # on the table and not beaten
    BEATEN = "beaten"  # lost a match-up: discarded after combat unless healed
    DESTROYED = "destroyed"  # straight to the discard pile, cannot be healed
    BRIBED = "bribed"  # bribed away to its owner's Creature Pen; does not count
    OUT_OF_PLAY = "out_of_play"  # set aside (methane): cannot fight or count, can be attacked
    USED = "used"  # a spell, item or bribery card that has been played
    DISCARDED = "discarded"  # discarded from the hand by an AOE
    HEALED = "healed"  # healed after combat: survives, but did not count for control
    RETURNED = "returned"  # sent back to its owner's Creature Pen by a card: does not count


class Role(StrEnum):
    """How a creature entered the table."""

    NONE = "none"
    COMMAND = "command"
    PRIMARY = "primary"
    RANGED = "ranged"
    SECONDARY = "secondary"
    ASIDE = "aside"  # set aside by a card (methane, ...): cannot fight, can be attacked


@dataclass
class CardInstance:
    """One physical card in this combat, with its owner and where it is.

    ``changes`` (no field: set by the combat that holds the instance, see ``inforce.in_force``)
    is the combat's one-element change counter; setting any field adds one to it, so that
    what the combat worked out from its cards is known stale.
    """

    id: str
    card: AnyCard
    owner: int
    zone: str  # "hand" (combat hand), "storage", "channeler"
    status: Status = Status.HAND
    role: Role = Role.NONE
    matchup: int | None = None  # the primary match-up it fought in (or fired into)
    turned: bool = False  # turned around: did no damage in its match-up
    used_channel: bool = False
    revealed: bool = False
    #: The zone it started the combat in (``zone`` may change: an Arena pen joins the hand).
    origin: str = ""
    #: The id of the board card it is, in a combat of the whole game (None in a scenario).
    board_id: str | None = None

    def __post_init__(self) -> None:
        if not self.origin:
            self.origin = self.zone

    def __setattr__(self, name: str, value: Any) -> None:
        changes: list[int] | None = self.__dict__.get("changes")
        if changes is not None:
            changes[0] += 1
        object.__setattr__(self, name, value)

    @classmethod
    def dealt(
        cls,
        id: str,
        card: AnyCard,
        owner: int,
        zone: str,
        *,
        board_id: str | None = None,
        revealed: bool = False,
        status: Status = Status.HAND,
    ) -> CardInstance:
        """A new instance, as the constructor and then setting ``board_id``, ``revealed`` and
        ``status`` would make it, without ``__setattr__`` for each field (no combat counts
        its changes yet): a combat deals a few dozen at its start."""
        inst = object.__new__(cls)
        inst.__dict__.update(
            _DEFAULTS, id=id, card=card, owner=owner, zone=zone, origin=zone,
            board_id=board_id, revealed=revealed, status=status,
        )  # fmt: skip
        return inst

    def copy(self) -> CardInstance:
        """An independent copy (every field is immutable: a shallow copy is one)."""
        twin = object.__new__(CardInstance)
        twin.__dict__.update(self.__dict__)
        return twin

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    @property
    def creature(self) -> Creature:
        """The card as a creature (callers check ``is_creature`` first)."""
        assert isinstance(self.card, Creature)
        return self.card

    @property
    def is_creature(self) -> bool:
        """Whether the card is a creature."""
        return isinstance(self.card, Creature)

    @property
    def on_table(self) -> bool:
        """Played and still physically in the combat (standing or beaten)."""
        return self.status in (Status.STANDING, Status.BEATEN)


#: The defaults of ``CardInstance``'s fields (``CardInstance.dealt``); every one a plain
#: immutable value, so instances may share them.
_DEFAULTS: dict[str, Any] = {
    spec.name: spec.default for spec in fields(CardInstance) if spec.default is not MISSING
}
assert not any(spec.default_factory is not MISSING for spec in fields(CardInstance))


@dataclass
class Channel:
    """One act of channeling into a creature: how much it gave and from where."""

    source: str  # "guardian" or a channeler's instance id
    label: str
    points: int


@dataclass
class Fighter:
    """A creature's stake in one match-up: the modifiers it has gathered there."""

    id: str
    ranged: list[str] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    can_receive: bool = False  # made a receiver for this match-up (Power Lunch)
    vitality: int = 0
    breakdown: list[tuple[str, int]] = field(default_factory=list)

    def canonical(self) -> list[Any]:
        """Every field, as JSON-ready lists."""
        return [
            self.id,
            list(self.ranged),
            [[c.source, c.label, c.points] for c in self.channels],
            self.can_receive,
            self.vitality,
            [list(part) for part in self.breakdown],
        ]


@dataclass
class Matchup:
    """A primary match-up (number >= 1) or a secondary attack group (number = 0)."""

    number: int
    fighters: list[Fighter | None]  # by side; None until chosen
    result: str = ""
    secondary: bool = False
    target: str | None = None  # secondary: the creature attacked
    spells: list[str] = field(default_factory=list)

    def canonical(self) -> list[Any]:
        """Every field, as JSON-ready lists (instance ids, not names)."""
        fighters = [None if f is None else f.canonical() for f in self.fighters]
        return [self.number, self.result, self.secondary, self.target, list(self.spells), fighters]


@dataclass(frozen=True)
class Held:
    """What a side holds face down until it is revealed: a command card (with the creature
    it is played with: Bagpipes of Fear, ``partner``), the Flame Cannon fired with ``cannon``
    stones instead of a command card, or a primary attacker."""

    card: str = ""
    partner: str | None = None
    cannon: int = 0

    def canonical(self) -> str:
        """As it was held before the typing: the id, ``ITEM+CREATURE`` or ``cannon:N``."""
        if self.cannon:
            return f"cannon:{self.cannon}"
        return self.card if self.partner is None else f"{self.card}+{self.partner}"


#: What a side's total was made of, as (label, value) pairs (an Arena fight keeps them).
Parts = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class CombatResult:
    """How a combat ended: the side that holds the space (``winner_seat``: None only for an
    Arena fight's tie) and each side's total, attacker first; an Arena fight also keeps what
    each total was made of (``parts``), its kind and its primary round's result."""

    winner_seat: int | None
    totals: tuple[int, int]
    parts: tuple[Parts, Parts] | None = None
    kind: str = ""
    primary: str = ""

    @property
    def winner(self) -> int:
        """The winning side of a combat that has one (every Guardians combat has)."""
        assert self.winner_seat is not None, "a tie has no winner"
        return self.winner_seat

    def canonical(self) -> dict[str, Any]:
        """As it was stored before the typing (a map of these keys), for the fingerprint."""
        out: dict[str, Any] = {"winner_seat": self.winner_seat, "totals": list(self.totals)}
        if self.parts is not None:
            out["parts"] = [[list(part) for part in side] for side in self.parts]
            out["kind"] = self.kind
            out["primary"] = self.primary
        return out


@dataclass
class SideSetup:
    """One side of a combat as a scenario or the full game gives it."""

    guardian: Guardian
    stones: int
    shield: list[AnyCard]
    storage: list[AnyCard] = field(default_factory=list)
    channelers: list[Creature] = field(default_factory=list)
    defending_stronghold: bool = False
    #: The stronghold card defended: its defence (a die card rolls once for the combat), the
    #: terrain its space counts as, its ranged bonus.
    stronghold: Stronghold | None = None
    #: The defence decided before the combat (the whole game: the die rolled, upgrades
    #: applied); None lets the card decide.
    stronghold_defense: int | None = None
    up_card: AnyCard | None = None
    #: Cards that join the combat hand later (an Arena duel's secondary round: the pen, whose
    #: creatures may fight).
    pen: list[AnyCard] = field(default_factory=list)
    #: Creatures outside the combat that AOEs can reach (Arena: unshielded, on a stronghold).
    exposed: list[Creature] = field(default_factory=list)
    #: The side's shield card when it is a standard bearer: its ability holds in this combat.
    standard: Shield | None = None
    #: What the board put in force on the side's plays (Spectre's Ward ...: combat/costs.py).
    costs: CostRules = FREE
    #: The board card ids of the cards above, in their order (shield, storage, channelers, Up
    #: card, pen, exposed), when the whole game starts the combat; empty for a scenario.
    board_ids: list[str] = field(default_factory=list)
    #: Facts of the board some cards read (public: docs/rules-notes/cards/board-facts.md): the
    #: side's discard pile as the combat starts, and the Up number of its shield card.
    discard: list[AnyCard] = field(default_factory=list)
    shield_up: int | None = None
    #: The side's accessory that gathers tokens (Heliopolos), if in play: its card and the
    #: tokens on it as the combat starts (combat/accessory_tokens.py).
    token_card: Item | None = None
    tokens: int = 0
    #: The side's own face-down terrain card on the contested land, dealt into the combat
    #: (zone ``terrain``, after the exposed cards) when a card of the side may bring it into
    #: the combat hand (Reverend Smilin' Jack, ``command.terrain_joins``).
    terrain_card: AnyCard | None = None


@dataclass(frozen=True)
class ShiftTarget:
    """The space an attacker came from, where a card may move the combat (Agent of Shadow):
    its name and its ground as a combat reads it."""

    name: str
    terrain: TerrainCard | None
    terrain_types: tuple[Terrain, ...]


@dataclass(frozen=True)
class RuleOptions:
    """The house rules a combat is played by (a scenario's ``[rules]`` table, checked by
    ``setup.rule_options``; the whole game plays the defaults): bribery in turns
    (``attacker-first``) or ``simultaneous``; whether creatures left in a combat hand count
    for control (``unplayed_count``); and whether a match-up opponent a card ignores for
    another stays ``unchallenged`` in melee or goes back ``to_hand`` (combat/retargets.py)."""

    bribery: str = "attacker-first"
    unplayed_count: bool = True
    ignored_opponent: str = "unchallenged"


@dataclass(frozen=True)
class UpgradesInFront:
    """What each side may do with its stronghold upgrades in a combat of the whole game
    (combat/upgrades.py): the Flame Cannon (side -> its AOE's points and points per stone
    more) and the Large Idol (side -> its control bonus and bonus per stone) of a card the
    combat is in front of, and the sides with a Sacrificial Altar anywhere."""

    cannon: Mapping[int, tuple[int, int]] = field(default_factory=dict)
    idol: Mapping[int, tuple[int, int]] = field(default_factory=dict)
    altar: tuple[int, ...] = ()


@dataclass
class CombatSetup:
    """Everything needed to start a combat: two sides and the ground."""

    attacker: SideSetup
    defender: SideSetup
    terrain: TerrainCard | None = None
    terrain_types: tuple[Terrain, ...] = ()
    #: The house rules it is played by.
    rules: RuleOptions = RuleOptions()
    #: What the sides' stronghold upgrades do in it (a combat of the whole game).
    upgrades: UpgradesInFront = field(default_factory=UpgradesInFront)
    #: The sides that could hold a card of a family by what both seats know, by the family's
    #: key (``bribe_answers.OPTION`` ...): a combat of the whole game reads its sides' deck
    #: lists (``shared.may_hold``); a family not given is asked of the combat's own cards.
    may_hold: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: The terrain types of every face-up terrain card in play on the board, the contested
    #: space's included (one entry per card and type; board-facts.md).
    terrain_in_play: tuple[Terrain, ...] = ()
    #: The card in play on the board that forbids every channeling in this combat (Monolith
    #: of Power, play/turn_start_items.py); "" when none does.
    no_channeling: str = ""
    #: Whether both players know the cards of this setup as they know a deck list (a scenario,
    #: a combat of the whole game); a random combat's cards are drawn unseen from the library.
    public: bool = True
    #: The space the attacker came from, given by the whole game (None: a scenario).
    came_from: ShiftTarget | None = None

    def side(self, seat: int) -> SideSetup:
        """The setup of a seat (0 attacker, 1 defender)."""
        return self.attacker if seat == ATTACKER else self.defender


def realm_beats(realm: Realm, other: Realm) -> bool:
    """Whether ``realm`` gets its Off-Color Bonus against ``other``."""
    from stronghold.games.guardians.schema import OCB_TARGET

    return OCB_TARGET[realm] == other


def board_card(inst: CardInstance) -> str:
    """The whole game's card a combat card is (every card of a combat on the board knows it)."""
    assert inst.board_id is not None, f"{inst.id} came from no board card"
    return inst.board_id


def copy_matchup(m: Matchup) -> Matchup:
    """An independent copy of a match-up (its fighters' lists copied, the rest immutable)."""
    return Matchup(
        m.number,
        [None if f is None else copy_fighter(f) for f in m.fighters],
        m.result,
        m.secondary,
        m.target,
        list(m.spells),
    )


def copy_fighter(f: Fighter) -> Fighter:
    """An independent copy of a fighter's stake (a channeling is never changed once made:
    the new list shares them)."""
    return Fighter(
        f.id,
        list(f.ranged),
        list(f.channels),
        f.can_receive,
        f.vitality,
        list(f.breakdown),
    )
