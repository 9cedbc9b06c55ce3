"""``GameState.owns_any`` answers once per game whether a seat's cards hold a kind of card
(accessories, recovering cards, spells that raise the CMP), so that organize's listing skips
the families a seat cannot play. Its kept answers must equal a fresh look at the cards at
every step of random games, in sampled worlds and swaps of hidden cards too, and a listing
that skips must equal one that does not."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play import (
    accessories,
    after_up,
    board_spells,
    move_spells,
    organize_spells,
    recovery,
    settle_spells,
)
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import AnyCard

TESTS: list[Callable[[AnyCard], bool]] = [
    accessories.is_accessory_card,
    recovery.recovers,
    organize_spells.raises_cmp,
    after_up.is_after_up_face,
    settle_spells.is_settle_spell_face,
    move_spells.is_move_spell_face,
    board_spells.raises_barrier,
    board_spells.breaks_terrain,
    organize_spells.ruins_for_stones,
]
FAMILIES = [accessories.options, recovery.options, organize_spells.options]
# Decks drawn from the whole pool hold some of these kinds and lack others.
DECKS = [None, ("random-pool:4", "random-pool:5"), ("random-pool:72", "random-pool:73")]


def _fresh(state: GameState, seat: int, test: Callable[[AnyCard], bool]) -> bool:
    return any(test(card.card) for card in state.cards.values() if card.owner == seat)


@pytest.mark.parametrize("decks", DECKS)
def test_kept_answers_equal_a_fresh_look_in_play_and_in_sampled_worlds(
    decks: tuple[str, str] | None,
) -> None:
    params = {} if decks is None else {"decks": list(decks)}
    game = load("guardians", **params)
    chooser = random.Random(3)
    answers: set[bool] = set()
    for number in range(3):
        state = game.new_state(number)
        assert isinstance(state, GameState)
        step = 0
        while not state.is_terminal():
            if step % 25 == 0:
                worlds = [state, state.determinize(0, Rng(step)), state.swap_hidden(1, Rng(step))]
                for world in worlds:
                    assert isinstance(world, GameState)
                    for seat in (0, 1):
                        for test in TESTS:
                            kept = world.owns_any(seat, test)
                            assert kept == _fresh(world, seat, test), (number, step, test)
                            answers.add(kept)
            state.apply(chooser.choice(state.legal_actions()))
            step += 1
    if decks is not None:
        assert answers == {True, False}  # both answers met


def test_a_listing_that_skips_equals_one_that_looks() -> None:
    game = load("guardians", decks=["random-pool:4", "random-pool:5"])
    chooser = random.Random(8)
    state = game.new_state(2)
    assert isinstance(state, GameState)
    compared = 0
    while not state.is_terminal() and compared < 40:
        seat = state.current_seat
        if state.phase == "organize" and seat is not None:
            looking = state.clone()
            assert isinstance(looking, GameState)
            looking.owned_kinds = {(seat, test): True for test in TESTS}  # never skips
            for family in FAMILIES:
                skipping = [str(a) for a in family(state, seat)]
                assert skipping == [str(a) for a in family(looking, seat)]
            compared += 1
        state.apply(chooser.choice(state.legal_actions()))
    assert compared >= 10


def test_a_face_set_by_hand_gets_its_own_answers_and_leaves_the_clones_theirs() -> None:
    # ``set_face`` may put any face on a card (a test's position): the state then answers
    # from its own cards, and a clone made before keeps the answers that hold for it.
    game = load("guardians", decks=["random-pool:4", "random-pool:5"])
    state = game.new_state(0)
    assert isinstance(state, GameState)
    assert not state.owns_any(0, accessories.is_accessory_card)  # seat 0 holds none
    before = state.clone()
    assert isinstance(before, GameState)
    gift = next(
        c.card
        for c in state.cards.values()
        if c.owner == 1 and accessories.is_accessory_card(c.card)
    )
    mine = next(cid for cid, c in state.cards.items() if c.owner == 0)
    state.set_face(mine, gift)
    assert state.owns_any(0, accessories.is_accessory_card)
    assert not before.owns_any(0, accessories.is_accessory_card)


def test_games_dealt_the_same_decks_share_their_answers() -> None:
    # Every game dealt from the same decks gives each seat the same faces (the shuffle only
    # orders them): one game's answer serves the next without a look at its cards.
    game = load("guardians", decks=["random-pool:4", "random-pool:5"])
    first, second = game.new_state(1), game.new_state(2)
    assert isinstance(first, GameState) and isinstance(second, GameState)
    assert first.owned_kinds is second.owned_kinds
    answer = first.owns_any(1, accessories.is_accessory_card)
    assert second.owned_kinds[1, accessories.is_accessory_card] is answer
    assert answer == _fresh(second, 1, accessories.is_accessory_card)
    other = load("guardians", decks=["random-pool:72", "random-pool:73"]).new_state(1)
    assert isinstance(other, GameState) and other.owned_kinds is not first.owned_kinds
    # a face set by hand: that state's own answers from then on, the others' untouched
    mine = next(cid for cid, c in second.cards.items() if c.owner == 0)
    face = second.cards[mine].card
    second.set_face(mine, next(c.card for c in first.cards.values() if c.card is not face))
    assert second.owned_kinds is not first.owned_kinds
    assert game.new_state(3).owned_kinds is first.owned_kinds
