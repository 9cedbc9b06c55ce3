"""COMBAT, command cards: declared attacker first, revealed together, one each, conflicts."""

from __future__ import annotations

import json

import pytest
from combat_helpers import (
    ATT,
    DEF,
    Status,
    combat,
    do,
    events,
    legal,
    play,
    start,
    status,
)

from stronghold.engine.errors import IllegalAction
from stronghold.games.guardians.combat.actions import DeclareCommand
from stronghold.games.guardians.schema import Terrain


def _two_commands() -> dict:
    return combat(
        attacker={"shield": ["Sorcerer", "Floyd the Flying Pig", "Swordsman"]},
        defender={"shield": ["Iron Crag Baggler", "Sand Lord"]},
    )


def test_the_attacker_declares_first_then_the_defender() -> None:
    state = start(_two_commands())
    assert state.phase == "declare"
    assert state.current_seat == ATT
    assert set(legal(state)) == {("command", "yes"), ("command", "no")}
    do(state, "command", "yes")
    assert state.phase == "declare"
    assert state.current_seat == DEF
    # The defender decides knowing only that the attacker will play one, not which.
    assert "Sorcerer" not in json.dumps(state.view(DEF))


def test_command_cards_are_revealed_together() -> None:
    state = start(_two_commands())
    do(state, "command", "yes")
    do(state, "command", "yes")
    assert state.phase == "choose_command"
    assert state.current_seat == ATT
    do(state, "command", "Sorcerer")
    # The defender chooses without seeing the attacker's choice.
    assert state.phase == "choose_command"
    assert state.current_seat == DEF
    view = json.dumps(state.view(DEF))
    assert "Sorcerer" not in view
    assert not events(state, "command")
    do(state, "command", "Iron Crag Baggler")
    revealed = [e["card"] for e in events(state, "command")]
    assert revealed == ["Sorcerer", "Iron Crag Baggler"]


def test_a_side_that_declares_no_plays_no_command_card() -> None:
    state = start(_two_commands())
    do(state, "command", "no")
    do(state, "command", "yes")
    assert state.current_seat == DEF  # only the defender chooses
    do(state, "command", "Iron Crag Baggler")
    assert state.commands[ATT] is None
    assert state.commands[DEF] is not None


def test_only_cards_with_a_command_ability_can_be_command_cards() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", "Sand Lord"]},
        defender={"shield": ["Sorcerer", "Axeman"]},
    )
    state = start(data)
    assert legal(state) == [("command", "no")]  # nothing to declare
    do(state, "command", "no")
    do(state, "command", "yes")
    assert legal(state) == [("command", "Sorcerer")]


def test_each_side_plays_only_one_command_card() -> None:
    state = start(_two_commands())
    do(state, "command", "yes")
    do(state, "command", "no")
    assert {a[1] for a in legal(state)} == {"Sorcerer", "Floyd the Flying Pig"}
    do(state, "command", "Floyd the Flying Pig")
    # Straight on to the primary attacks: no second command card for the attacker.
    while state.phase == "command_window":
        do(state, "pass")
    assert state.phase == "primary_choose"
    assert [c for c in state.commands if c is not None] == [state.commands[ATT]]
    assert status(state, "Sorcerer") == Status.HAND


def test_contradictory_commands_lower_up_number_is_dispelled() -> None:
    # Uras (Vitality 2) and Slor (5) both set the terrain: Uras is dispelled.
    state = play(
        combat(
            attacker={"shield": ["Slor, Overlord of the Wastes", "Swordsman"], "command": "Slor"},
            defender={"shield": ["Uras, Overlord of the Mountains", "Axeman"], "command": "Uras"},
        )
    )
    assert state.command_dispelled == [False, True]
    assert state.terrain_types == (Terrain.DRY_HEAPS,)


def test_contradictory_commands_with_equal_up_numbers_are_both_dispelled() -> None:
    state = play(
        combat(
            attacker={"shield": ["Seer", "Swordsman"], "command": "Seer"},
            defender={"shield": ["Visionary", "Axeman"], "command": "Visionary"},
        )
    )
    assert state.command_dispelled == [True, True]


def test_iron_crag_baggler_dispels_the_opponents_command_card() -> None:
    # Bill's Baggler dispels Chris's Sorcerer: the 4-point fire AOE never goes off.
    state = play(
        combat(
            attacker={"shield": ["Sorcerer", "Sand Lord"], "command": "Sorcerer"},
            defender={
                "shield": ["Iron Crag Baggler", "Gn'Obby Gnomes", "Swordsman"],
                "command": "Iron Crag Baggler",
            },
        )
    )
    assert state.command_dispelled == [True, False]
    assert not events(state, "aoe")
    assert status(state, "Gn'Obby Gnomes") != Status.DISCARDED


def test_floyd_gives_plus_two_and_is_destroyed_as_a_command_card() -> None:
    state = play(
        combat(
            attacker={"shield": ["Swordsman"]},
            defender={
                "shield": ["Floyd the Flying Pig", "Axeman"],
                "command": "Floyd the Flying Pig",
            },
        )
    )
    assert status(state, "Floyd the Flying Pig") == Status.DESTROYED
    (m1,) = state.summary()["matchups"]
    assert m1["defender_vitality"] == 7 + 2


def test_dispel_magic_cancels_a_command_spell() -> None:
    # Example 1: Bill's Dispel Magic makes the Vitales Dark Cloud fizzle.
    data = combat(
        attacker={
            "shield": ["Swordsman"],
            "storage": ["Vitales Dark Cloud"],
            "command": "Vitales Dark Cloud",
        },
        defender={
            "shield": ["Ugly Wart Fiend", "Gn'Omish Gnomes", "Sand Lord"],
            "storage": ["Dispel Magic"],
            "plays": [{"matchup": 0, "spell": "Dispel Magic", "target": "Vitales Dark Cloud"}],
        },
    )
    state = play(data)
    assert state.command_dispelled == [True, False]
    assert status(state, "Ugly Wart Fiend") != Status.DISCARDED
    assert status(state, "Gn'Omish Gnomes") != Status.DISCARDED


def test_a_dispel_magic_can_be_dispelled_by_another() -> None:
    # "He could if he had his own Dispel Magic": then the Cloud goes off, and Bill loses the two
    # creatures of Vitality 4 or less in his hand.
    data = combat(
        attacker={
            "shield": ["Swordsman"],
            "storage": ["Vitales Dark Cloud", "Dispel Magic"],
            "command": "Vitales Dark Cloud",
            "plays": [{"matchup": 0, "spell": "Dispel Magic", "target": "Dispel Magic"}],
        },
        defender={
            "shield": ["Ugly Wart Fiend", "Gn'Omish Gnomes", "Sand Lord"],
            "storage": ["Dispel Magic"],
            "plays": [{"matchup": 0, "spell": "Dispel Magic", "target": "Vitales Dark Cloud"}],
        },
    )
    state = play(data)
    assert state.command_dispelled == [False, False]
    (aoe,) = events(state, "aoe")
    assert sorted(aoe["hit"]) == ["Gn'Omish Gnomes", "Ugly Wart Fiend"]
    assert status(state, "Ugly Wart Fiend") == Status.DISCARDED


def test_no_command_cards_in_the_jungle() -> None:
    state = start(
        combat(
            "Jungle",
            attacker={"shield": ["Sorcerer", "Swordsman"]},
            defender={"shield": ["Iron Crag Baggler", "Axeman"]},
        )
    )
    assert state.phase == "primary_choose"
    with pytest.raises(IllegalAction):
        state.apply(DeclareCommand(True))
    assert ("primary", "Sorcerer") in legal(state)
