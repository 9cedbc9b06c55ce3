"""Hostile input (issue 10, part 3): input made to hurt gives one named error of one line,
quickly, quoting little of itself — never a hang, an internal error or a file it names.

Each defect found has a test named after it (each failed, or ran for minutes, before its fix);
the hypothesis tests below them keep whole classes of such input fixed: long lines, deep
nesting, numbers of thousands of digits, moves after the end. The limits are those of
``stronghold.engine.limits``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stronghold
from stronghold import Record
from stronghold.engine.errors import (
    CardDataError,
    DeckError,
    NotationError,
    ParamsError,
    RecordError,
    ScenarioError,
    StrongholdError,
)
from stronghold.engine.limits import (
    MAX_ACTION_CHARS,
    MAX_DEPTH,
    MAX_LINE_CHARS,
    MAX_LIST_LINES,
    MAX_TEXT_BYTES,
    bounded_count,
    check_depth,
    load_json,
    load_toml,
    quote,
    read_text,
)
from stronghold.games.guardians import deck_reader as deck_module
from stronghold.games.guardians.combat.scenario import load_scenario_text
from stronghold.games.guardians.deck_reader import load_deck, parse_deck_text, parse_dek
from stronghold.games.guardians.game import DECKS_DIR
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.library import load_file as load_guardians_cards
from stronghold.games.highlander.library import load_card_set as load_highlander_cards
from stronghold.games.promised_land.library import load_file as load_promised_land_cards

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "guardians-game.json"
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAMES = ("guardians", "guardians-arena", "highlander-duel", "promised-land", "guardians-combat")


def _refused_briefly(reason: str, payload: str = "") -> None:
    """One line, and at most about 80 characters of the hostile ``payload`` quoted in it."""
    assert reason and "\n" not in reason.strip() and "Traceback" not in reason
    if len(payload) > 100:
        window = 100
        starts = range(0, min(len(payload) - window, 400) + 1, 37)
        assert not any(payload[at : at + window] in reason for at in starts)


def _problems(result: tuple[Any, list[Any]]) -> list[str]:
    deck, problems = result
    assert deck is None or problems
    for problem in problems:
        _refused_briefly(problem.message)
    return [problem.message for problem in problems]


def _nested(depth: int, kind: str) -> str:
    """A value nested ``depth`` levels: lists (JSON or TOML), JSON objects or TOML tables."""
    if kind == "list":
        return "[" * depth + "]" * depth
    opening = '{"a": ' if kind == "json-object" else "{a = "
    return opening * depth + "1" + "}" * depth


# --- deck lists: linear time, bounded lines, bounded counts -----------------------------------


def test_deck_line_of_200000_characters_is_refused_in_one_line() -> None:
    """Was quadratic (a 20,000-character line: 21.7 s): now refused at once by its length."""
    line = "Sand Lord" + " " * 200_000 + "x4"
    messages = _problems(parse_deck_text(f"Guardian: Tes Let\n{line}\n", builtin_library()))
    assert any(
        m.startswith("line 2 is too long (200,011 characters; at most 500)") for m in messages
    )


def test_count_and_key_readers_take_linear_time_on_a_200000_character_line() -> None:
    """The readers themselves, past the line limit: the old patterns (``.*?`` or ``[A-Z ]*?``
    next to ``\\s+``) took minutes on these; the new ones read each character a few times."""
    library = builtin_library()
    for text in (
        "a" + " " * 200_000 + "b",
        "Sand Lord" + " " * 200_000 + "x",
        "7" + " " * 200_000,
        "Guardian" + " " * 200_000 + "Tes Let",
        "Sand Lord x" + "4" * 200_000,
    ):
        count, name = deck_module._split_count(text, library)
        assert count and name
        assert deck_module._key_value(text) is None


def test_deck_readers_keep_the_meaning_of_the_old_patterns() -> None:
    library = builtin_library()
    split = deck_module._split_count
    assert split("4 Sand Lord", library) == ("4", "Sand Lord")
    assert split("4x Sand Lord", library) == ("4", "Sand Lord")
    assert split("4 X  Sand Lord", library) == ("4", "Sand Lord")
    assert split("4 xylophone", library) == ("4", "xylophone")
    assert split("4xSand Lord", library) == ("1", "4xSand Lord")
    assert split("Sand Lord x4", library) == ("4", "Sand Lord")
    assert split("Sand Lord × 4", library) == ("4", "Sand Lord")
    assert split("Sand Lordx4", library) == ("1", "Sand Lordx4")
    assert split("10 Gallon Voodoo Hat", library) == ("1", "10 Gallon Voodoo Hat")
    assert deck_module._key_value("Guardian : Tes Let ") == ("Guardian", "Tes Let")
    assert deck_module._key_value("Deck name:My deck") == ("Deck name", "My deck")
    assert deck_module._key_value("Deck:") is None
    assert deck_module._key_value("4 Sand Lord: x") is None


def test_a_deck_count_of_thousands_of_digits_is_a_problem_not_an_internal_error() -> None:
    """``int`` refuses more than 4,300 digits with a ValueError; that reached the user."""
    library = builtin_library()
    messages = _problems(parse_deck_text("9" * 5_000 + " Sand Lord\n", library))
    assert any(m.startswith("line 1 is too long") for m in messages)
    within_a_line = "9" * 400 + " Sand Lord\nSand Lord x" + "0" * 300 + "1000\n"
    messages = _problems(parse_deck_text(within_a_line, library))
    assert "line 1: 999999999999… copies of 'Sand Lord' is not a count a deck can hold" in messages
    assert any(m.startswith("line 2: 000000000000… copies of 'Sand Lord'") for m in messages)
    assert bounded_count("9" * 5_000, 999) is None
    assert bounded_count("0" * 5_000 + "42", 999) == 42


def test_a_deck_list_of_too_many_lines_or_characters_is_one_problem() -> None:
    library = builtin_library()
    (message,) = _problems(parse_deck_text("Sand Lordd\n" * (MAX_LIST_LINES + 1), library))
    assert message == "the deck list is too long (1,001 lines; at most 1,000)"
    (message,) = _problems(parse_deck_text("#" * (MAX_TEXT_BYTES + 1), library))
    assert message.startswith("the deck list is too large (4,000,001 characters")


def test_a_stronghold_line_naming_hundreds_of_cards_is_refused_before_looking_them_up() -> None:
    messages = _problems(parse_deck_text("Strongholds: " + "a, " * 150 + "\n", builtin_library()))
    assert "line 1: 150 strongholds named; a deck has three (left, center, right)" in messages


def test_a_dek_file_of_too_many_cards_or_bytes_is_one_problem() -> None:
    library = builtin_library()
    cards = "<card><name>Sand Lord</name></card>" * (MAX_LIST_LINES + 1)
    (message,) = _problems(
        parse_dek(f'<deck><superzone name="Deck">{cards}</superzone></deck>', library)
    )
    assert message == "the .dek file lists too many cards (1,001 cards; at most 1,000)"
    (message,) = _problems(parse_dek(b"<deck>" + b" " * MAX_TEXT_BYTES + b"</deck>", library))
    assert message.startswith("the .dek file is too large (4,000,013 bytes")


def test_a_deck_file_larger_than_the_limit_is_not_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_bytes(b"4 Sand Lord\n" * (MAX_TEXT_BYTES // 12 + 1))
    with pytest.raises(DeckError) as caught:
        load_deck(path, builtin_library())
    assert caught.value.reason == f"cannot read {path}: too large (more than 4,000,000 bytes)"


def test_a_long_comment_is_no_long_line() -> None:
    text = (DECKS_DIR / "basic-knights.txt").read_text(encoding="utf-8")
    long_comment = "# " + "a remark " * 200 + "\n4 Sand Lord # " + "and another " * 100 + "\n"
    deck, problems = parse_deck_text(long_comment + text, builtin_library())
    assert deck is not None and not any("too long" in p.message for p in problems)


def test_misspelt_names_quote_at_most_80_characters() -> None:
    name = "Sand Lordd" * 40
    messages = _problems(
        parse_deck_text(f"Guardian: {name}\n3 {name}\nStrongholds: {name}\n", builtin_library())
    )
    assert any(m.startswith("line 1: no card named 'Sand LorddSand") for m in messages)
    assert all(len(m) < 300 for m in messages)


# --- deck names in params: ready-made decks or deck text, never a path -------------------------


def _path_as_deck_name(path: Path) -> str:
    """The name the old lookup turned into ``path``: relative to the decks, without ``.txt``."""
    return os.path.relpath(path.with_suffix(""), DECKS_DIR)


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_a_deck_name_in_params_is_never_a_path(tmp_path: Path, game_id: str) -> None:
    """A record's ``decks`` named ``../../x``: the game read ``x.txt`` (any local file) and
    showed its first line in the refusal. A legal deck there was played."""
    legal = tmp_path / "legal.txt"
    legal.write_text((DECKS_DIR / "hellfire.txt").read_text(encoding="utf-8"), encoding="utf-8")
    secret = tmp_path / "secret.txt"
    secret.write_text("the first line of a private file\n", encoding="utf-8")
    for path in (legal, secret, legal.with_suffix("")):
        name = _path_as_deck_name(path) if path.suffix else str(path)
        with pytest.raises(ParamsError) as caught:
            stronghold.load(game_id, decks=[name, "basic-knights"])
        assert "no ready-made deck named" in caught.value.reason
        assert "private file" not in caught.value.reason
        record = Record(game_id, {"decks": [name, "basic-knights"]}, seed=1)
        with pytest.raises(RecordError) as refused:
            stronghold.replay(record)
        assert "private file" not in refused.value.reason


def test_a_ready_made_deck_name_or_deck_text_still_loads() -> None:
    text = (DECKS_DIR / "hellfire.txt").read_text(encoding="utf-8")
    game: Any = stronghold.load("guardians", decks=["basic-knights", text])
    assert game.decks[1] == parse_deck_text(text, builtin_library(), name="deck")[0]
    assert game.decks[0] == load_deck(DECKS_DIR / "basic-knights.txt", builtin_library())[0]
    with pytest.raises(ParamsError, match=r"did you mean 'hellfire'\?"):
        stronghold.load("guardians", decks=["hellfir", "basic-knights"])


# --- JSON and TOML: deep nesting, huge numbers, huge files --------------------------------------


def test_a_record_nested_100000_deep_is_a_record_error() -> None:
    """json's RecursionError reached the user as an internal error."""
    for text in (_nested(100_000, "list"), '{"params": ' + _nested(100_000, "json-object") + "}"):
        with pytest.raises(RecordError) as caught:
            Record.from_json(text)
        assert (
            caught.value.reason
            == "record is nested too deeply (more than 32 levels of lists and tables)"
        )


def test_a_record_nested_past_the_limit_but_within_the_recursion_limit_is_a_record_error() -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data["params"]["extra"] = json.loads(_nested(MAX_DEPTH, "list"))
    with pytest.raises(RecordError, match="nested too deeply"):
        Record.from_json(json.dumps(data))
    with pytest.raises(RecordError, match="nested too deeply"):
        Record.from_dict(data)
    data["params"]["extra"] = json.loads(_nested(MAX_DEPTH - 3, "list"))
    assert Record.from_dict(data).params["extra"]  # within the limit: read


def test_a_record_with_a_number_of_5000_digits_is_a_record_error() -> None:
    with pytest.raises(RecordError) as caught:
        Record.from_json('{"game_id": "guardians", "seed": ' + "9" * 5_000 + "}")
    assert caught.value.reason == "record is not valid JSON: a number has more than 4,300 digits"


def test_a_record_larger_than_the_limit_is_a_record_error() -> None:
    with pytest.raises(RecordError, match=r"record is too large \(4,000,001 characters; at most"):
        Record.from_json(" " * (MAX_TEXT_BYTES + 1))


def test_a_record_with_a_move_after_the_end_is_a_record_error() -> None:
    state = stronghold.load("highlander-duel").new_state(3)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    record = state.record()
    extra = Record(record.game_id, record.params, record.seed, (*record.actions, "take c01"))
    with pytest.raises(
        RecordError, match=rf"move {len(extra.actions)} \('take c01'\): the game is over"
    ):
        stronghold.replay(extra)


def test_a_scenario_nested_100000_deep_is_a_scenario_error() -> None:
    """tomllib's RecursionError reached the user as an internal error."""
    for kind in ("list", "toml-table"):
        with pytest.raises(ScenarioError) as caught:
            load_scenario_text("title = " + _nested(100_000, kind) + "\n")
        assert caught.value.reason == (
            "not a valid scenario file: nested too deeply (more than 32 levels of lists and tables)"
        )
    with pytest.raises(ScenarioError, match="nested too deeply"):
        load_scenario_text("a" + ".a" * 5_000 + " = 1\n")  # dotted keys nest without brackets


def test_a_scenario_with_a_number_of_5000_digits_is_a_scenario_error() -> None:
    with pytest.raises(ScenarioError) as caught:
        load_scenario_text("[attacker]\nstones = " + "9" * 5_000 + "\n")
    assert (
        caught.value.reason
        == "not a valid scenario file: not valid TOML: a number has more than 4,300 digits"
    )


@pytest.mark.parametrize("game", ["guardians", "highlander-duel", "promised-land"])
@pytest.mark.parametrize("hostile", ["deep", "digits", "huge"])
def test_a_card_file_nested_deeply_or_with_huge_numbers_is_a_card_data_error(
    tmp_path: Path, game: str, hostile: str
) -> None:
    """Card folders (``--cards``) read through the same limits as every other file."""
    text = {
        "deep": '["Sheep"]\nkind = "creature"\nabilities = ' + _nested(100_000, "list") + "\n",
        "digits": '["Sheep"]\nkind = "creature"\nvitality = ' + "9" * 5_000 + "\n",
        "huge": "# " + "x" * MAX_TEXT_BYTES + "\n",
    }[hostile]
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    load = {
        "guardians": load_guardians_cards,
        "highlander-duel": lambda p: load_highlander_cards([p]),
        "promised-land": load_promised_land_cards,
    }[game]
    with pytest.raises(CardDataError) as caught:
        load(path)
    _refused_briefly(caught.value.reason)
    expected = {
        "deep": "nested too deeply",
        "digits": "a number has more than 4,300 digits",
        "huge": "too large (more than 4,000,000 bytes)",
    }[hostile]
    assert expected in caught.value.reason and "mine.toml" in caught.value.reason


def test_read_text_reads_no_more_than_the_limit_from_an_endless_file() -> None:
    with pytest.raises(RecordError, match="too large"):
        read_text("/dev/zero", error=RecordError)


# --- action text ----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_action_text_of_5000_digits_is_a_notation_error_in_every_game(game_id: str) -> None:
    """``look 999…`` in Promised Land reached ``int`` and gave a ValueError."""
    state = stronghold.load(game_id).new_state(1)
    before = state.fingerprint()
    for text in ("look " + "9" * 5_000, "take " + "c" * 5_000, "x" * 100_000):
        with pytest.raises(NotationError) as caught:
            state.apply_text(text)
        assert caught.value.reason.startswith(f"action text too long ({len(text):,} characters;")
        _refused_briefly(caught.value.reason, text)
        assert state.fingerprint() == before


# --- fuzz: whole classes of hostile input ---------------------------------------------------

#: Pieces that the old deck patterns fought over: spaces, x's, digits, colons, letters.
pieces = st.sampled_from(
    [" ", "  ", "x", " x", "x ", "4", "44", ":", " :", "a", "a ", "Sand Lord", "\t"]
)


@FUZZ
@given(st.lists(pieces, min_size=1, max_size=8), st.integers(50, 3_000))
def test_any_long_line_of_competing_pieces_is_read_or_refused_in_one_line(
    parts: list[str], repeat: int
) -> None:
    line = "".join(parts) * repeat
    messages = _problems(
        parse_deck_text(f"{line}\n4 {line}\n{line} x4\nName: {line}\n", builtin_library())
    )
    if len(line.strip()) > MAX_LINE_CHARS:
        assert any("is too long" in m for m in messages)
    shown = " ".join(line.split())  # as a Problem shows it: whitespace runs made one space
    for message in messages:
        _refused_briefly(message, shown)
    count, name = deck_module._split_count(line.strip() or "x", builtin_library())
    assert count and name  # the readers alone, past the line limit


@FUZZ
@given(st.integers(1, 20_000), st.sampled_from(["{n} Sand Lord", "Sand Lord x{n}", "{n}x Archer"]))
def test_any_count_of_any_length_is_read_or_refused_in_one_line(digits: int, form: str) -> None:
    line = form.format(n="9" * digits)
    messages = _problems(parse_deck_text(line + "\n", builtin_library()))
    if len(line) > MAX_LINE_CHARS:
        assert any(m.startswith("line 1 is too long") for m in messages)
    elif digits > 3:
        assert any("is not a count a deck can hold" in m for m in messages)


def _deep_json(depth: int, kinds: list[str]) -> str:
    opens = "".join("[" if kinds[i % len(kinds)] == "list" else '{"a":' for i in range(depth))
    closes = "".join(
        "]" if kinds[i % len(kinds)] == "list" else "}" for i in reversed(range(depth))
    )
    return opens + "0" + closes


def _deep_toml(depth: int, kinds: list[str]) -> str:
    opens = "".join("[" if kinds[i % len(kinds)] == "list" else "{a = " for i in range(depth))
    closes = "".join(
        "]" if kinds[i % len(kinds)] == "list" else "}" for i in reversed(range(depth))
    )
    return opens + "0" + closes


nesting = st.tuples(
    st.integers(MAX_DEPTH + 1, 3_000) | st.sampled_from([10_000, 100_000]),
    st.lists(st.sampled_from(["list", "table"]), min_size=1, max_size=3),
)


@FUZZ
@given(nesting, st.sampled_from(["params", "actions", "seed", "top"]))
def test_a_record_nested_at_any_depth_is_refused_in_one_line(
    deep: tuple[int, list[str]], where: str
) -> None:
    value = _deep_json(*deep)
    text = value if where == "top" else f'{{"game_id": "guardians", "{where}": {value}}}'
    if where == "params":
        text = (
            f'{{"game_id": "guardians", "seed": 0, "actions": [], "params": {{"decks": {value}}}}}'
        )
    with pytest.raises(RecordError) as caught:
        Record.from_json(text)
    _refused_briefly(caught.value.reason)
    assert "nested too deeply" in caught.value.reason


@FUZZ
@given(nesting, st.sampled_from(["scenario", "guardians", "highlander-duel", "promised-land"]))
def test_toml_nested_at_any_depth_is_refused_in_one_line(
    tmp_path_factory: Any, deep: tuple[int, list[str]], reader: str
) -> None:
    text = f'["Sheep"]\nkind = "warrior"\nvalue = {_deep_toml(*deep)}\n'
    error: type[StrongholdError]
    if reader == "scenario":
        error = ScenarioError
        with pytest.raises(error) as caught:
            load_scenario_text(text)
    else:
        error = CardDataError
        path = tmp_path_factory.mktemp("cards") / "deep.toml"
        path.write_text(text, encoding="utf-8")
        load = {
            "guardians": load_guardians_cards,
            "highlander-duel": lambda p: load_highlander_cards([p]),
            "promised-land": load_promised_land_cards,
        }[reader]
        with pytest.raises(error) as caught:
            load(path)
    _refused_briefly(caught.value.reason)
    assert "nested too deeply" in caught.value.reason


@FUZZ
@given(st.integers(4_301, 30_000), st.sampled_from(["json", "toml"]), st.booleans())
def test_a_number_of_thousands_of_digits_is_refused_in_one_line(
    digits: int, kind: str, negative: bool
) -> None:
    number = ("-" if negative else "") + "7" * digits
    with pytest.raises(RecordError) as caught:
        if kind == "json":
            load_json('{"seed": ' + number + "}", error=RecordError, context="record is ")
        else:
            load_toml("seed = " + number + "\n", error=RecordError, context="record is ")
    _refused_briefly(caught.value.reason, number)
    assert "more than 4,300 digits" in caught.value.reason


#: Games and params whose random games end within a few hundred moves.
SHORT_GAMES: dict[str, dict[str, Any]] = {
    "guardians": {"max_turns": 2},
    "guardians-arena": {"max_turns": 2},
    "highlander-duel": {},
    "promised-land": {},
    "guardians-combat": {},
}


@FUZZ
@given(
    st.sampled_from(sorted(SHORT_GAMES)),
    st.integers(0, 30),
    st.integers(1, 5),
    st.randoms(use_true_random=False),
)
def test_a_record_with_moves_after_the_end_is_refused_in_one_line(
    game_id: str, seed: int, extra: int, rng: random.Random
) -> None:
    state = stronghold.load(game_id, **SHORT_GAMES[game_id]).new_state(seed)
    texts: list[str] = []
    while not state.is_terminal() and len(state.history) < 3_000:
        legal = state.legal_actions()
        texts.extend(str(action) for action in legal[:3])
        state.apply(rng.choice(legal))
    if not state.is_terminal():
        return
    record = state.record()
    after = tuple(rng.choice(texts) for _ in range(extra))
    with pytest.raises(RecordError) as caught:
        stronghold.replay(
            Record(record.game_id, record.params, record.seed, record.actions + after)
        )
    _refused_briefly(caught.value.reason)
    assert caught.value.reason.startswith(f"move {len(record.actions) + 1} (")


@FUZZ
@given(st.sampled_from(GAMES), st.text(min_size=1, max_size=5).map(lambda t: t * 200))
def test_any_long_action_text_is_refused_in_one_line_leaving_the_state(
    game_id: str, text: str
) -> None:
    state = stronghold.load(game_id).new_state(0)
    before = state.fingerprint()
    assert len(text) > MAX_ACTION_CHARS
    with pytest.raises(NotationError) as caught:
        state.apply_text(text)
    _refused_briefly(caught.value.reason, text)
    assert state.fingerprint() == before


@FUZZ
@given(st.text(max_size=2_000) | st.integers() | st.lists(st.integers(), max_size=500))
def test_quote_shows_at_most_80_characters_of_any_value(value: Any) -> None:
    shown = quote(value)
    if not isinstance(value, str):
        assert shown == repr(value) or (len(shown) == 81 and shown.endswith("…"))
    elif len(value) <= 80 and len(repr(value)) <= 82:
        assert shown == repr(value)
    else:
        # Cut by what it shows: escapes (a backslash shown as two) do not stretch it either.
        assert shown == repr(value[:80])[:81] + "…"
    assert len(shown) <= 82


@FUZZ
@given(
    st.recursive(
        st.integers() | st.text(max_size=3),
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
        ),
        max_leaves=40,
    )
)
def test_check_depth_agrees_with_a_recursive_count(data: Any) -> None:
    def depth(node: Any) -> int:
        if isinstance(node, dict):
            return 1 + max((depth(v) for v in node.values()), default=0)
        if isinstance(node, list):
            return 1 + max((depth(v) for v in node), default=0)
        return 0

    limit = depth(data)
    check_depth(data, error=RecordError, context="", limit=limit)  # at the limit: fine
    if limit:
        with pytest.raises(RecordError):
            check_depth(data, error=RecordError, context="", limit=limit - 1)
