"""Secrets (DESIGN.md, "Secrets"): card ids, determinize and swap_hidden tell a seat nothing
of the cards it cannot see: the draw piles (its own too),
the other hands, face-down cards it has not looked at, the cards set aside. Each test is named
after the defect it guards against (issue 10)."""

from __future__ import annotations

from collections import Counter

from promised_land.helpers import act, clear, give_hand, new, set_line
from stronghold.engine.actions import Action
from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.promised_land import phase_one, phase_two
from stronghold.games.promised_land.actions import (
    Call,
    Challenge,
    Done,
    Draw,
    Lay,
    Look,
    Pass,
    Use,
)
from stronghold.games.promised_land.lines import join_problem
from stronghold.games.promised_land.model import Pile, kind_of
from stronghold.games.promised_land.state import PromisedLandState

UNLAYABLE_ON_ABINADI = ["Sword", "Javelin", "Arrow", "Secret Combination", "Wickedness: Greed"]


def _places(state: PromisedLandState) -> list[list[str]]:
    """Every list of card ids in the state."""
    places = [state.set_aside]
    for player in state.players:
        places += [player.warrior_pile, player.armory_pile, player.hand, player.line]
        places += [player.face_down, player.aside, player.discard]
    return places


def _exchanged(state: PromisedLandState, first: str, second: str) -> PromisedLandState:
    """A copy in which the cards with ids ``first`` and ``second`` have changed places."""
    twin = state.clone()
    assert isinstance(twin, PromisedLandState)
    for place in _places(twin):
        place[:] = [second if c == first else first if c == second else c for c in place]
    return twin


def _in_piles(state: PromisedLandState, name: str, *, besides: str = "") -> str:
    """An id of a card called ``name`` (or, with ``besides``, of the same deck and another
    name) lying in some draw pile."""
    piles = [card for player in state.players for card in player.warrior_pile + player.armory_pile]
    if besides:
        return next(
            card
            for card in piles
            if kind_of(card) == kind_of(besides) and state.catalog.name(card) != name
        )
    return next(card for card in piles if state.catalog.name(card) == name)


def _pool(state: PromisedLandState) -> list[Action]:
    """Actions of every shape, naming every card: texts a hostile seat might send."""
    seats = range(state.game.seats)
    cards = list(state.catalog.facts)
    actions: list[Action] = [Call(), Done(), Pass(), Draw(Pile.WARRIOR), Draw(Pile.ARMORY)]
    actions += [Look(seat) for seat in seats] + [Challenge(seat) for seat in seats]
    actions += [Lay(card) for card in cards]
    actions += [Use(card, target) for card in cards[::7] for target in cards[::11]]
    return actions


def _lines(
    state: PromisedLandState, lines: dict[int, list[str]], hands: dict[int, list[str]]
) -> dict[int, list[str]]:
    """Set these lines (secondaries face down) and hands; returns the lines' ids."""
    for seat in range(state.game.seats):
        clear(state, seat)
    ids = {seat: set_line(state, seat, names) for seat, names in lines.items()}
    for seat in range(state.game.seats):
        give_hand(state, seat, hands.get(seat, []))
    return ids


def _call(state: PromisedLandState) -> PromisedLandState:
    """Phase Two on the lines as set, seat 0 having called; no decision taken for anyone."""
    state.phase, state.called_by = "prep", 0
    state.order = phase_one.clockwise(state, 0)
    phase_two.start(state)
    state._settle()
    return state


def _battle(
    state: PromisedLandState, lines: dict[int, list[str]], hands: dict[int, list[str]]
) -> dict[int, list[str]]:
    """``_lines`` then ``_call``."""
    ids = _lines(state, lines, hands)
    _call(state)
    return ids


# --- determinize ---------------------------------------------------------------------------


def _world(state: PromisedLandState) -> object:
    """Everything about a state: canonical form, every view, whose turn."""
    views = [state.view(seat) for seat in range(state.game.seats)]
    return (state.canonical(), views, state.current_seat)


def test_determinize_is_not_invertible_its_sample_ignores_the_true_hidden_cards() -> None:
    state = new(seed=5)
    theirs = next(card for card in state.players[1].hand if kind_of(card) == "warrior")
    twin = _exchanged(state, theirs, _in_piles(state, state.catalog.name(theirs), besides=theirs))
    own_pile = state.players[0].armory_pile  # seat 0 knows its deck, not the order
    other = next(c for c in own_pile if state.catalog.name(c) != state.catalog.name(own_pile[-1]))
    twin = _exchanged(twin, own_pile[-1], other)
    assert twin.view(0) == state.view(0) and twin.fingerprint() != state.fingerprint()
    for salt in range(6):
        assert _world(state.determinize(0, Rng(salt))) == _world(twin.determinize(0, Rng(salt)))


def test_determinize_keeps_what_the_seat_knows_and_what_the_rules_tell() -> None:
    state = new(3, seed=6)
    ids = _battle(
        state,
        {0: ["Moroni", "Prophecy"], 1: ["Abinadi", "Moroni", "Sword"], 2: ["Lehi", "Liahona"]},
        {},
    )
    act(state, "look 2")  # seat 0 now knows seat 2's face-down card
    seen = ids[2][1]
    for salt in range(25):
        sample = state.determinize(0, Rng(salt))
        assert sample.view(0) == state.view(0)
        assert sample.catalog.name(seen) == "Liahona"
        assert sample.players[0].hand == state.players[0].hand
        for player, original in zip(sample.players, state.players, strict=True):
            for place, true in ((player.hand, original.hand), (player.line, original.line)):
                assert [kind_of(card) for card in place] == [kind_of(card) for card in true]
            for index, card in enumerate(player.line):  # each face-down card fits its line
                if card in player.face_down:
                    assert join_problem(sample.catalog, card, player.line[:index]) is None
        every = Counter(sample.catalog.name(card) for card in sample.catalog.facts)
        assert every == Counter(state.catalog.name(card) for card in state.catalog.facts)


# --- card ids --------------------------------------------------------------------------------


def test_card_ids_carry_no_identity() -> None:
    game = load("promised-land")
    for card in ("W01", "A01", "W60"):
        assert len({game.new_state(seed).catalog.name(card) for seed in range(20)}) > 3


def test_canonical_includes_the_card_behind_each_id() -> None:
    state = new(seed=7)
    first = state.players[1].hand[0]
    second = _in_piles(state, state.catalog.name(first), besides=first)
    twin = state.clone()
    assert isinstance(twin, PromisedLandState)
    names = {first: state.catalog.name(second), second: state.catalog.name(first)}
    twin.catalog = state.catalog.reassigned(names)
    assert twin.fingerprint() != state.fingerprint()


# --- swap_hidden -----------------------------------------------------------------------------


def test_swap_hidden_changes_only_what_the_seat_cannot_see() -> None:
    state = new(3, seed=15)
    chooser = Rng(15)
    for _ in range(25):
        state.apply(chooser.choice(state.legal_actions()))
    for seat in range(3):
        twin = state.swap_hidden(seat, Rng(seat))
        assert twin.fingerprint() != state.fingerprint()
        assert twin.view(seat) == state.view(seat)
        assert twin.rng.digest() == state.rng.digest()  # the chance to come is the same
        check_indistinguishable_at(state.clone(), twin, seat, _pool(state), Rng(seat))
