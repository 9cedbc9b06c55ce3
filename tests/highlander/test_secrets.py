"""Secrets (DESIGN.md, "Secrets"): card ids, determinize, swap_hidden and refusals tell a seat
nothing of the cards it cannot see: the deck, the opponent's unseen cards and its face-down
choice. Each test is named after the defect it guards against (issue 10)."""

from __future__ import annotations

from collections import Counter

from stronghold.engine.conformance import check_indistinguishable_at, find_leaks
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.highlander.actions import Draw, Play, Take
from stronghold.games.highlander.game import HighlanderGame
from stronghold.games.highlander.rules import Rules
from stronghold.games.highlander.state import DuelState

from .helpers import all_cards, arrange, duel

HAND = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")


def _chosen(seed: int = 0) -> DuelState:
    """A random draft on our deck, then the Offensive Player (seat 0) chooses face down: seat 1
    is to choose, and any card was allowed (the round's first clash)."""
    state = duel(seed, cards=None, first_offensive="seat-0")
    while state.phase == "draft":
        state.apply(Draw())
    state.apply(state.legal_actions()[0])
    assert state.current_seat == 1 and state.fighters[0].commit is not None
    return state


def _exchanged(state: DuelState, first: str, second: str) -> DuelState:
    """A copy in which the cards with ids ``first`` and ``second`` have changed places."""
    twin = state.clone()
    assert isinstance(twin, DuelState)

    def swap(place: list[str]) -> list[str]:
        return [second if card == first else first if card == second else card for card in place]

    twin.deck = swap(twin.deck)
    for fighter in twin.fighters:
        fighter.hand = swap(fighter.hand)
        if fighter.commit in (first, second):
            fighter.commit = second if fighter.commit == first else first
    return twin


def _other_name(state: DuelState, card: str, places: list[str]) -> str:
    """A card of ``places`` whose name differs from ``card``'s."""
    return next(other for other in places if state.cards[other].name != state.cards[card].name)


def _world(state: DuelState) -> object:
    """Everything about a state: its canonical form, both views, whose turn."""
    return (state.canonical(), state.view(0), state.view(1), state.current_seat)


def test_determinize_is_not_invertible_its_sample_ignores_the_true_hidden_cards() -> None:
    state = _chosen()
    opponent = state.fighters[0]
    assert opponent.commit is not None
    hand_card = opponent.hand[0]
    twin = _exchanged(state, hand_card, _other_name(state, hand_card, state.deck))
    twin = _exchanged(twin, opponent.commit, _other_name(twin, opponent.commit, twin.deck))
    assert twin.view(1) == state.view(1) and twin.fingerprint() != state.fingerprint()
    for salt in range(6):
        assert _world(state.determinize(1, Rng(salt))) == _world(twin.determinize(1, Rng(salt)))


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest() -> None:
    state = _chosen(3)
    for salt in range(10):
        sample = state.determinize(1, Rng(salt))
        assert sample.view(1) == state.view(1)
        assert sorted(all_cards(sample)) == sorted(all_cards(state))
        names = Counter(sample.cards[card].name for card in all_cards(sample))
        assert names == Counter(state.cards[card].name for card in all_cards(state))
        assert sample.fighters[1].hand == state.fighters[1].hand


def test_determinize_draws_the_face_down_choice_from_everything_the_hand_could_hold() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND), phase="draft")
    state.fighters[0].hand.pop()
    taken = state.row[0]
    state.apply(Take(taken))  # seat 0 takes a face-up card: seat 1 knows it is in that hand
    while state.phase == "draft":
        state.apply(Draw())
    state.apply(Play(taken))  # and chooses it face down
    committed = Counter()
    for salt in range(60):
        sample = state.determinize(1, Rng(salt))
        opponent = sample.fighters[0]
        assert taken in opponent.pool() and opponent.commit is not None
        committed[opponent.commit == taken] += 1
    assert committed[True] and committed[False]  # the known card, or any other of the hand


def test_card_ids_carry_no_identity() -> None:
    game = load("highlander-duel")
    names = {game.new_state(seed).cards["c01"].name for seed in range(20)}
    assert len(names) > 3


def test_canonical_includes_the_card_behind_each_id() -> None:
    state = _chosen()
    first = state.deck[0]
    second = _other_name(state, first, state.deck)
    twin = state.clone()
    assert isinstance(twin, DuelState)
    twin.cards = {**state.cards, first: state.cards[second], second: state.cards[first]}
    assert twin.fingerprint() != state.fingerprint()


def test_a_reshuffle_leaves_no_card_traceable_by_its_id() -> None:
    state = duel(4)
    arrange(state, hands=(("Head Cut",), ("Chest Cut",)), phase="draft")
    state.discard, state.deck = list(state.deck), []
    seen = {card: state.cards[card].name for card in state.discard}  # face up, so public
    state.apply(Draw())
    moved = [card for card in state.deck if state.cards[card].name != seen[card]]
    assert moved  # the ids of the new deck now stand for cards nobody has seen
    assert Counter(state.cards[c].name for c in [*state.deck, state.fighters[0].hand[-1]]) == (
        Counter(seen.values())
    )


def test_swap_hidden_changes_only_what_the_seat_cannot_see() -> None:
    state = _chosen(2)
    game = state.game
    pool = [Draw(), *(Play(card) for card in state.cards), *(Take(card) for card in state.cards)]
    for seat in (0, 1):
        twin = state.swap_hidden(seat, Rng(11))
        assert twin.fingerprint() != state.fingerprint()
        assert twin.view(seat) == state.view(seat)
        assert twin.rng.digest() == state.rng.digest()  # the chance to come is the same
        assert game.keeps_secrets
        check_indistinguishable_at(state.clone(), twin, seat, pool, Rng(seat))


def test_swap_hidden_keeps_the_face_down_choice_allowed_by_the_follow_up_rule() -> None:
    state = duel()
    arrange(state, hands=(HAND, HAND), played=(("Low Pair",), ("Feint",)))
    state.apply(state.legal_actions()[0])
    for salt in range(20):
        twin = state.swap_hidden(1, Rng(salt))
        assert isinstance(twin, DuelState)
        opponent = twin.fighters[0]
        needed = set(twin.cards[opponent.played[-1]].follow_up)
        if not opponent.commit_penalty:
            assert opponent.commit is not None
            assert needed & set(twin.cards[opponent.commit].attack)


def test_refusals_about_hidden_ids_name_no_card() -> None:
    state = _chosen()
    hidden = sorted(state.hidden_from(1))
    for card in hidden[:8]:
        reason = state.refusal(f"play {card}", seat=1)
        assert reason == f"{card} is not a card you can play"
        assert not find_leaks([reason], hidden) - {card}
        assert state.cards[card].name not in reason


def test_conformance_params_play_every_rule_option() -> None:
    params = HighlanderGame.conformance_params()
    sets = [Rules.from_params(each.get("rules")) for each in params]
    for option, value in Rules().to_params().items():
        assert any(rules.to_params()[option] != value for rules in sets), option
