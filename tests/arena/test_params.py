"""The ``guardians-arena`` parameters: house rules checked, defaults recorded, aliases."""

from __future__ import annotations

import pytest

from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import load


def test_rules_default_and_are_recorded_in_the_params() -> None:
    game = load("guardians-arena")
    assert game.params["rules"] == {
        "secondary_without_fighters": "primary-stands",
        "draw_compare": "strongholds",
        "hand_limit": 7,
        "opening_redraws": 1,
    }
    assert game.params["max_turns"] == 30
    again = load("guardians-arena", **game.params)
    assert again.params == game.params


@pytest.mark.parametrize(
    "rules",
    [
        {"no_such_rule": 1},
        {"secondary_without_fighters": "maybe"},
        {"hand_limit": 0},
        {"hand_limit": True},
        {"opening_redraws": "1"},
        "primary-stands",
    ],
)
def test_bad_rules_are_refused(rules: object) -> None:
    with pytest.raises(ParamsError):
        load("guardians-arena", rules=rules)


def test_a_hand_limit_setting_is_used() -> None:
    game = load("guardians-arena", rules={"hand_limit": 9})
    state = game.new_state(0)
    assert state.rules.hand_limit == 9


def test_unknown_parameters_and_bad_turn_limits_are_refused() -> None:
    with pytest.raises(ParamsError, match="guardians-arena"):
        load("guardians-arena", colour="blue")
    with pytest.raises(ParamsError):
        load("guardians-arena", max_turns=0)
