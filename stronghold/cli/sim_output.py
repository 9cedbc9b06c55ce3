"""What `stronghold sim` prints: plain lines, the errors of failed games, and the tables of a
``sim --deck`` run (kept out of ``cli/main.py``, which holds the commands)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import typer
from rich.console import Console
from rich.table import Table

if TYPE_CHECKING:
    from stronghold.agents.sim import Runner

console = Console()


def say(line: str) -> None:
    console.print(line, highlight=False, markup=False)


def say_errors(messages: list[str]) -> None:
    """The first five games that failed, and how many more."""
    for message in messages[:5]:
        say(f"error in {message}")
    if len(messages) > 5:
        say(f"… and {len(messages) - 5} more errors")


def sim_decks(
    game_id: str,
    decks: list[str],
    opponents: list[str],
    *,
    count: int,
    agents: list[str],
    seed: int,
    params: dict[str, Any],
    as_json: bool,
    workers: int,
    advance: Callable[[int, int], None] | None,
    runner: Runner | None = None,
) -> None:
    """``sim --deck``: every --deck against every --opponent-deck, or a round robin of the
    --deck decks (one --deck alone plays itself); a table of decks, then one of pairs."""
    from stronghold.agents.sim import play_decks, round_robin
    from stronghold.cli.decks import deck_labels, resolve_deck

    sources = [resolve_deck(value, game_id=game_id) for value in decks + opponents]
    if len(sources) == 1:  # a deck against itself
        sources.append(sources[0])
        opponents = decks
    labels = deck_labels(sources)
    if opponents:
        pairs = [(i, len(decks) + j) for i in range(len(decks)) for j in range(len(opponents))]
    else:
        pairs = round_robin(len(sources))
    matches = play_decks(
        game_id, decks=[(label, s.value) for label, s in zip(labels, sources, strict=True)],
        pairs=pairs, games=count, agents=agents, seed=seed, params=params or None,
        progress=advance, workers=workers, runner=runner,
    )  # fmt: skip
    if as_json:
        typer.echo(json.dumps(matches.to_dict()))
        return
    played_by = " vs ".join(matches.agents)
    games = f"{count} game{'s' if count > 1 else ''}" + (" a pair" if len(pairs) > 1 else "")
    table = Table(
        "deck", "wins", "games", "win rate", "95 % interval",
        title=f"{matches.game_id}, {played_by}: {games}, seed {seed}",
    )  # fmt: skip
    for row in matches.standings():
        low, high = row.interval
        table.add_row(
            row.deck, str(row.wins), str(row.games), f"{100 * row.win_rate:.1f} %",
            f"{100 * low:.1f}–{100 * high:.1f} %",
        )  # fmt: skip
    console.print(table)
    if len(matches.pairs) > 1:
        by_pair = Table("deck", "opponent", "wins", "losses", "draws", "errors", title="pairs")
        for pair in matches.pairs:
            result = pair.result
            by_pair.add_row(
                pair.deck, pair.opponent, str(result.wins[pair.deck]),
                str(result.wins[pair.opponent]), str(result.draws), str(result.errors),
            )  # fmt: skip
        console.print(by_pair)
    summary = matches.to_dict()
    draws = sum(pair.result.draws for pair in matches.pairs)
    errors = [m for pair in matches.pairs for m in pair.result.error_messages]
    say(
        f"games {matches.games}, draws {draws}, errors {len(errors)}, decisions "
        f"{summary['decisions']}, {matches.seconds:.1f} s"
    )
    say_errors(errors)
