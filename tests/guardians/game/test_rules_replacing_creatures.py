"""Replacing Creatures: a shield in front of its stronghold steps onto it, swaps creatures and
comes back (guardians-rules.txt, "Replacing Creatures")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    blank,
    lay_terrain,
    legal,
    moving,
    on_stronghold,
    put_shield,
    sp,
)


def test_a_shield_in_front_of_its_stronghold_swaps_creatures_and_moves_back() -> None:
    state = blank()
    lay_terrain(state, 0, "B2")
    shield = put_shield(state, 0, "B2", ["Swordsman", "Buzzard"])
    swordsman, buzzard = shield.contents
    fresh = on_stronghold(state, 0, 1, "Axeman", "Archer")
    moving(state, 0)
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
    state = blank()
    shield = put_shield(state, 0, "B1", ["Swordsman"])
    (axeman,) = on_stronghold(state, 0, 0, "Axeman")
    moving(state, 0)
    act(state, f"turn {shield.id}")
    act(state, "move A1 B1")
    act(state, f"pick {axeman}")
    act(state, "go")
    assert shield.space == sp("B1")
    assert axeman in shield.contents


def test_replacing_keeps_the_shield_within_30_points() -> None:
    state = blank()
    shield = put_shield(state, 0, "B2", ["Earth Elemental", "Axeman"])  # 25
    earth, axeman = shield.contents
    (big,) = on_stronghold(state, 0, 1, "Baal-a-Gog")  # 12
    moving(state, 0)
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
