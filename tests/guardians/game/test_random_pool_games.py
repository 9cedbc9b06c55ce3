"""Random-vs-random whole games of Guardians between ``random-pool`` decks (legal decks drawn
from the whole card pool, ``stronghold/games/guardians/random_deck.py``), every action checked
against the invariants of ``test_random_games.py``.

Game ``n`` pits ``random-pool:2n`` against ``random-pool:2n+1`` and is dealt with seed ``n``.
``make test`` plays the first ``QUICK_GAMES``; the soak (``make soak``, marker ``soak``) plays
``GAMES``. Every game is played even when one fails, and every failure is reported: a broken
invariant, an error raised by the engine, a game without an end.
"""

from __future__ import annotations

import random
import traceback
from collections import Counter
from functools import cache

import pytest
from test_random_games import MAX_DECISIONS, MAX_TURNS, _check_ending, check_cheap, check_hidden

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians import check_deck
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

QUICK_GAMES = 24
GAMES = 2_000


@cache
def _game(number: int) -> GuardiansGame:
    loaded = load(
        "guardians",
        decks=[f"random-pool:{2 * number}", f"random-pool:{2 * number + 1}"],
        max_turns=MAX_TURNS,
    )
    assert isinstance(loaded, GuardiansGame)
    return loaded


def play_pool_game(number: int) -> GameState:
    """Game ``number`` to its end, checked after every action."""
    game = _game(number)
    state = game.new_state(number)
    assert isinstance(state, GameState)
    rng = random.Random(number)
    decisions = 0
    check_cheap(state, f"game {number} start")
    check_hidden(state, f"game {number} start")
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, f"game {number}: no legal action in phase {state.phase}"
        action = rng.choice(actions)
        where = f"game {number} {game.params['decks']} decision {decisions + 1} ({action})"
        try:
            state.apply(action)
        except Exception as exc:
            raise AssertionError(f"{where}: {type(exc).__name__}: {exc}") from exc
        decisions += 1
        check_cheap(state, f"{where}, phase {state.phase}")
        check_hidden(state, f"{where}, phase {state.phase}")
        assert decisions <= MAX_DECISIONS, f"game {number}: no end after {MAX_DECISIONS}"
    return state


def _play_and_check(games: int) -> Counter[str]:
    """``games`` games from game 0, every failure reported; how each ended."""
    reasons: Counter[str] = Counter()
    broken: list[str] = []
    for number in range(games):
        try:
            reasons[_check_ending(number, play_pool_game(number))] += 1
        except Exception as exc:  # every game is played; every failure reported below
            last = traceback.extract_tb(exc.__traceback__)[-1]
            broken.append(f"{str(exc).splitlines()[0]} [{last.filename}:{last.lineno}]")
    assert not broken, f"{len(broken)} of {games} games failed:\n" + "\n".join(broken[:20])
    assert sum(reasons.values()) == games
    return reasons


def test_random_pool_decks_are_legal_and_the_same_for_a_seed() -> None:
    first, second = _game(0).decks
    assert first.name == "random-pool:0" and second.name == "random-pool:1"
    assert first != second
    assert _game(0).params["decks"] == ["random-pool:0", "random-pool:1"]
    again = load("guardians", decks=["random-pool:0", "random-pool:1"])
    assert isinstance(again, GuardiansGame) and again.decks == [first, second]
    for number in range(40):
        for deck in _game(number).decks:
            assert check_deck(deck) == [], deck.name  # no error, and no warning either


def test_a_bare_random_pool_deck_is_kept_with_the_seed_it_drew() -> None:
    game = load("guardians", decks=["random-pool", "basic-knights"])
    mine, theirs = game.params["decks"]
    assert mine.startswith("random-pool:") and theirs == "basic-knights"
    assert isinstance(game, GuardiansGame)
    replayed = load("guardians", decks=game.params["decks"])
    assert isinstance(replayed, GuardiansGame) and replayed.decks == game.decks


def test_games_between_random_pool_decks_end_and_keep_the_invariants() -> None:
    reasons = _play_and_check(QUICK_GAMES)
    assert len(reasons) >= 2  # not every game ends the same way


@pytest.mark.soak
def test_thousands_of_games_between_random_pool_decks_end_and_keep_the_invariants() -> None:
    reasons = _play_and_check(GAMES)
    assert reasons["controls all six disputed lands"] and reasons["lost 5 shields"]


@pytest.mark.parametrize("number", [0, 1, 14, 17])
def test_games_between_random_pool_decks_keep_each_seats_secrets(number: int) -> None:
    # The conformance checks of secrets (docs: HELPER-NOTES, "engine contract for secrets"),
    # on decks from the whole pool rather than the ready-made ones. Games 14 and 17 hold
    # moves whose told outcome rightly hangs on a hidden face: turned Up cards decide who
    # draws how many in the same step, an AOE discards the creatures it fells and leaves the
    # rest face down, a creature chosen face down must have its class declared.
    game = load(
        "guardians",
        decks=[f"random-pool:{2 * number}", f"random-pool:{2 * number + 1}"],
        max_turns=12,
    )
    check_indistinguishable(game, number)
    check_determinize_blind(game, number)
