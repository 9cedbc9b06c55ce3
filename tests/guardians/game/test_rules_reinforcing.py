"""Reinforcing a Shield: creatures from the strongholds join a turned shield within two spaces
(guardians-rules.txt, "Reinforcing a Shield")."""

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
    under_stronghold,
    verbs,
)


def _adds(state) -> set[str]:  # type: ignore[no-untyped-def]
    return {o for o in legal(state) if o.startswith("add ")}


def test_turning_a_shield_then_reinforcing_instead_of_moving() -> None:
    state = blank()
    target = put_shield(state, 0, "B1", ["Swordsman"], turned=True)
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    (axeman,) = on_stronghold(state, 0, 0, "Axeman")
    moving(state, 0)
    act(state, f"turn {mover.id}")
    assert "reinforce" in verbs(state)
    act(state, "reinforce")
    assert f"add {axeman} {target.id}" in legal(state)  # not the shield that was turned
    act(state, f"add {axeman} {target.id}")
    assert axeman in target.contents
    assert axeman not in state.players[0].strongholds[0].on
    assert mover.space == sp("B3")  # it stayed where it was
    act(state, "done")
    assert state.phase != "reinforce"
    assert_in_place(state)


def test_only_a_turned_shield_may_be_reinforced() -> None:
    state = blank()
    unturned = put_shield(state, 0, "B1", ["Swordsman"])
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    (axeman,) = on_stronghold(state, 0, 0, "Axeman")
    moving(state, 0)
    act(state, f"turn {mover.id}")
    # B1 is next to A1 but not turned; B3, turned now, is too far for a walker.
    assert "reinforce" not in legal(state)
    act(state, "stay")
    assert f"add {axeman} {unturned.id}" not in legal(state)
    assert not unturned.turned and axeman in state.players[0].strongholds[0].on


def test_creatures_under_a_turned_shield_may_not_reinforce() -> None:
    state = blank()
    target = put_shield(state, 0, "B2", ["Swordsman"], turned=True)
    home = put_shield(state, 0, "A2", ["Axeman"], turned=True)
    (loose,) = on_stronghold(state, 0, 0, "Archer")
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {loose} {target.id}" in options
    assert not any(c in o for c in home.contents for o in options)


def test_creatures_under_an_unturned_shield_or_without_a_shield_may_reinforce() -> None:
    state = blank()
    target = put_shield(state, 0, "B2", ["Swordsman"], turned=True)
    home = put_shield(state, 0, "A2", ["Axeman"])  # not turned yet
    (loose,) = on_stronghold(state, 0, 2, "Archer")
    mover = put_shield(state, 0, "B1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {home.contents[0]} {target.id}" in options
    assert f"add {loose} {target.id}" in options
    act(state, f"add {home.contents[0]} {target.id}")
    assert not home.contents
    assert_in_place(state)


def test_creatures_in_the_lands_never_reinforce_another_shield() -> None:
    # "You cannot move creatures FROM a shield in the disputed lands TO another shield."
    state = blank()
    target = put_shield(state, 0, "B2", ["Swordsman"], turned=True)
    land = put_shield(state, 0, "B1", ["Axeman", "Archer"])
    (loose,) = on_stronghold(state, 0, 1, "Swordsman")
    moving(state, 0)
    act(state, f"turn {land.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {loose} {target.id}" in options
    assert not any(c in o for c in land.contents for o in options)


def test_reinforcements_follow_the_movement_rules() -> None:
    # A1 -> C1 is two spaces: a walker needs own terrain on B1; a flier does not.
    state = blank()
    target = put_shield(state, 0, "C1", ["Swordsman"], turned=True)
    walker, flier = on_stronghold(state, 0, 0, "Axeman", "Angel")
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {walker} {target.id}" not in options
    assert f"add {flier} {target.id}" in options
    lay_terrain(state, 1, "B1")  # an opponent's terrain: still no way through
    assert f"add {walker} {target.id}" not in _adds(state)


def test_a_walker_reinforces_two_spaces_over_own_terrain() -> None:
    state = blank()
    lay_terrain(state, 0, "B1")
    target = put_shield(state, 0, "C1", ["Swordsman"], turned=True)
    (walker,) = on_stronghold(state, 0, 0, "Axeman")
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    assert f"add {walker} {target.id}" in _adds(state)


def test_reinforcements_are_limited_to_two_spaces() -> None:
    state = blank()
    for land in ("B1", "C1"):
        lay_terrain(state, 0, land)
    target = put_shield(state, 0, "C2", ["Swordsman"], turned=True)  # 3 spaces from A1
    (flier,) = on_stronghold(state, 0, 0, "Angel")
    (near,) = on_stronghold(state, 0, 1, "Angel")  # A2 -> C2 is two spaces
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {near} {target.id}" in options
    assert not any(flier in o for o in options)


def test_a_reinforced_shield_stays_within_30_points() -> None:
    state = blank()
    target = put_shield(state, 0, "B1", ["Earth Elemental", "Swordsman"], turned=True)  # 24
    axeman, swordsman = on_stronghold(state, 0, 0, "Axeman", "Swordsman")
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {axeman} {target.id}" not in options  # 31
    assert f"add {swordsman} {target.id}" in options  # 30
    act(state, f"add {swordsman} {target.id}")
    assert state.stack_of(0, target.space) == 30
    assert "done" in legal(state)
    assert not any(o.startswith("add ") and target.id in o for o in legal(state))


def test_reinforcing_a_shield_on_a_stronghold_counts_the_channelers_under_it() -> None:
    # The shield on A2 holds 12 points, and 14 points of channelers wait under A2: the space
    # has room for 4 more, so an Axeman (7) may not join that shield.
    state = blank()
    under_stronghold(state, 0, 1, "Valkyrie Spirit", "Valkyrie Spirit")
    target = put_shield(state, 0, "A2", ["Swordsman", "Swordsman"], turned=True)
    axeman, buzzard = on_stronghold(state, 0, 0, "Axeman", "Buzzard")
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    options = _adds(state)
    assert f"add {buzzard} {target.id}" in options  # 29
    assert f"add {axeman} {target.id}" not in options, "A2 would hold 33 points"
