"""GUARDIANS' ABILITIES in combat: paid channeling (Gaar), cancelled channeling (Siin), stones
for bribed creatures (Grahzue), paid dispels (Sikura), cards for H items (Eisnmir)."""

from __future__ import annotations

from typing import Any

from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    start,
    status,
    to_matchup,
    to_step,
)

from stronghold.games.guardians.combat.state import CombatState


def _start(
    attacker: dict[str, Any], defender: dict[str, Any], terrain: str = "none"
) -> CombatState:
    return start(combat(terrain, attacker=attacker, defender=defender))


def _to_modify(state: CombatState, seat: int) -> None:
    while state.phase != "modify_window" or state.current_seat != seat:
        do(state, "pass")


def _parts(state: CombatState, side: str) -> dict[str, int]:
    return {label: value for label, value in matchup(state, 1)[f"{side}_parts"]}


# --- Gaar ----------------------------------------------------------------------------------------


def test_gaar_pays_2_stones_to_channel_5_into_a_creature_without_a_green_bar() -> None:
    state = _start(
        {"guardian": "Gaar", "shield": ["Swordsman"], "stones": 3}, {"shield": ["Axeman"]}
    )
    to_matchup(state, "Swordsman", "Axeman")
    _to_modify(state, ATT)
    assert ("channel", "guardian") not in legal(state)  # no green bar
    do(state, "power", "guardian", "channel")
    assert state.stones[ATT] == 1
    finish(state)
    assert _parts(state, "attacker")["channeling"] == 5
    assert matchup(state, 1)["attacker_vitality"] == 6 + 5


def test_gaars_channeling_stays_within_the_base_vitality() -> None:
    # Groatie (3): only 3 of the 5 points; then it is full.
    state = _start({"guardian": "Gaar", "shield": ["Groatie"], "stones": 8}, {"shield": ["Axeman"]})
    to_matchup(state, "Groatie", "Axeman")
    _to_modify(state, ATT)
    do(state, "power", "guardian", "channel")
    _to_modify(state, ATT) if state.phase == "modify_window" else None
    assert ("power", "guardian", "channel") not in legal(state)
    finish(state)
    assert _parts(state, "attacker")["channeling"] == 3


def test_gaar_channels_the_ordinary_way_into_a_creature_with_a_green_bar() -> None:
    state = _start({"guardian": "Gaar", "shield": ["Zombie"], "stones": 3}, {"shield": ["Axeman"]})
    to_matchup(state, "Zombie", "Axeman")
    _to_modify(state, ATT)
    assert ("channel", "guardian") in legal(state)
    assert ("power", "guardian", "channel") not in legal(state)


def test_gaar_needs_2_stones() -> None:
    state = _start(
        {"guardian": "Gaar", "shield": ["Swordsman"], "stones": 1}, {"shield": ["Axeman"]}
    )
    to_matchup(state, "Swordsman", "Axeman")
    assert not any(a[0] == "power" for a in legal(state))


# --- Siin ----------------------------------------------------------------------------------------


def _siin(stones: int) -> CombatState:
    state = _start(
        {"shield": ["Zombie"], "stones": 5},
        {"guardian": "Siin", "shield": ["Energy Well"], "stones": stones},
    )
    to_matchup(state, "Zombie", "Energy Well")
    _to_modify(state, ATT)
    do(state, "channel", "guardian")
    return state


def test_siin_pays_2_stones_to_cancel_a_channeling_then_nobody_channels() -> None:
    state = _siin(3)
    assert state.phase == "channel_response" and state.current_seat == DEF
    assert legal(state) == [("power", "guardian", "cancel"), ("pass",)]
    do(state, "power", "guardian", "cancel")
    assert state.stones == [4, 1]  # the attacker's stone is spent all the same
    assert state.channel_banned
    # Siin's own side may not channel either now: with stones and a green bar (Energy
    # Well), the defender has nothing left to do and the match-up is counted.
    assert state.stones[DEF] >= 1
    assert state.is_terminal()
    assert [e["seat"] for e in events(state, "channel")] == [ATT]
    assert "channeling" not in _parts(state, "attacker")
    assert matchup(state, 1)["attacker_vitality"] == 7  # the Zombie alone


def test_siin_may_let_the_channeling_stand() -> None:
    state = _siin(3)
    do(state, "pass")
    assert state.stones == [4, 3]
    finish(state)
    assert _parts(state, "attacker")["channeling"] == 7


def test_siin_is_not_asked_without_2_stones() -> None:
    state = _siin(1)
    assert state.phase != "channel_response"


# --- Grahzue -------------------------------------------------------------------------------------


def test_grahzue_gains_a_stone_when_an_opponent_bribes_one_of_his_creatures() -> None:
    state = _start(
        {"shield": ["Axeman"], "storage": ["Gold"], "stones": 2},
        {"guardian": "Grahzue", "shield": ["Swordsman"], "stones": 2},
    )
    to_matchup(state, "Axeman", "Swordsman")
    do(state, "bribe", "Swordsman", "gold")
    assert status(state, "Swordsman") == Status.BRIBED
    assert state.stones == [2, 3]


def test_grahzue_gains_nothing_when_he_bribes() -> None:
    state = _start(
        {"guardian": "Grahzue", "shield": ["Axeman"], "storage": ["Gold"], "stones": 2},
        {"shield": ["Swordsman"], "stones": 2},
    )
    to_matchup(state, "Axeman", "Swordsman")
    do(state, "bribe", "Swordsman", "gold")
    assert state.stones == [2, 2]


# --- Sikura --------------------------------------------------------------------------------------


def test_sikura_pays_2_stones_to_dispel_a_spell() -> None:
    state = _start(
        {"shield": ["Axeman"], "storage": ["Make Juice"], "stones": 2},
        {"guardian": "Sikura", "shield": ["Swordsman"], "stones": 2},
    )
    to_matchup(state, "Axeman", "Swordsman")
    while state.current_seat != ATT or not any(a[0] == "cast" for a in legal(state)):
        do(state, "pass")
    do(state, "cast", "Make Juice")
    assert state.phase == "response" and state.current_seat == DEF
    assert ("power", "guardian", "dispel", "Make Juice") in legal(state)
    do(state, "power", "guardian", "dispel", "Make Juice")
    assert state.stones == [2, 0]  # Make Juice gave nothing
    assert events(state, "fizzles")[-1]["card"] == "Make Juice"


def test_sikura_dispels_a_spell_played_as_command_card() -> None:
    state = _start(
        {"shield": ["Axeman"], "storage": ["Vitales Dark Cloud"]},
        {"guardian": "Sikura", "shield": ["Swordsman", "Groatie"], "stones": 2},
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Vitales Dark Cloud")
    assert ("power", "guardian", "dispel", "Vitales Dark Cloud") in legal(state)
    do(state, "power", "guardian", "dispel", "Vitales Dark Cloud")
    assert state.command_dispelled[ATT] and state.stones[DEF] == 0
    to_step(state, "primary_choose")
    do(state, "primary", "Axeman")
    do(state, "primary", "Swordsman")
    finish(state)
    assert status(state, "Groatie") != Status.DISCARDED


def test_sikura_cannot_dispel_a_creature_command_card() -> None:
    state = _start(
        {"shield": ["Sorcerer", "Axeman"]},
        {"guardian": "Sikura", "shield": ["Swordsman"], "stones": 2},
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Sorcerer")
    assert state.phase != "command_window" or not any(a[0] == "power" for a in legal(state))


# --- Eisnmir -------------------------------------------------------------------------------------


def test_eisnmir_draws_a_card_when_an_opponent_uses_a_hand_item() -> None:
    state = _start(
        {"shield": ["Axeman"], "storage": ["Hammer of Doom"]},
        {"guardian": "Eisnmir", "shield": ["Swordsman"]},
        terrain="Swamps",
    )
    to_matchup(state, "Axeman", "Swordsman")
    while state.current_seat != ATT or ("cast", "Hammer of Doom") not in legal(state):
        do(state, "pass")
    do(state, "cast", "Hammer of Doom")
    assert state.draws == [0, 1]
    assert card(state, "Hammer of Doom").status == Status.USED


def test_eisnmir_draws_nothing_for_his_own_hand_items() -> None:
    state = _start(
        {"guardian": "Eisnmir", "shield": ["Axeman"], "storage": ["Hammer of Doom"]},
        {"shield": ["Swordsman"]},
        terrain="Swamps",
    )
    to_matchup(state, "Axeman", "Swordsman")
    while state.current_seat != ATT or ("cast", "Hammer of Doom") not in legal(state):
        do(state, "pass")
    do(state, "cast", "Hammer of Doom")
    assert state.draws == [0, 0]
