"""The engine contract, checked on every registered game with each of its parameter sets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stronghold.engine import Game, GameInfo, list_games, load
from stronghold.engine.conformance import (
    check_clone_independence,
    check_determinism,
    check_determinize,
    check_determinize_blind,
    check_illegal_actions,
    check_indistinguishable,
    check_playout,
    check_record_round_trip,
    check_swap_hidden_changes,
    check_views,
    playout_fingerprint,
    random_playout,
)
from stronghold.engine.registry import conformance_params, resolve
from stronghold.engine.rng import Rng

PLAYOUT_SEEDS = range(20)
#: Seeds of the checks made at every step of a walk: 0-2 in ``make test``, 3 and 4 as well in
#: ``make soak`` (the walks grow with the card pool: the guardians cases were ~40 % of make test).
CHECK_SEEDS = [*range(3), *(pytest.param(seed, marks=pytest.mark.soak) for seed in (3, 4))]
SECRET_SEEDS = range(3)


def _cases() -> list[Any]:
    """One pytest param per (registered game, parameter set)."""
    cases = []
    for info in list_games():
        for index, params in enumerate(conformance_params(info.id)):
            cases.append(pytest.param(info.id, params, id=f"{info.id}-{index}"))
    return cases


CASES = _cases()
game_cases = pytest.mark.parametrize(("game_id", "params"), CASES)


@cache
def _game(game_id: str, params_json: str) -> Game:
    """The loaded game (games are immutable, so one per case is shared)."""
    return load(game_id, **json.loads(params_json))


def game_for(game_id: str, params: dict[str, Any]) -> Game:
    """Cached ``load(game_id, **params)``."""
    return _game(game_id, json.dumps(params, sort_keys=True))


def test_registry_lists_games_with_unique_ids() -> None:
    games = list_games()
    assert all(isinstance(info, GameInfo) for info in games)
    ids = [info.id for info in games]
    assert ids == sorted(set(ids))
    for info in games:
        assert resolve(info.id) == info.id
        for alias in info.aliases:
            assert resolve(alias) == info.id


@game_cases
def test_game_reports_its_id_seats_and_json_params(game_id: str, params: dict[str, Any]) -> None:
    game = game_for(game_id, params)
    assert resolve(game.id) == game_id
    assert isinstance(game.seats, int) and game.seats >= 1
    assert json.loads(json.dumps(game.params)) == game.params


@game_cases
@pytest.mark.parametrize("seed", PLAYOUT_SEEDS)
def test_random_playout_ends_with_sound_invariants(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_playout(game_for(game_id, params), seed)


@game_cases
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_playout_ends_for_any_seed(game_id: str, params: dict[str, Any], seed: int) -> None:
    game = game_for(game_id, params)
    state = game.new_state(seed)
    random_playout(state, Rng(seed).derive("hypothesis"), game.conformance_max_steps)
    assert state.is_terminal() and state.outcome is not None


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_same_seed_and_actions_give_same_fingerprint(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_determinism(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_record_round_trips_through_json_and_replay(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_record_round_trip(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_clone_is_independent(game_id: str, params: dict[str, Any], seed: int) -> None:
    check_clone_independence(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_illegal_actions_are_rejected_without_change(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_illegal_actions(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_views_are_json_and_hide_what_each_seat_may_not_see(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_views(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", CHECK_SEEDS)
def test_determinize_keeps_the_seats_view(game_id: str, params: dict[str, Any], seed: int) -> None:
    check_determinize(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", SECRET_SEEDS)
def test_a_seat_cannot_tell_apart_worlds_that_differ_only_in_what_it_cannot_see(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_indistinguishable(game_for(game_id, params), seed)


@game_cases
@pytest.mark.parametrize("seed", SECRET_SEEDS)
def test_determinize_samples_depend_only_on_what_the_seat_knows(
    game_id: str, params: dict[str, Any], seed: int
) -> None:
    check_determinize_blind(game_for(game_id, params), seed)


@pytest.mark.parametrize("game_id", [info.id for info in list_games()])
def test_twins_for_the_secrets_checks_really_differ(game_id: str) -> None:
    params = conformance_params(game_id)[0]
    check_swap_hidden_changes(game_for(game_id, params), 0)


@game_cases
def test_fingerprint_is_the_same_in_another_process(game_id: str, params: dict[str, Any]) -> None:
    here = playout_fingerprint(game_id, params, 11)
    script = (
        "import json, sys\n"
        "from stronghold.engine.conformance import playout_fingerprint\n"
        "print(playout_fingerprint(sys.argv[1], json.loads(sys.argv[2]), 11))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    done = subprocess.run(
        [sys.executable, "-c", script, game_id, json.dumps(params)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == here
