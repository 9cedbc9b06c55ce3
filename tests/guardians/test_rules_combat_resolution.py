"""COMBAT RESOLUTION: total base Vitality of the creatures left; ties go to the defender."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, play, status


def test_a_tie_goes_to_the_defender() -> None:
    # Archer 6 and Swordsman 6 push: 6 against 6, the defender keeps the space.
    state = play(combat(attacker={"shield": ["Archer"]}, defender={"shield": ["Swordsman"]}))
    summary = state.summary()
    assert (summary["attacker"]["total"], summary["defender"]["total"]) == (6, 6)
    assert summary["winner"] == "defender"
    assert summary["retreats"] == "attacker"
    assert state.outcome is not None
    assert state.outcome.winners == (DEF,)


def test_the_attacker_needs_more_vitality_to_win() -> None:
    state = play(combat(attacker={"shield": ["Axeman"]}, defender={"shield": ["Gn'Obby Gnomes"]}))
    summary = state.summary()
    assert (summary["attacker"]["total"], summary["defender"]["total"]) == (7, 0)
    assert summary["winner"] == "attacker"
    assert summary["retreats"] == "defender"
    assert state.outcome is not None and state.outcome.winners == (ATT,)


def test_totals_use_vitality_never_the_red_stacking_number() -> None:
    # Rotten Guy is 7/6, the Cleric 4/6: 7 + 4 = 11, not 12.
    state = play(
        combat(
            attacker={"shield": ["Rotten Guy", "Cleric"], "primaries": ["Rotten Guy"]},
            defender={"shield": ["Gn'Obby Gnomes"]},
        )
    )
    assert state.summary()["attacker"]["total"] == 11


def test_totals_use_base_vitality_not_the_bonuses_of_the_match_ups() -> None:
    # The Wood Nymph fought as 8 + 3 (Woods) + 3 (OCB); for control it counts 8.
    state = play(
        combat("Woods", attacker={"shield": ["Wood Nymph"]}, defender={"shield": ["Swordsman"]})
    )
    assert state.summary()["matchups"][0]["attacker_vitality"] == 14
    assert state.summary()["attacker"]["total"] == 8


def test_what_counts_and_what_does_not() -> None:
    # Attacker: the Warrior Spirit beats the Gnomes (counts), the Swordsman is beaten by the
    # Zombie (does not count), the Yard Rat is bribed (does not), the Axeman is never played
    # (counts: it is still under the shield).
    # Defender: the Sorcerer, played as command card, counts; the Zombie won (counts); the
    # Razor Sliph stood unchallenged (counts); the Gn'Obby Gnomes was beaten (does not).
    state = play(
        combat(
            attacker={
                "shield": ["Warrior Spirit", "Swordsman", "Yard Rat", "Axeman"],
                "primaries": ["Warrior Spirit", "Swordsman", "Yard Rat"],
            },
            defender={
                "shield": ["Sorcerer", "Gn'Obby Gnomes", "Zombie", "Razor Sliph"],
                "storage": ["Babes"],
                "command": "Sorcerer",
                "primaries": ["Gn'Obby Gnomes", "Zombie", "Razor Sliph"],
                "plays": [{"matchup": 3, "bribe": "Babes", "target": "Yard Rat"}],
            },
        )
    )
    summary = state.summary()
    assert status(state, "Swordsman") == Status.BEATEN
    assert status(state, "Yard Rat") == Status.BRIBED
    assert status(state, "Gn'Obby Gnomes") == Status.BEATEN
    assert status(state, "Axeman") == Status.HAND
    assert sorted(summary["attacker"]["survivors"]) == ["Axeman", "Warrior Spirit"]
    assert summary["attacker"]["total"] == 10 + 7
    assert sorted(summary["defender"]["survivors"]) == ["Razor Sliph", "Sorcerer", "Zombie"]
    assert summary["defender"]["total"] == 8 + 7 + 5
    assert summary["winner"] == "defender"
