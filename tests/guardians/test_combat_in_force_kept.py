"""What a combat keeps of what is in force (``inforce.in_force``) is never stale: at every
step of random combats, the kept answers equal those a fresh copy works out from scratch."""

from __future__ import annotations

import random

import stronghold.games  # noqa: F401 - registers the guardians-combat game
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER
from stronghold.games.guardians.combat.state import CombatState

GAME = load("guardians-combat")
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
