"""A golden game of Guardians: one fixed-seed game, recorded once, must replay to the same end.

``guardians-game.json`` is the record (game, params, seed, every action, the final state's
fingerprint) of a game between two seeded random players (basic-knights vs hellfire,
max_turns 10); ``guardians-game.outcome.json`` holds its outcome. The test replays the record
and checks the fingerprint and the outcome, so any change to the rules engine that changes how
this game plays is caught.

When the rules change ON PURPOSE (and the replay no longer matches), regenerate both files and
review the diff before committing them:

    .venv/bin/python tests/golden/test_golden_game.py --regenerate
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import stronghold
from stronghold import Record

HERE = Path(__file__).resolve().parent
RECORD_FILE = HERE / "guardians-game.json"
OUTCOME_FILE = HERE / "guardians-game.outcome.json"

DECKS = ["basic-knights", "hellfire"]
MAX_TURNS = 10
GAME_SEED = 20_240_601
PLAYER_SEED = 7
MAX_DECISIONS = 20_000


def play_golden_game() -> stronghold.State:
    """The golden game, played afresh: a seeded random player chooses for both seats."""
    state = stronghold.load("guardians", decks=DECKS, max_turns=MAX_TURNS).new_state(GAME_SEED)
    rng = random.Random(PLAYER_SEED)
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_terminal(), "the golden game did not end"
    return state


def regenerate() -> None:
    """Write the record and outcome files anew (only when the rules changed on purpose)."""
    state = play_golden_game()
    RECORD_FILE.write_text(state.record().to_json(indent=2) + "\n", encoding="utf-8")
    assert state.outcome is not None
    OUTCOME_FILE.write_text(json.dumps(state.outcome.to_dict(), indent=2) + "\n", encoding="utf-8")
    print(f"wrote {RECORD_FILE.name} ({len(state.history)} actions) and {OUTCOME_FILE.name}")


def test_the_golden_game_replays_to_the_same_fingerprint_and_outcome() -> None:
    record = Record.from_json(RECORD_FILE.read_text(encoding="utf-8"))
    assert record.game_id == "guardians"
    assert record.params["decks"] == DECKS and record.params["max_turns"] == MAX_TURNS
    assert record.seed == GAME_SEED
    assert record.fingerprint is not None
    state = stronghold.replay(record)  # raises RecordError if a move fails or the end differs
    assert state.fingerprint() == record.fingerprint
    assert state.is_terminal()
    expected = json.loads(OUTCOME_FILE.read_text(encoding="utf-8"))
    assert state.outcome is not None
    assert state.outcome.to_dict() == expected


def test_the_golden_game_is_what_the_seeded_players_play() -> None:
    # The record is the game the seeded random players produce: same actions, same end.
    record = Record.from_json(RECORD_FILE.read_text(encoding="utf-8"))
    state = play_golden_game()
    assert tuple(state.history) == record.actions
    assert state.fingerprint() == record.fingerprint


if __name__ == "__main__":
    if sys.argv[1:] == ["--regenerate"]:
        regenerate()
    else:
        print(__doc__)
