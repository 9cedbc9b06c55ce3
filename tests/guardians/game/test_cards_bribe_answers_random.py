"""Random-vs-random games with decks holding the spells that answer a bribe (Shadow Bank Job,
Shadow Beer Heist, Shadow Panty Raid, Pirate Double Cross; combat/bribe_answers.py), Pirate
Raiding Party (combat/raids.py), and Pirates and bribery cards of every kind: every action
checked against the invariants of ``test_random_games.py``, each spell seen cast at least once,
and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = (
    "Shadow Bank Job",
    "Shadow Beer Heist",
    "Shadow Panty Raid",
    "Pirate Double Cross",
    "Pirate Raiding Party",
)
GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(2, CARDS)),
        ("5 Swordsman\n5 Axeman\n", "4 Jibber\n4 Yard Rat\n"),
        ("2 Gold\n", "3 Gold\n3 Beer\n3 Babes\n"),
        ("3 Valkyrie Spirit\n", ""),
        ("5 Angel\n", "1 Angel\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("bribe", "cast", "attack"), chance=0.7)


def test_random_games_answer_bribes_with_every_spell() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "cast" and told.get("card") in CARDS:
                met.add(told["card"])
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_spells_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
