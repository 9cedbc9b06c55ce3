"""Every worked example of the Guardians rules text, played from its scenario in examples/combat/.

The outcome asserted is the one the rules text gives (with its known slips corrected as
/work/shared/rules/README.md says).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from combat_helpers import ATT, DEF, Status, events, example, matchup, play, status, told

from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.schema import Creature, Terrain


def _parts(m: dict[str, Any], side: str) -> dict[str, int]:
    return {label: value for label, value in m[f"{side}_parts"]}


# --- Example 1: Chris and Bill ------------------------------------------------------------------


def test_example_1_chris_and_bill() -> None:
    state = play(example("example-1-chris-and-bill.toml"))
    summary = state.summary()

    # Bill dispels the Vitales Dark Cloud with Dispel Magic; Floyd's +2 stays and Floyd is gone.
    assert state.command_dispelled == [True, False]
    assert status(state, "Dispel Magic", DEF) == Status.USED
    assert status(state, "Floyd the Flying Pig", DEF) == Status.DESTROYED
    assert not [e for e in events(state, "aoe") if e["card"] == "Vitales Dark Cloud"]

    # Wild Nymph 4 + 1 OCB beats Ugly Wart Fiend 1 + 2 (Floyd).
    m1 = matchup(state, 1)
    assert (m1["attacker"], m1["defender"]) == ("Wild Nymph", "Ugly Wart Fiend")
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (5, 3)
    assert status(state, "Ugly Wart Fiend") == Status.BEATEN
    results = told(state, "result")
    assert "Wild Nymph 4 + 1 Off-Color = 5" in results[0]
    assert "Ugly Wart Fiend 1 + 2 Floyd the Flying Pig = 3" in results[0]

    # Snogwart 8 + 2 OCB (no Dry Heaps bonus in the Swamps) beats Devil Dog 6 + 2 (Floyd).
    m2 = matchup(state, 2)
    assert (m2["attacker"], m2["defender"]) == ("Snogwart", "Devil Dog")
    assert (m2["attacker_vitality"], m2["defender_vitality"]) == (10, 8)
    assert status(state, "Devil Dog") == Status.BEATEN

    # Wraith 8 + 7 (one stone of Tes Let) = 15 against Ice Spirit 5 + 2 OCB + 2 (Floyd) = 9: the
    # Ice Spirit is immune to Undead, so no damage; both survive, the Wraith is turned around.
    m3 = matchup(state, 3)
    assert (m3["attacker"], m3["defender"]) == ("Wraith", "Ice Spirit")
    assert (m3["attacker_vitality"], m3["defender_vitality"]) == (15, 9)
    assert "Wraith 8 + 7 channeling = 15" in results[2]
    assert "Ice Spirit 5 + 2 Off-Color + 2 Floyd the Flying Pig = 9" in results[2]
    assert status(state, "Wraith") == Status.STANDING
    assert status(state, "Ice Spirit") == Status.STANDING
    assert next(i for i in state.cards if i.name == "Wraith").turned
    assert summary["attacker"]["stones"] == 5  # Tes Let starts with 6 and spent one

    # The Super Model destroys Baal-a-Gog (bribeable by Babes): destroyed, not merely beaten.
    m4 = matchup(state, 4)
    assert (m4["attacker"], m4["defender"]) == ("Super Model", "Baal-a-Gog")
    assert status(state, "Baal-a-Gog") == Status.DESTROYED

    # Archer 6 against Gn'Omish Gnomes 4 + 2 (Floyd): a push, both survive.
    m5 = matchup(state, 5)
    assert (m5["attacker"], m5["defender"]) == ("Archer", "Gn'Omish Gnomes")
    assert (m5["attacker_vitality"], m5["defender_vitality"]) == (6, 6)
    assert status(state, "Archer") == Status.STANDING
    assert status(state, "Gn'Omish Gnomes") == Status.STANDING

    # The text says Chris's total is 30, but that counts the Super Model's red stacking number
    # (4) instead of its Vitality (1), against the rule it illustrates ("NOT THE STACKING
    # VITALITY"): 1 + 8 + 6 + 8 + 4 = 27.
    assert summary["attacker"]["total"] == 27
    (totals,) = told(state, "resolution")
    assert totals.startswith("The combat's totals: the attacker 27 (")
    assert "the defender 9 (" in totals and totals.endswith("the attacker holds the space.")
    assert sorted(summary["attacker"]["survivors"]) == sorted(
        ["Super Model", "Snogwart", "Archer", "Wraith", "Wild Nymph"]
    )
    assert summary["defender"]["total"] == 9
    assert sorted(summary["defender"]["survivors"]) == ["Gn'Omish Gnomes", "Ice Spirit"]
    assert summary["winner"] == "attacker"
    assert summary["retreats"] == "defender"
    assert state.outcome is not None and state.outcome.winners == (ATT,)


# --- Example 2: Brian and Matt in the Woods ------------------------------------------------------


def test_example_2a_order_1a_2b_3c_then_d() -> None:
    state = play(example("example-2a-brian-and-matt.toml"))
    summary = state.summary()
    m1, m2, m3 = (matchup(state, n) for n in (1, 2, 3))
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (8 + 3, 4)  # Woods bonus
    assert _parts(m1, "attacker")["terrain (Woods)"] == 3
    results = told(state, "result")
    assert "Wood Nymph 8 + 3 terrain (Woods) = 11" in results[0]
    assert "Sun Spirit 12 + 6 Off-Color = 18" in results[2]
    assert (m2["attacker_vitality"], m2["defender_vitality"]) == (9 + 2, 4)
    assert (m3["attacker_vitality"], m3["defender_vitality"]) == (12 + 6, 14)
    for name in ("Amber Well", "Gorgal Skag", "Black Lung"):
        assert status(state, name) == Status.BEATEN
    # Rock Spirit (5) attacks the Sun Spirit with the Black Lung's 14: 19 against 12.
    (secondary,) = summary["secondaries"]
    assert secondary["target"] == "Sun Spirit"
    assert secondary["vitality"] == 19
    (attack,) = told(state, "secondary_result")
    assert "Rock Spirit 5 + 14 Black Lung already fought it = 19 against Sun Spirit's 12" in attack
    assert status(state, "Sun Spirit") == Status.BEATEN
    assert summary["attacker"]["total"] == 17
    assert summary["defender"]["total"] == 5
    assert summary["winner"] == "attacker"
    assert summary["retreats"] == "defender"  # Matt retreats


def test_example_2b_ice_ogre_bribed() -> None:
    state = play(example("example-2b-brian-and-matt-bribery.toml"))
    summary = state.summary()
    assert status(state, "Ice Ogre") == Status.BRIBED
    assert status(state, "Gorgal Skag") == Status.STANDING  # the Skag survives
    assert summary["attacker"]["survivors"] == ["Wood Nymph"]
    assert summary["attacker"]["total"] == 8
    assert sorted(summary["defender"]["survivors"]) == ["Gorgal Skag", "Rock Spirit"]
    assert summary["defender"]["total"] == 9
    assert summary["winner"] == "defender"
    assert summary["retreats"] == "attacker"  # Brian retreats, Matt keeps the space


def test_example_2c_order_2a_3b_1c_then_d() -> None:
    state = play(example("example-2c-brian-and-matt.toml"))
    summary = state.summary()
    m1, m2, m3 = (matchup(state, n) for n in (1, 2, 3))
    assert (m1["attacker"], m1["attacker_vitality"], m1["defender_vitality"]) == ("Ice Ogre", 11, 4)
    assert (m2["attacker"], m2["attacker_vitality"], m2["defender_vitality"]) == (
        "Sun Spirit",
        12,
        4,
    )
    assert (m3["attacker"], m3["attacker_vitality"], m3["defender_vitality"]) == (
        "Wood Nymph",
        11,
        14,
    )
    assert status(state, "Wood Nymph") == Status.BEATEN
    # The Amber Well's ability lets the Rock Spirit beat the Ice Ogre: 8 + 5 against 9.
    (secondary,) = summary["secondaries"]
    assert (secondary["target"], secondary["vitality"]) == ("Ice Ogre", 13)
    assert status(state, "Ice Ogre") == Status.BEATEN
    assert summary["attacker"]["total"] == 12
    assert summary["defender"]["total"] == 19
    assert summary["winner"] == "defender"  # Matt keeps control
    assert summary["retreats"] == "attacker"


def test_example_2c_rock_spirit_cannot_beat_the_sun_spirit() -> None:
    # "Rock Spirit is not powerful enough to beat Sun Spirit (4 + 5 vs 12)."
    data = example("example-2c-brian-and-matt.toml")
    data["defender"]["secondaries"] = [{"creature": "Rock Spirit", "target": "Sun Spirit"}]
    state = play(data)
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 9
    assert status(state, "Sun Spirit") == Status.STANDING


def test_example_2d_order_2d_3a_1b_then_c() -> None:
    state = play(example("example-2d-brian-and-matt.toml"))
    summary = state.summary()
    assert [matchup(state, n)["defender"] for n in (1, 2, 3)] == [
        "Rock Spirit",
        "Amber Well",
        "Gorgal Skag",
    ]
    for name in ("Rock Spirit", "Amber Well", "Gorgal Skag"):
        assert status(state, name) == Status.BEATEN
    # Black Lung, left over, kills the Sun Spirit.
    assert status(state, "Sun Spirit") == Status.BEATEN
    assert summary["attacker"]["total"] == 17
    assert summary["defender"]["total"] == 14
    assert summary["winner"] == "attacker"
    assert summary["retreats"] == "defender"  # Matt retreats


def test_example_2d_with_the_ice_ogre_bribed_matt_wins() -> None:
    # "Again, if Ice Ogre had been bribed, Matt could have won the space."
    data = example("example-2d-brian-and-matt.toml")
    data["defender"]["storage"] = ["Babes"]
    data["defender"]["plays"] = [{"matchup": 1, "bribe": "Babes", "target": "Ice Ogre"}]
    state = play(data)
    summary = state.summary()
    assert status(state, "Ice Ogre") == Status.BRIBED
    assert status(state, "Rock Spirit") == Status.STANDING
    assert summary["winner"] == "defender"


# --- Sand Lord vs Swordsman -------------------------------------------------------------------


def test_sand_lord_vs_swordsman_with_the_archer() -> None:
    state = play(example("sand-lord-vs-swordsman-archer.toml"))
    m1 = matchup(state, 1)
    # Swordsman 6 + 3 OCB + 3 ranged = 12 against the Sand Lord's 11 (its OCB is only vs
    # Externals).
    assert _parts(m1, "attacker") == {"base": 6, "OCB": 3, "ranged": 3}
    assert m1["attacker_ranged"] == ["Archer"]
    assert _parts(m1, "defender") == {"base": 11}
    assert status(state, "Sand Lord") == Status.BEATEN
    assert state.summary()["winner"] == "attacker"
    (result,) = told(state, "result", ATT)
    assert result == (
        "Match-up 1: Swordsman 6 + 3 Off-Color + 3 ranged = 12 (you) against Sand Lord 11 "
        "(the defender): you win."
    )


def test_sand_lord_vs_swordsman_in_the_woods() -> None:
    state = play(example("sand-lord-vs-swordsman-woods.toml"))
    m1 = matchup(state, 1)
    # In the Woods the Sand Lord is 11 - 6 = 5, beaten by the Swordsman's 9 without any Archer.
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (9, 5)
    assert m1["attacker_ranged"] == []
    assert status(state, "Sand Lord") == Status.BEATEN
    assert status(state, "Archer") == Status.HAND


# --- The secondary-attack example: Sorcerer, Devil Dog and Iron Crag Baggler -------------------

# secondary-options-<file>.toml, side attacking, target, a creature of exactly the needed Vitality,
# and one of a point less (plain creatures: no bonus applies to them here).
SECONDARY_OPTIONS = [
    ("chris-vs-baggler", "attacker", "Iron Crag Baggler", "Razor Sliph", "Gn'Obby Gnomes"),
    ("chris-vs-archer", "attacker", "Archer", "Tanniker Smith", "Snow Daughters"),
    ("chris-vs-fire-walker", "attacker", "Fire Walker", "Gn'Obby Gnomes", "Bone Shambler"),
    ("bill-vs-sorcerer", "defender", "Sorcerer", "Ice Ogre", "Snogwart"),
    ("bill-vs-devil-dog", "defender", "Devil Dog", "Tanniker Smith", "Snow Daughters"),
]
NEEDED = {"Iron Crag Baggler": 5, "Archer": 7, "Fire Walker": 4, "Sorcerer": 9, "Devil Dog": 7}
#: What the target stands at in the secondaries: its base Vitality, every bonus gone.
TARGET_VITALITY = {
    "Iron Crag Baggler": 4,
    "Archer": 6,
    "Fire Walker": 9,
    "Sorcerer": 8,
    "Devil Dog": 6,
}


def _plain_vitality(name: str) -> int:
    """Base Vitality of a card, and a check that it has no bonus that could apply here."""
    card = builtin_library().get(name)
    assert isinstance(card, Creature)
    assert not card.bonus and not card.team_bonus and Terrain.SWAMPS not in card.terrain_bonus
    return card.vitality


def _swap(data: dict[str, Any], side: str, old: str, new: str) -> dict[str, Any]:
    data = copy.deepcopy(data)
    data[side]["shield"] = [new if n == old else n for n in data[side]["shield"]]
    for attack in data[side]["secondaries"]:
        if attack["creature"] == old:
            attack["creature"] = new
    return data


def _primaries_as_in_the_text(state: CombatState) -> None:
    # Swordsman + Archer (12) beats the Sand Lord (11); the Fire Walker's fire attack does the
    # Devil Dog no damage and is turned around, the Devil Dog (6) cannot beat the Fire Walker (9).
    m1, m2 = matchup(state, 1), matchup(state, 2)
    assert (m1["attacker"], m1["defender"], m1["defender_ranged"]) == (
        "Sand Lord",
        "Swordsman",
        ["Archer"],
    )
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (11, 12)
    assert m1["result"] == "defender"
    assert status(state, "Sand Lord") == Status.BEATEN
    assert (m2["attacker"], m2["defender"]) == ("Devil Dog", "Fire Walker")
    assert (m2["attacker_vitality"], m2["defender_vitality"]) == (6, 9)
    assert m2["result"] == "no damage"
    assert next(i for i in state.cards if i.name == "Fire Walker").turned


@pytest.mark.parametrize(("name", "side", "target", "exact", "less"), SECONDARY_OPTIONS)
def test_secondary_options_exact_vitality_kills(
    name: str, side: str, target: str, exact: str, less: str
) -> None:
    data = example(f"secondary-options-{name}.toml")
    assert _plain_vitality(exact) == NEEDED[target]
    state = play(data)
    _primaries_as_in_the_text(state)
    (secondary,) = state.summary()["secondaries"]
    assert secondary["attackers"] == [exact]
    assert secondary["vitality"] == TARGET_VITALITY[target] + 1
    assert status(state, target) == Status.BEATEN


@pytest.mark.parametrize(("name", "side", "target", "exact", "less"), SECONDARY_OPTIONS)
def test_secondary_options_one_point_less_does_not(
    name: str, side: str, target: str, exact: str, less: str
) -> None:
    data = _swap(example(f"secondary-options-{name}.toml"), side, exact, less)
    assert _plain_vitality(less) == NEEDED[target] - 1
    state = play(data)
    _primaries_as_in_the_text(state)
    (secondary,) = state.summary()["secondaries"]
    assert secondary["attackers"] == [less]
    assert secondary["vitality"] == TARGET_VITALITY[target]  # a tie does not kill
    assert status(state, target) == Status.STANDING


def test_secondary_options_baggler_dispels_the_sorcerer() -> None:
    # "Iron Crag Baggler (as a command card, dispels opponent's command card)": no fire AOE.
    state = play(example("secondary-options-chris-vs-baggler.toml"))
    assert state.command_dispelled == [True, False]
    assert not events(state, "aoe")


def test_secondary_options_even_an_idiot_kills_the_swordsman() -> None:
    state = play(example("secondary-options-chris-vs-swordsman.toml"))
    _primaries_as_in_the_text(state)
    (secondary,) = state.summary()["secondaries"]
    # Idiot 0 + the Sand Lord's 11 against the Swordsman, back to being a 6.
    assert secondary["attackers"] == ["Idiot"]
    assert secondary["vitality"] == 11
    assert status(state, "Swordsman") == Status.BEATEN


# --- Command-card conflicts -------------------------------------------------------------------


def test_command_ex1_vitales_dark_cloud_and_sorcerer_both_take_effect() -> None:
    state = play(example("command-vitales-dark-cloud-vs-sorcerer.toml"))
    assert state.command_dispelled == [False, False]
    hits = {e["card"]: e["hit"] for e in events(state, "aoe")}
    assert hits == {"Vitales Dark Cloud": ["Gorgal Skag"], "Sorcerer": ["Gn'Obby Gnomes"]}
    assert status(state, "Gorgal Skag") == Status.DISCARDED
    assert status(state, "Gn'Obby Gnomes") == Status.DISCARDED


def test_command_ex2_visionary_and_seer_both_dispelled() -> None:
    state = play(example("command-visionary-vs-seer.toml"))
    assert state.command_dispelled == [True, True]
    assert sorted(e["card"] for e in events(state, "dispelled")) == ["Seer", "Visionary"]


def test_command_ex3_trumpeter_and_baleful_eye_neither_dispelled() -> None:
    state = play(example("command-trumpeter-vs-baleful-eye.toml"))
    assert state.command_dispelled == [False, False]
    assert not events(state, "dispelled")


def test_command_ex4_slor_dispels_uras_and_the_land_is_the_dry_heaps() -> None:
    state = play(example("command-uras-vs-slor.toml"))
    assert state.command_dispelled == [True, False]
    (dispelled,) = events(state, "dispelled")
    assert dispelled["card"].startswith("Uras")
    assert state.terrain_types == (Terrain.DRY_HEAPS,)
    m1 = matchup(state, 1)
    assert _parts(m1, "defender") == {"base": 11, "terrain (The Dry Heaps)": 6}
    assert status(state, "Swordsman") == Status.BEATEN


def test_command_ex4_the_other_way_round() -> None:
    data = example("command-uras-vs-slor.toml")
    data["attacker"], data["defender"] = (
        {"shield": ["Slor, Overlord of the Wastes", "Swordsman"], "command": "Slor"},
        {"shield": ["Uras, Overlord of the Mountains", "Sand Lord"], "command": "Uras"},
    )
    state = play(data)
    assert state.command_dispelled == [False, True]
    assert state.terrain_types == (Terrain.DRY_HEAPS,)
