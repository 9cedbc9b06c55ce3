"""Every registered game as a PettingZoo AEC environment (docs/interop.md).

``env("guardians")`` gives agents ``seat_0``, ``seat_1``...; each observation is a dict
``{"observation": float32[observation_size], "action_mask": int8[action_count]}`` built from
the agent's view alone; actions are indices of the game's fixed action space
(:meth:`~stronghold.engine.registry.Game.encoding`). The game ends with each seat's return as
its reward; ``max_cycles`` (optional) truncates a game that runs longer.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from stronghold.engine.registry import load
from stronghold.engine.rng import fresh_seed
from stronghold.engine.state import State
from stronghold.interop.positions import Position


def env(game_id: str, *, render_mode: str | None = None, **params: Any) -> AECEnv:
    """The AEC environment of ``game_id`` set up with ``params``, with PettingZoo's
    order-enforcing and out-of-bounds wrappers."""
    raw = raw_env(game_id, render_mode=render_mode, **params)
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(raw))


class raw_env(AECEnv):  # PettingZoo's name for the unwrapped environment
    """The unwrapped AEC environment of one game (see the module's docstring)."""

    def __init__(
        self,
        game_id: str,
        *,
        render_mode: str | None = None,
        max_cycles: int | None = None,
        **params: Any,
    ) -> None:
        super().__init__()
        self.game = load(game_id, **params)
        self.encoding = self.game.encoding()
        self.metadata: dict[str, Any] = {
            "render_modes": ["ansi"],
            "name": f"stronghold_{self.game.id}",
            "is_parallelizable": False,
        }
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.possible_agents = [f"seat_{seat}" for seat in range(self.game.seats)]
        size = self.encoding.observation_size
        count = self.encoding.action_count
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (count,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self._seeds: random.Random | None = None
        self.state: State | None = None
        self._steps = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: dealt with ``seed``; without one, with the next seed of the last one
        given (OS entropy if none ever was)."""
        del options
        if seed is not None:
            self._seeds = random.Random(seed)
        deal = self._seeds.getrandbits(64) if self._seeds is not None else fresh_seed()
        self.state = self.game.new_state(deal)
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent_of(self.state.current_seat)

    def _agent_of(self, seat: int | None) -> str:
        return self.possible_agents[seat if seat is not None else 0]

    def _state(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's observation and action mask (all zeros when it is not to act)."""
        position = Position.of(self._state(), self.possible_agents.index(agent))
        return {"observation": position.observation(), "action_mask": position.mask()}

    def step(self, action: int | None) -> None:
        """Apply the selected agent's action (by index); at the end, everyone's return."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._state()
        seat = self.possible_agents.index(agent)
        if action is None:
            raise ValueError(f"{agent} must act: give an action index")
        state.apply(Position.of(state, seat).action(int(action)), seat=seat)
        self._steps += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        outcome = state.outcome
        if state.is_terminal() and outcome is not None:
            for index, name in enumerate(self.possible_agents):
                self.rewards[name] = float(outcome.returns[index])
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_cycles is not None and self._steps >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._agent_of(state.current_seat)
        self._accumulate_rewards()

    def render(self) -> str | None:
        """``ansi``: what a spectator sees, as JSON lines."""
        if self.render_mode != "ansi":
            return None
        return json.dumps(self._state().view(None), sort_keys=True, indent=1)

    def close(self) -> None:
        self.state = None
