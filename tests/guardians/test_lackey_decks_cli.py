"""LackeyCCG decks on the command line (issue 15), run as a user runs ``stronghold``: ``play``
and ``sim`` with ``.dek`` files played to the end (short games: ``--max-turns 1``), ``deck
convert`` both ways, ``deck check`` in the format's terms, and decks of one's own by name.

The ``.dek`` files are written here in the Guardians plugin's layout (``lackey_files``).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from cli_runner import run_stronghold
from lackey_files import KNIGHTS_DECK, KNIGHTS_DEK, PIRATES_DEK, plugin_dek

from stronghold.games.guardians.deck_reader import load_deck, parse_deck
from stronghold.games.guardians.game import DECKS_DIR
from stronghold.games.guardians.library import builtin_library

REPO = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``stronghold ARGS`` in ``cwd``, its data folder ``cwd/data``, input piped in (200 wide)."""
    return run_stronghold(*args, cwd=cwd, stdin=stdin, columns=200)


def ok(result: subprocess.CompletedProcess[str]) -> str:
    """The output of a command that succeeded."""
    assert result.returncode == 0, (result.stdout[-3000:], result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    return result.stdout


def one_error(result: subprocess.CompletedProcess[str], *words: str) -> str:
    """Exit code 2 with one ``error:`` line on stderr (no traceback); that line."""
    assert result.returncode == 2, (result.returncode, result.stdout[-2000:], result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    """``my.dek`` (Khnumian knights) and ``other.dek`` (Freebooter's pirates) in ``tmp_path``."""
    (tmp_path / "my.dek").write_text(KNIGHTS_DEK, encoding="utf-8")
    (tmp_path / "other.dek").write_text(PIRATES_DEK, encoding="utf-8")
    return tmp_path


# --- play -------------------------------------------------------------------------------------


def test_play_with_two_dek_files_against_greedy_to_the_end(decks: Path) -> None:
    # The defect: "line 1: no card named '<deck version="0.8">'" for every real .dek
    out = ok(
        run(
            "play",
            "guardians",
            "--deck",
            "my.dek",
            "--opponent-deck",
            "other.dek",
            "--vs",
            "greedy",
            "--seed",
            "5",
            "--max-turns",
            "1",
            cwd=decks,
            stdin="1\n" * 3000,
        )
    )
    assert "Game over: " in out
    (record,) = (decks / "data" / "records").iterdir()
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["params"]["decks"] == [KNIGHTS_DEK, PIRATES_DEK]  # the files' text, not paths
    assert "The replay reaches the recorded state." in ok(run("replay", str(record), cwd=decks))


def test_play_takes_decks_of_ones_own_by_name_and_a_dek_in_the_second_seat(
    decks: Path,
) -> None:
    own = decks / "data" / "decks"
    own.mkdir(parents=True)
    (own / "pirates.dek").write_text(PIRATES_DEK, encoding="utf-8")
    out = ok(
        run(
            "play",
            "guardians-arena",
            "--deck",
            "pirates",
            "--opponent-deck",
            "my.dek",
            "--seat",
            "1",
            "--watch",
            "--vs",
            "random",
            "--seed",
            "2",
            "--max-turns",
            "1",
            "--record",
            "r.json",
            cwd=decks,
        )
    )
    assert "Game over: " in out
    data = json.loads((decks / "r.json").read_text(encoding="utf-8"))
    assert data["params"]["decks"] == [KNIGHTS_DEK, PIRATES_DEK]  # seat 1 is yours


def test_play_with_an_illegal_dek_is_one_line_in_dek_terms(decks: Path) -> None:
    (decks / "bad.dek").write_text(KNIGHTS_DEK.replace(">Archer<", ">Archr<"), encoding="utf-8")
    one_error(
        run("play", "guardians", "--deck", "bad.dek", cwd=decks, stdin="quit\n"),
        "deck 1", "superzone 'Deck': no card named 'Archr' (did you mean 'Archer'?) (5 copies)",
    )  # fmt: skip


# --- sim ------------------------------------------------------------------------------------


def test_sim_plays_a_dek_against_a_dek_and_reports_each_decks_rate(decks: Path) -> None:
    out = ok(
        run(
            "sim",
            "guardians",
            "--deck",
            "my.dek",
            "--opponent-deck",
            "other.dek",
            "--games",
            "2",
            "--max-turns",
            "1",
            cwd=decks,
        )
    )
    assert "guardians, greedy vs greedy: 2 games, seed 0" in out
    rows = {line.split()[1]: line for line in out.splitlines() if line.startswith("│")}
    assert {"my", "other"} <= set(rows)
    assert "games 2, draws " in out and "errors 0" in out


def test_sim_round_robin_of_decks_as_json(decks: Path) -> None:
    result = run("sim", "guardians", "--deck", "my.dek", "--deck", "other.dek",
                 "--deck", "hellfire", "--games", "1", "--max-turns", "1", "--json",
                 cwd=decks)  # fmt: skip
    data = json.loads(ok(result))
    assert result.stderr == ""
    assert (data["games"], data["games_per_pair"], data["agents"]) == (3, 1, ["greedy", "greedy"])
    assert sorted(row["deck"] for row in data["decks"]) == ["hellfire", "my", "other"]
    assert [(p["deck"], p["opponent"]) for p in data["pairs"]] == [
        ("my", "other"), ("my", "hellfire"), ("other", "hellfire"),
    ]  # fmt: skip
    for row in data["decks"]:
        assert row["games"] + row["errors"] == 2  # each deck met the two others once
        low, high = row["interval"]
        assert 0 <= low <= row["win_rate"] <= high <= 1
    assert all(
        p["wins"] + p["opponent_wins"] + p["draws"] + p["errors"] == 1 for p in data["pairs"]
    )


def test_sim_deck_errors_are_one_line(decks: Path) -> None:
    one_error(run("sim", "guardians", "--deck", "nothing-here", cwd=decks), "nothing-here")
    one_error(
        run("sim", "highlander-duel", "--deck", "my.dek", cwd=decks),
        "highlander-duel is not played with decks",
    )
    (decks / "bad.dek").write_text(KNIGHTS_DEK.replace("Khnumian", "Khnumia"), encoding="utf-8")
    one_error(run("sim", "guardians", "--deck", "bad.dek", "--deck", "my.dek", cwd=decks),
              "not legal", "superzone 'Starting'")  # fmt: skip


# --- deck convert, check, list ----------------------------------------------------------------


def test_deck_convert_round_trips_text_and_dek(decks: Path) -> None:
    lib = builtin_library()
    ok(run("deck", "convert", "hellfire", "--to", "dek", "-o", "hell.dek", cwd=decks))
    assert "a legal deck of 66 cards" in ok(run("deck", "check", "hell.dek", cwd=decks))
    written = (decks / "hell.dek").read_text(encoding="utf-8")
    assert written.startswith('<deck version="0.8">') and '<superzone name="Starting">' in written
    ok(run("deck", "convert", "hell.dek", "--to", "text", "--output", "hell.txt", cwd=decks))
    original = load_deck(DECKS_DIR / "hellfire.txt", lib)[0]
    back = load_deck(decks / "hell.txt", lib)[0]
    assert original is not None and back == original  # every card, Guardian and stronghold
    assert back.name == original.name == "Hellfire"
    # and from LackeyCCG: the plugin's file to text, printed, then back to .dek
    text = ok(run("deck", "convert", "other.dek", "--to", "text", cwd=decks))
    assert text.startswith("Name: other\nGuardian: Grahzue: Lover of Vice\n")
    dek = parse_deck(PIRATES_DEK, lib, name="other")[0]
    assert parse_deck(text, lib)[0] == dek
    assert (
        parse_deck(ok(run("deck", "convert", "other.dek", "--to", "dek", cwd=decks)), lib)[0] == dek
    )


def test_deck_convert_never_overwrites_and_refuses_a_deck_not_read_whole(decks: Path) -> None:
    one_error(run("deck", "convert", "my.dek", "--to", "text", "-o", "other.dek", cwd=decks),
              "other.dek exists")  # fmt: skip
    assert (decks / "other.dek").read_text(encoding="utf-8") == PIRATES_DEK
    one_error(
        run("deck", "convert", "my.dek", "--to", "pdf", cwd=decks), "--to must be text or dek"
    )
    (decks / "bad.dek").write_text(KNIGHTS_DEK.replace(">Archer<", ">Archr<"), encoding="utf-8")
    result = run("deck", "convert", "bad.dek", "--to", "text", cwd=decks)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "error: superzone 'Deck': no card named 'Archr' (did you mean 'Archer'?) (5 copies)",
        "error: bad.dek cannot be converted: it is not read whole (1 error(s))",
    ]
    # an illegal deck that is read whole is written, its problems told on stderr
    short = plugin_dek(KNIGHTS_DECK[:3], ["Rak Nam", "Khnumian L", "Khnumian C", "Khnumian R"])
    (decks / "short.dek").write_text(short, encoding="utf-8")
    result = run("deck", "convert", "short.dek", "--to", "text", cwd=decks)
    assert result.returncode == 0 and "Guardian: Rak Nam" in result.stdout
    assert result.stderr == "not legal: the deck has 6 cards; it needs at least 55\n"


def test_deck_check_of_a_dek_speaks_of_superzones(decks: Path) -> None:
    (decks / "no-guardian.dek").write_text(
        plugin_dek(KNIGHTS_DECK, ["Khnumian L", "Khnumian C", "Khnumian R"]), encoding="utf-8"
    )
    result = run("deck", "check", "no-guardian.dek", cwd=decks)
    assert result.returncode == 2
    assert "error: no Guardian: put one in the 'Starting' superzone" in result.stdout
    assert "'Guardian:' line" not in result.stdout


def test_decks_of_ones_own_are_listed_and_named_like_ready_made_ones(decks: Path) -> None:
    own = decks / "data" / "decks"
    own.mkdir(parents=True)
    (own / "knights.dek").write_text(KNIGHTS_DEK, encoding="utf-8")
    (own / "hellfire.dek").write_text(PIRATES_DEK, encoding="utf-8")  # yours wins over ours
    listed = ok(run("deck", "list", cwd=decks))
    assert "knights" in listed and str(own / "knights.dek") in listed
    assert str(own / "hellfire.dek") in listed and "bribe-masters" in listed
    assert "Grahzue" in ok(run("deck", "check", "hellfire", cwd=decks))
    assert "Rak Nam" in ok(run("deck", "check", "knights", cwd=decks))
    (own / "knights.txt").write_text("Guardian: Thak\n", encoding="utf-8")
    one_error(run("deck", "check", "knights", cwd=decks), "two decks of yours are named")
    assert "Rak Nam" in ok(run("deck", "check", "knights.dek", cwd=decks))
    one_error(run("deck", "check", "knigths", cwd=decks), "did you mean 'knights'?")
