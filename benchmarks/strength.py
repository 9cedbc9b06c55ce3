"""How strong each computer player is: a round robin per game, with ratings and head-to-heads.

Players: ``random``, ``greedy`` (= ``easy``), and ``ismcts`` with 0.1 s and 1 s of thinking
per decision (``medium`` and ``hard``, here by this process's CPU time so that a busy
machine takes nothing from their thinking; ``--clock wall`` for wall time). Every pair plays
``--games`` games (``--random-games`` with ``random``, ``--long-games`` with the 1 s player,
which costs ten times more), seats alternating and each deal played once from each seat,
seeded (``--seed``), in ``--workers`` processes. The totals go to ``--results`` after each
pair (a pair already there is not played again, so a run can be resumed or split; ``--add``
sums the totals of other runs' files into ``--results``, e.g. deals played one seed per run).
On a busy machine ``--iterations N`` gives the 1 s player a budget of N iterations a decision
instead (what 1 s gives on a quiet machine), named ``ismcts-<N>it`` (``--short-iterations``
the 0.1 s player). For each game the table
gives each player's OpenSkill rating (Plackett-Luce; mu, sigma and the ordinal mu - 3 sigma;
results fed pair after pair, game after game, a draw as a tie) and each head-to-head: the
first-named player's wins, its rate and the 95 % Wilson interval.

``--deals FILE ...`` reads results files of one deal each (a seed's two games, one from each
seat: ``--long-games 2`` or ``--games 2``) and counts, per game and pair, the deals each player
won from both seats and the deals split one each: in a split deal the same seat won both games,
whoever sat there (the deal decided it), so no player can take more than half of those games
from this opponent; the last column is the most the first-named player could score if it won
every other deal from both seats.

Usage (the benchmark venv holds openskill: ``make bench`` builds it):
    .venv-bench/bin/python benchmarks/strength.py [--games N] [--random-games N]
        [--long-games M] [--workers W] [--game ID ...] [--seed S] [--pairs A:B ...]
        [--results FILE] [--add FILE ...] [--iterations N]
        [--short-iterations M] [--report] [--deals FILE ...]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import time
from dataclasses import dataclass

from stronghold.agents import Agent, register_agent, simulate, wilson_interval
from stronghold.agents.ismcts import HARD_THINK, MEDIUM_THINK, ISMCTSAgent

GAMES = ("guardians", "guardians-arena", "highlander-duel", "promised-land")
SHORT, LONG = "ismcts-0.1s", "ismcts-1s"  # medium and hard, by CPU time
PLAYERS = ("random", "greedy", SHORT, LONG)


#: The clock the ismcts players think by (``--clock``): this process's CPU time by default,
#: so that other programs busy on a shared machine do not take their thinking time.
CLOCK = {"cpu": time.process_time, "wall": time.perf_counter}
clock = time.process_time


def _short(*, seed: int) -> Agent:
    return ISMCTSAgent(seed=seed, iterations=None, think=MEDIUM_THINK, clock=clock)


def _long(*, seed: int) -> Agent:
    return ISMCTSAgent(seed=seed, iterations=None, think=HARD_THINK, clock=clock)


register_agent(SHORT, _short)
register_agent(LONG, _long)


#: The iteration-budget players registered (``--iterations``, ``--short-iterations``) -> the
#: time-budget player each stands for.
STAND_INS: dict[str, str] = {}


def counted(iterations: int, stands_for: str) -> str:
    """The name of an ismcts player with ``iterations`` per decision, ``stands_for``'s
    stand-in on a busy machine (registered by this call)."""
    name = f"ismcts-{iterations}it"

    def make(*, seed: int) -> Agent:
        return ISMCTSAgent(seed=seed, iterations=iterations)

    register_agent(name, make)
    STAND_INS[name] = stands_for
    return name


def rank(name: str) -> int:
    """Where ``name`` stands in ``PLAYERS``: an iteration-budget player where the time-budget
    player it stands for does (one of another run, not registered here, as the 1 s player)."""
    name = STAND_INS.get(name, name)
    return PLAYERS.index(name) if name in PLAYERS else PLAYERS.index(LONG)


@dataclass(frozen=True)
class Pairing:
    """The totals of one pair's games: ``first`` against ``second``."""

    first: str
    second: str
    games: int
    first_wins: int
    second_wins: int
    draws: int
    errors: int
    seconds: float


def play_pair(
    game_id: str, first: str, second: str, games: int, seed: int, workers: int
) -> Pairing:
    """``games`` games of ``first`` against ``second``, seats alternating."""
    result = simulate(game_id, games=games, agents=[first, second], seed=seed, workers=workers)
    a, b = result.agents
    return Pairing(
        first, second, games, result.wins[a], result.wins[b], result.draws, result.errors,
        result.seconds,
    )  # fmt: skip


def ratings(pairings: list[Pairing]) -> dict[str, tuple[float, float, float]]:
    """OpenSkill (Plackett-Luce) mu, sigma and ordinal of every player met."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    players = {name: model.rating(name=name) for p in pairings for name in (p.first, p.second)}
    sequences = []
    for p in pairings:
        results = [(0, 1)] * p.first_wins + [(1, 0)] * p.second_wins + [(0, 0)] * p.draws
        sequences.append((p, results))
    # Interleave the pairs, game by game, so no pair's games all come last.
    for step in itertools.zip_longest(*(results for _, results in sequences)):
        for (p, _), ranks in zip(sequences, step, strict=True):
            if ranks is None:
                continue
            a, b = players[p.first], players[p.second]
            [[a2], [b2]] = model.rate([[a], [b]], ranks=list(ranks))
            players[p.first], players[p.second] = a2, b2
    return {name: (rating.mu, rating.sigma, rating.ordinal()) for name, rating in players.items()}


def table(game_id: str, pairings: list[Pairing]) -> str:
    """The markdown table of one game: ratings, then head-to-heads."""
    lines = [f"#### {game_id}", ""]
    rated = ratings(pairings)
    lines.append("| player | OpenSkill mu | sigma | ordinal |")
    lines.append("|---|---:|---:|---:|")
    for name, (mu, sigma, ordinal) in sorted(rated.items(), key=lambda kv: -kv[1][2]):
        lines.append(f"| {name} | {mu:.1f} | {sigma:.1f} | {ordinal:.1f} |")
    lines.append("")
    lines.append("| pair | games | wins-losses-draws (first named) | its win rate | 95 % |")
    lines.append("|---|---:|---:|---:|---:|")
    for p in pairings:
        if rank(p.first) < rank(p.second):  # the stronger-looking player first
            p = Pairing(
                p.second, p.first, p.games, p.second_wins, p.first_wins, p.draws, p.errors,
                p.seconds,
            )  # fmt: skip
        played = p.games - p.errors
        rate = p.first_wins / played if played else 0.0
        low, high = wilson_interval(p.first_wins, played)
        errors = f" ({p.errors} errors)" if p.errors else ""
        lines.append(
            f"| {p.first} vs {p.second} | {played}{errors} | "
            f"{p.first_wins}-{p.second_wins}-{p.draws} | {rate:.0%} | {low:.0%}-{high:.0%} |"
        )
    return "\n".join(lines)


def load_results(path: str) -> dict[str, list[Pairing]]:
    """The pairings written so far to ``path`` (none if it does not exist)."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        raw = json.load(handle)
    return {game_id: [Pairing(**p) for p in pairs] for game_id, pairs in raw.items()}


def add_results(results: dict[str, list[Pairing]], more: dict[str, list[Pairing]]) -> None:
    """Sum the pairings of ``more`` into ``results``: a pair met in both (in either order)
    adds up, games, wins, draws, errors and seconds."""
    for game_id, pairings in more.items():
        done = results.setdefault(game_id, [])
        for p in pairings:
            at = next(
                (i for i, q in enumerate(done) if {q.first, q.second} == {p.first, p.second}),
                None,
            )
            if at is None:
                done.append(p)
                continue
            q = done[at]
            wins = (p.second_wins, p.first_wins) if q.first != p.first else (
                p.first_wins, p.second_wins,
            )  # fmt: skip
            done[at] = Pairing(
                q.first, q.second, q.games + p.games, q.first_wins + wins[0],
                q.second_wins + wins[1], q.draws + p.draws, q.errors + p.errors,
                q.seconds + p.seconds,
            )  # fmt: skip


def save_results(path: str, results: dict[str, list[Pairing]]) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        json.dump({g: [p.__dict__ for p in ps] for g, ps in results.items()}, handle, indent=1)


def deals_table(paths: list[str]) -> str:
    """Per game and pair, over results files of one deal (two games) each: the deals each
    player won from both seats, the deals split one each (the same seat won both: decided by
    the deal), and the ceiling that split share leaves the first-named player."""
    counts: dict[tuple[str, str, str], list[int]] = {}
    for path in paths:
        for game_id, pairings in load_results(path).items():
            for p in pairings:
                if p.games != 2 or p.errors:
                    raise SystemExit(f"{path}: {game_id} {p.first}:{p.second} is not one deal")
                first, second = sorted((p.first, p.second), key=rank, reverse=True)
                wins = p.first_wins if first == p.first else p.second_wins
                row = counts.setdefault((game_id, first, second), [0, 0, 0, 0])
                # first both, second both, split (one each), a draw in the deal
                row[0 if wins == 2 else 1 if wins + p.draws == 0 else 3 if p.draws else 2] += 1
    lines = [
        "| game | pair | deals | first won both | second won both | split: the deal decided |"
        " other (a draw) | the first's ceiling |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for (game_id, first, second), (both, lost, split, other) in sorted(counts.items()):
        deals = both + lost + split + other
        lines.append(
            f"| {game_id} | {first} vs {second} | {deals} | {both} | {lost} | {split} "
            f"({split / deals:.0%}) | {other} | {1 - split / deals / 2:.0%} |"
        )
    return "\n".join(lines)


def main() -> None:
    global clock
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair without random")
    parser.add_argument("--random-games", type=int, default=6, help="games per pair with random")
    parser.add_argument("--long-games", type=int, default=4, help="games per pair with 1 s")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--clock", choices=sorted(CLOCK), default="cpu")
    parser.add_argument("--game", action="append", help="a game id (repeatable; default all)")
    parser.add_argument(
        "--pairs", nargs="*", help="pairs to play as A:B (default: every pair of players)"
    )
    parser.add_argument(
        "--results", default="strength-results.json",
        help="the totals, written after every pair; a pair already there is not played again",
    )  # fmt: skip
    parser.add_argument(
        "--add", nargs="*", default=[],
        help="results files of other runs whose totals are summed into --results first",
    )  # fmt: skip
    parser.add_argument(
        "--iterations", type=int,
        help="the 1 s player thinks this many iterations a decision instead (a busy machine:"
        " give what 1 s gives on a quiet one); it is named ismcts-<N>it in the results",
    )  # fmt: skip
    parser.add_argument(
        "--short-iterations", type=int,
        help="the 0.1 s player thinks this many iterations a decision instead (ismcts-<N>it)",
    )  # fmt: skip
    parser.add_argument("--report", action="store_true", help="only print the tables")
    parser.add_argument(
        "--deals", nargs="*",
        help="only count, over results files of one deal (two games) each, the deals each"
        " player won from both seats and those the deal decided",
    )  # fmt: skip
    args = parser.parse_args()
    if args.deals:
        print(deals_table(args.deals))
        return
    clock = CLOCK[args.clock]
    long = LONG if args.iterations is None else counted(args.iterations, LONG)
    short = SHORT if args.short_iterations is None else counted(args.short_iterations, SHORT)
    pairs = (
        [tuple(pair.split(":", 1)) for pair in args.pairs]
        if args.pairs
        else list(itertools.combinations(PLAYERS, 2))
    )
    stand_in = {LONG: long, SHORT: short}
    pairs = [tuple(stand_in.get(name, name) for name in pair) for pair in pairs]
    games = args.game or list(GAMES)
    results = load_results(args.results)
    if args.add:
        for path in args.add:
            add_results(results, load_results(path))
        save_results(args.results, results)
    if not args.report:
        started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        print(f"strength round robin, {started}, load average {os.getloadavg()[0]:.1f}")
        # The cheap pairs of every game first, the 1 s player's last.
        order = sorted(
            ((game_id, pair) for game_id in games for pair in pairs),
            key=lambda item: long in item[1],
        )
        for game_id, (first, second) in order:
            done = results.setdefault(game_id, [])
            if any({p.first, p.second} == {first, second} for p in done):
                continue
            if long in (first, second):
                count = args.long_games
            elif "random" in (first, second):
                count = args.random_games
            else:
                count = args.games
            if count < 1:
                continue
            pairing = play_pair(game_id, first, second, count, args.seed, args.workers)
            print(
                f"  {game_id}: {first} vs {second}: {pairing.first_wins}-"
                f"{pairing.second_wins}-{pairing.draws} in {pairing.seconds:.0f} s",
                flush=True,
            )
            done.append(pairing)
            save_results(args.results, results)
    for game_id in games:
        if results.get(game_id):
            print()
            print(table(game_id, results[game_id]))


if __name__ == "__main__":
    main()
