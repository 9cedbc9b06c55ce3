"""A game's fingerprint tells apart two games whose futures differ (issue 11): the fields of a
player that the rules read later are in ``canonical()`` (the combat's own fields:
``tests/guardians/test_combat_canonical.py``)."""

from __future__ import annotations

import random

from stronghold.engine.registry import load
from stronghold.games.guardians.play.state import GameState


def _mid_game(game_id: str, decisions: int = 60) -> GameState:
    state = load(game_id).new_state(5)
    assert isinstance(state, GameState)
    rng = random.Random(5)
    for _ in range(decisions):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_terminal()
    return state


def test_games_differing_only_in_who_had_the_lower_up_card_have_different_fingerprints() -> None:
    # Who turned up the lower Up card gives its Guardian's LUC in the next draw (and the first
    # turn in a window of settlement uses): two games apart only in that draw differently.
    for game_id in ("guardians", "guardians-arena"):
        state = _mid_game(game_id)
        twin = state.clone()
        assert isinstance(twin, GameState)
        twin.players[0].lower_up = not state.players[0].lower_up
        assert twin.draw_count(0) != state.draw_count(0)
        assert twin.fingerprint() != state.fingerprint()
