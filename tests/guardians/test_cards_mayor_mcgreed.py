"""Mayor McGreed as the command card (``paid_action`` paid with a Gold from the storage hand,
``for_fighter`` a Barnyard Animal; combat/powers.py): in the modify window of a primary
match-up in which his side's creature is a Barnyard Animal, a Gold of the storage hand is fired
as a ranged attack worth its Up number, 7 (docs/rules-notes/cards/command-reveals.md, "Mayor
McGreed")."""

from __future__ import annotations

from combat_helpers import ATT, Status, card, combat, do, legal, start, to_step

from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import builtin_library


def _mayor(fighter: str, storage: list[str]) -> CombatState:
    data = combat(
        attacker={
            "shield": ["Mayor McGreed", fighter],
            "storage": storage,
            "command": "Mayor McGreed",
        },
        defender={"shield": ["Swordsman"]},
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Mayor McGreed")
    to_step(state, "primary_choose")
    do(state, "primary", fighter)
    do(state, "primary", "Swordsman")
    to_step(state, "modify_window")
    while state.seat != ATT and state.phase == "modify_window":
        do(state, "pass")
    return state


def _fires(state: CombatState) -> bool:
    return ("pay", "Mayor McGreed", "yes") in legal(state)


def test_a_gold_fired_for_a_barnyard_animal_wins_the_match_up() -> None:
    state = _mayor("Goat", ["Gold"])  # Goat 4 + 7 beats Swordsman 6
    assert _fires(state)
    do(state, "pay", "Mayor McGreed", "yes")
    assert card(state, "Gold").status == Status.USED
    assert not _fires(state)  # one Gold, one shot
    to_step(state, "over")
    assert card(state, "Goat").status == Status.STANDING
    assert card(state, "Swordsman").status == Status.BEATEN


def test_no_shot_without_a_gold_in_storage() -> None:
    assert not _fires(_mayor("Goat", ["Beer"]))


def test_no_shot_for_a_creature_that_is_no_barnyard_animal() -> None:
    assert not _fires(_mayor("Axeman", ["Gold"]))


def test_the_shot_is_worth_the_up_number_of_gold() -> None:
    mayor = builtin_library().get("Mayor McGreed")
    gold = builtin_library().get("Gold")
    assert mayor.command is not None and mayor.command.paid_action is not None  # type: ignore[union-attr]
    assert mayor.command.paid_action.points == gold.up  # type: ignore[union-attr]
