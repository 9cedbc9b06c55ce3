"""A side leaving a combat before it is fought out (issue 14; docs/rules-notes/cards/
retreats.md): it gives up the space, the other side holding it, and takes back what it still
has standing or in hand (the whole game's retreat follows, play/retreat.py).

Before the primary attacks, once the command cards have acted (``before_primaries``, called by
commands.py): a seat whose command card lets it (Spirit Guide, Darkness Elemental:
``may_retreat``, after the opponent told or showed his combat hand, ``hand_report``) may
discard it and retreat; a seat an opposing command card puts to a choice (``opponent_retreats``:
Great Horned Troll, retreat or pay a power stone or discard two storage cards; Slimwit Man,
retreat or stay and fight) decides. After the primary attacks, before the secondary attacks
(``after_primaries``, called by secondary.py): a seat whose creature lets it while standing
(Captain Hannibal Hawks: ``retreats_after_primaries``) may retreat.

The step is ``retreat``; the action ``retreat`` leaves, ``pass`` stays (``pay`` and ``discard``
answer a Troll). What each seat is offered depends only on public facts (the command cards,
the creatures on the table, stones, storage hand sizes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from stronghold.engine.events import Event, sentence, whose
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.events import CombatEvent
from stronghold.games.guardians.combat.handlers import command_handler
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, CardInstance, Role, Status
from stronghold.games.guardians.schema import CommandAbility

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: Storage cards a Troll's opponent discards instead of retreating or paying.
TROLL_DISCARDS = 2


@dataclass(frozen=True, slots=True)
class HandCounted(CombatEvent):
    """A side told how many cards its combat hand holds and their Vitality in all (Spirit
    Guide)."""

    kind = "hand-counted"
    seat_fields = ("seat",)
    source: str
    seat: int
    count: int
    vitality: int
    #: The cards counted (instance ids), of which this tells a part; told to nobody.
    cards: tuple[str, ...]

    def told_to(self, viewer: int | None) -> Event:
        return replace(self, cards=())

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.source}: {whose(self.seat, viewer, names)} combat hand holds {self.count} "
            f"cards worth {self.vitality} Vitality"
        )

    def disclosed(self) -> tuple[str, ...]:
        return self.cards


def _combat_hand(state: CombatState, seat: int) -> list[CardInstance]:
    return [
        i for i in state.cards if i.owner == seat and i.zone == "hand" and i.status == Status.HAND
    ]


@command_handler("hand_report")
def _report_hand(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The opponent tells the number of cards and the Vitality of his combat hand (Spirit
    Guide, ``count``) or shows every card of it (Darkness Elemental, ``show``)."""
    hand = _combat_hand(state, 1 - seat)
    if ability.hand_report == "show":
        for inst in hand:
            inst.revealed = True
        state.tell(ev.HandShown(source.name, tuple(i.name for i in hand)))
        return
    vitality = sum(i.creature.vitality for i in hand if i.is_creature)
    cards = tuple(i.id for i in hand)
    state.tell(HandCounted(source.name, 1 - seat, len(hand), vitality, cards))


def _command(state: CombatState, seat: int) -> tuple[CardInstance, CommandAbility] | None:
    """``seat``'s command card in force and its ability, if any."""
    cid = state.commands[seat]
    ability = inforce.command_active(state, seat)
    if cid is None or ability is None:
        return None
    return state.by_id[cid], ability


def _due(state: CombatState, seat: int) -> str | None:
    """What ``seat`` is to decide now: before the primaries ``own`` (its command lets it
    retreat), ``troll`` or ``stay`` (an opposing command puts it to that choice); after them
    ``hawks``; None once answered or when nothing is due."""
    asked = state.memory.retreat_asked
    if state.matchups:
        if ("primaries", seat) not in asked and _hawks(state, seat) is not None:
            return "hawks"
        return None
    own = _command(state, seat)
    if ("own", seat) not in asked and own is not None and own[1].may_retreat:
        if own[0].status == Status.STANDING:
            return "own"
    other = _command(state, 1 - seat)
    if ("opposed", seat) not in asked and other is not None and other[1].opponent_retreats:
        return "troll" if other[1].opponent_retreats == "or_pay" else "stay"
    return None


#: What each kind of decision is remembered under once answered.
_ASKED = {"own": "own", "troll": "opposed", "stay": "opposed", "hawks": "primaries"}


def before_primaries(state: CombatState) -> bool:
    """Whether a seat is now asked whether it retreats (before the primaries, once the
    command cards acted; after them, before the secondary attacks); else nothing is due."""
    for seat in (ATTACKER, DEFENDER):
        if _due(state, seat) is not None:
            state.phase, state.seat = "retreat", seat
            return True
    return False


#: After the primaries the same question is asked of a seat whose Captain stands.
after_primaries = before_primaries


def _hawks(state: CombatState, seat: int) -> CardInstance | None:
    """``seat``'s standing creature in play that lets it retreat after the primaries."""
    for inst in state.cards:
        if (
            inst.owner == seat
            and inst.is_creature
            and inst.creature.retreats_after_primaries
            and inst.status == Status.STANDING
            and inst.role not in (Role.NONE, Role.ASIDE)
            and not inforce.blanked(state, inst)
        ):
            return inst
    return None


def _storage(state: CombatState, seat: int) -> list[CardInstance]:
    return [
        i
        for i in state.cards
        if i.owner == seat and i.zone == "storage" and i.status == Status.HAND
    ]


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at the step ``retreat``."""
    if state.memory.retreat_discards:  # a Troll's second discard is owed
        return [act.Discard(i.id) for i in inforce.unique_names(_storage(state, seat))]
    out: list[CombatAction] = [act.Retreat()]
    if _due(state, seat) == "troll":
        troll = state.commands[1 - seat]
        assert troll is not None
        if state.stones[seat] >= 1:
            out.append(act.Pay(troll, True))
        if len(_storage(state, seat)) >= TROLL_DISCARDS:
            out.extend(act.Discard(i.id) for i in inforce.unique_names(_storage(state, seat)))
        return out
    return [*out, shared.pass_action()]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """``seat`` retreats, stays, pays or discards; then the combat goes on (or ends)."""
    due = _due(state, seat)
    assert due is not None
    if isinstance(action, act.Discard):
        inst = state.by_id[action.card]  # used: discarded after the combat
        inst.status, inst.revealed = Status.USED, True
        troll = state.commands[1 - seat]
        state.tell(ev.Discarded(seat, inst.name, inforce.name(state, troll) or "a command"))
        state.memory.retreat_discards += 1
        if state.memory.retreat_discards < TROLL_DISCARDS:
            return  # the second discard
        state.memory.retreat_discards = 0
    elif isinstance(action, act.Pay):
        state.spend(seat, 1)
        state.tell(ev.Effect(inforce.name(state, action.card) or "", "a power stone is paid"))
    state.memory.retreat_asked.add((_ASKED[due], seat))
    if isinstance(action, act.Retreat):
        _retreat(state, seat, due)
    elif due == "hawks":
        state.start_secondary()  # asks the other seat first if its Captain stands
    elif not before_primaries(state):
        state.start_primary()


def _retreat(state: CombatState, seat: int, due: str) -> None:
    """``seat`` leaves the combat: a command card that let it is discarded; the space goes
    to the other side."""
    own = _command(state, seat)
    if due == "own" and own is not None:
        shared.set_status(state, own[0].id, Status.DISCARDED, "its owner retreats")
    state.memory.retreated = seat
    state.current = None
    state.tell(ev.Effect("", f"the {'attacker' if seat == ATTACKER else 'defender'} retreats"))
    state.resolve()


def destroy_stayers(state: CombatState, winner: int) -> None:
    """The winner's command card destroys every creature the loser still has from under his
    shield (Slimwit Man: the opponent stayed and lost)."""
    found = _command(state, winner)
    if found is None or not found[1].destroys_stayers or state.memory.retreated is not None:
        return
    for inst in state.cards:
        if (
            inst.owner != winner
            and inst.is_creature
            and inst.zone == "hand"
            and inst.status in (Status.STANDING, Status.HAND)
        ):
            inst.revealed = True
            shared.set_status(state, inst.id, Status.DESTROYED, f"by {found[0].name}")
