"""Random-vs-random games with decks holding the creatures playable only as their owner's
command card (Scamp Jones, Rye Beaner; combat/command_only.py): every action checked against
the invariants of ``test_random_games.py``; each of them played as a command card at least once
(the games stop once both are seen) and never seen fighting in a match-up; each seat's secrets
kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Scamp Jones", "Rye Beaner")
#: At most this many games are played to see every card commanding.
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(("5 Axeman\n", "2 Axeman\n" + copies(5, CARDS)), max_turns=16)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command",), chance=0.8)


def test_random_games_play_each_as_a_command_card_and_never_in_a_matchup() -> None:
    commanded: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "command" and told.get("card") in CARDS:
                commanded.add(str(told["card"]))
            fighting = {
                "matchup": told.get("cards", ()),
                "ranged": (told.get("card"),),
                "secondary": (told.get("card"),),  # the attacker (a command card is a target)
            }.get(str(told["kind"]), ())
            assert not set(CARDS) & set(fighting), told
        if commanded == set(CARDS):
            break
    assert commanded == set(CARDS)


def test_games_with_command_only_creatures_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
