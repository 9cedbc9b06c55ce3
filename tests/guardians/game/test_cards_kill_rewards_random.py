"""Random-vs-random games with decks holding Oppressed Slaves (play/kill_rewards.py), with
Dispel Magic to answer it: every action checked against the invariants of
``test_random_games.py``, the item seen to earn its stones after a kill at least once, and each
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
    text = DECK.format(guardian=RAK_NAM).replace("2 Amulet of Flying\n", "5 Oppressed Slaves\n")
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_reward_kills_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast",), chance=0.7)
        if any(e.to_json()["kind"] == "kill-rewarded" for e in state.event_log):
            return
    raise AssertionError("Oppressed Slaves never earned its stones")


def test_games_with_oppressed_slaves_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
