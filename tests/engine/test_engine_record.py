"""Records: JSON round trip, replay through the registry, and one-line errors for bad records."""

from __future__ import annotations

import json

import pytest

import stronghold
from stronghold.engine import Record, RecordError, replay


def played_nim() -> stronghold.State:
    state = stronghold.load("toy-nim", heaps=[2, 3]).new_state(4)
    for text in ("take 1 2", "take 0 1", "take 1 1"):
        state.apply_text(text)
    return state


def test_record_holds_game_params_seed_actions_and_fingerprint() -> None:
    state = played_nim()
    record = state.record()
    assert record == Record(
        "toy-nim", {"heaps": [2, 3]}, 4, ("take 1 2", "take 0 1", "take 1 1"), state.fingerprint()
    )


def test_record_round_trips_through_json_and_replays() -> None:
    state = played_nim()
    text = state.record().to_json(indent=2)
    assert json.loads(text)["format"] == "stronghold-record/1"
    record = Record.from_json(text)
    rebuilt = replay(record)
    assert rebuilt is not state
    assert rebuilt.fingerprint() == state.fingerprint()
    assert rebuilt.history == state.history


def test_replay_resolves_aliases_and_replays_a_prefix() -> None:
    record = Record("Nim", {"heaps": [2, 3]}, 4, ("take 1 2", "take 0 1"))
    assert replay(record, upto=1).history == ["take 1 2"]
    assert replay(record).history == ["take 1 2", "take 0 1"]


def test_hidden_info_game_replays_its_chance() -> None:
    state = stronghold.load("toy-high-card").new_state(8)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    rebuilt = replay(Record.from_json(state.record().to_json()))
    assert rebuilt.fingerprint() == state.fingerprint()
    assert rebuilt.outcome == state.outcome


def test_a_wrong_move_names_its_number_and_reason() -> None:
    record = Record("toy-nim", {"heaps": [2, 3]}, 0, ("take 1 2", "take 1 2"))
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert caught.value.reason == "move 2 ('take 1 2'): heap 1 has 1, cannot take 2"


def test_unparseable_move_is_a_record_error() -> None:
    with pytest.raises(RecordError, match=r"move 1 \('jump'\): unknown action 'jump'"):
        replay(Record("toy-nim", {}, 0, ("jump",)))


def test_a_wrong_fingerprint_is_reported() -> None:
    record = Record("toy-nim", {}, 0, ("take 0 1",), fingerprint="0" * 64)
    with pytest.raises(RecordError, match="replay does not reach the recorded state"):
        replay(record)


def test_unknown_game_or_bad_params_are_record_errors() -> None:
    with pytest.raises(RecordError, match="unknown game 'toy-nimm'; did you mean 'toy-nim'"):
        replay(Record("toy-nimm"))
    with pytest.raises(RecordError, match="unexpected keyword argument 'piles'"):
        replay(Record("toy-nim", {"piles": [1]}))
    with pytest.raises(RecordError, match="heaps must be non-negative"):
        replay(Record("toy-nim", {"heaps": [-1]}))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "record is not valid JSON"),
        ("[]", "a record must be a JSON object"),
        ('{"seed": 1, "actions": []}', "record has no 'game_id' field"),
        ('{"game_id": "toy-nim", "actions": []}', "record has no 'seed' field"),
        ('{"game_id": "toy-nim", "seed": true, "actions": []}', "record field 'seed' must be int"),
        ('{"game_id": "toy-nim", "seed": 1, "actions": "take 0 1"}', "must be list"),
        ('{"game_id": "toy-nim", "seed": 1, "actions": [3]}', "record move 1 must be action text"),
        ('{"game_id": "toy-nim", "seed": 1, "actions": [], "params": []}', "'params' must be"),
        ('{"game_id": "x", "seed": 1, "actions": [], "fingerprint": 5}', "'fingerprint' must"),
        ('{"format": "other/9", "game_id": "x", "seed": 1, "actions": []}', "unsupported record"),
    ],
)
def test_malformed_records_give_one_line_reasons(text: str, reason: str) -> None:
    with pytest.raises(RecordError) as caught:
        Record.from_json(text)
    assert caught.value.reason.startswith(reason) or reason in caught.value.reason
    assert "\n" not in caught.value.reason


def test_record_with_unserialisable_params_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="not JSON-ready"):
        Record("toy-nim", {"heaps": {1, 2}}).to_json()
