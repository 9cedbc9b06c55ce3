"""Hostile input (issue 10, part 3): input made to hurt gives one named error of one line,
quickly, quoting little of itself — never a hang, an internal error or a file it names.

Each defect found has a test named after it (each failed, or ran for minutes, before its fix);
the hypothesis tests below them keep whole classes of such input fixed: long lines, deep
nesting, numbers of thousands of digits, moves after the end. The limits are those of
``stronghold.engine.limits``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stronghold.engine.errors import (
    RecordError,
)
from stronghold.engine.limits import (
    MAX_DEPTH,
    check_depth,
    load_json,
    load_toml,
    quote,
    read_text,
)
from stronghold.games.guardians.game import DECKS_DIR

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


# --- deck names in params: ready-made decks or deck text, never a path -------------------------


def _path_as_deck_name(path: Path) -> str:
    """The name the old lookup turned into ``path``: relative to the decks, without ``.txt``."""
    return os.path.relpath(path.with_suffix(""), DECKS_DIR)


# --- JSON and TOML: deep nesting, huge numbers, huge files --------------------------------------


def test_read_text_reads_no_more_than_the_limit_from_an_endless_file() -> None:
    with pytest.raises(RecordError, match="too large"):
        read_text("/dev/zero", error=RecordError)


# --- action text ----------------------------------------------------------------------------


# --- fuzz: whole classes of hostile input ---------------------------------------------------

#: Pieces that the old deck patterns fought over: spaces, x's, digits, colons, letters.
pieces = st.sampled_from(
    [" ", "  ", "x", " x", "x ", "4", "44", ":", " :", "a", "a ", "Sand Lord", "\t"]
)


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
@given(st.text(max_size=2_000) | st.integers() | st.lists(st.integers(), max_size=500))
def test_quote_shows_at_most_80_characters_of_any_value(value: Any) -> None:
    shown = quote(value)
    if not isinstance(value, str):
        assert shown == repr(value) or (len(shown) == 81 and shown.endswith("…"))
    elif len(value) <= 80:
        assert shown == repr(value)
    else:
        assert shown == repr(value[:80]) + "…"


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
