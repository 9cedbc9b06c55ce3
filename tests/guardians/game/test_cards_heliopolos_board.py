"""Heliopolos, Temple of Re on the board (``accessory = { tokens = ... }``): beside its owner's
Guardian its tokens go into each combat and come back from it, a token gained for an Undead
beaten and one spent for 2 Vitality (combat/accessory_tokens.py; the scenarios are
tests/guardians/test_cards_heliopolos.py). Written positions: seat 0 attacks C2 from B2."""

from __future__ import annotations

import pytest
from game_helpers import act, at_position, fight, legal, seat_table, shield_table

from stronghold.engine.errors import PositionError
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.views import view

TEMPLE = 'accessories = ["Heliopolos, Temple of Re"]'


def _position(tokens: int, defender: str, temple: str = TEMPLE) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', temple, f"tokens = {tokens}")
        + shield_table(0, "B2", ["Swordsman"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", [defender])
    )


def _attack(state: GameState, *, spend: bool) -> GameState:
    """Seat 0 moves onto C2 and fights, spending its token on the Swordsman if ``spend``."""
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    fight(state, ("Swordsman",) if spend else (), command=False)
    return state


def test_an_undead_beaten_adds_a_token_kept_on_the_board() -> None:
    state = _attack(at_position(_position(1, "Fan Bearer")), spend=False)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert state.players[0].tokens == 2
    assert view(state, 1)["players"][0]["tokens"] == 2  # public


def test_a_token_spent_is_gone_after_the_combat() -> None:
    state = _attack(at_position(_position(1, "Lying Scum")), spend=True)
    assert state.last_combat is not None and state.last_combat.winner == 0
    vitality = state.last_combat.matchups[0].attacker_vitality
    plain = _attack(at_position(_position(1, "Lying Scum")), spend=False)
    assert plain.last_combat is not None
    assert vitality == plain.last_combat.matchups[0].attacker_vitality + 2
    assert (state.players[0].tokens, plain.players[0].tokens) == (0, 1)


def test_tokens_need_a_temple_in_a_position() -> None:
    with pytest.raises(PositionError, match="gathers tokens"):
        at_position(_position(1, "Lying Scum", temple=""))
