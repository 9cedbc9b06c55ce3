"""Random-vs-random games with decks holding the ranged attackers whose firing makes the
opponent discard a card of his choice (Secauris, Slim Jab; combat/ranged_discards.py), with
Externals for Slim Jab to fire at and creature items for Secauris to hit: every action checked
against the invariants of ``test_random_games.py``; each of them fired at least once and a card
discarded to one of them (the games stop once seen); each seat's secrets kept (the conformance
checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Secauris", "Slim Jab")
#: At most this many games are played to see every card fired.
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("5 Axeman\n", copies(5, (*CARDS, "Bantam Drake", "Groupie"))),
        ("2 Amulet of Flying\n", "3 Amulet of Flying\n3 The Black Eye\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("ranged", "discard"), chance=0.8)


def test_random_games_fire_each_and_make_the_opponent_discard() -> None:
    fired: set[str] = set()
    discarded: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "ranged" and told.get("card") in CARDS:
                fired.add(str(told["card"]))
            if told["kind"] == "discarded" and told.get("why") in CARDS:
                discarded.add(str(told["why"]))
        if fired == set(CARDS) and discarded == set(CARDS):
            break
    assert fired == set(CARDS)
    assert discarded == set(CARDS)


def test_games_with_ranged_discards_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
