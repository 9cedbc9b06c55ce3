"""``evaluate`` is good enough for the greedy agent to beat random play (seeded sample; the
1,000-game figure is in docs/promised-land.md)."""

from __future__ import annotations

from promised_land.helpers import new
from stronghold.agents.sim import simulate


def test_greedy_beats_random_in_most_seeded_games() -> None:
    result = simulate("promised-land", games=30, agents=["greedy", "random"], seed=5)
    assert result.errors == 0
    assert result.wins["greedy"] >= 21


def test_evaluate_is_within_bounds_and_prefers_more_warriors() -> None:
    state = new(seed=6)
    assert -1.0 <= state.evaluate(0) <= 1.0
    richer = new(seed=6)
    richer.players[0].discard.extend(richer.players[1].warrior_pile[:5])
    del richer.players[1].warrior_pile[:5]
    assert richer.evaluate(0) > state.evaluate(0)
    assert richer.evaluate(1) < state.evaluate(1)
