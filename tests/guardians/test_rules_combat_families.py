"""Combat bonuses, destruction and dice (Dork Age, Etherwave Magna Lock, Summon Entropy Storm)
and changes of class or base Vitality (Sooooooul Mirror, 40,000 Useless Warhammers), played
through scenarios (docs/rules-notes/cards/combat-families.md)."""

from __future__ import annotations

import copy
from typing import Any

from combat_helpers import (
    ATT,
    Status,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    play,
    start,
    status,
)

from stronghold.engine.registry import load
from stronghold.games.guardians.combat.scenario import load_scenario_text
from stronghold.games.guardians.combat.state import CombatState


def _scenario(text: str) -> dict[str, Any]:
    return load_scenario_text(text)


# --- Dork Age: a loss by more than 10 is a win --------------------------------------------------


def _dork_age(defender: str) -> CombatState:
    return play(
        _scenario(
            f"""
            terrain = "Swamps"
            [attacker]
            shield = ["Gn'Obby Gnomes"]
            storage = ["Dork Age"]
            command = "Dork Age"
            [defender]
            shield = ["{defender}"]
            """
        )
    )


def test_dork_age_turns_a_loss_by_more_than_ten_into_a_win() -> None:
    state = _dork_age("Great Ba'te")
    first = matchup(state, 1)
    assert first["defender_vitality"] - first["attacker_vitality"] > 10
    assert first["result"] == "attacker"
    assert status(state, "Great Ba'te") == Status.BEATEN
    assert status(state, "Gn'Obby Gnomes") == Status.STANDING


def test_dork_age_leaves_a_loss_by_ten_or_less_a_loss() -> None:
    state = _dork_age("Sand Lord")
    first = matchup(state, 1)
    assert 0 < first["defender_vitality"] - first["attacker_vitality"] <= 10
    assert first["result"] == "defender"
    assert status(state, "Gn'Obby Gnomes") == Status.BEATEN


# --- Etherwave Magna Lock: both destroyed, only against a flier -----------------------------------


def test_etherwave_magna_lock_destroys_its_creature_and_the_flier_it_faces() -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["Etherwave Magna Lock"],
                "plays": [{"matchup": 1, "spell": "Etherwave Magna Lock", "target": "Swordsman"}],
            },
            defender={"shield": ["Warrior Spirit"]},
        )
    )
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Warrior Spirit") == Status.DESTROYED


def test_etherwave_magna_lock_is_not_offered_against_a_creature_that_cannot_fly() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Etherwave Magna Lock"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Sand Lord")
    seen = set()
    while not state.is_terminal():
        seen.update(a[:2] for a in legal(state))
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    assert ("cast", "Etherwave Magna Lock") not in seen


# --- Summon Entropy Storm: a die decides the match-up ---------------------------------------------

_STORM = combat(
    attacker={"shield": ["Gorgal Skag", "Swordsman"], "storage": ["Summon Entropy Storm"]},
    defender={"shield": ["Sand Lord", "Axeman"]},
)


def _storm(seed: int) -> tuple[CombatState, int]:
    """Seed ``seed``: the Storm cast on the Gorgal Skag (Small) against the Sand Lord; the
    number rolled."""
    state = load("guardians-combat", scenario=copy.deepcopy(_STORM)).new_state(seed)
    assert isinstance(state, CombatState)
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Gorgal Skag")
    do(state, "primary", "Sand Lord")
    while state.phase != "spell_window" or state.current_seat != ATT:
        do(state, "pass")
    do(state, "cast", "Summon Entropy Storm", "Gorgal Skag")
    while state.phase == "response":
        do(state, "pass")
    rolls = [e for e in events(state, "roll") if "Entropy" in str(e)]
    assert len(rolls) == 1
    return state, int(rolls[0]["total"])


def test_summon_entropy_storm_a_roll_of_five_or_more_wins_and_less_destroys() -> None:
    outcomes = set()
    for seed in range(40):
        state, rolled = _storm(seed)
        assert state.phase == "primary_choose"  # decided at once: nothing may change it
        first = matchup(state, 1)
        if rolled + 1 >= 5:  # +1: the Gorgal Skag is Small
            assert first["result"] == "attacker"
            assert status(state, "Sand Lord") == Status.BEATEN
            assert status(state, "Gorgal Skag") == Status.STANDING
        else:
            assert status(state, "Gorgal Skag") == Status.DESTROYED
            assert status(state, "Sand Lord") == Status.STANDING
        outcomes.add(rolled + 1 >= 5)
        if outcomes == {True, False}:
            break
    assert outcomes == {True, False}


# --- Sooooooul Mirror: primary attackers take the first one's class -------------------------------


def _mirror(command: bool) -> CombatState:
    attacker: dict[str, Any] = {
        "shield": ["Swordsman", "Wild Nymph"],
        "primaries": ["Swordsman", "Wild Nymph"],
        "channelers": ["Valkyrie Spirit"],
    }
    if command:
        attacker.update(storage=["Sooooooul Mirror"], command="Sooooooul Mirror")
    state = start(combat(attacker=attacker, defender={"shield": ["Sand Lord", "Axeman"]}))
    while state.phase in ("declare", "choose_command", "command_window"):
        if state.phase == "declare":
            do(state, "command", "yes" if command and state.current_seat == ATT else "no")
        elif state.phase == "choose_command":
            do(state, "command", "Sooooooul Mirror")
        else:
            do(state, "pass")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Sand Lord")
    while state.phase != "primary_choose":
        do(state, "pass")
    do(state, "primary", "Wild Nymph")
    do(state, "primary", "Axeman")
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")
    return state


def test_sooooooul_mirror_makes_later_primary_attackers_the_first_ones_class() -> None:
    # The Valkyrie Spirit channels only to Knights: with the Mirror the Wild Nymph, second
    # after the Swordsman (a Knight), counts as a Knight and may take it.
    state = _mirror(command=True)
    assert ("channel", "Valkyrie Spirit") in legal(state)
    do(state, "channel", "Valkyrie Spirit")
    finish(state)
    assert dict(matchup(state, 2)["attacker_parts"])["channeling"] == 3


def test_without_the_mirror_the_wild_nymph_is_no_knight() -> None:
    state = _mirror(command=False)
    assert ("channel", "Valkyrie Spirit") not in legal(state)


# --- 40,000 Useless Warhammers: base Vitality 0 ---------------------------------------------------


def test_useless_warhammers_make_every_base_vitality_zero_for_the_combat() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Swordsman", "Axeman"]
            storage = ["40,000 Useless Warhammers"]
            command = "40,000 Useless Warhammers"
            [defender]
            shield = ["Sand Lord"]
            """
        )
    )
    first = matchup(state, 1)
    assert dict(first["attacker_parts"])["base"] == 0
    assert dict(first["defender_parts"])["base"] == 0
    summary = state.summary()
    assert summary["attacker"]["survivors"]  # the unplayed Axeman still counts ...
    assert summary["attacker"]["total"] == 0  # ... for 0


# --- classes given by a card (Warwick's Conversion, Chief Lector Priest, High Priestess) ---------


def _first_matchup(state: CombatState, attacker: str, defender: str, command: str = "") -> None:
    """Command cards declared (the attacker's ``command`` if given), the first creatures laid
    down, on to the attacker's first choice in the modify window."""
    while state.phase in ("declare", "choose_command", "command_window"):
        if state.phase == "declare":
            do(state, "command", "yes" if command and state.current_seat == ATT else "no")
        elif state.phase == "choose_command":
            do(state, "command", command)
        else:
            do(state, "pass")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")


def test_warwicks_conversion_gives_the_creature_just_played_a_class_for_the_combat() -> None:
    # The Valkyrie Spirit channels only to Knights: the Wild Nymph made a Knight may take it.
    state = start(
        combat(
            attacker={
                "shield": ["Wild Nymph"],
                "storage": ["Warwick's Conversion"],
                "channelers": ["Valkyrie Spirit"],
            },
            defender={"shield": ["Sand Lord"]},
        )
    )
    _first_matchup(state, "Wild Nymph", "Sand Lord")
    assert ("channel", "Valkyrie Spirit") not in legal(state)
    assert ("cast", "Warwick's Conversion", "Wild Nymph", "Barnyard_Animal") in legal(state)
    do(state, "cast", "Warwick's Conversion", "Wild Nymph", "Knight")
    while state.current_seat != ATT:
        do(state, "pass")
    assert ("channel", "Valkyrie Spirit") in legal(state)
    do(state, "channel", "Valkyrie Spirit")
    finish(state)
    assert dict(matchup(state, 1)["attacker_parts"])["channeling"] == 3
    assert card(state, "Wild Nymph").creature.classes == ["Knight"]  # for the whole combat


def test_high_priestess_gives_an_opposing_mortal_a_class_until_the_primaries_end() -> None:
    # The defender's Valkyrie Spirit could channel into his Swordsman (a Knight) until the
    # Priestess makes it a Pirate.
    state = start(
        combat(
            attacker={"shield": ["High Priestess of Isis", "Sand Lord"]},
            defender={"shield": ["Swordsman"], "channelers": ["Valkyrie Spirit"]},
        )
    )
    _first_matchup(state, "Sand Lord", "Swordsman", command="High Priestess of Isis")
    assert ("power", "command", "class", "Swordsman", "Pirate") in legal(state)
    do(state, "power", "command", "class", "Swordsman", "Pirate")
    assert state.current_seat != ATT
    assert ("channel", "Valkyrie Spirit") not in legal(state)
    while state.current_seat != ATT and not state.is_terminal():
        do(state, "pass")
    assert all(a[:3] != ("power", "command", "class") for a in legal(state))  # once each
    finish(state)
    assert card(state, "Swordsman").creature.classes == ["Knight"]  # printed again


def test_chief_lector_priest_gives_only_its_sides_undead_a_class() -> None:
    state = start(
        combat(
            attacker={
                "shield": ["Chief Lector Priest of Sethos", "Zombie"],
                "channelers": ["Valkyrie Spirit"],
            },
            defender={"shield": ["Sand Lord"]},
        )
    )
    _first_matchup(state, "Zombie", "Sand Lord", command="Chief Lector Priest of Sethos")
    assert ("channel", "Valkyrie Spirit") not in legal(state)
    do(state, "power", "command", "class", "Zombie", "Knight")
    while state.current_seat != ATT:
        do(state, "pass")
    assert ("channel", "Valkyrie Spirit") in legal(state)


def test_chief_lector_priest_offers_nothing_for_a_creature_that_is_not_undead() -> None:
    state = start(
        combat(
            attacker={"shield": ["Chief Lector Priest of Sethos", "Swordsman"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    seen: set[tuple[str, ...]] = set()
    while not state.is_terminal():
        seen.update(a[:3] for a in legal(state))
        if state.phase == "declare":
            do(state, "command", "yes" if state.current_seat == ATT else "no")
        elif state.phase == "choose_command":
            do(state, "command", "Chief Lector Priest of Sethos")
        elif state.phase == "primary_choose":
            do(state, "primary", "Swordsman" if state.current_seat == ATT else "Sand Lord")
        else:
            do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    assert ("command", "Chief Lector Priest of Sethos") in seen
    assert ("power", "command", "class") not in seen


# --- Disc of Siin: no channeling against the first N creatures, N by a die ------------------------

_DISC = combat(
    attacker={"shield": ["Disc of Siin", "Swordsman"]},
    defender={"shield": ["Wild Nymph"]},
)


def test_disc_of_siin_forbids_channeling_against_as_many_first_creatures_as_the_die_says() -> None:
    table = [0, 1, 2, 2, 3, 99]
    seen = set()
    for seed in range(30):
        state = load("guardians-combat", scenario=copy.deepcopy(_DISC)).new_state(seed)
        assert isinstance(state, CombatState)
        while state.phase in ("declare", "choose_command", "command_window"):
            if state.phase == "declare":
                do(state, "command", "yes" if state.current_seat == ATT else "no")
            elif state.phase == "choose_command":
                do(state, "command", "Disc of Siin")
            else:
                do(state, "pass")
        rolled = [int(e["total"]) for e in events(state, "roll")]
        assert len(rolled) == 1
        do(state, "primary", "Swordsman")
        do(state, "primary", "Wild Nymph")
        while not state.is_terminal() and (
            state.phase != "modify_window" or state.current_seat == ATT
        ):
            do(state, "pass")  # the defender, with nothing to choose, is not asked at all
        offered = not state.is_terminal() and ("channel", "guardian") in legal(state)
        sheltered = table[rolled[0] - 1] >= 1  # the Swordsman fights the first match-up
        assert offered is not sheltered
        seen.add(sheltered)
        if seen == {True, False}:
            break
    assert seen == {True, False}


# --- Professor Heisenburg: a ranged attack fired with a roll --------------------------------------

_PROFESSOR = combat(
    attacker={"shield": ["Professor Heisenburg", "Swordsman", "Archer"]},
    defender={"shield": ["Sand Lord"]},
)


def test_professor_heisenburg_a_five_or_six_destroys_the_ranged_attacker_and_the_opponent() -> None:
    seen = set()
    for seed in range(40):
        state = load("guardians-combat", scenario=copy.deepcopy(_PROFESSOR)).new_state(seed)
        assert isinstance(state, CombatState)
        _first_matchup(state, "Swordsman", "Sand Lord", command="Professor Heisenburg")
        assert ("ranged", "Archer") in legal(state)  # firing without the roll stays possible
        do(state, "power", "command", "roll", "Archer")
        rolled = [int(e["total"]) for e in events(state, "roll")]
        assert len(rolled) == 1
        hit = rolled[0] >= 5
        assert (status(state, "Sand Lord") == Status.DESTROYED) is hit
        assert (status(state, "Archer") == Status.DESTROYED) is hit
        if not hit:
            finish(state)
            assert dict(matchup(state, 1)["attacker_parts"])["ranged"] == 3
        seen.add(hit)
        if seen == {True, False}:
            break
    assert seen == {True, False}
