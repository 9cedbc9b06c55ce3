"""Random-vs-random games with decks full of Oscar the Wonder Chimp and spells to keep with it
(Make Juice, cast outside combat; Power Lunch, in a combat; Ice Storm, a command spell): every
action checked against the invariants of ``test_random_games.py``, the chimp seen keeping a
spell both outside combat and in one, and each seat's secrets kept (the conformance checks on
these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

OSCAR = "Oscar the Wonder Chimp"
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(4, (OSCAR, "Make Juice", "Power Lunch", "Ice Storm"))),
        ("5 Swordsman\n5 Axeman\n", "3 Swordsman\n3 Axeman\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast",), chance=0.6)


def test_random_games_keep_spells_with_the_chimp_in_and_out_of_combat() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "recovered" and told["card"] == OSCAR:
                met.add("outside combat")
            if "Storage Hand" in str(told) and OSCAR in str(told):
                met.add("in a combat")
        if met == {"outside combat", "in a combat"}:
            break
    assert met == {"outside combat", "in a combat"}


def test_games_with_the_chimp_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
