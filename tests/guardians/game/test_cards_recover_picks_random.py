"""Random-vs-random games with decks holding Gateway To Mystfall and Fairies
(play/recover_picks.py), with Dispel Magic to answer it: every action checked against the
invariants of ``test_random_games.py``, Fairies seen to come back at least once, and each
seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame

GAMES = 20


@cache
def _game() -> GuardiansGame:
    ours = "4 Gateway To Mystfall\n5 Old Gumper\n5 Crook End Snoot\n"
    text = DECK.format(guardian=RAK_NAM).replace("2 Amulet of Flying\n", ours)
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_bring_fairies_back_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "pick"), chance=0.6)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "recovered" and told["card"] == "Gateway To Mystfall":
                if told["back"]:
                    return
    raise AssertionError("Gateway To Mystfall never brought a Fairy back")


def test_games_with_gateway_to_mystfall_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
