"""Setup and the draft: two cards dealt, then a face-up card (replaced) or the deck's top."""

from __future__ import annotations

from collections import Counter

import pytest

from stronghold.engine.conformance import find_leaks
from stronghold.games.highlander.actions import Draw, Take
from stronghold.games.highlander.events import Reshuffled

from .helpers import all_cards, arrange, duel


def test_setup_deals_two_cards_each_and_lays_out_the_face_up_row() -> None:
    state = duel(3)
    assert [len(fighter.hand) for fighter in state.fighters] == [2, 2]
    assert len(state.row) == 3
    assert state.phase == "draft" and state.current_seat == state.offensive
    assert len(all_cards(state)) == 22


@pytest.mark.parametrize("face_up", [1, 5])
def test_face_up_cards_option_sets_the_row(face_up: int) -> None:
    state = duel(face_up_cards=face_up)
    assert len(state.row) == face_up
    assert len([a for a in state.legal_actions() if isinstance(a, Take)]) == face_up


@pytest.mark.parametrize(("option", "seat"), [("seat-0", 0), ("seat-1", 1)])
def test_first_offensive_option_fixes_who_holds_the_marker(option: str, seat: int) -> None:
    for seed in range(5):
        assert duel(seed, first_offensive=option).offensive == seat


def test_first_offensive_at_random_comes_from_the_seed() -> None:
    firsts = Counter(duel(seed).offensive for seed in range(40))
    assert set(firsts) == {0, 1}
    assert duel(7).offensive == duel(7).offensive


def test_draft_alternates_from_the_offensive_player_until_both_hold_five() -> None:
    state = duel(1, first_offensive="seat-1")
    order = []
    while state.phase == "draft":
        order.append(state.current_seat)
        state.apply(Draw())
    assert order == [1, 0, 1, 0, 1, 0]
    assert [len(fighter.hand) for fighter in state.fighters] == [5, 5]
    assert state.phase == "clash" and state.current_seat == 1 and state.clash_number == 1


def test_taking_a_face_up_card_replaces_it_from_the_top_of_the_deck() -> None:
    state = duel(2)
    seat = state.current_seat
    assert seat is not None
    taken, top = state.row[1], state.deck[-1]
    state.apply(Take(taken))
    assert taken in state.fighters[seat].hand
    assert state.row[1] == top and len(state.row) == 3


def test_a_face_up_card_taken_is_known_to_the_opponent() -> None:
    state = duel(2)
    seat = state.current_seat
    assert seat is not None
    taken = state.row[0]
    state.apply(Take(taken))
    known = [card["id"] for card in state.view(1 - seat)["fighters"][seat]["known_cards"]]
    assert known == [taken]
    assert state.view(1 - seat)["fighters"][seat]["hand"] is None


def test_the_deck_top_card_is_hidden_from_the_opponent() -> None:
    state = duel(2)
    seat = state.current_seat
    assert seat is not None
    top = state.deck[-1]
    state.apply(Draw())
    assert top in state.fighters[seat].hand
    assert top in state.hidden_from(1 - seat)
    assert not find_leaks(state.view(1 - seat), {top})
    assert top in [card["id"] for card in state.view(seat)["fighters"][seat]["hand"]]


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile() -> None:
    state = duel(4)
    arrange(state, hands=(("Head Cut",), ("Chest Cut",)), phase="draft")
    discard = list(state.deck)
    state.discard, state.deck = discard, []
    total = len(all_cards(state))
    state.apply(Draw())
    assert state.discard == []
    assert len(state.deck) == len(discard) - 1
    assert sorted([*state.deck, state.fighters[0].hand[-1]]) == sorted(discard)
    assert any(isinstance(event, Reshuffled) for event in state.event_log)
    assert len(all_cards(state)) == total


def test_the_row_is_refilled_from_a_reshuffled_discard_when_the_deck_is_empty() -> None:
    state = duel(4)
    arrange(state, hands=(("Head Cut",), ("Chest Cut",)), phase="draft")
    state.discard, state.deck = list(state.deck), []
    taken = state.row[0]
    state.apply(Take(taken))
    assert len(state.row) == 3 and taken not in state.row
    assert state.row[0] not in state.discard


def test_draw_is_not_offered_when_deck_and_discard_are_empty() -> None:
    state = duel(4)
    arrange(state, hands=(("Head Cut",), ("Chest Cut",)), phase="draft")
    state.fighters[1].hand += state.deck  # an impossible hand, only to empty the deck
    state.deck = []
    assert Draw() not in state.legal_actions()
    assert [a for a in state.legal_actions() if isinstance(a, Take)]
