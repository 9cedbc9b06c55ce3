"""The ``stronghold`` command: cards, combats, and the games."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from stronghold.cli.sim_output import say as _say
from stronghold.cli.sim_output import say_errors as _say_errors
from stronghold.cli.sim_output import sim_decks
from stronghold.engine.errors import StrongholdError

if TYPE_CHECKING:
    from stronghold.agents.sim import Runner

app = typer.Typer(
    help="Stronghold: out-of-print card games played by their real rules.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
cards_app = typer.Typer(help="Browse the Guardians card library.", no_args_is_help=True)
app.add_typer(cards_app, name="cards")
console = Console()

CardsOption = Annotated[
    list[Path] | None,
    typer.Option("--cards", help="A folder of your own card TOML files (repeatable)."),
]
RuleOption = Annotated[
    list[str] | None,
    typer.Option(
        "--rule",
        help="A rule option, NAME=VALUE (repeatable), e.g. --rule amulet_travels=wearer; "
        "`stronghold games --rules` lists each game's.",
    ),
]


def rule_settings(given: list[str] | None) -> dict[str, Any]:
    """The ``rules`` table that ``--rule NAME=VALUE`` options give (a value is read as TOML:
    ``3``, ``true``, ``"text"``; anything else is the plain text). The game judges names and
    values; a malformed option, or one named twice, is a PlayError."""
    import tomllib

    from stronghold.cli.play import PlayError

    settings: dict[str, Any] = {}
    for item in given or []:
        name, sep, text = item.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or not name or not text:
            raise PlayError(f"--rule takes NAME=VALUE, got {item!r}")
        if name in settings:
            raise PlayError(f"--rule {name} given twice: give each rule option once")
        try:
            value: Any = tomllib.loads(f"v = {text}")["v"]
        except tomllib.TOMLDecodeError:
            value = text
        settings[name] = value
    return settings


def fail(message: str) -> None:
    """One line on stderr and exit code 2: how every user error ends."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


@app.command("games")
def games(
    rules: Annotated[
        bool,
        typer.Option("--rules", help="List each game's rule options (set with --rule NAME=VALUE)."),
    ] = False,
) -> None:
    """List the games Stronghold can play."""
    from stronghold import load
    from stronghold.engine.registry import list_games

    if rules:
        options = Table("game", "rule option", "default")
        for info in list_games():
            for name, default in (load(info.id).params.get("rules") or {}).items():
                shown = str(default).lower() if isinstance(default, bool) else str(default)
                options.add_row(info.id, name, shown)
        console.print(options)
        return
    table = Table("id", "aliases", "title")
    for info in list_games():
        table.add_row(info.id, ", ".join(info.aliases), info.title)
    console.print(table)


@app.command("combat")
def combat(
    file: Annotated[
        Path, typer.Argument(help="A combat scenario (TOML), e.g. examples/combat/*.toml")
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the result as one JSON object.")
    ] = False,
    cards: CardsOption = None,
) -> None:
    """Play a combat written down in a scenario file and tell what the rules make of it."""
    from stronghold.cli.narrate import narrate
    from stronghold.engine.errors import ScenarioError
    from stronghold.engine.limits import read_text
    from stronghold.games.guardians import load_scenario_text, play_scenario

    data = load_scenario_text(read_text(file, error=ScenarioError))
    state = play_scenario(data, cards=[str(c) for c in cards or []])
    summary = state.summary()
    if as_json:
        typer.echo(json.dumps(_public_summary(summary), indent=2))
        return
    told = [event.to_json() for event in state.events(None)]
    for line in narrate(told, summary, title=str(data.get("title", file.name))):
        console.print(line, highlight=False, markup=False)


def _public_summary(summary: dict[str, Any]) -> dict[str, Any]:
    """The JSON the scenario runner promises (see README)."""
    out = dict(summary)
    out["matchups"] = [
        {
            "number": m["number"],
            "attacker": m["attacker"],
            "defender": m["defender"],
            "attacker_vitality": m.get("attacker_vitality"),
            "defender_vitality": m.get("defender_vitality"),
            "result": m["result"],
            "attacker_parts": m.get("attacker_parts", []),
            "defender_parts": m.get("defender_parts", []),
            "attacker_ranged": m.get("attacker_ranged", []),
            "defender_ranged": m.get("defender_ranged", []),
        }
        for m in summary["matchups"]
    ]
    return out


def _library(cards: list[Path] | None) -> Any:
    from stronghold.games.guardians import card_library

    return card_library(cards or [])


def _card_row(card: Any) -> list[str]:
    stats = ""
    if card.kind == "creature":
        red = f"/{card.stacking}" if card.stacking is not None else ""
        stats = f"{card.realm.value} {card.vitality}{red} OCB {card.ocb}"
    elif card.kind == "guardian":
        stats = f"Vit {card.vitality} stones {card.stones} CMP {card.cmp}"
    elif card.up is not None:
        stats = f"Up {card.up}"
    return [card.name, card.kind, card.set, stats, card.text]


def _print_cards(rows: list[Any]) -> None:
    """A Rich table of cards, by name."""
    table = Table("name", "kind", "set", "stats", "what it does", title=f"{len(rows)} cards")
    for card in sorted(rows, key=lambda c: c.name):
        table.add_row(*_card_row(card))
    console.print(table)


@cards_app.command("list")
def cards_list(
    kind: Annotated[
        str | None,
        typer.Option(
            help="creature, spell, item, bribery, shield, terrain, stronghold, upgrade, guardian"
        ),
    ] = None,
    realm: Annotated[str | None, typer.Option(help="mortal, elemental or external")] = None,
    card_set: Annotated[str | None, typer.Option("--set", help="RE, DI, DN, NP, PR, HB")] = None,
    ability: Annotated[
        str | None, typer.Option(help="a keyword, e.g. destroys, aoe, immune, ranged")
    ] = None,
    cards: CardsOption = None,
) -> None:
    """List cards, filtered by kind, realm, set or ability keyword."""
    from stronghold.games.guardians import set_fields

    lib = _library(cards)
    kinds = ("creature", "spell", "item", "bribery", "shield", "terrain", "stronghold", "upgrade",
             "guardian")  # fmt: skip
    if kind and kind.casefold() not in kinds:
        fail(f"unknown kind {kind!r}: one of {', '.join(kinds)}")
    if realm and realm.casefold() not in ("mortal", "elemental", "external"):
        fail(f"unknown realm {realm!r}: mortal, elemental or external")
    rows = []
    for card in lib:
        if kind and card.kind != kind.casefold():
            continue
        if realm and getattr(card, "realm", None) != realm.casefold():
            continue
        if card_set and card.set != card_set.upper():
            continue
        if ability and ability not in set_fields(card):
            continue
        rows.append(card)
    if not rows:
        fail("no card matches those filters")
    _print_cards(rows)


@cards_app.command("search")
def cards_search(
    words: Annotated[str, typer.Argument(help="Words to find in names, classes and texts.")],
    cards: CardsOption = None,
) -> None:
    """Find cards whose name, class or text contains the words."""
    lib = _library(cards)
    needle = words.casefold()
    rows = [
        c
        for c in lib
        if needle in c.name.casefold()
        or needle in c.text.casefold()
        or any(needle in cl.casefold() for cl in getattr(c, "classes", []))
    ]
    if not rows:
        fail(f"no card mentions {words!r}{lib.suggest(words)}")
    _print_cards(rows)


@cards_app.command("show")
def cards_show(
    name: Annotated[
        str, typer.Argument(help="A card name (forgiving about case and punctuation).")
    ],
    cards: CardsOption = None,
) -> None:
    """Show one card: every fact, its abilities as keywords, and where each fact comes from."""
    from stronghold.games.guardians import NOT_ABILITIES, card_coverage

    card = _library(cards).get(name)
    data = card.model_dump(mode="json", exclude_defaults=True)
    table = Table("field", "value", "source", title=card.name, show_lines=False)
    rules_fields = set(card.provenance.rules)
    for key, value in data.items():
        if key in ("name", "provenance", "text"):
            continue
        if key in card.provenance.assumed:
            source = f"assumed: {card.provenance.assumed[key]}"
        elif key in rules_fields:
            source = "rules text"
        elif key in NOT_ABILITIES:
            source = "card list"
        else:
            source = "ability keyword"
        table.add_row(key, json.dumps(value, ensure_ascii=False), source)
    console.print(table)
    if card.text:
        console.print(f"What it does: {card.text}", highlight=False, markup=False)
    cov = card_coverage(card)
    extra = f" (not yet: {', '.join(cov.missing)})" if cov.missing else ""
    console.print(f"Enforced: {cov.level}{extra}", highlight=False, markup=False)
    if card.unencoded:
        console.print(f"Not enforced yet: {card.unencoded}", highlight=False, markup=False)


@cards_app.command("coverage")
def cards_coverage(
    as_json: Annotated[bool, typer.Option("--json", help="Print the totals as JSON.")] = False,
    missing: Annotated[
        bool, typer.Option("--missing", help="List every card not fully enforced.")
    ] = False,
    cards: CardsOption = None,
) -> None:
    """How many cards have every ability enforced, how many only in part, and which."""
    from stronghold.games.guardians import coverage_report

    report = coverage_report(list(_library(cards)))
    detail = report.pop("detail")
    if as_json:
        typer.echo(json.dumps(report))
        return
    creatures = report["creatures"]
    with_text = report["cards"] - report.get("textless", 0)
    creatures_with_text = creatures["cards"] - creatures.get("textless", 0)
    console.print(
        f"{report['cards']} cards, {report.get('textless', 0)} of them with no text to enforce. "
        f"Of the {with_text} with text: {report['full']} fully enforced, {report['partial']} in "
        f"part, {report['none']} not at all. Creatures with text: {creatures['full']} of "
        f"{creatures_with_text} fully enforced "
        f"({100 * creatures['full'] // max(1, creatures_with_text)} %).",
        highlight=False,
    )
    if missing:
        table = Table("card", "kind", "level", "not enforced yet")
        for row in detail:
            if row.level != "full":
                table.add_row(row.name, row.kind, row.level, ", ".join(row.missing))
        console.print(table)


SimDecksOption = Annotated[
    list[str] | None,
    typer.Option(
        "--deck",
        help="A deck FILE (text or .dek), a deck of yours or a ready-made deck's NAME "
        "(random-pool[:SEED]: a legal deck drawn from the whole card pool); "
        "repeat it for a round robin of decks.",
    ),
]
SimOpponentsOption = Annotated[
    list[str] | None,
    typer.Option(
        "--opponent-deck",
        help="A deck every --deck plays against (repeatable): a FILE or a NAME.",
    ),
]


@app.command("sim")
def sim(
    game: Annotated[str, typer.Argument(help="A game id or alias (see `stronghold games`).")],
    count: Annotated[
        int, typer.Option("--games", help="How many games to play (with decks: per pair).")
    ] = 100,
    agents: Annotated[
        str | None,
        typer.Option(
            help="Agent names, one per seat, comma-separated (seats rotate). Default: "
            "greedy,random; with decks greedy,greedy (the first agent plays the first deck)."
        ),
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the first deal; runs are reproducible.")] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print only the totals, as one JSON object.")
    ] = False,
    players: Annotated[
        int | None,
        typer.Option(help="How many players, for games of more than two (one agent each)."),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(help="Processes playing games at once (the totals do not change)."),
    ] = 1,
    deck: SimDecksOption = None,
    opponent_deck: SimOpponentsOption = None,
    max_turns: Annotated[
        int | None, typer.Option(help="Games with a turn limit are drawn after this many turns.")
    ] = None,
    cards: CardsOption = None,
    rule: RuleOption = None,
    backend: Annotated[
        str,
        typer.Option(
            help="local (processes on this machine) or ray (Ray tasks: a local Ray with "
            "--workers CPUs, or the cluster at --address; needs the research extras)."
        ),
    ] = "local",
    address: Annotated[
        str | None, typer.Option(help="With --backend ray: the address of a Ray cluster.")
    ] = None,
    export: Annotated[
        Path | None,
        typer.Option(
            help="Write each game's decisions to DIR/game-NNNNNN.jsonl: one row per decision "
            "(the seat's observation, the legal actions' indices, the action's, the return)."
        ),
    ] = None,
) -> None:
    """Pit computer players against each other and show each one's win rate; or decks against
    decks (--deck A --opponent-deck B, or --deck A --deck B --deck C for a round robin) and
    show each deck's win rate."""
    from stronghold.engine.registry import game_info

    if count < 1:
        fail(f"--games must be at least 1, got {count}")
    if max_turns is not None and max_turns < 1:
        fail(f"--max-turns must be at least 1, got {max_turns}")
    game_id = game_info(game).id
    with_decks = bool(deck or opponent_deck)
    runner = _sim_runner(backend, workers=workers, address=address)
    if export is not None and with_decks:
        fail("--export plays agents against each other, not decks: leave out --deck")
    names = [
        name.strip()
        for name in (agents or ("greedy,greedy" if with_decks else "greedy,random")).split(",")
        if name.strip()
    ]
    params: dict[str, Any] = {}
    if players is not None:
        params["players"] = players
    if max_turns is not None:
        params["max_turns"] = max_turns
    if cards:
        params["cards"] = [str(folder) for folder in cards]
    if rule:
        params["rules"] = rule_settings(rule)
    with _progress_bar(show=not as_json, title=f"{game}: {' vs '.join(names)}") as advance:
        if with_decks:
            sim_decks(
                game_id, deck or [], opponent_deck or [], count=count, agents=names, seed=seed,
                params=params, as_json=as_json, workers=workers, advance=advance, runner=runner,
            )  # fmt: skip
            return
        from stronghold.agents.sim import simulate

        result = simulate(
            game, games=count, agents=names, seed=seed, params=params or None,
            progress=advance, workers=workers, runner=runner, export=export,
        )  # fmt: skip
    if as_json:
        typer.echo(json.dumps(result.to_dict()))
        return
    table = Table(
        "agent", "wins", "win rate", "95 % interval",
        title=f"{result.game_id}: {result.games} games, seed {seed}",
    )  # fmt: skip
    for label in result.agents:
        low, high = result.interval(label)
        table.add_row(
            label,
            str(result.wins[label]),
            f"{100 * result.win_rate(label):.1f} %",
            f"{100 * low:.1f}–{100 * high:.1f} %",
        )
    console.print(table)
    seat_wins = ", ".join(f"seat {s}: {n}" for s, n in enumerate(result.seat_wins))
    _say(
        f"draws {result.draws}, errors {result.errors}, decisions {result.decisions}, "
        f"{result.seconds:.1f} s; wins by seat: {seat_wins}"
    )
    _say_errors(list(result.error_messages))


def _sim_runner(backend: str, *, workers: int, address: str | None) -> Runner | None:
    """The runner of ``sim --backend``: None for local processes, Ray's for ``ray``."""
    if backend == "local":
        if address is not None:
            fail("--address is for --backend ray")
        return None
    if backend != "ray":
        fail(f"--backend must be local or ray, not {backend!r}")
    try:
        from stronghold.interop.ray import runner
    except ImportError:
        fail("--backend ray needs Ray: pip install -e '.[research]'")
    return runner(workers=workers, address=address)


@contextmanager
def _progress_bar(*, show: bool, title: str) -> Iterator[Callable[[int, int], None] | None]:
    """A progress callback drawing a bar on stderr (a terminal only, and not with --json)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    progress_console = Console(stderr=True)
    if not show or not progress_console.is_terminal:
        yield None
        return
    bar: Progress | None = None

    def advance(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = Progress(
                "[progress.description]{task.description}",
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=progress_console,
                transient=True,
            )
            bar.start()
            bar.add_task(title, total=total)
        bar.update(bar.task_ids[0], completed=done)

    try:
        yield advance
    finally:
        if bar is not None:
            bar.stop()


deck_app = typer.Typer(
    help="Guardians decks: check, convert (text and LackeyCCG .dek), list.",
    no_args_is_help=True,
)
app.add_typer(deck_app, name="deck")

DeckArgument = Annotated[
    str,
    typer.Argument(
        help="A deck FILE (plain text or LackeyCCG .dek, told apart by content), or the NAME "
        "of a deck of yours or a ready-made deck (`stronghold deck list`; random-pool:SEED "
        "is a legal deck drawn from the whole card pool)."
    ),
]


def _read_deck(value: str, lib: Any) -> tuple[str, Any]:
    """The deck ``value`` names, read by the one deck reader: (its label, the parse result)."""
    from stronghold.cli.decks import resolve_deck
    from stronghold.games.guardians import deck_text, parse_deck

    source = resolve_deck(value)
    if source.path is None:  # a ready-made deck: its text
        name, text = deck_text(source.value)
        return name, parse_deck(text, lib, name=name)
    return str(source.path), parse_deck(source.value, lib, name=source.label)


@deck_app.command("check")
def deck_check(file: DeckArgument, cards: CardsOption = None) -> None:
    """Check a deck against the construction rules; every problem at once, then a summary.

    Exit code 0 when the deck is legal (warnings allowed), 2 when it has any error.
    """
    from stronghold.games.guardians import check_deck

    label, result = _read_deck(file, _library(cards))
    problems = check_deck(result)
    for problem in problems:
        style = "bold red" if problem.level == "error" else "yellow"
        console.print(str(problem), style=style, markup=False, highlight=False, soft_wrap=True)
    errors = sum(1 for problem in problems if problem.level == "error")
    deck = result[0]
    if errors or deck is None:
        _say(f"{label}: not a legal deck ({errors} error(s)).")
        raise typer.Exit(2)
    _print_deck_summary(deck)


@deck_app.command("convert")
def deck_convert(
    file: DeckArgument,
    to: Annotated[str, typer.Option("--to", help="The format to write: text or dek.")],
    output: Annotated[
        Path | None,
        typer.Option(
            "--output", "-o", help="Where to write it (default: print it). Never overwrites."
        ),
    ] = None,
    cards: CardsOption = None,
) -> None:
    """Write a deck in the other format: plain text, or a LackeyCCG .dek file in the Guardians
    plugin's layout; every card, the Guardian and the strongholds are kept.

    A deck that cannot be read whole (an unknown card, no Guardian) is not written: exit 2 with
    its problems. An illegal deck (too few cards, ...) is written, its problems told on stderr.
    """
    from stronghold.games.guardians import DECK_FORMATS, check_deck

    form = to.strip().lower()
    if form not in DECK_FORMATS:
        fail(f"--to must be text or dek, not {to!r}")
    if output is not None and (output.exists() or output.is_symlink()):
        fail(f"{output} exists: give a new file (convert never overwrites)")
    label, (deck, problems) = _read_deck(file, _library(cards))
    errors = [p for p in problems if p.level == "error"]
    if deck is None or errors:
        for problem in errors or problems:
            typer.echo(str(problem), err=True)
        fail(f"{label} cannot be converted: it is not read whole ({len(errors)} error(s))")
        return
    for problem in check_deck(deck):  # written all the same: say so
        what = "not legal" if problem.level == "error" else "warning"
        typer.echo(f"{what}: {problem.message}", err=True)
    text = deck.to_dek() if form == "dek" else deck.to_text()
    if output is None:
        typer.echo(text, nl=False)
        return
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
        with output.open("x", encoding="utf-8") as stream:
            stream.write(text)
    except OSError as exc:
        fail(f"cannot write {output}: {exc.strerror or exc}")
    _say(f"{label} written as {'a .dek file' if form == 'dek' else 'text'} to {output}")


@deck_app.command("list")
def deck_list() -> None:
    """The decks --deck can name: yours (in the data folder's decks) and the ready-made ones."""
    from stronghold.cli.decks import ready_made_decks, settled_deck, user_deck_folder, user_decks

    mine = user_decks()
    table = Table("name", "where", title="Decks (--deck NAME)")
    for name, paths in mine.items():
        table.add_row(name, ", ".join(str(path) for path in paths))
    for name in ready_made_decks("guardians"):
        if name in mine:
            continue
        if settled_deck("guardians", name) == name:
            table.add_row(name, "ready-made (examples/decks)")
        else:  # random-pool: a deck drawn anew each time
            table.add_row(name, f"drawn from the card pool ({name}:SEED for the same deck again)")
    console.print(table)
    _say(
        f"Your decks go in {user_deck_folder()} as NAME.txt or NAME.dek; one named like a "
        "ready-made deck is the one taken."
    )


def _print_deck_summary(deck: Any) -> None:
    """Guardian, strongholds, shields and card counts by kind of a legal deck."""
    title = f"{deck.name}: " if deck.name else ""
    console.print(f"{title}a legal deck of {len(deck.cards)} cards.", highlight=False, markup=False)
    g = deck.guardian
    console.print(
        f"Guardian: {g.name} (Vitality {g.vitality}, stones {g.stones}, CMP {g.cmp})",
        highlight=False,
        markup=False,
    )
    places = ", ".join(s.name for s in deck.strongholds)
    sets = f"one set, {deck.stronghold_set}" if deck.stronghold_set else "mixed sets"
    console.print(f"Strongholds: {places} ({sets})", highlight=False, markup=False, soft_wrap=True)
    kinds = ", ".join(f"{t}: {n}" for t, n in sorted(deck.shield_counts().items()))
    console.print(f"Shields: {deck.shields} ({kinds})", highlight=False, markup=False)
    table = Table("kind", "cards", "different")
    for kind, count in deck.kind_counts().items():
        different = len({c.name for c in deck.cards if c.kind == kind})
        table.add_row(kind, str(count), str(different))
    console.print(table)


DeckOption = Annotated[
    str | None,
    typer.Option(
        help="A deck FILE (plain text or LackeyCCG .dek), or the NAME of a deck of yours or "
        "a ready-made deck (`stronghold deck list`)."
    ),
]


@app.command("play")
def play(
    game: Annotated[str, typer.Argument(help="The game to play (see `stronghold games`).")],
    deck: DeckOption = None,
    opponent_deck: DeckOption = None,
    vs: Annotated[
        str,
        typer.Option(
            "--vs",
            "--opponent",
            help="The computer player: a level (easy, medium, hard) or an agent "
            "(random, greedy, ismcts).",
        ),
    ] = "greedy",
    seed: Annotated[
        int | None, typer.Option(help="Seed of the deal (random if not given).")
    ] = None,
    seat: Annotated[
        int, typer.Option(help="Your seat, from 0 (Guardians: 0 is rows A-B, 1 rows C-D).")
    ] = 0,
    players: Annotated[
        int | None, typer.Option(help="How many players, for games of more than two.")
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", help="Watch computer players (--vs) to the end.")
    ] = False,
    record: Annotated[
        Path | None,
        typer.Option(help="Where to save the game record (.json, or .toml by the suffix)."),
    ] = None,
    max_turns: Annotated[
        int | None, typer.Option(help="The game is a draw after this many turns (default 40).")
    ] = None,
    cards: CardsOption = None,
    rule: RuleOption = None,
    position: Annotated[
        Path | None,
        typer.Option(
            help="Start from a position written as a file (TOML, e.g. "
            "examples/positions/*.toml; docs/positions.md) instead of a deal of two decks."
        ),
    ] = None,
    think: Annotated[
        str | None,
        typer.Option(
            help="How long a searching computer player (ismcts, medium, hard) thinks a "
            "decision: seconds (1s, 0.5, 250ms) or iterations (800it)."
        ),
    ] = None,
) -> None:
    """Play a game in the terminal against computer players, or watch them play; the game's
    record is saved at the end. Guardians games take decks (defaults: basic-knights vs
    hellfire), or a position to start from."""
    from stronghold.cli.play import play_command

    play_command(
        game, deck=deck, opponent_deck=opponent_deck, vs=vs, seed=seed, seat=seat, watch=watch,
        record=record, max_turns=max_turns, cards=[str(c) for c in cards or []],
        players=players, position=position, rules=rule_settings(rule), think=think,
    )  # fmt: skip


@app.command("replay")
def replay_game(
    file: Annotated[Path, typer.Argument(help="A game record (.json or .toml).")],
    step: Annotated[
        bool, typer.Option("--step", help="Wait for Enter between moves (end of input: run on).")
    ] = False,
    cards: CardsOption = None,
) -> None:
    """Replay a game record through the engine, move by move, and show the board at the end."""
    from stronghold.cli.play import replay_command

    replay_command(file, step=step, cards=[str(c) for c in cards or []])


@app.command("serve")
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on (0: any free one).")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            help="The database URL (e.g. postgresql+psycopg://user@host/name); default: a "
            "SQLite file in the data folder.",
        ),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(
            min=1,
            help="Server processes sharing the games (more than one needs PostgreSQL).",
        ),
    ] = 1,
    compress: Annotated[
        bool,
        typer.Option(
            help="Compress websocket messages (permessage-deflate) for clients that offer it: "
            "about 5 times less traffic, for some 45 KiB of server memory a connection and "
            "some 80 µs of CPU a message (off by default: the traffic it saves is cheap on a "
            "LAN).",
        ),
    ] = False,
    evict_after: Annotated[
        float,
        typer.Option(
            min=0.0,
            help="Seconds a game with no connection open and nothing to play stays in "
            "memory; then it leaves, and is read again from the store when a link of it is "
            "opened.",
        ),
    ] = 600.0,
) -> None:
    """Serve games over HTTP and websockets (lobby API, one websocket per seat); every game
    is stored and resumes after a restart."""
    from stronghold.cli.serve import serve_command

    serve_command(
        host=host, port=port, db=db, workers=workers, compress=compress, evict_after=evict_after
    )


def main() -> None:
    """Entry point: run the app, turning every Stronghold error into one line and exit 2."""
    try:
        app()
    except StrongholdError as exc:
        for line in exc.lines:  # one line each (a position tells every problem it has)
            typer.echo(f"error: {line}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        sys.exit(130)
    except Exception as exc:  # a bug of ours: one line, and the way to see more
        if os.environ.get("STRONGHOLD_DEBUG"):
            raise
        what = " ".join(str(exc).split()) or "no message"
        typer.echo(
            f"internal error ({type(exc).__name__}: {what}); please report it — "
            "STRONGHOLD_DEBUG=1 shows the traceback",
            err=True,
        )
        sys.exit(3)


if __name__ == "__main__":
    main()
