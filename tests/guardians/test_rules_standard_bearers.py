"""STANDARD BEARERS: a standard bearer's ability holds in every combat its shield fights.

Each side of a scenario may name its shield card with ``standard = "..."``; decisions written
in docs/rules-notes/cards/board-cards.md.
"""

from __future__ import annotations

from typing import Any

import pytest
from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    pass_or_done,
    start,
    status,
    to_matchup,
    to_step,
)

from stronghold.engine.errors import ScenarioError
from stronghold.games.guardians.combat.memory import Declared
from stronghold.games.guardians.combat.state import CombatState


def _side(shield: list[str], standard: str | None = None, **more: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"shield": shield, **more}
    if standard is not None:
        out["standard"] = standard
    return out


def _fight(
    terrain: str,
    attacker: list[str],
    defender: list[str],
    *,
    att_standard: str | None = None,
    def_standard: str | None = None,
    **sides: Any,
) -> CombatState:
    """The first two creatures fight match-up 1; everything else is passed."""
    state = start(
        combat(
            terrain,
            attacker=_side(attacker, att_standard, **sides.get("att", {})),
            defender=_side(defender, def_standard, **sides.get("def", {})),
        )
    )
    to_matchup(state, attacker[0], defender[0])
    return state


def _to_modify(state: CombatState, seat: int) -> None:
    while state.phase != "modify_window" or state.current_seat != seat:
        do(state, "pass")


def _parts(state: CombatState, side: str) -> dict[str, int]:
    return {label: value for label, value in matchup(state, 1)[f"{side}_parts"]}


def _vitality(state: CombatState, side: str) -> int:
    return int(matchup(state, 1)[f"{side}_vitality"])


# --- the scenario names the shield card -------------------------------------------------------


def test_a_scenario_may_name_only_a_standard_bearer_as_its_standard() -> None:
    with pytest.raises(ScenarioError, match="not a standard bearer"):
        start(
            combat(
                attacker={"shield": ["Swordsman"], "standard": "Shield Ploog's Chicken 07"},
                defender={"shield": ["Archer"]},
            )
        )


def test_the_standard_bearer_lies_face_up_and_never_fights() -> None:
    state = _fight(
        "none", ["Swordsman"], ["Archer"], att_standard="Standard Bearer Warhola's Snakes 06"
    )
    flag = card(state, "Standard Bearer Warhola's Snakes 06")
    assert flag.revealed and flag.id not in state.hidden_from(DEF)
    finish(state)
    assert flag.name not in state.summary()["attacker"]["survivors"]


# --- team bonuses --------------------------------------------------------------------------------


def test_angelic_13_gives_plus_3_against_a_flier_only() -> None:
    # Swordsman 6 + OCB 3 (mortal beats elemental) against the flying Gorgal Skag: +3 more.
    state = _fight(
        "none", ["Swordsman"], ["Gorgal Skag"], att_standard="Standard Bearer Brom's Angelic 13"
    )
    finish(state)
    assert _parts(state, "attacker")["Standard Bearer Brom's Angelic 13"] == 3
    assert _vitality(state, "attacker") == 6 + 3 + 3
    # Against a creature that does not fly: nothing.
    state = _fight(
        "none", ["Swordsman"], ["Grilbus"], att_standard="Standard Bearer Brom's Angelic 13"
    )
    finish(state)
    assert _vitality(state, "attacker") == 6


def test_demonic_04_gives_plus_2_only_when_its_shield_attacks() -> None:
    name = "Standard Bearer Brom's Demonic 04"
    state = _fight("none", ["Swordsman"], ["Grilbus"], att_standard=name)
    finish(state)
    assert _vitality(state, "attacker") == 6 + 2
    state = _fight("none", ["Swordsman"], ["Grilbus"], def_standard=name)
    finish(state)
    assert _vitality(state, "defender") == 6


def test_lightning_14_gives_plus_2_only_when_its_shield_defends() -> None:
    name = "Standard Bearer Maitz's Lightning 14"
    state = _fight("none", ["Swordsman"], ["Grilbus"], def_standard=name)
    finish(state)
    assert _vitality(state, "defender") == 6 + 2
    assert matchup(state, 1)["result"] == "defender"
    state = _fight("none", ["Swordsman"], ["Grilbus"], att_standard=name)
    finish(state)
    assert _vitality(state, "attacker") == 6


def test_dem_bones_19_gives_plus_2_to_creatures_with_a_bribery_icon() -> None:
    name = "Standard Bearer Dem Bones 19"
    state = _fight("none", ["Swordsman"], ["Grilbus"], att_standard=name)  # gold icon
    finish(state)
    assert _vitality(state, "attacker") == 6 + 2
    state = _fight("none", ["Grilbus"], ["Swordsman"], att_standard=name)  # no icon
    finish(state)
    assert _vitality(state, "attacker") == 6


# --- ranged attacks ------------------------------------------------------------------------------


def _ranged_fight(att_standard: str | None, def_standard: str | None) -> int:
    """The attacker's Archer (3) fires for its Swordsman: the ranged points counted."""
    state = _fight(
        "none",
        ["Swordsman", "Archer"],
        ["Grilbus"],
        att_standard=att_standard,
        def_standard=def_standard,
    )
    _to_modify(state, ATT)
    do(state, "ranged", "Archer")
    finish(state)
    return _parts(state, "attacker").get("ranged", 0)


def test_dragon_15_makes_every_ranged_attack_1_weaker_on_both_sides() -> None:
    assert _ranged_fight(None, None) == 3
    assert _ranged_fight("Standard Bearer Brom's Dragon 15", None) == 2
    assert _ranged_fight(None, "Standard Bearer Brom's Dragon 15") == 2


@pytest.mark.parametrize(
    "name", ["Standard Bearer Ploog's Chicken 05", "Standard Bearer Ploog's Ox 05"]
)
def test_chicken_05_and_ox_05_add_3_to_own_ranged_attacks_when_defending(name: str) -> None:
    state = _fight("none", ["Grilbus"], ["Swordsman", "Archer"], def_standard=name)
    _to_modify(state, DEF)
    do(state, "ranged", "Archer")
    finish(state)
    assert _parts(state, "defender")["ranged"] == 3 + 3
    assert _ranged_fight(name, None) == 3  # attacking: nothing
    assert _ranged_fight(None, name) == 3  # the opponent's ranged attacks: nothing


def test_ox_19_adds_3_to_own_ranged_attacks_when_attacking() -> None:
    assert _ranged_fight("Standard Bearer Ploog's Ox 19", None) == 6
    state = _fight(
        "none",
        ["Grilbus"],
        ["Swordsman", "Archer"],
        def_standard="Standard Bearer Ploog's Ox 19",
    )
    _to_modify(state, DEF)
    do(state, "ranged", "Archer")
    finish(state)
    assert _parts(state, "defender")["ranged"] == 3


# --- channeling ------------------------------------------------------------------------------


def _channeled(att_standard: str | None, def_standard: str | None, guardian: str) -> int:
    """The attacker's Guardian channels once into the Zombie (green bar, cap 7)."""
    state = _fight(
        "none",
        ["Zombie"],
        ["Grilbus"],
        att_standard=att_standard,
        def_standard=def_standard,
        att={"guardian": guardian},
    )
    _to_modify(state, ATT)
    do(state, "channel", "guardian")
    finish(state)
    return _parts(state, "attacker").get("channeling", 0)


def test_skull_21_takes_3_from_every_channeling_on_both_sides() -> None:
    assert _channeled(None, None, "Rak Nam") == 7  # CMP 9, capped at 7
    assert _channeled("Standard Bearer Brom's Skull 21", None, "Rak Nam") == 6
    assert _channeled(None, "Standard Bearer Brom's Skull 21", "Rak Nam") == 6
    assert _channeled(None, "Standard Bearer Brom's Skull 21", "Gaar") == 2  # CMP 5


def test_snakes_17_adds_2_to_channeling_into_own_creatures_within_the_cap() -> None:
    assert _channeled(None, None, "Gaar") == 5
    assert _channeled("Standard Bearer Warhola's Snakes 17", None, "Gaar") == 7
    assert _channeled("Standard Bearer Warhola's Snakes 17", None, "Rak Nam") == 7  # cap 7
    assert _channeled(None, "Standard Bearer Warhola's Snakes 17", "Gaar") == 5


# --- terrain bonuses and Off-Color Bonuses ----------------------------------------------------


def test_goblin_11_takes_3_from_opposing_terrain_bonuses_never_below_zero() -> None:
    name = "Standard Bearer Brom's Goblin 11"
    # Sand Lord +6 on The Dry Heaps: 6 - 3 = 3 left.
    state = _fight("The Dry Heaps", ["Grilbus"], ["Sand Lord"], att_standard=name)
    finish(state)
    assert _parts(state, "defender")[f"{name} (terrain bonus)"] == -3
    assert _vitality(state, "defender") == 11 + 6 - 3
    # Its own Grilbus keeps its terrain bonus (+2; and OCB +2, mortal beats elemental).
    assert _vitality(state, "attacker") == 6 + 2 + 2
    # Groatie's +1 goes to 0, not below.
    state = _fight("The Dry Heaps", ["Grilbus"], ["Groatie"], att_standard=name)
    finish(state)
    assert _vitality(state, "defender") == 3 + 1 - 1


def test_goblin_16_adds_1_to_every_positive_terrain_bonus_of_both_sides() -> None:
    name = "Standard Bearer Brom's Goblin 16"
    state = _fight("The Dry Heaps", ["Grilbus"], ["Sand Lord"], def_standard=name)
    finish(state)
    assert _vitality(state, "attacker") == 6 + 2 + 2 + 1  # OCB 2, terrain 2 + 1
    assert _vitality(state, "defender") == 11 + 6 + 1
    # A terrain penalty is not changed: Sand Lord -6 in the Woods.
    state = _fight("Woods", ["Grilbus"], ["Sand Lord"], def_standard=name)
    finish(state)
    assert _vitality(state, "defender") == 11 - 6


def test_skull_16_adds_2_to_own_off_color_bonuses_that_apply() -> None:
    name = "Standard Bearer Brom's Skull 16"
    state = _fight("none", ["Swordsman"], ["Sand Lord"], att_standard=name)  # mortal > elemental
    finish(state)
    assert _vitality(state, "attacker") == 6 + 3 + 2
    state = _fight("none", ["Swordsman"], ["Grilbus"], att_standard=name)  # no OCB here
    finish(state)
    assert _vitality(state, "attacker") == 6
    state = _fight("none", ["Sand Lord"], ["Swordsman"], att_standard=name)  # not the opponent's
    finish(state)
    assert _vitality(state, "defender") == 6 + 3


# --- control, bribery, pushes ------------------------------------------------------------------


def test_insect_14_counts_3_more_for_control_when_attacking() -> None:
    name = "Standard Bearer Maitz's Insect 14"
    # Grilbus 6 against Swordsman 6: a push, both stand; 6 + 3 beats 6.
    state = _fight("none", ["Grilbus"], ["Swordsman"], att_standard=name)
    finish(state)
    assert state.summary()["attacker"]["total"] == 6 + 3
    assert state.summary()["winner"] == "attacker"
    state = _fight("none", ["Grilbus"], ["Swordsman"], def_standard=name)
    finish(state)
    assert state.summary()["defender"]["total"] == 6  # defending: nothing


def test_insect_16_creatures_cannot_be_bribed() -> None:
    plain = _fight("none", ["Grilbus"], ["Swordsman"], att={"storage": ["Gold"]})
    assert ("bribe", "Swordsman", "gold") in legal(plain)
    state = _fight(
        "none",
        ["Grilbus"],
        ["Swordsman"],
        def_standard="Standard Bearer Maitz's Insect 16",
        att={"storage": ["Gold"]},
    )
    assert state.phase != "bribery" or ("bribe", "Swordsman", "gold") not in legal(state)


def test_snakes_06_wins_tied_primary_match_ups() -> None:
    state = _fight("none", ["Grilbus"], ["Swordsman"])
    finish(state)
    assert matchup(state, 1)["result"] == "push"
    state = _fight(
        "none", ["Grilbus"], ["Swordsman"], att_standard="Standard Bearer Warhola's Snakes 06"
    )
    finish(state)
    assert matchup(state, 1)["result"] == "attacker"
    assert status(state, "Swordsman") == Status.BEATEN


def test_snakes_06_wins_a_tied_secondary_attack() -> None:
    # The attacker's Grilbus (6) is left over; it attacks the standing Swordsman (6) after a
    # push: 6 is not more than 6, but the standard makes the tie a win.
    data = combat(
        "none",
        attacker={
            "shield": ["Archer", "Grilbus"],
            "standard": "Standard Bearer Warhola's Snakes 06",
        },
        defender={"shield": ["Jibber"]},
    )
    state = start(data)
    to_matchup(state, "Archer", "Jibber")  # 6 against 7 + 0: Archer beaten
    while state.phase != "secondary":
        pass_or_done(state)
    do(state, "secondary", "Grilbus", "Jibber")
    finish(state)
    assert status(state, "Jibber") == Status.BEATEN


def test_egyptian_11_earns_a_stone_when_its_shield_wins() -> None:
    name = "Egyptian motif Standard 11"
    state = _fight("none", ["Swordsman"], ["Groatie"], att_standard=name, att={"stones": 3})
    finish(state)
    assert state.summary()["winner"] == "attacker"
    assert state.stones[ATT] == 3 + 1
    state = _fight("none", ["Groatie"], ["Swordsman"], att_standard=name, att={"stones": 3})
    finish(state)
    assert state.summary()["winner"] == "defender"
    assert state.stones[ATT] == 3


# --- declarations ------------------------------------------------------------------------------


def test_demonic_19_the_opponent_declares_the_size_of_his_first_creature() -> None:
    state = start(
        combat(
            "none",
            attacker={
                "shield": ["Swordsman", "Grilbus"],
                "standard": "Standard Bearer Brom's Demonic 19",
            },
            defender={"shield": ["Groatie", "Archer"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    assert state.phase == "primary_choose" and state.current_seat == DEF
    do(state, "primary", "Groatie")
    groatie = card(state, "Groatie").id
    assert events(state, "declares")[-1] == {
        "kind": "declares",
        "seat": DEF,
        "what": "size",
        "value": "S",
    }
    # The attacker learns the size, not which of the defender's cards was taken; the
    # conformance suite counts the declared card as one that came to the attacker's sight.
    # The card's id is never sent (a later combat deals the same id to another card).
    announced = [e for e in state.event_log if e.kind == "declares"][-1]
    assert announced.told_to(ATT).card is None
    assert announced.told_to(DEF) == announced and announced.disclosed() == (groatie,)
    assert state.declared_info == Declared("defender", "size", "S")
    assert card(state, "Groatie").id in state.hidden_from(ATT)  # only the size is known
    do(state, "primary", "Swordsman")
    while state.phase != "primary_choose":
        pass_or_done(state)
    # Match-up 2: back to the ordinary order, nothing declared.
    assert state.current_seat == ATT
    assert len(events(state, "declares")) == 1


def test_lightning_04_the_attacker_declares_the_realm_of_his_first_creature() -> None:
    state = start(
        combat(
            "none",
            attacker={"shield": ["Sand Lord", "Grilbus"]},
            defender={
                "shield": ["Swordsman", "Archer"],
                "standard": "Standard Bearer Maitz's Lightning 04",
            },
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    assert state.current_seat == ATT
    do(state, "primary", "Sand Lord")
    assert state.declared_info == Declared("attacker", "realm", "elemental")


# --- paid powers ---------------------------------------------------------------------------------


def test_chicken_12_pays_a_stone_to_dispel_the_opposing_command_card() -> None:
    data = combat(
        "none",
        attacker={"shield": ["Swordsman"], "storage": ["Vitales Dark Cloud"]},
        defender={
            "shield": ["Grilbus", "Groatie"],
            "standard": "Standard Bearer Ploog's Chicken 12",
            "stones": 2,
        },
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Vitales Dark Cloud")
    # the attacker has nothing to do in the command window (and no face-down storage card
    # that could give it something): the defender is asked
    assert state.phase == "command_window" and state.current_seat == DEF
    assert ("power", "standard", "dispel", "Vitales Dark Cloud") in legal(state)
    do(state, "power", "standard", "dispel", "Vitales Dark Cloud")
    assert state.stones[DEF] == 1
    assert state.command_dispelled[ATT]
    to_step(state, "primary_choose")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Grilbus")
    finish(state)
    assert status(state, "Groatie") != Status.DISCARDED  # the 4-point AOE never went off


def test_chicken_12_needs_a_stone() -> None:
    data = combat(
        "none",
        attacker={"shield": ["Swordsman"], "storage": ["Vitales Dark Cloud"]},
        defender={
            "shield": ["Grilbus"],
            "standard": "Standard Bearer Ploog's Chicken 12",
            "stones": 0,
        },
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Vitales Dark Cloud")
    assert state.phase != "command_window" or not any(a[0] == "power" for a in legal(state))


def _aoe_combat(stones: int) -> CombatState:
    """The defender's Odious Clamjack (2-point AOE) against a hand holding the Idiot (0)."""
    state = start(
        combat(
            "none",
            attacker={
                "shield": ["Swordsman", "Idiot"],
                "standard": "Egyptian motif Standard 25",
                "stones": stones,
            },
            defender={"shield": ["Odious Clamjack"]},
        )
    )
    to_matchup(state, "Swordsman", "Odious Clamjack")
    while state.phase not in ("aoe_cancel", "modify_window") and not state.is_terminal():
        do(state, "pass")
    return state


def test_egyptian_25_pays_a_stone_to_cancel_a_creature_aoe() -> None:
    state = _aoe_combat(2)
    assert state.phase == "aoe_cancel" and state.current_seat == ATT
    assert ("power", "standard", "cancel", "Odious Clamjack") in legal(state)
    do(state, "power", "standard", "cancel", "Odious Clamjack")
    assert state.stones[ATT] == 1
    assert status(state, "Idiot") == Status.HAND
    finish(state)
    assert status(state, "Idiot") == Status.HAND


def test_egyptian_25_may_let_the_aoe_go_off() -> None:
    state = _aoe_combat(2)
    do(state, "pass")
    assert status(state, "Idiot") == Status.DISCARDED
    assert state.stones[ATT] == 2


def test_egyptian_25_is_not_offered_without_a_stone() -> None:
    state = _aoe_combat(0)
    assert state.phase != "aoe_cancel"
    assert status(state, "Idiot") == Status.DISCARDED


def test_angelic_19_buys_lost_creatures_back_into_the_storage_hand() -> None:
    state = start(
        combat(
            "none",
            attacker={
                "shield": ["Groatie", "Swordsman"],
                "standard": "Standard Bearer Brom's Angelic 19",
                "stones": 1,
            },
            defender={"shield": ["Watcher", "Snogwart"]},
        )
    )
    to_matchup(state, "Groatie", "Watcher")
    while state.phase != "reclaim":
        assert not state.is_terminal()
        if state.phase == "primary_choose":
            do(state, "primary", "Swordsman" if state.current_seat == ATT else "Snogwart")
        else:
            pass_or_done(state)
    assert state.current_seat == ATT
    offered = {a[3] for a in legal(state) if a[0] == "power"}
    assert offered == {"Groatie", "Swordsman"}
    do(state, "power", "standard", "reclaim", "Groatie")
    assert state.is_terminal()  # no stone left for the second one
    assert state.stones[ATT] == 0
    assert card(state, "Groatie").id in state.to_storage
    assert "Groatie" in state.summary()["attacker"]["returned"]
    assert card(state, "Swordsman").id not in state.to_storage


def test_dragon_19_pays_a_stone_to_change_a_realm_for_the_match_up() -> None:
    # Sand Lord (elemental, OCB 3 against externals) against the Swordsman (mortal, OCB 3
    # against elementals): the attacker makes the Swordsman external for this match-up, so
    # the Swordsman loses its OCB and Sand Lord gains its own.
    state = start(
        combat(
            "none",
            attacker={
                "shield": ["Sand Lord", "Grilbus"],
                "standard": "Standard Bearer Brom's Dragon 19",
                "stones": 1,
            },
            defender={"shield": ["Swordsman", "Axeman"]},
        )
    )
    to_matchup(state, "Sand Lord", "Swordsman")
    _to_modify(state, ATT)
    realm_changes = {a for a in legal(state) if a[:2] == ("power", "standard")}
    assert ("power", "standard", "realm", "Swordsman", "external") in realm_changes
    assert ("power", "standard", "realm", "Sand Lord", "mortal") in realm_changes
    do(state, "power", "standard", "realm", "Swordsman", "external")
    assert state.stones[ATT] == 0
    while state.phase != "primary_choose":
        pass_or_done(state)
    assert _vitality(state, "attacker") == 11 + 3
    assert _vitality(state, "defender") == 6
    assert card(state, "Swordsman").creature.realm.value == "mortal"  # only for that match-up
    # Match-up 2: no stone left, nothing offered.
    do(state, "primary", "Grilbus")
    do(state, "primary", "Axeman")
    _to_modify(state, ATT) if state.phase == "modify_window" else None
    assert not any(a[0] == "power" for a in legal(state))


def test_dem_bones_15_pays_a_stone_per_bribery_icon_changed_before_bribery() -> None:
    # The attacker holds Babes only; the defender's Swordsman shows gold. The attacker turns
    # the icon into babes and bribes it.
    state = start(
        combat(
            "none",
            attacker={
                "shield": ["Grilbus"],
                "storage": ["Babes"],
                "standard": "Standard Bearer Dem Bones 15",
                "stones": 2,
            },
            defender={"shield": ["Swordsman"]},
        )
    )
    to_matchup(state, "Grilbus", "Swordsman")
    assert state.phase == "icons" and state.current_seat == ATT
    offered = {a for a in legal(state) if a[0] == "power"}
    assert offered == {
        ("power", "standard", "icon", "Swordsman", "gold", "babes"),
        ("power", "standard", "icon", "Swordsman", "gold", "beer"),
    }
    do(state, "power", "standard", "icon", "Swordsman", "gold", "babes")
    assert state.stones[ATT] == 1
    assert card(state, "Swordsman").creature.bribe == ["babes"]
    do(state, "pass")  # no more changes
    assert state.phase == "bribery"
    do(state, "bribe", "Swordsman", "babes")
    assert status(state, "Swordsman") == Status.BRIBED


def test_dem_bones_15_lets_its_owner_protect_his_creature() -> None:
    # The defender turns his Swordsman's gold icon into beer: the attacker's Gold no longer
    # fits it.
    state = start(
        combat(
            "none",
            attacker={"shield": ["Grilbus"], "storage": ["Gold"]},
            defender={
                "shield": ["Swordsman"],
                "standard": "Standard Bearer Dem Bones 15",
                "stones": 1,
            },
        )
    )
    to_matchup(state, "Grilbus", "Swordsman")
    assert state.phase == "icons" and state.current_seat == DEF
    do(state, "power", "standard", "icon", "Swordsman", "gold", "beer")
    assert state.phase != "icons"
    assert state.phase != "bribery" or ("bribe", "Swordsman", "gold") not in legal(state)
    assert status(state, "Swordsman") != Status.BRIBED


# --- every standard bearer and every Guardian power in random combats ------------------------


def test_random_combats_with_standard_bearers_and_guardian_powers_end_cleanly() -> None:
    import copy
    import random

    from stronghold.engine.rng import Rng
    from stronghold.games.guardians.combat.setup import random_setup
    from stronghold.games.guardians.library import builtin_library
    from stronghold.games.guardians.schema import Creature, Guardian, Shield

    lib = builtin_library()
    standards = [c for c in lib if isinstance(c, Shield) and c.standard is not None]
    powers = [
        lib.get_kind(name, Guardian) for name in ("Gaar", "Siin", "Grahzue", "Sikura", "Eisnmir")
    ]
    assert len(standards) == 24
    base = start(combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Axeman"]}))
    for seed in range(300):
        chooser = random.Random(seed)
        setup = random_setup(Rng(seed), lib)
        for side in (setup.attacker, setup.defender):
            side.standard = chooser.choice(standards)
            if chooser.random() < 0.5:
                side.guardian = chooser.choice(powers)
                side.stones = max(side.stones, 4)
        state = CombatState(base.game, copy.deepcopy(setup), seed=seed)
        for _ in range(2000):
            if state.is_terminal():
                break
            options = state.legal_actions()
            assert options, f"seed {seed}: no legal action in phase {state.phase}"
            state.apply(chooser.choice(options))
        assert state.is_terminal(), f"seed {seed}: the combat did not end"
        assert min(state.stones) >= 0, f"seed {seed}: stones went negative"
        # every realm changed for a match-up is the printed one again
        assert not state.realm_changed
        for inst in state.cards:
            if inst.is_creature:
                printed = lib.get(inst.name)
                assert isinstance(printed, Creature) and inst.creature.realm == printed.realm
