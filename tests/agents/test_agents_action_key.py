"""``State.action_key``: how a search keys another seat's moves. The Guardians games build it
from the ids hidden from the viewer (no view, no phrase), so it must agree with the phrase on
what it joins and be held by the secrets check like the phrase."""

from __future__ import annotations

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.engine import Rng, load
from stronghold.engine.actions import Action
from stronghold.engine.conformance import ConformanceError, check_indistinguishable
from stronghold.games.guardians.combat.state import CombatState
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


def test_the_combat_key_is_the_phrase_as_cards_are_played_and_revealed() -> None:
    # guardians-combat keys a move by the engine's phrase, with what is hidden from the viewer
    # kept between the options of one listing: at every step of random combats (cards played,
    # revealed, taken out), each option's key is the phrase the viewer reads, also after a
    # listing for the other viewer and after the state moves on.
    compared = hidden_keys = 0
    for seed in range(4):
        state = load("guardians-combat").new_state(seed)
        rng = Rng(seed)
        while not state.is_terminal():
            options = state.legal_actions()
            actor = state.current_seat
            assert actor is not None
            for viewer in (1 - actor, actor, 1 - actor):
                for option in options:
                    key = state.action_key(option, viewer)
                    assert key == state.describe_action(option, viewer)
                    compared += 1
                    hidden_keys += "?" in key
            state.apply(rng.choice(options))
    assert compared > 100 and hidden_keys > 0


def test_the_combat_key_follows_a_card_shown_since_the_last_listing() -> None:
    # A card of the acting side is shown (outside apply, as a roll or a reveal changes a
    # combat, which then lists its options anew): the other side's key for the move naming it
    # names it too, as the phrase does, instead of the "?" kept from before.
    state = load("guardians-combat").new_state(0)
    assert isinstance(state, CombatState)
    rng = Rng(0)
    while state.phase != "primary_choose":
        state.apply(rng.choice(state.legal_actions()))
    actor = state.current_seat
    assert actor is not None
    viewer = 1 - actor
    hidden = state.hidden_from(viewer)
    named = [o for o in state.legal_actions() if set(str(o).split()) & hidden]
    assert named, "no move names a card hidden from the viewer"
    before = state.action_key(named[0], viewer)
    assert "?" in before
    shown = next(iter(set(str(named[0]).split()) & hidden))
    state.by_id[shown].revealed = True
    state.changed()
    options = state.legal_actions()
    assert named[0] in options
    after = state.action_key(named[0], viewer)
    assert after == state.describe_action(named[0], viewer) and shown in after
