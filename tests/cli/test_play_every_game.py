"""Each registered game is played in the terminal to its end by a person typing choices, its
record saved, and the record replayed to the same end: no game needs CLI code of its own."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from stronghold.cli.play import Terminal, play_command, replay_command

#: Games other than Guardians (whose own screen has its tests in test_play.py).
GAMES = ("guardians-arena", "highlander-duel", "promised-land")


def _terminal(lines: str) -> tuple[Terminal, io.StringIO]:
    out = io.StringIO()
    return Terminal(Console(file=out, width=120), io.StringIO(lines)), out


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_plays_the_game_to_the_end_and_the_record_replays(
    game_id: str, tmp_path: Path
) -> None:
    term, out = _terminal("help\n" + "1\n" * 5000)  # the help, then always the first choice
    path = tmp_path / "game.json"
    state = play_command(
        game_id, deck=None, opponent_deck=None, vs="random", seed=4, seat=0,
        watch=False, record=path, max_turns=None, cards=[], term=term,
    )  # fmt: skip
    assert state.is_terminal(), f"{game_id} did not end"
    text = out.getvalue()
    assert "Your move" in text
    if state.event_log:  # what happened is told by the game's events, in the second person
        assert "You " in text
        assert any(told.text in text for told in state.events(0) if len(told.text) < 60)
    else:
        assert "You: " in text
    assert "Notation: " in text  # the help tells the game's own notation
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["game_id"] == game_id and len(record["actions"]) == len(state.history)
    term, out = _terminal("")
    replayed = replay_command(path, step=False, term=term)
    assert "The replay reaches the recorded state." in out.getvalue()
    assert replayed.fingerprint() == state.fingerprint()
    assert replayed.outcome == state.outcome
