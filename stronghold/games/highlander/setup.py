"""Setting up a duel: shuffle and number the combat deck, flip for the Offensive marker, deal
two cards to each player, lay out the face-up row, and open the first draft."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.highlander import draft
from stronghold.games.highlander.events import DuelBegins
from stronghold.games.highlander.rules import STARTING_HAND
from stronghold.games.highlander.schema import CombatCard

if TYPE_CHECKING:
    from stronghold.games.highlander.library import CardSet
    from stronghold.games.highlander.state import DuelState


def card_instances(card_set: CardSet, rng: Rng) -> dict[str, CombatCard]:
    """Every physical card of the deck, shuffled with ``rng``, under an id (``c01`` ...)
    numbered in the order the shuffled deck lies: an id says nothing of its card."""
    cards: list[CombatCard] = []
    for card in card_set.combat:
        cards.extend([card] * card.copies)
    rng.shuffle(cards)
    width = max(2, len(str(len(cards))))
    return {f"c{number:0{width}d}": card for number, card in enumerate(cards, start=1)}


def start(state: DuelState) -> None:
    """The opening position, all chance from the state's RNG; the first draft begins."""
    state.cards = card_instances(state.game.card_set, state.rng)
    state.deck = list(state.cards)
    choice = state.rules.first_offensive
    state.offensive = state.rng.randrange(2) if choice == "random" else int(choice[-1])
    for _ in range(STARTING_HAND):
        for seat in (state.offensive, 1 - state.offensive):
            state.fighters[seat].hand.append(state.deck.pop())
    state.row = [state.deck.pop() for _ in range(state.rules.face_up_cards)]
    state.round = 1
    state.tell(DuelBegins(state.offensive, tuple(state.cards[card].name for card in state.row)))
    draft.begin(state)
