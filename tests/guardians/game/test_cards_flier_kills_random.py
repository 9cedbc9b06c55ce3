"""Random-vs-random games with decks holding Rocks of Skull Cracking and fliers
(play/flier_kills.py), with Dispel Magic to answer it: every action checked against the
invariants of ``test_random_games.py``, fliers seen killed at least once, and each seat's
secrets kept (the conformance checks on these decks: a seat is asked at every opposing flight
whether it holds the item or not)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame

GAMES = 20


@cache
def _game() -> GuardiansGame:
    ours = "5 Rocks of Skull Cracking\n"  # (the deck has Angels and Buzzards)
    return swapped_game(("2 Amulet of Flying\n", ours), max_turns=20)


def test_random_games_kill_fliers_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "fly", "pick"), chance=0.7)
        if any(e.to_json().get("creatures") for e in state.event_log if e.kind == "fliers-killed"):
            return
    raise AssertionError("no flier was ever killed")


def test_games_with_rocks_of_skull_cracking_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
