"""``stronghold play guardians --position FILE``: a whole game from a written position; a
malformed one is told, every problem on its own ``error:`` line, with exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_runner import run_stronghold

REPO = Path(__file__).resolve().parents[2]
PUZZLE = REPO / "examples" / "positions" / "puzzle-assault-the-guardian.toml"


def test_a_person_solves_the_puzzle_from_the_terminal(tmp_path: Path) -> None:
    result = run_stronghold(
        "play", "guardians", "--position", str(PUZZLE), "--seed", "1",
        cwd=tmp_path, stdin="1\nmove D2\nassault channel\n",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Game over: you win (seat 1's Guardian" in result.stdout
    records = list((tmp_path / "data" / "records").glob("*.json"))
    assert len(records) == 1
    replayed = run_stronghold("replay", str(records[0]), cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    assert "The replay reaches the recorded state." in replayed.stdout


MALFORMED = """\
phase = "move"
seat = 2
[seat0]
guardian = "Rak Nam"
strongholds = "Carreg Amroth"
pen = ["Archerr", "Gold"]
[seat1]
guardian = "Tes Lett"
strongholds = "Carreg Amroth"
"""


def test_a_malformed_position_tells_every_problem_and_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(MALFORMED)
    before = path.stat()
    result = run_stronghold("play", "guardians", "--position", str(path), cwd=tmp_path, stdin="1\n")
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.strip().splitlines()
    assert all(line.startswith("error: ") for line in lines), lines
    assert len(lines) == 4, lines
    for words in (
        "seat: 2 is out of range (0 to 1)",
        "seat0.pen[1]: no card named 'Archerr' (did you mean 'Archer'",
        "seat0.pen[2]: 'Gold' is a bribery; the creature pen holds single-bordered cards",
        "seat1.guardian: no card named 'Tes Lett'",
    ):
        assert any(words in line for line in lines), (words, lines)
    # Nothing was written: the file is as it was, and no game record was saved.
    assert path.read_text() == MALFORMED and path.stat().st_mtime_ns == before.st_mtime_ns
    assert not (tmp_path / "data" / "records").exists()
    assert result.stdout == ""


def test_a_position_brings_its_own_cards(tmp_path: Path) -> None:
    result = run_stronghold(
        "play", "guardians", "--position", str(PUZZLE), "--deck", "hellfire", cwd=tmp_path
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "error: a position brings its own cards: leave out --deck/--opponent-deck"
    ]


def test_arena_plays_from_a_position_too(tmp_path: Path) -> None:
    arena = REPO / "examples" / "positions" / "arena-one-victory-short.toml"
    result = run_stronghold(
        "play", "arena", "--position", str(arena), "--watch", "--vs", "random", "--seed", "1",
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Game over" in result.stdout
    wrong = run_stronghold("play", "arena", "--position", str(PUZZLE), cwd=tmp_path)
    assert wrong.returncode == 2
    assert wrong.stderr.startswith("error: phase: 'move' is not one of draw"), wrong.stderr


@pytest.mark.parametrize("game", ["highlander", "promised-land"])
def test_a_game_without_positions_says_so(tmp_path: Path, game: str) -> None:
    result = run_stronghold("play", game, "--position", str(PUZZLE), cwd=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot start from a position file" in lines[0], lines
