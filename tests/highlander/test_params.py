"""Game parameters: the rule options with their documented defaults, checked one by one."""

from __future__ import annotations

from typing import Any

import pytest

import stronghold
from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import resolve

DEFAULTS = {
    "round_end_cards": 1,
    "perfect_block": "all-positions",
    "face_up_cards": 3,
    "first_offensive": "random",
    "max_rounds": 50,
}


def test_registered_with_aliases() -> None:
    for name in ("highlander-duel", "highlander", "Highlander: The Duel".replace(":", "")):
        assert resolve(name) == "highlander-duel"


def test_defaults_are_recorded_in_the_params() -> None:
    game = stronghold.load("highlander-duel")
    assert game.params == {"rules": DEFAULTS}


def test_load_with_rule_options() -> None:
    rules = {"round_end_cards": 2, "perfect_block": "offensive-positions"}
    game = stronghold.load("highlander-duel", rules=rules)
    assert game.params["rules"] == {**DEFAULTS, **rules}


def test_unknown_rule_option_is_named_with_the_allowed_ones() -> None:
    with pytest.raises(ParamsError) as caught:
        stronghold.load("highlander-duel", rules={"round_end": 1})
    assert caught.value.reason == (
        "highlander-duel: unknown rule option 'round_end'; allowed: face_up_cards, "
        "first_offensive, max_rounds, perfect_block, round_end_cards"
    )


@pytest.mark.parametrize(
    ("key", "value", "allowed"),
    [
        ("round_end_cards", 3, "one of 1, 2"),
        ("round_end_cards", True, "one of 1, 2"),
        ("perfect_block", "some", "one of 'all-positions', 'offensive-positions'"),
        ("first_offensive", "connor", "one of 'random', 'seat-0', 'seat-1'"),
        ("face_up_cards", 0, "a whole number from 1 to 6"),
        ("max_rounds", "many", "a whole number from 1 to 50"),
    ],
)
def test_bad_rule_values_name_the_key_and_the_allowed_values(
    key: str, value: Any, allowed: str
) -> None:
    with pytest.raises(ParamsError) as caught:
        stronghold.load("highlander-duel", rules={key: value})
    assert f"rule option {key!r} must be {allowed}" in caught.value.reason


def test_unknown_parameter_and_bad_rules_table() -> None:
    with pytest.raises(ParamsError, match="unknown parameter"):
        stronghold.load("highlander-duel", decks=["a"])
    with pytest.raises(ParamsError, match="rules must be a table"):
        stronghold.load("highlander-duel", rules=["round_end_cards"])
