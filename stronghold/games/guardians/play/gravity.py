"""Spells that stop a flight (``stops_flight``: Summon Gravity Well;
docs/rules-notes/cards/gravity.md), and the window of a flight they are cast in, which also
offers the hand items that kill fliers (``kills_fliers``: Rocks of Skull Cracking,
play/flier_kills.py).

When a seat flies a shield (its contents shown), before it moves, the other seat may cast such
a spell on it (``cast SPELL SHIELD``, phase ``gravity``) or ``pass``. The cast is answerable by
Dispel Magic; if it stands the shield does not move (it stays turned: its movement option is
used) and its owner may fly no other shield this turn (``GROUNDED``, read by
``move_spells.may_fly``). The other seat is asked whenever its deck list holds such a spell not
yet seen, so being asked tells nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import (
    board,
    flier_kills,
    responses,
    settle_items,
    spell_window,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import MoveStep
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "gravity"
#: The mark (``Player.move_spells``, until the turn ends) of a seat that may fly no more.
GROUNDED = "grounded"


def is_face(card: AnyCard) -> bool:
    """Whether the card is played as a shield flies: it stops the flight, or kills fliers
    (``owns_any``'s test)."""
    return (isinstance(card, Spell) and card.stops_flight) or flier_kills.is_face(card)


def is_gravity(state: GameState, cid: str) -> bool:
    return is_face(state.cards[cid].card)


def _castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    flier = state.step_as(MoveStep).shield
    return [
        (cid, flier)
        for cid in settle_items.affordable(state, seat, is_face)
        if not flier_kills.is_face(state.cards[cid].card) or flier_kills.may_cast(state, seat, cid)
    ]


def offer(state: GameState, flier: int) -> bool:
    """``flier`` flies a shield: ask the other seat (True: phase ``gravity``)."""
    seat = 1 - flier
    if not state.owns_any(seat, is_face):
        return False
    secret = state.players[seat].storage if state.holds_unseen(seat, is_face) else []
    if state.asks(seat, has_choice=bool(_castable(state, seat)), secret=secret):
        state.phase, state.seat = PHASE, seat
        return True
    return False


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Stop the flight, or let it go."""
    return spell_window.options(_castable(state, seat))


def cast(state: GameState, seat: int, cid: str, target: str) -> None:
    responses.play_on_card(state, seat, cid, target, then="gravity")


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> bool:
    """The spell stood (True): the flight does not happen and the flier's owner may fly no
    more this turn."""
    name = state.cards[cid].name
    if cancelled:
        state.tell(events.Fizzled(name))
        return False
    step = state.step_as(MoveStep)
    shield = state.shields[step.shield]
    step.route = None
    state.players[shield.owner].move_spells.append(GROUNDED)
    space = board.name(shield.space)
    state.tell(
        card_events.FlightStopped(seat, name, shield.owner, state.cards[shield.id].name, space)
    )
    return True


def grounded(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may fly no more this turn."""
    return GROUNDED in state.players[seat].move_spells
