"""Random-vs-random games with decks holding Limited Big Time Rebate beside cards that cost
stones (Small Mox, Peace, Dispel Magic, bribery): every action checked against the invariants
of ``test_random_games.py`` (stones never below zero among them), a Rebate cast and paid back
at the end of Terrain Settlement, and each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

GAMES = 20


@cache
def _game() -> GuardiansGame:
    ours = "3 Limited Big Time Rebate\n2 Small Mox\n2 Peace\n"
    return swapped_game(("2 Amulet of Flying\n", ours), max_turns=20)


def _play(seed: int) -> GameState:
    state = play_checked(_game(), seed, prefer=("cast",), chance=0.5)
    assert all(player.stones >= 0 for player in state.players)
    return state


def test_random_games_cast_the_rebate_and_pay_it_back_after_settlement() -> None:
    paid = 0
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "rebate-paid":
                assert told["back"] == (told["spent"] + 1) // 2
                paid += told["spent"] > 0
        if paid:
            break
    assert paid


def test_games_with_the_rebate_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
