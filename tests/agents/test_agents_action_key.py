"""``State.action_key``: how a search keys another seat's moves. The Guardians games build it
from the ids hidden from the viewer (no view, no phrase), so it must agree with the phrase on
what it joins and be held by the secrets check like the phrase."""

from __future__ import annotations

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.engine import Rng, load
from stronghold.engine.actions import Action
from stronghold.engine.conformance import ConformanceError, check_indistinguishable
from stronghold.games.guardians.play.state import GameState


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_action_key_never_joins_moves_the_phrase_tells_apart(game_id: str) -> None:
    # Moves with one key have one phrase, and no hidden id is in a key: the key is the phrase
    # without card names (the ids the viewer knows stay ids, the others are "?").
    compared = joined = 0
    for seed in range(3):
        state = load(game_id).new_state(seed)
        rng = Rng(seed)
        for _ in range(160):
            if state.is_terminal():
                break
            options = state.legal_actions()
            viewer = 1 - (state.current_seat or 0)
            hidden = state.hidden_from(viewer)
            phrases: dict[object, set[str]] = {}
            for option in options:
                key = state.action_key(option, viewer)
                assert not hidden.intersection(str(key).split())
                phrases.setdefault(key, set()).add(state.describe_action(option, viewer))
                compared += 1
            assert all(len(told) == 1 for told in phrases.values())
            joined += len(options) - len(phrases)
            state.apply(rng.choice(options))
    assert compared > 1000
    assert joined > 0  # hidden cards did make moves share a key


def test_a_key_that_names_hidden_cards_fails_the_secrets_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The twin check compares the keys of every move as the seat reads it: a key naming the
    # card behind each id (what the other seat holds face down, too) is caught.
    def naming(self: GameState, action: Action, viewer: int) -> str:
        del viewer
        cards = self.cards
        return " ".join(
            cards[token].name if token in cards else token for token in str(action).split()
        )

    game = load("guardians")
    check_indistinguishable(game, 0)  # the real key passes
    monkeypatch.setattr(GameState, "action_key", naming)
    with pytest.raises(ConformanceError, match="keyed as"):
        for seed in range(4):
            check_indistinguishable(game, seed)
