"""Random-vs-random games with decks holding Cactus McFingers (play/terrain_claims.py): every
action checked against the invariants of ``test_random_games.py``, his right to lay a terrain
card on a land just won used at least once, and each seat's secrets kept (the conformance
checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame

GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(("5 Swordsman\n", "5 Cactus McFingers\n"), max_turns=20)


def test_random_games_claim_lands_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("command", "terrain"), chance=0.8)
        if any(e.to_json()["kind"] == "terrain-claimed" for e in state.event_log):
            return
    raise AssertionError("Cactus McFingers never laid a terrain card")


def test_games_with_cactus_mcfingers_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
