"""Review (session 9): the Ankh's card more (``extra_draws``) is cleared as soon as its owner
has drawn, so a P'Tal who draws after him ("draw this turn the same number of cards as a
chosen opponent") reads the opponent's number without it: seat 0 draws one more than P'Tal's
own number, yet seat 1's P'Tal is not offered the balance (play/organize.py ``_next_draw``
clears ``extra_draws`` before seat 1's ``_balance_offer`` reads ``draw_count(0)``)."""

from __future__ import annotations

from game_helpers import DECK, RAK_NAM, blank, legal

from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import organize

PTAL = "P'Tal: Keeper of the Balance"
GAME = GuardiansGame(decks=[DECK.format(guardian=RAK_NAM), DECK.format(guardian=PTAL)])


def test_ptal_drawing_second_sees_the_ankh_card_the_opponent_drew() -> None:
    state = blank(the_game=GAME)
    state.players[1].stones = 2
    state.players[0].extra_draws = 1  # seat 0 used an Ankh last turn
    state.turn = 2  # the numbers of turn 2's draw
    mine = organize.draw_count(state, 1)
    assert organize.draw_count(state, 0) == mine + 1  # Rak Nam and P'Tal both draw 3 here
    # before seat 0 draws, P'Tal would be offered seat 0's number of 4
    assert organize._balance_offer(state, 1, mine) == mine + 1
    state.turn = 1
    organize.next_turn(state)
    assert state.players[0].extra_draws == 0  # spent by seat 0's draw of 4
    drew = [e.to_json() for e in state.event_log if e.kind == "drew"]
    assert [d["number"] for d in drew if d["seat"] == 0][-1] == mine + 1
    assert (state.phase, state.seat) == ("draw", 1), "P'Tal is not offered seat 0's 4 cards"
    assert "balance" in legal(state)
