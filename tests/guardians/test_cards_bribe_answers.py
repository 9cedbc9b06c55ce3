"""Spells answering a bribe as it is played (combat/bribe_answers.py): the Shadow heists
(Shadow Bank Job, Shadow Beer Heist, Shadow Panty Raid) and Pirate Double Cross, played through
scenarios (docs/rules-notes/cards/bribe-answers.md)."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    finish,
    legal,
    matchup,
    start,
    status,
    to_matchup,
)

from stronghold.games.guardians.combat.state import CombatState

HEISTS = {"gold": "Shadow Bank Job", "beer": "Shadow Beer Heist", "babes": "Shadow Panty Raid"}


def _sand_lords(defender_storage: list[str], attacker_storage: list[str]) -> CombatState:
    """Sand Lord (11, bribeable by Babes) against Sand Lord, the attacker holding Babes."""
    state = start(
        combat(
            attacker={"shield": ["Sand Lord"], "storage": ["Babes", *attacker_storage]},
            defender={"shield": ["Sand Lord"], "storage": defender_storage},
        )
    )
    to_matchup(state, "Sand Lord", "Sand Lord")
    assert state.phase == "bribery" and state.current_seat == ATT
    return state


def test_a_bribe_without_an_answer_acts_at_once() -> None:
    state = _sand_lords(["Dispel Magic"], [])
    do(state, "bribe", "Sand Lord", "babes")
    assert status(state, "Sand Lord", DEF) == Status.BRIBED
    assert state.phase != "bribe_answer"  # no deck list holds an answer: nothing is held


def test_shadow_panty_raid_foils_a_babes_bribe_and_the_card_bribes_for_the_thief() -> None:
    state = _sand_lords([HEISTS["babes"]], [])
    do(state, "bribe", "Sand Lord", "babes")
    assert state.phase == "bribe_answer" and state.current_seat == DEF
    assert status(state, "Sand Lord", DEF) == Status.STANDING  # held, not yet acting
    babes = card(state, "Babes")
    do(state, "cast", HEISTS["babes"], "Babes")
    assert state.phase == "bribe_answer" and state.current_seat == ATT  # may dispel it
    do(state, "pass")
    assert status(state, "Sand Lord", DEF) == Status.STANDING
    assert babes.owner == DEF and babes.status == Status.HAND
    # the defender's bribery step: the stolen Babes bribes the attacker's Sand Lord
    assert state.phase == "bribery" and state.current_seat == DEF
    do(state, "bribe", "Sand Lord", "babes")
    assert status(state, "Sand Lord", ATT) == Status.BRIBED
    assert babes.status == Status.USED
    finish(state)
    assert state.summary()["winner"] == "defender"


def test_a_dispelled_heist_lets_the_bribe_act() -> None:
    state = _sand_lords([HEISTS["babes"]], ["Dispel Magic"])
    do(state, "bribe", "Sand Lord", "babes")
    do(state, "cast", HEISTS["babes"], "Babes")
    do(state, "cast", "Dispel Magic", HEISTS["babes"])
    assert state.phase == "bribe_answer" and state.current_seat == DEF  # may answer in turn
    do(state, "pass")
    assert status(state, "Sand Lord", DEF) == Status.BRIBED
    assert card(state, "Babes").owner == ATT


def test_each_heist_answers_only_its_own_kind() -> None:
    for kind, spell in HEISTS.items():
        state = _sand_lords([spell, "Dispel Magic"], [])
        do(state, "bribe", "Sand Lord", "babes")
        assert state.phase == "bribe_answer"  # asked either way: the answer may exist
        offered = ("cast", spell, "Babes") in legal(state)
        assert offered == (kind == "babes"), spell
        do(state, "pass")
        assert status(state, "Sand Lord", DEF) == Status.BRIBED


def _pirate(defender_storage: list[str]) -> CombatState:
    """The attacker's Swordsman (6) against the defender's Pirate Jibber (7), the attacker
    bribing the Jibber with Gold."""
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Gold"]},
            defender={"shield": ["Jibber"], "storage": defender_storage},
        )
    )
    to_matchup(state, "Swordsman", "Jibber")
    do(state, "bribe", "Jibber", "gold")
    return state


def test_pirate_double_cross_keeps_the_bribed_pirate_and_both_stand_unchallenged() -> None:
    state = _pirate(["Pirate Double Cross"])
    assert state.phase == "bribe_answer" and state.current_seat == DEF
    do(state, "cast", "Pirate Double Cross", "Jibber")
    do(state, "pass")  # the attacker does not dispel it
    assert matchup(state, 1)["result"] == "unchallenged"
    assert card(state, "Gold").status == Status.USED  # the bribe was paid all the same
    finish(state)
    assert status(state, "Jibber") == Status.STANDING
    assert status(state, "Swordsman") == Status.STANDING


def test_without_the_double_cross_the_pirate_goes_home() -> None:
    state = _pirate(["Pirate Double Cross"])
    do(state, "pass")
    finish(state)
    assert status(state, "Jibber") == Status.BRIBED


def test_the_double_cross_is_only_for_a_pirate() -> None:
    state = start(
        combat(
            attacker={"shield": ["Sand Lord"], "storage": ["Babes"]},
            defender={"shield": ["Sand Lord"], "storage": ["Pirate Double Cross"]},
        )
    )
    to_matchup(state, "Sand Lord", "Sand Lord")
    do(state, "bribe", "Sand Lord", "babes")
    assert state.phase == "bribe_answer"
    assert legal(state) == [("pass",)]
