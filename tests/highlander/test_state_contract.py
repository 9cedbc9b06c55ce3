"""The engine contract on Highlander: determinism, notation, views, determinize, evaluate."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stronghold
from stronghold.engine.conformance import find_leaks
from stronghold.engine.errors import NotationError
from stronghold.engine.rng import Rng
from stronghold.games.highlander.actions import Draw, Play, Take

from .helpers import all_cards, arrange, duel

HAND = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")


def _random_game(seed: int, **rules: object) -> list[str]:
    """Fingerprints of a seeded random game on our default deck."""
    game = stronghold.load("highlander-duel", rules=rules)
    state = game.new_state(seed)
    chooser = random.Random(seed)
    prints = [state.fingerprint()]
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
        prints.append(state.fingerprint())
    return prints


def test_same_seed_and_actions_give_the_same_fingerprints() -> None:
    assert _random_game(5) == _random_game(5)
    assert _random_game(5)[0] != _random_game(6)[0]


def test_notation_round_trips() -> None:
    state = duel()
    for action in (Take("c03"), Draw(), Play("c12")):
        assert state.parse_action(str(action)) == action
    assert str(Draw()) == "draw" and str(Play("c12")) == "play c12"
    with pytest.raises(NotationError):
        state.parse_action("swing c12")


def test_spectator_sees_no_hand_and_no_deck() -> None:
    state = duel(cards=None)
    view = state.view(None)
    assert all(fighter["hand"] is None for fighter in view["fighters"])
    assert not find_leaks(view, state.hidden_from_spectator())
    assert view["deck_size"] == len(state.deck)


def test_determinize_keeps_the_view_and_draws_a_legal_hidden_choice() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND), played=(("Surge",), ()))
    legal_first = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    state.apply(Play(sorted(legal_first)[0]))
    for salt in range(10):
        sample = state.determinize(1, Rng(salt))
        assert sample.view(1) == state.view(1)
        opponent = sample.fighters[0]
        assert opponent.commit is not None
        needed = set(state.cards[opponent.played[-1]].follow_up)
        if not opponent.commit_penalty:
            assert needed & set(sample.cards[opponent.commit].attack)
        assert sorted(all_cards(sample)) == sorted(all_cards(state))


def test_present_panels_come_from_the_view() -> None:
    state = duel(cards=None)
    panels = stronghold.load("highlander-duel").present_view(state.view(0), 0)
    titles = [panel["title"] for panel in panels]
    assert titles[0] == "Highlander: The Duel"
    assert "Your hand (* chosen)" in titles and "Fighters" in titles
    assert panels == state.present(0)


def test_evaluate_prefers_less_damage_and_stays_in_bounds() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND), damage=(0, 6))
    ahead = state.evaluate(0)
    assert 0 < ahead < 1 and state.evaluate(1) == pytest.approx(-ahead)
    state.fighters[0].damage = 9
    assert state.evaluate(0) < 0


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**31),
    round_end=st.sampled_from([1, 2]),
    face_up=st.integers(min_value=1, max_value=6),
)
def test_random_games_never_create_or_lose_cards(seed: int, round_end: int, face_up: int) -> None:
    game = stronghold.load(
        "highlander-duel", rules={"round_end_cards": round_end, "face_up_cards": face_up}
    )
    state = game.new_state(seed)
    everything = sorted(state.cards)
    chooser = random.Random(seed)
    while not state.is_terminal():
        assert sorted(all_cards(state)) == everything
        state.apply(chooser.choice(state.legal_actions()))
    assert sorted(all_cards(state)) == everything
