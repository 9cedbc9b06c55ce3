"""Agents against each other over many games: wins, draws, errors and confidence intervals;
and decks against each other (for games set up with decks), pair by pair or in a round robin."""

from __future__ import annotations

import itertools
import json
import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stronghold.agents.base import Agent, AgentError, make_agent, normalize_agent_name
from stronghold.engine.actions import Action
from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import Game, game_info, load
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

#: z for a two-sided 95 % interval.
Z95 = 1.959963984540054
#: A game not over after this many times its random-playout bound counts as an error.
MAX_STEPS_FACTOR = 10

Progress = Callable[[int, int], None]
#: What one game of a run gives: (number, winning seats, error line or None, decisions, the
#: decision rows when exporting, else an empty list).
GameResult = tuple[int, tuple[int, ...], str | None, int, list[dict[str, Any]]]
#: Another way to run a run's games: called with the function playing one game and the
#: arguments of each game, it yields every game's result as it finishes (any order). The
#: local default is a process pool; ``stronghold.interop.ray`` gives one on Ray.
Runner = Callable[[Callable[..., GameResult], Sequence[tuple[Any, ...]]], Iterator[GameResult]]


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


def _labels(names: Sequence[str], *, agents: bool = True) -> tuple[str, ...]:
    """Each name as asked for (an agent's as the registry spells it), numbered from the second
    on when a name repeats."""
    seen: dict[str, int] = {}
    labels = []
    for name in map(normalize_agent_name, names) if agents else names:
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
    decks: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    runner: Runner | None = None,
    export: str | Path | None = None,
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
    ``decks`` (for a game set up with a ``decks`` parameter) gives one deck per agent (a
    ready-made deck's name or a deck's text): agent ``i`` plays deck ``i`` in every game, the
    deck going with its agent when seats rotate. ``labels`` names the agents in the result
    (the decks' names, say) instead of the agents' own names. ``runner`` plays the games
    another way (on Ray, say; ``workers`` is then the runner's business): the totals are the
    same. ``export`` (a folder): one JSONL file per game, ``game-NNNNNN.jsonl``, one row per
    decision (:func:`decision_row`) with the deciding seat's final return.
    UnknownGame, ParamsError, DeckError or AgentError before any game is played.
    """
    if games < 0:
        raise AgentError(f"the number of games must not be negative, got {games}")
    if workers < 1:
        raise AgentError(f"the number of workers must be at least 1, got {workers}")
    game_params = dict(params or {})
    if decks is not None:
        game_params["decks"] = _checked_decks(game_id, decks)
    game = load(game_id, **game_params)  # the decks checked now, in their first seats
    if len(agents) != game.seats:
        raise AgentError(
            f"{game.id} is played by {game.seats} seats: give {game.seats} agents, "
            f"got {len(agents)} ({', '.join(agents) or 'none'})"
        )
    if decks is not None and len(decks) != len(agents):
        raise ParamsError(f"{game.id}: give one deck per agent ({len(agents)}), got {len(decks)}")
    for name in agents:
        make_agent(name, seed=seed)  # AgentError now, not in every game
    if labels is None:
        names = _labels(agents)
    elif len(labels) == len(agents):
        names = _labels(labels, agents=False)
    else:
        raise ParamsError(f"give one label per agent ({len(agents)}), got {len(labels)}")
    wins = dict.fromkeys(names, 0)
    seat_wins = [0] * game.seats
    draws = decisions = 0
    errors: dict[int, str] = {}
    started = time.perf_counter()
    if progress is not None:
        progress(0, games)
    job = _Job(
        game.id, dict(params or {}), tuple(agents), seed, _deck_tuple(decks), export is not None
    )
    if export is not None:
        Path(export).mkdir(parents=True, exist_ok=True)
    results = (
        _results(job, games, workers)
        if runner is None
        else runner(_play_one, [(job, number) for number in range(games)])
    )
    for done, (number, winners, error, taken, rows) in enumerate(results, 1):
        if export is not None:
            _write_rows(Path(export) / f"game-{number:06d}.jsonl", rows)
        seats = _seats(number, len(agents), game.seats)
        if error is not None:
            errors[number] = error
        elif not winners or len(winners) == game.seats:
            draws += 1
        else:
            for winner in winners:
                seat_wins[winner] += 1
                wins[names[seats.index(winner)]] += 1
        decisions += taken
        if progress is not None:
            progress(done, games)
    return SimResult(
        game_id=game.id,
        games=games,
        agents=names,
        wins=wins,
        seat_wins=tuple(seat_wins),
        draws=draws,
        error_messages=tuple(errors[number] for number in sorted(errors)),
        decisions=decisions,
        seconds=time.perf_counter() - started,
    )


class _Match:
    """One game between seated agents; ``decisions`` counts the actions taken so far."""

    def __init__(
        self, game: Game, seed: int, players: Mapping[int, Agent], *, export: bool = False
    ) -> None:
        self.game = game
        self.seed = seed
        self.players = players
        self.decisions = 0
        #: One row per decision when exporting (see ``decision_row``), else None.
        self.rows: list[dict[str, Any]] | None = [] if export else None

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
            action = self.players[seat].choose(state, seat)
            if self.rows is not None:
                self.rows.append(decision_row(state, seat, action))
            state.apply(action, seat=seat)
            self.decisions += 1
        outcome = state.outcome
        if outcome is None:
            raise RuntimeError("the game is over but has no outcome")
        for row in self.rows or ():
            row["return"] = outcome.returns[row["seat"]]
        return outcome.winners


def decision_row(state: State, seat: int, action: Action) -> dict[str, Any]:
    """One exported decision, from what ``seat`` knows only (its view and legal actions):
    ``observation`` (the game's observation tensor, sparse: ``size``, the ``index`` and
    ``value`` of its non-zero entries), ``mask`` (the legal actions' indices, ascending),
    ``action`` (the chosen action's index) and ``action_text``; ``return`` is added when the
    game ends."""
    encoding = state.game.encoding()
    legal = state.legal_actions()
    slots = encoding.card_slots(legal)
    observation = encoding.observe(state.view(seat), slots)
    nonzero = [index for index, value in enumerate(observation) if value]
    return {
        "decision": len(state.history),
        "seat": seat,
        "observation": {
            "size": len(observation),
            "index": nonzero,
            "value": [round(observation[index], 6) for index in nonzero],
        },
        "mask": sorted(encoding.mask(legal, slots)),
        "action": encoding.encode(action, slots),
        "action_text": str(action),
    }


def _write_rows(path: Path, rows: Sequence[Mapping[str, Any]]) -> None:
    """One game's decision rows as JSON lines."""
    with path.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, separators=(",", ":")) + "\n")


@dataclass(frozen=True)
class _Job:
    """What every game of a run shares; small and picklable, for worker processes."""

    game_id: str
    params: dict[str, Any]
    agents: tuple[str, ...]
    seed: int
    #: One deck per agent, or None for a game not set up with decks.
    decks: tuple[str, ...] | None = None
    #: Whether each game's decisions are kept as rows to export.
    export: bool = False


def _deck_tuple(decks: Sequence[str] | None) -> tuple[str, ...] | None:
    return None if decks is None else tuple(decks)


def _checked_decks(game_id: str, decks: Sequence[str]) -> list[str]:
    """``decks`` as a game's ``decks`` parameter; ParamsError if the game takes no decks."""
    info = game_info(game_id)
    if "decks" not in getattr(info.factory, "params_accepted", ()):
        raise ParamsError(f"{info.id} is not played with decks")
    return list(decks)


def _seats(number: int, agents: int, seats: int) -> list[int]:
    """The seat of each agent in game ``number`` (seats rotate between games)."""
    return [(index + number) % seats for index in range(agents)]


#: Games loaded in this process, by job (a worker process loads each once).
_GAMES: dict[tuple[str, str], Game] = {}


def _play_one(job: _Job, number: int) -> GameResult:
    """Game ``number`` of a run: (number, winning seats, error line or None, decisions,
    decision rows)."""
    seats = _seats(number, len(job.agents), len(job.agents))
    params = dict(job.params)
    if job.decks is not None:  # each agent's deck in the seat it has in this game
        by_seat = [""] * len(job.decks)
        for index, seat in enumerate(seats):
            by_seat[seat] = job.decks[index]
        params["decks"] = by_seat
    key = (job.game_id, repr(sorted(params.items())))
    if key not in _GAMES:
        _GAMES[key] = load(job.game_id, **params)
    game = _GAMES[key]
    deal_seed = job.seed + number // game.seats
    players = {
        seats[index]: make_agent(name, seed=_agent_seed(job.seed, number, index))
        for index, name in enumerate(job.agents)
    }
    match = _Match(game, deal_seed, players, export=job.export)
    try:
        winners = match.play()
    except Exception as exc:  # a broken game or agent is reported, not fatal
        first_line = next(iter(str(exc).splitlines()), "")
        error = f"game {number} (seed {deal_seed}): {type(exc).__name__}: {first_line}"
        return number, (), error, match.decisions, []
    return number, winners, None, match.decisions, match.rows or []


def _results(job: _Job, games: int, workers: int) -> Iterator[GameResult]:
    """Every game's result, in order of finishing; in ``workers`` processes if more than one."""
    if workers == 1 or games < 2:
        for number in range(games):
            yield _play_one(job, number)
        return
    with ProcessPoolExecutor(max_workers=min(workers, games)) as pool:
        futures = [pool.submit(_play_one, job, number) for number in range(games)]
        for future in as_completed(futures):
            yield future.result()


# --- decks against decks ----------------------------------------------------------------------


def round_robin(count: int) -> list[tuple[int, int]]:
    """Every pair of ``count`` decks once (by index): a round robin."""
    return list(itertools.combinations(range(count), 2))


@dataclass(frozen=True)
class DeckStanding:
    """One deck's results over all its pairs: wins and draws in the games that finished."""

    deck: str
    wins: int
    games: int
    draws: int
    errors: int

    @property
    def win_rate(self) -> float:
        """The share of its finished games this deck won (0.0 if none finished)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Wilson 95 % interval of the win rate."""
        return wilson_interval(self.wins, self.games)


@dataclass(frozen=True)
class DeckPair:
    """The games of one pair of decks: ``result`` labels its sides by the two decks."""

    deck: str
    opponent: str
    result: SimResult


@dataclass(frozen=True)
class DeckMatches:
    """What ``play_decks`` gave: each pair's games, and each deck's standing over them."""

    game_id: str
    games_per_pair: int
    agents: tuple[str, ...]
    decks: tuple[str, ...]
    pairs: tuple[DeckPair, ...]
    seconds: float

    def standings(self) -> list[DeckStanding]:
        """Each deck's totals, best win rate first (then most wins, then the order given)."""
        totals = {deck: [0, 0, 0, 0] for deck in self.decks}  # wins, games, draws, errors
        for pair in self.pairs:
            for deck in (pair.deck, pair.opponent):
                row = totals[deck]
                row[0] += pair.result.wins[deck]
                row[1] += pair.result.finished
                row[2] += pair.result.draws
                row[3] += pair.result.errors
        rows = [DeckStanding(deck, *totals[deck]) for deck in self.decks]
        return sorted(rows, key=lambda row: (-row.win_rate, -row.wins))

    @property
    def games(self) -> int:
        """Games played in all."""
        return sum(pair.result.games for pair in self.pairs)

    def to_dict(self) -> dict[str, Any]:
        """The JSON ``stronghold sim --deck ... --json`` prints."""
        return {
            "games": self.games,
            "games_per_pair": self.games_per_pair,
            "agents": list(self.agents),
            "decks": [
                {
                    "deck": row.deck,
                    "wins": row.wins,
                    "games": row.games,
                    "draws": row.draws,
                    "errors": row.errors,
                    "win_rate": round(row.win_rate, 4),
                    "interval": [round(bound, 4) for bound in row.interval],
                }
                for row in self.standings()
            ],
            "pairs": [
                {
                    "deck": pair.deck,
                    "opponent": pair.opponent,
                    "games": pair.result.games,
                    "wins": pair.result.wins[pair.deck],
                    "opponent_wins": pair.result.wins[pair.opponent],
                    "draws": pair.result.draws,
                    "errors": pair.result.errors,
                }
                for pair in self.pairs
            ],
            "decisions": sum(pair.result.decisions for pair in self.pairs),
            "seconds": round(self.seconds, 3),
        }


def play_decks(
    game_id: str,
    *,
    decks: Sequence[tuple[str, str]],
    pairs: Sequence[tuple[int, int]],
    games: int,
    agents: Sequence[str],
    seed: int = 0,
    params: Mapping[str, Any] | None = None,
    progress: Progress | None = None,
    workers: int = 1,
    runner: Runner | None = None,
) -> DeckMatches:
    """Play ``games`` games for each pair of ``decks`` (``(name, deck)``: a ready-made deck's
    name or a deck's text; names distinct) given by index in ``pairs``; of a pair ``(i, j)``,
    the first agent plays deck ``i`` and the second deck ``j``, seats rotating as in
    :func:`simulate` (the same seeds for every pair; ``runner`` as there).
    ``progress(done, total)`` counts the games of all pairs. Every deck is checked
    (DeckError, ParamsError) before any game.
    """
    names = [name for name, _ in decks]
    if len(set(names)) != len(names):
        raise ParamsError(f"decks must have distinct names, got {', '.join(names)}")
    if not pairs:
        raise ParamsError("no pair of decks to play")
    for first, second in pairs:
        if not (0 <= first < len(decks) and 0 <= second < len(decks)) or first == second:
            raise ParamsError(f"no pair of decks ({first}, {second}) among {len(decks)}")
    base = dict(params or {})
    for first, second in pairs:  # every deck checked before the first game
        load(game_id, **base, decks=_checked_decks(game_id, [decks[first][1], decks[second][1]]))
    total = games * len(pairs)
    started = time.perf_counter()
    results = []
    for number, (first, second) in enumerate(pairs):
        offset = number * games

        def told(done: int, _: int, offset: int = offset) -> None:
            if progress is not None and (done or not offset):
                progress(offset + done, total)

        result = simulate(
            game_id, games=games, agents=agents, seed=seed, params=base, workers=workers,
            runner=runner, decks=[decks[first][1], decks[second][1]],
            labels=[names[first], names[second]],
            progress=told if progress is not None else None,
        )  # fmt: skip
        results.append(DeckPair(names[first], names[second], result))
    return DeckMatches(
        game_id=game_info(game_id).id,
        games_per_pair=games,
        agents=tuple(map(normalize_agent_name, agents)),
        decks=tuple(names),
        pairs=tuple(results),
        seconds=time.perf_counter() - started,
    )
