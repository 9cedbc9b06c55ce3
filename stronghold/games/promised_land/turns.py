"""Turns and hands shared by the phases: who comes next clockwise, and drawing to refill.

The phase modules use these and never each other: a phase hands over to the next through the
state (``PromisedLandState.start_round`` / ``start_battle`` / ``finish_round``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.promised_land.actions import DRAW
from stronghold.games.promised_land.events import Drew
from stronghold.games.promised_land.model import HAND_SIZE, Pile, Player

if TYPE_CHECKING:
    from stronghold.engine.actions import Action
    from stronghold.games.promised_land.state import PromisedLandState


def clockwise(state: PromisedLandState, start: int) -> list[int]:
    """Every seat still in the game, clockwise from ``start`` (included if in the game)."""
    players = state.players
    start %= len(players)
    return [seat for seat in (*range(start, len(players)), *range(start)) if players[seat].in_game]


def draw_options(player: Player) -> list[Action]:
    """The draws the player may make to refill the hand, from the piles that have cards (a
    Warrior first if none is in hand)."""
    if len(player.hand) >= HAND_SIZE:
        return []
    if player.warrior_pile:
        if player.armory_pile and player.has_warrior_in_hand():
            return [DRAW[Pile.WARRIOR], DRAW[Pile.ARMORY]]
        return [DRAW[Pile.WARRIOR]]
    return [DRAW[Pile.ARMORY]] if player.armory_pile else []


def may_draw(player: Player) -> bool:
    """Whether ``draw_options`` lists a draw: the hand is not full and a pile has cards."""
    return len(player.hand) < HAND_SIZE and bool(player.warrior_pile or player.armory_pile)


def draw_card(state: PromisedLandState, seat: int, pile: Pile) -> None:
    """Move the top card of ``seat``'s pile into the hand, and say so in the log."""
    player = state.players[seat]
    card = player.pile(pile).pop()
    player.hand.append(card)
    deck = "Warrior" if pile is Pile.WARRIOR else "Armory"
    state.tell(Drew(seat, deck, state.catalog.label(card)))
