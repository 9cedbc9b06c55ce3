"""``--rule NAME=VALUE`` on ``play`` and ``sim``, and ``stronghold games --rules``: a player
sets a game's rule options in the terminal as the lobby sets them in the browser."""

from __future__ import annotations

import json
from pathlib import Path

from test_cli import assert_user_error, run


def test_games_rules_lists_every_games_options_with_their_defaults() -> None:
    result = run("games", "--rules")
    assert result.returncode == 0, result.stderr
    rows = [line.split("│")[1:4] for line in result.stdout.splitlines() if line.count("│") >= 4]
    table = {(game.strip(), name.strip()): default.strip() for game, name, default in rows}
    assert table[("guardians", "amulet_travels")] == "stack"
    assert table[("guardians-arena", "hand_limit")] == "7"
    assert table[("highlander-duel", "face_up_cards")] == "3"
    assert table[("promised-land", "must_lay")] == "true"


def test_play_takes_a_rule_option_into_the_game_and_its_record(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    result = run(
        "play", "guardians", "--watch", "--vs", "random", "--seed", "1", "--max-turns", "1",
        "--rule", "amulet_travels=wearer", "--record", str(record),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert json.loads(record.read_text())["params"]["rules"] == {"amulet_travels": "wearer"}


def test_a_rule_value_is_read_as_toml_then_as_text(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    result = run(
        "play", "highlander", "--watch", "--vs", "random", "--seed", "2",
        "--rule", "face_up_cards=4", "--rule", "first_offensive=random", "--record", str(record),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    rules = json.loads(record.read_text())["params"]["rules"]
    assert rules["face_up_cards"] == 4 and rules["first_offensive"] == "random"


def test_sim_takes_a_rule_option() -> None:
    result = run("sim", "highlander", "--games", "2", "--json", "--rule", "face_up_cards=5")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 2
    bad = run("sim", "highlander", "--games", "2", "--rule", "face_up_cards=9")
    assert_user_error(bad, "face_up_cards")


def test_bad_rule_options_are_one_line_each_with_the_close_match() -> None:
    assert_user_error(
        run("play", "guardians", "--watch", "--rule", "amulet_travel=wearer"),
        "unknown rules setting 'amulet_travel'", "did you mean 'amulet_travels'",
    )  # fmt: skip
    assert_user_error(
        run("play", "guardians", "--watch", "--rule", "amulet_travels=creature"),
        "amulet_travels must be 'stack' or 'wearer'",
    )  # fmt: skip
    assert_user_error(run("play", "guardians", "--watch", "--rule", "amulet_travels"), "NAME=VALUE")


def test_a_rule_option_given_twice_is_refused_not_the_last_one_kept() -> None:
    result = run(
        "sim", "guardians", "--games", "1",
        "--rule", "amulet_travels=wearer", "--rule", "amulet_travels=stack",
    )  # fmt: skip
    assert_user_error(result, "--rule amulet_travels given twice")


def test_a_rule_option_for_one_combat_points_to_the_scenarios_rules_table() -> None:
    # guardians-combat takes its house rules from a scenario file, not from a rules table
    assert_user_error(
        run("play", "guardians-combat", "--watch", "--rule", "bribery=simultaneous"),
        "guardians-combat", "scenario's [rules] table", "bribery",
    )  # fmt: skip
