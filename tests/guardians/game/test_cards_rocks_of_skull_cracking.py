"""Rocks of Skull Cracking (``kills_fliers``, play/flier_kills.py): played in the window of an
opposing flight (play/gravity.py), its player kills as many of the shield's fliers as he likes,
a Power Stone each (docs/rules-notes/cards/gravity.md). From a written position in the move
phase: seat 0 flies a shield of two Angels from B1 to C1, seat 1 holds the Rocks."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState

ROCKS = 'storage = ["Rocks of Skull Cracking"]'


def _flying(stones: int, storage: str = ROCKS) -> tuple[GameState, str]:
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"'),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', storage, stones=stones),
        shield_table(0, "B1", ["Angel", "Angel"]),
        shield_table(1, "C2", ["Swordsman"]),
        shield_table(1, "C3", ["Swordsman"]),
        turn=2,
    )
    flier = shield_at(state, "B1").id
    act(state, f"turn {flier}")
    act(state, "fly C1")
    return state, flier


def _cast(state: GameState, flier: str) -> str:
    assert (state.phase, state.seat) == ("gravity", 1)
    rocks = state.players[1].storage[0]
    assert legal(state) == {f"cast {rocks} {flier}", "pass"}
    act(state, f"cast {rocks} {flier}")
    return rocks


def test_the_rocks_kill_every_flier_for_a_stone_each_and_the_shield_is_lost() -> None:
    state, flier = _flying(stones=3)
    rocks = _cast(state, flier)
    assert (state.phase, state.seat) == ("crack", 1)
    angels = sorted(state.shields[flier].contents)
    assert legal(state) == {f"pick {a}" for a in angels} | {"done"}
    act(state, f"pick {angels[0]}")
    act(state, f"pick {angels[1]}")
    assert flier not in state.shields  # no creature left: destroyed
    assert state.players[1].stones == 1
    assert rocks in state.players[1].discard
    assert all(a in state.players[0].discard for a in angels)
    (told,) = [e.to_json() for e in state.event_log if e.kind == "fliers-killed"]
    assert (told["creatures"], told["stones"]) == (["Angel", "Angel"], 2)
    assert (state.phase, state.seat) == ("move", 1)  # seat 0's movement option is over
    assert_in_place(state)


def test_the_player_stops_when_he_likes_and_the_flight_goes_on() -> None:
    state, flier = _flying(stones=3)
    _cast(state, flier)
    act(state, f"pick {sorted(state.shields[flier].contents)[0]}")
    act(state, "done")
    assert state.players[1].stones == 2
    assert shield_at(state, "C1").id == flier  # it flew on with the other Angel
    assert len(state.shields[flier].contents) == 1
    assert_in_place(state)


def test_no_stone_left_no_more_kills() -> None:
    state, flier = _flying(stones=1)
    _cast(state, flier)
    act(state, f"pick {sorted(state.shields[flier].contents)[0]}")
    assert state.players[1].stones == 0
    assert state.phase != "crack"  # nothing more can be paid for: the flight goes on
    assert shield_at(state, "C1").id == flier


def test_without_a_stone_the_rocks_cannot_be_played() -> None:
    state, flier = _flying(stones=0)
    assert (state.phase, state.seat) == ("gravity", 1)  # asked: its storage is face down
    assert legal(state) == {"pass"}
    act(state, "pass")
    assert shield_at(state, "C1").id == flier
