"""What a game of Guardians keeps track of: cards, players, shields, strongholds and lands."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import NamedTuple, Self

from stronghold.games.guardians.schema import AnyCard, Creature, Guardian, Item
from stronghold.games.guardians.stacking import SPACE_LIMIT as SPACE_LIMIT  # (its own module)
from stronghold.games.guardians.stacking import space_limit as space_limit
from stronghold.games.guardians.stacking import space_total


def points(cards: Mapping[str, Card], cids: Iterable[str]) -> int:
    """Stacking points of the cards ``cids`` together (one stack: ``space_total``)."""
    return space_total([cards[cid].card for cid in cids])


class Card(NamedTuple):
    """One physical card of the game, with its owner; ``public`` once its face has been shown.

    Immutable (a named tuple, quick to make), so that clones of a state share their cards: a
    change puts a new ``Card`` in the state's table (``GameState.set_public``,
    ``GameState.set_face``)."""

    id: str
    card: AnyCard
    owner: int
    public: bool = False

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    @property
    def is_creature(self) -> bool:
        """Whether the card is a creature."""
        return isinstance(self.card, Creature)

    @property
    def is_creature_item(self) -> bool:
        """Whether the card is a C (creature) magic item, which travels with creatures."""
        return isinstance(self.card, Item) and self.card.item_type == "creature"


class ToldTotal(NamedTuple):
    """The total Vitality of the opponent's creatures on ``space`` told to a seat (Detect Life
    Force), with the cards it counted (sorted ids)."""

    space: int
    total: int
    cards: tuple[str, ...]

    def canonical(self) -> str:
        """One line, as it was stored before the typing: ``SPACE:TOTAL:ID,ID...``."""
        return f"{self.space}:{self.total}:{','.join(self.cards)}"


@dataclass
class ShieldStack:
    """A shield in play and the cards travelling under it."""

    id: str
    owner: int
    space: int
    contents: list[str] = field(default_factory=list)
    turned: bool = False
    shown: bool = False  # its contents were shown (it flew)

    def copy(self) -> ShieldStack:
        """A copy with its own contents list."""
        return ShieldStack(
            self.id, self.owner, self.space, list(self.contents), self.turned, self.shown
        )


@dataclass
class StrongholdSlot:
    """One stronghold card of a player and what sits on and under it."""

    card: str
    position: int
    on: list[str] = field(default_factory=list)  # creatures and C items without a shield
    under: list[str] = field(default_factory=list)  # face-down channelers for this turn
    upgrade: str | None = None
    held: list[str] = field(default_factory=list)  # a creature kept on the upgrade (tower, pit)
    rubble: bool = False
    extra: str | None = None  # a second upgrade beside it (Ragmort's Engineers)
    extra_held: list[str] = field(default_factory=list)  # a creature kept on ``extra``

    def copy(self) -> StrongholdSlot:
        """A copy with its own lists."""
        return StrongholdSlot(
            self.card, self.position, list(self.on), list(self.under), self.upgrade,
            list(self.held), self.rubble, self.extra, list(self.extra_held),
        )  # fmt: skip


@dataclass
class Player:
    """One seat's Guardian, stones and card zones."""

    guardian: Guardian
    stones: int
    deck: list[str] = field(default_factory=list)  # the top card is the last
    discard: list[str] = field(default_factory=list)
    storage: list[str] = field(default_factory=list)  # double-bordered cards
    pen: list[str] = field(default_factory=list)  # creature pen: single-bordered cards held
    strongholds: list[StrongholdSlot] = field(default_factory=list)
    up: str | None = None
    previous_up: str | None = None
    lower_up: bool = False
    shields_lost: int = 0
    channeled: list[str] = field(default_factory=list)  # channelers used this turn
    flew: bool = False
    turned_shield: bool = False  # turned a shield this turn
    barrier: int | None = None  # the space of its Force Barrier in effect this turn
    organized: bool = False
    placed: list[str] = field(default_factory=list)  # cards placed this organize phase
    accessories: list[str] = field(default_factory=list)  # beside the Guardian, face up
    accessories_used: list[str] = field(default_factory=list)  # accessories used this turn
    #: Tokens on the seat's accessory that gathers them (Heliopolos: combat/accessory_tokens.py).
    tokens: int = 0
    extra_draws: int = 0  # cards drawn more next turn (Ankh)
    #: What spells cast this turn hold this seat to until the turn ends (play/move_spells.py).
    move_spells: list[str] = field(default_factory=list)
    #: The CMP a spell raised the Guardian to until the turn ends (Channeling Flux,
    #: play/organize_spells.py), None if none.
    raised_cmp: int | None = None
    #: The creatures of this seat that went to its discard pile since its last Movement phase
    #: began (those the Holy Grail brings back: play/recovery.py).
    creatures_lost: list[str] = field(default_factory=list)
    #: This seat's cards lying face up on a shield (Famine, Voodoo Hat: play/on_shields.py),
    #: and the shield each lies on (``on_shield_of``, in the same order).
    on_shields: list[str] = field(default_factory=list)
    on_shield_of: list[str] = field(default_factory=list)
    #: This seat's cards lying face up beside the opponent's discard pile: every card leaving
    #: that pile costs the opponent their toll (Warwick's Banishment: play/discard_tolls.py).
    tolls: list[str] = field(default_factory=list)
    #: Cards of a draw deck (either seat's) this seat alone has looked at: it knows their faces
    #: and places while they stay in that deck unshuffled (play/knowledge.py).
    knows: list[str] = field(default_factory=list)
    #: Totals of the opponent's Vitality on a space told to this seat (Detect Life Force), one
    #: a space: the cards counted and their total (play/knowledge.py).
    told: list[ToldTotal] = field(default_factory=list)
    #: What spells put in force on this seat's plays (Spectre's Ward, Iron Force of Sethos,
    #: Curse of the Betrayed): the marks ``play/costs.py`` reads every price from.
    cost_marks: list[str] = field(default_factory=list)
    #: The Power Stones this seat spent this turn, a combat's included (``spend``), and
    #: whether a Limited Big Time Rebate of its is in force this turn (play/rebates.py).
    spent: int = 0
    rebate: bool = False

    def spend(self, stones: int) -> None:
        """The seat pays ``stones`` Power Stones, counted as spent this turn (a loss, a theft,
        a tax or a detonation is not spent: ``stones`` is lowered directly)."""
        self.stones -= stones
        self.spent += stones

    def copy(self) -> Self:
        """A copy with its own lists and stronghold slots (a variant's own list zones too):
        the Guardian model is shared."""
        twin = object.__new__(type(self))
        values = twin.__dict__
        values.update(self.__dict__)
        for name in _list_fields(type(self)):
            value = values[name]
            if type(value) is list:
                values[name] = value[:]
        twin.strongholds = [slot.copy() for slot in self.strongholds]
        return twin


#: The fields of each kind of player that may hold a list (``_list_fields``).
_LIST_FIELDS: dict[type, tuple[str, ...]] = {}


def _list_fields(kind: type[Player]) -> tuple[str, ...]:
    """The fields of a player class (a variant's too) whose type is a list, worked out once:
    ``Player.copy`` copies those lists and shares every other value."""
    found = _LIST_FIELDS.get(kind)
    if found is None:
        found = _LIST_FIELDS[kind] = tuple(
            f.name for f in fields(kind) if "list" in str(f.type) and f.name != "strongholds"
        )
    return found
