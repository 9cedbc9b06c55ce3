"""Armory Cards Appendix, Prophecy: 2 points, and a challenger holding it may privately look
at two players' face-down cards before deciding whom to challenge."""

from __future__ import annotations

from promised_land.helpers import act, arrange_battle, legal, log, new


def _three():  # type: ignore[no-untyped-def]
    state = new(3, seed=60)
    ids = arrange_battle(
        state,
        {0: ["Moroni", "Prophecy"], 1: ["Nephi", "Sword", "Prayer"], 2: ["Lehi", "Liahona"]},
        challenger=0,
    )
    return state, ids


def test_the_challenger_may_look_at_two_players_face_down_cards_first() -> None:
    state, ids = _three()
    assert legal(state) == ["look 1", "look 2", "challenge 1", "challenge 2"]
    act(state, "look 1")
    seen = [entry.get("name") for entry in state.view(0)["players"][1]["line"]]
    assert seen == ["Nephi", "Sword", "Prayer"]
    for other in (2, None):
        assert [e.get("name") for e in state.view(other)["players"][1]["line"]][1:] == [None, None]
    assert not set(ids[1][1:]) & state.hidden_from(0)
    assert set(ids[1][1:]) <= state.hidden_from(2)
    assert legal(state) == ["look 2", "challenge 1", "challenge 2"]
    act(state, "look 2")
    assert legal(state) == ["challenge 1", "challenge 2"]  # two players, no more looks


def test_using_prophecy_turns_it_face_up() -> None:
    state, ids = _three()
    prophecy = ids[0][1]
    assert prophecy in state.players[0].face_down
    act(state, "look 2")
    assert prophecy not in state.players[0].face_down
    assert state.view(1)["players"][0]["line"][1]["name"] == "Prophecy"
    assert state.describe_action(state.parse_action("look 1"), 2) == (
        "uses Prophecy to look at seat 1's face-down cards"
    )


def test_a_look_turns_up_only_the_prophecy_it_needs() -> None:
    state = new(4, seed=63)
    ids = arrange_battle(
        state,
        {
            0: ["Moroni", "Prophecy", "Prophecy"],
            1: ["Nephi", "Sword"],
            2: ["Lehi", "Liahona"],
            3: ["Abinadi", "Plates"],
        },
        challenger=0,
    )
    first, second = ids[0][1], ids[0][2]
    act(state, "look 1")  # one Prophecy gives two looks: the table sees that one only
    assert first not in state.players[0].face_down and second in state.players[0].face_down
    act(state, "look 2")
    assert second in state.players[0].face_down
    act(state, "look 3")  # a third look needs the second Prophecy
    assert state.players[0].face_down == []
    assert [line for line in log(state) if "turned up" in line] == [
        f"Seat 0's {state.catalog.label(first)} is turned up (a Prophecy used to look).",
        f"Seat 0's {state.catalog.label(second)} is turned up (a Prophecy used to look).",
    ]


def test_only_a_challenger_looks() -> None:
    state = new(3, seed=61)
    arrange_battle(
        state,
        {0: ["Moroni", "Plates"], 1: ["Nephi", "Prophecy"], 2: ["Lehi", "Liahona"]},
        challenger=0,
    )
    assert legal(state) == ["challenge 1", "challenge 2"]


def test_prophecy_is_worth_two_points_in_the_challenge() -> None:
    state = new(seed=62)
    arrange_battle(state, {0: ["Moroni", "Prophecy"], 1: ["Nephi"]}, challenger=0)
    while state.phase == "battle" and state.step == "choose" and len(legal(state)) > 1:
        act(state, "challenge 1")
    assert state.last_result is not None
    assert state.last_result["sides"][0]["total"] == 1 + 2
