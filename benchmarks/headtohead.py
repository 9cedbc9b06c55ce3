"""Head-to-head strength of ismcts configurations against greedy (or each other), with an
ITERATION budget (deterministic for the seeds, the same on a busy machine as on a quiet one)
or a CPU-time budget.

An agent is written ``name`` (a registered agent) or ``ismcts:key=value,...`` with any of
``ISMCTSAgent``'s keyword arguments (``iterations``, ``think`` in CPU seconds, ``exploration``,
``rollout_depth``, ``reuse``, ...). Seats alternate and each deal is played in both seatings
(``simulate``); the result is ismcts's wins, losses and draws with a 95 % Wilson interval.

Usage: PYTHONPATH=. python benchmarks/headtohead.py GAME AGENT_A AGENT_B [--games N] [--seed S]
e.g.   benchmarks/headtohead.py guardians-combat ismcts:iterations=200 greedy --games 40
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import register_agent, simulate
from stronghold.agents.base import Agent
from stronghold.agents.ismcts import ISMCTSAgent


def _value(text: str) -> Any:
    """A keyword argument's value: None, an int, a float or the text."""
    if text == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def agent_name(spec: str, index: int) -> str:
    """A registered agent name for ``spec`` (an ``ismcts:...`` spec is registered anew)."""
    if ":" not in spec:
        return spec
    base, _, args = spec.partition(":")
    if base != "ismcts":
        raise SystemExit(f"only ismcts takes arguments, not {base!r}")
    kwargs = {key: _value(value) for key, value in (pair.split("=", 1) for pair in args.split(","))}
    if "think" in kwargs:  # CPU seconds, so that other programs count as little as they can
        kwargs.setdefault("clock", time.process_time)
        kwargs.setdefault("iterations", None)

    def make(*, seed: int) -> Agent:
        return ISMCTSAgent(seed=seed, **kwargs)

    name = f"spec{index}"
    register_agent(name, make)
    return name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("first", help="the agent measured (e.g. ismcts:iterations=200)")
    parser.add_argument("second", help="its opponent (e.g. greedy)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    names = [agent_name(args.first, 0), agent_name(args.second, 1)]
    started = time.process_time()
    result = simulate(args.game, games=args.games, agents=names, seed=args.seed)
    first, second = result.agents
    wins, losses = result.wins[first], result.wins[second]
    low, high = result.interval(first)
    print(
        f"{args.game} seed {args.seed}: {args.first} vs {args.second}: "
        f"{wins}-{losses}-{result.draws} ({result.errors} errors), "
        f"{100 * result.win_rate(first):.0f} % ({100 * low:.0f}-{100 * high:.0f} %), "
        f"{time.process_time() - started:.0f} s CPU"
    )


if __name__ == "__main__":
    main()
