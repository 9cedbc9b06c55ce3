"""The terminal's "What happened" for Guardians and Arena is told by the game's events (issue 12:
it was a diff of two screens, with wrong draw counts, a scrambled order and control announced
before the fight)."""

from __future__ import annotations

import re

import pytest

from stronghold.agents import make_agent
from stronghold.cli.screens import screen_for
from stronghold.engine.registry import load
from stronghold.engine.state import State

DRAWS = re.compile(r"^(?P<who>.+) draws? (?P<count>\d+) cards?\b")


def _watch(
    game_id: str, viewer: int, seed: int, moves: int, turns: int = 4
) -> tuple[State, list[list[str]]]:
    """A game of random players, each move's "What happened" lines as ``viewer`` reads them."""
    state = load(game_id, max_turns=turns).new_state(seed)
    screen = screen_for(game_id)
    agent = make_agent("random", seed=seed)
    told: list[list[str]] = []
    while not state.is_terminal() and len(state.history) < moves:
        seat = state.current_seat
        assert seat is not None
        action = agent.choose(state, seat)
        taken = screen.before_move(state, action, seat, viewer)
        state.apply(action, seat=seat)
        told.append(screen.after_move(state, taken, action, seat, viewer))
    return state, told


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_what_happened_tells_the_opponents_draw_count_right(game_id: str) -> None:
    state, told = _watch(game_id, 0, seed=7, moves=400)
    lines = [line for move in told for line in move]
    assert "Turn 2 begins." in lines
    # every draw the events tell the opponent is told with its number, and only that number
    numbers = [
        event.to_json()["number"]
        for event in state.event_log
        if event.kind == "drew" and event.to_json()["seat"] == 1
    ]
    opponent = state.seat_names()[1]
    told_counts = [
        int(match["count"])
        for line in lines
        if (match := DRAWS.match(line.strip())) and match["who"] == opponent
    ]
    assert len(numbers) >= 2  # the first draw (before any move) and later ones
    assert told_counts == numbers[len(numbers) - len(told_counts) :] and told_counts
    for move in told:  # a seat's own draw names the cards, the other seat's only counts them
        for line in move:
            if line.startswith(f"{opponent} draws"):
                assert ":" not in line, line


def test_what_happened_tells_a_move_in_order_with_control_after_the_fight() -> None:
    # guardians, watched by seat 1: each move's lines are the events it told, in order
    state, told = _watch("guardians", 1, seed=11, moves=600, turns=8)
    every = [told_event.text for told_event in state.events(1)]
    lines = [line for move in told for line in move if line in every]
    assert lines == every[len(every) - len(lines) :]
    fights = [n for n, line in enumerate(lines) if "The combat's totals: " in line]
    declared = [n for n, line in enumerate(lines) if re.search(r"\battacks? [A-D]\d:", line)]
    control = [n for n, line in enumerate(lines) if "control of" in line]
    assert fights and control  # the seed plays combats that change hands
    for start, end in zip(declared, fights, strict=False):
        assert not [n for n in control if start < n < end], lines[start : end + 1]
