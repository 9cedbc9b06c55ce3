"""``stronghold sim``, run as a user runs it (a subprocess) and in-process on a toy game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from agent_toys import ScriptGame

from stronghold.cli.main import main
from stronghold.engine import register, unregister

REPO = Path(__file__).resolve().parents[2]
JSON_KEYS = ["games", "wins", "draws", "errors", "decisions", "seconds"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``stronghold ARGS`` from the repository root, wide enough that tables do not wrap."""
    env = {**os.environ, "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "stronghold.cli.main", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit code 2, one ``error:`` line on stderr, nothing on stdout, no traceback."""
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    assert result.stdout == ""
    for word in words:
        assert word in lines[0], (word, lines[0])


def test_sim_json_prints_exactly_the_totals() -> None:
    result = run("sim", "combat", "--games", "4", "--agents", "greedy,random", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == JSON_KEYS
    assert data["games"] == 4
    assert set(data["wins"]) == {"greedy", "random"}
    assert sum(data["wins"].values()) + data["draws"] + data["errors"] == 4
    assert data["decisions"] > 0 and data["seconds"] >= 0
    assert result.stderr == ""  # no progress bar in --json mode


def test_sim_takes_the_difficulty_levels_by_name() -> None:
    result = run("sim", "combat", "--games", "2", "--agents", "easy,medium", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data["wins"]) == {"easy", "medium"}
    assert (data["games"], data["errors"]) == (2, 0)


def test_play_takes_a_level_as_the_opponent() -> None:
    result = run("play", "combat", "--opponent", "medium", "--watch", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "medium" in result.stdout


def test_play_gives_a_searching_player_the_thinking_budget_asked(tmp_path: Path) -> None:
    records = []
    for budget in ("400it", None):  # ismcts by name searches 400 iterations a decision
        record = tmp_path / f"{budget}.json"
        think = ["--think", budget] if budget else []
        result = run(
            "play", "highlander-duel", "--vs", "ismcts", *think, "--watch", "--seed", "3",
            "--record", str(record),
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        records.append(json.loads(record.read_text())["actions"])
    assert records[0] == records[1]
    quick = tmp_path / "quick.json"
    result = run(
        "play", "highlander-duel", "--vs", "hard", "--think", "2it", "--watch", "--seed", "3",
        "--record", str(quick),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr  # hard at 2 iterations: seconds, not minutes
    assert json.loads(quick.read_text())["actions"] != records[0]


def test_play_refuses_a_thinking_budget_for_a_player_that_does_not_search() -> None:
    result = run("play", "highlander-duel", "--vs", "easy", "--think", "1s", "--watch")
    assert_one_line_error(result, "easy does not search", "ismcts, medium and hard")


def test_sim_gives_a_searching_player_its_budget_after_an_at_sign() -> None:
    # ``hard@2it`` is hard with 2 iterations a decision (``play --think 2it`` in sim): its
    # games differ from plain ismcts's 400 iterations on the same seeds, and its name is kept
    totals = []
    for name in ("ismcts@400it", "ismcts", "hard@2it"):
        result = run("sim", "highlander-duel", "--games", "4", "--agents", f"{name},easy", "--json")
        assert result.returncode == 0, result.stderr
        data = json.loads(result.stdout)
        assert set(data["wins"]) == {name, "easy"} and data["errors"] == 0
        totals.append((list(data["wins"].values()), data["decisions"]))
    assert totals[0] == totals[1]  # the same budget as the name's own: the same games
    assert totals[2] != totals[0]
    assert_one_line_error(
        run("sim", "combat", "--games", "2", "--agents", "greedy@1s,random"),
        "greedy does not search",
    )
    assert_one_line_error(
        run("sim", "combat", "--games", "2", "--agents", "hard@soon,random"), "not 'soon'"
    )
    assert_one_line_error(
        run("sim", "combat", "--games", "2", "--agents", "hardd@1s,random"),
        "unknown agent 'hardd'", "did you mean 'hard'",
    )  # fmt: skip


def test_sim_prints_a_table_of_win_rates() -> None:
    result = run("sim", "combat", "--games", "2", "--seed", "5")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "guardians-combat: 2 games, seed 5" in out
    for word in ("agent", "win rate", "95 % interval", "greedy", "random", "draws 0"):
        assert word in out, word


def test_sim_with_an_unknown_agent_exits_2_with_one_line() -> None:
    result = run("sim", "combat", "--games", "2", "--agents", "greedy,randmo")
    assert_one_line_error(result, "unknown agent 'randmo'", "did you mean 'random'")


def test_sim_with_an_unknown_game_exits_2_with_one_line() -> None:
    assert_one_line_error(run("sim", "combatt", "--games", "2"), "unknown game 'combatt'")


def test_sim_with_the_wrong_number_of_agents_or_games_exits_2() -> None:
    assert_one_line_error(run("sim", "combat", "--agents", "greedy"), "give 2 agents, got 1")
    assert_one_line_error(run("sim", "combat", "--games", "0"), "--games must be at least 1")


def _sim_in_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str
) -> tuple[int, str, str]:
    """Run ``stronghold sim ARGS`` through ``main()`` here (the toy games are registered)."""
    monkeypatch.setattr(sys, "argv", ["stronghold", "sim", *args])
    with pytest.raises(SystemExit) as exited:
        main()
    captured = capsys.readouterr()
    code = exited.value.code
    return (code if isinstance(code, int) else 1), captured.out, captured.err


def test_sim_json_on_a_toy_game_counts_the_rotation(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = _sim_in_process(
        monkeypatch, capsys, "agent-toy-script", "--games", "5", "--agents", "random,greedy",
        "--json",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert list(data) == JSON_KEYS
    assert data["wins"] == {"random": 3, "greedy": 2}
    assert (data["games"], data["draws"], data["errors"], data["decisions"]) == (5, 0, 0, 10)


class _CrashOnOddSeeds(ScriptGame):
    """The Script toy fixed to crash on odd deal seeds (the CLI passes no game params)."""

    id = "agent-toy-crash"

    def __init__(self) -> None:
        super().__init__(ending="crash-odd-seeds")


def test_sim_reports_the_games_that_crashed_and_goes_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    register("agent-toy-crash", _CrashOnOddSeeds)
    try:
        code, out, err = _sim_in_process(
            monkeypatch, capsys, "agent-toy-crash", "--games", "4", "--agents", "random,random"
        )
    finally:
        unregister("agent-toy-crash")
    assert code == 0, err
    assert "draws 2, errors 2, decisions 4" in out
    assert "error in game 2 (seed 1): RuntimeError: toy crash on seed 1" in out
    assert "error in game 3 (seed 1)" in out


def test_sim_with_workers_prints_the_same_totals() -> None:
    args = ("sim", "highlander", "--games", "6", "--seed", "2", "--json")
    one, two = run(*args), run(*args, "--workers", "2")
    assert one.returncode == two.returncode == 0, (one.stderr, two.stderr)
    totals = [json.loads(r.stdout) for r in (one, two)]
    for data in totals:
        data.pop("seconds")
    assert totals[0] == totals[1] and totals[0]["games"] == 6
