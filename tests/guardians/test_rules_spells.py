"""SPELLS: "at any time" spells come after bribery; Dispel Magic answers them."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    pass_or_done,
    play,
    start,
    status,
)

from stronghold.games.guardians.combat.state import CombatState


def _to_spell_window(state: CombatState, attacker: str, defender: str) -> None:
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.phase == "bribery":
        do(state, "pass")


def test_any_time_spells_can_be_cast_once_bribery_is_over() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["St. Ballantine's Evocation"]},
            defender={"shield": ["Sand Lord"], "storage": ["Power Lunch"]},
        )
    )
    _to_spell_window(state, "Swordsman", "Sand Lord")
    assert state.phase == "spell_window"
    assert ("cast", "St. Ballantine's Evocation", "Swordsman") in legal(state)
    do(state, "pass")
    assert ("cast", "Power Lunch", "Sand Lord") in legal(state)


def test_st_ballantines_evocation_destroys_the_knight_and_its_opponent() -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["St. Ballantine's Evocation"],
                "plays": [
                    {"matchup": 1, "spell": "St. Ballantine's Evocation", "target": "Swordsman"}
                ],
            },
            defender={"shield": ["Sand Lord", "Gn'Obby Gnomes"], "primaries": ["Sand Lord"]},
        )
    )
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Sand Lord") == Status.DESTROYED
    summary = state.summary()
    assert sorted(summary["attacker"]["destroyed"] + summary["defender"]["destroyed"]) == [
        "Sand Lord",
        "Swordsman",
    ]


def test_st_ballantines_evocation_needs_a_knight() -> None:
    state = start(
        combat(
            attacker={"shield": ["Sand Lord"], "storage": ["St. Ballantine's Evocation"]},
            defender={"shield": ["Swordsman"]},
        )
    )
    _to_spell_window(state, "Sand Lord", "Swordsman")
    assert all(a[:2] != ("cast", "St. Ballantine's Evocation") for a in legal(state))


def test_dispel_magic_answers_a_spell() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["St. Ballantine's Evocation"]},
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        )
    )
    _to_spell_window(state, "Swordsman", "Sand Lord")
    do(state, "cast", "St. Ballantine's Evocation", "Swordsman")
    assert state.phase == "response"
    assert state.current_seat == DEF
    do(state, "cast", "Dispel Magic", "St. Ballantine's Evocation")
    finish(state)
    # The Evocation fizzles: the match-up is fought normally, 11 against 6 + 3.
    assert status(state, "Swordsman") == Status.BEATEN
    assert status(state, "Sand Lord") == Status.STANDING
    assert [e["card"] for e in events(state, "fizzles")] == ["St. Ballantine's Evocation"]


def test_dispel_magic_can_itself_be_dispelled() -> None:
    state = start(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["St. Ballantine's Evocation", "Dispel Magic"],
            },
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        )
    )
    _to_spell_window(state, "Swordsman", "Sand Lord")
    do(state, "cast", "St. Ballantine's Evocation", "Swordsman")
    do(state, "cast", "Dispel Magic", "St. Ballantine's Evocation")
    assert state.current_seat == ATT
    do(state, "cast", "Dispel Magic", "Dispel Magic")
    while state.phase == "response":
        do(state, "pass")
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Sand Lord") == Status.DESTROYED


def test_dispel_magic_cannot_cancel_channeling() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph"]},
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic", "Power Lunch"]},
        )
    )
    _to_spell_window(state, "Wild Nymph", "Sand Lord")
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")
    do(state, "channel", "guardian")
    assert state.current_seat == DEF
    assert ("cast", "Power Lunch", "Sand Lord") in legal(state)  # the defender may act ...
    assert all(a[:2] != ("cast", "Dispel Magic") for a in legal(state))  # ... but not dispel
    finish(state)
    assert dict(matchup(state, 1)["attacker_parts"])["channeling"] == 4


def test_a_command_spell_is_not_cast_in_a_match_up() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Vitales Dark Cloud", "Power Lunch"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Sand Lord")
    seen = []
    while not state.is_terminal():
        if state.current_seat == ATT:
            seen.extend(legal(state))
        pass_or_done(state)
    assert ("cast", "Power Lunch", "Swordsman") in seen
    assert all(a[:2] != ("cast", "Vitales Dark Cloud") for a in seen)
    assert status(state, "Vitales Dark Cloud") == Status.HAND


def test_hammer_of_doom_destroys_the_terrain_in_the_middle_of_a_combat() -> None:
    # In the Woods the Sand Lord would be 5; the Hammer of Doom takes the Woods away: no
    # terrain, no terrain penalty, and the Sand Lord's 11 beats the Swordsman's 6 + 3.
    state = play(
        combat(
            "Woods",
            attacker={"shield": ["Swordsman"]},
            defender={
                "shield": ["Sand Lord"],
                "storage": ["Hammer of Doom"],
                "plays": [{"matchup": 1, "item": "Hammer of Doom"}],
            },
        )
    )
    assert state.terrain_types == ()
    m1 = matchup(state, 1)
    assert dict(m1["defender_parts"]) == {"base": 11}
    assert status(state, "Swordsman") == Status.BEATEN
    assert state.summary()["winner"] == "defender"
