"""Heliopolos, Temple of Re (``accessory = { tokens = ... }``, combat/accessory_tokens.py): a
token each time an own creature beats an Undead; one spent in a primary match-up gives the own
creature of it 2 Vitality (docs/rules-notes/cards/accessories.md). Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, combat, do, events, legal, matchup, start, to_matchup, to_step

from stronghold.games.guardians.combat import accessory_tokens
from stronghold.games.guardians.combat.state import CombatState

TEMPLE = "Heliopolos, Temple of Re"


def _data(tokens: int, attacker: list[str], defender: list[str]) -> dict[str, Any]:
    side: dict[str, Any] = {"shield": attacker, "accessory": TEMPLE, "tokens": tokens}
    return combat(attacker=side, defender={"shield": defender})


def _first_window(data: dict[str, Any], attacker: str, defender: str) -> CombatState:
    state = start(data)
    to_matchup(state, attacker, defender)
    to_step(state, "modify_window")
    while state.seat != ATT:
        do(state, "pass")
    return state


def _finish(state: CombatState) -> None:
    while not state.is_terminal():
        options = legal(state)
        do(state, *(("done",) if ("done",) in options else ("pass",)))


def test_a_token_spent_gives_the_own_fighter_two_vitality() -> None:
    plain = _first_window(_data(1, ["Swordsman"], ["Axeman"]), "Swordsman", "Axeman")
    _finish(plain)
    state = _first_window(_data(1, ["Swordsman"], ["Axeman"]), "Swordsman", "Axeman")
    assert ("power", "accessory", "token", "Swordsman") in legal(state)
    do(state, "power", "accessory", "token", "Swordsman")
    assert accessory_tokens.held(state, ATT) == 0
    assert ("power", "accessory", "token", "Swordsman") not in legal(state)  # none left
    _finish(state)
    spent, kept = matchup(state, 1), matchup(plain, 1)
    assert spent["attacker_vitality"] == kept["attacker_vitality"] + 2
    assert accessory_tokens.held(plain, ATT) == 1


def test_without_tokens_there_is_nothing_to_spend() -> None:
    state = start(_data(0, ["Swordsman"], ["Axeman"]))
    to_matchup(state, "Swordsman", "Axeman")
    while not state.is_terminal():
        options = legal(state)
        assert not any(option[:2] == ("power", "accessory") for option in options)
        do(state, *(("done",) if ("done",) in options else ("pass",)))


def test_beating_an_undead_puts_a_token_on_the_temple() -> None:
    state = start(_data(0, ["Swordsman"], ["Fan Bearer"]))
    to_matchup(state, "Swordsman", "Fan Bearer")
    _finish(state)
    assert matchup(state, 1)["result"] == "attacker"
    assert accessory_tokens.held(state, ATT) == 1
    assert any(TEMPLE in e["subject"] for e in events(state, "effect"))


def test_beating_a_creature_of_another_class_gives_none() -> None:
    state = start(_data(0, ["Swordsman"], ["Lying Scum"]))
    to_matchup(state, "Swordsman", "Lying Scum")
    _finish(state)
    assert matchup(state, 1)["result"] == "attacker"
    assert accessory_tokens.held(state, ATT) == 0
    assert accessory_tokens.held(state, DEF) == 0
