"""Fuzzing every file parser and the action notation: whatever a user feeds in, the answer is a
result or one of Stronghold's named errors with a one-line reason — never another exception —
and a state that refuses an action is left exactly as it was.

Inputs are random text and, more usefully, valid files with random damage (a line dropped,
doubled or garbled; a field given a value of the wrong kind)."""

from __future__ import annotations

import json
import os
import random
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stronghold
from stronghold import Record
from stronghold.engine.errors import StrongholdError
from stronghold.games.guardians.combat.scenario import load_scenario_text, play_scenario
from stronghold.games.guardians.deck_reader import load_deck, parse_deck, parse_deck_text, parse_dek
from stronghold.games.guardians.library import builtin_library, load_file

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted((ROOT / "examples" / "decks").glob("*.txt"))
SCENARIOS = sorted((ROOT / "examples" / "combat").glob("*.toml"))
GOLDEN = ROOT / "tests" / "golden" / "guardians-game.json"
CARD_FILE = ROOT / "stronghold" / "games" / "guardians" / "cards" / "creatures-di.toml"
#: Examples per test; ``FUZZ_EXAMPLES=2000 pytest tests/fuzz`` digs deeper.
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: Values of every TOML kind, to put where a field expects another.
toml_values = st.recursive(
    st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.text(max_size=12)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
#: ... and JSON's null too (records are JSON).
values = st.none() | toml_values


def _one_line(error: StrongholdError) -> None:
    """A named error reads as one line a player can act on."""
    assert error.reason and "\n" not in error.reason.strip()
    assert "Traceback" not in error.reason


def _damaged(text: str, seed: int, garbage: str) -> str:
    """``text`` with a few lines dropped, doubled, cut or replaced by ``garbage``."""
    rng = random.Random(seed)
    lines = text.splitlines()
    for _ in range(rng.randint(1, 4)):
        if not lines:
            break
        at = rng.randrange(len(lines))
        kind = rng.choice(("drop", "double", "cut", "garbage"))
        if kind == "drop":
            del lines[at]
        elif kind == "double":
            lines.insert(at, lines[at])
        elif kind == "cut":
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
        else:
            lines[at] = garbage
    return "\n".join(lines)


def _set_somewhere(data: Any, seed: int, value: Any) -> Any:
    """A copy of a JSON-like value with one field (or list item) somewhere set to ``value``."""
    rng = random.Random(seed)
    data = json.loads(json.dumps(data))
    node = data
    while True:
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            return data
        child = node[key]
        if not isinstance(child, dict | list) or rng.random() < 0.4:
            node[key] = value
            return data
        node = child


# --- deck lists -----------------------------------------------------------------------------


@FUZZ
@given(st.text(max_size=300))
def test_any_text_as_a_deck_list_gives_a_result_with_its_problems(text: str) -> None:
    deck, problems = parse_deck_text(text, builtin_library())
    assert deck is not None or problems  # no deck without saying why
    assert all(p.message and "\n" not in p.message for p in problems)


@FUZZ
@given(st.integers(0, 10**6), st.text(max_size=40))
def test_a_damaged_deck_list_gives_a_result_with_its_problems(seed: int, garbage: str) -> None:
    text = DECKS[seed % len(DECKS)].read_text(encoding="utf-8")
    deck, problems = parse_deck_text(_damaged(text, seed, garbage), builtin_library())
    assert deck is not None or problems
    assert all(p.message and "\n" not in p.message for p in problems)


@FUZZ
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: f"<deck>{t}</deck>"))
def test_any_bytes_as_a_dek_file_give_a_result_with_its_problems(data: bytes | str) -> None:
    deck, problems = parse_dek(data, builtin_library())
    assert deck is not None or problems
    assert all(p.message and "\n" not in p.message for p in problems)


@cache
def _dek_files() -> list[str]:
    """The ready-made decks as .dek files in the LackeyCCG plugin's layout."""
    return [deck.to_dek() for path in DECKS if (deck := load_deck(path, builtin_library())[0])]


@FUZZ
@given(st.integers(0, 10**6), st.text(max_size=40))
def test_a_damaged_dek_file_gives_a_result_with_its_one_line_problems(
    seed: int, garbage: str
) -> None:
    deks = _dek_files()
    text = _damaged(deks[seed % len(deks)], seed, garbage)
    deck, problems = parse_deck(text, builtin_library())
    assert deck is not None or problems
    assert all(p.message and "\n" not in p.message for p in problems)
    assert parse_deck(text.encode("utf-8"), builtin_library()) == (deck, problems)


@FUZZ
@given(st.integers(0, 10**6), st.text(max_size=40))
def test_a_damaged_dek_as_a_games_deck_is_taken_or_refused_in_one_line(
    seed: int, garbage: str
) -> None:
    deks = _dek_files()
    text = _damaged(deks[seed % len(deks)], seed, garbage)
    try:
        game = stronghold.load("guardians", decks=["hellfire", text], max_turns=1)
    except StrongholdError as error:
        _one_line(error)
        assert error.reason.startswith("deck 2 (")
        return
    assert len(game.decks[1].cards) >= 55


# --- combat scenarios -----------------------------------------------------------------------


@FUZZ
@given(st.integers(0, 10**6), st.text(max_size=40))
def test_a_damaged_scenario_plays_or_says_what_is_wrong(seed: int, garbage: str) -> None:
    text = SCENARIOS[seed % len(SCENARIOS)].read_text(encoding="utf-8")
    try:
        play_scenario(load_scenario_text(_damaged(text, seed, garbage)))
    except StrongholdError as error:
        _one_line(error)


@FUZZ
@given(st.integers(0, 10**6), toml_values)
def test_a_scenario_with_a_field_of_the_wrong_kind_plays_or_says_what_is_wrong(
    seed: int, value: Any
) -> None:
    data = tomllib.loads(SCENARIOS[seed % len(SCENARIOS)].read_text(encoding="utf-8"))
    try:
        play_scenario(_set_somewhere(data, seed, value))
    except StrongholdError as error:
        _one_line(error)


# --- game records ---------------------------------------------------------------------------


@FUZZ
@given(st.text(max_size=200) | st.binary(max_size=100))
def test_any_text_as_a_record_is_read_or_refused_in_one_line(text: str | bytes) -> None:
    try:
        Record.from_json(text)
    except StrongholdError as error:
        _one_line(error)


@settings(
    max_examples=max(EXAMPLES // 3, 10), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(st.integers(0, 10**6), values)
def test_a_damaged_record_replays_or_says_what_is_wrong(seed: int, value: Any) -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:60]  # a short game, so each example stays quick
    data["fingerprint"] = None
    try:
        stronghold.replay(Record.from_dict(_set_somewhere(data, seed, value)))
    except StrongholdError as error:
        _one_line(error)


# --- card files -----------------------------------------------------------------------------


@FUZZ
@given(st.integers(0, 10**6), st.text(max_size=40))
def test_a_damaged_card_file_loads_or_names_file_card_and_field(
    tmp_path_factory: Any, seed: int, garbage: str
) -> None:
    text = CARD_FILE.read_text(encoding="utf-8")
    path = tmp_path_factory.mktemp("cards") / "mine.toml"
    path.write_text(_damaged(text, seed, garbage), encoding="utf-8")
    try:
        load_file(path)
    except StrongholdError as error:
        _one_line(error)
        assert "mine.toml" in error.reason


@FUZZ
@given(st.integers(0, 10**6), values)
def test_a_card_with_a_field_of_the_wrong_kind_is_refused_in_one_line(
    tmp_path_factory: Any, seed: int, value: Any
) -> None:
    cards = tomllib.loads(CARD_FILE.read_text(encoding="utf-8"))
    name = sorted(cards)[seed % len(cards)]
    card = _set_somewhere({name: cards[name]}, seed, value)
    path = tmp_path_factory.mktemp("cards") / "mine.toml"
    try:
        text = _toml(card)
    except TypeError:
        return  # a value TOML cannot hold (null): nothing to write
    path.write_text(text, encoding="utf-8")
    try:
        load_file(path)
    except StrongholdError as error:
        _one_line(error)


def _toml(data: dict[str, Any]) -> str:
    """A small TOML writer for one card table: inline values as JSON-like literals."""

    def literal(value: Any) -> str:
        if value is None:
            raise TypeError("TOML has no null")
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int | float):
            return repr(value)
        if isinstance(value, str):
            return json.dumps(value)
        if isinstance(value, list):
            return "[" + ", ".join(literal(v) for v in value) + "]"
        return "{" + ", ".join(f"{json.dumps(k)} = {literal(v)}" for k, v in value.items()) + "}"

    out = []
    for name, table in data.items():
        if not isinstance(table, dict):
            out.append(f"{json.dumps(name)} = {literal(table)}")
            continue
        out.append(f"[{json.dumps(name)}]")
        out += [f"{json.dumps(k)} = {literal(v)}" for k, v in table.items()]
    return "\n".join(out) + "\n"


# --- action notation ------------------------------------------------------------------------

GAMES = ("guardians", "guardians-arena", "highlander-duel", "promised-land", "guardians-combat")
tokens = st.sampled_from(
    ["put", "move", "play", "lay", "take", "pass", "on:A1", "B2", "w3", "c07", "W01", "a1", "1"]
)


@FUZZ
@given(
    st.sampled_from(GAMES),
    st.integers(0, 50),
    st.text(max_size=30) | st.lists(tokens, max_size=4).map(" ".join),
)
def test_any_action_text_is_applied_or_refused_leaving_the_state_as_it_was(
    game_id: str, steps: int, text: str
) -> None:
    state = stronghold.load(game_id).new_state(steps)
    rng = random.Random(steps)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal():
        return
    before = state.fingerprint()
    try:
        state.apply_text(text)
    except StrongholdError as error:
        _one_line(error)
        assert state.fingerprint() == before


# --- the replaceable card files of Highlander and Promised Land -------------------------------

CARD_FOLDERS = {
    "highlander-duel": ROOT / "stronghold" / "games" / "highlander" / "cards",
    "promised-land": ROOT / "stronghold" / "games" / "promised_land" / "cards",
}


@FUZZ
@given(st.sampled_from(sorted(CARD_FOLDERS)), st.integers(0, 10**6), st.text(max_size=40))
def test_damaged_replacement_cards_load_a_playable_game_or_are_refused_in_one_line(
    tmp_path_factory: Any, game_id: str, seed: int, garbage: str
) -> None:
    folder = tmp_path_factory.mktemp("cards")
    files = sorted(CARD_FOLDERS[game_id].glob("*.toml"))
    damaged = files[seed % len(files)]
    for path in files:
        text = path.read_text(encoding="utf-8")
        if path == damaged:
            text = _damaged(text, seed, garbage)
        (folder / path.name).write_text(text, encoding="utf-8")
    try:
        state = stronghold.load(game_id, cards=str(folder)).new_state(seed)
    except StrongholdError as error:
        _one_line(error)
        return
    rng = random.Random(seed)
    for _ in range(200):  # what loads must play
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
