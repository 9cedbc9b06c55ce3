"""Game Play - Phase One: Prepare for Battle. A primary Warrior face up, drawing back up to six
from either pile, at least one Warrior in hand at all times, secondary cards face down, turns
clockwise from the leader."""

from __future__ import annotations

from promised_land.helpers import (
    act,
    assert_conserved,
    at_lay,
    give_hand,
    legal,
    log,
    new,
    restart_round,
)
from stronghold.games.promised_land.actions import Lay
from stronghold.games.promised_land.model import is_warrior_id


def _names(state, cards):  # type: ignore[no-untyped-def]
    return [state.catalog.name(card) for card in cards]


def test_the_primary_must_be_a_warrior() -> None:
    state = new(seed=1)
    hand = at_lay(state, 0, [], ["Nephi", "Sword", "Prayer", "Moroni"])
    options = legal(state)
    assert f"lay {hand['Nephi']}" in options and f"lay {hand['Moroni']}" in options
    assert f"lay {hand['Sword']}" not in options
    reason = state._why_illegal(Lay(hand["Sword"]))
    assert reason == "Sword is not a Warrior: the primary card must be one"


def test_the_primary_is_laid_face_up_and_every_seat_sees_it() -> None:
    state = new(seed=1)
    hand = at_lay(state, 0, [], ["Nephi", "Moroni"])
    act(state, f"lay {hand['Nephi']}")
    for seat in (0, 1, None):
        line = state.view(seat)["players"][0]["line"]
        assert line[0]["name"] == "Nephi" and line[0]["face_down"] is False
    assert f"Seat 0 lays Nephi ({hand['Nephi']}) face up as primary." in log(state)


def test_rule_primary_face_down_hides_it_until_the_challenge() -> None:
    state = new(seed=1, rules={"primary": "face-down"})
    hand = at_lay(state, 0, [], ["Nephi", "Moroni"])
    assert state.describe_action(Lay(hand["Nephi"]), 1) == "lays a card face down"
    act(state, f"lay {hand['Nephi']}")
    assert state.view(1)["players"][0]["line"] == [{"face_down": True, "kind": "warrior"}]
    assert state.view(0)["players"][0]["line"][0]["name"] == "Nephi"
    assert hand["Nephi"] in state.hidden_from(1)


def test_after_laying_the_player_chooses_a_pile_to_draw_back_to_six() -> None:
    state = new(seed=2)
    hand = at_lay(state, 0, ["Lehi"], ["Nephi", "Moroni", "Plates"])
    act(state, f"lay {hand['Plates']}")
    assert state.step == "draw" and legal(state) == ["draw warrior", "draw armory"]
    before = len(state.players[0].armory_pile)
    act(state, "draw armory")
    assert len(state.players[0].hand) == 6
    assert len(state.players[0].armory_pile) == before - 1
    assert state.step == "call"


def test_the_last_warrior_in_hand_forces_a_warrior_draw() -> None:
    state = new(seed=2)
    hand = at_lay(
        state, 0, ["Lehi"], ["Nephi", "Sword", "Arrow", "Plates", "Prayer", "Liahona"], fill=False
    )
    pile_before = len(state.players[0].warrior_pile)
    act(state, f"lay {hand['Nephi']}")
    # Only one draw is legal, so it is taken at once: a Warrior comes back into the hand.
    assert len(state.players[0].warrior_pile) == pile_before - 1
    assert state.players[0].warriors_in_hand() == 1
    assert state.step == "call"


def test_the_last_warrior_cannot_be_laid_when_no_warrior_can_be_drawn() -> None:
    state = new(seed=2)
    hand = at_lay(state, 0, ["Moroni"], ["Nephi", "Sword", "Arrow"])
    player = state.players[0]
    assert player.warriors_in_hand() == 1
    assert f"lay {hand['Nephi']}" in legal(state)
    state.players[1].warrior_pile.extend(player.warrior_pile)  # empty seat 0's Warrior pile
    player.warrior_pile = []
    assert_conserved(state)
    assert f"lay {hand['Nephi']}" not in legal(state)
    reason = state._why_illegal(Lay(hand["Nephi"]))
    assert reason == "a player must keep at least one Warrior in hand at all times"


def test_secondary_cards_are_laid_face_down_and_hidden_from_the_others() -> None:
    state = new(seed=5)
    hand = at_lay(state, 0, ["Moroni"], ["Sword", "Plates"])
    assert state.describe_action(Lay(hand["Sword"]), 1) == "lays a card face down"
    assert state.describe_action(Lay(hand["Sword"]), 0) == f"lays Sword ({hand['Sword']}) face down"
    act(state, f"lay {hand['Sword']}")
    assert hand["Sword"] in state.players[0].face_down
    for seat in (1, None):
        line = state.view(seat)["players"][0]["line"]
        assert line[1] == {"face_down": True, "kind": "armory"}
        assert hand["Sword"] not in str(state.view(seat))
    assert state.view(0)["players"][0]["line"][1]["name"] == "Sword"
    assert hand["Sword"] in state.hidden_from(1) and hand["Sword"] not in state.hidden_from(0)


def test_turns_go_clockwise_from_the_leader_primaries_first() -> None:
    state = new(4, seed=6)
    for seat in range(4):
        give_hand(state, seat, ["Nephi", "Moroni", "Lehi"] if seat % 2 else ["Shiz", "Laman"])
    restart_round(state, 2)
    order = []
    while state.prep_round == 0 and state.phase == "prep":
        seat = state.current_seat
        if state.step == "lay":
            order.append(seat)
            act(state, legal(state)[0])
        elif state.step == "draw":
            act(state, "draw armory" if "draw armory" in legal(state) else legal(state)[0])
        else:
            act(state, "done")
    assert order == [2, 3, 0, 1]
    assert all(player.line for player in state.players)
    assert all(not player.face_down for player in state.players)  # primaries face up
    assert state.current_seat == 2 and state.prep_round == 1  # the leader lays a secondary


def test_a_player_with_no_card_to_lay_only_ends_the_turn() -> None:
    state = new(seed=8)
    at_lay(
        state,
        0,
        ["Abinadi"],
        ["Sword", "Javelin", "Arrow", "Secret Combination", "Wickedness: Greed", "King Noah"],
        fill=False,
    )
    state.turn = 0
    from stronghold.games.promised_land import phase_one

    phase_one._begin_turn(state)
    state._settle()
    # He is asked all the same (only he knows he cannot lay): his one choice is to pass.
    assert state.current_seat == 0 and legal(state) == ["pass"]
    act(state, "pass")
    assert state.step == "call" and legal(state) == ["call", "done"]
    assert len(state.players[0].line) == 1
    assert log(state)[-1] == "Seat 0 lays nothing this turn."


def test_rule_must_lay_false_lets_a_player_pass() -> None:
    state = new(seed=8, rules={"must_lay": False})
    hand = at_lay(state, 0, ["Moroni"], ["Sword", "Plates"])
    assert "pass" in legal(state) and f"lay {hand['Sword']}" in legal(state)
    act(state, "pass")
    assert len(state.players[0].line) == 1 and state.step == "call"
    default = new(seed=8)
    at_lay(default, 0, ["Moroni"], ["Sword", "Plates"])
    assert "pass" not in legal(default)
    assert "must lay" in (default._why_illegal(default.parse_action("pass")) or "")


def test_hands_hold_six_and_a_warrior_through_the_first_rounds() -> None:
    state = new(3, seed=9)
    for _ in range(60):
        if state.is_terminal():
            break
        act(state, legal(state)[-1])
        for seat, player in enumerate(state.players):
            if state.phase == "prep" and seat != state.current_seat:
                assert len(player.hand) == 6
                assert any(is_warrior_id(card) for card in player.hand)
    assert_conserved(state)
