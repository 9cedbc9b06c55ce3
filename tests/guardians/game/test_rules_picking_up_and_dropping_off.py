"""Picking Up and Dropping Off Creatures at a stronghold space a shield moves through
(guardians-rules.txt, "Picking Up and Dropping Off Creatures")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    legal,
    named,
    position,
    shield_at,
    shield_table,
    sp,
    verbs,
)

from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.state import GameState


def _through_a2(state: GameState) -> ShieldStack:
    """Turn the shield on A1 and move it through A2 to A3."""
    shield = shield_at(state, "A1")
    act(state, f"turn {shield.id}")
    act(state, "move A2 A3")
    assert state.phase == "transfer"
    return shield


def test_a_shield_passing_a_stronghold_may_drop_and_pick_up_then_go_on() -> None:
    state = position(
        "move", shield_table(0, "A1", ["Axeman", "Swordsman"]), '[seat0.A2]\non = ["Archer"]\n'
    )
    shield = _through_a2(state)
    axeman = named(state, shield.contents, "Axeman")
    swordsman = named(state, shield.contents, "Swordsman")
    (archer,) = state.players[0].strongholds[1].on
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
    state = position(
        "move",
        shield_table(0, "A1", ["Axeman"]),
        shield_table(0, "A2", ["Archer"]),  # not turned
    )
    resident = shield_at(state, "A2")
    _through_a2(state)
    options = legal(state)
    assert not any(o.startswith("drop ") for o in options)
    assert f"pick {resident.contents[0]}" in options


def test_no_pick_up_from_a_space_with_a_turned_shield_but_drop_onto_it() -> None:
    state = position(
        "move",
        shield_table(0, "A1", ["Axeman"]),
        shield_table(0, "A2", ["Archer"], turned=True),
    )
    resident = shield_at(state, "A2")
    shield = _through_a2(state)
    options = legal(state)
    assert not any(o.startswith("pick ") for o in options)
    assert f"drop {shield.contents[0]}" in options
    act(state, f"drop {shield.contents[0]}")
    assert len(resident.contents) == 2
    assert_in_place(state)


def test_the_moving_shield_may_pick_up_only_while_there_is_room() -> None:
    state = position(
        "move",
        shield_table(0, "A1", ["Earth Elemental", "Swordsman"]),  # 24
        '[seat0.A2]\non = ["Axeman", "Gunner", "Buzzard"]\n',
    )
    on = state.players[0].strongholds[1].on
    axeman, gunner, buzzard = (named(state, on, n) for n in ("Axeman", "Gunner", "Buzzard"))
    _through_a2(state)
    options = legal(state)
    assert f"pick {axeman}" not in options  # 31
    assert f"pick {gunner}" in options  # stacks as 6: 30
    assert f"pick {buzzard}" in options
    act(state, f"pick {gunner}")
    assert f"pick {buzzard}" not in legal(state)  # 33


def test_a_drop_keeps_the_stronghold_space_within_30_points_on_and_under() -> None:
    # "You may not have more than 30 points on or under any space at any time": 21 points of
    # channelers under A2 leave room for 9, so the Baal-a-Gog (12) may not be dropped there.
    state = position(
        "move",
        '[seat0.A2]\nunder = ["3 Valkyrie Spirit"]\n',
        shield_table(0, "A1", ["Baal-a-Gog", "Swordsman"]),
    )
    shield = _through_a2(state)
    baal = named(state, shield.contents, "Baal-a-Gog")
    swordsman = named(state, shield.contents, "Swordsman")
    options = legal(state)
    assert f"drop {swordsman}" in options  # 27
    assert f"drop {baal}" not in options, "the drop would put 33 points on and under A2"


def test_no_pick_up_or_drop_off_without_passing_a_stronghold() -> None:
    state = position("move", shield_table(0, "A2", ["Axeman"]), '[seat0.A1]\non = ["Archer"]\n')
    shield = shield_at(state, "A2")
    act(state, f"turn {shield.id}")
    act(state, "move A1")  # ends on the stronghold: it is not passing through
    assert state.phase != "transfer"
    assert "drop" not in verbs(state) and "pick" not in verbs(state)
    assert shield.space == sp("A1")


def test_a_creature_dropped_in_a_pass_is_not_picked_up_again_in_it() -> None:
    # Rules notes: each pass through a stronghold ends; a creature picked up may be put back,
    # but one dropped stays (dropping and picking the same creature could go on for ever).
    state = position(
        "move", shield_table(0, "A1", ["Axeman", "Swordsman"]), '[seat0.A2]\non = ["Archer"]\n'
    )
    shield = _through_a2(state)
    axeman = named(state, shield.contents, "Axeman")
    (archer,) = state.players[0].strongholds[1].on
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
    state = position(
        "move", shield_table(0, "A1", ["Axeman", "Swordsman"]), shield_table(1, "B2", ["Archer"])
    )
    shield = shield_at(state, "A1")
    axeman = named(state, shield.contents, "Axeman")
    swordsman = named(state, shield.contents, "Swordsman")
    act(state, f"turn {shield.id}")
    act(state, "move A2 B2")
    assert state.phase == "transfer"
    act(state, f"drop {axeman}")
    assert f"drop {swordsman}" not in legal(state)
    act(state, "go")
    assert state.phase == "combat"
