"""Random-vs-random games with decks holding the spells that change what cards cost or whether
they may be played (Spectre's Ward, Iron Force of Sethos, Curse of the Betrayed: play/costs.py)
beside cards that cost stones (Peace, Dispel Magic, bribery): every action checked against the
invariants of ``test_random_games.py`` (stones never below zero among them), each spell seen in
force, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Spectre's Ward", "Iron Force of Sethos", "Curse of the Betrayed")
GAMES = 20


@cache
def _game() -> GuardiansGame:
    ours = "3 Spectre's Ward\n3 Iron Force of Sethos\n3 Curse of the Betrayed\n2 Peace\n"
    return swapped_game(("2 Amulet of Flying\n", ours), max_turns=20)


def _play(seed: int) -> GameState:
    state = play_checked(_game(), seed, prefer=("cast",), chance=0.5)
    assert all(player.stones >= 0 for player in state.players)
    return state


def test_random_games_put_every_cost_rule_in_force_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "cost-rule-in-force":
                met.add(told["card"])
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_cost_rules_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
