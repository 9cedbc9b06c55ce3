"""Combat actions: one frozen class per kind of decision, written like ``bribe d3 gold``.

Every class derives from :class:`CombatAction` (the play layer tells a combat decision by
``isinstance(action, CombatAction)``); its fields are named, and its text is the keyword then
each field (card instance ids, words, numbers), read back by :data:`NOTATION`. A record
replays by text, so the text of each action never changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from stronghold.engine.actions import Action, Notation, format_tokens


@dataclass(frozen=True, slots=True)
class CombatAction(Action):
    """A combat decision of one seat (the base of every combat action)."""

    def __str__(self) -> str:
        return format_tokens(*self.tokens())

    @property
    def words(self) -> tuple[str, ...]:
        """The action's arguments as written (after the keyword), for messages."""
        return tuple(self.tokens()[1:])


#: The text of each action written so far (the same few hundred recur in every combat), up
#: to ``_TEXTS_KEPT`` of them, by class and field values. Each class's ``__str__`` looks its
#: text up here with a plain tuple (hashed and compared in C: the dataclass's own ``__hash__``
#: and ``__eq__`` would run Python code, and reading the fields by name is faster than any
#: generic getter).
_TEXTS: dict[tuple[object, ...], str] = {}
_TEXTS_KEPT = 20_000


def _remember(key: tuple[object, ...], action: CombatAction) -> str:
    """The text of ``action`` written anew, kept under ``key``."""
    text = format_tokens(*action.tokens())
    if len(_TEXTS) < _TEXTS_KEPT:
        _TEXTS[key] = text
    return text


@dataclass(frozen=True, slots=True)
class DeclareCommand(CombatAction):
    """``command yes|no``: whether the seat will play a command card (or fire a cannon)."""

    kind: ClassVar[str] = "command"
    play: bool

    def __str__(self) -> str:
        return "command yes" if self.play else "command no"


@dataclass(frozen=True, slots=True)
class ChooseCommand(CombatAction):
    """``command <card> [partner]``: the command card chosen, face down; ``partner``: the
    creature a C item is played with as one command card (Bagpipes of Fear)."""

    kind: ClassVar[str] = "command"
    card: str
    partner: str | None = None

    def __str__(self) -> str:
        key = (ChooseCommand, self.card, self.partner)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Primary(CombatAction):
    """``primary <card>``: the creature laid down face down for the next primary match-up."""

    kind: ClassVar[str] = "primary"
    card: str

    def __str__(self) -> str:
        key = (Primary, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Bribe(CombatAction):
    """``bribe <target> babes|gold|beer``: a bribery card of that kind against ``target``."""

    kind: ClassVar[str] = "bribe"
    target: str
    icon: str

    def __str__(self) -> str:
        key = (Bribe, self.target, self.icon)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Pass(CombatAction):
    """``pass``: nothing more in this window (or nothing to choose)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Ranged(CombatAction):
    """``ranged <card>``: a ranged attack fired into the match-up."""

    kind: ClassVar[str] = "ranged"
    card: str

    def __str__(self) -> str:
        key = (Ranged, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Channel(CombatAction):
    """``channel guardian|<channeler> [<ranged attacker>]``: channeling into the own fighter
    (or into an own ranged attacker that takes it: Grim Skull)."""

    kind: ClassVar[str] = "channel"
    source: str
    into: str | None = None

    @property
    def by_guardian(self) -> bool:
        """Whether the Guardian channels (not a channeler under the stronghold)."""
        return self.source == "guardian"

    def __str__(self) -> str:
        key = (Channel, self.source, self.into)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Cast(CombatAction):
    """``cast <spell or item> [target] [value]``: the value is a choice the card asks for (a
    class, its spaces written as ``_``: Warwick's Conversion)."""

    kind: ClassVar[str] = "cast"
    card: str
    target: str | None = None
    value: str | None = None

    def __str__(self) -> str:
        key = (Cast, self.card, self.target, self.value)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Secondary(CombatAction):
    """``secondary <creature> <target>``: a secondary attack."""

    kind: ClassVar[str] = "secondary"
    attacker: str
    target: str

    def __str__(self) -> str:
        key = (Secondary, self.attacker, self.target)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Heal(CombatAction):
    """``heal <healer> <beaten creature>``."""

    kind: ClassVar[str] = "heal"
    healer: str
    target: str

    def __str__(self) -> str:
        key = (Heal, self.healer, self.target)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Discard(CombatAction):
    """``discard <card>``: from the combat hand to boost an AOE (Mayor McEvil), forced by an
    opposing command (Mocodabi), or from the storage hand for a bonus (Slatch Willer)."""

    kind: ClassVar[str] = "discard"
    card: str

    def __str__(self) -> str:
        key = (Discard, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Done(CombatAction):
    """``done``: no more secondary attacks, heals, discards or reclaims."""

    kind: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Pay(CombatAction):
    """``pay <card> yes|no``: burn stones for (or against) a card's toll or paid effect."""

    kind: ClassVar[str] = "pay"
    card: str
    pays: bool

    def __str__(self) -> str:
        key = (Pay, self.card, self.pays)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Guess(CombatAction):
    """``guess <realm or size>``: a command card's guess (Sphinx, Jalupee Lobo)."""

    kind: ClassVar[str] = "guess"
    value: str

    def __str__(self) -> str:
        key = (Guess, self.value)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Cannon(CombatAction):
    """``cannon <stones>``: fire a Flame Cannon instead of a command card."""

    kind: ClassVar[str] = "cannon"
    stones: int

    def __str__(self) -> str:
        key = (Cannon, self.stones)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Idol(CombatAction):
    """``idol <stones>``: stones spent on a Large Idol as control is determined."""

    kind: ClassVar[str] = "idol"
    stones: int

    def __str__(self) -> str:
        key = (Idol, self.stones)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Altar(CombatAction):
    """``altar <storage card>``: discard it for a power stone (Sacrificial Altar)."""

    kind: ClassVar[str] = "altar"
    card: str

    def __str__(self) -> str:
        key = (Altar, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Power(CombatAction):
    """``power guardian|standard <what> [target] [value] [new value]``: a paid power of the
    Guardian or of the standard bearer (docs/combat.md): ``dispel <card>``, ``channel``,
    ``cancel [<card>]``, ``reclaim <card>``, ``realm <card> <realm>``, ``icon <card> <old
    icon> <new icon>``."""

    kind: ClassVar[str] = "power"
    source: str
    what: str
    target: str | None = None
    value: str | None = None
    new_value: str | None = None

    def __str__(self) -> str:
        key = (Power, self.source, self.what, self.target, self.value, self.new_value)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class StandIn(CombatAction):
    """``stand-in <card>``: after a primary match-up, that creature of the combat hand takes
    the place of the seat's creature of that match-up, which goes back to the combat hand
    (Soggybottom Gertz, Slippery Slime, Phantom Stalker)."""

    kind: ClassVar[str] = "stand-in"
    card: str

    def __str__(self) -> str:
        key = (StandIn, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Retreat(CombatAction):
    """``retreat``: the seat leaves the combat, giving up the space (combat/retreats.py:
    Spirit Guide, Darkness Elemental, Great Horned Troll, Slimwit Man, Captain Hannibal
    Hawks)."""

    kind: ClassVar[str] = "retreat"

    def __str__(self) -> str:
        return "retreat"


@dataclass(frozen=True, slots=True)
class EndMatchup(CombatAction):
    """``end-matchup <card>``: the seat's own fighter of a primary match-up destroyed by its own
    power, ending the match-up (Nubian Slave Girl; combat/matchup_exits.py)."""

    kind: ClassVar[str] = "end-matchup"
    card: str

    def __str__(self) -> str:
        key = (EndMatchup, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Detonate(CombatAction):
    """``detonate <card>``: a fighter of a primary match-up blown up by the seat's command card,
    both creatures of the match-up destroyed (Farmer Brown; combat/matchup_exits.py)."""

    kind: ClassVar[str] = "detonate"
    card: str

    def __str__(self) -> str:
        key = (Detonate, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Attack(CombatAction):
    """``attack <card>``: the seat's primary attacker leaves its match-up opponent unchallenged
    and attacks that card instead (Hackthorn Strangler: the opposing command card;
    combat/retargets.py)."""

    kind: ClassVar[str] = "attack"
    card: str

    def __str__(self) -> str:
        key = (Attack, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Reject(CombatAction):
    """``reject <card>``: the seat's primary attacker leaves that match-up opponent unchallenged
    and a creature of the opposing combat hand, drawn at random, fights it instead (Spirit of
    the Hunt; combat/retargets.py)."""

    kind: ClassVar[str] = "reject"
    card: str

    def __str__(self) -> str:
        key = (Reject, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Unchallenged(CombatAction):
    """``unchallenged <card>``: that creature of the seat's combat hand is laid down as an
    unchallenged card in melee, and the seat's primary attacker takes its text box (Shin
    Chios; combat/text_boxes.py)."""

    kind: ClassVar[str] = "unchallenged"
    card: str

    def __str__(self) -> str:
        key = (Unchallenged, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Resize(CombatAction):
    """``size <card> S|M|L``: a face-up creature that may change its size takes that size
    (the Titans)."""

    kind: ClassVar[str] = "size"
    card: str
    size: str

    def __str__(self) -> str:
        key = (Resize, self.card, self.size)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Pull(CombatAction):
    """``pull <name>``: the card of that name from the seat's discard pile goes to its storage
    hand as the combat comes back (Jambo Slick; combat/command_fetches.py)."""

    kind: ClassVar[str] = "pull"
    card: str

    def __str__(self) -> str:
        key = (Pull, self.card)
        return _TEXTS.get(key) or _remember(key, self)


@dataclass(frozen=True, slots=True)
class Reroll(CombatAction):
    """``reroll``: the die just rolled is rolled again, by the seat's Mu Kir' (its one time;
    combat/rerolls.py)."""

    kind: ClassVar[str] = "reroll"

    def __str__(self) -> str:
        return "reroll"


#: Reads every combat action's text. ``command`` is read as :class:`ChooseCommand`;
#: :func:`parse_combat_action` makes ``command yes|no`` a :class:`DeclareCommand`.
NOTATION = Notation(
    ChooseCommand,
    Primary,
    Bribe,
    Pass,
    Ranged,
    Channel,
    Cast,
    Secondary,
    Heal,
    Discard,
    Done,
    Pay,
    Guess,
    Cannon,
    Idol,
    Altar,
    Power,
    StandIn,
    Retreat,
    EndMatchup,
    Detonate,
    Attack,
    Reject,
    Unchallenged,
    Resize,
    Pull,
    Reroll,
)

PASS = Pass()
DONE = Done()
REROLL = Reroll()


def parse_combat_action(text: str) -> CombatAction:
    """The action ``text`` denotes; NotationError naming the problem if it is not one."""
    action = NOTATION.parse(text)
    if isinstance(action, ChooseCommand) and action.card in ("yes", "no"):
        return DeclareCommand(action.card == "yes")
    assert isinstance(action, CombatAction)
    return action
