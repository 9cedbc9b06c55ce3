"""SPECIFIC RULES - Creature with red Vitality: the red number replaces the black one in the
secondary round, for a Duelist or a secondary fighter ("Tiny Flying Fungus": 4 as a Duelist in
the primary round, 5 in the secondary round, 5 as a secondary fighter in another combat)."""

from __future__ import annotations

from stronghold.games.arena import movement, settlement

from .arena_helpers import blank, do, give, in_arena, on


def test_tiny_flying_fungus_is_4_in_the_primary_round_and_5_in_the_secondary() -> None:
    state = blank(6, active=0)
    on(state, 0, "A1", "Horse")  # something to move afterwards: the game stops there
    fungus = in_arena(state, 0, 1, "Tiny Flying Fungus")  # 4 (red 5), flies
    in_arena(state, 1, 1, "Holy Avenger")  # 5, flies: no flying advantage either way
    give(state, 0, "pen", "Shin Chios, Third Disciple")  # 4, flies
    movement.next_duel(state)
    # primary round: 4 against 5; the defender has nothing in its pen, so the attacker plays
    do(state, "secondary Shin Chios, Third Disciple Holy Avenger")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None
    assert fight["primary_vitality"] == [4, 5] and fight["primary"] == "defender"
    assert ["Tiny Flying Fungus base", 5] in fight["parts"][0]
    assert fight["totals"] == [5 + 4, 5] and fight["winner"] == 0
    assert state.arena_shields(0)[0].contents == [fungus]


def test_a_secondary_fighter_in_a_raid_uses_its_red_vitality() -> None:
    state = blank(6, active=0)
    on(state, 0, "A1", "Swordsman")  # 6
    axeman = on(state, 1, "D2", "Axeman")  # 7, unshielded
    give(state, 0, "hand", "Tiny Flying Fungus")
    settlement.start_raid_step(state)
    do(state, "raid on:A1 on:D2")
    do(state, "secondary Tiny Flying Fungus Axeman")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["kind"] == "creature"
    assert ["Tiny Flying Fungus base", 5] in fight["parts"][0]
    assert fight["totals"] == [6 + 5, 7] and fight["winner"] == 0
    assert axeman in state.player(1).discard


def test_a_duelist_in_a_raid_keeps_its_black_vitality() -> None:
    state = blank(6, active=0)
    on(state, 0, "A1", "Tiny Flying Fungus")  # 4 (red 5)
    nymph = on(state, 1, "D2", "Wild Nymph")  # 4
    settlement.start_raid_step(state)
    do(state, "raid on:A1 on:D2")
    while state.phase == "combat":  # the Nymph's Guardian may channel into it: it does not
        do(state, "pass")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [4, 4] and fight["winner"] is None
    assert state.player(1).strongholds[1].on == [nymph]  # a tie: nobody loses
