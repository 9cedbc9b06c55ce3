"""The speed of search: ismcts iterations per second beside OpenSpiel's Python search bots'
simulations per second, measured in the same run, on the same game; and each difficulty's
decision latency.

Iterations/s, every searcher on the same positions of each game (``guardians-combat`` from
its start, where the issue sets the goal; elsewhere mid-game positions of random games where
the seat has a choice), 100 iterations (simulations) a search, interleaved in ``--rounds``
rounds, medians reported, in this process's CPU time (``--clock wall`` for wall time), as
peers.py does. What one iteration is, for each:

- ours, ``ismcts`` with its defaults: a copy of a ``determinize`` sample (one sample serves 4
  iterations; the search never sees the real state), a walk down a tree keyed by what the
  seat sees, a random rollout **cut after 2 actions** (8 in Highlander) and ``evaluate``.
- ``MCTSBot`` (open_spiel.python.algorithms.mcts, UCT, ``RandomRolloutEvaluator``):
  OpenSpiel's perfect-information bot on our game through ``stronghold.interop.openspiel``:
  a copy of the **real** state (hidden cards and the chance to come included: no
  determinize), a walk down its tree of actions, and a random rollout **to the end of the
  game** scored by the returns (the table gives a rollout's mean length).
- ``MCTSBot, cut``: the same bot with an evaluator that plays our rollout (the same cut, the
  same ``evaluate``) instead of OpenSpiel's: the closest to the same work per iteration
  (still perfect information: no ``determinize``).
- ``ISMCTSBot`` (open_spiel.python.algorithms.ismcts, ``RandomRolloutEvaluator``): a world
  resampled every simulation (``resample_from_infostate``: our ``determinize``), nodes keyed
  by the information-state string (the seat's view as JSON), one node added per simulation,
  a random rollout to the end.
- ``MCTSBot`` on tic-tac-toe's first move: the proxy of sessions 9-12, kept for continuity.

Every OpenSpiel bot works through the adapter (each position's legal actions as indices,
each action decoded back), a cost ours does not pay.

Latency: the wall time of ``choose`` at ``easy``, ``medium`` and ``hard`` on positions of
random games where the seat has more than one choice (a single choice takes no time), median
and p99 (with few positions the p99 is the slowest one).

Usage: .venv-bench/bin/python benchmarks/search.py [--seconds S] [--rounds R]
    [--positions N] [--hard-positions M] [--clock cpu|wall] [--game ID ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

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


#: Iterations (simulations) of one search, ours and the peers'.
SEARCH = 100

#: What one iteration of each searcher does, printed above the table.
LABELS = (
    "Iterations (simulations) per second of 100-iteration searches of the same positions,"
    " each searcher in turn every round; ratio: ismcts's rate over the peer's.",
    "- ismcts: a copy of a determinize sample (4 iterations a sample; never the real state),"
    " its tree, a random rollout cut after 2 actions (8 in Highlander), evaluate.",
    "- MCTSBot: OpenSpiel's Python MCTS through stronghold.interop.openspiel, perfect"
    " information (a copy of the real state: hidden cards and chance included, no"
    " determinize), a random rollout to the end of the game (its mean length: the last"
    " column), the returns.",
    "- MCTSBot cut: the same bot with our rollout (cut as ours, evaluate for each seat).",
    "- ISMCTSBot: OpenSpiel's Python ISMCTS, a world resampled (our determinize) every"
    " simulation, nodes keyed by the information-state string, a rollout to the end.",
    "- MCTSBot tic-tac-toe: the same bot on tic-tac-toe's first move (sessions 9-12's proxy).",
    "The OpenSpiel bots also pay the adapter at each position (legal actions as indices).",
)


def search_positions(game_id: str) -> list[State]:
    """The positions every searcher searches, in turn."""
    return positions(game_id, 4, skip=0 if game_id == "guardians-combat" else 30)


def iterations(spots: list[State]) -> Callable[[], int]:
    """One ismcts search of ``SEARCH`` iterations per call, over ``spots`` in turn."""
    turn = [0]

    def one() -> int:
        state = spots[turn[0] % len(spots)]
        turn[0] += 1
        seat = state.current_seat
        assert seat is not None
        agent = ISMCTSAgent(seed=turn[0], iterations=SEARCH)
        agent.choose(state, seat)
        return agent.stats.iterations

    return one


def spiel_searches(game_id: str, spots: list[State]) -> dict[str, Callable[[], int]]:
    """OpenSpiel's Python bots searching ``spots`` through our OpenSpiel registration, one
    search of ``SEARCH`` simulations per call: ``mcts`` (random rollouts to the end),
    ``mcts-cut`` (our rollout: cut as ours, scored by ``evaluate``) and ``ismcts``."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    from stronghold.agents.ismcts import DEFAULT_ROLLOUT_DEPTH, ROLLOUT_DEPTHS
    from stronghold.interop import openspiel

    game = openspiel.load_game(game_id)
    states = [openspiel.StrongholdState(game, state.clone()) for state in spots]
    depth = ROLLOUT_DEPTHS.get(game_id, DEFAULT_ROLLOUT_DEPTH)

    class CutRollout(mcts.RandomRolloutEvaluator):  # type: ignore[misc]
        """A random rollout of at most ``depth`` actions scored by the game's ``evaluate``
        for every seat (the end's returns where it ends), as ismcts scores one."""

        def evaluate(self, state: Any) -> Any:
            working = state.clone()
            for _ in range(depth):
                if working.is_terminal():
                    break
                working.apply_action(self._random_state.choice(working.legal_actions()))
            if working.is_terminal():
                return np.array(working.returns())
            inner = working.inner
            return np.array([inner.evaluate(seat) for seat in range(inner.game.seats)])

    full = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bots = {
        "mcts": mcts.MCTSBot(game, 2.0, SEARCH, full, solve=False,
                             random_state=np.random.RandomState(1)),
        "mcts-cut": mcts.MCTSBot(game, 2.0, SEARCH, CutRollout(1, np.random.RandomState(2)),
                                 solve=False, random_state=np.random.RandomState(3)),
        "ismcts": ismcts.ISMCTSBot(game=game, evaluator=full, uct_c=2.0,
                                   max_simulations=SEARCH, random_state=np.random.RandomState(4)),
    }  # fmt: skip

    def searching(bot: Any) -> Callable[[], int]:
        turn = [0]

        def one() -> int:
            bot.step(states[turn[0] % len(states)])
            turn[0] += 1
            return SEARCH

        return one

    return {name: searching(bot) for name, bot in bots.items()}


def playout_length(spots: list[State], playouts: int = 5) -> float:
    """The mean number of random actions from ``spots`` to the end of the game: what one
    full random rollout plays."""
    chooser = Rng(5)
    lengths = []
    for state in spots:
        for _ in range(playouts):
            world = state.clone()
            moves = 0
            while not world.is_terminal():
                world.apply(chooser.choice(world.legal_actions()))
                moves += 1
            lengths.append(moves)
    return statistics.mean(lengths)


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
    proxy = peers.openspiel_simulations()
    for line in LABELS:
        print(line)
    print(
        "| game | ismcts it/s | MCTSBot sims/s | ratio | MCTSBot cut sims/s | ratio"
        " | ISMCTSBot sims/s | ratio | MCTSBot tic-tac-toe sims/s | ratio | rollout to the end |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for game_id in args.game or GAMES:
        spots = search_positions(game_id)
        works = {"ours": iterations(spots), **spiel_searches(game_id, spots), "proxy": proxy}
        for work in works.values():  # warmed up outside the timing (imports, card data)
            work()
        rates: dict[str, list[float]] = {name: [] for name in works}
        for _ in range(args.rounds):  # interleaved: each searcher in turn, every round
            for name, work in works.items():
                rates[name].append(peers.rate(work, args.seconds))
        median = {name: statistics.median(values) for name, values in rates.items()}
        ours = median["ours"]
        cells = [f"{ours:,.0f}"]
        for name in ("mcts", "mcts-cut", "ismcts", "proxy"):
            cells += [f"{median[name]:,.0f}", f"{ours / median[name]:.2f}x"]
        cells.append(f"{playout_length(spots):,.0f}")
        print(f"| {game_id} | {' | '.join(cells)} |", flush=True)
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
