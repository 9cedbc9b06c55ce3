"""What one seat alone knows of the cards of a draw deck: the cards it has looked at (Control
Destiny on its own deck, Helm of the Brotherhood on the opponent's: play/deck_looks.py;
docs/rules-notes/cards/deck-knowledge.md).

A seat that looked at cards of a deck knows their faces and their places in it: they are not
hidden from it (``secrets.unknown_ids``), its view names them with their places from the top
(``in_deck``), and a sampled world keeps them where they are (``determinize`` deals only the
faces a seat does not know). The other seat learns nothing of them. The knowledge lasts while
the card stays in that deck and the deck is not shuffled: a shuffle (``shuffle_deck``, the one
way a deck is shuffled) forgets it, and a card that leaves the deck (drawn, turned as the Up
card, discarded) is no longer counted (``known``): once in a hand it is its owner's secret
again as any drawn card is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable

    from stronghold.games.guardians.play.state import GameState


def learn(state: GameState, seat: int, cids: Iterable[str]) -> None:
    """``seat`` has looked at the deck cards ``cids``."""
    knows = state.players[seat].knows
    knows += [cid for cid in cids if cid not in knows]


def known(state: GameState, seat: int) -> set[str]:
    """The cards ``seat`` knows by having looked at them that still lie in their deck."""
    knows = state.players[seat].knows
    if not knows:
        return set()
    cards, players = state.cards, state.players
    return {cid for cid in knows if cid in players[cards[cid].owner].deck}


def shuffle_deck(state: GameState, owner: int) -> None:
    """Shuffle ``owner``'s draw deck: what any seat knew of its cards' places is gone."""
    deck = state.players[owner].deck
    state.rng.shuffle(deck)
    for player in state.players:
        if player.knows:
            gone = set(deck)
            player.knows = [cid for cid in player.knows if cid not in gone]


def in_deck(state: GameState, seat: int, owner: int) -> list[dict[str, Any]]:
    """The cards of ``owner``'s deck that ``seat`` knows, top first, each with its place
    (``from_top``: 1 is the top card) -- for ``seat``'s view."""
    mine = known(state, seat)
    if not mine:
        return []
    deck = state.players[owner].deck
    return [
        {"id": cid, "name": state.cards[cid].name, "from_top": place}
        for place, cid in enumerate(reversed(deck), start=1)
        if cid in mine
    ]
