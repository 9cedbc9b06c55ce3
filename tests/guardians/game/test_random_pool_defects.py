"""Defects the random-pool games (``test_random_pool_games.py``) found, each with the test that
failed before its fix."""

from __future__ import annotations

from game_helpers import legal

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.registry import load
from stronghold.games.guardians.play.state import GameState

STACK = """
turn = 2
phase = "organize"
seat = 0
[seat0]
guardian = "Rak Nam"
strongholds = "Carreg Amroth"
pen = ["Angel", "Sleeping Spirit"]
deck = ["Axeman", "Archer", "Woods", "Gold", "Angel"]
[seat0.A1]
on = ["Scamp Jones", "Light Elemental", "Sleeping Spirit", "Axeman"]

[seat1]
guardian = "Tes Let"
strongholds = "Carreg Amroth"
pen = ["Axeman"]
deck = ["Axeman", "Archer", "Woods", "Angel"]
"""


def _pen(state: GameState, name: str) -> str:
    return next(c for c in state.players[0].pen if state.cards[c].name == name)


def test_a_negative_vitality_creature_makes_no_room_under_the_stacking_limit() -> None:
    # Scamp Jones (Vitality -3) with 13 + 5 + 7 points: 25 points, not 22. An Angel (7) would
    # make 32; taking Scamp Jones away later must never leave more than 30 on the space.
    state = load("guardians", position=STACK).new_state(1)
    assert isinstance(state, GameState)
    assert state.stack_of(0, 0) == 25
    angel, spirit = _pen(state, "Angel"), _pen(state, "Sleeping Spirit")
    options = legal(state)
    assert f"put {spirit} on:A1" in options  # 30 points: the limit itself
    assert f"put {angel} on:A1" not in options
    assert state.refusal(f"put {angel} on:A1", seat=0) is not None
