"""``describe_action`` reads the view once for all the actions last listed (a search's edges)
and never tells a name from an earlier position: at every step of random Guardians and Arena
games, each listed action is described as ``describe.described`` tells it from the view."""

from __future__ import annotations

import random

import pytest

import stronghold.games  # noqa: F401 - registers the Guardians games
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play import costs, describe
from stronghold.games.guardians.play.state import GameState


def _told(state: GameState, text: str, viewer: int | None) -> str:
    told = describe.described(text, state.view(viewer))
    if viewer is not None and viewer == state.current_seat:
        cost = costs.prompt_cost(state, state.parse_action(text))
        if cost:
            told += f" ({cost})"
    return told


@pytest.mark.parametrize("name", ["guardians", "guardians-arena"])
def test_described_actions_read_the_view_of_this_position(name: str) -> None:
    chooser = random.Random(2)
    checked = 0
    for seed, viewer in enumerate((0, 1, None)):  # one viewer a game: names kept for it
        state = load(name).new_state(seed)
        assert isinstance(state, GameState)
        for step in range(300):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            for action in legal[:8]:
                told = _told(state, str(action), viewer)
                assert state.describe_action(action, viewer) == told
                checked += 1
            if step % 50 == 7:  # a sampled world: other faces for the same ids
                world = state.determinize(0, Rng(step))
                assert isinstance(world, GameState)
                for action in world.legal_actions()[:8]:
                    assert world.describe_action(action, 0) == _told(world, str(action), 0)
            state.apply(chooser.choice(legal))
    assert checked > 500
