"""Random-vs-random games with decks holding Reverend Smilin' Jack (few terrain cards, so that
lands take face-down cards): every action checked against the invariants of
``test_random_games.py``; his command bringing a face-down terrain card into the combat hand and
a creature of his shield laid as terrain both met; each seat's secrets kept (the conformance
checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame

GAMES = 40
JOINS = "its side's face-down terrain card joins its combat hand"


@cache
def _game() -> GuardiansGame:
    text = (
        DECK.format(guardian=RAK_NAM)
        .replace("5 Swordsman\n", "5 Reverend Smilin' Jack\n")
        .replace("4 Woods\n3 Spires\n", "")
        .replace("5 Axeman\n", "5 Axeman\n5 Swordsman\n")
        .replace("3 Gunner\n", "5 Gunner\n")
    )
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_meet_smilin_jack_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("command", "facedown"), chance=0.8)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "creature-laid-as-terrain":
                met.add("laid")
            if told["kind"] == "effect" and told.get("says") == JOINS:
                met.add("joined")
        if met == {"laid", "joined"}:
            return
    raise AssertionError(f"Reverend Smilin' Jack met only {sorted(met)}")


def test_games_with_smilin_jack_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
