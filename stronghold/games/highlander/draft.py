"""The draft: in turn, from the Offensive Player, take a face-up card or the deck's top card.

The face-up row is refilled from the deck; an empty deck is first rebuilt from the shuffled
discard pile. When both hands hold five cards, the round of clashes begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.actions import Action
from stronghold.games.highlander import clash
from stronghold.games.highlander.actions import Draw, Take
from stronghold.games.highlander.events import Drew, Reshuffled, Took
from stronghold.games.highlander.rules import HAND_SIZE

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState


def begin(state: DuelState) -> None:
    """Open the draft; the Offensive Player picks first."""
    state.phase = "draft"
    state.seat = state.offensive
    if not _needs_card(state, state.offensive):
        _next_drafter(state, state.offensive)


def legal(state: DuelState) -> list[Action]:
    """Each face-up card, then the deck's top card (if the deck or discard holds any)."""
    actions: list[Action] = [Take(card) for card in state.row]
    if state.deck or state.discard:
        actions.append(Draw())
    return actions


def why_illegal(state: DuelState, action: Action) -> str | None:
    """Why a draft action is not allowed now, or None."""
    if isinstance(action, Take):
        if action.card not in state.row:
            shown = ", ".join(state.row) or "none"
            return f"{action.card!r} is not in the face-up row (face up: {shown})"
        return None
    if isinstance(action, Draw):
        if not (state.deck or state.discard):
            return "the combat deck and the discard pile are both empty"
        return None
    return f"{action} is not a draft action: take a face-up card or draw"


def draw_top(state: DuelState) -> str | None:
    """The deck's top card, after rebuilding an empty deck from the shuffled discard pile.

    Nobody can follow a card through a shuffle, so the shuffle deals the discard pile's cards
    anew among its ids (each id a card nobody has seen), the ids keeping their order."""
    if not state.deck:
        if not state.discard:
            return None
        cards = [state.cards[card] for card in state.discard]
        state.rng.shuffle(cards)
        state.cards = {**state.cards, **dict(zip(state.discard, cards, strict=True))}
        state.deck = list(state.discard)
        state.discard = []
        state.tell(Reshuffled(len(state.deck)))
    return state.deck.pop()


def do(state: DuelState, action: Action) -> None:
    """Carry out one legal draft pick of the current seat and pass the turn on."""
    seat = state.seat
    assert seat is not None
    fighter = state.fighters[seat]
    if isinstance(action, Take):
        index = state.row.index(action.card)
        fighter.hand.append(action.card)
        fighter.known.add(action.card)
        replacement = draw_top(state)
        if replacement is None:
            del state.row[index]
        else:
            state.row[index] = replacement
        refill = None if replacement is None else state.cards[replacement].name
        state.tell(Took(seat, state.cards[action.card].name, refill))
    else:
        assert isinstance(action, Draw)
        card = draw_top(state)
        assert card is not None
        fighter.hand.append(card)
        state.tell(Drew(seat, state.cards[card].name))
    _next_drafter(state, seat)


def _needs_card(state: DuelState, seat: int) -> bool:
    """Whether ``seat``'s hand is not yet full."""
    return len(state.fighters[seat].hand) < HAND_SIZE


def _next_drafter(state: DuelState, seat: int) -> None:
    """The other player picks next if short of cards, else this one; both full: clash."""
    other = 1 - seat
    if _needs_card(state, other):
        state.seat = other
    elif _needs_card(state, seat):
        state.seat = seat
    else:
        clash.begin_round(state)
