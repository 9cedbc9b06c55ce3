"""AOE attacks: every opposing hand creature up to the points (real Vitality), kinds, methane."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, events, play, status


def _cloud_against(defender_shield: list[str]) -> dict:
    return combat(
        attacker={
            "shield": ["Warrior Spirit", "Gn'Obby Gnomes"],
            "storage": ["Vitales Dark Cloud"],
            "command": "Vitales Dark Cloud",
        },
        defender={"shield": defender_shield},
    )


def test_aoe_discards_every_opposing_hand_creature_up_to_its_points() -> None:
    # A 4-point AOE: the Cleric (Vitality 4, red stacking number 6) and the Super Model (1/4)
    # go by their real Vitality and are discarded; the Razor Sliph (5) is not touched.
    state = play(_cloud_against(["Cleric", "Super Model", "Razor Sliph", "Sand Lord"]))
    (aoe,) = events(state, "aoe")
    assert sorted(aoe["hit"]) == ["Cleric", "Super Model"]
    assert status(state, "Cleric") == Status.DISCARDED
    assert status(state, "Super Model") == Status.DISCARDED
    assert status(state, "Razor Sliph") != Status.DISCARDED
    summary = state.summary()
    assert "Cleric" not in summary["defender"]["survivors"]


def test_aoe_attacks_only_the_opponents_hand() -> None:
    state = play(_cloud_against(["Gorgal Skag", "Sand Lord"]))
    # The attacker's own Gn'Obby Gnomes (4) is untouched by its side's Cloud.
    assert status(state, "Gn'Obby Gnomes", ATT) != Status.DISCARDED
    assert status(state, "Gorgal Skag", DEF) == Status.DISCARDED


def test_aoe_does_not_touch_creatures_on_the_table() -> None:
    # The Fire Elemental's 4-point fire AOE goes off in match-up 2: the Gn'Obby Gnomes, already
    # played (and beaten) in match-up 1, stays on the table; the Gorgal Skag in hand is hit.
    data = combat(
        attacker={"shield": ["Swordsman", "Fire Elemental"], "primaries": ["Swordsman"]},
        defender={
            "shield": ["Gn'Obby Gnomes", "Sand Lord", "Gorgal Skag"],
            "primaries": ["Gn'Obby Gnomes", "Sand Lord"],
        },
    )
    state = play(data)
    (aoe,) = events(state, "aoe")
    assert aoe["hit"] == ["Gorgal Skag"]
    assert status(state, "Gn'Obby Gnomes") == Status.BEATEN
    assert status(state, "Gorgal Skag") == Status.DISCARDED


def test_fire_aoe_spares_creatures_immune_to_fire() -> None:
    data = combat(
        attacker={"shield": ["Sorcerer", "Swordsman"], "command": "Sorcerer"},
        defender={"shield": ["Devil Hedgehog", "Gn'Obby Gnomes", "Sand Lord"]},
    )
    state = play(data)
    (aoe,) = events(state, "aoe")
    assert aoe["hit"] == ["Gn'Obby Gnomes"]
    assert status(state, "Devil Hedgehog") != Status.DISCARDED


def test_a_plain_aoe_spares_only_the_blackthwaite_jumper() -> None:
    # "If the card just says AOE, there is only one creature that is immune to it."
    state = play(_cloud_against(["Devil Hedgehog", "Blackthwaite Jumper", "Sand Lord"]))
    (aoe,) = events(state, "aoe")
    assert aoe["hit"] == ["Devil Hedgehog"]  # immune to fire, not to a plain AOE
    assert status(state, "Blackthwaite Jumper") != Status.DISCARDED


def test_the_blackthwaite_jumper_is_immune_to_every_aoe() -> None:
    data = combat(
        attacker={"shield": ["Sorcerer", "Swordsman"], "command": "Sorcerer"},
        defender={"shield": ["Blackthwaite Jumper", "Sand Lord"]},
    )
    state = play(data)
    (aoe,) = events(state, "aoe")
    assert aoe["hit"] == []
    assert status(state, "Blackthwaite Jumper") != Status.DISCARDED


def test_fear_aoe_spares_creatures_immune_to_fear() -> None:
    data = combat(
        attacker={"shield": ["Wailing Specter", "Swordsman"], "command": "Wailing Specter"},
        defender={"shield": ["Caring Guy", "Gn'Obby Gnomes", "Sand Lord"]},
    )
    state = play(data)
    (aoe,) = events(state, "aoe")
    assert aoe["hit"] == ["Gn'Obby Gnomes"]
    assert status(state, "Caring Guy") != Status.DISCARDED


def test_methane_sets_creatures_aside_they_do_not_count() -> None:
    # The Cow's 3-point methane AOE: the Bone Shambler (3) is set aside, out of play, not
    # discarded; it cannot fight and does not count for control of the space.
    data = combat(
        attacker={"shield": ["Cow", "Swordsman"], "primaries": ["Cow"]},
        defender={"shield": ["Sand Lord", "Bone Shambler"], "primaries": ["Sand Lord"]},
    )
    state = play(data)
    assert status(state, "Bone Shambler") == Status.OUT_OF_PLAY
    summary = state.summary()
    assert summary["defender"]["out_of_play"] == ["Bone Shambler"]
    assert summary["defender"]["survivors"] == ["Sand Lord"]
    assert summary["defender"]["total"] == 11
    assert len(summary["matchups"]) == 1  # it never fought


def test_methane_victims_can_be_attacked_by_secondary_attackers() -> None:
    data = combat(
        attacker={
            "shield": ["Cow", "Swordsman"],
            "primaries": ["Cow"],
            "secondaries": [{"creature": "Swordsman", "target": "Bone Shambler"}],
        },
        defender={"shield": ["Sand Lord", "Bone Shambler"], "primaries": ["Sand Lord"]},
    )
    state = play(data)
    assert status(state, "Bone Shambler") == Status.BEATEN


def test_a_primary_aoe_comes_after_destruction() -> None:
    # The Land Drake (bribeable by Babes) is destroyed by the Super Model before its 3-point
    # fire AOE can go off: the Gorgal Skag in the Super Model's hand survives.
    data = combat(
        attacker={"shield": ["Land Drake", "Swordsman"], "primaries": ["Land Drake"]},
        defender={"shield": ["Super Model", "Gn'Obby Gnomes"], "primaries": ["Super Model"]},
    )
    state = play(data)
    assert status(state, "Land Drake") == Status.DESTROYED
    assert not events(state, "aoe")
    assert status(state, "Gn'Obby Gnomes") != Status.DISCARDED


def test_sorcerer_destroyed_by_merchant_before_its_aoe() -> None:
    # "If a Sorcerer goes up against a Merchant, the Sorcerer is destroyed before the AOE can
    # attack."
    data = combat(
        attacker={"shield": ["Sorcerer", "Swordsman"], "primaries": ["Sorcerer"]},
        defender={"shield": ["Merchant", "Gn'Obby Gnomes"], "primaries": ["Merchant"]},
    )
    state = play(data)
    assert status(state, "Sorcerer") == Status.DESTROYED
    assert status(state, "Gn'Obby Gnomes") != Status.DISCARDED


def test_sorcerer_that_bribes_the_merchant_away_fires_its_aoe() -> None:
    # "If the Sorcerer bribes the Merchant away, then the AOE goes into effect and the opponent
    # discards creatures": the rules text gives the Sorcerer its 4-point fire AOE as a primary
    # attacker too, not only as a command card.
    data = combat(
        attacker={
            "shield": ["Sorcerer", "Swordsman"],
            "storage": ["Babes"],
            "primaries": ["Sorcerer"],
            "plays": [{"matchup": 1, "bribe": "Babes", "target": "Merchant"}],
        },
        defender={"shield": ["Merchant", "Gn'Obby Gnomes"], "primaries": ["Merchant"]},
    )
    state = play(data)
    assert status(state, "Merchant") == Status.BRIBED
    assert status(state, "Sorcerer") == Status.STANDING
    assert status(state, "Gn'Obby Gnomes") == Status.DISCARDED
