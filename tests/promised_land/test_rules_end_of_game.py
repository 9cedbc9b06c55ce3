"""Winning and Losing: a player who cannot bring the hand up to six (or cannot lay a primary)
surrenders his cards to the winner of the round's last Challenge; the last player left holds
every card; players who stop (``max_rounds``) count their Warrior cards."""

from __future__ import annotations

from promised_land.helpers import (
    act,
    arrange_battle,
    assert_conserved,
    clear,
    give_hand,
    log,
    new,
    set_line,
    start_battle,
)
from stronghold.games.promised_land.end_of_round import warriors_held
from stronghold.games.promised_land.model import is_warrior_id


def _empty_piles(state, seat: int, into: int) -> None:  # type: ignore[no-untyped-def]
    """Move ``seat``'s draw piles onto ``into``'s."""
    giver, taker = state.players[seat], state.players[into]
    taker.warrior_pile[:0] = giver.warrior_pile
    taker.armory_pile[:0] = giver.armory_pile
    giver.warrior_pile, giver.armory_pile = [], []


def test_a_player_who_cannot_refill_surrenders_everything_to_the_last_winner() -> None:
    state = new(seed=80)
    for seat in (0, 1):
        clear(state, seat)
    set_line(state, 0, ["Moroni", "Plates"])
    set_line(state, 1, ["Nephi", "Javelin"])
    give_hand(state, 0, ["Lehi", "Abinadi"])
    give_hand(state, 1, ["Ammon", "Helaman", "Sword", "Arrow", "Prayer"], fill=False)
    _empty_piles(state, 1, 0)
    start_battle(state, 1)
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.reason == "seat 0 holds every card: the others surrendered"
    assert len(state.players[0].held()) == 144 and not state.players[1].held()
    assert not state.players[1].in_game
    assert_conserved(state)


def test_a_player_who_cannot_lay_a_primary_surrenders() -> None:
    # Six cards, but the only Warrior must stay in hand and no Warrior can be drawn.
    state = new(seed=81)
    for seat in (0, 1):
        clear(state, seat)
    set_line(state, 0, ["Moroni", "Plates"])
    set_line(state, 1, ["Nephi", "Javelin"])
    give_hand(state, 0, ["Lehi", "Abinadi"])
    give_hand(state, 1, ["Ammon", "Sword", "Arrow", "Prayer", "Plates", "Liahona"], fill=False)
    state.players[0].warrior_pile[:0] = state.players[1].warrior_pile
    state.players[1].warrior_pile = []
    start_battle(state, 0)
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert "cannot go on and surrenders" in " ".join(log(state))


def _short_of_cards(state, seat: int, receiver: int, keep: int) -> None:  # type: ignore[no-untyped-def]
    """Leave ``seat`` with ``keep`` hand cards and empty piles (the rest to ``receiver``)."""
    player = state.players[seat]
    state.players[receiver].discard.extend(
        player.warrior_pile + player.armory_pile + player.hand[keep:]
    )
    player.warrior_pile, player.armory_pile = [], []
    del player.hand[keep:]


def test_with_three_players_the_game_goes_on_after_a_surrender() -> None:
    state = new(3, seed=82)
    arrange_battle(state, {0: ["Moroni", "Plates"], 1: ["Nephi"], 2: ["Lehi"]}, challenger=0)
    assert state.step == "choose"
    _short_of_cards(state, 2, 1, keep=5)
    before = len(state.players[0].held())
    given = len(state.players[2].held()) - 1  # Lehi is captured in the Challenge
    act(state, "challenge 1")
    assert state.last_winner == 0
    assert not state.players[2].in_game and state.players[2].held() == []
    assert len(state.players[0].held()) == before + 1 + 1 + given  # Nephi, Lehi, the rest
    assert not state.is_terminal()
    assert state.order and 2 not in state.order
    assert_conserved(state)


def test_rule_surrender_hand_and_decks_leaves_the_discard_pile() -> None:
    state = new(3, seed=83, rules={"surrender": "hand-and-decks"})
    arrange_battle(state, {0: ["Moroni", "Plates"], 1: ["Nephi"], 2: ["Lehi"]}, challenger=0)
    _short_of_cards(state, 2, 2, keep=3)  # what does not stay in hand goes to its own discard
    kept = list(state.players[2].discard)
    act(state, "challenge 1")
    assert not state.players[2].in_game and state.players[2].discard == kept
    assert state.players[2].hand == []
    assert_conserved(state)


def _counts(state):  # type: ignore[no-untyped-def]
    return [warriors_held(player) for player in state.players]


def test_the_players_stop_after_max_rounds_and_count_warrior_cards() -> None:
    state = new(seed=84, max_rounds=1)
    for seat in (0, 1):
        clear(state, seat)
    set_line(state, 0, ["Moroni", "Plates"])
    set_line(state, 1, ["Nephi", "Lehi"])
    give_hand(state, 0, [])
    give_hand(state, 1, [])
    before = _counts(state)
    start_battle(state, 0)
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.details["warriors"] == [before[0] + 2, before[1] - 2]
    assert state.outcome.winners == (0,)
    assert state.outcome.reason.startswith("the players stop after 1 round(s)")


def _tied_after_capture(state) -> None:  # type: ignore[no-untyped-def]
    """Set up seat 0 to capture Nephi and then hold as many Warriors as seat 1."""
    for seat in (0, 1):
        clear(state, seat)
    set_line(state, 0, ["Moroni", "Plates"])
    set_line(state, 1, ["Nephi", "Sword"])
    give_hand(state, 0, [])
    give_hand(state, 1, [])
    first, second = _counts(state)
    shift = (first - second + 2) // 2
    giver, taker = (0, 1) if shift > 0 else (1, 0)
    for _ in range(abs(shift)):
        state.players[taker].warrior_pile.insert(0, state.players[giver].warrior_pile.pop(0))
    assert _counts(state)[1] - _counts(state)[0] == 2


def test_equal_warrior_counts_share_the_win_unless_rule_count_ties() -> None:
    state = new(seed=85, max_rounds=1)
    _tied_after_capture(state)
    start_battle(state, 0)
    assert state.outcome is not None
    warriors = state.outcome.details["warriors"]
    assert warriors[0] == warriors[1] and state.outcome.winners == (0, 1)
    assert state.outcome.is_draw

    state = new(seed=85, max_rounds=1, rules={"count_ties": "all-cards"})
    _tied_after_capture(state)
    start_battle(state, 0)
    assert state.outcome is not None
    cards = state.outcome.details["cards"]
    assert cards[0] != cards[1]
    assert state.outcome.winners == (cards.index(max(cards)),)


def test_when_nobody_can_go_on_the_most_warriors_wins() -> None:
    state = new(seed=86)
    for seat in (0, 1):
        clear(state, seat)
    set_line(state, 0, ["Moroni", "Plates"])
    set_line(state, 1, ["Nephi", "Lehi"])
    give_hand(state, 0, [])
    give_hand(state, 1, [])
    before = _counts(state)
    for seat in (0, 1):
        _short_of_cards(state, seat, seat, keep=4)
    start_battle(state, 0)
    assert state.outcome is not None
    assert state.outcome.reason.startswith("no player can refill the hand to six")
    assert before == [29, 31]  # (Moroni came from seat 1's pile)
    assert state.outcome.details["warriors"] == [31, 29]  # seat 0 captured Nephi and Lehi
    assert state.outcome.winners == (0,)


def test_the_receiver_is_the_next_player_when_the_last_winner_surrenders() -> None:
    state = new(3, seed=87)
    arrange_battle(state, {0: ["Moroni", "Plates"], 1: ["Nephi"], 2: ["Lehi"]}, challenger=0)
    _short_of_cards(state, 0, 0, keep=5)
    act(state, "challenge 1")
    assert state.last_winner == 0 and not state.players[0].in_game
    assert any(
        "Seat 0 cannot go on and surrenders" in line and "to seat 1" in line for line in log(state)
    )
    assert_conserved(state)


def test_warrior_cards_held_count_every_place() -> None:
    state = new(seed=88)
    player = state.players[0]
    expected = sum(1 for card in player.held() if is_warrior_id(card))
    assert warriors_held(player) == expected == 30
