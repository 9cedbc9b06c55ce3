"""Random-vs-random games with decks holding the cards a defender plays as an attack arrives
(Cheesy Con Souvenir Tweezle, The Ol' Switcheroo: play/souvenirs.py): every action checked
against the invariants of ``test_random_games.py``, the souvenir seen to turn an attack away
and the Switcheroo to swap shields at least once, and each seat's secrets kept (the
conformance checks on these decks: the defender is asked whether it holds one or not)."""

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
    text = DECK.format(guardian=RAK_NAM).replace(
        "2 Amulet of Flying\n", "5 Cheesy Con Souvenir Tweezle\n4 The Ol' Switcheroo\n"
    )
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_turn_attacks_away_and_keep_the_invariants() -> None:
    met: set[str] = set()
    wanted = {"attack-repelled", "shields-switched"}
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("show", "cast"), chance=0.7)
        met.update(e.kind for e in state.event_log if e.kind in wanted)
        if met == wanted:
            return
    raise AssertionError(f"only {sorted(met)} met")


def test_games_with_souvenirs_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
