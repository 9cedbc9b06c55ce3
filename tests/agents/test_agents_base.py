"""The agent registry, the random agent, and the engine's default ``evaluate`` hook."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from agent_toys import NimState, Take

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import (
    Agent,
    AgentError,
    GreedyAgent,
    RandomAgent,
    agent_names,
    make_agent,
    register_agent,
    unregister_agent,
)
from stronghold.engine import Outcome, State, StrongholdError, load


def test_make_agent_knows_the_built_in_agents() -> None:
    assert {"random", "greedy"} <= set(agent_names())
    assert isinstance(make_agent("random", seed=1), RandomAgent)
    greedy = make_agent(" Greedy ", seed=2)
    assert isinstance(greedy, GreedyAgent)
    assert (greedy.name, greedy.seed) == ("greedy", 2)


def test_an_unknown_agent_is_an_error_naming_the_close_match_and_the_known_names() -> None:
    with pytest.raises(AgentError) as caught:
        make_agent("gredy", seed=0)
    assert isinstance(caught.value, StrongholdError)
    reason = caught.value.reason
    assert "unknown agent 'gredy'" in reason
    assert "did you mean 'greedy'" in reason
    assert "known agents: easy, greedy, hard, ismcts, medium, random" in reason
    assert "\n" not in reason


def test_an_unknown_agent_without_a_close_match_still_lists_the_known_names() -> None:
    with pytest.raises(AgentError, match=r"unknown agent 'xyz' \(known agents: .*random"):
        make_agent("xyz", seed=0)


def test_agents_can_be_registered_and_forgotten() -> None:
    register_agent("Second-Random", RandomAgent)
    try:
        assert isinstance(make_agent("second-random", seed=0), RandomAgent)
    finally:
        unregister_agent("second-random")
    assert "second-random" not in agent_names()
    with pytest.raises(ValueError, match="commas"):
        register_agent("a,b", RandomAgent)


def _random_nim_states(count: int) -> list[State]:
    """Nim positions reached by random play (none terminal)."""
    chooser = random.Random(0)
    states: list[State] = []
    game = load("agent-toy-nim", heaps=[3, 4, 5])
    while len(states) < count:
        state = game.new_state(0)
        while not state.is_terminal():
            states.append(state.clone())
            state.apply(chooser.choice(state.legal_actions()))
    return states[:count]


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_agents_only_pick_legal_actions_and_leave_the_state_alone(name: str) -> None:
    for index, state in enumerate(_random_nim_states(60)):
        seat = state.current_seat
        assert seat is not None
        before = state.fingerprint()
        action = make_agent(name, seed=index).choose(state, seat)
        assert action in state.legal_actions()
        assert state.fingerprint() == before


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_agents_only_pick_legal_actions_in_random_combats(name: str) -> None:
    game = load("guardians-combat")
    chooser = random.Random(1)
    for seed in range(6):
        state = game.new_state(seed)
        agent = make_agent(name, seed=seed)
        while not state.is_terminal():
            seat = state.current_seat
            assert seat is not None
            before = state.fingerprint()
            action = agent.choose(state, seat)
            assert state.fingerprint() == before
            assert action in state.legal_actions()
            state.apply(chooser.choice(state.legal_actions()))


def test_the_random_agent_is_uniform_and_seeded() -> None:
    state = load("agent-toy-nim", heaps=[3]).new_state(0)
    agent = RandomAgent(seed=5)
    picks = Counter(agent.choose(state, 0) for _ in range(900))
    assert set(picks) == {Take(0, 1), Take(0, 2), Take(0, 3)}
    assert all(250 <= count <= 350 for count in picks.values()), picks
    first, twin, other = RandomAgent(seed=5), RandomAgent(seed=5), RandomAgent(seed=6)
    picks_first = [first.choose(state, 0) for _ in range(30)]
    assert picks_first == [twin.choose(state, 0) for _ in range(30)]
    assert picks_first != [other.choose(state, 0) for _ in range(30)]


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_an_agent_asked_out_of_turn_or_after_the_end_refuses(name: str) -> None:
    agent: Agent = make_agent(name, seed=0)
    state = load("agent-toy-nim", heaps=[2]).new_state(0)
    with pytest.raises(AgentError, match="seat 0's decision, not seat 1's"):
        agent.choose(state, 1)
    state.apply(Take(0, 2))
    with pytest.raises(AgentError, match="game is over"):
        agent.choose(state, 0)


def test_default_evaluate_is_the_sign_of_the_return_at_the_end_and_zero_before() -> None:
    state = load("agent-toy-nim", heaps=[1, 1]).new_state(0)
    assert isinstance(state, NimState)
    assert (state.evaluate(0), state.evaluate(1)) == (0.0, 0.0)
    state.apply(Take(0, 1))
    state.apply(Take(1, 1))
    assert (state.evaluate(0), state.evaluate(1)) == (-1.0, 1.0)
    drawn = load("agent-toy-nim", heaps=[0]).new_state(0)
    assert drawn.is_terminal() and (drawn.evaluate(0), drawn.evaluate(1)) == (0.0, 0.0)


def test_default_evaluate_stays_in_minus_one_to_one_for_larger_returns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = load("agent-toy-nim", heaps=[0]).new_state(0)
    big = Outcome(winners=(1,), returns=(-3.0, 5.0), reason="scored")
    monkeypatch.setattr(NimState, "outcome", property(lambda self: big))
    assert (state.evaluate(0), state.evaluate(1)) == (-1.0, 1.0)
