"""Hidden information: what each seat may not see, and worlds sampled consistent with a view.

Hidden from a seat: the deck's order and cards, and the opponent's hand and face-down choice
except the cards the opponent was seen taking from the face-up row. The face-up row, the
played cards, the discard pile and all damage are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.highlander.clash import playable_from

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState


def hidden_from(state: DuelState, seat: int) -> set[str]:
    """Card ids ``seat`` must not see: the deck, and the opponent's unseen hand and choice."""
    opponent = state.fighters[1 - seat]
    unseen = {card for card in opponent.pool() if card not in opponent.known}
    return unseen | set(state.deck)


def determinize(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """A full state ``seat`` cannot tell from this one: the cards it has not seen (the deck
    and the opponent's unseen cards) dealt anew, and the opponent's face-down choice drawn
    from its hand among the cards the follow-up rule allows. Future chance is fresh."""
    twin = state.clone()
    assert isinstance(twin, type(state))
    opponent = twin.fighters[1 - seat]
    pool = opponent.pool()
    seen = [card for card in pool if card in opponent.known]
    unseen = [card for card in pool if card not in opponent.known]
    shuffled = unseen + twin.deck
    rng.shuffle(shuffled)
    dealt = shuffled[: len(unseen)]
    twin.deck = shuffled[len(unseen) :]
    new_pool = seen + dealt
    if opponent.commit is not None:
        choices, penalty = playable_from(twin, opponent, new_pool)
        chosen = rng.choice(choices)
        new_pool.remove(chosen)
        opponent.commit = chosen
        opponent.commit_penalty = penalty
    opponent.hand = new_pool
    twin.rng = Rng(rng.getrandbits(63))
    return twin
