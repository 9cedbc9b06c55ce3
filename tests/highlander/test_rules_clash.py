"""Clash: both choose at once (hidden commits), reveal, then Block, Strike or Perfect Block."""

from __future__ import annotations

import pytest

from stronghold.engine.conformance import find_leaks
from stronghold.games.highlander.actions import Play

from .helpers import arrange, clash, duel

FIVE = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")


def test_strike_deals_one_damage_per_attack_position_of_the_offensive_card() -> None:
    state = duel()
    mine, theirs = arrange(
        state, hands=(("High Pair", *FIVE[:4]), ("Leg Cut", "Arm Cut", "Head Cut", "Chest Cut"))
    )
    clash(state, mine[0], theirs[0])
    assert state.last_clash is not None and state.last_clash["result"] == "strike"
    assert [f.damage for f in state.fighters] == [0, 2]


def test_strike_counts_the_offensive_cards_positions_not_the_defenders() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, ("Wide Swing", *FIVE[:4])))
    clash(state, mine[3], theirs[0])  # Leg Cut (1 position) against Wide Swing (3)
    assert [f.damage for f in state.fighters] == [0, 1]


def test_block_when_some_positions_align_deals_no_damage() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, ("Wide Swing", *FIVE[:4])))
    clash(state, mine[4], theirs[0])  # High Pair (head, chest) against Wide Swing
    assert state.last_clash is not None and state.last_clash["result"] == "block"
    assert [f.damage for f in state.fighters] == [0, 0]


def test_perfect_block_hurts_the_offensive_player() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, FIVE))
    clash(state, mine[0], theirs[0])  # Head Cut against Head Cut
    assert state.last_clash is not None and state.last_clash["result"] == "perfect-block"
    assert [f.damage for f in state.fighters] == [1, 0]


def test_the_defending_player_deals_no_strike_damage() -> None:
    state = duel()
    mine, theirs = arrange(state, offensive=1, hands=(FIVE, FIVE))
    state.apply(Play(theirs[0]))  # the Offensive Player (seat 1) chooses first
    state.apply(Play(mine[4]))  # High Pair blocks Head Cut (not every position aligned)
    assert [f.damage for f in state.fighters] == [0, 0]


@pytest.mark.parametrize(
    ("option", "result", "damage"),
    [("all-positions", "block", [0, 0]), ("offensive-positions", "perfect-block", [1, 0])],
)
def test_perfect_block_option_decides_a_partial_cover(
    option: str, result: str, damage: list[int]
) -> None:
    state = duel(perfect_block=option)
    mine, theirs = arrange(state, hands=(FIVE, ("High Pair", *FIVE[:4])))
    clash(state, mine[0], theirs[0])  # Head Cut against High Pair: head covered, chest spare
    assert state.last_clash is not None and state.last_clash["result"] == result
    assert [f.damage for f in state.fighters] == damage


def test_both_options_agree_on_identical_positions() -> None:
    for option in ("all-positions", "offensive-positions"):
        state = duel(perfect_block=option)
        mine, theirs = arrange(state, hands=(FIVE, ("High Pair", *FIVE[:4])))
        clash(state, mine[4], theirs[0])
        assert [f.damage for f in state.fighters] == [1, 0]


def test_the_offensive_player_commits_first_and_the_choice_stays_hidden() -> None:
    state = duel()
    mine, _theirs = arrange(state, hands=(FIVE, FIVE))
    assert state.current_seat == 0
    state.apply(Play(mine[0]))
    assert state.current_seat == 1
    other_view = state.view(1)
    spectator = state.view(None)
    assert other_view["fighters"][0]["has_chosen"] is True
    assert other_view["fighters"][0]["chosen"] is None
    assert mine[0] in state.hidden_from(1)
    assert not find_leaks(other_view, {mine[0]})
    assert not find_leaks(spectator, {mine[0]})
    assert state.view(0)["fighters"][0]["chosen"]["id"] == mine[0]
    assert state.fighters[0].damage == 0 and state.last_clash is None


def test_describe_action_hides_the_choice_from_the_other_seat() -> None:
    state = duel()
    mine, _theirs = arrange(state, hands=(FIVE, FIVE))
    action = Play(mine[0])
    assert mine[0] in state.describe_action(action, 0)
    for viewer in (1, None):
        phrase = state.describe_action(action, viewer)
        assert mine[0] not in phrase and "Head Cut" not in phrase
        assert "chooses a card" in phrase


def test_reveal_makes_both_cards_public() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, FIVE))
    clash(state, mine[1], theirs[2])
    view = state.view(1)
    assert [c["id"] for c in view["fighters"][0]["played"]] == [mine[1]]
    assert view["last_clash"]["cards"][0]["name"] == "Chest Cut"


def test_card_effects_strike_bonus_guard_and_riposte() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(("Heavy Cut", *FIVE[:4]), ("High Pair", *FIVE[:4])))
    clash(state, mine[0], theirs[0])  # Heavy Cut Strikes: 1 position + 2
    assert state.fighters[1].damage == 3

    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, ("Shield Wall", *FIVE[:4])))
    clash(state, mine[4], theirs[0])  # High Pair Strikes Shield Wall: 2 - guard 1
    assert state.fighters[1].damage == 1

    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, ("Shield Wall", *FIVE[:4])))
    clash(state, mine[0], theirs[0])  # Head Cut Strikes Shield Wall: 1 - 1, never below 1
    assert state.fighters[1].damage == 1

    state = duel()
    mine, theirs = arrange(state, hands=(FIVE, ("Shield Wall", *FIVE[:4])))
    clash(state, mine[3], theirs[0])  # Leg Cut is Blocked by Shield Wall: riposte 1
    assert [f.damage for f in state.fighters] == [1, 0]


def test_momentum_adds_to_the_next_strike_only() -> None:
    state = duel()
    hands = (
        ("Surge", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair"),
        ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "Low Pair"),
    )
    mine, theirs = arrange(state, hands=hands)
    clash(state, mine[0], theirs[3])  # Surge Strikes Leg Cut: 1
    assert state.fighters[1].damage == 1
    clash(state, mine[1], theirs[2])  # Chest Cut Strikes Arm Cut: 1 + momentum 2
    assert state.fighters[1].damage == 4
    # High Pair Strikes Low Pair: 2, momentum spent, less Beta's Hide (guard 1, at 2 damage)
    clash(state, mine[4], theirs[4])
    assert state.fighters[1].damage == 5
