"""Speed of the combat engine: random combats played to the end. Prints a table of figures.

Usage: .venv/bin/python benchmarks/combat.py [--games N]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from playout import play_random

import stronghold


def play(seed: int) -> int:
    """One random game of guardians-combat to the end; returns the number of decisions taken."""
    return play_random("guardians-combat", seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    play(0)  # load the card library once, outside the timing
    start = time.perf_counter()
    decisions = sum(play(seed) for seed in range(args.games))
    elapsed = time.perf_counter() - start
    tracemalloc.start()
    state = stronghold.load("guardians-combat").new_state(1)
    clones = [state.clone() for _ in range(100)]
    size, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del clones
    rows = [
        ("games", f"{args.games}"),
        ("decisions", f"{decisions}"),
        ("games per second", f"{args.games / elapsed:,.1f}"),
        ("decisions per second", f"{decisions / elapsed:,.0f}"),
        ("memory per combat state (KiB)", f"{size / 100 / 1024:,.1f}"),
    ]
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value:>12}")


if __name__ == "__main__":
    main()
