"""The Titans change their size at will while face up (``size_at_will``, combat/sizes.py):
``size CARD S|M|L`` in the windows, once a window, with 2 Vitality less while Medium and 4 while
Small; the owner's Medallion of Skyphos finds a Titan Up card Small.
docs/rules-notes/cards/sizes.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import ATT, card, combat, do, legal, matchup, start, to_matchup, to_step

from stronghold.games.guardians.combat.scenario import play_scenario
from stronghold.games.guardians.combat.state import CombatState

TITAN = "Male Titan"


def _modify(defender: str) -> CombatState:
    """The attacker's Male Titan (17, Large) meets ``defender`` in the first match-up, up to
    the attacker's turn in the modify window."""
    state = start(
        combat(attacker={"shield": [TITAN, "Swordsman"]}, defender={"shield": [defender]})
    )
    to_matchup(state, TITAN, defender)
    to_step(state, "modify_window")
    while state.seat != ATT:
        do(state, "pass")
    return state


def _finish_matchup(state: CombatState) -> None:
    while state.current is not None and state.current.number == 1 and not state.is_terminal():
        do(state, "pass")


def test_a_face_up_titan_may_take_each_other_size() -> None:
    state = _modify("Lancer")
    sizes = sorted(a for a in legal(state) if a[0] == "size")
    assert sizes == [("size", TITAN, "M"), ("size", TITAN, "S")]
    assert all(a[1] != "Swordsman" for a in sizes)  # face down in the hand: nothing to change


def test_shrunk_to_medium_the_titan_loses_2_and_takes_away_the_lancers_bonus() -> None:
    # Lancer: +10 against Large creatures. As Large: 17 + 7 (Off-Color) = 24 against 20.
    # As Medium: 15 + 7 = 22 against 10.
    state = _modify("Lancer")
    do(state, "size", TITAN, "M")
    titan = card(state, TITAN)
    assert (titan.creature.size, titan.creature.vitality) == ("M", 15)
    assert ("size", TITAN, "S") not in legal(state)  # once a window
    _finish_matchup(state)
    first = matchup(state, 1)
    assert (first["attacker_vitality"], first["defender_vitality"]) == (22, 10)


def test_small_the_titan_loses_4_and_a_lancer_gets_its_penalty() -> None:
    state = _modify("Lancer")
    do(state, "size", TITAN, "S")
    _finish_matchup(state)
    first = matchup(state, 1)
    assert (first["attacker_vitality"], first["defender_vitality"]) == (20, 3)


def test_no_longer_large_the_titan_harms_a_creature_immune_to_large_ones() -> None:
    # Crystal Flash (7): Large creatures do it no damage.
    large = _modify("Crystal Flash")
    _finish_matchup(large)
    assert matchup(large, 1)["result"] == "no damage"
    medium = _modify("Crystal Flash")
    do(medium, "size", TITAN, "M")
    _finish_matchup(medium)
    assert matchup(medium, 1)["result"] == "attacker"


def test_the_owners_medallion_finds_a_titan_up_card_small() -> None:
    state = play_scenario(
        {
            "terrain": "none",
            "attacker": {
                "shield": ["Swordsman"],
                "storage": ["Medallion of Skyphos"],
                "command": "Medallion of Skyphos",
                "up": "Female Titan",
            },
            "defender": {"shield": ["Sand Lord", "Gn'Omish Gnomes"]},
        }
    )
    titan = card(state, "Female Titan")
    assert titan.zone == "hand" and titan.creature.size == "S"
    assert titan.creature.vitality == 15 - 4
    assert "Female Titan" in [m["attacker"] for m in state.summary()["matchups"]]
