"""A creature taking another's text box in its primary match-up (combat/text_boxes.py): Xaz,
Thief of Twilight (a roll of 3+ takes her opponent's, which is blanked) and Shin Chios, Third
Disciple (a creature of his combat hand laid down unchallenged in melee, whose text box he
takes). docs/rules-notes/cards/text-boxes.md. Scenarios on Swamps; the Lowland Troll (8) is 3
stronger while its own shield attacks."""

from __future__ import annotations

from combat_helpers import ATT, Status, card, combat, do, events, finish, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

XAZ = "Xaz, Thief of Twilight"  # 6
SHIN = "Shin Chios, Third Disciple"  # 4
TROLL = "Lowland Troll"


def _xaz_attacks_troll(roll: int) -> CombatState:
    state = start(combat(attacker={"shield": [XAZ]}, defender={"shield": [TROLL]}))
    state.rolls[f"{card(state, XAZ).id}:text_box"] = roll  # the die, fixed for the test
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", XAZ)
    do(state, "primary", TROLL)
    return state


def _said(state: CombatState, name: str) -> list[str]:
    return [e["says"] for e in events(state, "effect") if e["subject"] == name]


def test_xaz_rolling_3_takes_the_text_box_and_wins_with_it() -> None:
    state = _xaz_attacks_troll(3)
    assert _said(state, XAZ) == [f"takes the text box of {TROLL}"]
    assert _said(state, TROLL) == ["loses its text box"]
    assert state.memory.text_boxes == {card(state, XAZ).id: card(state, TROLL).id}
    finish(state)
    assert status(state, TROLL) == Status.BEATEN  # Xaz 6 + 3 attacking against 8
    assert status(state, XAZ) == Status.STANDING


def test_xaz_rolling_2_takes_nothing() -> None:
    state = _xaz_attacks_troll(2)
    assert _said(state, XAZ) == []
    finish(state)
    assert status(state, XAZ) == Status.BEATEN  # 6 against 8


def test_a_blanked_defender_loses_what_its_text_gives() -> None:
    # the Troll attacking: 8 + 3; blanked by Xaz it is 8 against Xaz's 6 (Xaz defends: the
    # bonus she took gives her nothing)
    state = start(combat(attacker={"shield": [TROLL]}, defender={"shield": [XAZ]}))
    state.rolls[f"{card(state, XAZ).id}:text_box"] = 6
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", TROLL)
    do(state, "primary", XAZ)
    finish(state)
    first = state.summary()["matchups"][0]
    assert (first["attacker_vitality"], first["defender_vitality"]) == (8, 6)


def _shin_vs_archer() -> CombatState:
    state = start(combat(attacker={"shield": [SHIN, TROLL]}, defender={"shield": ["Archer"]}))
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", SHIN)
    do(state, "primary", "Archer")
    return state


def test_shin_lays_a_creature_unchallenged_and_takes_its_text_box() -> None:
    state = _shin_vs_archer()
    assert state.phase == "retarget" and state.seat == ATT
    assert set(legal(state)) == {("unchallenged", TROLL), ("pass",)}
    do(state, "unchallenged", TROLL)
    assert _said(state, TROLL) == ["stands unchallenged in melee"]
    assert _said(state, SHIN) == [f"takes the text box of {TROLL}"]
    finish(state)
    assert status(state, "Archer") == Status.BEATEN  # Shin 4 + 3 attacking against 6
    assert status(state, TROLL) == Status.STANDING  # it keeps its own text box too
    assert state.summary()["attacker"]["total"] == 4 + 8


def test_shin_passing_fights_as_he_is() -> None:
    state = _shin_vs_archer()
    do(state, "pass")
    finish(state)
    assert status(state, SHIN) == Status.BEATEN  # 4 against 6


def test_shin_is_not_asked_with_an_empty_combat_hand() -> None:
    state = start(combat(attacker={"shield": [SHIN]}, defender={"shield": ["Archer"]}))
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", SHIN)
    do(state, "primary", "Archer")
    assert state.phase != "retarget"
