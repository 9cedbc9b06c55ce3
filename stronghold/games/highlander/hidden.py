"""Hidden information: what each seat may not see, and worlds it cannot tell from the real one.

Hidden from a seat: the deck's order and cards, and the opponent's hand and face-down choice
except the cards the opponent was seen taking from the face-up row. The face-up row, the
played cards, the discard pile and all damage are public.

A world for a seat deals the cards it cannot see anew, starting from the cards sorted by name
and their ids sorted, never from their true order: into the deck and the opponent's unseen
hand places (ids carry no identity). A face-down choice of the opponent is drawn again from
everything in that hand, the cards seen taken included, among the cards the follow-up rule
allowed it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.highlander.clash import playable_from

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState

#: How many deals ``swap_hidden`` tries for one in which the opponent's choice stays allowed.
_SWAP_TRIES = 20


def hidden_from(state: DuelState, seat: int) -> set[str]:
    """Card ids ``seat`` must not see: the deck, and the opponent's unseen hand and choice."""
    opponent = state.fighters[1 - seat]
    unseen = {card for card in opponent.pool() if card not in opponent.known}
    return unseen | set(state.deck)


def _redeal(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """A copy in which the cards ``seat`` has not seen are dealt anew with ``rng`` among the
    places it cannot see (the deck, then the opponent's unseen hand cards and face-down
    choice, in that order); the opponent's choice may now break the follow-up rule."""
    hidden = sorted(hidden_from(state, seat))
    cards = sorted((state.cards[card] for card in hidden), key=lambda card: card.name)
    rng.shuffle(cards)
    ids = list(hidden)
    rng.shuffle(ids)
    world = state.clone()
    assert isinstance(world, type(state))
    world.cards = {**state.cards, **dict(zip(hidden, cards, strict=True))}
    opponent = world.fighters[1 - seat]
    world.deck = [ids.pop() for _ in world.deck]
    opponent.hand = [card if card in opponent.known else ids.pop() for card in opponent.hand]
    if opponent.commit is not None and opponent.commit not in opponent.known:
        opponent.commit = ids.pop()
    assert not ids
    return world


def determinize(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """A full state ``seat`` cannot tell from this one, sampled with ``rng``: the unseen cards
    dealt anew, the opponent's hand in id order, and its face-down choice (if made) drawn
    from the whole hand among the cards the follow-up rule allows. Future chance is fresh."""
    world = _redeal(state, seat, rng)
    opponent = world.fighters[1 - seat]
    pool = sorted(opponent.pool())
    if opponent.commit is not None:
        choices, penalty = playable_from(world, opponent, pool)
        opponent.commit = rng.choice(sorted(choices))
        opponent.commit_penalty = penalty
        pool.remove(opponent.commit)
    opponent.hand = pool
    world.rng = Rng(rng.getrandbits(63))
    return world


def swap_hidden(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """A twin ``seat`` cannot tell apart: its unseen cards dealt anew, the opponent's
    face-down choice still one the follow-up rule allowed, the chance to come kept (the
    state itself after ``_SWAP_TRIES`` deals that all broke the rule)."""
    for _ in range(_SWAP_TRIES):
        twin = _redeal(state, seat, rng)
        opponent = twin.fighters[1 - seat]
        if opponent.commit is None:
            return twin
        choices, penalty = playable_from(twin, opponent, opponent.pool())
        if opponent.commit in choices:
            opponent.commit_penalty = penalty
            return twin
    same = state.clone()
    assert isinstance(same, type(state))
    return same
