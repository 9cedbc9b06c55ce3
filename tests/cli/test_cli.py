"""The ``stronghold`` command, run as a user runs it (a subprocess through its entry point)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "combat"
HOMEBREW = REPO / "examples" / "homebrew"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``stronghold ARGS`` from the repository root, wide enough that tables do not wrap."""
    env = {**os.environ, "COLUMNS": "250", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "stronghold.cli.main", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_user_error(result: subprocess.CompletedProcess[str], *words: str) -> str:
    """Exit code 2, one line on stderr starting ``error:``, no traceback; returns the line."""
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    assert "Traceback" not in result.stderr + result.stdout
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def write(tmp_path: Path, text: str, name: str = "scenario.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# --- stronghold combat ------------------------------------------------------------------------


def test_combat_prints_the_narration() -> None:
    result = run("combat", str(EXAMPLES / "sand-lord-vs-swordsman-archer.toml"))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Sand Lord vs Swordsman with an Archer" in out
    assert "Match-up 1: Swordsman vs. Sand Lord" in out
    assert "Archer" in out
    assert "6 + 3 (OCB) + 3 (ranged) = 12" in out
    assert "The defender must retreat." in out


def test_combat_example_1_narrates_the_corrected_total() -> None:
    result = run("combat", str(EXAMPLES / "example-1-chris-and-bill.toml"))
    assert result.returncode == 0, result.stderr
    # 27, not the text's 30 (the Super Model counts its Vitality 1, not its red number 4).
    assert "attacker 27, defender 9" in result.stdout


def test_combat_json_prints_one_object_with_the_result() -> None:
    result = run("combat", str(EXAMPLES / "example-2c-brian-and-matt.toml"), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)  # the whole output is one JSON object
    assert isinstance(data, dict)
    assert {"winner", "retreats", "attacker", "defender", "matchups"} <= set(data)
    assert (data["winner"], data["retreats"]) == ("defender", "attacker")
    assert (data["attacker"]["total"], data["defender"]["total"]) == (12, 19)
    assert [m["attacker"] for m in data["matchups"]] == ["Ice Ogre", "Sun Spirit", "Wood Nymph"]
    first = data["matchups"][0]
    assert (first["attacker_vitality"], first["defender_vitality"]) == (11, 4)
    assert first["attacker_parts"] == [["base", 9], ["OCB", 2]]


def test_a_misspelt_card_in_a_scenario_names_the_closest_card(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        'terrain = "Swamps"\n'
        '[attacker]\nshield = ["Sand Lrod"]\n'
        '[defender]\nshield = ["Swordsman"]\n',
    )
    line = assert_user_error(run("combat", str(path)), "Sand Lrod", "Sand Lord")
    assert "attacker.shield" in line


def test_malformed_toml_is_a_user_error(tmp_path: Path) -> None:
    path = write(tmp_path, 'terrain = "Swamps\n[attacker]\n')
    assert_user_error(run("combat", str(path)), "not a valid scenario file", "line 1")


def test_a_missing_scenario_file_is_a_user_error(tmp_path: Path) -> None:
    assert_user_error(run("combat", str(tmp_path / "nowhere.toml")), "nowhere.toml")


def test_a_planned_play_the_rules_forbid_stops_with_the_reason(tmp_path: Path) -> None:
    text = (EXAMPLES / "sand-lord-vs-swordsman-archer.toml").read_text(encoding="utf-8")
    path = write(tmp_path, text.replace('terrain = "Swamps"', 'terrain = "Woods"'))
    assert_user_error(run("combat", str(path)), "Archer", "ranged", "Woods")


def test_a_scenario_with_an_unknown_key_is_a_user_error(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '[attacker]\nshield = ["Swordsman"]\nsheild = ["Archer"]\n'
        '[defender]\nshield = ["Sand Lord"]\n',
    )
    assert_user_error(run("combat", str(path)), "sheild")


def test_a_shield_over_30_points_is_a_user_error(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '[attacker]\nshield = ["Sand Lord", "Sand Lord", "Sand Lord"]\n'
        '[defender]\nshield = ["Swordsman"]\n',
    )
    assert_user_error(run("combat", str(path)), "30")


def test_combat_with_homebrew_cards(tmp_path: Path) -> None:
    path = write(tmp_path, '[attacker]\nshield = ["Rams"]\n[defender]\nshield = ["Swordsman"]\n')
    result = run("combat", str(path), "--json", "--cards", str(HOMEBREW))
    assert result.returncode == 0, result.stderr
    (m1,) = json.loads(result.stdout)["matchups"]
    assert m1["attacker_vitality"] == 5 + 3  # attacking bonus of the Rams
    without = run("combat", str(path))
    assert_user_error(without, "Rams")


# --- stronghold cards -------------------------------------------------------------------------


def test_cards_show_gives_every_fact_and_its_provenance() -> None:
    result = run("cards", "show", "sand lord")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Sand Lord" in out
    assert "terrain_bonus" in out
    assert "rules text" in out  # vitality, OCB, bribery and terrain bonus come from the rules
    assert "card list" in out  # realm, size ... come from the card list
    assert "Enforced:" in out


def test_cards_show_a_misspelt_card_suggests_the_name() -> None:
    assert_user_error(run("cards", "show", "Sorcerr"), "Sorcerer")


def test_cards_coverage_json_prints_the_promised_keys() -> None:
    result = run("cards", "coverage", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert {"cards", "full", "partial", "none", "textless", "creatures"} <= set(data)
    assert data["full"] + data["partial"] + data["none"] + data["textless"] == data["cards"]
    assert data["cards"] == 676
    assert {"cards", "full"} <= set(data["creatures"])
    assert 0 <= data["creatures"]["full"] <= data["creatures"]["cards"]


def test_cards_coverage_in_words_adds_up_to_the_library() -> None:
    result = run("cards", "coverage")
    assert result.returncode == 0, result.stderr
    data = json.loads(run("cards", "coverage", "--json").stdout)
    words = " ".join(result.stdout.split())
    with_text = data["cards"] - data["textless"]
    assert f"{data['cards']} cards, {data['textless']} of them with no text to enforce." in words
    assert (
        f"Of the {with_text} with text: {data['full']} fully enforced, {data['partial']} in part,"
        f" {data['none']} not at all." in words
    )


def test_cards_list_by_kind_and_realm() -> None:
    result = run("cards", "list", "--kind", "creature", "--realm", "mortal")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Swordsman" in out and "Archer" in out
    assert "Sand Lord" not in out  # an Elemental
    assert "Sorcerer" in out
    assert "Vitales Dark Cloud" not in out  # a spell


def test_cards_list_with_no_match_is_a_user_error() -> None:
    assert_user_error(run("cards", "list", "--kind", "creature", "--realm", "plasma"))


def test_cards_search() -> None:
    result = run("cards", "search", "Knight")
    assert result.returncode == 0, result.stderr
    assert "Swordsman" in result.stdout  # a Knight by class
    assert "Valkyrie Spirit" in result.stdout  # mentions Knights in its text


def test_cards_search_with_no_match_is_a_user_error() -> None:
    assert_user_error(run("cards", "search", "zzqqxx"))


@pytest.mark.parametrize("command", [("show", "Rams"), ("search", "barnyard brute")])
def test_cards_with_a_homebrew_folder(command: tuple[str, ...]) -> None:
    result = run("cards", *command, "--cards", str(HOMEBREW))
    assert result.returncode == 0, result.stderr
    assert "Rams" in result.stdout


def test_cards_with_a_bad_homebrew_folder_names_file_card_and_field(tmp_path: Path) -> None:
    write(
        tmp_path,
        '["Sheep"]\nkind = "creature"\nset = "HB"\nrealm = "mortal"\nvitality = "two"\n',
        name="flock.toml",
    )
    assert_user_error(
        run("cards", "show", "Sheep", "--cards", str(tmp_path)), "flock.toml", "Sheep", "vitality"
    )


def test_a_bug_reaches_the_user_as_one_line_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from stronghold.cli import main as cli

    def broken() -> None:
        raise RuntimeError("something\nwent wrong")

    monkeypatch.setattr(cli, "app", broken)
    monkeypatch.delenv("STRONGHOLD_DEBUG", raising=False)
    with pytest.raises(SystemExit) as stop:
        cli.main()
    assert stop.value.code == 3
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "internal error (RuntimeError: something went wrong); please report it — "
        "STRONGHOLD_DEBUG=1 shows the traceback"
    ]
    monkeypatch.setenv("STRONGHOLD_DEBUG", "1")
    with pytest.raises(RuntimeError):
        cli.main()


# --- hostile input (issue 10): bad input, exit 2, one line ------------------------------------

DECKS = REPO / "examples" / "decks"


def _finished_record() -> dict[str, object]:
    """The record of a short game played to its end (Highlander: a few dozen moves)."""
    import random

    import stronghold

    state = stronghold.load("highlander-duel").new_state(3)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    data: dict[str, object] = json.loads(state.record().to_json())
    return data


def test_replay_of_a_record_with_a_move_after_the_end_is_a_user_error(tmp_path: Path) -> None:
    """It reached the user as ``internal error (AssertionError)``, exit 3."""
    data = _finished_record()
    actions = list(data["actions"])  # type: ignore[call-overload]
    data["actions"] = [*actions, actions[-1]]
    path = write(tmp_path, json.dumps(data), "after-the-end.json")
    line = assert_user_error(run("replay", str(path)), f"move {len(actions) + 1} ")
    assert "the game is over" in line


@pytest.mark.parametrize("suffix", [".json", ".toml"])
def test_replay_of_a_record_nested_100000_deep_is_a_user_error(tmp_path: Path, suffix: str) -> None:
    """json's and tomllib's RecursionError reached the user as an internal error."""
    deep = "[" * 100_000 + "]" * 100_000
    text = deep if suffix == ".json" else f"actions = {deep}\n"
    path = write(tmp_path, text, f"deep{suffix}")
    assert_user_error(run("replay", str(path)), "nested too deeply")


def test_replay_of_a_record_whose_deck_name_is_a_path_reads_no_file(tmp_path: Path) -> None:
    """A record's ``decks`` named ``../../x``: the game read ``x.txt`` and showed its first line."""
    import os

    secret = write(tmp_path, "the first line of a private file\n", "secret.txt")
    name = os.path.relpath(secret.with_suffix(""), DECKS)
    record = {"game_id": "guardians", "seed": 1, "actions": [],
              "params": {"decks": [name, "basic-knights"]}}  # fmt: skip
    path = write(tmp_path, json.dumps(record), "record.json")
    line = assert_user_error(run("replay", str(path)), "no ready-made deck named")
    assert "private file" not in line


def test_replay_of_a_record_naming_card_folders_reads_them_only_when_the_user_names_them(
    tmp_path: Path,
) -> None:
    """A record's ``cards`` would make us read ``*.toml`` from any folder it names."""
    folder = tmp_path / "private"
    folder.mkdir()
    write(folder, '["Sheep"]\nkind = "creature"\nthe private text = 1\n', "sheep.toml")
    params = {"decks": ["basic-knights", "hellfire"], "cards": [str(folder)]}
    record: dict[str, Any] = {"game_id": "guardians", "seed": 1, "actions": [], "params": params}
    path = write(tmp_path, json.dumps(record), "record.json")
    line = assert_user_error(run("replay", str(path)), "replay it with those folders named")
    assert "private text" not in line
    homebrew = REPO / "examples" / "homebrew"
    record["params"]["cards"] = [str(homebrew)]
    path = write(tmp_path, json.dumps(record), "homebrew.json")
    assert_user_error(run("replay", str(path), "--cards", str(folder)), "--cards DIR")
    done = run("replay", str(path), "--cards", str(homebrew))
    assert done.returncode == 0, done.stderr
    assert "The game is not over." in done.stdout


def test_combat_of_a_scenario_nested_100000_deep_is_a_user_error(tmp_path: Path) -> None:
    path = write(tmp_path, "title = " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert_user_error(run("combat", str(path)), "not a valid scenario file", "nested too deeply")


def test_combat_of_a_scenario_with_a_number_of_5000_digits_is_a_user_error(tmp_path: Path) -> None:
    path = write(tmp_path, "[attacker]\nstones = " + "9" * 5_000 + "\n")
    line = assert_user_error(run("combat", str(path)), "more than 4,300 digits")
    assert "9" * 100 not in line


def test_cards_from_a_folder_nested_100000_deep_is_a_user_error(tmp_path: Path) -> None:
    write(tmp_path, '["Sheep"]\nabilities = ' + "[" * 100_000 + "]" * 100_000 + "\n", "deep.toml")
    assert_user_error(
        run("cards", "show", "Sheep", "--cards", str(tmp_path)), "deep.toml", "nested too deeply"
    )


def _deck_check_refuses(result: subprocess.CompletedProcess[str], *words: str) -> None:
    """``deck check`` of an illegal deck: exit 2, its problems one per line, no internal error."""
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    assert all(len(line) < 300 for line in result.stdout.splitlines())
    for word in words:
        assert word in result.stdout, (word, result.stdout)


def test_deck_check_of_a_count_of_5000_digits_is_a_user_error(tmp_path: Path) -> None:
    """``int`` refused the 5,000 digits with a ValueError: internal error, exit 3."""
    text = (DECKS / "basic-knights.txt").read_text(encoding="utf-8")
    path = write(tmp_path, text + "9" * 5_000 + " Sand Lord\n", "huge-count.txt")
    _deck_check_refuses(run("deck", "check", str(path)), "is too long (5,010 characters")
    path = write(tmp_path, text + "9" * 400 + " Sand Lord\n", "long-count.txt")
    _deck_check_refuses(run("deck", "check", str(path)), "999999999999… copies of 'Sand Lord'")


def test_deck_check_of_a_line_of_200000_characters_is_a_user_error(tmp_path: Path) -> None:
    """The line took minutes in the old patterns; it is refused by its length at once."""
    path = write(tmp_path, "Sand Lord" + " " * 200_000 + "x4\n", "long-line.txt")
    _deck_check_refuses(run("deck", "check", str(path)), "line 1 is too long (200,011 characters")


def test_play_with_a_deck_of_a_count_of_5000_digits_is_one_line(tmp_path: Path) -> None:
    text = (DECKS / "basic-knights.txt").read_text(encoding="utf-8")
    path = write(tmp_path, text + "9" * 5_000 + " Sand Lord\n", "huge-count.txt")
    line = assert_user_error(run("play", "guardians", "--watch", "--deck", str(path)), "too long")
    assert "9" * 100 not in line


def test_play_with_an_action_number_of_5000_digits_says_there_is_no_such_number(
    tmp_path: Path,
) -> None:
    """The typed number went to ``int``: a ValueError past 4,300 digits, and for ``²`` (a digit
    to ``str.isdigit``, not to ``int``); both were internal errors ending the game."""
    env = {**os.environ, "COLUMNS": "250", "NO_COLOR": "1", "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-m", "stronghold.cli.main", "play", "highlander-duel", "--seed", "1",
         "--record", "r.json"],
        cwd=tmp_path, env=env, input="9" * 5_000 + "\n²\n0\nquit\n", capture_output=True,
        text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "No action number 999999999999…: choose 1-" in result.stdout
    assert "No action number 0: choose 1-" in result.stdout
    assert "Not that: unknown action '²'" in result.stdout
