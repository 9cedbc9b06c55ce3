"""A game's ``fingerprint_version``: a record saved before the game's fingerprint gained a
field still replays (each move checked), while a record of the current version is held to its
fingerprint."""

from __future__ import annotations

import dataclasses

import pytest

import stronghold
from stronghold import Record
from stronghold.engine.errors import RecordError


def _short_game() -> Record:
    state = stronghold.load("guardians", max_turns=1).new_state(4)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    return state.record()


def test_a_record_carries_its_games_fingerprint_version() -> None:
    record = _short_game()
    assert record.fingerprint_version == 2  # Guardians: lower_up joined canonical()
    again = Record.from_json(record.to_json())
    assert again == record
    assert stronghold.load("highlander").new_state(1).record().fingerprint_version == 1


def test_an_older_versions_fingerprint_is_not_compared_but_the_moves_are() -> None:
    record = _short_game()
    older = dataclasses.replace(record, fingerprint="0" * 64, fingerprint_version=1)
    state = stronghold.replay(older)  # saved before the change: replays
    assert state.fingerprint() == record.fingerprint
    with pytest.raises(RecordError, match="does not reach the recorded state"):
        stronghold.replay(dataclasses.replace(record, fingerprint="0" * 64))
    broken = dataclasses.replace(older, actions=(*older.actions[:3], "move Z9 Z8"))
    with pytest.raises(RecordError, match="move 4"):
        stronghold.replay(broken)


def test_a_record_without_a_version_is_of_version_1_and_a_bad_one_is_refused() -> None:
    data = _short_game().to_dict()
    del data["fingerprint_version"]
    assert Record.from_dict(data).fingerprint_version == 1
    for bad in (0, "2", True, 1.5):
        with pytest.raises(RecordError, match="fingerprint_version"):
            Record.from_dict({**data, "fingerprint_version": bad})
