"""Oscar the Wonder Chimp (``returns_spell``, combat/spell_returns.py): a seat pays a Power Stone
to play it on a spell of its own just cast, while that spell's chain of answers is open; the
spell still acts, and its card goes back to the Storage Hand after the combat instead of the
discard pile. docs/rules-notes/cards/spell-returns.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    start,
    status,
    to_matchup,
    to_step,
)

from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.combat.state import CombatState

OSCAR = "Oscar the Wonder Chimp"
LUNCH = "Power Lunch"


def _lunch_cast(attacker: dict[str, object], defender: dict[str, object]) -> CombatState:
    """The attacker's Swordsman meets the Sand Lord; the attacker casts Power Lunch on it in
    the spell window."""
    state = start(combat(attacker=attacker, defender=defender))
    to_matchup(state, "Swordsman", "Sand Lord")
    to_step(state, "spell_window")
    while state.seat != ATT:
        do(state, "pass")
    do(state, "cast", LUNCH, "Swordsman")
    return state


def _returned(state: CombatState) -> list[str]:
    return [e["subject"] for e in events(state, "effect") if "Storage Hand" in e["says"]]


def test_the_caster_is_asked_once_the_opponent_lets_the_spell_be_and_keeps_it() -> None:
    state = _lunch_cast(
        {"shield": ["Swordsman"], "storage": [LUNCH, OSCAR], "stones": 1},
        {"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
    )
    assert state.phase == "response" and state.seat == DEF
    do(state, "pass")
    assert state.phase == "response" and state.seat == ATT  # asked once more, for Oscar
    assert set(legal(state)) == {("cast", OSCAR, LUNCH), ("pass",)}
    do(state, "cast", OSCAR, LUNCH)
    assert state.stones[ATT] == 0
    do(state, "pass")  # the defender lets Oscar be
    assert _returned(state) == [LUNCH]
    assert state.memory.returned == (card(state, LUNCH).id,)
    fighter = state.current.fighters[ATT] if state.current is not None else None
    assert fighter is not None and fighter.can_receive  # the spell acted all the same
    finish(state)
    assert status(state, OSCAR) == Status.USED


def test_the_chimp_costs_a_stone() -> None:
    for stones, offered in ((0, False), (1, True)):
        state = _lunch_cast(
            {"shield": ["Swordsman"], "storage": [LUNCH, OSCAR], "stones": stones},
            {"shield": ["Sand Lord"]},
        )
        # The defender, with no storage card, could answer nothing: the attacker is asked at
        # once (its storage hand holds a face-down card) whether it keeps its spell.
        assert state.phase == "response" and state.seat == ATT
        assert (("cast", OSCAR, LUNCH) in legal(state)) is offered


def test_the_chimp_keeps_only_its_own_players_spells() -> None:
    # Both sides hold a chimp: only the attacker may keep the attacker's Power Lunch.
    state = _lunch_cast(
        {"shield": ["Swordsman"], "storage": [LUNCH, OSCAR], "stones": 1},
        {"shield": ["Sand Lord"], "storage": [OSCAR], "stones": 1},
    )
    assert state.seat == DEF
    assert all(a[:2] != ("cast", OSCAR) for a in legal(state))
    do(state, "pass")
    assert state.seat == ATT and ("cast", OSCAR, LUNCH) in legal(state)


def test_a_dispelled_chimp_keeps_nothing() -> None:
    state = _lunch_cast(
        {"shield": ["Swordsman"], "storage": [LUNCH, OSCAR], "stones": 1},
        {"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
    )
    do(state, "pass")
    do(state, "cast", OSCAR, LUNCH)
    assert ("cast", "Dispel Magic", OSCAR) in legal(state)
    do(state, "cast", "Dispel Magic", OSCAR)  # the attacker has nothing left to answer it
    assert _returned(state) == []
    assert state.memory.returned == ()


def test_only_a_side_that_could_hold_a_chimp_is_asked_again() -> None:
    for storage, asked in (([LUNCH, "Ice Storm"], False), ([LUNCH, OSCAR], True)):
        state = _lunch_cast(
            {"shield": ["Swordsman"], "storage": storage, "stones": 1},
            {"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        )
        do(state, "pass")
        assert (state.phase == "response" and state.seat == ATT) is asked


def test_a_command_spell_is_kept_in_the_command_window_and_still_acts() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Ice Storm", OSCAR], "stones": 1},
            defender={"shield": ["Sand Lord", "Angel"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Ice Storm")
    while state.phase == "command_window" and state.seat != ATT:
        do(state, "pass")
    assert ("cast", OSCAR, "Ice Storm") in legal(state)
    do(state, "cast", OSCAR, "Ice Storm")
    while state.phase != "primary_choose":
        do(state, "pass")
    assert _returned(state) == ["Ice Storm"]
    assert status(state, "Angel") != Status.HAND  # the storm blew the flier away all the same
