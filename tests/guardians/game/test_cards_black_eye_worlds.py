"""A world ``seat`` cannot tell apart (determinize, swap_hidden) of a board combat keeps The
Black Eye's flight: the Pirates of its stack are fliers there too, as the combat was set up
with them (docs/rules-notes/cards/accessories.md, "The Black Eye"; play/battle.py sets the
combat up with ``fliers.with_flight``, and play/secrets.py gives the combat's shield cards their
world's faces the same way)."""

from __future__ import annotations

import pytest
from game_helpers import SHIELD, act, at_position, seat_table

from stronghold.engine.rng import Rng
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature


def _combat() -> GameState:
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0)
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\n'
        + 'cards = ["Cabin Boy", "The Black Eye"]\n'
        + seat_table(1)
        + f'[[seat1.shields]]\nspace = "C1"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
    )
    state = at_position(text)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    act(state, "move C1")
    assert state.combat is not None
    return state


@pytest.mark.parametrize("make", ["determinize", "swap_hidden"])
def test_pirates_with_the_black_eye_stay_fliers_in_a_world_the_other_seat_samples(
    make: str,
) -> None:
    state = _combat()
    assert state.combat is not None
    boy = next(i for i in state.combat.cards if i.name == "Cabin Boy")
    assert isinstance(boy.card, Creature) and boy.card.flying  # the real world: a flier
    for seed in range(4):
        twin = getattr(state, make)(1, Rng(seed))
        assert isinstance(twin, GameState) and twin.combat is not None
        shield = [i for i in twin.combat.cards if i.zone == "hand" and i.owner == 0]
        if not any(i.name == "The Black Eye" for i in shield):
            continue
        for inst in shield:
            if isinstance(inst.card, Creature) and "Pirate" in inst.card.classes:
                assert inst.card.flying, f"{make} seed {seed}: {inst.name} lost its flight"
