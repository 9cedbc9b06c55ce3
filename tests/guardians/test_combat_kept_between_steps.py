"""What a combat keeps between its steps is never stale: what is in force
(``inforce.in_force``) equals what a fresh copy works out from scratch, and the options a
window listed for the seat it asks (``CombatState.listed``) equal those listed anew, at every
step of random combats, and of the combats of random Guardians and Arena games."""

from __future__ import annotations

import random

import pytest

import stronghold.games  # noqa: F401 - registers the guardians-combat game
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER
from stronghold.games.guardians.combat.state import CombatState

GAME = load("guardians-combat")
GAMES = {name: load(name) for name in ("guardians", "guardians-arena")}
#: Things a card in play may forbid (``forbidden``'s first argument).
FORBIDS = ("spells", "hand_items", "ranged", "channeling", "stone_channeling", "aoe")


def _answers(state: CombatState) -> list[object]:
    out: list[object] = [[(s.id, repr(a)) for s, a in inforce.active_sources(state)]]
    for seat in (ATTACKER, DEFENDER):
        out.append([i.id for i in inforce.storage(state, seat)])
        out.append([i.id for i in inforce.hand_creatures(state, seat)])
        out.append([i.id for i in inforce.channelers(state, seat)])
        out.append([inforce.forbidden(state, what, seat) for what in FORBIDS])
    return out


def _fresh(state: CombatState) -> list[object]:
    twin = state.clone()
    assert isinstance(twin, CombatState) and twin.kept_in_force is None
    return _answers(twin)


def test_kept_answers_equal_fresh_ones_at_every_step() -> None:
    chooser = random.Random(7)
    steps = 0
    for seed in range(12):
        state = GAME.new_state(seed)
        assert isinstance(state, CombatState)
        while not state.is_terminal():
            assert _answers(state) == _fresh(state)
            state.apply(chooser.choice(state.legal_actions()))
            steps += 1
        assert _answers(state) == _fresh(state)
    assert steps > 200


def test_a_determinized_copy_keeps_nothing_of_the_original() -> None:
    chooser = random.Random(3)
    state = GAME.new_state(5)
    assert isinstance(state, CombatState)
    for _ in range(6):
        state.apply(chooser.choice(state.legal_actions()))
    before = _answers(state)
    world = state.determinize(ATTACKER, Rng(1))
    assert isinstance(world, CombatState)
    assert _answers(world) == _fresh(world)
    while not world.is_terminal():  # the copy's changes do not reach the original's answers
        world.apply(chooser.choice(world.legal_actions()))
        assert _answers(world) == _fresh(world)
    assert _answers(state) == before == _fresh(state)


def _check_options(state: CombatState) -> None:
    seat = state.current_seat
    listed = state.legal_actions()  # the options a window listed, when it did
    assert listed == ([] if seat is None else state.options(seat))
    assert listed == state.legal_actions()


def test_options_a_window_listed_equal_those_listed_anew() -> None:
    chooser = random.Random(11)
    steps = 0
    for seed in range(30):
        state = GAME.new_state(seed)
        assert isinstance(state, CombatState)
        while not state.is_terminal():
            _check_options(state)
            state.apply(chooser.choice(state.legal_actions()))
            steps += 1
    assert steps > 500


@pytest.mark.parametrize("name", sorted(GAMES))
def test_options_in_the_combats_of_whole_games(name: str) -> None:
    chooser = random.Random(5)
    fights = 0
    for seed in range(3):
        state = GAMES[name].new_state(seed)
        for _ in range(3000):
            if state.is_terminal():
                break
            combat = getattr(state, "combat", None)
            if isinstance(combat, CombatState):
                fights += 1
                _check_options(combat)
            state.apply(chooser.choice(state.legal_actions()))
    assert fights > 20
