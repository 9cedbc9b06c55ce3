"""Actions of the full Guardians game outside combat, one class per kind of decision.

Each is written ``kind arg ...`` like ``put w12 on:A1`` or ``move A1 B2``: cards by instance id
(``w12``), spaces by name (``A1``: rows A-D, columns 1-3), places as ``pen``, ``on:A1``,
``under:A1``, ``upgrade:A1`` or a shield's id. ``GameAction`` is the base of every decision
outside combat (Guardians Arena's too: ``games/arena/actions.py``); the combat's decisions are
``CombatAction``. ``NOTATION`` reads the texts of the full game's actions.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from stronghold.engine.actions import Action, Notation, quote_token


class Side(enum.StrEnum):
    """Which end stronghold card an upgrade goes beside."""

    LEFT = "left"
    RIGHT = "right"


class Channel(enum.StrEnum):
    """``assault channel``: a stone's channeling added to the assault."""

    CHANNEL = "channel"


class Count(enum.StrEnum):
    """How many cards a power takes (``fetch 2``: Chickenhead)."""

    ONE = "1"
    TWO = "2"
    THREE = "3"


class End(enum.StrEnum):
    """``arrange CARD top|bottom``: which end of the deck a looked-at card goes back to."""

    TOP = "top"
    BOTTOM = "bottom"


class PaidPower(enum.StrEnum):
    """A Guardian's paid power outside combat."""

    DISPEL = "dispel"  # Sikura: dispel a spell played on the board


@dataclass(frozen=True, slots=True)
class GameAction(Action):
    """A decision outside combat: its kind, then its fields in order, an optional field
    (None) written only when set."""

    def __str__(self) -> str:
        # the engine's ``format_tokens``, unrolled: every apply writes its action's text
        parts = [self.kind]
        names: tuple[str, ...] = self.__match_args__
        for name in names:
            value = getattr(self, name)
            if value is None:
                break
            token = _TOKENS.get(value)
            if token is None:
                token = quote_token(value)
                if len(_TOKENS) < _TOKENS_KEPT:
                    _TOKENS[value] = token
            parts.append(token)
        return " ".join(parts)


#: Each field value's token as ``quote_token`` writes it (ids, places, space names: a few
#: hundred in a game), kept up to ``_TOKENS_KEPT`` of them.
_TOKENS: dict[str, str] = {}
_TOKENS_KEPT = 4096


# --- drawing ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reshuffle(GameAction):
    """The first draw held no shield: spend a stone, shuffle the cards back and draw again."""


@dataclass(frozen=True, slots=True)
class Keep(GameAction):
    """Keep the cards drawn (or the opening hand)."""


@dataclass(frozen=True, slots=True)
class TakeUp(GameAction):
    """Tes Let: draw the previous Up card as the first card of the draw."""


@dataclass(frozen=True, slots=True)
class DiscardUp(GameAction):
    """Tes Let: discard the previous Up card instead of drawing it."""


@dataclass(frozen=True, slots=True)
class Balance(GameAction):
    """P'Tal: pay stones to draw as many cards as the opponent this turn."""


@dataclass(frozen=True, slots=True)
class OwnDraw(GameAction):
    """P'Tal: draw the Guardian's own number this turn."""


# --- organizing -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Put(GameAction):
    """Place a card face down: ``pen``, ``on:A1`` / ``under:A1`` (a stronghold card),
    ``upgrade:A1`` (held by an upgrade) or a shield's id (under that shield)."""

    card: str
    place: str


@dataclass(frozen=True, slots=True)
class Shield(GameAction):
    """Put a shield card from the pen on an own stronghold space, over what stands on it."""

    card: str
    space: str


@dataclass(frozen=True, slots=True)
class Upgrade(GameAction):
    """Put an upgrade beside the seat's own end stronghold card on that side."""

    card: str
    side: Side


@dataclass(frozen=True, slots=True)
class Downgrade(GameAction):
    """Put a downgrade beside the opponent's end stronghold card on that side."""

    card: str
    side: Side


@dataclass(frozen=True, slots=True)
class Altar(GameAction):
    """Sacrificial Altar: discard a Storage Hand card for a power stone."""

    card: str


@dataclass(frozen=True, slots=True)
class Ready(GameAction):
    """Done organizing."""


# --- movement ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Turn(GameAction):
    """Turn a shield: it is the one that acts this turn."""

    shield: str


@dataclass(frozen=True, slots=True)
class Stay(GameAction):
    """The turned shield stays where it is."""


@dataclass(frozen=True, slots=True)
class Route(GameAction):
    """The base of ``move`` and ``fly``: ``move DEST`` one space, or ``move VIA DEST`` two
    spaces through ``VIA`` (``move VIA VIA DEST`` and so on for an extra space: Potion of
    Movement Essence, First Mate Muldoon). The fields are in the order of the text: ``to`` is
    the space entered first, each next one the space after it."""

    to: str
    then: str | None = None
    after: str | None = None
    last: str | None = None

    @property
    def path(self) -> tuple[str, ...]:
        """Every space entered, in order: those passed, then the destination."""
        if self.then is None:
            return (self.to,)
        return tuple(s for s in (self.to, self.then, self.after, self.last) if s is not None)

    @property
    def via(self) -> str | None:
        """The space passed through first on a move of more than one space."""
        return self.to if self.then is not None else None

    @property
    def dest(self) -> str:
        """Where the move ends."""
        return self.path[-1]


@dataclass(frozen=True, slots=True)
class Move(Route):
    """The turned shield moves (``move DEST`` or ``move VIA DEST``)."""


@dataclass(frozen=True, slots=True)
class Fly(Route):
    """The turned shield flies (``fly DEST`` or ``fly VIA DEST``); once a turn."""


@dataclass(frozen=True, slots=True)
class Reinforce(GameAction):
    """Creatures come from the strongholds to turned shields."""


@dataclass(frozen=True, slots=True)
class Add(GameAction):
    """Reinforce: a creature from a stronghold goes under a turned shield."""

    creature: str
    shield: str


@dataclass(frozen=True, slots=True)
class Done(GameAction):
    """No more reinforcements."""


@dataclass(frozen=True, slots=True)
class Drop(GameAction):
    """Passing an own stronghold: leave a creature there."""

    creature: str


@dataclass(frozen=True, slots=True)
class Pick(GameAction):
    """Passing an own stronghold: take a creature from it along."""

    creature: str


@dataclass(frozen=True, slots=True)
class Go(GameAction):
    """Done at the stronghold being passed: the move goes on."""


@dataclass(frozen=True, slots=True)
class Teleport(GameAction):
    """Teleport Tower: a creature held by it goes to a turned shield."""

    creature: str
    shield: str


@dataclass(frozen=True, slots=True)
class Join(GameAction):
    """A creature joins the coming combat (Alarm Bells, Catacombs, Pit)."""

    creature: str


@dataclass(frozen=True, slots=True)
class Fight(GameAction):
    """No more creatures join: the combat starts."""


@dataclass(frozen=True, slots=True)
class Assault(GameAction):
    """Attack the opposing Guardian from its rubble (``assault channel``: with a stone's
    channeling)."""

    channel: Channel | None = None


@dataclass(frozen=True, slots=True)
class Hold(GameAction):
    """End the move without assaulting the Guardian."""


@dataclass(frozen=True, slots=True)
class Retreat(GameAction):
    """The combat's losing shield retreats to this space."""

    space: str


@dataclass(frozen=True, slots=True)
class Destroy(GameAction):
    """The combat's losing shield is destroyed instead of retreating."""


@dataclass(frozen=True, slots=True)
class Shed(GameAction):
    """A shield over the space limit discards this creature."""

    creature: str


# --- cards played on the board and their answers ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Cast(GameAction):
    """Play a card: a terrain-destroying item or spell (Hammer of Doom) on a land, a barrier
    (Force Barrier) on a space (``target`` a space name), or a Dispel Magic answering the card
    on top of the chain (``target`` that card's id)."""

    card: str
    target: str


@dataclass(frozen=True, slots=True)
class Burn(GameAction):
    """Burn the Power Stones a card lying on an own shield asks, to discard it (a Voodoo
    Hat: play/on_shields.py)."""

    card: str


@dataclass(frozen=True, slots=True)
class Power(GameAction):
    """A Guardian's paid power: ``power dispel SPELL`` (Sikura) on the spell on top of the
    chain."""

    power: PaidPower
    spell: str


@dataclass(frozen=True, slots=True)
class Pass(GameAction):
    """Let the moment go by."""


# --- an Up card's power, right after the Up cards are turned (play/up_powers.py) ------------


@dataclass(frozen=True, slots=True)
class Seek(GameAction):
    """Jonstollo: discard him and turn the card of this name from the deck as the Up card."""

    name: str


@dataclass(frozen=True, slots=True)
class Fetch(GameAction):
    """Chickenhead: this many bribery cards of his kind go from the deck to storage."""

    count: Count


@dataclass(frozen=True, slots=True)
class Send(GameAction):
    """Squibby: the Up card goes under this own shield; a new Up card is turned."""

    shield: str


@dataclass(frozen=True, slots=True)
class Arrange(GameAction):
    """Put back one of the deck cards looked at (Control Destiny): ``top`` as the next card
    down from the top, ``bottom`` under the deck (play/deck_looks.py)."""

    card: str
    end: End


# --- settlement -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Terrain(GameAction):
    """Pay for the bare land a shield holds with a terrain card, face up."""

    shield: str
    card: str


@dataclass(frozen=True, slots=True)
class Facedown(GameAction):
    """Pay for the bare land a shield holds with a card laid face down, and a stone."""

    shield: str
    card: str


@dataclass(frozen=True, slots=True)
class Sacrifice(GameAction):
    """Pay for the bare land a shield holds with one of its creatures."""

    shield: str
    creature: str


@dataclass(frozen=True, slots=True)
class Show(GameAction):
    """Pay nothing for the bare land a shield holds: show a creature under it that says so
    (Earth Mother)."""

    shield: str
    creature: str


@dataclass(frozen=True, slots=True)
class Abandon(GameAction):
    """Nothing to pay for the bare land with: the shield leaves it."""

    shield: str


#: Decisions that may be taken back while the same seat goes on deciding (``can_take_back``).
TAKE_BACK: frozenset[type[GameAction]] = frozenset({Put, Turn, Stay})

#: The notation of the full game's decisions outside combat.
NOTATION = Notation(
    Reshuffle, Keep, TakeUp, DiscardUp, Balance, OwnDraw,
    Put, Shield, Upgrade, Downgrade, Altar, Ready,
    Turn, Stay, Move, Fly, Reinforce, Add, Done, Drop, Pick, Go, Teleport, Join, Fight,
    Assault, Hold, Retreat, Destroy, Shed,
    Cast, Power, Pass, Seek, Fetch, Send, Burn, Arrange,
    Terrain, Facedown, Sacrifice, Abandon, Show,
)  # fmt: skip


def parse_game_action(text: str, notation: Notation = NOTATION) -> GameAction:
    """The decision ``text`` denotes; NotationError naming the problem (and the closest
    kinds, or the pattern the kind is written in) if none. ``notation``: the game's (a
    variant such as Guardians Arena has its own)."""
    action = notation.parse(text)
    assert isinstance(action, GameAction)
    return action
