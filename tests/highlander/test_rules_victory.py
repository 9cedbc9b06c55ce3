"""The end: 12 damage loses; both at once, less damage wins; still tied, the Defending Player."""

from __future__ import annotations

import pytest

from stronghold.engine.errors import IllegalAction
from stronghold.games.highlander.actions import Play

from .helpers import arrange, clash, duel

HAND = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")
#: Seat 1 has played Chest Cut (its bar asks for head) and holds no card showing head.
NO_HEAD = ("Arm Cut", "Leg Cut", "Low Pair", "Feint", "Heavy Cut")


def test_twelve_damage_ends_the_duel_and_the_other_player_wins() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 11))
    clash(state, mine[4], theirs[3])  # High Pair Strikes Leg Cut: 2, less Hide 1 -> 12
    assert state.fighters[1].damage == 12
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.current_seat is None and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Play(mine[0]))


def test_eleven_damage_is_not_the_end() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 10))
    clash(state, mine[0], theirs[3])  # Head Cut Strikes: 1, never below 1 -> 11
    assert state.fighters[1].damage == 11 and not state.is_terminal()


def test_both_reach_twelve_in_the_same_clash_less_damage_wins() -> None:
    state = duel()
    hands = (("Low Pair", "Head Cut", "Chest Cut", "High Pair", "Surge"), NO_HEAD)
    mine, theirs = arrange(state, hands=hands, played=((), ("Chest Cut",)), damage=(11, 11))
    # Low Pair against Low Pair: Perfect Block (1) and Beta's Counter (1) to seat 0 -> 13;
    # seat 1 plays off its bar -> 12.
    clash(state, mine[0], theirs[2])
    assert [f.damage for f in state.fighters] == [13, 12]
    assert state.outcome is not None and state.outcome.winners == (1,)
    assert "less damage" in state.outcome.reason


def test_both_reach_twelve_with_equal_damage_the_defending_player_wins() -> None:
    state = duel()
    hands = (("Wide Swing", "Head Cut", "Chest Cut", "High Pair", "Surge"), NO_HEAD)
    mine, theirs = arrange(state, hands=hands, played=((), ("Chest Cut",)), damage=(11, 11))
    # Wide Swing Blocked by Arm Cut: Beta's Counter (1) to seat 0; seat 1 plays off its bar.
    clash(state, mine[0], theirs[0])
    assert [f.damage for f in state.fighters] == [12, 12]
    assert state.outcome is not None and state.outcome.winners == (1,)
    assert "Defending Player" in state.outcome.reason


def test_outcome_reports_damage_and_round() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 11))
    clash(state, mine[1], theirs[2])
    assert state.outcome is not None
    assert state.outcome.details == {"damage": [0, 12], "round": 1}
