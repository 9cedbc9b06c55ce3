"""The handlers of one-card abilities (combat/handlers.py): each names an ability some card of
the library has, each timing's call point is reached in random combats, and the cards whose
rules moved there and no other test shows play out as their texts say (scenario files)."""

from __future__ import annotations

from typing import Any

import pytest
from combat_helpers import calls_in_random_combats, matchup, play

from stronghold.games.guardians.combat import handlers
from stronghold.games.guardians.combat.handlers import CALL_POINTS, Timing
from stronghold.games.guardians.combat.scenario import load_scenario_text
from stronghold.games.guardians.library import builtin_library


def test_every_handler_carries_an_ability_some_card_of_the_library_has() -> None:
    cards = list(builtin_library())
    found = handlers.registered()
    assert {h.timing for h in found} == set(Timing)  # every timing has a handler
    for handler in found:
        users = [c.name for c in cards if handler.used_by(c)]
        assert users, f"no card has {handler.holder} {handler.field} ({handler.timing.value})"


def test_a_handler_for_a_field_the_schema_does_not_have_is_refused() -> None:
    with pytest.raises(ValueError, match="no field 'returns_on_wins'"):
        handlers.won_handler("returns_on_wins")


def test_each_timing_s_call_point_is_reached_in_random_combats(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = calls_in_random_combats(monkeypatch, CALL_POINTS, 300)
    assert set(calls) == set(Timing), f"never reached: {set(Timing) - set(calls)}"


# --- cards whose rules moved to handlers and no other test plays ----------------------------------


def _scenario(text: str) -> dict[str, Any]:
    return load_scenario_text(text)


def test_disgruntled_postal_worker_goes_back_to_the_hand_when_it_wins() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Disgruntled Postal Worker"]
            primaries = ["Disgruntled Postal Worker"]
            [defender]
            shield = ["Weasly Guy"]
            """
        )
    )
    first = matchup(state, 1)
    assert (first["attacker_vitality"], first["defender_vitality"]) == (6, 4)
    assert first["result"] == "withdrawn"
    summary = state.summary()
    assert summary["defender"]["survivors"] == ["Weasly Guy"]  # unchallenged, it counts
    assert summary["defender"]["beaten"] == []


def test_weasly_guy_beaten_by_more_than_four_escapes_to_the_pen() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Watcher"]
            [defender]
            shield = ["Weasly Guy"]
            """
        )
    )
    assert matchup(state, 1)["result"] == "attacker"
    assert state.summary()["defender"]["returned"] == ["Weasly Guy"]
    assert state.summary()["defender"]["beaten"] == []


def test_weasly_guy_beaten_by_four_or_less_is_beaten() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Axeman"]
            [defender]
            shield = ["Weasly Guy"]
            """
        )
    )
    first = matchup(state, 1)
    assert (first["attacker_vitality"], first["defender_vitality"]) == (7, 4)
    assert state.summary()["defender"]["beaten"] == ["Weasly Guy"]
    assert state.summary()["defender"]["returned"] == []


@pytest.mark.parametrize(("victor", "goes_back"), [("Watcher", True), ("Axeman", False)])
def test_leprechaun_beaten_by_a_large_creature_goes_back_to_the_storage_hand(
    victor: str, goes_back: bool
) -> None:
    state = play(
        _scenario(
            f"""
            terrain = "Swamps"
            [attacker]
            shield = ["{victor}"]
            [defender]
            shield = ["Leprechaun"]
            """
        )
    )
    assert matchup(state, 1)["result"] == "attacker"
    assert state.summary()["defender"]["beaten"] == ["Leprechaun"]
    assert state.summary()["defender"]["returned"] == (["Leprechaun"] if goes_back else [])


def test_moheidra_adds_the_base_vitality_of_the_previous_opposing_creature() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Swordsman", "Moheidra, Mistress of Souls"]
            primaries = ["Swordsman", "Moheidra, Mistress of Souls"]
            [defender]
            shield = ["Axeman", "Zombie"]
            primaries = ["Axeman", "Zombie"]
            """
        )
    )
    second = matchup(state, 2)
    assert dict(second["attacker_parts"]) == {"base": 0, "previous opponent base": 7}
    assert second["result"] == "push"  # 7 against the Zombie's 7


def test_thunder_hawk_fired_as_a_ranged_attack_is_beaten_after_the_match_up() -> None:
    state = play(
        _scenario(
            """
            terrain = "Swamps"
            [attacker]
            shield = ["Swordsman", "Thunder Hawk"]
            primaries = ["Swordsman"]
            [[attacker.plays]]
            matchup = 1
            ranged = "Thunder Hawk"
            [defender]
            shield = ["Sand Lord"]
            """
        )
    )
    first = matchup(state, 1)
    assert first["result"] == "attacker"  # 6 + 3 OCB + 13 against 11
    summary = state.summary()
    assert summary["attacker"]["beaten"] == ["Thunder Hawk"]
    assert summary["attacker"]["survivors"] == ["Swordsman"]


@pytest.mark.parametrize(
    ("opponent", "result"), [("Thunder Hawk", "sent back"), ("Swordsman", "defender")]
)
def test_fan_bearer_sends_a_flying_opponent_back_to_the_pen(opponent: str, result: str) -> None:
    state = play(
        _scenario(
            f"""
            terrain = "Swamps"
            [attacker]
            shield = ["Fan Bearer"]
            [defender]
            shield = ["{opponent}"]
            """
        )
    )
    assert matchup(state, 1)["result"] == result
    returned = state.summary()["defender"]["returned"]
    assert returned == ([opponent] if result == "sent back" else [])


@pytest.mark.parametrize(
    ("opponent", "result"), [("Sand Lord", "withdrawn"), ("Swordsman", "defender")]
)
def test_the_minx_goes_back_to_the_hand_facing_a_creature_bribeable_with_babes(
    opponent: str, result: str
) -> None:
    state = play(
        _scenario(
            f"""
            terrain = "Swamps"
            [attacker]
            shield = ["The Minx"]
            [defender]
            shield = ["{opponent}"]
            """
        )
    )
    assert matchup(state, 1)["result"] == result
    assert state.summary()["defender"]["survivors"] == [opponent]
    assert state.summary()["attacker"]["beaten"] == ([] if result == "withdrawn" else ["The Minx"])
