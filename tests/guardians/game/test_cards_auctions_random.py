"""Random-vs-random games with decks holding Black Locust (as command card, the players bid
power stones for the space; combat/auctions.py): every action checked against the invariants
of ``test_random_games.py`` (the side outbid leaves the space as a side that retreats); a
bidding won seen (the games stop once seen); each seat's secrets kept (the conformance checks
on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

#: At most this many games are played to see it.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    text = DECK.format(guardian=RAK_NAM).replace("5 Axeman\n", "5 Black Locust\n")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "pay"), chance=0.8)


def _called_off(state: GameState) -> bool:
    return any(
        e.kind == "effect" and str(e.to_json()["says"]).startswith("the combat is called off")
        for e in state.event_log
    )


def test_random_games_see_a_bidding_for_the_space_won() -> None:
    assert any(_called_off(_play(seed)) for seed in range(GAMES))


def test_games_with_black_locusts_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
