"""Random-vs-random games with decks full of the Titans (``size_at_will``, combat/sizes.py),
Medallions of Skyphos and creatures that care about size (Lancer, Crystal Flash): every action
checked against the invariants of ``test_random_games.py``, each Titan seen changing its size in
a combat, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Female Titan", "Male Titan")
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", "3 Medallion of Skyphos\n"),
        ("5 Swordsman\n5 Axeman\n", copies(4, (*CARDS, "Lancer")) + "2 Crystal Flash\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("size",), chance=0.5)


def test_random_games_change_each_titans_size() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "effect" and " sized, Vitality " in told["says"]:
                met.update(name for name in CARDS if told["subject"] == name)
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_the_titans_keep_each_seats_secrets() -> None:
    for seed in (0, 1, 2):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
