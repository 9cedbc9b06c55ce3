"""Random-vs-random games with decks holding Head of Gudea (play/phase_start_items.py), with
Guardians that have special abilities to cancel (Sikura's paid dispel, Tes let's Up card):
every action checked against the invariants of ``test_random_games.py``, the Head seen played on
each Guardian, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians import events
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

GUDEA = "Head of Gudea"
SIKURA, TES_LET = "Sikura, Preceptor of Prophets", "Tes let, Leader with Foresight"
#: At most this many games are played to see the Head cancel each Guardian.
GAMES = 20


@cache
def _game() -> GuardiansGame:
    decks = [
        DECK.format(guardian=guardian).replace("2 Dispel Magic\n", f"2 Dispel Magic\n4 {GUDEA}\n")
        for guardian in (SIKURA, TES_LET)
    ]
    loaded = load("guardians", decks=decks, max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast",), chance=0.5)


def _cancelled(state: GameState) -> set[int]:
    """The seats whose Guardian the Head cancelled in this game."""
    return {e.seat for e in state.event_log if isinstance(e, events.MoveSpell) and e.card == GUDEA}


def test_random_games_cancel_both_guardians_and_keep_the_invariants() -> None:
    met: set[int] = set()
    for seed in range(GAMES):
        met |= _cancelled(_play(seed))
        if met == {0, 1}:
            break
    assert met == {0, 1}


def test_games_with_the_head_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
