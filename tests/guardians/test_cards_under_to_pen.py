"""Gehrund, Field Marshal as command card in a combat (``under_to_pen``): for a power stone,
the opponent's channelers leave for his Creature Pen before the primaries, and channel no more
(the board's part: tests/guardians/game/test_cards_under_to_pen_board.py).
docs/rules-notes/cards/under-to-pen.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import DEF, Status, combat, do, legal, pass_or_done, start, status

from stronghold.games.guardians.combat.state import CombatState

GEHRUND = "Gehrund, Field Marshal"


def _primaries(stones: int) -> CombatState:
    data = combat(
        attacker={"shield": [GEHRUND, "Axeman"], "stones": stones},
        defender={"shield": ["Swordsman"], "channelers": ["Valkyrie Spirit"], "stones": 2},
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", GEHRUND)
    while state.phase != "primary_choose":
        pass_or_done(state)
    do(state, "primary", "Axeman")
    do(state, "primary", "Swordsman")
    return state


def _channel_offered(state: CombatState) -> bool:
    """Play the combat out passing; whether the defender was ever offered his channeler."""
    offered = False
    while not state.is_terminal():
        offered |= state.seat == DEF and ("channel", "Valkyrie Spirit") in legal(state)
        pass_or_done(state)
    return offered


def test_gehrund_sends_the_opponents_channelers_away_before_the_primaries() -> None:
    state = _primaries(stones=1)
    assert status(state, "Valkyrie Spirit") == Status.RETURNED
    assert state.stones[0] == 0
    assert not _channel_offered(state)


def test_gehrund_without_a_stone_leaves_the_channelers() -> None:
    state = _primaries(stones=0)
    assert status(state, "Valkyrie Spirit") == Status.HAND
    assert _channel_offered(state)
