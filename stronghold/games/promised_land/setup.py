"""Getting Ready to Play: shuffle both decks, deal them out, draw three of each, pick who starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.promised_land.events import Dealt, FreshHand
from stronghold.games.promised_land.model import HAND_SIZE, Pile

if TYPE_CHECKING:
    from stronghold.games.promised_land.state import PromisedLandState

FIRST_DRAW = 3


def deal(state: PromisedLandState) -> None:
    """Shuffle each deck and number its cards in the order they lie (an id says nothing of its
    card); deal it round the table from seat 0 (rule ``deal``: ``equal`` sets the odd cards
    aside, face down); each player draws 3 Warriors and 3 Armory cards; a coin flip (the
    state's RNG) picks the first player."""
    seats = state.game.seats
    catalog = state.catalog
    warriors, armory = list(catalog.warrior_ids), list(catalog.armory_ids)
    state.rng.shuffle(warriors)
    state.rng.shuffle(armory)
    state.catalog = catalog.renumbered(warriors, armory)
    for deck, pile in (
        (list(catalog.warrior_ids), Pile.WARRIOR),
        (list(catalog.armory_ids), Pile.ARMORY),
    ):
        if state.rules.deal == "equal":
            spare = len(deck) % seats
            if spare:
                state.set_aside.extend(deck[-spare:])
                del deck[-spare:]
        for seat, player in enumerate(state.players):  # card k to seat k mod seats
            player.pile(pile).extend(deck[seat::seats])
    for player in state.players:
        for pile in (Pile.WARRIOR, Pile.ARMORY):
            source = player.pile(pile)
            for _ in range(min(FIRST_DRAW, len(source))):
                player.hand.append(source.pop())
    state.leader = state.rng.randrange(seats)
    state.tell(Dealt(state.leader))


def draw_fresh_hand(state: PromisedLandState, seat: int) -> None:
    """A new Phase One hand: three cards from each pile ("3 Warrior cards and 3 Armory cards"),
    the shortfall of one pile made up from the other (the special battle's new hands, and every
    round's with the rule ``keep_hands`` false)."""
    player = state.players[seat]
    for pile in (Pile.WARRIOR, Pile.ARMORY):
        source = player.pile(pile)
        for _ in range(min(FIRST_DRAW, len(source))):
            player.hand.append(source.pop())
    for pile in (Pile.WARRIOR, Pile.ARMORY):
        source = player.pile(pile)
        while len(player.hand) < HAND_SIZE and source:
            player.hand.append(source.pop())
    state.tell(FreshHand(seat, len(player.hand)))
