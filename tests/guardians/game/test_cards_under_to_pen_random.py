"""Random-vs-random games with decks holding Gehrund, Field Marshal (as command card, for a
stone, the opponent's creatures under his stronghold cards and on his upgrades go to his
Creature Pen) and channelers to send: every action checked against the invariants of
``test_random_games.py`` (no card lost or made on the way to the pen); Gehrund seen sending
creatures (the games stop once seen); each seat's secrets kept (the conformance checks on
these decks)."""

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
    creatures = "5 Gehrund, Field Marshal\n5 Valkyrie Spirit\n"
    text = DECK.format(guardian=RAK_NAM).replace("5 Axeman\n", creatures)
    text = text.replace("3 Valkyrie Spirit\n", "")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "channel", "place"), chance=0.8)


def test_random_games_see_gehrund_send_creatures_to_the_pen() -> None:
    sent = 0
    for seed in range(GAMES):
        state = _play(seed)
        sent += sum(int(e.to_json()["count"]) for e in state.event_log if e.kind == "under-to-pen")
        if sent:
            break
    assert sent > 0


def test_games_with_gehrund_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
