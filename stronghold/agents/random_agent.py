"""The ``random`` agent: uniform over the legal actions."""

from __future__ import annotations

from stronghold.agents.base import Agent, register_agent
from stronghold.engine.actions import Action
from stronghold.engine.state import State


class RandomAgent(Agent):
    """Picks each legal action with equal probability, from its own seeded RNG."""

    name = "random"

    def choose(self, state: State, seat: int) -> Action:
        """A uniformly random legal action of ``seat``."""
        return self.rng.choice(self.legal_for(state, seat))


register_agent(RandomAgent.name, RandomAgent)
