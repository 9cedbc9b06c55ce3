"""Cards that change how many cards a seat draws (issue 14, "draw, deck, discard pile and
Up-card manipulation"): Buster Scrimbo, ``up_draws`` — the Up card as the draw begins adds to
its owner's draw (docs/rules-notes/cards/board-cards.md, "Draws")."""

from __future__ import annotations

import pytest
from game_helpers import at_position, seat_table

DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel"]'


def _drawn(up: str) -> int:
    """How many cards seat 0 (Rak Nam, base draw 3) draws on turn 2 after ``up``."""
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f'previous_up = "{up}"')
        + seat_table(1, DECK, 'previous_up = "Woods"')
    )
    state = at_position(text)
    assert state.phase == "organize"
    player = state.players[0]
    return len(player.pen) + len(player.storage)


@pytest.mark.parametrize(("up", "more"), [("Buster Scrimbo", 1), ("Buzzard", 0)])
def test_buster_scrimbo_as_the_up_card_draws_one_more_card(up: str, more: int) -> None:
    assert _drawn(up) == _drawn("Axeman") + more
