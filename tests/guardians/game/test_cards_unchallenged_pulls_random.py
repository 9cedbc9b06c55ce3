"""Random-vs-random games with decks holding Vikia Tso'Shan'Lu (beating her primary opponent
and rolling 3+, a random card of the opposing combat hand is pulled out, a creature standing
unchallenged in melee: combat/unchallenged.py) and weak creatures for her to beat: every
action checked against the invariants of ``test_random_games.py``, a pull seen at least once,
and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

VIKIA = "Vikia Tso'Shan'Lu"
#: At most this many games are played to see a pull.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    extra = f"5 {VIKIA}\n5 Trumpeter\n5 Yandrax\n"
    text = DECK.format(guardian=RAK_NAM).replace("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _pulled(state: GameState) -> bool:
    return any(
        e.to_json()["kind"] == "effect"
        and e.to_json().get("subject") == VIKIA
        and str(e.to_json().get("says", "")).startswith("pulls ")
        for e in state.event_log
    )


def test_random_games_meet_a_pull_and_keep_the_invariants() -> None:
    met = False
    for seed in range(GAMES):
        if _pulled(play_checked(_game(), seed, prefer=("primary",), chance=0.3)):
            met = True
            break
    assert met


def test_games_with_vikia_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
