"""Random-vs-random games with decks full of the creatures whose power acts as they are turned
as the Up card (Jonstollo the Seeker, Chickenhead McCracken, Squibby; play/up_powers.py), with
Gold to fetch and The Dry Heaps for Squibby: every action checked against the invariants of
``test_random_games.py``, every one of these powers used at least once, and each seat's
secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Jonstollo the Seeker", "Chickenhead McCracken", "Squibby")
GAMES = 3


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Dispel Magic\n", "2 Dispel Magic\n" + copies(5, CARDS)),
        ("4 Woods\n3 Spires\n2 Mountains\n", "9 The Dry Heaps\n"),
        ("2 Gold\n", "5 Gold\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("seek", "fetch", "send"), chance=0.5)


def test_random_games_use_every_up_power_and_keep_the_invariants() -> None:
    used: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "up-power-used":
                used.add(str(told["card"]))
    assert used == set(CARDS)


def test_games_with_up_powers_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 2)
    check_determinize_blind(_game(), 2)
