"""Board effects noted by the combat (``board_effect``; the whole game carries them out, see
tests/guardians/game/test_cards_board_effects.py): Giant Aunts' win over a defended stronghold
card ruins it at once, so its defence counts no more; Cactus McFingers' command notes his
owner's right to lay a terrain card only when his side wins; the notes each card leaves
(docs/rules-notes/cards/board-effects.md)."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, do, legal, matchup, play, start, status

from stronghold.games.guardians.combat.scenario import load_scenario_text
from stronghold.games.guardians.combat.state import CombatState


def _aunts(first: str, second: str) -> dict[str, object]:
    return load_scenario_text(
        f"""
        terrain = "none"
        [attacker]
        shield = ["Giant Aunts", "Gn'Obby Gnomes"]
        primaries = ["{first}", "{second}"]
        [defender]
        stronghold = "Carreg Amroth Center"
        shield = ["Jalupee Lobo", "Swordsman"]
        primaries = ["Jalupee Lobo", "Swordsman"]
        """
    )


def test_giant_aunts_beating_a_stronghold_defender_ends_the_strongholds_defence() -> None:
    state = play(_aunts("Giant Aunts", "Gn'Obby Gnomes"))
    assert matchup(state, 1)["result"] == "attacker"  # 8 against the Lobo's 1 + 5
    assert state.memory.ruined
    assert matchup(state, 2)["defender_vitality"] == 6  # the Swordsman without the +5
    assert [e[1] for e in state.memory.board_effects] == ["rubble"]


def test_a_stronghold_keeps_its_defence_without_the_aunts_win() -> None:
    state = play(_aunts("Gn'Obby Gnomes", "Giant Aunts"))
    assert not state.memory.ruined
    assert matchup(state, 1)["defender_vitality"] == 6  # the Lobo's 1 + 5
    assert matchup(state, 2)["defender_vitality"] == 11  # the Swordsman's 6 + 5
    assert matchup(state, 2)["result"] == "defender"  # the Aunts' 8 lose to 11
    assert state.memory.board_effects == ()
    assert status(state, "Giant Aunts") == Status.BEATEN


def _mcfingers(attacker: list[str], defender: list[str]) -> CombatState:
    """Cactus McFingers the attacker's command card, every other choice the first one."""
    state = start(combat(attacker={"shield": attacker}, defender={"shield": defender}))
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Cactus McFingers")
    _to_end(state)
    return state


def _to_end(state: CombatState) -> None:
    """Every choice the first quiet one (else the first) until the combat ends."""
    while not state.is_terminal():
        options = legal(state)
        quiet = [o for o in options if o[0] in ("pass", "done")]
        do(state, *(quiet[0] if quiet else options[0]))


def test_cactus_mcfingers_his_side_winning_notes_the_right_for_his_owner() -> None:
    state = _mcfingers(["Cactus McFingers", "Great Ba'te"], ["Lying Scum"])
    assert state.result is not None and state.result.winner_seat == ATT
    owed = state.memory.board_effects
    assert [(side, what, name) for side, what, name, _ in owed] == [
        (ATT, "lay_terrain", "Cactus McFingers")
    ]


def test_cactus_mcfingers_his_side_losing_notes_nothing() -> None:
    state = _mcfingers(["Cactus McFingers", "Axeman"], ["Lying Scum", "Great Ba'te"])
    assert state.result is not None and state.result.winner_seat == DEF
    assert state.memory.board_effects == ()


def test_imhotep_winning_his_primary_notes_the_right_to_an_accessory() -> None:
    state = start(
        combat(
            attacker={"shield": ["Imhotep, Visier of Djoser"]},
            defender={"shield": ["Lying Scum", "Great Ba'te"]},
        )
    )
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", "Imhotep, Visier of Djoser")
    do(state, "primary", "Lying Scum")
    _to_end(state)
    assert matchup(state, 1)["result"] == "attacker"
    assert state.result is not None and state.result.winner_seat == DEF  # lost the space
    owed = [(side, what) for side, what, _name, _kinds in state.memory.board_effects]
    assert owed == [(ATT, "take_accessory")]
