"""Random-vs-random games with decks holding Work Crew (play/work_crews.py), with Dispel Magic
to answer it: every action checked against the invariants of ``test_random_games.py``, a space
seen barred at least once, and each seat's secrets kept (the conformance checks on these
decks)."""

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
    return swapped_game(("2 Amulet of Flying\n", "5 Work Crew\n"), max_turns=20)


def test_random_games_bar_spaces_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast",), chance=0.7)
        told = [str(e.to_json()) for e in state.event_log if e.kind == "move-spell"]
        if any("Work Crew" in t and "bars" in t for t in told):
            return
    raise AssertionError("Work Crew never barred a space")


def test_games_with_work_crews_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
