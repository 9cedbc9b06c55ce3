"""Every game as a single-agent Gymnasium environment against a fixed agent passes
Gymnasium's environment checker."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from interop_games import QUICK

from stronghold.interop.gymnasium import StrongholdEnv


@pytest.mark.parametrize("game_id", sorted(QUICK))
def test_check_env_passes(game_id: str) -> None:
    opponent = "greedy" if game_id == "highlander-duel" else "random"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice on unbounded Box observations
        check_env(StrongholdEnv(game_id, opponent=opponent, **QUICK[game_id]))


def test_the_learner_plays_its_seat_to_the_end_and_gets_its_return() -> None:
    env = StrongholdEnv("highlander-duel", opponent="greedy", seat=1)
    observation, _ = env.reset(seed=2)
    terminated = truncated = False
    reward = 0.0
    while not (terminated or truncated):
        assert env.state is not None and env.state.current_seat == 1
        legal = np.flatnonzero(observation["action_mask"])
        assert (env.action_masks() == observation["action_mask"]).all()
        observation, reward, terminated, truncated, _ = env.step(legal[-1])
    assert env.state is not None and env.state.outcome is not None
    assert reward == env.state.outcome.returns[1]


def test_an_illegal_index_ends_the_episode_with_the_penalty_and_changes_nothing() -> None:
    env = StrongholdEnv("highlander-duel", illegal_reward=-2.0)
    observation, _ = env.reset(seed=2)
    assert env.state is not None
    before = env.state.fingerprint()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info) == (-2.0, True, {"illegal": True})
    assert env.state.fingerprint() == before
