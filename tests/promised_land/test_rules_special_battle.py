"""Special Situations, Coriantumr and Shiz: facing each other (primary or secondary), both
players lay their whole hand, the usable cards count, the winner takes every laid card, and
both draw six new cards (3 Warrior and 3 Armory)."""

from __future__ import annotations

from promised_land.helpers import act, arrange_battle, assert_conserved, log, new
from stronghold.games.promised_land.model import is_warrior_id


def test_coriantumr_facing_shiz_lays_both_hands() -> None:
    state = new(seed=70)
    ids = arrange_battle(
        state,
        {0: ["Coriantumr", "Sword"], 1: ["Shiz", "Javelin"]},
        hands={
            0: ["Amlici", "Secret Combination", "Prayer", "Javelin", "Kishkumen", "Arrow"],
            1: ["King Noah", "Plates", "Faith: Love", "Assassination", "Ammon", "Shield"],
        },
        challenger=0,
    )
    result = state.last_result
    assert result is not None and result["special_battle"] is True
    mine, theirs = result["sides"]
    # Seat 0 uses Amlici, Secret Combination, Javelin, Kishkumen (Arrow only after none of them
    # has a bow; Prayer is Righteous): 1 + 2 (Sword) + 1 + 5 + 2 + 1 = 12.
    assert mine["total"] == 12
    # Seat 1: Shiz 1 + Javelin 2 + King Noah 1 + Assassination 3 = 7 (Plates and Shield have
    # no matching icon, Faith is Righteous, Ammon is Righteous).
    assert theirs["total"] == 7
    assert result["winner"] == 0
    everything = set(ids[0]) | set(ids[1])
    assert everything <= set(state.players[0].discard)
    assert len(state.players[0].discard) == 2 + 2 + 6 + 6  # both lines, both hands
    assert_conserved(state)


def test_both_draw_three_warriors_and_three_armory_cards_after_the_special_battle() -> None:
    state = new(3, seed=71)
    arrange_battle(
        state,
        {0: ["Coriantumr", "Sword"], 1: ["Shiz", "Javelin"], 2: ["Nephi", "Prayer"]},
        challenger=0,
    )
    act(state, "challenge 1")
    while state.phase == "battle" and state.step == "use":
        act(state, "pass")
    first = state.results[0]
    assert first["special_battle"] is True
    winner = first["winner"]
    assert sum("draws a new hand of 6" in line for line in log(state)) == 2
    # The winner went on against seat 2 with only his original two cards in play.
    second = state.results[1]
    assert second["challenger"] == winner and len(second["sides"][0]["points"]) == 2
    assert not second["special_battle"]


def test_the_new_hand_is_three_warriors_and_three_armory_cards() -> None:
    from stronghold.games.promised_land.setup import draw_fresh_hand

    state = new(seed=74)
    player = state.players[1]
    player.discard.extend(player.hand)
    player.hand = []
    draw_fresh_hand(state, 1)
    assert len(player.hand) == 6
    assert sum(1 for card in player.hand if is_warrior_id(card)) == 3
    player.discard.extend(player.hand + player.warrior_pile[:-1])
    player.hand, player.warrior_pile = [], player.warrior_pile[-1:]
    draw_fresh_hand(state, 1)  # one Warrior left: five Armory cards make up the six
    assert len(player.hand) == 6
    assert sum(1 for card in player.hand if is_warrior_id(card)) == 1
    assert_conserved(state)


def test_a_secondary_coriantumr_facing_shiz_starts_it_too() -> None:
    state = new(seed=75)
    arrange_battle(state, {0: ["Amlici", "Coriantumr"], 1: ["Shiz"]}, challenger=1)
    assert state.last_result is not None and state.last_result["special_battle"] is True


def test_no_special_battle_when_coriantumr_and_shiz_share_a_line() -> None:
    state = new(seed=72)
    arrange_battle(state, {0: ["Coriantumr", "Shiz"], 1: ["King Noah"]}, challenger=0)
    assert state.last_result is not None and state.last_result["special_battle"] is False


def test_the_loser_draws_a_fresh_hand_too() -> None:
    state = new(3, seed=73)
    arrange_battle(
        state,
        {0: ["Coriantumr"], 1: ["Shiz", "Sword", "Javelin"], 2: ["Nephi"]},
        hands={0: ["Prayer", "Faith: Love", "Nephi", "Moroni", "Lehi", "Plates"]},
        challenger=1,
    )
    act(state, "challenge 0")
    result = state.results[0]
    assert result["special_battle"] and result["winner"] == 1
    hand = state.players[0].hand
    assert len(hand) == 6 and sum(1 for card in hand if is_warrior_id(card)) == 3
