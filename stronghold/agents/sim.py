"""Agents against each other over many games: wins, draws, errors and confidence intervals."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from stronghold.agents.base import Agent, AgentError, make_agent, normalize_agent_name
from stronghold.engine.registry import Game, load
from stronghold.engine.rng import Rng

#: z for a two-sided 95 % interval.
Z95 = 1.959963984540054
#: A game not over after this many times its random-playout bound counts as an error.
MAX_STEPS_FACTOR = 10

Progress = Callable[[int, int], None]


def wilson_interval(successes: int, trials: int, *, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (95 % by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    rate = successes / trials
    spread = z * z / trials
    centre = (rate + spread / 2) / (1 + spread)
    half = z * math.sqrt(rate * (1 - rate) / trials + spread / (4 * trials)) / (1 + spread)
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


@dataclass(frozen=True)
class SimResult:
    """What a run of ``simulate`` gave; agents are labelled by the registry names asked for
    (lower case; ``name#2`` for the second agent of a repeated name).

    ``wins`` counts games each agent won (every winner of a shared win counts); win rates are
    over the games that finished without error. ``seat_wins`` counts wins by seat, whoever sat
    there. ``error_messages`` keeps one line per failed game, with its number and seed.
    """

    game_id: str
    games: int
    agents: tuple[str, ...]
    wins: Mapping[str, int]
    seat_wins: tuple[int, ...]
    draws: int
    error_messages: tuple[str, ...]
    decisions: int
    seconds: float

    @property
    def errors(self) -> int:
        """How many games ended in an exception instead of an outcome."""
        return len(self.error_messages)

    @property
    def finished(self) -> int:
        """Games that reached an outcome."""
        return self.games - self.errors

    def win_rate(self, agent: str) -> float:
        """``agent``'s share of the finished games (0.0 if none finished)."""
        return self.wins[agent] / self.finished if self.finished else 0.0

    def interval(self, agent: str) -> tuple[float, float]:
        """Wilson 95 % interval of ``agent``'s win rate."""
        return wilson_interval(self.wins[agent], self.finished)

    def to_dict(self) -> dict[str, Any]:
        """The JSON ``stronghold sim --json`` prints (games, wins, draws, errors, decisions, s)."""
        return {
            "games": self.games,
            "wins": dict(self.wins),
            "draws": self.draws,
            "errors": self.errors,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
        }


def _labels(names: Sequence[str]) -> tuple[str, ...]:
    """Each registry name as asked for, numbered from the second on when a name repeats."""
    seen: dict[str, int] = {}
    labels = []
    for name in map(normalize_agent_name, names):
        seen[name] = seen.get(name, 0) + 1
        labels.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return tuple(labels)


def _agent_seed(seed: int, game: int, index: int) -> int:
    """A seed for agent ``index`` in game ``game``, independent of every other pair."""
    return Rng(seed).derive("agent", game, index).seed


def simulate(
    game_id: str,
    *,
    games: int,
    agents: Sequence[str],
    seed: int = 0,
    params: Mapping[str, Any] | None = None,
    progress: Progress | None = None,
    workers: int = 1,
) -> SimResult:
    """Play ``games`` games of ``game_id`` between ``agents`` (names, one per seat).

    Agent ``i`` sits in seat ``(i + game) % seats``, so seats rotate between games; each
    deal (state seed ``seed + game // seats``) is played once in every rotation, which takes
    the luck of the deal out of the comparison. Each game gets fresh agents with seeds derived
    from ``seed``, so a run is reproducible. An exception inside a game counts as an error
    (its message kept) and the run goes on. ``progress(done, total)`` is called once before
    the first game (after the game and agents are known to exist) and after every game.
    ``workers`` > 1 plays games in that many processes at once; each game depends only on its
    number, so the totals are the same as with one (only ``seconds`` differs).
    UnknownGame, ParamsError or AgentError before any game is played.
    """
    if games < 0:
        raise AgentError(f"the number of games must not be negative, got {games}")
    if workers < 1:
        raise AgentError(f"the number of workers must be at least 1, got {workers}")
    game = load(game_id, **dict(params or {}))
    if len(agents) != game.seats:
        raise AgentError(
            f"{game.id} is played by {game.seats} seats: give {game.seats} agents, "
            f"got {len(agents)} ({', '.join(agents) or 'none'})"
        )
    for name in agents:
        make_agent(name, seed=seed)  # AgentError now, not in every game
    labels = _labels(agents)
    wins = dict.fromkeys(labels, 0)
    seat_wins = [0] * game.seats
    draws = decisions = 0
    errors: dict[int, str] = {}
    started = time.perf_counter()
    if progress is not None:
        progress(0, games)
    job = _Job(game.id, dict(params or {}), tuple(agents), seed)
    for done, (number, winners, error, taken) in enumerate(_results(job, games, workers), 1):
        seats = _seats(number, len(agents), game.seats)
        if error is not None:
            errors[number] = error
        elif not winners or len(winners) == game.seats:
            draws += 1
        else:
            for winner in winners:
                seat_wins[winner] += 1
                wins[labels[seats.index(winner)]] += 1
        decisions += taken
        if progress is not None:
            progress(done, games)
    return SimResult(
        game_id=game.id,
        games=games,
        agents=labels,
        wins=wins,
        seat_wins=tuple(seat_wins),
        draws=draws,
        error_messages=tuple(errors[number] for number in sorted(errors)),
        decisions=decisions,
        seconds=time.perf_counter() - started,
    )


class _Match:
    """One game between seated agents; ``decisions`` counts the actions taken so far."""

    def __init__(self, game: Game, seed: int, players: Mapping[int, Agent]) -> None:
        self.game = game
        self.seed = seed
        self.players = players
        self.decisions = 0

    def play(self) -> tuple[int, ...]:
        """Play to the end and return the winning seats; raises whatever goes wrong."""
        state = self.game.new_state(self.seed)
        limit = MAX_STEPS_FACTOR * self.game.conformance_max_steps
        while not state.is_terminal():
            if self.decisions >= limit:
                raise RuntimeError(f"the game did not end within {limit} decisions")
            seat = state.current_seat
            if seat is None:
                raise RuntimeError("a game that is not over has no seat to act")
            state.apply(self.players[seat].choose(state, seat), seat=seat)
            self.decisions += 1
        outcome = state.outcome
        if outcome is None:
            raise RuntimeError("the game is over but has no outcome")
        return outcome.winners


@dataclass(frozen=True)
class _Job:
    """What every game of a run shares; small and picklable, for worker processes."""

    game_id: str
    params: dict[str, Any]
    agents: tuple[str, ...]
    seed: int


def _seats(number: int, agents: int, seats: int) -> list[int]:
    """The seat of each agent in game ``number`` (seats rotate between games)."""
    return [(index + number) % seats for index in range(agents)]


#: Games loaded in this process, by job (a worker process loads each once).
_GAMES: dict[tuple[str, str], Game] = {}


def _play_one(job: _Job, number: int) -> tuple[int, tuple[int, ...], str | None, int]:
    """Game ``number`` of a run: (number, winning seats, error line or None, decisions)."""
    key = (job.game_id, repr(sorted(job.params.items())))
    if key not in _GAMES:
        _GAMES[key] = load(job.game_id, **job.params)
    game = _GAMES[key]
    deal_seed = job.seed + number // game.seats
    seats = _seats(number, len(job.agents), game.seats)
    players = {
        seats[index]: make_agent(name, seed=_agent_seed(job.seed, number, index))
        for index, name in enumerate(job.agents)
    }
    match = _Match(game, deal_seed, players)
    try:
        winners = match.play()
    except Exception as exc:  # a broken game or agent is reported, not fatal
        first_line = next(iter(str(exc).splitlines()), "")
        error = f"game {number} (seed {deal_seed}): {type(exc).__name__}: {first_line}"
        return number, (), error, match.decisions
    return number, winners, None, match.decisions


def _results(
    job: _Job, games: int, workers: int
) -> Iterator[tuple[int, tuple[int, ...], str | None, int]]:
    """Every game's result, in order of finishing; in ``workers`` processes if more than one."""
    if workers == 1 or games < 2:
        for number in range(games):
            yield _play_one(job, number)
        return
    with ProcessPoolExecutor(max_workers=min(workers, games)) as pool:
        futures = [pool.submit(_play_one, job, number) for number in range(games)]
        for future in as_completed(futures):
            yield future.result()
