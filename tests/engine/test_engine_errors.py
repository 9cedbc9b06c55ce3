"""Named errors carry a player-readable reason; UnknownGame suggests the closest ids."""

from __future__ import annotations

import pickle

import pytest

from stronghold.engine.errors import (
    CardDataError,
    DeckError,
    IllegalAction,
    NotationError,
    ParamsError,
    RecordError,
    ScenarioError,
    StrongholdError,
    UnknownGame,
)


@pytest.mark.parametrize(
    "kind",
    [
        IllegalAction,
        NotationError,
        CardDataError,
        DeckError,
        ScenarioError,
        RecordError,
        ParamsError,
    ],
)
def test_every_error_is_a_stronghold_error_with_its_reason(kind: type[StrongholdError]) -> None:
    error = kind("the Sand Lord cannot be bribed with silver")
    assert isinstance(error, StrongholdError)
    assert error.reason == "the Sand Lord cannot be bribed with silver"
    assert str(error) == error.reason


def test_notation_error_is_an_illegal_action() -> None:
    assert issubclass(NotationError, IllegalAction)


def test_unknown_game_names_the_closest_ids() -> None:
    error = UnknownGame("guardain", ["guardians", "guardians-arena", "highlander-duel"])
    assert error.reason.startswith("unknown game 'guardain'; did you mean 'guardians'")
    assert "highlander-duel" not in error.reason
    assert error.suggestions[0] == "guardians"


def test_unknown_game_lists_all_ids_when_nothing_is_close() -> None:
    error = UnknownGame("chess", ["guardians", "promised-land"])
    assert error.reason == "unknown game 'chess'; known games: guardians, promised-land"


def test_unknown_game_says_when_no_game_is_registered() -> None:
    assert UnknownGame("guardians").reason == "unknown game 'guardians'; no games are registered"


def test_errors_survive_pickling_for_worker_processes() -> None:
    unknown = pickle.loads(pickle.dumps(UnknownGame("nim", ["toy-nim"])))
    assert (
        isinstance(unknown, UnknownGame)
        and unknown.reason == UnknownGame("nim", ["toy-nim"]).reason
    )
    illegal = pickle.loads(pickle.dumps(IllegalAction("not your turn")))
    assert illegal.reason == "not your turn"
