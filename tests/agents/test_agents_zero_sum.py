"""``State.zero_sum_evaluation``: the games that declare it evaluate every position before the
end as ``evaluate(1) == -evaluate(0)`` (ismcts then evaluates once per position)."""

from __future__ import annotations

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.engine import Rng, load

DECLARED = ("guardians", "guardians-arena", "highlander-duel", "guardians-combat")


@pytest.mark.parametrize("game_id", DECLARED)
def test_a_declared_zero_sum_evaluation_is_zero_sum_before_the_end(game_id: str) -> None:
    checked = 0
    for seed in range(3):
        state = load(game_id).new_state(seed)
        assert state.zero_sum_evaluation
        rng = Rng(seed)
        for _ in range(400):
            if state.is_terminal():
                break
            assert state.evaluate(1) == pytest.approx(-state.evaluate(0), abs=1e-12)
            checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 60


def test_promised_land_does_not_declare_it() -> None:
    assert not load("promised-land").new_state(0).zero_sum_evaluation
