"""IMMUNITY: an immune creature takes no damage from its attacker but does damage as normal."""

from __future__ import annotations

from combat_helpers import Status, card, combat, matchup, play, status


def test_an_immune_creature_is_not_hurt_by_a_higher_attacker() -> None:
    # Wraith (Undead, 8) against the Ice Spirit (immune to Undead, 5 + 2 OCB = 7).
    state = play(combat(attacker={"shield": ["Wraith"]}, defender={"shield": ["Ice Spirit"]}))
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (8, 7)
    assert m1["result"] == "no damage"
    assert status(state, "Ice Spirit") == Status.STANDING
    assert status(state, "Wraith") == Status.STANDING
    assert card(state, "Wraith").turned  # turned around: it did no damage
    assert not card(state, "Ice Spirit").turned


def test_the_immune_creature_does_damage_as_normal() -> None:
    # Baal-a-Gog (immune to fire, 12) beats the Fire Walker (fire attack, 9).
    state = play(combat(attacker={"shield": ["Fire Walker"]}, defender={"shield": ["Baal-a-Gog"]}))
    assert matchup(state, 1)["result"] == "defender"
    assert status(state, "Fire Walker") == Status.BEATEN
    assert card(state, "Fire Walker").turned


def test_fire_attack_against_fire_immunity() -> None:
    # The Sun Spirit's fire attack does the Devil Dog no damage.
    state = play(combat(attacker={"shield": ["Sun Spirit"]}, defender={"shield": ["Devil Dog"]}))
    assert matchup(state, 1)["result"] == "no damage"
    assert status(state, "Devil Dog") == Status.STANDING
    assert card(state, "Sun Spirit").turned


def test_a_creature_without_a_fire_attack_hurts_a_fire_immune_one() -> None:
    # Example 1: "The Devil Dog is immune to fire, but the Snogwart does not have a fire-based
    # attack."
    state = play(combat(attacker={"shield": ["Snogwart"]}, defender={"shield": ["Devil Dog"]}))
    assert status(state, "Devil Dog") == Status.BEATEN
    assert not card(state, "Snogwart").turned


def test_creatures_that_did_no_damage_still_count_for_control() -> None:
    # "A Sun Spirit does no damage to a Devil Dog": both count, 12 against 6.
    state = play(combat(attacker={"shield": ["Sun Spirit"]}, defender={"shield": ["Devil Dog"]}))
    summary = state.summary()
    assert summary["attacker"]["total"] == 12
    assert summary["defender"]["total"] == 6
    assert summary["winner"] == "attacker"


def test_immunity_goes_away_in_the_secondary_attacks() -> None:
    # "Bill doesn't have to worry any more about that silly immunity to fire": a fire attacker
    # kills the fire-immune Devil Dog as a secondary attacker (12 + 4 against 6).
    state = play(
        combat(
            attacker={"shield": ["Devil Dog"]},
            defender={
                "shield": ["Gn'Obby Gnomes", "Sun Spirit"],
                "primaries": ["Gn'Obby Gnomes"],
                "secondaries": [{"creature": "Sun Spirit", "target": "Devil Dog"}],
            },
        )
    )
    assert status(state, "Devil Dog") == Status.BEATEN
