"""Greedy contests the Guardians Arena (issue 13): it does not leave the arena empty for turns."""

from __future__ import annotations

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import make_agent
from stronghold.engine import load

SEEDS = range(10)


def _turns_nobody_entered(seed: int) -> tuple[int, int]:
    """Greedy against greedy, deal ``seed``: (turns played, turns in which no seat entered the
    arena although one could)."""
    state = load("guardians-arena").new_state(seed)
    agents = [make_agent("greedy", seed=seed * 2 + seat) for seat in (0, 1)]
    could: dict[int, bool] = {}
    entered: dict[int, bool] = {}
    while not state.is_terminal():
        seat = state.current_seat
        assert seat is not None
        options = state.legal_actions()
        action = agents[seat].choose(state, seat)
        turn = state.turn
        if any(str(option).startswith("enter ") for option in options):
            could[turn] = True
        entered[turn] = entered.get(turn, False) or str(action).startswith("enter ")
        state.apply(action, seat=seat)
    return len(entered), sum(1 for turn in could if not entered[turn])


def test_greedy_does_not_leave_the_arena_uncontested_for_turns() -> None:
    turns = empty = 0
    for seed in SEEDS:
        played, idle = _turns_nobody_entered(seed)
        turns += played
        empty += idle
    assert turns >= 30
    assert empty <= 1, f"{empty} of {turns} turns with the arena left empty"
