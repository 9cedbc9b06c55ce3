"""Random whole games: no card is ever created or lost, each card is in exactly one place, and
no view shows a seat what is hidden from it. Played with the ready-made decks, and with
``random-pool`` decks (legal decks drawn from the whole card pool): ``make test`` plays
``POOL_QUICK`` of those, the soak (``make soak``, marker ``soak``) ``POOL_GAMES``."""

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
#: Games between random-pool decks: game ``n`` pits ``random-pool:2n`` against
#: ``random-pool:2n+1`` and is dealt with seed ``n``.
POOL_QUICK = 12
POOL_GAMES = 1_000


@pytest.mark.parametrize(("seed", "decks"), [(seed, PAIRS[seed % 3]) for seed in range(GAMES)])
def test_random_games_keep_every_card_and_every_secret(seed: int, decks: tuple[str, str]) -> None:
    _play_checked(seed, decks)


def _pool_decks(number: int) -> tuple[str, str]:
    return (f"random-pool:{2 * number}", f"random-pool:{2 * number + 1}")


@pytest.mark.parametrize("number", range(POOL_QUICK))
def test_random_pool_games_keep_every_card_and_every_secret(number: int) -> None:
    _play_checked(number, _pool_decks(number))


@pytest.mark.soak
def test_a_thousand_random_pool_games_keep_every_card_and_every_secret() -> None:
    failures = []
    for number in range(POOL_QUICK, POOL_GAMES):
        try:
            _play_checked(number, _pool_decks(number))
        except Exception as exc:  # every game is played; every failure is reported
            failures.append(f"game {number}: {type(exc).__name__}: {exc}"[:400])
    assert not failures, "\n".join(failures)


def _play_checked(seed: int, decks: tuple[str, str]) -> None:
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
