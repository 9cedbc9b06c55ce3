"""``stronghold play`` and ``stronghold replay``: piped games, watching, records, undo, tmux."""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_runner import run_stronghold
from rich.console import Console

import stronghold
from stronghold.agents import Agent
from stronghold.cli.play import PROMPT, Session, Terminal
from stronghold.engine.actions import Action
from stronghold.engine.record import Record
from stronghold.engine.state import State

REPO = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``stronghold ARGS`` in ``cwd`` with ``stdin`` piped in (not a terminal)."""
    return run_stronghold(*args, cwd=cwd, stdin=stdin)


def assert_user_error(result: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit code 2 and one ``error:`` line on stderr, no traceback."""
    assert result.returncode == 2, (result.returncode, result.stdout[-2000:], result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    assert "Traceback" not in result.stderr + result.stdout
    for word in words:
        assert word in lines[0], (word, lines[0])


# --- a game through a pipe -------------------------------------------------------------------


def test_piped_game_to_the_end_then_replay(tmp_path: Path) -> None:
    script = [
        "undo",  # nothing of ours to take back yet
        "1",
        "99",  # no such number
        "bogus x",  # no such action
        "turn",  # a known verb with the wrong number of arguments
        "turn w1",  # parses, but is not legal while organizing
        "help",
        "undo",  # the opponent has answered the placement: not ours to take back
        *["1"] * 3000,
    ]
    result = run("play", "guardians", "--vs", "random", "--seed", "3", cwd=tmp_path,
                 stdin="\n".join(script) + "\n")  # fmt: skip
    out = result.stdout
    assert result.returncode == 0, (result.stderr, out[-3000:])
    assert "Traceback" not in out + result.stderr
    assert "Nothing to undo" in out
    assert "No action number 99" in out
    assert "Not that: unknown action 'bogus'" in out
    assert "Not that: expected 'turn SHIELD', got 'turn'" in out
    assert "Not that: turn w1 is not allowed now" in out
    assert "undo    take back your last decision" in out  # the help text
    assert "Cannot undo: seat 1 has decided since" in out
    assert "Game over: you " in out or "Game over: a draw" in out
    saved = only_record(tmp_path)
    assert f"Record saved to {saved}" in out
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["game_id"] == "guardians" and data["seed"] == 3
    assert data["params"]["decks"] == ["basic-knights", "hellfire"]
    assert data["outcome"] is not None and data["actions"]
    # the engine replays the record to the same outcome ...
    state = stronghold.replay(Record.from_json(saved.read_text(encoding="utf-8")))
    assert state.outcome is not None and state.outcome.to_dict() == data["outcome"]
    # ... and so does the command, move by move
    replayed = run("replay", str(saved), cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    assert data["outcome"]["reason"] in replayed.stdout
    assert "The replay reaches the recorded state." in replayed.stdout
    assert f"{len(data['actions']):>4}. seat" in replayed.stdout


def only_record(folder: Path) -> Path:
    """The one record file the game wrote in the data folder under ``folder``."""
    records = list((folder / "data" / "records").iterdir())
    assert len(records) == 1, records
    return records[0]


def test_end_of_input_leaves_politely_and_saves_nothing(tmp_path: Path) -> None:
    result = run("play", "guardians", "--vs", "random", "--seed", "3", "--record", "left.toml",
                 cwd=tmp_path, stdin="1\n1\n")  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "End of input: leaving the game." in result.stdout
    assert "Game left unfinished" in result.stdout
    assert "Not saved: a record holds the seed and so every hidden card" in result.stdout
    assert not (tmp_path / "left.toml").exists() and not (tmp_path / "data").exists()


def test_the_terminal_never_shows_the_seed_nor_names_the_record_after_it(tmp_path: Path) -> None:
    result = run("play", "guardians", "--watch", "--vs", "random", "--seed", "987654321",
                 "--max-turns", "1", cwd=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "987654321" not in result.stdout
    saved = only_record(tmp_path)
    assert "987654321" not in saved.name and saved.name.startswith("guardians-")
    assert json.loads(saved.read_text(encoding="utf-8"))["seed"] == 987654321


def test_a_game_without_a_seed_is_dealt_from_64_bits_of_entropy(tmp_path: Path) -> None:
    seeds = set()
    for _ in range(2):
        result = run("play", "guardians", "--watch", "--vs", "random", "--max-turns", "1",
                     cwd=tmp_path)  # fmt: skip
        assert result.returncode == 0, result.stderr
        records = (tmp_path / "data" / "records").iterdir()
        seeds |= {json.loads(path.read_text(encoding="utf-8"))["seed"] for path in records}
    assert len(seeds) == 2 and max(seeds) >= 2**32  # not a small guessable number (p < 2^-31)


def test_quitting_before_any_move_writes_nothing(tmp_path: Path) -> None:
    result = run("play", "guardians", "--vs", "random", cwd=tmp_path, stdin="quit\n")
    assert result.returncode == 0, result.stderr
    assert not (tmp_path / "data").exists() and list(tmp_path.iterdir()) == []


def test_watch_plays_to_the_end(tmp_path: Path) -> None:
    result = run("play", "guardians", "--watch", "--vs", "random", "--seed", "4",
                 "--max-turns", "6", "--record", "watched.toml", cwd=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Watching random (seat 0) against random (seat 1)." in result.stdout
    assert "   1. seat " in result.stdout
    assert "Game over:" in result.stdout
    assert "Record saved to watched.toml" in result.stdout
    replayed = run("replay", "watched.toml", cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    assert "The replay reaches the recorded state." in replayed.stdout


def test_a_deck_file_is_read(tmp_path: Path) -> None:
    deck = REPO / "examples" / "decks" / "dragon-flight.txt"
    result = run("play", "guardians", "--watch", "--vs", "random", "--seed", "1",
                 "--max-turns", "1", "--deck", str(deck), "--record", "r.json",
                 cwd=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert data["params"]["decks"][0] == deck.read_text(encoding="utf-8")
    assert data["params"]["decks"][1] == "hellfire"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--deck", "no-such-deck"), ("no-such-deck", "basic-knights")),
        (("--opponent-deck", "missing.txt"), ("missing.txt",)),
        (("--vs", "nobody"), ("unknown agent 'nobody'",)),
        (("--seat", "2"), ("--seat",)),
        (("--max-turns", "0"), ("--max-turns",)),
    ],
)
def test_bad_options_exit_2_with_one_line(
    tmp_path: Path, args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    assert_user_error(run("play", "guardians", *args, cwd=tmp_path), *words)


def test_broken_record_files_exit_2_with_one_line(tmp_path: Path) -> None:
    (tmp_path / "empty.json").write_text("{}", encoding="utf-8")
    (tmp_path / "bad.toml").write_text("actions = [", encoding="utf-8")
    (tmp_path / "illegal.json").write_text(
        json.dumps({"game_id": "guardians", "seed": 1, "actions": ["fly Z9"]}), encoding="utf-8"
    )
    assert_user_error(run("replay", "empty.json", cwd=tmp_path), "game_id")
    assert_user_error(run("replay", "bad.toml", cwd=tmp_path), "not valid TOML")
    assert_user_error(run("replay", "illegal.json", cwd=tmp_path), "move 1")
    assert_user_error(run("replay", "nothere.json", cwd=tmp_path), "cannot read")


# --- undo, in process ------------------------------------------------------------------------


class StayAgent(Agent):
    """Turns its shields and leaves them where they stand; otherwise the first legal action."""

    name = "stay-test"

    def choose(self, state: State, seat: int) -> Action:
        actions = self.legal_for(state, seat)
        for wanted in ("stay", "ready"):
            for action in actions:
                if str(action) == wanted:
                    return action
        return actions[0]


def session(seed: int = 3) -> Session:
    game = stronghold.load("guardians", decks=["basic-knights", "hellfire"])
    console = Console(file=io.StringIO(), width=160)
    term = Terminal(console, io.StringIO(""))
    return Session(game.new_state(seed), 0, {1: StayAgent(seed=seed)}, term, Path("unused.json"))


def to_my_decision(game: Session, *, until: str) -> None:
    """Play (the person choosing the first legal action) until the person may play ``until``."""
    for _ in range(2000):
        state = game.state
        assert not state.is_terminal()
        if state.current_seat == 0:
            legal = [str(a) for a in state.legal_actions()]
            if any(text.startswith(until) for text in legal):
                return
            game._apply(legal[0], 0)
        else:
            game._agent_turn(1)
    raise AssertionError(f"never reached a decision with {until!r}")


def answer(game: Session) -> None:
    """The opponent's moves until it is the person's decision again."""
    while not game.state.is_terminal() and game.state.current_seat != 0:
        game._agent_turn(1)


def test_undo_takes_back_a_placement_while_the_opponent_waits() -> None:
    game = session()
    to_my_decision(game, until="put")
    before = game.state.fingerprint()
    moves = len(game.state.history)
    put = next(str(a) for a in game.state.legal_actions() if str(a).startswith("put"))
    game._apply(put, 0)
    answer(game)
    done, message = game.undo()
    assert done, message
    assert message.startswith("Undone: put")
    assert game.state.fingerprint() == before
    assert len(game.state.history) == len(game.deciders) == moves


class EagerAgent(Agent):
    """Places whatever it can before saying ready: it answers every placement."""

    name = "eager-test"

    def choose(self, state: State, seat: int) -> Action:
        actions = self.legal_for(state, seat)
        return next((a for a in actions if str(a).startswith("put")), actions[0])


def test_undo_never_takes_back_the_opponents_moves() -> None:
    game = session()
    game.agents = {1: EagerAgent(seed=1)}
    for _ in range(200):
        to_my_decision(game, until="put")
        put = next(str(a) for a in game.state.legal_actions() if str(a).startswith("put"))
        game._apply(put, 0)
        if game.state.current_seat == 1:
            break
    answer(game)
    assert game.deciders[-1] == 1  # the opponent placed after the person
    before, moves = game.state.fingerprint(), len(game.state.history)
    done, message = game.undo()
    assert not done and message.startswith("Cannot undo: seat 1 has decided since")
    assert game.state.fingerprint() == before and len(game.state.history) == moves


def test_undo_takes_back_turn_and_stay_together() -> None:
    game = session()
    to_my_decision(game, until="turn")
    before = game.state.fingerprint()
    turn = next(str(a) for a in game.state.legal_actions() if str(a).startswith("turn"))
    game._apply(turn, 0)
    game._apply("stay", 0)
    answer(game)
    assert game.state.view(0)["phase"] == "move"  # the opponent only turned and stayed
    done, message = game.undo()
    assert done, message
    assert game.state.fingerprint() == before


def test_undo_is_refused_after_ready_or_a_draw() -> None:
    game = session()
    to_my_decision(game, until="ready")
    game._apply("ready", 0)
    if game.state.current_seat == 0:  # the opponent was ready first: the person goes on
        done, message = game.undo()
        assert not done and "'ready' cannot be taken back" in message
    answer(game)
    done, message = game.undo()
    assert not done
    if game.deciders[-1] == 1:
        assert message.startswith("Cannot undo: seat 1 has decided since")
    else:
        assert "'ready' cannot be taken back" in message
    # leave every shield in place until the turn ends and the next one's cards are drawn
    turn = game.state.view(0)["turn"]
    while game.state.view(0)["turn"] == turn:
        legal = [str(a) for a in game.state.legal_actions()]
        game._apply("stay" if "stay" in legal else legal[0], 0)
        answer(game)
    done, message = game.undo()
    assert not done
    if game.deciders[-1] == 1:
        assert message.startswith("Cannot undo: seat 1 has decided since")
    else:
        assert "drawn or revealed" in message or "cannot be taken back" in message


# --- a real terminal -------------------------------------------------------------------------


def test_a_game_in_a_real_terminal_with_tmux(tmp_path: Path) -> None:
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: run `make test`, which installs it")
    socket = f"stronghold-test-{os.getpid()}"
    command = (
        f"cd {shlex.quote(str(tmp_path))} && PYTHONPATH={shlex.quote(str(REPO))} "
        f"STRONGHOLD_DATA={shlex.quote(str(tmp_path / 'data'))} "
        f"{shlex.quote(sys.executable)} -m stronghold.cli.main play guardians --vs greedy "
        "--seed 5 --max-turns 3; echo EXITED $?; sleep 120"
    )

    def tmux_run(*args: str) -> str:
        done = subprocess.run(
            [tmux, "-L", socket, *args], capture_output=True, text=True, timeout=30
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    tmux_run("new-session", "-d", "-s", "play", "-x", "200", "-y", "100", command)
    try:
        screen, sent = "", 0
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and sent < 1000:
            screen = tmux_run("capture-pane", "-p", "-t", "play")
            if "EXITED" in screen:
                break
            if screen.rstrip().endswith(PROMPT.rstrip()):
                tmux_run("send-keys", "-t", "play", "1", "Enter")
                sent += 1
            time.sleep(0.05)
        assert "EXITED 0" in screen, screen
        assert "Guardians · turn 3 · game over" in screen, screen  # the final board
        assert "Game over: " in screen, screen
        assert "Record saved to " in screen, screen
        assert "Traceback" not in screen
    finally:
        subprocess.run([tmux, "-L", socket, "kill-server"], capture_output=True, timeout=30)
    data = json.loads(only_record(tmp_path).read_text(encoding="utf-8"))
    assert data["outcome"] is not None and data["params"]["max_turns"] == 3
    assert f"({data['outcome']['reason']})." in screen
    state = stronghold.replay(Record.from_dict(data))
    assert state.outcome is not None and state.outcome.to_dict() == data["outcome"]


def test_quit_leaves_and_saves_nothing(tmp_path: Path) -> None:
    result = run("play", "guardians", "--vs", "random", "--seed", "2", "--record", "q.json",
                 cwd=tmp_path, stdin="1\nquit\n1\n")  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Game left unfinished after" in result.stdout
    assert not (tmp_path / "q.json").exists()


def test_watching_a_guardians_combat_tells_each_match_up_and_the_totals(tmp_path: Path) -> None:
    # The combat is told by its events: the creatures chosen face down, each match-up with
    # both Vitalities summed, the combat's totals; not the old "a hidden choice is made".
    result = run("play", "guardians", "--watch", "--vs", "random", "--seed", "5",
                 "--max-turns", "8", cwd=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "The combat's totals: " in out
    assert "chooses a creature face down for the match-up." in out
    assert re.search(r"Match-up \d+: .+ \d+ \(.+\) against .+ \d+ \(.+\): ", out)
    assert "a hidden choice is made" not in out
