"""A combat on the Guardians board: each combat card knows which board card it is (issue 11:
no mapping by position), the platform creatures that join from upgrades included."""

from __future__ import annotations

import random

import stronghold
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play.state import GameState


def test_each_card_of_a_board_combat_knows_the_board_card_it_is() -> None:
    game = stronghold.load("guardians")
    combats = 0
    for seed in range(8):
        state = game.new_state(seed)
        assert isinstance(state, GameState)
        rng = random.Random(seed)
        while not state.is_terminal():
            combat = state.combat
            if isinstance(combat, CombatState) and not combat.history:
                combats += 1
                info = state.combat_info
                assert info is not None
                for side in (0, 1):
                    for iid in combat.setup_ids[side]:
                        inst = combat.by_id[iid]
                        assert inst.board_id is not None
                        board = state.cards[inst.board_id]
                        assert board.card.name == inst.name
                        assert board.owner == info.seats[side]
            state.apply(rng.choice(state.legal_actions()))
    assert combats > 0
