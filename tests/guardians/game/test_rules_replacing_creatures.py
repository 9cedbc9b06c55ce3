"""Replacing Creatures: a shield in front of its stronghold steps onto it, swaps creatures and
comes back (guardians-rules.txt, "Replacing Creatures")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    at_position,
    legal,
    named,
    seat_table,
    shield_at,
    shield_table,
    sp,
)

from stronghold.games.guardians.play.state import GameState


def _moving(*seat0: str) -> GameState:
    """Seat 0 to turn a shield in the move phase of turn 1; no decks, no Up cards."""
    return at_position('phase = "move"\nseat = 0\n' + "".join(seat0) + seat_table(1))


def test_a_shield_in_front_of_its_stronghold_swaps_creatures_and_moves_back() -> None:
    state = _moving(
        seat_table(0, 'terrain = { B2 = "Woods" }'),
        '[seat0.A2]\non = ["Axeman", "Archer"]\n',
        shield_table(0, "B2", ["Swordsman", "Buzzard"]),
    )
    shield = shield_at(state, "B2")
    swordsman = named(state, shield.contents, "Swordsman")
    buzzard = named(state, shield.contents, "Buzzard")
    fresh = list(state.players[0].strongholds[1].on)
    act(state, f"turn {shield.id}")
    assert "move A2 B2" in legal(state)
    act(state, "move A2 B2")
    assert state.phase == "transfer"
    act(state, f"drop {swordsman}")
    act(state, f"drop {buzzard}")
    for cid in fresh:
        act(state, f"pick {cid}")
    act(state, "go")
    assert shield.space == sp("B2")
    assert sorted(shield.contents) == sorted(fresh)
    assert sorted(state.players[0].strongholds[1].on) == sorted([swordsman, buzzard])
    assert state.phase != "transfer"
    assert_in_place(state)


def test_replacing_works_on_a_bare_land_too() -> None:
    # Moving back to where it started is a two-space move through the own stronghold card,
    # which a shield may always pass.
    state = _moving(
        seat_table(0), '[seat0.A1]\non = ["Axeman"]\n', shield_table(0, "B1", ["Swordsman"])
    )
    shield = shield_at(state, "B1")
    (axeman,) = state.players[0].strongholds[0].on
    act(state, f"turn {shield.id}")
    act(state, "move A1 B1")
    act(state, f"pick {axeman}")
    act(state, "go")
    assert shield.space == sp("B1")
    assert axeman in shield.contents


def test_replacing_keeps_the_shield_within_30_points() -> None:
    state = _moving(
        seat_table(0),
        '[seat0.A2]\non = ["Baal-a-Gog"]\n',  # 12
        shield_table(0, "B2", ["Earth Elemental", "Axeman"]),  # 25
    )
    shield = shield_at(state, "B2")
    earth = named(state, shield.contents, "Earth Elemental")
    axeman = named(state, shield.contents, "Axeman")
    (big,) = state.players[0].strongholds[1].on
    act(state, f"turn {shield.id}")
    act(state, "move A2 B2")
    assert f"pick {big}" not in legal(state)
    act(state, f"drop {earth}")
    assert f"pick {big}" in legal(state)  # 7 + 12
    act(state, f"pick {big}")
    act(state, "go")
    assert sorted(shield.contents) == sorted([axeman, big])
    assert state.stack_of(0, shield.space) == 19
    assert state.players[0].strongholds[1].on == [earth]
