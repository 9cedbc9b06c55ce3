"""Ranged attacks: added to the own primary attacker; never in the Woods nor in secondaries."""

from __future__ import annotations

import pytest
from combat_helpers import ATT, DEF, Status, combat, do, legal, matchup, play, start, status

from stronghold.engine.errors import ScenarioError


def _swordsman_and_archer(terrain: str, **defender: object) -> dict:
    return combat(
        terrain,
        attacker={
            "shield": ["Swordsman", "Archer"],
            "primaries": ["Swordsman"],
            "plays": [{"matchup": 1, "ranged": "Archer"}],
        },
        defender={"shield": ["Sand Lord"], **defender},
    )


def test_the_ranged_points_are_added_to_the_primary_attacker() -> None:
    state = play(_swordsman_and_archer("Swamps"))
    m1 = matchup(state, 1)
    assert dict(m1["attacker_parts"])["ranged"] == 3
    assert m1["attacker_vitality"] == 12
    assert status(state, "Archer") == Status.STANDING
    # The Archer survives and counts for control: 6 + 6.
    assert state.summary()["attacker"]["total"] == 12


def test_no_ranged_attacks_in_the_woods() -> None:
    # A receiver (Wild Nymph) keeps the attacker's window open: channeling is offered, ranged
    # is not.
    state = start(
        combat(
            "Woods",
            attacker={"shield": ["Wild Nymph", "Archer"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Wild Nymph")
    do(state, "primary", "Sand Lord")
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")
    assert ("channel", "guardian") in legal(state)
    assert all(a[0] != "ranged" for a in legal(state))


def test_a_planned_ranged_attack_in_the_woods_is_refused_with_the_reason() -> None:
    with pytest.raises(ScenarioError, match="Woods"):
        play(_swordsman_and_archer("Woods"))


def test_ranged_attacks_allowed_on_a_woods_card_that_says_so() -> None:
    # The Hollens Grove counts as Woods, but ranged attacks may still be used there.
    state = play(_swordsman_and_archer("The Hollens Grove"))
    assert matchup(state, 1)["attacker_ranged"] == ["Archer"]


def test_a_ranged_attacker_can_be_bribed() -> None:
    # The Sand Lord player bribes the Archer with Gold: the Swordsman is back at 9 and loses.
    state = play(
        _swordsman_and_archer(
            "Swamps",
            storage=["Gold"],
            plays=[{"matchup": 1, "bribe": "Gold", "target": "Archer"}],
        )
    )
    assert status(state, "Archer") == Status.BRIBED
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (9, 11)
    assert status(state, "Swordsman") == Status.BEATEN
    assert "Archer" not in state.summary()["attacker"]["survivors"]


def test_ranged_attackers_cannot_be_attacked_in_the_primaries() -> None:
    # Both sides fire an Archer: each adds to its own primary, neither Archer is hurt.
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman", "Archer"],
                "primaries": ["Swordsman"],
                "plays": [{"matchup": 1, "ranged": "Archer"}],
            },
            defender={
                "shield": ["Sand Lord", "Archer"],
                "primaries": ["Sand Lord"],
                "plays": [{"matchup": 1, "ranged": "Archer"}],
            },
        )
    )
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (12, 14)
    assert status(state, "Archer", ATT) == Status.STANDING
    assert status(state, "Archer", DEF) == Status.STANDING
    assert status(state, "Swordsman") == Status.BEATEN


def test_no_ranged_attacks_in_the_secondary_attacks() -> None:
    state = start(
        combat(
            attacker={"shield": ["Gn'Obby Gnomes", "Wild Nymph", "Archer"]},
            defender={"shield": ["Warrior Spirit"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Gn'Obby Gnomes")
    do(state, "primary", "Warrior Spirit")
    while state.phase != "secondary":
        do(state, "pass")
    do(state, "secondary", "Wild Nymph", "Warrior Spirit")
    while state.phase != "modify_window":
        do(state, "pass")
    assert state.current_seat == ATT
    assert ("channel", "guardian") in legal(state)
    assert all(a[0] != "ranged" for a in legal(state))


def test_a_ranged_attacker_can_be_attacked_in_the_secondaries() -> None:
    # "You may attack his command card or any ranged attacker."
    state = play(
        combat(
            attacker={
                "shield": ["Sand Lord", "Tanniker Smith"],
                "primaries": ["Sand Lord"],
                "secondaries": [{"creature": "Tanniker Smith", "target": "Archer"}],
            },
            defender={
                "shield": ["Swordsman", "Archer"],
                "primaries": ["Swordsman"],
                "plays": [{"matchup": 1, "ranged": "Archer"}],
            },
        )
    )
    assert status(state, "Archer") == Status.BEATEN
