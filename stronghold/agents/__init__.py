"""Computer players that see only the engine contract, and a simulator that pits them.

By name: ``random``, ``greedy``, ``ismcts``, and the difficulty levels ``easy`` (greedy),
``medium`` and ``hard`` (ismcts with a short and a longer time per decision).
"""

from stronghold.agents.base import (
    Agent,
    AgentError,
    agent_names,
    make_agent,
    register_agent,
    sample_world,
    unregister_agent,
)
from stronghold.agents.greedy import GreedyAgent
from stronghold.agents.ismcts import ISMCTSAgent
from stronghold.agents.random_agent import RandomAgent
from stronghold.agents.sim import (
    DeckMatches,
    DeckStanding,
    SimResult,
    play_decks,
    round_robin,
    simulate,
    wilson_interval,
)

__all__ = [
    "Agent",
    "AgentError",
    "DeckMatches",
    "DeckStanding",
    "GreedyAgent",
    "ISMCTSAgent",
    "RandomAgent",
    "SimResult",
    "agent_names",
    "make_agent",
    "play_decks",
    "register_agent",
    "round_robin",
    "sample_world",
    "simulate",
    "unregister_agent",
    "wilson_interval",
]
