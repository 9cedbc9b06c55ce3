"""A clone shares what never changes with its original (the log's past, the record of the last
combat): a view or canonical form handed out by the clone must not reach back into the original
(found by review: editing a clone's view changed the original's fingerprint)."""

from __future__ import annotations

import random

import stronghold


def test_editing_a_clones_view_or_canonical_leaves_the_original_unchanged() -> None:
    for game_id in ("guardians", "guardians-arena"):
        state = stronghold.load(game_id, max_turns=10).new_state(3)
        chooser = random.Random(1)
        while getattr(state, "last_combat", None) is None and not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
        assert getattr(state, "last_combat", None) is not None, game_id
        before = state.fingerprint()
        twin = state.clone()
        view = twin.view(0)
        view["last_combat"]["winner"] = 99
        view["recent"][-1]["text"] = "changed"
        assert twin.view(0)["recent"][-1]["text"] != "changed", game_id
        twin.canonical()["last_combat"]["winner"] = 98
        assert state.fingerprint() == before, game_id
