"""A game as a single-agent Gymnasium environment against fixed opponents (docs/interop.md).

``StrongholdEnv("guardians", opponent="greedy")``: the learner plays ``seat`` (default 0);
every other seat is played by the named agent of ``stronghold.agents`` (``random``, ``greedy``
...), seeded from the episode's seed. Observations are dicts ``{"observation": float32[...],
"action_mask": int8[...]}`` from the learner's position only; actions are indices of the
game's fixed action space (``action_masks()`` gives the mask, as maskable learners expect).
The reward is the learner's return when the game ends. An index that is not legal now ends
the episode with ``illegal_reward`` (info ``{"illegal": True}``) and leaves the game as it was.
"""

from __future__ import annotations

import json
import random
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from stronghold.agents.base import Agent, make_agent
from stronghold.engine.registry import load
from stronghold.engine.rng import fresh_seed
from stronghold.engine.state import State
from stronghold.interop.positions import Position

Observation = dict[str, Any]


class StrongholdEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of ``game_id`` (set up with ``params``) against fixed opponents."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - Gymnasium's class attribute

    def __init__(
        self,
        game_id: str,
        *,
        opponent: str = "random",
        seat: int = 0,
        illegal_reward: float = -1.0,
        max_steps: int | None = None,
        render_mode: str | None = None,
        **params: Any,
    ) -> None:
        self.game = load(game_id, **params)
        if not 0 <= seat < self.game.seats:
            raise ValueError(f"{self.game.id} has seats 0-{self.game.seats - 1}, not {seat}")
        self.encoding = self.game.encoding()
        self.opponent = opponent
        self.seat = seat
        self.illegal_reward = illegal_reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        make_agent(opponent, seed=0)  # an unknown agent fails now
        size, count = self.encoding.observation_size, self.encoding.action_count
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (count,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(count)
        self.state: State | None = None
        self.opponents: dict[int, Agent] = {}
        self._seeds: random.Random | None = None
        self._steps = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game, dealt from ``seed`` (else the next seed of the last one given); the
        opponents play until the learner is to act."""
        super().reset(seed=seed)
        del options
        if seed is not None:
            self._seeds = random.Random(seed)
        deal = self._seeds.getrandbits(64) if self._seeds is not None else fresh_seed()
        self.state = self.game.new_state(deal)
        self.opponents = {
            other: make_agent(self.opponent, seed=deal + other)
            for other in range(self.game.seats)
            if other != self.seat
        }
        self._steps = 0
        self._opponents_play(self.state)
        return self._observation(), {}

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """The learner's action (an index), then the opponents' until its next decision."""
        state = self._state()
        position = Position.of(state, self.seat)
        try:
            chosen = position.action(int(action))
        except ValueError:
            return self._observation(), self.illegal_reward, True, False, {"illegal": True}
        state.apply(chosen, seat=self.seat)
        self._steps += 1
        self._opponents_play(state)
        terminated = state.is_terminal()
        outcome = state.outcome
        reward = float(outcome.returns[self.seat]) if terminated and outcome else 0.0
        truncated = not terminated and self.max_steps is not None and self._steps >= self.max_steps
        return self._observation(), reward, terminated, truncated, {}

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The learner's action mask now."""
        return Position.of(self._state(), self.seat).mask()

    def render(self) -> str | None:
        """``ansi``: the learner's view as JSON."""
        if self.render_mode != "ansi":
            return None
        return json.dumps(self._state().view(self.seat), sort_keys=True, indent=1)

    def _state(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        return self.state

    def _observation(self) -> Observation:
        position = Position.of(self._state(), self.seat)
        return {"observation": position.observation(), "action_mask": position.mask()}

    def _opponents_play(self, state: State) -> None:
        """The opponents act until the learner is to decide or the game is over."""
        while not state.is_terminal() and state.current_seat != self.seat:
            seat = state.current_seat
            assert seat is not None
            state.apply(self.opponents[seat].choose(state, seat), seat=seat)
