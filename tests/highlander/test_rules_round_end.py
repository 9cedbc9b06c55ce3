"""End of a round: four clashes (or three), the Offensive marker passes, played cards are
discarded, nothing carries over, the draft refills the hands to five."""

from __future__ import annotations

import pytest

from stronghold.games.highlander.actions import Play
from stronghold.games.highlander.state import DuelState

from .helpers import all_cards, arrange, duel

HAND = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "Low Pair")


def _play_round(state: DuelState) -> int:
    """Both seats take their first legal card until the clash phase ends; clashes played."""
    clashes = 0
    while state.phase == "clash":
        state.apply(state.legal_actions()[0])
        state.apply(state.legal_actions()[0])
        clashes += 1
    return clashes


@pytest.mark.parametrize(("cards_left", "clashes"), [(1, 4), (2, 3)])
def test_round_ends_with_cards_left_in_hand(cards_left: int, clashes: int) -> None:
    state = duel(round_end_cards=cards_left)
    arrange(state, hands=(HAND, HAND))
    assert _play_round(state) == clashes
    assert [len(fighter.hand) for fighter in state.fighters] == [cards_left, cards_left]


def test_the_offensive_marker_passes_and_the_new_offensive_player_drafts_first() -> None:
    state = duel()
    arrange(state, offensive=0, hands=(HAND, HAND))
    _play_round(state)
    assert state.phase == "draft"
    assert state.offensive == 1 and state.current_seat == 1
    assert state.round == 2


def test_played_cards_go_to_the_discard_and_the_hand_card_stays() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND))
    total = len(all_cards(state))
    _play_round(state)
    assert len(state.discard) == 8
    assert all(fighter.played == [] for fighter in state.fighters)
    assert len(all_cards(state)) == total
    assert all(state.cards[card].name in HAND for f in state.fighters for card in f.hand)


def test_card_effects_lapse_at_the_end_of_the_round() -> None:
    state = duel()
    hands = (("Arm Cut", "Leg Cut", "Low Pair", "Head Cut", "Surge"), HAND)
    arrange(state, hands=hands)
    while len(state.fighters[0].hand) > 2:
        state.apply(state.legal_actions()[0])
        state.apply(state.legal_actions()[0])
    surge = [card for card in state.fighters[0].hand if state.cards[card].name == "Surge"]
    assert surge, "Surge must be left for the last clash"
    state.apply(Play(surge[0]))
    state.apply(state.legal_actions()[0])
    assert state.phase == "draft"
    assert [(f.momentum, f.free_next) for f in state.fighters] == [(0, False), (0, False)]


def test_the_next_round_starts_after_the_draft_refills_both_hands() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND))
    _play_round(state)
    picks = 0
    while state.phase == "draft":
        state.apply(state.legal_actions()[-1])
        picks += 1
    assert picks == 8
    assert [len(f.hand) for f in state.fighters] == [5, 5]
    assert state.phase == "clash" and state.current_seat == 1 and state.clash_number == 1


def test_round_cap_ends_the_game_less_damage_wins() -> None:
    state = duel(max_rounds=1)
    arrange(state, hands=(HAND, HAND), damage=(3, 5))
    _play_round(state)
    assert state.is_terminal() and state.outcome is not None
    expected = 0 if state.fighters[0].damage < state.fighters[1].damage else 1
    assert state.outcome.winners == (expected,)
    assert "rounds played" in state.outcome.reason


def test_round_cap_with_equal_damage_goes_to_the_defending_player() -> None:
    state = duel(max_rounds=1)
    mine, theirs = arrange(
        state,
        offensive=1,
        hands=(("Wide Swing", "Leg Cut"), ("High Pair", "Arm Cut")),
        played=(("Head Cut", "Chest Cut", "Low Pair"), ("Leg Cut", "Arm Cut", "Chest Cut")),
        damage=(4, 4),
    )
    state.apply(Play(theirs[0]))
    state.apply(Play(mine[0]))  # High Pair against Wide Swing: a Block, no damage
    assert [f.damage for f in state.fighters] == [4, 4]
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert "Defending Player" in state.outcome.reason
