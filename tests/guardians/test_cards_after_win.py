"""A spell the winner plays once the combat is decided (combat/raids.py): Pirate Raiding Party,
played through scenarios (docs/rules-notes/cards/after-win.md)."""

from __future__ import annotations

from combat_helpers import ATT, DEF, combat, do, finish, legal, start, to_matchup

from stronghold.games.guardians.combat.state import CombatState

RAID = "Pirate Raiding Party"


def _to_raid(attacker: list[str], storage: list[str], defender_storage: list[str]) -> CombatState:
    state = start(
        combat(
            attacker={"shield": attacker, "storage": storage},
            defender={"shield": ["Axeman"], "storage": defender_storage},
        )
    )
    to_matchup(state, attacker[0], "Axeman")
    while not state.is_terminal() and state.phase != "raid":
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    return state


def test_two_surviving_pirates_take_a_stone_from_the_loser() -> None:
    state = _to_raid(["Jibber", "Yard Rat"], [RAID], [])
    assert state.phase == "raid" and state.current_seat == ATT
    before = list(state.stones)
    do(state, "cast", RAID)
    do(state, "pass")  # the loser does not dispel it
    assert state.stones == [before[0] + 1, before[1] - 1]
    finish(state)
    assert state.summary()["winner"] == "attacker"


def test_a_dispelled_raid_moves_no_stone() -> None:
    state = _to_raid(["Jibber", "Yard Rat"], [RAID], ["Dispel Magic"])
    before = list(state.stones)
    do(state, "cast", RAID)
    assert state.phase == "raid" and state.current_seat == DEF
    do(state, "cast", "Dispel Magic", RAID)
    do(state, "pass")
    assert state.stones == [before[0], before[1]]


def test_one_pirate_is_not_enough() -> None:
    state = _to_raid(["Jibber", "Swordsman"], [RAID, "Dispel Magic"], [])
    assert state.phase == "raid"  # asked all the same: the spell could be held
    assert legal(state) == [("pass",)]
