"""The secrets check counts a card an event tells a part of (``Event.disclosed``) as come to
sight when it is hidden from the seat at that moment, not only when it was hidden at the fork:
in a whole game the declaring event names the combat's instance id (``d1``), which did not
exist at a fork taken before the combat (the board card is ``b6``). A size declared there
rightly differs between the twins and is no leak (found by a review of session 9)."""

from __future__ import annotations

import pytest
from game_helpers import SHIELD, act, at_position, seat_table

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play.state import GameState

DEMONIC_19 = "Standard Bearer Brom's Demonic 19"  # the defender declares its first's size


def _before_the_combat() -> tuple[GameState, GameState]:
    """Seat 0's Demonic 19 shield may move onto seat 1's Groatie (S) and Archer (M); the twin
    has the two face-down faces exchanged (seat 0 cannot tell)."""
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0)
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{DEMONIC_19}"\n'
        + 'cards = ["Swordsman", "Grilbus"]\n'
        + seat_table(1)
        + f'[[seat1.shields]]\nspace = "C1"\ncard = "{SHIELD}"\ncards = ["Groatie", "Archer"]\n'
    )
    state = at_position(text)
    mover = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {mover.id}")
    enemy = next(s for s in state.shields.values() if s.owner == 1)
    groatie, archer = sorted(enemy.contents, key=lambda c: state.cards[c].name != "Groatie")
    twin = state.clone()
    assert isinstance(twin, GameState)
    twin.set_face(groatie, state.cards[archer].card)
    twin.set_face(archer, state.cards[groatie].card)
    twin.forget_legal()
    assert state.hidden_from(0) >= {groatie, archer}
    return state, twin


@pytest.mark.parametrize("seed", [5, 6])  # continuations that move C1 and fight
def test_a_size_declared_in_a_combat_after_the_fork_is_no_leak(seed: int) -> None:
    state, twin = _before_the_combat()
    check_indistinguishable_at(state.clone(), twin.clone(), 0, [], Rng(seed))
