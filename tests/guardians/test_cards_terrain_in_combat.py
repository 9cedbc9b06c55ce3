"""Terrain cards whose text changes the combats fought on them: Spirit Mountain (every Spirit
takes channeling), The Maitz Hotel (no Dispel Magic), Rocks at Rhuadan (only the Guardians
channel, each stone gives 3 CMP less)."""

from __future__ import annotations

from combat_helpers import ATT, DEF, combat, do, finish, legal, matchup, start

from stronghold.games.guardians.combat.state import CombatState


def _to_modify(state: CombatState, attacker: str, defender: str, seat: int = ATT) -> None:
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.phase != "modify_window" or state.current_seat != seat:
        do(state, "pass")


def _channeled(state: CombatState) -> int:
    return dict(matchup(state, 1)["attacker_parts"]).get("channeling", 0)


def test_on_spirit_mountain_a_red_barred_spirit_takes_channeling_up_to_its_base() -> None:
    # The Ice Spirit (5, red bar) takes 5 of Rak Nam's 9 CMP on Spirit Mountain ...
    state = start(
        combat(
            "Spirit Mountain",
            attacker={"shield": ["Ice Spirit"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Ice Spirit", "Sand Lord")
    do(state, "channel", "guardian")
    finish(state)
    assert _channeled(state) == 5
    # ... but not on plain Mountains.
    archer = {"shield": ["Ice Spirit", "Archer"], "primaries": ["Ice Spirit"]}
    plain = start(combat("Mountains", attacker=archer, defender={"shield": ["Sand Lord"]}))
    _to_modify(plain, "Ice Spirit", "Sand Lord")
    assert ("ranged", "Archer") in legal(plain)
    assert ("channel", "guardian") not in legal(plain)


def test_spirit_mountain_gives_channeling_to_spirits_only() -> None:
    state = start(
        combat(
            "Spirit Mountain",
            attacker={"shield": ["Swordsman", "Archer"], "primaries": ["Swordsman"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    assert ("ranged", "Archer") in legal(state)
    assert ("channel", "guardian") not in legal(state)


def test_dispel_magic_cannot_be_cast_at_the_maitz_hotel() -> None:
    data = {
        "attacker": {"shield": ["Swordsman"], "storage": ["St. Ballantine's Evocation"]},
        "defender": {"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
    }
    for terrain, dispel_offered in (("The Dry Heaps", True), ("The Maitz Hotel", False)):
        state = start(combat(terrain, **data))
        while state.phase == "declare":
            do(state, "command", "no")
        do(state, "primary", "Swordsman")
        do(state, "primary", "Sand Lord")
        while state.phase == "bribery":
            do(state, "pass")
        do(state, "cast", "St. Ballantine's Evocation", "Swordsman")
        assert state.current_seat == DEF
        offered = ("cast", "Dispel Magic", "St. Ballantine's Evocation") in legal(state)
        assert offered is dispel_offered, terrain


def test_at_rocks_at_rhuadan_only_the_guardian_channels_and_each_stone_gives_3_less() -> None:
    state = start(
        combat(
            "Rocks at Rhuadan",
            attacker={"shield": ["Wraith"], "channelers": ["Greater Energy Elemental"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wraith", "Sand Lord")
    assert ("channel", "Greater Energy Elemental") not in legal(state)
    stones = state.stones[ATT]
    do(state, "channel", "guardian")
    assert state.stones[ATT] == stones - 1
    finish(state)
    assert _channeled(state) == 9 - 3  # Rak Nam's 9 CMP, 3 less for the stone


def test_a_channeler_may_channel_on_ordinary_mountains() -> None:
    state = start(
        combat(
            "Mountains",
            attacker={"shield": ["Wild Nymph"], "channelers": ["Greater Energy Elemental"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    assert ("channel", "Greater Energy Elemental") in legal(state)
