"""The Black Eye (issue 14): the Pirates of its stack are fliers — in a combat (here, the
combat scenario file: Ice Storm's 7 points hit fliers only), and on the board
(``tests/guardians/game/test_cards_black_eye_board.py``). ``gives_flying`` on a C item
(docs/rules-notes/cards/accessories.md, "The Black Eye")."""

from __future__ import annotations

import pytest
from combat_helpers import DEF, Status, combat, events, play, status


@pytest.mark.parametrize(("eye", "hit"), [(True, True), (False, False)])
def test_ice_storm_hits_the_pirates_the_black_eye_makes_fliers(eye: bool, hit: bool) -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Warrior Spirit", "Swordsman"],
                "storage": ["Ice Storm"],
                "command": "Ice Storm",
            },
            defender={"shield": ["Cabin Boy", "Axeman", *(["The Black Eye"] if eye else [])]},
        )
    )
    (aoe,) = events(state, "aoe")
    assert ("Cabin Boy" in aoe["hit"]) is hit
    assert (status(state, "Cabin Boy", DEF) == Status.DISCARDED) is hit
    assert "Axeman" not in aoe["hit"]  # no Pirate: the Eye gives it nothing
