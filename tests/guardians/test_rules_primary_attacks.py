"""PRIMARY ATTACKS: one creature each, laid down together; the higher Vitality wins."""

from __future__ import annotations

import json

from combat_helpers import ATT, DEF, Status, combat, do, legal, matchup, play, start, status

from stronghold.games.guardians.combat.state import CombatState


def _no_commands(state: CombatState) -> None:
    while state.phase == "declare":
        do(state, "command", "no")


def test_both_sides_choose_before_either_creature_is_shown() -> None:
    state = start(
        combat(
            attacker={"shield": ["Sand Lord", "Swordsman"]},
            defender={"shield": ["Axeman", "Warrior Spirit"]},
        )
    )
    _no_commands(state)
    assert state.phase == "primary_choose"
    assert state.current_seat == ATT
    do(state, "primary", "Sand Lord")
    assert state.current_seat == DEF
    assert "Sand Lord" not in json.dumps(state.view(DEF))
    do(state, "primary", "Axeman")
    assert "Sand Lord" in json.dumps(state.view(DEF))
    assert "Axeman" in json.dumps(state.view(ATT))


def test_the_higher_vitality_wins_and_the_loser_is_beaten() -> None:
    state = play(
        combat(
            attacker={"shield": ["Warrior Spirit"]},
            defender={"shield": ["Tanniker Smith"]},
        )
    )
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (10, 7)
    assert m1["result"] == "attacker"
    assert status(state, "Tanniker Smith") == Status.BEATEN
    assert status(state, "Warrior Spirit") == Status.STANDING


def test_the_defender_can_win_a_match_up_too() -> None:
    state = play(
        combat(
            attacker={"shield": ["Tanniker Smith"]},
            defender={"shield": ["Warrior Spirit"]},
        )
    )
    assert matchup(state, 1)["result"] == "defender"
    assert status(state, "Tanniker Smith") == Status.BEATEN


def test_equal_vitality_is_a_push_and_both_survive() -> None:
    # Example 1: Archer 6 against Gn'Omish Gnomes 4 + 2 (Floyd).
    state = play(
        combat(
            attacker={"shield": ["Archer"]},
            defender={
                "shield": ["Floyd the Flying Pig", "Gn'Omish Gnomes"],
                "command": "Floyd the Flying Pig",
            },
        )
    )
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (6, 6)
    assert m1["result"] == "push"
    assert status(state, "Archer") == Status.STANDING
    assert status(state, "Gn'Omish Gnomes") == Status.STANDING


def test_match_ups_go_on_until_one_side_runs_out() -> None:
    state = play(
        combat(
            attacker={"shield": ["Swordsman", "Axeman", "Warrior Spirit"]},
            defender={"shield": ["Gn'Obby Gnomes", "Groatie"]},
        )
    )
    assert len(state.summary()["matchups"]) == 2
    # The attacker's third creature never fought a primary and is still in hand.
    played = {m["attacker"] for m in state.summary()["matchups"]}
    left = {"Swordsman", "Axeman", "Warrior Spirit"} - played
    assert len(left) == 1
    assert status(state, left.pop()) == Status.HAND


def test_a_creature_fights_only_one_primary_match_up() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Axeman"]},
            defender={"shield": ["Gn'Obby Gnomes", "Groatie"]},
        )
    )
    _no_commands(state)
    do(state, "primary", "Swordsman")
    do(state, "primary", "Gn'Obby Gnomes")
    while state.phase != "primary_choose":
        do(state, "pass")
    assert legal(state) == [("primary", "Axeman")]
