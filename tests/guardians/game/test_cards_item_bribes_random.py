"""Random-vs-random games with decks holding Cratur Hobbs (a bribe paid with an Item,
combat/item_bribes.py) and the Cabin Boy (it goes to the pen in a bribed Pirate's place,
combat/bribe_answers.py), with Pirates, Items and bribery cards: every action checked against the
invariants of ``test_random_games.py``; a bribe paid with an Item and a Cabin Boy standing in
seen (the games stop once seen); each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

#: At most this many games are played to see both.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    creatures = "5 Cratur Hobbs\n5 Cabin Boy\n"
    text = DECK.format(guardian=RAK_NAM).replace("5 Axeman\n", creatures)
    text = text.replace("5 Angel\n", "5 Master Gunner\n")
    text = text.replace("2 Gold\n", "4 Gold\n3 Beer\n")
    text = text.replace("2 Amulet of Flying\n", "4 Rock of Far Rolling\n")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "bribe", "stand-in"), chance=0.8)


def test_random_games_bribe_with_an_item_and_stand_a_cabin_boy_in() -> None:
    seen: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "fate" and told.get("why") == "with Rock of Far Rolling":
                seen.add("item bribe")
            if told["kind"] == "fate" and str(told.get("why", "")).startswith(
                "to the Creature Pen in place of"
            ):
                seen.add("stand-in")
        if seen == {"item bribe", "stand-in"}:
            break
    assert seen == {"item bribe", "stand-in"}


def test_games_with_item_bribes_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
