"""The listing Arena's turns keep (``ArenaState.kept_listing``: the options ``turns`` listed
to learn whether to ask a seat) never goes stale: at every decision of random games, with the
default decks and with decks drawn from the whole pool, ``legal_actions`` gives exactly what a
listing worked out afresh gives."""

from __future__ import annotations

import random

import pytest

from stronghold.engine.registry import load
from stronghold.games.arena.state import ArenaState

DECKS = [None, ("random-pool:21", "random-pool:22")]


@pytest.mark.parametrize("decks", DECKS)
def test_the_kept_arena_listing_equals_a_fresh_one_at_every_decision(
    decks: tuple[str, str] | None,
) -> None:
    params = {} if decks is None else {"decks": list(decks)}
    game = load("guardians-arena", **params)
    chooser = random.Random(3)
    kept_used = compared = 0
    for number in range(8):
        state = game.new_state(number)
        assert isinstance(state, ArenaState)
        while not state.is_terminal():
            kept = state.kept_listing
            if kept is not None and kept[0] == state.changes and kept[1] == state.seat:
                kept_used += 1
            listed = [str(action) for action in state.legal_actions()]
            fresh = state.clone()
            assert isinstance(fresh, ArenaState)
            fresh.forget_legal()  # no kept listing: worked out by the phase's rules
            assert fresh.kept_listing is None
            assert listed == [str(action) for action in fresh.legal_actions()], (
                f"game {number}, {state.phase}: a stale kept listing"
            )
            compared += 1
            state.apply(chooser.choice(state.legal_actions()), seat=state.current_seat)
    assert compared > 300 and kept_used > compared // 3  # the kept listings were really used
