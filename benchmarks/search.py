"""The speed of search: ismcts iterations per second beside OpenSpiel's Python MCTS bot's
simulations per second, measured in the same run; and each difficulty's decision latency.

- Iterations/s: ``ismcts`` searching positions of each game (on ``guardians-combat`` from
  its start, where the issue sets the goal; elsewhere mid-game positions of random games),
  with the agent's defaults: each iteration a copy of a ``determinize`` sample (one sample
  serves 4 iterations), a walk down the tree, a rollout of at most 2 actions and an
  ``evaluate`` per seat; OpenSpiel's ``MCTSBot`` (random rollouts to the end) on
  tic-tac-toe's first move, in simulations/s. Interleaved in ``--rounds`` rounds, medians
  reported, in this process's CPU time (``--clock wall`` for wall time), as peers.py does.
- Latency: the wall time of ``choose`` at ``easy``, ``medium`` and ``hard`` on positions
  of random games where the seat has more than one choice (a single choice takes no time),
  median and p99 (with few positions the p99 is the slowest one).

Usage: .venv-bench/bin/python benchmarks/search.py [--seconds S] [--rounds R]
    [--positions N] [--hard-positions M] [--clock cpu|wall]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

import peers

import stronghold
from stronghold.agents import make_agent
from stronghold.agents.ismcts import ISMCTSAgent
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

GAMES = ("guardians-combat", "guardians", "guardians-arena", "highlander-duel", "promised-land")


def positions(game_id: str, count: int, seed: int = 0, skip: int = 20) -> list[State]:
    """``count`` positions of random games of ``game_id`` where the seat to act has more than
    one legal action (at least ``skip`` random actions in, except on guardians-combat)."""
    game = stronghold.load(game_id)
    rng = Rng(seed)
    found: list[State] = []
    deal = seed
    while len(found) < count:
        state = game.new_state(deal)
        deal += 1
        moves = 0
        while not state.is_terminal() and len(found) < count:
            options = state.legal_actions()
            if len(options) > 1 and (moves >= skip or game_id == "guardians-combat"):
                found.append(state.clone())
                moves = 0
            state.apply(rng.choice(options))
            moves += 1
    return found


def iterations(game_id: str) -> Callable[[], int]:
    """One ismcts search of 100 iterations per call, over a few positions in turn."""
    spots = positions(game_id, 4, skip=0 if game_id == "guardians-combat" else 30)
    turn = [0]

    def one() -> int:
        state = spots[turn[0] % len(spots)]
        turn[0] += 1
        seat = state.current_seat
        assert seat is not None
        agent = ISMCTSAgent(seed=turn[0], iterations=100)
        agent.choose(state, seat)
        return agent.stats.iterations

    return one


def latency(name: str, spots: list[State]) -> tuple[float, float]:
    """Median and p99 wall seconds of ``name``'s decision on ``spots``."""
    times = []
    for number, state in enumerate(spots):
        seat = state.current_seat
        assert seat is not None
        agent = make_agent(name, seed=number)
        start = time.perf_counter()
        agent.choose(state, seat)
        times.append(time.perf_counter() - start)
    times.sort()
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    return statistics.median(times), p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per measure")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per figure")
    parser.add_argument("--positions", type=int, default=20, help="positions for easy, medium")
    parser.add_argument("--hard-positions", type=int, default=6, help="positions for hard")
    parser.add_argument("--clock", choices=sorted(peers.CLOCKS), default="cpu")
    parser.add_argument("--game", action="append", help="a game id (repeatable; default all)")
    args = parser.parse_args()
    peers.clock = peers.CLOCKS[args.clock]
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"search speed, {started}, {args.clock} clock, load average {os.getloadavg()[0]:.1f}")
    mcts = peers.openspiel_simulations()
    print("| game | ismcts iterations/s | OpenSpiel MCTS simulations/s (tic-tac-toe) | ratio |")
    print("|---|---:|---:|---:|")
    for game_id in args.game or GAMES:
        search = iterations(game_id)
        ours, theirs = peers.median_rounds(
            args.rounds,
            lambda: (peers.rate(search, args.seconds), peers.rate(mcts, args.seconds)),  # noqa: B023
        )
        print(f"| {game_id} | {ours:,.0f} | {theirs:,.0f} | {ours / theirs:.2f}x |", flush=True)
    if args.positions < 1:  # (--positions 0: the iterations only)
        return
    print()
    print("| game | level | positions | median s | p99 s |")
    print("|---|---|---:|---:|---:|")
    for game_id in args.game or GAMES:
        spots = positions(game_id, args.positions, seed=1)
        for name, count in (
            ("easy", args.positions), ("medium", args.positions), ("hard", args.hard_positions),
        ):  # fmt: skip
            median, p99 = latency(name, spots[:count])
            print(f"| {game_id} | {name} | {count} | {median:.3f} | {p99:.3f} |", flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
