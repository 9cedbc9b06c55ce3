"""Random-vs-random games with decks holding the discard-pile items of session 11: the Rosetta
Stone (play/settle_items.py), Champs, the Wonder Dog (which may not bring a Rosetta Stone back)
and the Holy Grail (play/recovery.py): every action checked against the invariants of
``test_random_games.py``, the Stone seen to shuffle cards back and the Grail to bring creatures
back at least once, and each seat's secrets kept (the conformance checks on these decks)."""

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
    ours = "5 Rosetta Stone\n1 Champs, the Wonder Dog\n5 Holy Grail\n"
    return swapped_game(("2 Amulet of Flying\n", ours), max_turns=20)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "pick"), chance=0.5)


def test_random_games_shuffle_and_bring_cards_back_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "shuffled-back":
                met.add("Rosetta Stone")
            if told["kind"] == "recovered" and told["card"] == "Holy Grail":
                met.add("Holy Grail")
        if met == {"Rosetta Stone", "Holy Grail"}:
            return
    raise AssertionError(f"only {sorted(met)} met")


def test_games_with_rosetta_stones_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
