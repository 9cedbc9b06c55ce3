"""Guardians Arena's notation reads every decision the game lists (``games/arena/actions.py``)."""

from __future__ import annotations

from stronghold.games.guardians.play import organize
from stronghold.games.guardians.play.actions import Balance, OwnDraw

from .arena_helpers import LIB, blank


def test_arena_reads_p_tals_balance_choice() -> None:
    # Arena's draw phase is the full game's: P'Tal is offered "balance" or "own-draw" when the
    # opponent draws another number, but Arena's verb table did not have them, so the listed
    # choice could not be typed, saved or replayed ("unknown action 'balance'").
    state = blank(0)
    state.players[0].guardian = LIB.get("P'Tal: Keeper of the Balance")
    state.players[1].guardian = LIB.get("Finn, Swamp King")  # draws 2, P'Tal 3
    state.players[0].stones = 5
    state.turn = 2
    organize.start_turn(state)
    assert state.phase == "draw" and state.current_seat == 0
    assert state.legal_actions() == [Balance(), OwnDraw()]
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action
    state.apply_text("balance", seat=0)
    assert state.players[0].stones == 3  # paid 2 for the opponent's number
