"""Picking Up and Dropping Off Creatures at a stronghold space a shield moves through
(guardians-rules.txt, "Picking Up and Dropping Off Creatures")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    blank,
    legal,
    moving,
    on_stronghold,
    put_shield,
    sp,
    under_stronghold,
    verbs,
)


def _through_a2(state, shield) -> None:  # type: ignore[no-untyped-def]
    """Turn ``shield`` (on A1) and move it through A2 to A3."""
    moving(state, 0)
    act(state, f"turn {shield.id}")
    act(state, "move A2 A3")
    assert state.phase == "transfer"


def test_a_shield_passing_a_stronghold_may_drop_and_pick_up_then_go_on() -> None:
    state = blank()
    shield = put_shield(state, 0, "A1", ["Axeman", "Swordsman"])
    axeman, swordsman = shield.contents
    (archer,) = on_stronghold(state, 0, 1, "Archer")
    _through_a2(state, shield)
    options = legal(state)
    assert {f"drop {axeman}", f"drop {swordsman}", f"pick {archer}", "go"} <= options
    act(state, f"drop {axeman}")
    act(state, f"pick {archer}")
    assert axeman in state.players[0].strongholds[1].on
    assert archer in shield.contents
    act(state, "go")
    assert shield.space == sp("A3")
    assert sorted(shield.contents) == sorted([swordsman, archer])
    assert_in_place(state)


def test_no_drop_onto_a_space_with_an_unturned_shield_but_pick_up_from_it() -> None:
    state = blank()
    shield = put_shield(state, 0, "A1", ["Axeman"])
    resident = put_shield(state, 0, "A2", ["Archer"])  # not turned
    _through_a2(state, shield)
    options = legal(state)
    assert not any(o.startswith("drop ") for o in options)
    assert f"pick {resident.contents[0]}" in options


def test_no_pick_up_from_a_space_with_a_turned_shield_but_drop_onto_it() -> None:
    state = blank()
    shield = put_shield(state, 0, "A1", ["Axeman"])
    resident = put_shield(state, 0, "A2", ["Archer"], turned=True)
    _through_a2(state, shield)
    options = legal(state)
    assert not any(o.startswith("pick ") for o in options)
    assert f"drop {shield.contents[0]}" in options
    act(state, f"drop {shield.contents[0]}")
    assert len(resident.contents) == 2
    assert_in_place(state)


def test_the_moving_shield_may_pick_up_only_while_there_is_room() -> None:
    state = blank()
    shield = put_shield(state, 0, "A1", ["Earth Elemental", "Swordsman"])  # 24
    axeman, gunner, buzzard = on_stronghold(state, 0, 1, "Axeman", "Gunner", "Buzzard")
    _through_a2(state, shield)
    options = legal(state)
    assert f"pick {axeman}" not in options  # 31
    assert f"pick {gunner}" in options  # stacks as 6: 30
    assert f"pick {buzzard}" in options
    act(state, f"pick {gunner}")
    assert f"pick {buzzard}" not in legal(state)  # 33


def test_a_drop_keeps_the_stronghold_space_within_30_points_on_and_under() -> None:
    # "You may not have more than 30 points on or under any space at any time": 21 points of
    # channelers under A2 leave room for 9, so the Baal-a-Gog (12) may not be dropped there.
    state = blank()
    under_stronghold(state, 0, 1, "Valkyrie Spirit", "Valkyrie Spirit", "Valkyrie Spirit")
    shield = put_shield(state, 0, "A1", ["Baal-a-Gog", "Swordsman"])
    baal, swordsman = shield.contents
    _through_a2(state, shield)
    options = legal(state)
    assert f"drop {swordsman}" in options  # 27
    assert f"drop {baal}" not in options, "the drop would put 33 points on and under A2"


def test_no_pick_up_or_drop_off_without_passing_a_stronghold() -> None:
    state = blank()
    shield = put_shield(state, 0, "A2", ["Axeman"])
    on_stronghold(state, 0, 0, "Archer")
    moving(state, 0)
    act(state, f"turn {shield.id}")
    act(state, "move A1")  # ends on the stronghold: it is not passing through
    assert state.phase != "transfer"
    assert "drop" not in verbs(state) and "pick" not in verbs(state)
    assert shield.space == sp("A1")


def test_a_creature_dropped_in_a_pass_is_not_picked_up_again_in_it() -> None:
    # Rules notes: each pass through a stronghold ends; a creature picked up may be put back,
    # but one dropped stays (dropping and picking the same creature could go on for ever).
    state = blank()
    shield = put_shield(state, 0, "A1", ["Axeman", "Swordsman"])
    axeman, _swordsman = shield.contents
    (archer,) = on_stronghold(state, 0, 1, "Archer")
    _through_a2(state, shield)
    act(state, f"pick {archer}")
    assert f"drop {archer}" in legal(state)  # a pick can be taken back ...
    act(state, f"drop {archer}")
    assert f"pick {archer}" not in legal(state)  # ... but a drop is final for this pass
    act(state, f"drop {axeman}")
    assert f"pick {axeman}" not in legal(state)
    assert "go" in legal(state)
    act(state, "go")
    assert shield.space == sp("A3")
    assert_in_place(state)


def test_a_shield_on_its_way_to_an_opposing_shield_keeps_a_creature_to_fight_with() -> None:
    # "If you move unto a terrain occupied by an opponent's shield, go to Combat immediately",
    # and "Creatures can only move if they're under a Shield": a shield passing A2 on its way
    # to the opposing shield on B2 may not drop its last creature there and slip onto B2 with
    # nothing to fight (two shields would share B2 and no combat would be fought).
    state = blank()
    shield = put_shield(state, 0, "A1", ["Axeman", "Swordsman"])
    axeman, swordsman = shield.contents
    put_shield(state, 1, "B2", ["Archer"])
    moving(state, 0)
    act(state, f"turn {shield.id}")
    act(state, "move A2 B2")
    assert state.phase == "transfer"
    act(state, f"drop {axeman}")
    assert f"drop {swordsman}" not in legal(state)
    act(state, "go")
    assert state.phase == "combat"
