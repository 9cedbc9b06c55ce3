"""C items played together with a creature as one command card (combat/command_pairs.py):
Bagpipes of Fear (the creature gets a 3-point fear AOE in place of its own command ability) and
Heels of Speed (the creature first attacks the opposing command creature; the Heels are lost
if it is killed). docs/rules-notes/cards/command-pairs.md. Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, Status, card, combat, do, events, legal, start, status

from stronghold.games.guardians.combat import command_pairs
from stronghold.games.guardians.combat.model import Role
from stronghold.games.guardians.combat.scenario import play_scenario
from stronghold.games.guardians.combat.state import CombatState

PIPES = "Bagpipes of Fear"
HEELS = "Heels of Speed"


def _commands(
    data: dict[str, Any], attacker: tuple[str, ...], defender: tuple[str, ...]
) -> CombatState:
    """Both sides choose the given command card (an item and its creature, or one card)."""
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "yes" if defender else "no")
    do(state, "command", *attacker)
    if defender:
        do(state, "command", *defender)
    while state.phase == "command_window":
        do(state, "pass")
    return state


def test_bagpipes_are_chosen_only_together_with_a_creature_of_the_combat_hand() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Axeman", PIPES]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    chosen = [a for a in legal(state) if a[0] == "command"]
    assert sorted(chosen) == [("command", PIPES, "Axeman"), ("command", PIPES, "Swordsman")]


def test_bagpipes_give_their_creature_a_fear_aoe_in_place_of_its_own_command() -> None:
    # The Sorcerer's own command is a 4-point fire AOE: with the Bagpipes it has only the
    # 3-point fear AOE, so the Gnomes (Vitality 4) stay and the Wart Fiend (1) goes.
    state = _commands(
        combat(
            attacker={"shield": ["Sorcerer", "Swordsman", PIPES]},
            defender={"shield": ["Sand Lord", "Gn'Omish Gnomes", "Ugly Wart Fiend"]},
        ),
        (PIPES, "Sorcerer"),
        (),
    )
    sorcerer = card(state, "Sorcerer")
    assert sorcerer.role == Role.COMMAND and sorcerer.status == Status.STANDING
    assert state.commands[ATT] == sorcerer.id
    assert status(state, PIPES) == Status.USED
    assert status(state, "Ugly Wart Fiend") == Status.DISCARDED
    assert status(state, "Gn'Omish Gnomes") == Status.HAND
    (revealed,) = [e for e in events(state, "command") if e["seat"] == ATT]
    assert revealed["card"] == f"Sorcerer with {PIPES}"


def test_the_opponent_sees_a_command_card_chosen_not_the_pair() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", PIPES]},
            defender={"shield": ["Sand Lord", "Kazarian Squawker"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "yes")
    do(state, "command", PIPES, "Swordsman")
    told = [t.text for t in state.events(DEF) if t.event.kind == "command-chosen"]
    assert told and all(PIPES not in t and "Swordsman" not in t for t in told)
    held = state.pending[ATT]
    assert held is not None and held.partner == card(state, "Swordsman").id


def test_heels_attack_the_opposing_command_creature_before_its_ability_works() -> None:
    # Swordsman 6 + 3 (Off-Color against an Elemental) beats the Kazarian Squawker (5): the
    # Squawker is beaten and its own duel never happens.
    state = _commands(
        combat(
            attacker={"shield": ["Swordsman", "Axeman", HEELS]},
            defender={"shield": ["Kazarian Squawker", "Sand Lord"]},
        ),
        (HEELS, "Swordsman"),
        ("Kazarian Squawker",),
    )
    assert status(state, "Kazarian Squawker") == Status.BEATEN
    assert state.command_dispelled[DEF] and not state.command_dispelled[ATT]
    assert status(state, "Swordsman") == Status.STANDING
    assert card(state, HEELS).id in command_pairs.kept_items(state)


def test_heels_lost_when_their_creature_is_beaten_by_a_bigger_command_creature() -> None:
    # Swordsman 6 against the Sorcerer 8: the Swordsman is beaten, the Heels are lost, and the
    # Sorcerer's fire AOE still burns the Wart Fiend.
    state = _commands(
        combat(
            attacker={"shield": ["Swordsman", "Axeman", HEELS]},
            defender={"shield": ["Sorcerer", "Sand Lord"]},
        ),
        (HEELS, "Swordsman"),
        ("Sorcerer",),
    )
    assert status(state, "Swordsman") == Status.BEATEN
    assert not state.command_dispelled[DEF]
    assert card(state, HEELS).id not in command_pairs.kept_items(state)


def test_heels_keep_the_creatures_own_command_ability() -> None:
    # The Sorcerer with the Heels keeps its 4-point fire AOE; no opposing command creature to
    # attack.
    state = _commands(
        combat(
            attacker={"shield": ["Sorcerer", HEELS]},
            defender={"shield": ["Sand Lord", "Gn'Omish Gnomes"]},
        ),
        (HEELS, "Sorcerer"),
        (),
    )
    assert status(state, "Gn'Omish Gnomes") == Status.DISCARDED
    assert card(state, HEELS).id in command_pairs.kept_items(state)


def test_a_scenario_names_the_pair_as_item_with_creature() -> None:
    state = play_scenario(
        combat(
            attacker={
                "shield": ["Swordsman", "Axeman", PIPES],
                "command": f"{PIPES} with Axeman",
            },
            defender={"shield": ["Sand Lord", "Ugly Wart Fiend"]},
        )
    )
    assert card(state, "Axeman").role == Role.COMMAND
    assert status(state, "Ugly Wart Fiend") == Status.DISCARDED
