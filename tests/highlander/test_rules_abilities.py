"""Character abilities: unlocked for good once total damage reaches their threshold, applied
from the next clash on."""

from __future__ import annotations

from stronghold.games.highlander.actions import Play
from stronghold.games.highlander.events import Unlocked
from stronghold.games.highlander.library import builtin_card_set

from .helpers import arrange, clash, duel

HAND = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")


def test_an_ability_unlocks_at_its_damage_threshold_and_applies_from_the_next_clash() -> None:
    state = duel()
    hands = (("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "Low Pair"), HAND)
    mine, theirs = arrange(state, offensive=1, hands=hands, damage=(1, 0))
    state.apply(Play(theirs[4]))  # High Pair Strikes Arm Cut: Alpha takes 2 (total 3)
    state.apply(Play(mine[2]))
    assert state.fighters[0].damage == 3
    assert state.fighters[0].unlocked == ["Fury", "Poise"]
    unlocked = [e for e in state.event_log if isinstance(e, Unlocked)]
    assert [e.ability for e in unlocked] == ["Fury", "Poise"]


def test_strike_bonus_ability_adds_to_strikes() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(2, 0))  # Alpha has Fury
    clash(state, mine[0], theirs[3])  # Head Cut Strikes Leg Cut: 1 + Fury 1
    assert state.fighters[1].damage == 2


def test_an_ability_reached_in_a_clash_does_not_change_that_clash() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 1))
    clash(state, mine[4], theirs[3])  # High Pair Strikes Leg Cut: 2; Beta's Hide unlocks at 2
    assert state.fighters[1].damage == 3
    assert "Hide" in state.fighters[1].unlocked


def test_guard_ability_lessens_strikes_but_never_below_one() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 2))  # Beta has Hide
    clash(state, mine[4], theirs[3])  # High Pair: 2 - 1
    assert state.fighters[1].damage == 3
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(0, 2))
    clash(state, mine[0], theirs[3])  # Head Cut: 1 - 1, never below 1
    assert state.fighters[1].damage == 3


def test_riposte_ability_hurts_the_attacker_on_a_block() -> None:
    state = duel()
    hands = (HAND, ("Wide Swing", *HAND[:4]))
    mine, theirs = arrange(state, hands=hands, damage=(0, 3))  # Beta has Counter
    clash(state, mine[4], theirs[0])  # High Pair Blocked by Wide Swing: Counter 1
    assert [f.damage for f in state.fighters] == [1, 3]


def test_steady_ability_spares_the_follow_up_penalty() -> None:
    state = duel()
    hands = (("Head Cut", "Arm Cut", "Leg Cut", "Low Pair", "Feint"), HAND)
    mine, theirs = arrange(state, hands=hands, damage=(3, 0))  # Alpha has Poise
    clash(state, mine[0], theirs[3])  # Head Cut Strikes (bar: chest, which no card shows)
    assert state.view(0)["off_the_bar_penalty"] is False
    assert "damage" not in state.describe_action(Play(mine[1]), 0)
    clash(state, mine[1], theirs[2])  # any card, no penalty; Arm Cut against Arm Cut
    assert state.last_clash is not None and state.last_clash["penalties"] == [False, False]
    assert state.fighters[0].damage == 4  # only the Perfect Block


def test_abilities_stay_unlocked() -> None:
    state = duel()
    mine, theirs = arrange(state, hands=(HAND, HAND), damage=(2, 0))
    assert state.fighters[0].unlocked == ["Fury"]
    clash(state, mine[1], theirs[2])
    assert "Fury" in state.fighters[0].unlocked


def test_our_default_characters_are_connor_and_the_kurgan_with_thresholds() -> None:
    cards = builtin_card_set()
    connor, kurgan = cards.characters
    assert (connor.name, kurgan.name) == ("Connor MacLeod", "The Kurgan")
    for character in cards.characters:
        assert character.source == "stronghold"
        assert character.abilities and all(1 <= a.at < 12 for a in character.abilities)
    state = duel(cards=None)
    view = state.view(0)
    assert [f["character"] for f in view["fighters"]] == ["Connor MacLeod", "The Kurgan"]
    assert all(not a["unlocked"] for f in view["fighters"] for a in f["abilities"])
