"""SECONDARY ATTACKS: the side with creatures left picks off the opponent's; bonuses are gone."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    advance,
    combat,
    do,
    example,
    finish,
    legal,
    play,
    start,
    status,
)


def test_secondary_attacks_belong_to_the_side_with_creatures_left() -> None:
    data = combat(
        attacker={"shield": ["Warrior Spirit"]},
        defender={"shield": ["Gn'Obby Gnomes", "Swordsman"], "primaries": ["Gn'Obby Gnomes"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "secondary")
    assert state.phase == "secondary"
    assert state.current_seat == DEF
    assert set(legal(state)) == {("secondary", "Swordsman", "Warrior Spirit"), ("done",)}


def test_no_secondary_attacks_when_both_sides_run_out_together() -> None:
    state = play(
        combat(
            attacker={"shield": ["Swordsman", "Gn'Obby Gnomes"]},
            defender={"shield": ["Sand Lord", "Groatie"]},
        )
    )
    assert state.summary()["secondaries"] == []
    assert not [e for e in state.event_log if e.kind == "secondary"]
    assert state.secondary_side is None


def test_targets_are_the_command_card_ranged_attackers_and_standing_creatures() -> None:
    # The rules text's example: Chris may attack the Baggler (command card), the Archer (ranged
    # attacker), the Fire Walker or the Swordsman (primary attackers still standing).
    data = example("secondary-options-chris-vs-baggler.toml")
    state = advance(start(data), data, until=lambda s: s.phase == "secondary")
    assert state.current_seat == ATT
    targets = {a[2] for a in legal(state) if a[0] == "secondary"}
    assert targets == {"Iron Crag Baggler", "Archer", "Fire Walker", "Swordsman"}


def test_every_primary_bonus_is_gone_the_power_lunch_question() -> None:
    # "If the Sand Lord had been Power Lunched and then received channeling to beat the
    # Swordsman, what would his secondary need to kill it? ... the Sand Lord is an 11, the
    # Swordsman is a 6. He needs another six." Snow Daughters (6) kill it, Razor Sliph (5) not.
    def scenario(secondary: str) -> dict:
        return combat(
            attacker={
                "shield": ["Sand Lord"],
                "storage": ["Power Lunch"],
                "plays": [
                    {"matchup": 1, "spell": "Power Lunch", "target": "Sand Lord"},
                    {"matchup": 1, "channel": "guardian"},
                ],
            },
            defender={
                "shield": ["Swordsman", "Archer", secondary],
                "primaries": ["Swordsman"],
                "plays": [{"matchup": 1, "ranged": "Archer"}],
                "secondaries": [{"creature": secondary, "target": "Sand Lord"}],
            },
        )

    state = play(scenario("Snow Daughters"))
    m1 = state.summary()["matchups"][0]
    assert dict(m1["attacker_parts"])["channeling"] == 9
    assert status(state, "Swordsman") == Status.BEATEN
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 6 + 6
    assert status(state, "Sand Lord") == Status.BEATEN

    state = play(scenario("Razor Sliph"))
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 5 + 6
    assert status(state, "Sand Lord") == Status.STANDING


def test_team_bonuses_of_the_primaries_do_not_help_secondary_attackers() -> None:
    # Floyd's +2 is for the primary attackers: the Polar Ice Ogre (10) only ties the Warrior
    # Spirit (10) as a secondary attacker.
    state = play(
        combat(
            attacker={"shield": ["Warrior Spirit"]},
            defender={
                "shield": ["Floyd the Flying Pig", "Idiot", "Polar Ice Ogre"],
                "command": "Floyd the Flying Pig",
                "primaries": ["Idiot"],
                "secondaries": [{"creature": "Polar Ice Ogre", "target": "Warrior Spirit"}],
            },
        )
    )
    assert state.summary()["matchups"][0]["defender_vitality"] == 0 + 2
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 10
    assert status(state, "Warrior Spirit") == Status.STANDING


def test_text_boxes_for_secondary_attacks_still_count() -> None:
    # The Devil Dog's +3 as a secondary attacker: 6 + 3 beats the Sorcerer (8).
    data = example("secondary-options-bill-vs-sorcerer.toml")
    data["defender"]["shield"] = ["Swordsman", "Archer", "Fire Walker", "Devil Dog"]
    data["defender"]["secondaries"] = [{"creature": "Devil Dog", "target": "Sorcerer"}]
    state = play(data)
    (secondary,) = state.summary()["secondaries"]
    assert secondary["vitality"] == 9
    assert status(state, "Sorcerer") == Status.BEATEN


def test_the_own_primarys_base_is_added_only_if_it_did_damage() -> None:
    # The Devil Dog did 6 points to the Fire Walker; the Fire Walker did none to the Devil Dog.
    fire_walker = example("secondary-options-chris-vs-fire-walker.toml")
    state = play(fire_walker)
    (secondary,) = state.summary()["secondaries"]
    assert ["Devil Dog already fought it", 6] in secondary["parts"]
    devil_dog = example("secondary-options-bill-vs-devil-dog.toml")
    state = play(devil_dog)
    (secondary,) = state.summary()["secondaries"]
    assert all("Fire Walker" not in label for label, _ in secondary["parts"])


def test_a_secondary_attacker_may_take_channeling() -> None:
    # "He can attack the Sorceror, but needs nine points to kill it (which is possible if his
    # creature can accept channeling)": Bill's Wild Nymph 4 + 1 OCB + 4 channeled = 9 > 8.
    data = example("secondary-options-chris-vs-baggler.toml")
    data["attacker"] = {
        "shield": ["Sorcerer", "Sand Lord", "Devil Dog"],
        "command": "Sorcerer",
        "primaries": ["Sand Lord", "Devil Dog"],
    }
    data["defender"]["shield"] = ["Iron Crag Baggler", "Swordsman", "Archer", "Fire Walker"]
    data["defender"]["shield"].append("Wild Nymph")
    state = advance(start(data), data, until=lambda s: s.phase == "secondary")
    assert state.command_dispelled == [True, False]  # no fire AOE on the Wild Nymph
    do(state, "secondary", "Wild Nymph", "Sorcerer")
    while state.phase != "modify_window":
        do(state, "pass")
    assert state.current_seat == DEF
    do(state, "channel", "guardian")
    finish(state)
    (secondary,) = state.summary()["secondaries"]
    parts = dict((label.removeprefix("Wild Nymph "), value) for label, value in secondary["parts"])
    assert parts == {"base": 4, "OCB": 1, "channeling": 4}
    assert status(state, "Sorcerer") == Status.BEATEN


def test_a_secondary_attack_that_fails_leaves_both_standing() -> None:
    state = play(
        combat(
            attacker={"shield": ["Warrior Spirit"]},
            defender={
                "shield": ["Idiot", "Gn'Obby Gnomes"],
                "primaries": ["Idiot"],
                "secondaries": [{"creature": "Gn'Obby Gnomes", "target": "Warrior Spirit"}],
            },
        )
    )
    assert status(state, "Warrior Spirit") == Status.STANDING
    assert status(state, "Gn'Obby Gnomes") == Status.STANDING
    assert state.summary()["defender"]["total"] == 4
