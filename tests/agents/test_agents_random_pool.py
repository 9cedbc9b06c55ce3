"""The computer players play decks from the whole card pool (issue 14: every card playable by
the agents): greedy and ismcts play Guardians and Arena games between ``random-pool`` decks to
their end, every choice a legal action of the seat to act."""

from __future__ import annotations

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import Agent, ISMCTSAgent, make_agent
from stronghold.engine import load


def _play(game_id: str, number: int, agents: list[Agent]) -> int:
    """Game ``number`` between ``random-pool:2n`` and ``random-pool:2n+1`` to its end; the
    decisions taken."""
    game = load(game_id, decks=[f"random-pool:{2 * number}", f"random-pool:{2 * number + 1}"])
    state = game.new_state(number)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_seat
        assert seat is not None
        action = agents[seat].choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action, seat=seat)
        decisions += 1
    assert state.outcome is not None
    return decisions


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_greedy_plays_random_pool_decks_to_the_end(game_id: str) -> None:
    for number in range(4):
        agents = [make_agent("greedy", seed=number), make_agent("greedy", seed=number + 100)]
        assert _play(game_id, number, agents) > 20


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_ismcts_plays_random_pool_decks_to_the_end(game_id: str) -> None:
    for number in (4, 5):
        searcher = ISMCTSAgent(seed=number, iterations=20)
        agents: list[Agent] = [searcher, make_agent("greedy", seed=number)]
        if number % 2:
            agents.reverse()
        assert _play(game_id, number, agents) > 20
