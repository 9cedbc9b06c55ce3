"""Ranged attackers whose firing makes the opponent discard a card of his choice
(``ranged_discard``, combat/ranged_discards.py): Secauris (a creature magic item travelling with
his shield), Slim Jab (a double-bordered card of his storage hand; fired only against an
External). docs/rules-notes/cards/ranged-discards.md. Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import (
    ATT,
    DEF,
    Status,
    combat,
    do,
    events,
    legal,
    pass_or_done,
    start,
    status,
    to_matchup,
)

from stronghold.games.guardians.combat.state import CombatState


def _to_fire(data: dict[str, Any], fighters: tuple[str, str]) -> CombatState:
    """The first match-up laid down; play on until the attacker may fire a ranged attack."""
    state = start(data)
    to_matchup(state, *fighters)
    for _ in range(20):
        if state.phase == "modify_window" and state.seat == ATT:
            return state
        pass_or_done(state)
    raise AssertionError("the attacker was never asked in the match-up's window")


def _said(state: CombatState, subject: str) -> list[str]:
    return [str(e["says"]) for e in events(state, "effect") if e["subject"] == subject]


def test_secauris_makes_the_defender_discard_a_creature_item_of_his_choice() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", "Secauris"]},
        defender={"shield": ["Axeman", "Gunner", "Amulet of Flying", "The Black Eye"]},
    )
    state = _to_fire(data, ("Swordsman", "Axeman"))
    do(state, "ranged", "Secauris")
    assert state.phase == "ranged_discard" and state.seat == DEF
    assert {names for names in legal(state)} == {
        ("discard", "Amulet of Flying"),
        ("discard", "The Black Eye"),
    }
    do(state, "discard", "The Black Eye")
    assert status(state, "The Black Eye") == Status.USED  # to the discard pile after combat
    assert status(state, "Amulet of Flying") == Status.HAND
    assert state.phase == "modify_window" and state.seat == DEF  # the window goes on
    (told,) = events(state, "discarded")
    assert told["card"] == "The Black Eye" and told["why"] == "Secauris"


def test_a_defender_holding_no_creature_item_is_asked_all_the_same_and_passes() -> None:
    # His hand holds a face-down Gunner: the attacker cannot know he has no item to discard.
    data = combat(
        attacker={"shield": ["Swordsman", "Secauris"]},
        defender={"shield": ["Axeman", "Gunner"]},
    )
    state = _to_fire(data, ("Swordsman", "Axeman"))
    do(state, "ranged", "Secauris")
    assert state.phase == "ranged_discard" and legal(state) == [("pass",)]
    do(state, "pass")
    assert state.phase == "modify_window"
    assert _said(state, "Secauris") == ["finds no creature magic item to discard"]


def test_a_defender_with_nothing_face_down_is_not_asked() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", "Secauris"]},
        defender={"shield": ["Axeman"]},
    )
    state = _to_fire(data, ("Swordsman", "Axeman"))
    do(state, "ranged", "Secauris")
    assert state.phase != "ranged_discard"  # the combat went on without asking him
    assert _said(state, "Secauris") == ["finds no creature magic item to discard"]


def test_slim_jab_fired_at_an_external_makes_the_defender_discard_from_his_storage() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", "Slim Jab"]},
        defender={"shield": ["Bantam Drake"], "storage": ["Dispel Magic", "Gold"]},
    )
    state = _to_fire(data, ("Swordsman", "Bantam Drake"))
    do(state, "ranged", "Slim Jab")
    assert state.phase == "ranged_discard" and state.seat == DEF
    assert set(legal(state)) == {("discard", "Dispel Magic"), ("discard", "Gold")}
    do(state, "discard", "Gold")
    assert status(state, "Gold") == Status.USED
    assert status(state, "Dispel Magic") == Status.HAND


def test_a_card_discarded_to_slim_jab_leaves_the_storage_hand_of_the_whole_game() -> None:
    # A non-creature card discarded in combat ends USED, which the whole game's carry-back
    # takes out of the storage hand into the discard pile (a DISCARDED storage card stayed in
    # the storage hand: test_random_combats found it).
    data = combat(
        attacker={"shield": ["Swordsman", "Slim Jab"]},
        defender={"shield": ["Bantam Drake"], "storage": ["Dispel Magic", "Gold"]},
    )
    state = _to_fire(data, ("Swordsman", "Bantam Drake"))
    do(state, "ranged", "Slim Jab")
    do(state, "discard", "Dispel Magic")
    assert status(state, "Dispel Magic") == Status.USED


def test_slim_jab_cannot_be_fired_at_a_mortal() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", "Slim Jab"]},
        defender={"shield": ["Axeman"], "storage": ["Gold"]},
    )
    state = _to_fire(data, ("Swordsman", "Axeman"))
    assert ("ranged", "Slim Jab") not in legal(state)
