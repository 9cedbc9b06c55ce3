"""PHASE I D. Drafting: in turns from the Active player until both pass — a creature on, or a
channeler or ranged attacker under, a standing stronghold card; a shield on an unshielded
creature; a terrain in the arena; a C item on a creature; an upgrade or downgrade."""

from __future__ import annotations

from stronghold.games.arena import organize

from .arena_helpers import SHIELD, blank, do, give, legal, on, sound


def test_creatures_go_on_free_standing_strongholds_and_channelers_under_them() -> None:
    state = blank(4, active=0)
    give(state, 0, "hand", "Axeman", "Valkyrie Spirit", "Archer")
    on(state, 0, "A2", "Swordsman")
    state.player(0).strongholds[2].rubble = True
    organize.start_phase(state)
    state.mover = 0
    options = legal(state)
    # A2 holds a creature and A3 is a ruin: only A1 takes a creature on it
    assert "put Axeman on:A1" in options and "put Axeman on:A2" not in options
    assert "put Axeman on:A3" not in options
    # under: only a creature with CMP (Valkyrie Spirit) or a ranged attack (Archer)
    assert "put Axeman under:A1" not in options
    assert {"put Valkyrie Spirit under:A1", "put Valkyrie Spirit under:A2"} <= set(options)
    assert "put Archer under:A2" in options and "put Archer under:A3" not in options


def test_placements_are_face_down_and_one_creature_each() -> None:
    state = blank(4)
    axeman, valkyrie = give(state, 0, "hand", "Axeman", "Valkyrie Spirit")
    give(state, 1, "hand", "Archer")
    organize.start_phase(state)
    if state.current_seat == 1:
        do(state, "pass")
    do(state, "put Axeman on:A1")
    assert state.player(0).strongholds[0].on == [axeman]
    assert axeman in state.hidden_from(1) and not state.cards[axeman].public
    seat_one_sees = state.view(1)["players"][0]["strongholds"][0]["on"]
    assert seat_one_sees == [{"face_down": True}]
    if state.current_seat == 1:
        do(state, "pass")
    assert "put Valkyrie Spirit on:A1" not in legal(state)
    do(state, "put Valkyrie Spirit under:A1")
    assert state.player(0).strongholds[0].under == [valkyrie]


def test_shield_terrain_item_and_upgrade() -> None:
    state = blank(4)
    shield, spires, amulet, platform = give(
        state, 0, "hand", SHIELD, "Spires", "Amulet of Flying", "Ranged Attack Platform"
    )
    creature = on(state, 0, "A2", "Swordsman")
    organize.start_phase(state)
    state.mover = 0
    state.seat = 0
    options = legal(state)
    assert f"shield {SHIELD} A2" in options and f"shield {SHIELD} A1" not in options
    assert {"terrain Spires B1", "terrain Spires B2", "terrain Spires B3"} <= set(options)
    assert "equip Amulet of Flying on:A2" in options
    assert {"upgrade Ranged Attack Platform left", "upgrade Ranged Attack Platform right"} <= set(
        options
    )
    do(state, f"shield {SHIELD} A2")
    assert state.shields[shield].contents == [creature] and not state.player(0).strongholds[1].on
    state.seat = 0
    do(state, "terrain Spires B2")
    state.seat = 0
    assert "terrain Spires B2" not in legal(state)
    do(state, "equip Amulet of Flying on:A2")
    assert state.shields[shield].contents == [creature, amulet]
    state.seat = 0
    assert not any(o.startswith("equip") for o in legal(state))  # one C item per creature
    do(state, "upgrade Ranged Attack Platform right")
    assert state.player(0).strongholds[2].upgrade == platform
    assert state.terrain[4] == (spires, False)
    sound(state)


def test_a_pass_ends_the_seats_drafting_and_the_other_drafts_on() -> None:
    state = blank(4, active=0)
    give(state, 0, "hand", "Axeman", "Archer")
    give(state, 1, "hand", "Axeman", "Archer", "Horse")
    give(state, 0, "deck", "Sand Lord")  # seat 0's Up card: 11, seat 0 is Active
    give(state, 1, "deck", "Swordsman")
    organize.start_phase(state)
    assert state.mover == 0 and state.current_seat == 0
    do(state, "pass")
    for expected in ("put Axeman on:D1", "put Archer on:D2", "put Horse on:D3"):
        assert state.current_seat == 1
        do(state, expected)
    # seat 1 has nothing left to place: the step ends; seat 0 was never asked again
    assert state.phase != "draft"
    assert len(state.player(0).pen) == 2
