"""Random whole games: no card is ever created or lost, each card is in exactly one place, and
no view shows a seat what is hidden from it."""

from __future__ import annotations

import pytest

from stronghold.engine.conformance import find_leaks
from stronghold.engine.rng import Rng
from stronghold.games.arena.state import arena_locations

from .arena_helpers import new_game

PAIRS = [
    ("basic-knights", "hellfire"),
    ("dragon-flight", "necro-channel"),
    ("elemental-lands", "bribe-masters"),
]
#: Random games played, each with its own seed (and one of the deck pairs).
GAMES = 300


@pytest.mark.parametrize(("seed", "decks"), [(seed, PAIRS[seed % 3]) for seed in range(GAMES)])
def test_random_games_keep_every_card_and_every_secret(seed: int, decks: tuple[str, str]) -> None:
    state = new_game(seed, decks=list(decks))
    cards = set(state.cards)
    rng = Rng(seed).derive("arena-random")
    steps = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        assert set(state.cards) == cards  # never created nor lost
        misplaced = {c: w for c, w in arena_locations(state).items() if len(w) != 1}
        assert not misplaced, (steps, state.history[-3:], misplaced)
        if steps % 7 == 0:
            for seat in (0, 1):
                assert not find_leaks(state.view(seat), state.hidden_from(seat))
            assert not find_leaks(state.view(None), state.hidden_from_spectator())
    assert state.outcome is not None and steps < 5000
