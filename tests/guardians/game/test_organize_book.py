"""The organize book (``play/placing.py``) never goes stale: at every organize decision of
random games (the default decks and decks drawn from the whole pool: upgrades that hold
creatures, one-per-space creatures, standard bearers), the placements listed from the kept
book equal those listed from a book worked out afresh, and a book still held valid has the
same facts as a fresh one."""

from __future__ import annotations

import random

import pytest

from stronghold.engine.registry import load
from stronghold.games.guardians.play import placing
from stronghold.games.guardians.play.state import GameState

DECKS = [None, ("random-pool:11", "random-pool:12"), ("random-pool:40", "random-pool:41")]


def _facts(book: placing.Book) -> tuple[object, ...]:
    """What a book says of the board (its rows with where each lies, the stacking points,
    the creatures and items of each target, the targets, the pen's other cards, the shields
    on the seat's spaces, the upgrades that hold creatures)."""
    targets = {place for place, *_rest in book.targets}
    return (
        list(book.rows),
        {cid: book.where[cid] for cid in book.rows},
        dict(book.load),
        {place: list(book.counts[place]) for place in targets},
        list(book.targets),
        list(book.rest),
        {space: shield.id for space, shield in book.first.items()},
        list(book.holders),
    )


@pytest.mark.parametrize("decks", DECKS)
def test_the_kept_organize_listing_equals_a_fresh_one_at_every_step(
    decks: tuple[str, str] | None,
) -> None:
    params = {} if decks is None else {"decks": list(decks)}
    game = load("guardians", **params)
    chooser = random.Random(5)
    kept_used = compared = 0
    for number in range(6):
        state = game.new_state(number)
        assert isinstance(state, GameState)
        while not state.is_terminal():
            if state.phase == "organize":
                seat = state.current_seat
                assert seat is not None
                book = state.books[seat]
                if book is not None and book.key == placing.key_of(state, seat):
                    kept_used += 1
                    fresh_book = placing.build(state, seat, book.key)
                    assert _facts(book) == _facts(fresh_book), f"game {number}: a stale book"
                fresh = state.clone()  # a clone starts with no book
                assert isinstance(fresh, GameState)
                listed = [str(a) for a in placing.placements(state, seat)]
                assert listed == [str(a) for a in placing.placements(fresh, seat)]
                compared += 1
            state.apply(chooser.choice(state.legal_actions()))
    assert compared > 100 and kept_used > compared // 2  # the kept books were really used
