"""Vikia Tso'Shan'Lu beating her primary opponent and rolling 3 or more: a random card of the
opposing combat hand is pulled out and, a creature, stands unchallenged in melee
(combat/unchallenged.py, ``wins_pulls``). docs/rules-notes/cards/unchallenged-pulls.md.
Scenarios on Swamps; the die is fixed for each test."""

from __future__ import annotations

from combat_helpers import ATT, Status, card, combat, do, events, finish, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

VIKIA = "Vikia Tso'Shan'Lu"  # 4


def _vikia_beats_trumpeter(hand: list[str], roll: int) -> CombatState:
    state = start(
        combat(attacker={"shield": [VIKIA, "Swordsman"]}, defender={"shield": ["Trumpeter", *hand]})
    )
    state.rolls[f"{card(state, VIKIA).id}:pull"] = roll  # the die, fixed for the test
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", VIKIA)
    do(state, "primary", "Trumpeter")  # 2: Vikia wins
    while state.current is not None and state.current.number == 1:
        do(state, "pass")
    return state


def _said(state: CombatState) -> list[str]:
    return [e["says"] for e in events(state, "effect") if e["subject"] == VIKIA]


def test_a_pulled_creature_stands_unchallenged_and_cannot_be_played_any_more() -> None:
    state = _vikia_beats_trumpeter(["Sand Lord"], 3)
    assert status(state, "Trumpeter") == Status.BEATEN
    assert _said(state) == ["pulls Sand Lord: it stands unchallenged in melee"]
    assert status(state, "Sand Lord") == Status.STANDING
    assert card(state, "Sand Lord").revealed
    # the defender has nothing left to play: the attacker's Swordsman may attack the Sand Lord
    assert ("secondary", "Swordsman", "Sand Lord") in legal(state)
    finish(state)
    summary = state.summary()
    assert summary["defender"]["total"] == 11  # it still counts for its owner


def test_a_low_roll_pulls_nothing() -> None:
    state = _vikia_beats_trumpeter(["Sand Lord"], 2)
    assert _said(state) == []
    assert status(state, "Sand Lord") == Status.HAND  # still the defender's to play
    assert state.phase == "primary_choose" and state.seat == ATT


def test_a_pulled_card_that_is_no_creature_goes_back() -> None:
    state = _vikia_beats_trumpeter(["Amulet of Flying"], 6)
    assert _said(state) == ["pulls Amulet of Flying: no creature, it goes back"]
    assert status(state, "Amulet of Flying") == Status.HAND
