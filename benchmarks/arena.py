"""Speed of Guardians Arena under random play: decisions and games per second, per deck pair.

Usage: .venv/bin/python benchmarks/arena.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import time

from playout import memory_per_game

import stronghold

#: Deck pairs timed (ready-made decks of examples/decks).
PAIRS = (
    ("basic-knights", "basic-knights"),
    ("hellfire", "dragon-flight"),
    ("elemental-lands", "necro-channel"),
)


def timed(decks: tuple[str, str], games: int, seed: int) -> tuple[int, int, float]:
    """Random games of one deck pair: (games, decisions, seconds)."""
    game = stronghold.load("guardians-arena", decks=list(decks))
    decisions = 0
    start = time.perf_counter()
    for number in range(seed, seed + games):
        state = game.new_state(number)
        chooser = random.Random(number)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
    return games, decisions, time.perf_counter() - start


def _row(label: str, games: int, decisions: int, seconds: float) -> str:
    return (
        f"{label:<34} {games:>6} {decisions:>10} {games / seconds:>9.1f} "
        f"{decisions / seconds:>12,.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="random games per deck pair")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    timed(PAIRS[0], 1, args.seed)  # the card library loads outside the timing
    print(f"{'decks':<34} {'games':>6} {'decisions':>10} {'games/s':>9} {'decisions/s':>12}")
    runs = [timed(pair, args.games, args.seed) for pair in PAIRS]
    for pair, run in zip(PAIRS, runs, strict=True):
        print(_row(" vs ".join(pair), *run))
    print(_row("all", sum(r[0] for r in runs), sum(r[1] for r in runs), sum(r[2] for r in runs)))
    print(f"memory per game: {memory_per_game('guardians-arena'):,.0f} KiB")


if __name__ == "__main__":
    main()
