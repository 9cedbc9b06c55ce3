"""Random-vs-random games with decks holding Famine (play/famine.py), with Dispel Magic to
answer it: every action checked against the invariants of ``test_random_games.py``, Famine
seen to lie on a shield, to take creatures at settlement and to be discarded, and each seat's
secrets kept (the conformance checks on these decks)."""

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
    text = DECK.format(guardian=RAK_NAM).replace("2 Amulet of Flying\n", "5 Famine\n")
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_starve_shields_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast",), chance=0.5)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in ("famine-laid", "famine-ends"):
                met.add(told["kind"])
            if told["kind"] == "upgrade-loss" and told["card"] == "Famine":
                met.add("loss")
        if met == {"famine-laid", "famine-ends", "loss"}:
            return
    raise AssertionError(f"only {sorted(met)} met")


def test_games_with_famine_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
