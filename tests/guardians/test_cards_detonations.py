"""Saboteurs (issue 14, combat flow): cast in the command window on the opponent's command
card when it is a Creature Magic Item, the item is blown up — discarded without effect — and
its owner loses a Power Stone (``detonates_item``; docs/rules-notes/cards/combat-flow.md)."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, Status, card, combat, do, events, legal, start, status

from stronghold.games.guardians.combat import command_pairs
from stronghold.games.guardians.combat.state import CombatState


def _wheel_against(
    storage: list[str], *, stones: int = 3, theirs: list[str] | None = None
) -> CombatState:
    """The attacker shows Wheel of Law as his command card; the defender holds ``storage``."""
    state = start(
        combat(
            attacker={
                "shield": ["Wheel of Law", "Wraith", "Swordsman"],
                "stones": stones,
                "storage": theirs or [],
            },
            defender={"shield": ["Great Ba'te", "Gn'Obby Gnomes"], "storage": storage},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Wheel of Law")
    return state


def _to_primary(state: CombatState) -> None:
    while state.phase != "primary_choose":
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")


def test_saboteurs_blow_up_a_creature_item_shown_as_command_card() -> None:
    state = _wheel_against(["Saboteurs"])
    assert state.phase == "command_window"
    if state.seat == ATT:
        do(state, "pass")
    assert ("cast", "Saboteurs", "Wheel of Law") in legal(state)
    do(state, "cast", "Saboteurs", "Wheel of Law")
    _to_primary(state)
    assert state.command_dispelled[ATT]
    assert state.stones[ATT] == 2
    (lost,) = events(state, "stones")
    assert (lost["seat"], lost["change"], lost["card"]) == (ATT, -1, "Saboteurs")
    # the Wheel does nothing: the attacker may lay any creature first, not only the weakest
    assert {a for a in legal(state) if a[0] == "primary"} == {
        ("primary", "Wraith"),
        ("primary", "Swordsman"),
    }


def test_saboteurs_take_no_stone_the_opponent_has_not() -> None:
    state = _wheel_against(["Saboteurs"], stones=0)
    if state.seat == ATT:
        do(state, "pass")
    do(state, "cast", "Saboteurs", "Wheel of Law")
    _to_primary(state)
    assert state.command_dispelled[ATT] and state.stones[ATT] == 0
    assert not events(state, "stones")


def test_a_dispel_of_the_saboteurs_saves_the_item_and_the_stone() -> None:
    state = _wheel_against(["Saboteurs"], theirs=["Dispel Magic"])
    if state.seat == ATT:
        do(state, "pass")
    do(state, "cast", "Saboteurs", "Wheel of Law")
    assert state.phase == "response" and state.seat == ATT
    do(state, "cast", "Dispel Magic", "Saboteurs")
    _to_primary(state)
    assert not state.command_dispelled[ATT] and state.stones[ATT] == 3
    assert [a for a in legal(state) if a[0] == "primary"] == [("primary", "Swordsman")]


def _commands(data: dict[str, Any], attacker: str) -> CombatState:
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", attacker)
    return state


def test_saboteurs_reach_only_a_creature_item_not_a_hand_item_or_a_command_creature() -> None:
    offered = {}
    for command, shield, storage in (
        ("Wheel of Law", ["Wheel of Law", "Swordsman"], []),
        ("Obelisk of Bablos", ["Gn'Obby Gnomes"], ["Obelisk of Bablos"]),
        ("Spirit Guide", ["Spirit Guide", "Swordsman"], []),
    ):
        data = combat(
            attacker={"shield": shield, "storage": storage},
            defender={"shield": ["Axeman"], "storage": ["Saboteurs"]},
        )
        state = _commands(data, command)
        if state.seat == ATT:
            do(state, "pass")
        assert (state.phase, state.seat) == ("command_window", DEF)
        offered[command] = [a for a in legal(state) if a[:2] == ("cast", "Saboteurs")]
    assert offered == {
        "Wheel of Law": [("cast", "Saboteurs", "Wheel of Law")],
        "Obelisk of Bablos": [],
        "Spirit Guide": [],
    }


def _pair_against_saboteurs(attacker: list[str], pair: tuple[str, str]) -> CombatState:
    """The attacker shows an item-and-creature pair as his command card; the defender, holding
    Saboteurs, has the command window."""
    state = start(
        combat(
            attacker={"shield": attacker, "stones": 3},
            defender={
                "shield": ["Sand Lord", "Gn'Omish Gnomes", "Ugly Wart Fiend"],
                "storage": ["Saboteurs"],
            },
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", *pair)
    assert state.phase == "command_window"
    if state.seat == ATT:
        do(state, "pass")
    return state


def test_saboteurs_blow_up_the_item_of_a_pair_shown_as_command_card() -> None:
    # Bagpipes of Fear played with the Sorcerer: the creature stands as the command card, and
    # the Creature Magic Item it came with is what the Saboteurs blow up; without it no fear
    # AOE takes the Ugly Wart Fiend (Vitality 1).
    state = _pair_against_saboteurs(
        ["Sorcerer", "Swordsman", "Bagpipes of Fear"], ("Bagpipes of Fear", "Sorcerer")
    )
    assert ("cast", "Saboteurs", "Bagpipes of Fear") in legal(state)
    do(state, "cast", "Saboteurs", "Bagpipes of Fear")
    _to_primary(state)
    assert state.command_dispelled[ATT] and state.stones[ATT] == 2
    assert status(state, "Ugly Wart Fiend") == Status.HAND


def test_heels_blown_up_do_not_go_back_with_their_creature() -> None:
    state = _pair_against_saboteurs(
        ["Swordsman", "Axeman", "Heels of Speed"], ("Heels of Speed", "Swordsman")
    )
    do(state, "cast", "Saboteurs", "Heels of Speed")
    _to_primary(state)
    assert state.command_dispelled[ATT]
    assert status(state, "Swordsman") == Status.STANDING
    assert card(state, "Heels of Speed").id not in command_pairs.kept_items(state)
