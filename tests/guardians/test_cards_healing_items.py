"""Paid healing after combat by an item (issue 14, "after combat: paid healing"): the Altar of
Takuli, a creature magic item, heals one beaten creature of its side for a Power Stone once the
combat is over — ``heals`` and ``heal_cost`` on an item (docs/rules-notes/cards/spells-items.md,
"Altar of Takuli"). Combat scenarios, as the healing rules' own tests."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, Status, advance, combat, do, legal, start, status

ALTAR = "Altar of Takuli"


def _altar_wins(stones: int) -> dict[str, Any]:
    # The Swordsman and the Gnomes are beaten; the Warrior Spirit kills the Zombie as a
    # secondary attacker and the attacker holds the space (tests/guardians/test_rules_healing.py).
    return combat(
        attacker={
            "shield": ["Swordsman", "Gn'Obby Gnomes", ALTAR, "Warrior Spirit"],
            "primaries": ["Swordsman", "Gn'Obby Gnomes"],
            "secondaries": [{"creature": "Warrior Spirit", "target": "Zombie"}],
            "stones": stones,
        },
        defender={"shield": ["Zombie", "Wood Nymph"]},
    )


def test_the_winners_altar_heals_one_beaten_creature_for_a_stone() -> None:
    data = _altar_wins(stones=2)
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    assert state.current_seat == ATT
    options = legal(state)
    assert ("heal", ALTAR, "Swordsman") in options and ("heal", ALTAR, "Gn'Obby Gnomes") in options
    do(state, "heal", ALTAR, "Swordsman")
    assert status(state, "Swordsman") == Status.HEALED
    assert state.stones[ATT] == 1
    # one creature only: the Gnomes stay beaten
    assert state.is_terminal() or all(a[0] != "heal" for a in legal(state))
    assert status(state, "Gn'Obby Gnomes") == Status.BEATEN


def _no_altar_heal(data: dict[str, Any]) -> None:
    """Whenever the attacker is asked to heal, the Altar offers nothing; the combat ends with
    the Swordsman beaten."""
    state = start(data)
    while not state.is_terminal():
        state = advance(state, data, until=lambda s: s.phase == "heal" or s.is_terminal())
        if state.is_terminal():
            break
        assert all(a[0] != "heal" or a[1] != ALTAR for a in legal(state))
        do(state, "done")
    assert status(state, "Swordsman") == Status.BEATEN


def test_an_altar_without_a_stone_heals_nothing() -> None:
    _no_altar_heal(_altar_wins(stones=0))


def test_the_losers_altar_heals_nothing() -> None:
    data = combat(
        attacker={"shield": ["Swordsman", ALTAR], "primaries": ["Swordsman"], "stones": 3},
        defender={"shield": ["Zombie"]},
    )
    _no_altar_heal(data)
    final = advance(start(data), data, until=lambda s: s.is_terminal())
    assert final.summary()["winner"] == "defender"
