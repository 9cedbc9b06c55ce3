"""The follow-up rule: the next card shows a position of the previous card's follow-up bar."""

from __future__ import annotations

import pytest

from stronghold.engine.errors import IllegalAction
from stronghold.games.highlander.actions import Play

from .helpers import arrange, clash, duel


def test_the_next_card_must_show_a_position_from_the_follow_up_bar() -> None:
    state = duel()
    hands = (("Head Cut", "Chest Cut", "High Pair", "Leg Cut", "Arm Cut"),) * 2
    mine, theirs = arrange(state, hands=hands)
    clash(state, mine[0], theirs[3])  # Head Cut: its bar asks for chest
    legal = {action.card for action in state.legal_actions() if isinstance(action, Play)}
    assert legal == {mine[1], mine[2]}
    with pytest.raises(IllegalAction, match="follow-up bar"):
        state.apply(Play(mine[3]))


def test_with_no_card_that_follows_any_card_may_be_played_for_one_damage() -> None:
    state = duel()
    hands = (
        ("Head Cut", "Arm Cut", "Leg Cut", "Low Pair", "Feint"),
        ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair"),
    )
    mine, theirs = arrange(state, hands=hands)
    clash(state, mine[0], theirs[0])  # Perfect Block: seat 0 takes 1
    assert state.fighters[0].damage == 1
    legal = {action.card for action in state.legal_actions() if isinstance(action, Play)}
    assert legal == set(mine[1:])  # nothing shows chest: every card is allowed
    assert state.view(0)["off_the_bar_penalty"] is True
    assert "1 damage" in state.describe_action(Play(mine[1]), 0)
    state.apply(Play(mine[1]))
    assert state.fighters[0].damage == 1  # the penalty waits for the reveal
    state.apply(Play(theirs[1]))  # Arm Cut Strikes Chest Cut: 1, and the penalty 1
    assert [f.damage for f in state.fighters] == [2, 1]
    assert state.last_clash is not None and state.last_clash["penalties"] == [True, False]


def test_any_card_may_start_a_round() -> None:
    state = duel()
    hands = (("Head Cut", "Arm Cut", "Leg Cut", "Low Pair", "Feint"),) * 2
    mine, _theirs = arrange(state, hands=hands)
    legal = {action.card for action in state.legal_actions() if isinstance(action, Play)}
    assert legal == set(mine)


def test_a_card_that_frees_the_next_lifts_the_rule_once() -> None:
    state = duel()
    hands = (("Feint", "Chest Cut", "Arm Cut", "Leg Cut", "Head Cut"),) * 2
    mine, theirs = arrange(state, hands=hands)
    clash(state, mine[0], theirs[1])  # Feint (bar: head) frees the next card
    legal = {action.card for action in state.legal_actions() if isinstance(action, Play)}
    assert legal == set(mine[1:])
    clash(state, mine[2], theirs[4])  # Arm Cut: its bar asks for leg again
    legal = {action.card for action in state.legal_actions() if isinstance(action, Play)}
    assert legal == {mine[3]}


def test_the_follow_up_requirement_does_not_carry_into_the_next_round() -> None:
    state = duel()
    hands = (("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "Low Pair"),) * 2
    arrange(state, hands=hands)
    for _ in range(8):
        assert state.phase == "clash"
        state.apply(state.legal_actions()[0])
    assert state.phase == "draft"
    assert all(fighter.played == [] for fighter in state.fighters)
    assert [fighter["must_follow"] for fighter in state.view(None)["fighters"]] == [None, None]
