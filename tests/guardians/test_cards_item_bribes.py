"""Bribery in combat by other means than a bribery card (issue 14): Cratur Hobbs as a command
card lets its owner bribe once with an Item of his storage hand (combat/item_bribes.py); a
Cabin Boy in its owner's combat hand may go to the Creature Pen in the place of a bribed Pirate
(``bribe_stand_in``, combat/bribe_answers.py). docs/rules-notes/cards/item-bribes.md and
bribe-stand-ins.md. Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, Status, combat, do, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

HOBBS = "Cratur Hobbs"


def _hobbs(defender: list[str], *, command: bool = True) -> CombatState:
    data = combat(
        attacker={
            "shield": [HOBBS, "Axeman", "Swordsman"],
            "storage": ["Rock of Far Rolling", "Anvil of Heaviness"],
        },
        defender={"shield": defender},
    )
    state = start(data)
    do(state, "command", "yes" if command else "no")
    do(state, "command", "no")
    if command:
        do(state, "command", HOBBS)
    while state.phase != "primary_choose":
        do(state, "pass")
    do(state, "primary", "Axeman")
    do(state, "primary", defender[0])
    assert state.phase == "bribery" and state.seat == ATT
    return state


def test_cratur_hobbs_bribes_once_with_an_item_of_the_storage_hand() -> None:
    state = _hobbs(["Gunner", "Wild Nymph"])
    assert set(legal(state)) == {
        ("bribe", "Gunner", "Rock of Far Rolling"),
        ("bribe", "Gunner", "Anvil of Heaviness"),
        ("pass",),
    }
    do(state, "bribe", "Gunner", "Anvil of Heaviness")
    assert status(state, "Gunner") == Status.BRIBED
    assert status(state, "Anvil of Heaviness") == Status.USED  # discarded for the bribe
    assert status(state, "Rock of Far Rolling") == Status.HAND
    while state.phase != "bribery" or state.seat != ATT:  # the next match-up's bribery
        if state.phase == "primary_choose":
            do(state, "primary", "Swordsman" if state.seat == ATT else "Wild Nymph")
        else:
            do(state, "pass")
    assert legal(state) == [("pass",)]  # once in the combat


def test_cratur_hobbs_bribes_only_a_creature_a_bribe_could_take() -> None:
    assert legal(_hobbs(["Angel", "Gunner"])) == [("pass",)]  # the Angel has no icon


def test_an_item_bribes_nothing_without_cratur_hobbs_as_command_card() -> None:
    assert legal(_hobbs(["Gunner"], command=False)) == [("pass",)]


def _bribed_pirate(target: str) -> dict[str, Any]:
    return combat(
        attacker={"shield": ["Axeman"], "storage": ["Gold"], "primaries": ["Axeman"]},
        defender={"shield": [target, "Cabin Boy"], "primaries": [target]},
    )


def _to_answer(data: dict[str, Any], target: str) -> CombatState:
    state = start(data)
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", "Axeman")
    do(state, "primary", target)
    do(state, "bribe", target, "gold")
    return state


def test_the_cabin_boy_goes_to_the_pen_in_the_bribed_pirates_place() -> None:
    state = _to_answer(_bribed_pirate("Gunner"), "Gunner")
    assert state.phase == "bribe_answer" and state.seat == DEF
    assert set(legal(state)) == {("stand-in", "Cabin Boy"), ("pass",)}
    do(state, "stand-in", "Cabin Boy")
    assert status(state, "Cabin Boy") == Status.RETURNED
    assert status(state, "Gold") == Status.USED  # the bribe is spent on the Cabin Boy
    assert status(state, "Gunner") == Status.BEATEN  # not bribed: it stayed, and fought


def test_a_bribed_pirate_goes_home_when_the_cabin_boy_stays() -> None:
    state = _to_answer(_bribed_pirate("Gunner"), "Gunner")
    do(state, "pass")
    assert status(state, "Gunner") == Status.BRIBED
    assert status(state, "Cabin Boy") == Status.HAND


def test_the_cabin_boy_stands_in_only_for_a_pirate() -> None:
    state = _to_answer(_bribed_pirate("Wild Nymph"), "Wild Nymph")
    assert state.phase == "bribe_answer"  # asked: his hand holds a face-down card
    assert legal(state) == [("pass",)]
    do(state, "pass")
    assert status(state, "Wild Nymph") == Status.BRIBED
