"""Stronghold's engine speed beside its peers, measured in one run, interleaved.

Peers (installed only in the benchmark venv that ``make bench`` builds, never in the
project's own dependencies):
- RLCard's UNO: ``env.run`` with random agents, in steps (decisions) per second;
- OpenSpiel's Python MCTS bot (random rollouts) on tic-tac-toe, in simulations per second.

Stronghold figures: random play in decisions per second for every game (the ratio to UNO's
steps/s); on Guardians positions in mid-game, the time of ``clone``, ``determinize``,
``legal_actions`` and a ``greedy`` decision, and the memory a live state holds; the time to
load the Guardians game; and, for search, determinize + clone + random rollout per second on
``guardians-combat`` beside OpenSpiel's MCTS simulations per second.

Times are this process's CPU time (``--clock wall`` for wall time), so that other programs
on a shared machine count as little as they can. Each figure is taken in ``--rounds`` rounds,
Stronghold and its peer one after the other in each round, and the median is reported, so
that a busy machine slows both alike.

Usage: make bench   (or .venv-bench/bin/python benchmarks/peers.py [--seconds S] [--rounds R]
[--clock cpu|wall])
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from datetime import date

import stronghold
from stronghold.agents import make_agent
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

GAMES = ("guardians", "guardians-arena", "highlander-duel", "promised-land")
MID_GAME_DECISIONS = 150  # random decisions before a position counts as mid-game
POSITIONS = 12


#: The clock every figure is taken with (``--clock``): this process's CPU time by default, so
#: that other programs busy on a shared machine do not count (every measured call runs in
#: one thread, Stronghold's and the peers' alike); ``wall`` for the time on the wall.
clock: Callable[[], float] = time.process_time
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


def rate(work: Callable[[], int], seconds: float) -> float:
    """Units of ``work`` per second over about ``seconds`` (``work`` returns units done)."""
    done = 0
    start = clock()
    while True:
        done += work()
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


# --- peers ------------------------------------------------------------------------------------


def uno_steps() -> Callable[[], int]:
    """One RLCard UNO game between random agents per call; returns its steps (decisions)."""
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    def one_game() -> int:
        trajectories, _payoffs = env.run(is_training=False)
        # each player's trajectory alternates state, action, ..., state
        return sum((len(trajectory) - 1) // 2 for trajectory in trajectories)

    return one_game


def openspiel_simulations() -> Callable[[], int]:
    """OpenSpiel's Python MCTS bot choosing tic-tac-toe's first move; returns simulations."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("tic_tac_toe")
    simulations = 100
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2.0, simulations, evaluator, random_state=np.random.RandomState(1))
    state = game.new_initial_state()

    def one_search() -> int:
        bot.step(state)
        return simulations

    return one_search


# --- Stronghold -------------------------------------------------------------------------------


def random_decisions(game_id: str) -> Callable[[], int]:
    """One random game of ``game_id`` per call; returns its decisions."""
    game = stronghold.load(game_id)
    chooser = random.Random(0)

    def one_game() -> int:
        state = game.new_state(chooser.getrandbits(64))
        decisions = 0
        while not state.is_terminal():
            seat = state.current_seat
            state.apply(chooser.choice(state.legal_actions()), seat=seat)
            decisions += 1
        return decisions

    return one_game


def mid_game_positions(game_id: str, count: int) -> list[State]:
    """Live positions after ``MID_GAME_DECISIONS`` random decisions (fewer if a game ends)."""
    game = stronghold.load(game_id)
    positions = []
    seed = 0
    while len(positions) < count:
        state = game.new_state(seed)
        chooser = random.Random(seed)
        for _ in range(MID_GAME_DECISIONS):
            if state.is_terminal():
                break
            state.apply(chooser.choice(state.legal_actions()))
        if not state.is_terminal():
            positions.append(state)
        seed += 1
    return positions


def per_call_us(positions: list[State], call: Callable[[State], object], repeat: int) -> float:
    """Median over positions of the mean time of ``call`` on it, in microseconds."""
    times = []
    for state in positions:
        start = clock()
        for _ in range(repeat):
            call(state)
        times.append((clock() - start) / repeat * 1e6)
    return statistics.median(times)


def _first_determinize(state: State) -> object:
    """A determinize with nothing kept from an earlier one (``forget_legal`` drops the deals)."""
    state.forget_legal()
    return state.determinize(0, Rng(1))


def greedy_ms(positions: list[State]) -> tuple[float, float]:
    """Median and 99th percentile of a greedy decision's time, in milliseconds."""
    times = []
    for index, state in enumerate(positions):
        seat = state.current_seat
        assert seat is not None
        agent = make_agent("greedy", seed=index)
        for _ in range(3):
            start = clock()
            agent.choose(state, seat)
            times.append((clock() - start) * 1e3)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(0.99 * len(times)))]


def state_kib(positions: list[State]) -> float:
    """KiB one live mid-game state holds beyond what its game shares (its clones, measured)."""
    tracemalloc.start()
    before, _peak = tracemalloc.get_traced_memory()
    held = [state.clone() for state in positions]
    after, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return (after - before) / len(held) / 1024


def rollouts(game_id: str) -> Callable[[], int]:
    """Determinize + clone + random rollout to the end from the start of ``game_id``, the
    work of one search simulation; returns 1 per call."""
    game = stronghold.load(game_id)
    root = game.new_state(7)
    seat = root.current_seat
    assert seat is not None
    rng = Rng(3)
    chooser = random.Random(3)

    def one() -> int:
        world = root.determinize(seat, rng.spawn()).clone()
        while not world.is_terminal():
            world.apply(chooser.choice(world.legal_actions()))
        return 1

    return one


def load_seconds(runs: int = 5) -> float:
    """Seconds to load the Guardians game in a fresh interpreter each time (imports and card
    data included): the median of ``runs`` fresh processes, after one that may write the
    bytecode and the card cache (as the first use after an install or a card change does)."""
    timer = "process_time" if clock is time.process_time else "perf_counter"
    script = f"import time;t=time.{timer}();import stronghold;stronghold.load('guardians')" + (
        f";print(time.{timer}()-t)"
    )
    # bytecode may be written and read, as after an install (an environment that forbids
    # writing it, PYTHONDONTWRITEBYTECODE, would time the compiling of every module instead)
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    times = []
    for _ in range(runs + 1):
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env
        )
        times.append(float(done.stdout.strip()))
    return statistics.median(times[1:])


def median_rounds(rounds: int, pair: Callable[[], tuple[float, float]]) -> tuple[float, float]:
    """Both figures of ``pair`` taken ``rounds`` times, one after the other; their medians."""
    firsts, seconds = [], []
    for _ in range(rounds):
        first, second = pair()
        firsts.append(first)
        seconds.append(second)
    return statistics.median(firsts), statistics.median(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per measure")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per figure")
    parser.add_argument(
        "--clock", choices=sorted(CLOCKS), default="cpu", help="CPU time (default) or wall time"
    )
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    rows: list[tuple[str, str, str]] = []
    uno = uno_steps()
    uno()  # the peer warmed up as ours is (imports, first allocations) outside the timing
    uno_rates = []
    for game_id in GAMES:
        ours = random_decisions(game_id)
        ours()  # card data loaded outside the timing
        mine, theirs = median_rounds(
            args.rounds, lambda ours=ours: (rate(ours, args.seconds), rate(uno, args.seconds))
        )
        uno_rates.append(theirs)
        rows.append((f"{game_id} random decisions/s", f"{mine:,.0f}", f"{mine / theirs:.2f}x UNO"))
    rows.append(("RLCard UNO env.run steps/s", f"{statistics.median(uno_rates):,.0f}", "peer"))
    positions = mid_game_positions("guardians", POSITIONS)
    rows += [
        ("guardians clone (us)", f"{per_call_us(positions, lambda s: s.clone(), 20):,.0f}", ""),
        (
            "guardians determinize, sampled again (us)",
            f"{per_call_us(positions, lambda s: s.determinize(0, Rng(1)), 20):,.0f}",
            "as search samples its root: the position's deals kept",
        ),
        (
            "guardians determinize, first on a position (us)",
            f"{per_call_us(positions, _first_determinize, 20):,.0f}",
            "the deals worked out (forget_legal drops them)",
        ),
        (
            "guardians legal_actions (us)",
            f"{per_call_us(positions, lambda s: s.legal_actions(), 50):,.1f}",
            "",
        ),
    ]
    median, p99 = greedy_ms(positions)
    rows += [
        ("guardians greedy decision median (ms)", f"{median:,.1f}", f"p99 {p99:,.1f} ms"),
        ("guardians live state (KiB)", f"{state_kib(positions):,.0f}", ""),
        ("stronghold.load('guardians') (s)", f"{load_seconds():.2f}", ""),
    ]
    search = rollouts("guardians-combat")
    search()
    mcts = openspiel_simulations()
    mine, theirs = median_rounds(
        args.rounds, lambda: (rate(search, args.seconds), rate(mcts, args.seconds))
    )
    rows += [
        ("guardians-combat determinize+clone+rollout/s", f"{mine:,.0f}", f"{mine / theirs:.2f}x"),
        ("OpenSpiel Python MCTS simulations/s", f"{theirs:,.0f}", "peer (tic-tac-toe)"),
    ]
    machine = platform.processor() or platform.machine()
    load = os.getloadavg()[0]
    print(
        f"# {date.today()}, {machine}, Python {platform.python_version()}, {args.clock} time, "
        f"load average {load:.1f} at the end"
    )
    width = max(len(label) for label, _value, _note in rows)
    for label, value, note in rows:
        print(f"{label:<{width}}  {value:>12}  {note}")


if __name__ == "__main__":
    main()
