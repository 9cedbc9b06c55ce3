"""Speed of the full Guardians game and the strength of ``greedy``. Prints a table of figures.

Random play (uniform over the legal actions, to the end) gives decisions and games per second;
then ``greedy`` plays ``random`` as ``stronghold sim guardians --agents greedy,random`` does
(same seeds, seats rotating), for its win rate with a Wilson 95 % interval.

Usage: .venv/bin/python benchmarks/game.py [--games N] [--random-games N] [--seed S]
"""

from __future__ import annotations

import argparse
import time

from playout import memory_per_game, play_random

from stronghold.agents import simulate


def play(seed: int) -> int:
    """One random game of guardians to the end; returns the number of decisions taken."""
    return play_random("guardians", seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="greedy-vs-random games")
    parser.add_argument("--random-games", type=int, default=50, help="random-play games")
    parser.add_argument("--seed", type=int, default=1, help="first seed of both runs")
    args = parser.parse_args()
    play(0)  # load the card library once, outside the timing
    start = time.perf_counter()
    seeds = range(args.seed, args.seed + args.random_games)
    decisions = sum(play(seed) for seed in seeds)
    elapsed = time.perf_counter() - start
    rows = [
        ("random games", f"{args.random_games}"),
        ("random decisions", f"{decisions}"),
        ("random games per second", f"{args.random_games / elapsed:,.1f}"),
        ("random decisions per second", f"{decisions / elapsed:,.0f}"),
        ("memory per game (KiB)", f"{memory_per_game('guardians'):,.0f}"),
    ]
    if args.games > 0:
        result = simulate(
            "guardians", games=args.games, agents=["greedy", "random"], seed=args.seed
        )
        low, high = result.interval("greedy")
        rows += [
            ("greedy games", f"{args.games} (errors {result.errors}, draws {result.draws})"),
            ("greedy games per second", f"{args.games / result.seconds:,.2f}"),
            ("greedy-game decisions per second", f"{result.decisions / result.seconds:,.0f}"),
            ("greedy win rate", f"{result.win_rate('greedy'):.1%}"),
            ("greedy 95 % interval", f"{low:.1%} - {high:.1%}"),
        ]
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value:>12}")


if __name__ == "__main__":
    main()
