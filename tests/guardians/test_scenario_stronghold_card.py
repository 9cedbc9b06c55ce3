"""A combat scenario's ``stronghold`` key (the defender stands on a stronghold card) carries the
whole card into the combat, as the whole game does: its defence, a die defence rolled once
("1d6+1 Vitality, one roll made before the combat for all of them", Drifter's Nexus), the
terrain its space counts as (Freebooter's Stronghold L: Rivers and Lakes) and a ranged bonus
(Sabu Amantek: "your ranged attacks here are 2 points stronger")."""

from __future__ import annotations

import pytest
from combat_helpers import combat, events, matchup, play

from stronghold.engine.errors import ScenarioError
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.schema import Terrain

DRIFTERS = "Drifter's Nexus Stronghold C"
FREEBOOTERS = "Freebooter's Stronghold L"


def _defending(stronghold: str, terrain: str = "none", **defender: object) -> dict:
    return combat(
        terrain,
        attacker={"shield": ["Swordsman", "Axeman"], "primaries": ["Swordsman", "Axeman"]},
        defender={
            "shield": ["Zombie", "Archer"],
            "primaries": ["Zombie", "Archer"],
            "stronghold": stronghold,
            **defender,
        },
    )


def test_a_die_stronghold_rolls_one_d6_plus_1_for_all_its_defenders() -> None:
    state = play(_defending(DRIFTERS))
    rolls = [e for e in events(state, "roll") if e["purpose"] == "its defence"]
    assert len(rolls) == 1 and rolls[0]["dice"] == 1
    defence = rolls[0]["total"] + 1
    assert 2 <= defence <= 7
    for number in (1, 2):  # the same roll for every defender
        assert dict(matchup(state, number)["defender_parts"])["stronghold"] == defence


def test_each_combat_rolls_its_own_die() -> None:
    game = load("guardians-combat", scenario=_defending(DRIFTERS))
    defences = set()
    for seed in range(30):
        state = game.new_state(seed)
        assert isinstance(state, CombatState)
        defences.add(state.stronghold_defense())
        assert state.stronghold_defense() in defences  # the roll is kept for the combat
    assert defences <= set(range(2, 8)) and len(defences) > 1


def test_a_stronghold_that_counts_as_a_terrain_is_that_terrain() -> None:
    # Freebooter's Stronghold L counts as Rivers and Lakes: the Black Lung defending it gets
    # its Rivers and Lakes bonus (+4).
    state = play(
        combat(
            "none",
            attacker={"shield": ["Swordsman"], "primaries": ["Swordsman"]},
            defender={
                "shield": ["Black Lung"],
                "primaries": ["Black Lung"],
                "stronghold": FREEBOOTERS,
            },
        )
    )
    assert state.terrain_types == (Terrain.RIVERS_AND_LAKES,)
    parts = dict(matchup(state, 1)["defender_parts"])
    assert parts["stronghold"] == 4
    assert 4 in parts.values() and any("Rivers" in label for label in parts)


def test_a_scenario_cannot_give_a_counts_as_stronghold_another_terrain() -> None:
    with pytest.raises(ScenarioError, match="Rivers and Lakes"):
        play(_defending(FREEBOOTERS, "Woods"))


def test_a_stronghold_ranged_bonus_adds_to_its_defenders_ranged_attacks() -> None:
    # Sabu Amantek C: +4 to defenders, and their ranged attacks are 2 points stronger.
    state = play(
        combat(
            "none",
            attacker={"shield": ["Swordsman"], "primaries": ["Swordsman"]},
            defender={
                "shield": ["Zombie", "Archer"],
                "primaries": ["Zombie"],
                "plays": [{"matchup": 1, "ranged": "Archer"}],
                "stronghold": "Sabu Amantek C",
            },
        )
    )
    parts = dict(matchup(state, 1)["defender_parts"])
    assert parts["stronghold"] == 4
    assert parts["ranged"] == 3 + 2
