"""Turns and hands shared by the phases: who comes next clockwise, and drawing to refill.

The phase modules use these and never each other: a phase hands over to the next through the
state (``PromisedLandState.start_round`` / ``start_battle`` / ``finish_round``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.promised_land.events import Drew
from stronghold.games.promised_land.model import HAND_SIZE, Pile, Player

if TYPE_CHECKING:
    from stronghold.games.promised_land.state import PromisedLandState


def clockwise(state: PromisedLandState, start: int) -> list[int]:
    """Every seat still in the game, clockwise from ``start`` (included if in the game)."""
    seats = state.game.seats
    return [
        (start + offset) % seats
        for offset in range(seats)
        if state.players[(start + offset) % seats].in_game
    ]


def draw_options(player: Player) -> list[Pile]:
    """Piles the player may draw from to refill the hand (a Warrior first if none is in hand)."""
    if len(player.hand) >= HAND_SIZE:
        return []
    if player.warriors_in_hand() == 0 and player.warrior_pile:
        return [Pile.WARRIOR]
    return [pile for pile in (Pile.WARRIOR, Pile.ARMORY) if player.pile(pile)]


def draw_card(state: PromisedLandState, seat: int, pile: Pile) -> None:
    """Move the top card of ``seat``'s pile into the hand, and say so in the log."""
    player = state.players[seat]
    card = player.pile(pile).pop()
    player.hand.append(card)
    state.tell(Drew(seat, pile.value.capitalize(), state.catalog.label(card)))
