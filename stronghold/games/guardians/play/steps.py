"""What a game remembers between the decisions of one step: a dataclass per step in progress.

The state holds at most one step (``GameState.step``); each phase module reads it with
``state.step_as(Kind)``, which says what it expects, so every field is typed. ``canonical()``
gives the step as the plain table the fingerprints were first taken of (keys absent while a
field is unset), so a fingerprint does not depend on how the step is kept in memory.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast

if TYPE_CHECKING:
    from collections.abc import Mapping

    from stronghold.games.guardians.play.model import ShieldStack

T = TypeVar("T")


def copied(value: T) -> T:
    """A copy of a step's value as ``copy.deepcopy`` would make it, made by hand: lists,
    dicts, sets and (not frozen) dataclasses copied through, plain values and frozen
    dataclasses (immutable) shared; anything else deep-copied."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return cast(T, [copied(item) for item in cast(list[Any], value)])
    if kind is dict:
        return cast(T, {key: copied(item) for key, item in cast(dict[Any, Any], value).items()})
    if kind is set:
        return cast(T, {copied(item) for item in cast(set[Any], value)})
    if kind is tuple and all(type(item) in _SHARED for item in cast(tuple[Any, ...], value)):
        return value
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and hasattr(value, "__dict__"):
        if params.frozen and all(type(item) in _SHARED for item in vars(value).values()):
            return value
        twin = object.__new__(kind)  # ``copy.copy`` of a plain dataclass, without its protocol
        fields = vars(twin)
        fields.update(vars(value))
        for name, item in fields.items():
            if type(item) not in _SHARED:
                fields[name] = copied(item)
        return twin
    return copy.deepcopy(value)


#: Kinds of values that are never changed in place: copies share them.
_SHARED: frozenset[type] = frozenset({str, int, float, bool, type(None)})


class Step:
    """A step in progress (the base of every kind)."""

    def canonical(self) -> dict[str, Any]:
        """The step as plain data (for ``canonical()`` and fingerprints)."""
        raise NotImplementedError


@dataclass
class DrawStep(Step):
    """The draw: which seat is drawing, what it is asked, what it chose and drew."""

    drawer: int = 0
    #: What the drawer is asked: "balance" (P'Tal), "tes_let" (Tes Let's Up card), "reshuffle".
    asking: str | None = None
    #: The cards the drawer just drew (a reshuffle puts them back); None before it draws.
    drawn: list[str] | None = None
    #: Seat -> what it chose to draw at the balance offer (None: its own number).
    balance: dict[int, int | None] = field(default_factory=dict)
    #: Tes Let's choice for the previous Up card, until it is drawn: "take" or "discard".
    up_choice: str | None = None
    #: Seat -> the number of cards it drew this turn, once it has drawn (what a P'Tal drawing
    #: after it balances against: the Ankh's and the Up card's cards more are spent by then).
    numbers: dict[int, int] = field(default_factory=dict)

    def canonical(self) -> dict[str, Any]:
        out: dict[str, Any] = {"drawer": self.drawer}
        if self.asking is not None:
            out["asking"] = self.asking
        if self.drawn is not None:
            out["drawn"] = list(self.drawn)
        for seat, count in self.balance.items():
            out[f"balance{seat}"] = count
        if self.up_choice is not None:
            out["up_choice"] = self.up_choice
        for seat, number in self.numbers.items():
            out[f"number{seat}"] = number
        return out


@dataclass(frozen=True)
class Route:
    """Where a moving shield goes: from its start, over ``via`` on a two-space move (and then
    over ``beyond`` on a longer one), to ``dest``; ``verb`` is ``move`` or ``fly``."""

    start: int
    via: int | None
    dest: int
    verb: str
    beyond: tuple[int, ...] = ()

    @property
    def passed(self) -> tuple[int, ...]:
        """The spaces passed through on the way, in order."""
        return () if self.via is None else (self.via, *self.beyond)

    @property
    def entered_from(self) -> int:
        """The space the shield entered its destination from: the last space it passed
        through (space 0, A1, is a space like any other), else its start."""
        if self.beyond:
            return self.beyond[-1]
        return self.start if self.via is None else self.via

    def canonical(self) -> dict[str, Any]:
        """The route's fields as the move step's table holds them."""
        out: dict[str, Any] = {"from": self.start, "via": self.via, "dest": self.dest}
        out["verb"] = self.verb
        if self.beyond:
            out["beyond"] = list(self.beyond)
        return out


@dataclass
class Passing:
    """A moving shield passing one of its owner's stronghold spaces: pick-up and drop-off."""

    at: int
    #: Creatures (and their items) dropped in this pass: they stay dropped. None: none yet.
    dropped: list[str] | None = None


@dataclass
class Joining:
    """Before a combat: the shield it meets, and creatures joining from upgrades."""

    enemy: str
    #: Seats still to be asked, the attacker first.
    joiners: list[int]
    #: Creature -> where it came from (``under:A1``, ``upgrade:A1``).
    joined: dict[str, str] = field(default_factory=dict)
    #: The seat being asked now.
    asked: int | None = None
    #: An item shown to turn the attack away, waiting for the attacker's answer (Saboteurs).
    shown: str | None = None


@dataclass
class MoveStep(Step):
    """A shield's turn: turned, then moving (with a route), passing a stronghold, meeting an
    enemy; also the reinforcing and assault choices of the same shield."""

    shield: str
    route: Route | None = None
    passing: Passing | None = None
    joining: Joining | None = None

    def canonical(self) -> dict[str, Any]:
        out: dict[str, Any] = {"shield": self.shield}
        if self.route is not None:
            out.update(self.route.canonical())
        if self.passing is not None:
            out["at"] = self.passing.at
            if self.passing.dropped is not None:
                out["dropped"] = list(self.passing.dropped)
        if self.joining is not None:
            out["enemy"] = self.joining.enemy
            out["joiners"] = list(self.joining.joiners)
            out["joined"] = dict(self.joining.joined)
            if self.joining.asked is not None:
                out["joining"] = self.joining.asked
            if self.joining.shown is not None:
                out["shown"] = self.joining.shown
        return out


@dataclass
class RetreatStep(Step):
    """After a combat: the loser retreats, then the winner holds the space."""

    loser: str
    winner: str
    space: int
    #: The space the attacker entered from (where a losing attacker falls back to).
    came_from: int
    mover: int
    #: The one space a losing attacker may fall back to (None: the loser chooses).
    fixed: int | None = None
    #: A shield over the space limit after the retreat, discarding creatures.
    shed: str | None = None
    #: The loser has no ordinary way to retreat (asked only for Master Tactician).
    cornered: bool = False
    #: False: no combat was fought (an attack turned away by a souvenir).
    fought: bool = True
    #: The combat was moved to the space the attacker came from (Agent of Shadow): a losing
    #: attacker retreats from there as a losing defender does.
    shifted: bool = False

    def canonical(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "loser": self.loser,
            "winner": self.winner,
            "space": self.space,
            "came_from": self.came_from,
            "mover": self.mover,
        }
        if self.fixed is not None:
            out["fixed"] = self.fixed
        if self.shed is not None:
            out["shed"] = self.shed
        if self.cornered:
            out["cornered"] = True
        if not self.fought:
            out["fought"] = False
        if self.shifted:
            out["shifted"] = True
        return out


@dataclass
class SettleStep(Step):
    """Terrain settlement: the shields on bare lands still to pay, the first one first."""

    bare: list[str]
    #: A land where a terrain was just laid, which the opponent may answer (Hammer of Doom).
    answer: int | None = None

    def canonical(self) -> dict[str, Any]:
        out: dict[str, Any] = {"bare": list(self.bare)}
        if self.answer is not None:
            out["answer"] = self.answer
        return out


@dataclass(frozen=True)
class Link:
    """One card of a response chain: who played it, the card (or ``power``), and its target
    (a space's name for the first card, the card it answers for the others)."""

    seat: int
    card: str
    target: str


@dataclass
class AfterUpStep(Step):
    """The window right after the Up cards are turned (``play/after_up.py``): who moves first,
    who was asked last, passes in a row, the spells cast (``seat:name``), whether Peace
    skips the movement."""

    first: int
    asked: int
    passes: int = 0
    cast: list[str] = field(default_factory=list)
    peace: bool = False

    def canonical(self) -> dict[str, Any]:
        return {
            "after_up": {
                "first": self.first,
                "asked": self.asked,
                "passes": self.passes,
                "cast": list(self.cast),
                "peace": self.peace,
            }
        }


@dataclass
class SpellWindowStep(Step):
    """A window where both seats may cast spells in turn (``play/settle_spells.py``): who was
    asked first and last, passes in a row, the spells cast (``seat:name``)."""

    first: int
    asked: int
    passes: int = 0
    cast: list[str] = field(default_factory=list)

    def canonical(self) -> dict[str, Any]:
        return {
            "spell_window": {
                "first": self.first,
                "asked": self.asked,
                "passes": self.passes,
                "cast": list(self.cast),
            }
        }


@dataclass
class ResponseStep(Step):
    """A card played on a space, with the Dispel Magic answers to it; the step it interrupted
    (``resumes``) goes on afterwards in ``resume_phase``."""

    chain: list[Link]
    then: str
    resume_seat: int | None
    resume_phase: str
    resumes: Step | None = None

    @property
    def top(self) -> Link:
        """The last card played in the chain."""
        return self.chain[-1]

    def canonical(self) -> dict[str, Any]:
        out = {} if self.resumes is None else self.resumes.canonical()
        out["response"] = {
            "stack": [[link.seat, link.card, link.target] for link in self.chain],
            "then": self.then,
            "resume_seat": self.resume_seat,
            "resume_phase": self.resume_phase,
        }
        return out


@dataclass
class CombatInfo:
    """A combat under way: the board seat of each combat side (the attacker's first) and the
    space it is fought on (each combat card knows the board card it is: ``board_id``)."""

    seats: list[int]
    space: int

    def side_of(self, seat: int) -> int:
        """The combat side of a board seat."""
        return self.seats.index(seat)

    def flight_stack(self, shields: Mapping[str, ShieldStack], side: int) -> list[str] | None:
        """The board stack whose items made fliers of the combat shield of ``side`` as the
        combat was set up, where it is not that shield's own cards (None: it is)."""
        return None


@dataclass
class BoardCombat(CombatInfo):
    """A combat of two shields on the Guardians board, and the creatures that joined it from
    upgrades (creature -> where it came from)."""

    attacker: str = ""
    defender: str = ""
    joined: dict[str, str] = field(default_factory=dict)
