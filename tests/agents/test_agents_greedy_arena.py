"""Greedy contests the Guardians Arena (issue 13): it does not leave the arena empty for turns,
and it does not end its first draft without a shield when it could raise one."""

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


def _first_drafts(seed: int, agent: str) -> list[tuple[int, bool, bool]]:
    """``agent`` against itself through turn 1 of deal ``seed``: for each seat's ``pass`` that
    ends its drafting, (seat, a ``shield`` placement was among its options this turn, it has a
    shield raised when it passes)."""
    state = load("guardians-arena").new_state(seed)
    agents = [make_agent(agent, seed=seed * 2 + seat) for seat in (0, 1)]
    could = {0: False, 1: False}
    drafts: list[tuple[int, bool, bool]] = []
    while not state.is_terminal() and state.turn == 1:
        seat = state.current_seat
        assert seat is not None
        drafting = state.phase == "draft"
        if drafting and any(str(o).startswith("shield ") for o in state.legal_actions()):
            could[seat] = True
        action = agents[seat].choose(state, seat)
        if drafting and str(action) == "pass":
            raised = any(shield.owner == seat for shield in state.shields.values())
            drafts.append((seat, could[seat], raised))
        state.apply(action, seat=seat)
    return drafts


def test_greedy_never_ends_its_first_draft_without_a_shield_when_it_could_raise_one() -> None:
    checked = [
        (seed, seat, raised)
        for seed in range(40)
        for seat, could, raised in _first_drafts(seed, "greedy")
        if could
    ]
    assert len(checked) >= 40
    assert [(seed, seat) for seed, seat, raised in checked if not raised] == []
