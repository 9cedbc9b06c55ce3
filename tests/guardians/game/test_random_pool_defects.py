"""Defects the random-pool games (``test_random_pool_games.py``) found, each with the test that
failed before its fix."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    at_position,
    discard_names,
    legal,
    seat_table,
    shield_table,
)

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


MEDALLION = (
    'turn = 2\nphase = "move"\nseat = 0\n'
    + seat_table(0, 'storage = ["Medallion of Skyphos"]', 'deck = ["Axeman"]', 'up = "Wild Nymph"')
    + shield_table(0, "B2", ["Swordsman"])
    + seat_table(1, 'deck = ["Axeman"]', 'up = "Buzzard"')
    + shield_table(1, "C2", ["Sand Lord", "Sand Lord"])
)


def _fight_with_the_medallion(state: GameState) -> None:
    """Attack C2; seat 0 plays the Medallion of Skyphos as its command card, then every
    choice is the first quiet one."""
    act(state, next(iter(legal(state))))  # turn the only shield
    act(state, "move C2")
    while state.phase == "combat":
        combat = state.combat
        assert combat is not None
        options = sorted(legal(state))
        medallion = [i.id for i in combat.cards if i.name == "Medallion of Skyphos"]
        chosen = next((a for a in options if a.split()[-1] in medallion), None)
        if "command yes" in options and state.current_seat == 0:
            chosen = "command yes"
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, chosen or (quiet[0] if quiet else options[0]))


def test_a_beaten_up_card_the_medallion_swapped_goes_to_the_discard_pile() -> None:
    # The Medallion puts a Small Up card into the combat and becomes the Up card. The combat's
    # cards are carried back in the order of their (random) combat ids: when the Medallion came
    # first, the beaten Up card was looked for under the shield, where it never was (ValueError).
    for seed in range(8):
        state = at_position(MEDALLION, seed=seed)
        _fight_with_the_medallion(state)
        player = state.players[0]
        assert player.up is not None and state.cards[player.up].name == "Medallion of Skyphos"
        assert "Wild Nymph" in discard_names(state, 0), seed
        assert_in_place(state)
