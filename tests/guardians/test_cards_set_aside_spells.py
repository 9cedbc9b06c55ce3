"""McHooter's Distraction as the command card (``command.set_aside`` for Babes-bribeable
creatures, both sides; docs/rules-notes/cards/spells-items.md): they are set aside, cannot
fight or count for control, and secondary attackers may still attack them. Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, Status, combat, do, legal, play, start, status

MCHOOTER = "McHooter s Distraction"


def _data() -> dict[str, Any]:
    # Sand Lord: Babes-bribeable; Swordsman (Gold) and Axeman are not
    return combat(
        attacker={"shield": ["Swordsman", "Axeman"], "storage": [MCHOOTER], "stones": 1,
                  "command": MCHOOTER},
        defender={"shield": ["Sand Lord", "Archer"]},
    )  # fmt: skip


def test_babes_bribeable_creatures_are_set_aside_and_do_not_count() -> None:
    state = play(_data())
    assert status(state, "Sand Lord") == Status.OUT_OF_PLAY
    summary = state.summary()
    assert "Sand Lord" not in summary["defender"]["survivors"]
    assert summary["defender"]["out_of_play"] == ["Sand Lord"]
    assert state.stones[ATT] == 0  # the stone it costs


def test_a_set_aside_creature_may_still_be_attacked_by_a_secondary_attacker() -> None:
    state = start(_data())
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", MCHOOTER)
    while state.phase != "secondary" and not state.is_terminal():
        if state.phase == "primary_choose":
            do(state, "primary", "Swordsman" if state.current_seat == ATT else "Archer")
        else:
            do(state, "pass")
    assert state.seat == ATT
    assert ("secondary", "Axeman", "Sand Lord") in legal(state)
    assert status(state, "Sand Lord") == Status.OUT_OF_PLAY
