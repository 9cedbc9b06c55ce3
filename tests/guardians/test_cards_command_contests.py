"""Command cards acting on the opposing command card as both are revealed (issue 14):
Kazarian Squawker fights a creature command card and cancels it if it wins; Theib, Master of
Scribes takes over a Spell's or Item's command and dispels the card — played through scenarios
(docs/rules-notes/cards/command-contests.md)."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, events, matchup, play, status

from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.schema import Terrain


def _squawker(against: str) -> CombatState:
    return play(
        combat(
            "Woods",
            attacker={"shield": ["Kazarian Squawker", "Swordsman"], "command": "Kazarian Squawker"},
            defender={"shield": [against, "Axeman"], "command": against},
        )
    )


def test_kazarian_squawker_beating_the_opposing_command_creature_cancels_it() -> None:
    state = _squawker("Baezhu, Overlord of Twisted Ways")  # 2: would make the land Spires
    assert state.command_dispelled == [False, True]
    assert state.terrain_types == (Terrain.WOODS,)
    assert status(state, "Baezhu, Overlord of Twisted Ways") == Status.STANDING  # only cancelled


def test_kazarian_squawker_leaves_a_command_creature_it_does_not_beat() -> None:
    state = _squawker("Gnorg, Overlord of Swamps")  # 6 against the Squawker's 5
    assert state.command_dispelled == [False, False]
    assert state.terrain_types == (Terrain.SWAMPS,)


def test_kazarian_squawker_ties_are_no_win() -> None:
    state = _squawker("Elandar, Mighty Wizard")  # 6 against 5 + 1 off-colour
    assert state.command_dispelled == [False, False]
    said = [e["says"] for e in events(state, "effect") if e["subject"] == "Kazarian Squawker"]
    assert said == ["fights Elandar, Mighty Wizard: 6 against 6, no effect"]


def test_kazarian_squawker_does_not_fight_a_spell() -> None:
    state = play(
        combat(
            attacker={"shield": ["Kazarian Squawker", "Swordsman"], "command": "Kazarian Squawker"},
            defender={"shield": ["Axeman"], "storage": ["Dork Age"], "command": "Dork Age"},
        )
    )
    assert state.command_dispelled == [False, False]


def _theib(command: str) -> CombatState:
    return play(
        combat(
            attacker={"shield": ["Great Ba'te"], "storage": ["Dork Age"], "command": command},
            defender={
                "shield": ["Theib, Master of Scribes", "Gn'Obby Gnomes"],
                "command": "Theib, Master of Scribes",
                "primaries": ["Gn'Obby Gnomes"],
            },
        )
    )


def test_theib_takes_over_an_opposing_spells_command() -> None:
    state = _theib("Dork Age")
    assert state.command_dispelled[ATT] and not state.command_dispelled[DEF]
    first = matchup(state, 1)
    assert first["attacker_vitality"] - first["defender_vitality"] > 10
    assert first["result"] == "defender"  # Dork Age now works for the Gnomes
    assert status(state, "Great Ba'te") == Status.BEATEN


def test_theib_against_a_creature_command_takes_nothing() -> None:
    state = play(
        combat(
            attacker={"shield": ["Great Ba'te", "Judge Dredge"], "command": "Judge Dredge"},
            defender={
                "shield": ["Theib, Master of Scribes", "Gn'Obby Gnomes"],
                "command": "Theib, Master of Scribes",
            },
        )
    )
    assert state.command_dispelled == [False, False]
    assert matchup(state, 1)["result"] == "attacker"


def _shadow_warrior(up: str) -> CombatState:
    return play(
        combat(
            attacker={"shield": ["Shadow Warrior", "Swordsman"], "command": "Shadow Warrior"},
            defender={"shield": ["Axeman"], "up": up},
        )
    )


def _warrior_says(state: CombatState) -> list[str]:
    return [e["says"] for e in events(state, "effect") if e["subject"] == "Shadow Warrior"]


def test_shadow_warrior_beating_the_up_card_costs_the_opponent_a_draw() -> None:
    state = _shadow_warrior("Lancer")  # 10: the Warrior's 9 wins only with its +2
    assert _warrior_says(state) == ["fights the Up card Lancer: 11 against 10, it is beaten"]
    assert state.memory.board_effects == ((DEF, "fewer_draws", "Shadow Warrior", ("1",)),)
    assert status(state, "Shadow Warrior") == Status.STANDING
    assert status(state, "Lancer") == Status.HAND  # the Up card stays where it is


def test_shadow_warrior_not_beating_the_up_card_changes_nothing() -> None:
    state = _shadow_warrior("Sand Lord")  # 11 against 11: a tie is no win
    assert _warrior_says(state) == ["fights the Up card Sand Lord: 11 against 11, no effect"]
    assert state.memory.board_effects == ()
    assert status(state, "Shadow Warrior") == Status.STANDING


def test_shadow_warrior_does_not_fight_an_up_card_that_is_no_creature() -> None:
    state = _shadow_warrior("Woods")
    assert _warrior_says(state) == ["the opponent's Up card is no creature: no fight"]
    assert state.memory.board_effects == ()
