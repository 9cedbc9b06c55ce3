"""A fight's cards know which board card each one is (issue 11: no mapping by position)."""

from __future__ import annotations

import random

from stronghold.games.arena.duel import DuelState

from .arena_helpers import new_game


def test_each_card_of_a_fight_knows_the_board_card_it_is() -> None:
    fights = 0
    for seed in range(6):
        state = new_game(seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if state.is_terminal():
                break
            combat = state.combat
            if isinstance(combat, DuelState) and not combat.history:
                fights += 1
                assert state.combat_info is not None
                for side in (0, 1):
                    for iid in combat.setup_ids[side]:
                        inst = combat.by_id[iid]
                        assert inst.board_id is not None
                        assert state.cards[inst.board_id].card.name == inst.name
            state.apply(rng.choice(state.legal_actions()))
    assert fights > 0
