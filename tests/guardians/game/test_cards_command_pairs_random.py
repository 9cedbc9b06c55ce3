"""Random-vs-random games with decks full of the C items played together with a creature as
one command card (Bagpipes of Fear, Heels of Speed; combat/command_pairs.py) and command
creatures for the Heels to attack: every action checked against the invariants of
``test_random_games.py``, each item seen played with a creature, the Heels seen attacking, and
each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Bagpipes of Fear", "Heels of Speed")
GAMES = 24


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(4, CARDS)),
        ("5 Swordsman\n5 Axeman\n", "3 Swordsman\n3 Kazarian Squawker\n4 Sorcerer\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command",), chance=0.7)


def test_random_games_play_each_item_with_a_creature_and_the_heels_attack() -> None:
    wanted = {*CARDS, "an attack"}
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "command":
                met.update(name for name in CARDS if f" with {name}" in told["card"])
            if told["kind"] == "effect" and told["says"].startswith("attacks "):
                met.add("an attack")
        if met == wanted:
            break
    assert met == wanted


def test_games_with_these_items_keep_each_seats_secrets() -> None:
    for seed in (0, 1, 2):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
