"""Highlander: The Duel: character balance between equal agents, speed, and greedy's strength.

Random against random (our own loop, so it also reports game lengths and how often the first
Offensive Player wins) and greedy against greedy (``stronghold.agents.simulate``, seats
rotating) give each character's win rate with a Wilson 95 % interval; seat 0 is Connor
MacLeod, seat 1 The Kurgan. Optionally greedy against random as ``stronghold sim`` plays it.

Usage: .venv/bin/python benchmarks/highlander.py [--random-games N] [--greedy-games N]
       [--versus-games N] [--seed S] [--rules JSON]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from playout import memory_per_game

import stronghold
from stronghold.agents import simulate
from stronghold.agents.sim import wilson_interval

GAME = "highlander-duel"


def random_games(games: int, seed: int, params: dict[str, Any]) -> list[tuple[str, str]]:
    """Random against random: per-character wins, speed, lengths, first-offensive wins."""
    game = stronghold.load(GAME, **params)
    names = [fighter.name for fighter in game.card_set.characters]
    wins = [0, 0]
    first_wins = 0
    decisions = 0
    rounds: list[int] = []
    start = time.perf_counter()
    for number in range(games):
        state = game.new_state(seed + number)
        first = state.offensive
        chooser = random.Random(seed + number)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
        outcome = state.outcome
        assert outcome is not None
        winner = outcome.winners[0]
        wins[winner] += 1
        first_wins += winner == first
        rounds.append(state.round)
    elapsed = time.perf_counter() - start
    rows = [(f"random: {names[s]} wins", _rate(wins[s], games)) for s in (0, 1)]
    rows += [
        ("random: first Offensive Player wins", _rate(first_wins, games)),
        ("random: rounds per game (mean / max)", f"{sum(rounds) / games:.1f} / {max(rounds)}"),
        ("random: games per second", f"{games / elapsed:,.1f}"),
        ("random: decisions per second", f"{decisions / elapsed:,.0f}"),
    ]
    return rows


def _rate(wins: int, games: int) -> str:
    """A win rate with its 95 % interval."""
    low, high = wilson_interval(wins, games)
    return f"{wins / games:.1%} ({low:.1%}-{high:.1%})"


def greedy_games(games: int, seed: int, params: dict[str, Any]) -> list[tuple[str, str]]:
    """Greedy against greedy: per-character (per-seat) wins and speed."""
    names = [c.name for c in stronghold.load(GAME, **params).card_set.characters]
    result = simulate(GAME, games=games, agents=["greedy", "greedy"], seed=seed, params=params)
    finished = result.finished
    rows = [(f"greedy: {names[s]} wins", _rate(result.seat_wins[s], finished)) for s in (0, 1)]
    rows += [
        ("greedy: errors", str(result.errors)),
        ("greedy: games per second", f"{games / result.seconds:,.2f}"),
        ("greedy: decisions per second", f"{result.decisions / result.seconds:,.0f}"),
    ]
    return rows


def versus_games(games: int, seed: int, params: dict[str, Any]) -> list[tuple[str, str]]:
    """Greedy against random, seats rotating: greedy's win rate."""
    result = simulate(GAME, games=games, agents=["greedy", "random"], seed=seed, params=params)
    return [
        ("greedy vs random: greedy wins", _rate(result.wins["greedy"], result.finished)),
        ("greedy vs random: errors", str(result.errors)),
        ("greedy vs random: games per second", f"{games / result.seconds:,.2f}"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--random-games", type=int, default=2000, help="random-vs-random games")
    parser.add_argument("--greedy-games", type=int, default=400, help="greedy-vs-greedy games")
    parser.add_argument("--versus-games", type=int, default=0, help="greedy-vs-random games")
    parser.add_argument("--seed", type=int, default=1, help="first seed of every run")
    parser.add_argument("--rules", default="{}", help="rule options as JSON")
    args = parser.parse_args()
    params: dict[str, Any] = {"rules": json.loads(args.rules)}
    rows: list[tuple[str, str]] = []
    if args.random_games > 0:
        rows += random_games(args.random_games, args.seed, params)
    if args.greedy_games > 0:
        rows += greedy_games(args.greedy_games, args.seed, params)
    if args.versus_games > 0:
        rows += versus_games(args.versus_games, args.seed, params)
    rows.append(("memory per game (KiB)", f"{memory_per_game('highlander-duel', **params):,.0f}"))
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value:>22}")


if __name__ == "__main__":
    main()
