"""Hand items cast in a combat's windows (issue 14): Rock of Far Rolling smashes the opposing
command creature while an own Giant fights; Shroud of Grahzue sends an opposing creature that
cannot be bribed back to its Creature Pen; Anvil of Heaviness strengthens the attackers of a
stronghold card — played through scenarios (docs/rules-notes/cards/matchup-items.md)."""

from __future__ import annotations

from typing import Any

import pytest
from combat_helpers import (
    ATT,
    Status,
    combat,
    do,
    legal,
    matchup,
    pass_or_done,
    play,
    start,
    status,
)

from stronghold.engine.errors import ScenarioError
from stronghold.games.guardians.combat.state import CombatState


def _rock(own: str) -> dict[str, Any]:
    return combat(
        attacker={
            "shield": [own],
            "storage": ["Rock of Far Rolling"],
            "primaries": [own],
            "plays": [{"item": "Rock of Far Rolling"}],
        },
        defender={
            "shield": ["Baezhu, Overlord of Twisted Ways", "Swordsman"],
            "command": "Baezhu, Overlord of Twisted Ways",
            "primaries": ["Swordsman"],
        },
    )


def test_rock_of_far_rolling_smashes_the_opposing_command_creature() -> None:
    state = play(_rock("River Giant"))
    assert status(state, "Baezhu, Overlord of Twisted Ways") == Status.DESTROYED
    assert status(state, "Rock of Far Rolling") == Status.USED


def test_rock_of_far_rolling_needs_an_own_giant() -> None:
    state = start(_rock("Axeman"))
    _to_attackers_modify(state, "Axeman", "Swordsman")
    assert ("cast", "Rock of Far Rolling") not in legal(state)
    giant = start(_rock("River Giant"))
    _to_attackers_modify(giant, "River Giant", "Swordsman")
    assert ("cast", "Rock of Far Rolling") in legal(giant)


def _shroud(against: str) -> dict[str, Any]:
    return combat(
        attacker={
            "shield": ["Axeman"],
            "storage": ["Shroud of Grahzue"],
            "plays": [{"item": "Shroud of Grahzue"}],
        },
        defender={"shield": [against, "Wild Nymph"], "primaries": [against]},
    )


def test_shroud_of_grahzue_sends_an_unbribeable_creature_back_to_the_pen() -> None:
    state = play(_shroud("Angel"))  # the Angel has no bribery icon
    assert status(state, "Angel") == Status.RETURNED
    assert status(state, "Axeman") == Status.STANDING  # unchallenged: it fought no one
    assert status(state, "Shroud of Grahzue") == Status.USED


def test_shroud_of_grahzue_is_no_use_against_a_creature_that_can_be_bribed() -> None:
    state = start(_shroud("Swordsman"))
    _to_attackers_modify(state, "Axeman", "Swordsman")
    assert ("cast", "Shroud of Grahzue") not in legal(state)


def test_shroud_of_grahzue_is_offered_against_an_unbribeable_creature() -> None:
    state = start(_shroud("Angel"))
    _to_attackers_modify(state, "Axeman", "Angel")
    assert ("cast", "Shroud of Grahzue") in legal(state)


def _to_attackers_modify(state: CombatState, attacker: str, defender: str) -> None:
    """Command cards as planned, the two creatures laid down, on to the attacker's turn in
    the last window before the comparison."""
    while state.phase in ("declare", "choose_command", "command_window", "boost"):
        actions = legal(state)
        if state.phase == "choose_command":
            do(state, *actions[0])
        elif ("command", "yes") in actions and state.seat == 1:
            do(state, "command", "yes")
        elif ("command", "no") in actions:
            do(state, "command", "no")
        else:
            pass_or_done(state)
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while not (state.phase == "modify_window" and state.seat == ATT):
        pass_or_done(state)


def _anvil(**defender: object) -> dict[str, Any]:
    return combat(
        attacker={
            "shield": ["Swordsman", "Axeman"],
            "storage": ["Anvil of Heaviness"],
            "primaries": ["Swordsman", "Axeman"],
            "plays": [{"item": "Anvil of Heaviness"}],
        },
        defender={"shield": ["Zombie", "Archer"], "primaries": ["Zombie", "Archer"], **defender},
    )


def test_anvil_of_heaviness_gives_the_attackers_of_a_stronghold_seven_vitality() -> None:
    state = play(_anvil(stronghold="Carreg Amroth Left"))
    for number in (1, 2):  # the whole combat
        assert dict(matchup(state, number)["attacker_parts"])["Anvil of Heaviness"] == 7
        assert "Anvil of Heaviness" not in dict(matchup(state, number)["defender_parts"])


def test_anvil_of_heaviness_is_no_use_away_from_a_stronghold() -> None:
    with pytest.raises(ScenarioError, match="Anvil of Heaviness"):
        play(_anvil())
