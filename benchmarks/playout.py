"""Shared by the benchmark scripts: one random game of a registered game, played to the end."""

from __future__ import annotations

import random

import stronghold


def play_random(game_id: str, seed: int, **params: object) -> int:
    """One game with uniformly random legal actions; returns the number of decisions taken."""
    state = stronghold.load(game_id, **params).new_state(seed)
    chooser = random.Random(seed)
    decisions = 0
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
        decisions += 1
    return decisions


def memory_per_game(
    game_id: str, *, games: int = 10, decisions: int = 60, **params: object
) -> float:
    """KiB one live game takes (a state after ``decisions`` random moves, its history included),
    averaged over ``games`` states held at once; what a server or a search pays per game."""
    import tracemalloc

    game = stronghold.load(game_id, **params)
    game.new_state(0)  # card data and caches loaded outside the measure
    tracemalloc.start()
    before, _peak = tracemalloc.get_traced_memory()
    held = []
    for seed in range(games):
        state = game.new_state(seed)
        chooser = random.Random(seed)
        for _ in range(decisions):
            if state.is_terminal():
                break
            state.apply(chooser.choice(state.legal_actions()))
        held.append(state)
    after, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return (after - before) / games / 1024
