"""``guardians-combat``'s evaluation for search (``combat/evaluation.py``): zero-sum, the
outcome once over, and telling who is ahead before the end."""

from __future__ import annotations

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.engine import Rng, load
from stronghold.games.guardians.combat import evaluation, outlook


def test_the_combat_evaluation_is_zero_sum_bounded_and_the_outcome_at_the_end() -> None:
    game = load("guardians-combat")
    for seed in range(30):
        state = game.new_state(seed)
        rng = Rng(seed)
        while not state.is_terminal():
            values = state.evaluate(0), state.evaluate(1)
            assert values[0] == -values[1]
            assert -1.0 <= values[0] <= 1.0
            winner = outlook.sure_winner(state)
            if winner is not None:
                assert values[winner] == evaluation.EVAL_SETTLED
            else:
                assert abs(values[0]) < evaluation.EVAL_OPEN
            state.apply(rng.choice(state.legal_actions()))
        outcome = state.outcome
        assert outcome is not None
        assert state.evaluate(outcome.winners[0]) == 1.0


def test_the_combat_evaluation_tells_the_winner_halfway_through_most_random_combats() -> None:
    # Before it, the evaluation was 0 until the end: a search's cut-off rollouts learnt
    # nothing. Halfway through random combats, its sign names the winner 83 % of 150 times.
    game = load("guardians-combat")
    right = 0
    for seed in range(60):
        state = game.new_state(seed)
        rng = Rng(seed)
        values = []
        while not state.is_terminal():
            values.append(state.evaluate(0))
            state.apply(rng.choice(state.legal_actions()))
        outcome = state.outcome
        assert outcome is not None
        right += (values[len(values) // 2] > 0) == (outcome.returns[0] > 0)
    assert right >= 42  # 70 % of 60
