"""Game Play - Phase Two: Call to Battle. Challenges in order, cards revealed one by one,
points, the winner capturing the loser's cards and challenging the next player, ties to the
challenger, the next round led by the last winner; Tie (Special Situations)."""

from __future__ import annotations

from promised_land.helpers import (
    act,
    arrange_battle,
    assert_conserved,
    clear,
    give_hand,
    legal,
    log,
    new,
    set_line,
    start_battle,
    totals,
)


def _reveals(state):  # type: ignore[no-untyped-def]
    return [line.split(" reveals ")[0].lower() for line in log(state) if " reveals " in line]


def test_the_challenger_reveals_first_then_the_two_alternate() -> None:
    state = new(seed=20)
    arrange_battle(
        state,
        {0: ["Moroni", "Sword", "Plates"], 1: ["Nephi", "Sword", "Javelin", "Liahona"]},
        challenger=0,
    )
    assert _reveals(state) == ["seat 0", "seat 1", "seat 0", "seat 1", "seat 1"]


def test_points_decide_and_the_winner_captures_the_losers_cards_in_play() -> None:
    state = new(seed=20)
    ids = arrange_battle(
        state,
        {0: ["Moroni", "Sword", "Plates"], 1: ["Nephi", "Sword", "Javelin", "Liahona"]},
        challenger=0,
    )
    # Moroni 1 + 5 (with Plates) + Sword 2 + Plates 2 = 10; Nephi 1 + 2 + 2 + 2 = 7.
    assert totals(state) == [10, 7]
    assert state.last_result is not None and state.last_result["winner"] == 0
    assert set(ids[1]) <= set(state.players[0].discard)  # captured, face up
    assert set(ids[0]) <= set(state.players[0].discard)  # his own, at the end of the round
    assert not set(ids[1]) & set(state.players[1].held())  # all of them gone to seat 0
    shown = state.view(1)["players"][0]["discard"]
    assert {card["id"] for card in shown} >= set(ids[1])
    assert_conserved(state)


def test_a_tie_goes_to_the_challenger() -> None:
    for challenger in (0, 1):
        state = new(seed=21)
        arrange_battle(
            state, {0: ["Moroni", "Sword"], 1: ["Nephi", "Javelin"]}, challenger=challenger
        )
        assert totals(state) == [3, 3]
        assert state.last_result is not None and state.last_result["winner"] == challenger
        assert "a tie goes to the challenger" in " ".join(log(state))


def test_the_winner_challenges_the_next_player_with_his_cards_still_in_play() -> None:
    state = new(3, seed=22)
    ids = arrange_battle(
        state,
        {
            0: ["Moroni", "Sword", "Plates"],
            1: ["Nephi", "Javelin"],
            2: ["Lehi", "Liahona", "Reinforcements", "Prayer"],
        },
        challenger=0,
    )
    assert state.step == "choose" and legal(state) == ["challenge 1", "challenge 2"]
    act(state, "challenge 1")
    first, second = state.results
    assert (first["challenger"], first["defender"], first["winner"]) == (0, 1, 0)
    # Seat 0 goes on against seat 2 with the same three cards (Moroni 6, Sword 2, Plates 2).
    assert (second["challenger"], second["defender"]) == (0, 2)
    assert second["sides"][0]["total"] == 10
    assert len(second["sides"][0]["points"]) == 3
    # Lehi 1 + 2 (Liahona) + Liahona 2 + Reinforcements 2 + Prayer 3 = 10: the tie is seat 0's.
    assert second["sides"][1]["total"] == 10 and second["winner"] == 0
    assert set(ids[1]) | set(ids[2]) <= set(state.players[0].discard)
    assert_conserved(state)


def test_a_defender_who_wins_becomes_the_challenger() -> None:
    state = new(3, seed=23)
    arrange_battle(
        state,
        {0: ["Nephi"], 1: ["Moroni", "Plates", "Sword"], 2: ["Lehi", "Prayer"]},
        challenger=0,
    )
    act(state, "challenge 1")
    first, second = state.results
    assert first["winner"] == 1
    assert (second["challenger"], second["defender"]) == (1, 2)


def test_every_player_battles_once_and_the_last_winner_leads_next() -> None:
    state = new(4, seed=24)
    arrange_battle(
        state,
        {0: ["Nephi"], 1: ["Moroni", "Plates"], 2: ["Lehi", "Prayer"], 3: ["Shiz", "Sword"]},
        challenger=2,
    )
    while state.phase == "battle" and state.step == "choose":
        act(state, legal(state)[0])
    assert len(state.results) == 3
    defenders = {result["defender"] for result in state.results}
    assert defenders == {0, 1, 3}
    last = state.results[-1]["winner"]
    assert state.last_winner == last
    while state.phase == "refill":
        act(state, legal(state)[0])
    assert state.phase == "prep" and state.leader == last and state.order[0] == last


def test_cards_in_play_go_to_discard_piles_and_hands_are_kept() -> None:
    state = new(seed=25)
    for seat in (0, 1):
        clear(state, seat)
    ids = {0: set_line(state, 0, ["Moroni", "Plates"]), 1: set_line(state, 1, ["Nephi"])}
    give_hand(state, 0, ["Abinadi", "Lehi", "Sword"])
    give_hand(state, 1, ["Ammon", "Helaman", "Arrow"])
    hands = [list(player.hand) for player in state.players]
    start_battle(state, 1)
    assert state.rounds_played == 1
    assert sorted(state.players[0].discard) == sorted(ids[0] + ids[1])
    for seat, hand in enumerate(hands):
        player = state.players[seat]
        assert set(hand) <= set(player.hand) | set(player.line)  # kept (or laid anew)


def test_rule_keep_hands_false_discards_the_hands_too() -> None:
    state = new(seed=25, rules={"keep_hands": False})
    arrange_battle(state, {0: ["Moroni", "Plates"], 1: ["Nephi"]}, challenger=1)
    assert state.phase in ("refill", "prep")
    assert len(state.players[1].discard) == 6  # the old hand, face up
    assert_conserved(state)


def test_rule_keep_hands_false_deals_a_fresh_phase_one_hand_of_3_warriors_and_3_armory() -> None:
    # "Each player starts with a total of 6 cards (3 Warrior cards and 3 Armory cards)": with
    # the old hands discarded, the next Phase One starts from such a hand, drawn as at the
    # start of the game, with no pile to choose.
    state = new(seed=25, rules={"keep_hands": False})
    arrange_battle(state, {0: ["Moroni", "Plates"], 1: ["Nephi"]}, challenger=1)
    assert state.phase == "prep"
    for player in state.players:
        warriors = player.warriors_in_hand()
        assert (warriors, len(player.hand) - warriors) == (3, 3)
    assert_conserved(state)
