"""What one seat alone knows of the cards of a draw deck: the cards it has looked at (Control
Destiny on its own deck, Helm of the Brotherhood on the opponent's: play/deck_looks.py;
docs/rules-notes/cards/deck-knowledge.md); and the totals of the opponent's Vitality on a space
it was told (Detect Life Force: ``tell_total``, below).

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

from stronghold.games.guardians.hidden import vitality
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.model import ToldTotal

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


# Detect Life Force: a total of Vitality told to a seat


def space_cards(state: GameState, owner: int, space: int) -> list[str]:
    """``owner``'s cards on ``space``: under his shields there, on and under his stronghold
    card, in that order (the cards ``stack_of`` counts, and a told total counted)."""
    out: list[str] = []
    for shield in state.shields.values():
        if shield.space == space and shield.owner == owner:
            out += shield.contents
    if board.stronghold_owner(space) == owner:
        slot = state.players[owner].strongholds[board.column(space)]
        out += slot.on
        out += slot.under
    return out


def tell_total(state: GameState, seat: int, space: int) -> int:
    """The opponent tells ``seat`` the total Vitality of his creatures on ``space``; ``seat``
    keeps it, with the cards it counts, as long as those cards stay the ones there
    (``totals``). Returns the total."""
    cids = tuple(sorted(space_cards(state, 1 - seat, space)))
    total = sum(vitality(state.cards[c].card) for c in cids)
    told = state.players[seat].told
    told[:] = [known for known in told if known.space != space]
    told.append(ToldTotal(space, total, cids))
    return total


def totals(state: GameState, seat: int) -> list[tuple[int, int, list[str]]]:
    """(space, total, cards) of each total told to ``seat`` that still holds: the opponent's
    cards on the space are still exactly those counted (a card come or gone, a combat being
    fought: the seat can no longer tell what the total says of the cards)."""
    told = state.players[seat].told
    if not told or state.combat is not None:
        return []
    out = []
    for known in told:
        counted = list(known.cards)
        if sorted(space_cards(state, 1 - seat, known.space)) == counted:
            out.append((known.space, known.total, counted))
    return out
