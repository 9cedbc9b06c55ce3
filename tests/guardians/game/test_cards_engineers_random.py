"""Random-vs-random games with decks holding Ragmort's Engineers and four different upgrades
(play/engineers.py): every action checked against the invariants of ``test_random_games.py``,
the spell seen letting a second upgrade go beside an end card, and each seat's secrets kept
(the conformance checks on these decks)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

GAMES = 12


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", "2 Ragmort's Engineers\n"),
        ("1 Flame Cannon\n", "1 Flame Cannon\n1 Wizard's Tower\n1 Spikey Crenellations\n"),
        ("5 Swordsman\n5 Axeman\n", "4 Swordsman\n4 Axeman\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "upgrade"), chance=0.6)


def test_random_games_put_a_second_upgrade_beside_an_end_card() -> None:
    for seed in range(GAMES):
        state = _play(seed)
        placed: Counter[tuple[int, str]] = Counter()
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "upgraded" and told["seat"] == told["target"]:
                placed[told["seat"], told["side"]] += 1
        if any(count == 2 for count in placed.values()):
            return
    raise AssertionError("no game put two upgrades beside one card")


def test_games_with_the_engineers_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
