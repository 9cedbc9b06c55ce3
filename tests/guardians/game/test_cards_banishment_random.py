"""Random-vs-random games with decks holding Warwick's Banishment (play/discard_tolls.py), the
Rosetta Stone to take cards from a discard pile and Dispel Magic to dispel the Banishment:
every action checked against the invariants of ``test_random_games.py``, the Banishment seen
laid beside a pile, a toll paid and a Banishment dispelled, and each seat's secrets kept (the
conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Warwick's Banishment", "Rosetta Stone", "Dispel Magic")
GAMES = 40
#: What the games must show: the Banishment laid, a toll paid, a Banishment dispelled.
SEEN = ("lying beside its discard pile", "a card leaves its discard pile", "dispels Warwick")


@cache
def _game() -> GuardiansGame:
    # (the deck holds 2 Dispel Magic already: 3 more make the most allowed)
    swap = copies(4, CARDS[:2]) + "3 Dispel Magic\n"
    return swapped_game(("2 Amulet of Flying\n", swap), max_turns=20)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "pick"), chance=0.5)


def test_random_games_meet_the_banishment_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = str(event.to_json())
            met.update(what for what in SEEN if what in told)
        if met == set(SEEN):
            break
    assert met == set(SEEN)


def test_games_with_the_banishment_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
