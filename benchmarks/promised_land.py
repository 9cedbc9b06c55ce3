"""Speed of Warriors of the Promised Land: random games at 2, 4 and 6 players. Prints a table.

Random play is uniform over the legal actions, to the end of the game (default rules and
``max_rounds``). Usage: .venv/bin/python benchmarks/promised_land.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import time

from playout import memory_per_game, play_random

PLAYER_COUNTS = (2, 4, 6)


def play(players: int, seed: int) -> int:
    """One random game to the end; returns the number of decisions taken."""
    return play_random("promised-land", seed, players=players)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    args = parser.parse_args()
    play(2, 0)  # load the cards once, outside the timing
    header = ("players", "games", "decisions", "decisions/s", "games/s", "KiB/game")
    print(
        f"{header[0]:>7}  {header[1]:>6}  {header[2]:>9}  {header[3]:>11}  {header[4]:>8}  "
        f"{header[5]:>8}"
    )
    for players in PLAYER_COUNTS:
        start = time.perf_counter()
        decisions = sum(play(players, args.seed + game) for game in range(args.games))
        elapsed = time.perf_counter() - start
        memory = memory_per_game("promised-land", players=players)
        print(
            f"{players:>7}  {args.games:>6}  {decisions:>9}  "
            f"{decisions / elapsed:>11,.0f}  {args.games / elapsed:>8,.1f}  {memory:>8,.0f}"
        )


if __name__ == "__main__":
    main()
