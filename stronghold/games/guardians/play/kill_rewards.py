"""Hand items played after killing a shield in combat (``stones_for_kill``: Oppressed Slaves;
docs/rules-notes/cards/kill-rewards.md).

A combat's losing shield that is gone once its retreat is over (no creature left, nowhere to
retreat, given up, or lost merging with an own shield) counts as killed by the other seat
(``note_kill``; not after an attack turned away without a combat). When that movement option
is over (before War), the killer is asked (phase ``after_kill``) whether it plays such an item
(``cast ITEM guardian``, answerable by Dispel Magic: it gains the stones) or ``pass``; at most
one per Movement and Combat phase (the turn's). The seat is asked whenever its deck list holds
one not yet seen, so being asked tells nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import responses, settle_items, spell_window
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "after_kill"
SELF = "guardian"
#: Marks kept in ``Player.move_spells`` until the turn ends: a kill not yet offered, and one
#: such item played this turn.
KILLED, PLAYED = "killed_shield", "kill_reward"


def is_face(card: AnyCard) -> bool:
    """Whether the card is played after a kill (``owns_any``'s test)."""
    return isinstance(card, Item) and card.stones_for_kill > 0


def is_reward(state: GameState, cid: str) -> bool:
    return is_face(state.cards[cid].card)


def note_kill(state: GameState, seat: int) -> None:
    """``seat`` killed an opposing shield in the combat just over."""
    if state.owns_any(seat, is_face):
        state.players[seat].move_spells.append(KILLED)


def _castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    if PLAYED in state.players[seat].move_spells:
        return []
    return [(cid, SELF) for cid in settle_items.affordable(state, seat, is_face)]


def offer(state: GameState) -> bool:
    """A movement option is over: ask a seat that killed a shield in it (True: phase
    ``after_kill``)."""
    for seat in (0, 1):
        marks = state.players[seat].move_spells
        if KILLED not in marks:
            continue
        marks.remove(KILLED)
        if PLAYED in marks:
            continue  # one a phase: both seats know it was played
        unseen = state.holds_unseen(seat, is_face)
        castable = bool(_castable(state, seat))
        secret = state.players[seat].storage if unseen else []
        if state.asks(seat, has_choice=castable, secret=secret):
            state.phase, state.seat = PHASE, seat
            return True
    return False


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Play such an item, or let the moment go by."""
    return spell_window.options(_castable(state, seat))


def cast(state: GameState, seat: int, cid: str) -> None:
    """The item is shown and may be answered; one a phase from now on."""
    state.players[seat].move_spells.append(PLAYED)
    responses.play_on_card(state, seat, cid, SELF, then="kill_reward")


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    """The item stood (not dispelled): its player gains its stones."""
    card = state.cards[cid].card
    if cancelled or not isinstance(card, Item):
        state.tell(events.Fizzled(card.name))
        return
    state.players[seat].stones += card.stones_for_kill
    state.tell(card_events.KillRewarded(seat, card.name, card.stones_for_kill))
