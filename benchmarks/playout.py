"""Shared by the benchmark scripts: one random game of a registered game, played to the end."""

from __future__ import annotations

import random

import stronghold


def play_random(game_id: str, seed: int) -> int:
    """One game with uniformly random legal actions; returns the number of decisions taken."""
    state = stronghold.load(game_id).new_state(seed)
    chooser = random.Random(seed)
    decisions = 0
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
        decisions += 1
    return decisions
