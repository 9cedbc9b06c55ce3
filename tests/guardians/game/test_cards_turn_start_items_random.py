"""Random-vs-random games with decks holding the magic items played right after the Up cards
are turned (Rooster, Sarcophagus of Haidra, Monolith of Power: play/turn_start_items.py), with
Dispel Magic to answer them: every action checked against the invariants of
``test_random_games.py``, each item seen played at least once, and each seat's secrets kept
(the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Rooster", "Sarcophagus of Haidra", "Monolith of Power")
GAMES = 20


@cache
def _game() -> GuardiansGame:
    return swapped_game(("2 Amulet of Flying\n", copies(4, CARDS)), max_turns=20)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast",), chance=0.5)


def test_random_games_play_every_turn_start_item_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "move-spell":
                met.update(name for name in CARDS if name in str(told))
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_turn_start_items_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
