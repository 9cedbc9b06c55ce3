"""Properties over random games with 2-6 players and any rule options: no card is ever created
or lost, the same seed and actions give the same game, face-down cards and hands stay out of
the other seats' views, and determinize keeps a seat's view."""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from promised_land.helpers import assert_conserved, game
from stronghold.engine.rng import Rng
from stronghold.games.promised_land.rules import ALLOWED
from stronghold.games.promised_land.state import PromisedLandState

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
rules_options = st.fixed_dictionaries(
    {}, optional={key: st.sampled_from(values) for key, values in ALLOWED.items()}
)


def _random_game(players: int, seed: int, rules: dict[str, Any], *, max_rounds: int = 30):  # type: ignore[no-untyped-def]
    """The states of a random game, before each action and at the end."""
    state = game(players, rules=rules, max_rounds=max_rounds).new_state(seed)
    chooser = Rng(seed).derive("test")
    while True:
        yield state
        if state.is_terminal():
            return
        state.apply(chooser.choice(state.legal_actions()))


@SETTINGS
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), rules=rules_options)
def test_cards_are_never_created_or_lost(players: int, seed: int, rules: dict[str, Any]) -> None:
    steps = 0
    for state in _random_game(players, seed, rules):
        assert_conserved(state)
        steps += 1
    assert state.outcome is not None and steps < 3000


@SETTINGS
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), rules=rules_options)
def test_the_same_seed_and_actions_give_the_same_game(
    players: int, seed: int, rules: dict[str, Any]
) -> None:
    state = deque(_random_game(players, seed, rules, max_rounds=3), maxlen=1)[0]
    again = game(players, rules=rules, max_rounds=3).new_state(seed)
    for text in state.history:
        again.apply_text(text)
    assert again.fingerprint() == state.fingerprint()
    assert again.view(0) == state.view(0)


def _hidden_names_ok(state: PromisedLandState, seat: int | None) -> None:
    view = state.view(seat)
    text = json.dumps(view)
    for owner, player in enumerate(state.players):
        shown = view["players"][owner]["line"]
        for card, entry in zip(player.line, shown, strict=True):
            visible = card not in player.face_down or (
                seat is not None and (seat == owner or card in state.known[seat])
            )
            assert ("name" in entry) is visible
            if not visible:
                assert card not in text
        if owner != seat:
            assert "hand" not in view["players"][owner]
            assert not any(card in text for card in player.hand if card not in player.discard)


@SETTINGS
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), rules=rules_options)
def test_face_down_cards_and_hands_stay_out_of_other_views(
    players: int, seed: int, rules: dict[str, Any]
) -> None:
    for step, state in enumerate(_random_game(players, seed, rules, max_rounds=4)):
        if step % 3:
            continue
        for seat in [*range(players), None]:
            _hidden_names_ok(state, seat)


@SETTINGS
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), rules=rules_options)
def test_determinize_keeps_the_view_and_every_card(
    players: int, seed: int, rules: dict[str, Any]
) -> None:
    for step, state in enumerate(_random_game(players, seed, rules, max_rounds=3)):
        if step % 5 or state.is_terminal():
            continue
        seat = step % players
        sample = state.determinize(seat, Rng(step))
        assert sample.view(seat) == state.view(seat)
        assert_conserved(sample)
        assert sample.legal_actions() or sample.is_terminal()
