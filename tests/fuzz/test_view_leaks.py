"""The random-game tests' leak search (``tests/view_leaks.py``) finds exactly what searching the
dumped view for each quoted hidden id found, on any JSON data, quotes and backslashes included."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from view_leaks import named_hidden

TEXT = st.text(alphabet='ab1"\\ é\n', max_size=5)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=20,
)


def _searched(view: Any, hidden: list[str]) -> list[str]:
    """The search the random-game tests used before: each quoted id in the dumped view."""
    dumped = json.dumps(view)
    return [h for h in hidden if json.dumps(h) in dumped]


@settings(max_examples=300, deadline=None)
@given(view=JSON, hidden=st.lists(TEXT, max_size=6))
def test_the_leak_search_finds_what_the_quoted_search_found(view: Any, hidden: list[str]) -> None:
    assert named_hidden(view, hidden) == _searched(view, hidden)


def test_the_leak_search_finds_a_hidden_id_as_a_key_or_a_value_and_nothing_else() -> None:
    view = {"hand": ["b7", 'say "b9"'], "b3": 1, "deck": "b70 b71"}
    assert named_hidden(view, ["b7", "b9", "b3", "b70", "b8"]) == ["b7", "b3"]
