"""Every game as a PettingZoo AEC environment passes PettingZoo's own tests."""

from __future__ import annotations

import warnings

import pettingzoo.test as pettingzoo_test
import pytest
from interop_games import QUICK

from stronghold.interop.pettingzoo import env

#: Cycles each library test plays (bounded so the suite stays quick).
CYCLES = 60


@pytest.mark.parametrize("game_id", sorted(QUICK))
def test_api_test_and_seed_test_pass(game_id: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice on Dict observations, as for its own
        pettingzoo_test.api_test(env(game_id, **QUICK[game_id]), num_cycles=CYCLES)
        pettingzoo_test.seed_test(lambda: env(game_id, **QUICK[game_id]), num_cycles=CYCLES)


def test_a_whole_game_ends_with_each_seats_return_as_its_reward() -> None:
    game = env("highlander-duel")
    game.reset(seed=4)
    totals = dict.fromkeys(game.possible_agents, 0.0)
    steps = 0
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, _ = game.last()
        totals[agent] += reward
        if terminated or truncated:
            game.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.sum() >= 1
        game.step(int(mask.nonzero()[0][0]))
        steps += 1
    outcome = game.unwrapped.state.outcome
    assert outcome is not None and steps > 10
    assert [totals[agent] for agent in game.possible_agents] == list(outcome.returns)


def test_a_seat_not_to_act_gets_an_empty_mask() -> None:
    game = env("highlander-duel")
    game.reset(seed=4)
    acting = game.agent_selection
    other = next(agent for agent in game.possible_agents if agent != acting)
    assert game.observe(acting)["action_mask"].sum() >= 1
    assert game.observe(other)["action_mask"].sum() == 0
