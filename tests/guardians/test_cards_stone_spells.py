"""Spells that move power stones (issue 14, "power stones"): Small Mox takes the stone it gains
from the opponent's Guardian — ``steals_stones`` with ``gain_stones``
(docs/rules-notes/cards/spells-items.md, "Small Mox"). Combat scenarios."""

from __future__ import annotations

from combat_helpers import ATT, DEF, combat, play


def _mox(theirs: int) -> dict:
    return combat(
        attacker={
            "shield": ["Swordsman"],
            "storage": ["Small Mox"],
            "stones": 2,
            "plays": [{"matchup": 1, "spell": "Small Mox"}],
        },
        defender={"shield": ["Axeman"], "stones": theirs},
    )


def test_small_mox_moves_a_stone_from_the_opponent() -> None:
    state = play(_mox(theirs=3))
    # 2 - 1 (its cost) + 1 taken; the opponent 3 - 1
    assert state.stones[ATT] == 2
    assert state.stones[DEF] == 2


def test_small_mox_gains_nothing_from_an_opponent_without_stones() -> None:
    state = play(_mox(theirs=0))
    assert state.stones[ATT] == 1
    assert state.stones[DEF] == 0
