"""The greedy agent: one-step lookahead that is deterministic and never sees hidden cards."""

from __future__ import annotations

from typing import Any

import pytest
from agent_toys import Add, GuardedGuessState, GuessState, Name, PickState, Take

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import GreedyAgent, make_agent, simulate
from stronghold.engine import Rng, State, load


def _play(game_id: str, seed: int, agent_seeds: tuple[int, int], **params: Any) -> State:
    """A game between two greedy agents to the end."""
    state = load(game_id, **params).new_state(seed)
    agents = [GreedyAgent(seed=agent_seeds[0]), GreedyAgent(seed=agent_seeds[1])]
    while not state.is_terminal():
        seat = state.current_seat
        assert seat is not None
        state.apply(agents[seat].choose(state, seat))
    return state


def test_greedy_takes_the_last_counter_when_it_can() -> None:
    for heaps in ([0, 0, 3], [2, 0, 0], [0, 5, 0]):
        state = load("agent-toy-nim", heaps=heaps).new_state(0)
        heap = next(index for index, size in enumerate(heaps) if size)
        for seed in range(5):
            assert GreedyAgent(seed=seed).choose(state, 0) == Take(heap, heaps[heap])


def test_greedy_scores_with_the_games_evaluate_hook() -> None:
    state = load("agent-toy-pick", choices=5, rounds=3).new_state(0)
    for seed in range(5):
        assert GreedyAgent(seed=seed).choose(state, 0) == Add(4)
    state.apply(Add(4))
    assert GreedyAgent(seed=0).choose(state, 1) == Add(4)


def test_greedy_tries_at_most_max_actions_per_sample() -> None:
    state = load("agent-toy-pick", choices=100, rounds=1).new_state(0)
    PickState.evaluations = 0
    GreedyAgent(seed=0, max_actions=40, samples=2, playouts=1).choose(state, 0)
    assert PickState.evaluations == 80
    # each candidate hands the move to the other seat: its reply is played three times
    PickState.evaluations = 0
    GreedyAgent(seed=0, max_actions=40, samples=2).choose(state, 0)
    assert PickState.evaluations == 240


def test_greedy_is_deterministic_for_a_fixed_seed() -> None:
    for seed in range(4):
        first = _play("agent-toy-nim", seed, (seed, seed + 100))
        second = _play("agent-toy-nim", seed, (seed, seed + 100))
        assert first.history == second.history
        assert first.fingerprint() == second.fingerprint()
    for seed in range(3):
        first = _play("guardians-combat", seed, (7, 8))
        second = _play("guardians-combat", seed, (7, 8))
        assert first.history == second.history
        assert first.fingerprint() == second.fingerprint()


def test_greedy_runs_are_reproducible_in_simulate() -> None:
    first = simulate("guardians-combat", games=4, agents=["greedy", "greedy"], seed=3)
    second = simulate("guardians-combat", games=4, agents=["greedy", "greedy"], seed=3)
    assert {**first.to_dict(), "seconds": 0} == {**second.to_dict(), "seconds": 0}


def test_greedy_chooses_alike_when_states_differ_only_in_hidden_information() -> None:
    game = load("agent-toy-guess", size=8)
    compared = 0
    for seed in range(30):
        real = game.new_state(seed)
        assert isinstance(real, GuessState)
        other = real.clone()
        assert isinstance(other, GuessState)
        other.secret = (real.secret + 1 + seed % 7) % 8
        other.rng = Rng(seed + 1000)  # the future chance differs too
        assert real.view(0) == other.view(0)
        assert real.fingerprint() != other.fingerprint()
        assert GreedyAgent(seed=seed).choose(real, 0) == GreedyAgent(seed=seed).choose(other, 0)
        compared += 1
    assert compared == 30


def test_greedy_cannot_win_a_guessing_game_by_peeking() -> None:
    game = load("agent-toy-guess", size=4)
    right = 0
    for seed in range(200):
        state = game.new_state(seed)
        assert isinstance(state, GuessState)
        right += GreedyAgent(seed=seed).choose(state, 0) == Name(state.secret)
    assert right < 90  # about 50 expected; a peeking agent would get all 200


def test_greedy_simulates_only_on_determinized_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    game = load("agent-toy-guess", size=6)
    evaluated: list[bool] = []
    original = GuardedGuessState.evaluate

    def spy(self: GuardedGuessState, seat: int) -> float:
        evaluated.append(self.real)
        return original(self, seat)

    monkeypatch.setattr(GuardedGuessState, "evaluate", spy)
    for seed in range(10):
        state = GuardedGuessState(game, seed=seed)  # type: ignore[arg-type]
        GreedyAgent(seed=seed).choose(state, 0)
    assert evaluated and not any(evaluated)


def test_greedy_beats_random_at_nim() -> None:
    result = simulate("agent-toy-nim", games=200, agents=["greedy", "random"], seed=0)
    assert result.errors == 0
    low, _high = result.interval("greedy")
    assert low > 0.6, result


def test_make_agent_greedy_uses_the_documented_defaults() -> None:
    greedy = make_agent("greedy", seed=0)
    assert isinstance(greedy, GreedyAgent)
    assert (greedy.max_actions, greedy.samples, greedy.max_playout) == (40, 1, 2)
    with pytest.raises(ValueError, match="samples >= 1"):
        GreedyAgent(seed=0, samples=0)
