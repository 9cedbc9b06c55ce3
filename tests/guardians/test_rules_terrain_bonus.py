"""TERRAIN BONUS: bonuses and penalties by the terrain type the combat is fought on."""

from __future__ import annotations

import pytest
from combat_helpers import Status, combat, matchup, play, status

from stronghold.games.guardians.schema import Terrain


@pytest.mark.parametrize(
    ("terrain", "sand_lord"),
    [
        ("The Dry Heaps", 11 + 6),
        ("Woods", 11 - 6),
        ("Swamps", 11),
        ("Mountains", 11),
        ("none", 11),
    ],
)
def test_sand_lord_terrain_bonus_and_penalty(terrain: str, sand_lord: int) -> None:
    state = play(
        combat(terrain, attacker={"shield": ["Sand Lord"]}, defender={"shield": ["Axeman"]})
    )
    assert matchup(state, 1)["attacker_vitality"] == sand_lord


def test_a_named_terrain_counts_as_its_types() -> None:
    # The Tomb of the Bulzuru counts as Swamps and Woods: the Sand Lord takes its Woods penalty
    # and no ranged attack may be fired.
    state = play(
        combat(
            "Tomb of the Bulzuru",
            attacker={"shield": ["Sand Lord"]},
            defender={"shield": ["Axeman"]},
        )
    )
    assert set(state.terrain_types) == {Terrain.SWAMPS, Terrain.WOODS}
    assert state.no_ranged_terrain
    assert matchup(state, 1)["attacker_vitality"] == 5


def test_an_overlord_changes_the_terrain_type() -> None:
    # "If there's an Overlord command card in play, the terrain type has been changed already."
    state = play(
        combat(
            "Woods",
            attacker={"shield": ["Swordsman"]},
            defender={
                "shield": ["Slor, Overlord of the Wastes", "Sand Lord"],
                "command": "Slor, Overlord of the Wastes",
            },
        )
    )
    assert state.terrain_types == (Terrain.DRY_HEAPS,)
    assert matchup(state, 1)["defender_vitality"] == 17


def test_no_terrain_no_terrain_bonus_after_hammer_of_doom() -> None:
    state = play(
        combat(
            "The Dry Heaps",
            attacker={
                "shield": ["Swordsman"],
                "storage": ["Hammer of Doom"],
                "plays": [{"matchup": 1, "item": "Hammer of Doom"}],
            },
            defender={"shield": ["Sand Lord"]},
        )
    )
    assert state.terrain_types == ()
    assert matchup(state, 1)["defender_vitality"] == 11


def test_the_last_secondary_attacker_gets_its_terrain_bonus() -> None:
    # The Wood Nymph (8) gets +3 in the Woods as a secondary attacker: 11 beats the Warrior
    # Spirit (10) even though its own primary (the Idiot, 0) adds nothing.
    state = play(
        combat(
            "Woods",
            attacker={"shield": ["Warrior Spirit"]},
            defender={
                "shield": ["Idiot", "Wood Nymph"],
                "primaries": ["Idiot"],
                "secondaries": [{"creature": "Wood Nymph", "target": "Warrior Spirit"}],
            },
        )
    )
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 11
    assert status(state, "Warrior Spirit") == Status.BEATEN
