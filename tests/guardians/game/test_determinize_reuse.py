"""``determinize`` works out a position's deals once per seat (``secrets.deals``) and deals
from them again while the position stands (a search samples its root again and again): the
worlds are the ones a fresh state deals, and an action, a clone or a face changed outside
``apply`` makes the deals be worked out anew."""

from __future__ import annotations

import random

import pytest

from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play import secrets
from stronghold.games.guardians.play.state import GameState


def _positions(game_id: str, seed: int, every: int = 9) -> list[GameState]:
    """Clones of the positions of a seeded random game, one every ``every`` decisions."""
    state = load(game_id).new_state(seed)
    assert isinstance(state, GameState)
    chooser = random.Random(seed)
    out = []
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            twin = state.clone()
            assert isinstance(twin, GameState)
            out.append(twin)
        state.apply(chooser.choice(state.legal_actions()))
        step += 1
    return out


@pytest.mark.parametrize("game_id", ["guardians", "guardians-arena"])
def test_dealing_again_from_kept_deals_gives_a_fresh_states_worlds(game_id: str) -> None:
    checked = 0
    for seed in range(3):
        for state in _positions(game_id, seed):
            for seat in (0, 1):
                state.determinize(seat, Rng(1))  # the deals are worked out and kept
                for draw in (2, 3):
                    again = state.determinize(seat, Rng(draw))
                    fresh = state.clone().determinize(seat, Rng(draw))  # a clone keeps none
                    assert again.fingerprint() == fresh.fingerprint()
                    checked += 1
    assert checked > 100


def test_a_position_s_deals_are_worked_out_once_per_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    worked_out: list[int] = []
    deals = secrets.deals

    def counted(state: GameState, seat: int) -> list[object]:
        worked_out.append(seat)
        return deals(state, seat)  # type: ignore[return-value]

    monkeypatch.setattr(secrets, "deals", counted)
    state = _positions("guardians", 5, every=40)[2]
    for draw in range(4):
        state.determinize(0, Rng(draw))
    assert worked_out == [0]
    state.determinize(1, Rng(0))
    state.determinize(1, Rng(1))
    assert worked_out == [0, 1]
    state.apply(state.legal_actions()[0])  # the position changed
    state.determinize(1, Rng(2))
    assert worked_out == [0, 1, 1]


def test_a_face_changed_outside_apply_drops_the_kept_deals() -> None:
    state = _positions("guardians", 7, every=40)[2]
    seat = 0
    state.determinize(seat, Rng(1))
    # a test's position: one of the other seat's unseen cards shown outside ``apply``
    shown = next(cid for cid, card in state.cards.items() if card.owner == 1 and not card.public)
    state.set_public(shown)
    again = state.determinize(seat, Rng(2))
    fresh = state.clone().determinize(seat, Rng(2))
    assert again.fingerprint() == fresh.fingerprint()
    assert again.cards[shown].card is state.cards[shown].card  # shown: dealt no other face
