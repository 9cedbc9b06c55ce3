"""State machinery on real toy games: apply, illegal moves, history, clone, fingerprint, views."""

from __future__ import annotations

import json

import pytest
from engine_toys import Commit, HighCardState, NimState, Take

import stronghold
from stronghold.engine import IllegalAction, NotationError, Outcome
from stronghold.engine.conformance import find_leaks
from stronghold.engine.errors import NotYourTurn
from stronghold.engine.rng import Rng


def nim(heaps: list[int] | None = None, seed: int = 0) -> NimState:
    state = stronghold.load("toy-nim", heaps=heaps).new_state(seed)
    assert isinstance(state, NimState)
    return state


def high_card(seed: int = 0) -> HighCardState:
    state = stronghold.load("toy-high-card").new_state(seed)
    assert isinstance(state, HighCardState)
    return state


def test_a_nim_game_plays_to_its_outcome() -> None:
    state = nim([1, 2])
    assert state.current_seat == 0
    assert [str(a) for a in state.legal_actions()] == ["take 0 1", "take 1 1", "take 1 2"]
    state.apply(Take(1, 1))
    state.apply_text("take 1 1")
    assert state.current_seat == 0 and not state.is_terminal() and state.outcome is None
    state.apply(Take(0, 1))
    assert state.is_terminal() and state.current_seat is None and state.legal_actions() == []
    assert state.outcome == Outcome((0,), (1.0, -1.0), "seat 0 took the last counter", {})
    assert state.history == ["take 1 1", "take 1 1", "take 0 1"]


def test_illegal_action_raises_the_games_reason_and_changes_nothing() -> None:
    state = nim([1, 2])
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as caught:
        state.apply(Take(1, 3))
    assert caught.value.reason == "heap 1 has 2, cannot take 3"
    assert not state.is_legal(Take(1, 3)) and state.is_legal(Take(1, 2))
    assert state.fingerprint() == before and state.history == []


def test_default_reason_lists_some_legal_actions() -> None:
    state = high_card(seed=1)
    hand = state.hands[0]
    with pytest.raises(IllegalAction) as caught:
        state.apply(Commit("zz"))
    assert caught.value.reason == "zz is not in your hand"
    reason = super(HighCardState, state)._why_illegal(Commit("zz"))
    assert (
        reason == f"'commit zz' is not legal now; legal: {', '.join('commit ' + c for c in hand)}"
    )


def test_unparseable_text_is_a_notation_error() -> None:
    state = nim()
    with pytest.raises(NotationError, match="unknown action 'give'"):
        state.apply_text("give 1 1")
    with pytest.raises(NotationError, match="HEAP must be a whole number"):
        state.apply_text("take one 1")


def test_no_action_is_legal_once_the_game_is_over() -> None:
    state = nim([1])
    state.apply(Take(0, 1))
    assert not state.is_legal(Take(0, 1))
    with pytest.raises(IllegalAction, match="the game is over: seat 0 took the last counter"):
        state.apply(Take(0, 1))


def test_fingerprint_follows_state_not_object() -> None:
    first, second = nim(seed=1), nim(seed=1)
    assert first is not second and first.fingerprint() == second.fingerprint()
    first.apply(Take(2, 5))
    assert first.fingerprint() != second.fingerprint()
    second.apply_text("take 2 5")
    assert first.fingerprint() == second.fingerprint()
    assert len(first.fingerprint()) == 64


def test_fingerprint_covers_the_rng() -> None:
    state = high_card(seed=4)
    before = state.fingerprint()
    state.rng.random()
    assert state.fingerprint() != before


def test_different_seeds_deal_different_hands() -> None:
    assert {tuple(high_card(seed).hands[0]) for seed in range(10)}.__len__() > 1


def test_clone_is_independent_and_shares_the_game() -> None:
    state = high_card(seed=2)
    twin = state.clone()
    assert isinstance(twin, HighCardState)
    assert twin.game is state.game and twin.rng is not state.rng
    twin.apply(twin.legal_actions()[0])
    assert twin.history != state.history and twin.hands != state.hands


def test_views_show_own_hand_and_hide_the_rest() -> None:
    state = high_card(seed=3)
    first_card = state.hands[0][0]
    state.apply(Commit(first_card))
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    assert mine["my_commit"] == first_card and mine["committed"] == [True, False]
    assert theirs["my_commit"] is None and theirs["committed"] == [True, False]
    assert first_card in state.hidden_from(1)
    text = json.dumps(theirs) + json.dumps(spectator)
    assert first_card not in text
    assert not find_leaks(theirs, state.hidden_from(1))
    assert find_leaks(mine, state.hidden_from(1)) >= {first_card}


def test_find_leaks_matches_whole_ids_only() -> None:
    view = {"cards": ["c1", "note about c12"], "c7": 1, "text": "played c3."}
    assert find_leaks(view, {"c1", "c2", "c7", "c3", "c12x"}) == {"c1", "c7", "c3"}


def test_determinize_resamples_hidden_cards_only() -> None:
    state = high_card(seed=5)
    samples = [state.determinize(0, Rng(salt)) for salt in range(20)]
    assert all(sample.view(0) == state.view(0) for sample in samples)
    assert all(sample.hands[0] == state.hands[0] for sample in samples)
    assert len({tuple(sample.hands[1]) for sample in samples}) > 1


def test_outcome_helpers() -> None:
    draw = Outcome.from_winners([], seats=3, reason="nobody")
    assert draw.returns == (0.0, 0.0, 0.0) and draw.is_draw
    win = Outcome.from_winners([2], seats=3, reason="last one standing", details={"turns": 9})
    assert win.returns == (-1.0, -1.0, 1.0) and not win.is_draw
    assert win.to_dict() == {
        "winners": [2],
        "returns": [-1.0, -1.0, 1.0],
        "reason": "last one standing",
        "details": {"turns": 9},
    }
    with pytest.raises(ValueError):
        Outcome((3,), (0.0, 0.0), "no such seat")


def test_repr_names_game_and_moves_never_the_seed() -> None:
    # The seed is secret during a game: a repr ends up in logs and error messages.
    state = nim(seed=9)
    state.apply(Take(0, 1))
    assert repr(state) == "<NimState game='toy-nim' moves=1>"


class CountingNim(NimState):
    """Counts how often the rules were asked about an action."""

    asked = 0

    def _why_illegal(self, action: object) -> str | None:
        CountingNim.asked += 1
        return super()._why_illegal(action)  # type: ignore[arg-type]

    def parse_action(self, text: str) -> Take:
        CountingNim.asked += 1
        return super().parse_action(text)  # type: ignore[return-value]


def test_an_action_from_a_seat_not_to_act_is_refused_before_it_is_looked_at() -> None:
    state = nim([1, 2])
    state.__class__ = CountingNim
    CountingNim.asked = 0
    before = state.fingerprint()
    for attempt in (
        lambda: state.apply(Take(1, 1), seat=1),
        lambda: state.apply_text("take 1 1", seat=1),
        lambda: state.apply_text("%% not even notation", seat=1),
    ):
        with pytest.raises(NotYourTurn, match="it is not your decision: seat 0 is to act"):
            attempt()
    assert state.refusal("take 9 9", seat=1) == "it is not your decision: seat 0 is to act"
    assert not state.is_legal(Take(1, 1), seat=1) and state.is_legal(Take(1, 1), seat=0)
    assert state.why_illegal(Take(1, 1), seat=7) == "there is no seat 7 in this game"
    assert CountingNim.asked == 1  # only the one is_legal for seat 0 reached the rules
    assert state.fingerprint() == before and state.history == []
    state.apply(Take(1, 1), seat=0)
    assert state.history == ["take 1 1"] and state.refusal("take 0 1", seat=1) is None


def test_a_game_without_a_seed_draws_64_bits_from_the_operating_system() -> None:
    seeds = {stronghold.load("toy-nim").new_state().seed for _ in range(4)}
    assert len(seeds) == 4 and all(0 <= seed < 2**64 for seed in seeds)
    assert max(seeds) >= 2**40  # four draws all below 2^40: p = 2^-96
    assert stronghold.load("toy-nim").new_state(5).seed == 5
