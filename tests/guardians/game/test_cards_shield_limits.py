"""Shield composition limits (issue 14): Captain Red Nose and Captain Hannibal Hawks allow one
Pirate Captain per space and player, Rye Beaner and Scamp Jones one Local
(docs/rules-notes/cards/shield-limits.md). Checked where creatures come together: a combat
scenario's shield, a position file, and the organize phase's ``put``.
"""

from __future__ import annotations

from typing import Any

import pytest
from game_helpers import legal

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.errors import PositionError, ScenarioError
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play.state import GameState


def _combat(attacker: list[str], defender: list[str]) -> CombatState:
    """The start of a combat scenario (the format of examples/combat/*.toml)."""
    data: dict[str, Any] = {
        "terrain": "Swamps",
        "attacker": {"shield": attacker},
        "defender": {"shield": defender},
    }
    state = load("guardians-combat", scenario=data).new_state(0)
    assert isinstance(state, CombatState)
    return state


@pytest.mark.parametrize(
    ("first", "second"),
    [("Captain Red Nose", "Captain Hannibal Hawks"), ("Rye Beaner", "Scamp Jones")],
)
def test_two_of_one_limit_group_under_one_shield_are_refused(first: str, second: str) -> None:
    with pytest.raises(ScenarioError, match="on one space"):
        _combat([first, second], ["Axeman"])


def test_one_pirate_captain_among_other_pirates_fights() -> None:
    # The limit counts captains only: Red Nose with a plain Pirate is a legal shield.
    state = _combat(["Captain Red Nose", "Cabin Boy"], ["Axeman"])
    assert state.phase == "declare"


POSITION = """
turn = 2
phase = "organize"
seat = 0
[seat0]
guardian = "Rak Nam"
strongholds = "Carreg Amroth"
pen = [{pen}]
deck = ["Axeman", "Archer", "Woods", "Gold", "Angel"]
[seat0.A1]
on = [{on}]

[seat1]
guardian = "Tes Let"
strongholds = "Carreg Amroth"
pen = ["Axeman"]
deck = ["Axeman", "Archer", "Woods", "Angel"]
"""


def _position(*, pen: list[str], on: list[str]) -> str:
    return POSITION.format(pen=", ".join(f'"{n}"' for n in pen), on=", ".join(f'"{n}"' for n in on))


def _id(state: GameState, name: str) -> str:
    return next(c for c in state.players[0].pen if state.cards[c].name == name)


@pytest.mark.parametrize(
    ("present", "joining"),
    [("Captain Red Nose", "Captain Hannibal Hawks"), ("Scamp Jones", "Rye Beaner")],
)
def test_organize_offers_no_second_of_a_limit_group_on_a_space(present: str, joining: str) -> None:
    text = _position(pen=[joining, "Swordsman"], on=[present])
    state = load("guardians", position=text).new_state(1)
    assert isinstance(state, GameState)
    cid = _id(state, joining)
    other = _id(state, "Swordsman")
    options = legal(state)
    assert f"put {other} on:A1" in options  # the space has room: only the limit stops it
    assert f"put {cid} on:A1" not in options
    assert f"put {cid} on:A2" in options
    assert state.refusal(f"put {cid} on:A1", seat=0) is not None


def test_a_position_with_two_pirate_captains_on_a_space_is_refused() -> None:
    text = _position(pen=["Swordsman"], on=["Captain Red Nose", "Captain Hannibal Hawks"])
    with pytest.raises(PositionError, match="Pirate Captain on one space"):
        load("guardians", position=text).new_state(1)
