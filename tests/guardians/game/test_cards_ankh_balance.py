"""P'Tal's balance ("draw this turn the same number of cards as a chosen opponent instead of
your own number") reads the number the opponent really drew, also when the opponent drew first
(seat 0) and his draw spent what made his number: the Ankh's card more (``extra_draws``), the
Up card that counted (Buster Scrimbo). P'Tal's own Ankh card is part of his own number, which
the balance replaces (docs/rules-notes/cards/accessories.md, "Ankh and P'Tal")."""

from __future__ import annotations

from game_helpers import DECK, RAK_NAM, act, at_position, blank, legal

from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import organize
from stronghold.games.guardians.play.state import GameState

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


def _drew(state: GameState, seat: int) -> int:
    """How many cards ``seat`` drew last."""
    drew = [e.to_json() for e in state.event_log if e.kind == "drew"]
    return int([d["number"] for d in drew if d["seat"] == seat][-1])


def test_ptal_drawing_second_takes_the_number_an_up_card_bonus_gave_the_opponent() -> None:
    deck = 'deck = ["4 Axeman", "4 Archer", "4 Angel"]'
    text = (
        'turn = 2\nphase = "draw"\n'
        + f'[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n{deck}\n'
        + 'previous_up = "Buster Scrimbo"\n'
        + f'[seat1]\nguardian = "P\'Tal"\nstrongholds = "Carreg Amroth"\nstones = 2\n{deck}\n'
        + 'previous_up = "Woods"\n'
    )
    state = at_position(text)
    assert (state.phase, state.seat) == ("draw", 1)
    theirs = _drew(state, 0)  # 3, LUC +1 and Buster Scrimbo's card more
    assert theirs == 5
    act(state, "balance")
    assert _drew(state, 1) == theirs


def test_ptal_taking_the_balance_spends_his_own_ankh_card() -> None:
    state = blank(the_game=GAME)
    state.players[1].stones = 2
    state.players[1].extra_draws = 1  # P'Tal used an Ankh last turn: his own number is 4
    state.turn = 1
    organize.next_turn(state)
    assert (state.phase, state.seat) == ("draw", 1)
    theirs = _drew(state, 0)
    assert theirs == organize.draw_count(state, 1) - 1
    act(state, "balance")
    assert _drew(state, 1) == theirs  # the opponent's number, the Ankh's card not added
    assert state.players[1].extra_draws == 0
