"""Every game as an OpenSpiel game: OpenSpiel's random simulation test, and its ISMCTS bot
playing a whole game of each."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
import pytest
from interop_games import QUICK
from open_spiel.python.algorithms import ismcts, mcts

from stronghold.interop import openspiel

#: The OpenSpiel parameters giving each game its quick setup.
SPIEL_PARAMS = {
    "guardians": "(max_turns=2)",
    "guardians-arena": "(max_turns=2)",
    "guardians-combat": "",
    "highlander-duel": "",
    "promised-land": "(players=3,max_rounds=1)",
}


def test_register_registers_every_game() -> None:
    names = openspiel.register()
    assert set(names) >= {openspiel.short_name(game_id) for game_id in QUICK}
    assert set(names) <= set(pyspiel.registered_names())


@pytest.mark.parametrize("game_id", sorted(QUICK))
def test_random_sim_test_passes(game_id: str) -> None:
    openspiel.register()
    game = pyspiel.load_game(openspiel.short_name(game_id) + SPIEL_PARAMS[game_id])
    assert game.num_players() == (3 if game_id == "promised-land" else 2)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_resampled_worlds_look_the_same_to_the_seat() -> None:
    openspiel.register()
    game = pyspiel.load_game("stronghold_highlander_duel")
    state = game.new_initial_state_seeded(3)
    for _ in range(6):
        state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds = [state.resample_from_infostate(seat, sampler) for _ in range(4)]
    for world in worlds:
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.legal_actions() == state.legal_actions()
        assert world.information_state_tensor(seat) == state.information_state_tensor(seat)
    other = 1 - seat
    assert len({world.inner.fingerprint() for world in worlds}) > 1
    assert {world.observation_string(other) for world in worlds} != {
        state.observation_string(other)
    }


def test_clone_copies_with_the_engines_clone_and_deals_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    openspiel.register()
    game = pyspiel.load_game("stronghold_guardians_combat")
    state = game.new_initial_state_seeded(4)
    state.apply_action(state.legal_actions()[0])
    inner_type = type(state.inner)
    cloned: list[int] = []
    dealt: list[int] = []
    clone, deal = inner_type.clone, type(game.game).new_state

    def counted_clone(self: Any) -> Any:
        cloned.append(1)
        return clone(self)

    def counted_deal(self: Any, seed: int | None = None) -> Any:
        dealt.append(1)
        return deal(self, seed)

    monkeypatch.setattr(inner_type, "clone", counted_clone)
    monkeypatch.setattr(type(game.game), "new_state", counted_deal)
    copy = state.clone()
    # OpenSpiel's clone of a Python state makes a new initial state and deep-copies the
    # attributes: the engine's clone copies, and the throwaway initial state deals nothing
    assert (cloned, dealt) == ([1], [])
    assert copy.inner.fingerprint() == state.inner.fingerprint()
    copy.apply_action(copy.legal_actions()[0])
    assert copy.inner.fingerprint() != state.inner.fingerprint()
    assert len(state.inner.history) == 1


@pytest.mark.parametrize("game_id", sorted(QUICK))
def test_openspiels_ismcts_bot_plays_a_whole_game(game_id: str) -> None:
    openspiel.register()
    game = pyspiel.load_game(openspiel.short_name(game_id) + SPIEL_PARAMS[game_id])
    bot = ismcts.ISMCTSBot(
        game=game,
        evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)),
        uct_c=2.0,
        max_simulations=4,
        random_state=np.random.RandomState(2),
    )
    state = game.new_initial_state_seeded(5)
    chooser = np.random.RandomState(3)
    by_bot = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            by_bot += 1
        else:
            action = chooser.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    assert by_bot >= 5
    outcome = state.inner.outcome
    assert outcome is not None
    assert state.returns() == [float(value) for value in outcome.returns]
