"""Guardians Arena from a written position (docs/positions.md, "Guardians Arena"): a turn about
to begin, checked by Arena's placement rules, played as any Arena game, secrets kept."""

from __future__ import annotations

from pathlib import Path

import pytest

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.conformance import (
    check_determinize_blind,
    check_indistinguishable,
    check_swap_hidden_changes,
)
from stronghold.engine.errors import PositionError
from stronghold.engine.registry import load
from stronghold.games.arena.state import ArenaState, arena_locations

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "positions"
TEXT = (EXAMPLE / "arena-one-victory-short.toml").read_text()


def start(seed: int = 2) -> ArenaState:
    state = load("guardians-arena", position=TEXT).new_state(seed)
    assert isinstance(state, ArenaState)
    wrong = {cid: at for cid, at in arena_locations(state).items() if len(at) != 1}
    assert not wrong, wrong
    return state


def test_an_arena_position_starts_the_turn_with_the_stock() -> None:
    state = start()
    assert (state.phase, state.turn) == ("draw", 4)
    assert state.seat == 1  # Tes Let: take the previous Up card, or discard it
    state.apply_text("take-up")
    assert state.phase == "draft"
    names = sorted(state.cards[c].name for c in state.player(0).victorious)
    assert names == ["Angel", "Axeman", "Buzzard", "Swordsman"]
    assert state.slot_at(0).on == [] and state.shield_of(0, 0) is not None  # A1: shielded
    assert [state.cards[c].name for c in state.slot_at(1).under] == ["Valkyrie Spirit"]
    assert state.slot_at(11).rubble  # D3, a ruin
    view = state.view(1)
    assert [c["name"] for c in view["players"][0]["victorious"]] == [
        state.cards[c].name for c in state.player(0).victorious
    ]
    assert isinstance(view["players"][0]["hand"], int)  # seat 0's hand: a count only


def test_an_arena_position_plays_to_the_end() -> None:
    from stronghold.agents import make_agent

    state = start(5)
    agent = make_agent("random", seed=3)
    for _ in range(20_000):
        if state.is_terminal():
            break
        seat = state.current_seat
        assert seat is not None
        state.apply(agent.choose(state, seat), seat=seat)
    assert state.outcome is not None


def test_an_arena_position_passes_the_secrets_checks() -> None:
    game = load("guardians-arena", position=TEXT, max_turns=6)
    check_swap_hidden_changes(game, 1)
    check_indistinguishable(game, 1)
    check_determinize_blind(game, 1)


def test_arena_placement_rules() -> None:
    text = TEXT.replace('[seat1.D1]\non = ["Axeman"]', '[seat1.D1]\non = ["Axeman", "Archer"]')
    text = text.replace('terrain = { B1 = "Woods" }', 'terrain = { C2 = "Woods" }')
    text = text.replace('under = ["Valkyrie Spirit"]', 'under = ["Swordsman"]')
    text = text.replace('space = "A1"', 'space = "B2"')
    text = text.replace('phase = "draw"', 'phase = "move"\nseat = 0')
    text = text.replace("stones = 4", 'stones = 4\nface_down = { B3 = "Gold" }')
    with pytest.raises(PositionError) as caught:
        load("guardians-arena", position=text)
    problems = caught.value.problems
    for piece in (
        "phase: 'move' is not one of draw",
        "seat1.D1.on: one creature, with at most one C item",
        "seat1.terrain.C2: terrain lies on row B only",
        "seat0.A2.under[1]: 'Swordsman' is a creature; under a stronghold card go a creature "
        "that channels or fires",
        "seat0.shields[1]: between turns a shield stands on its seat's own stronghold card",
        "seat1: unknown key 'face_down'",
    ):
        assert any(piece in line for line in problems), (piece, problems)
