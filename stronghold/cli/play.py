"""Play Guardians in the terminal against a computer player, watch two play, or replay a record.

The loop talks to the game only through the engine contract: ``current_seat``,
``legal_actions``, ``parse_action``, ``apply``, ``view(seat)``, ``record()``, ``outcome`` and
``replay``. Input is read line by line, so it works from a pipe as well as from a terminal.
"""

from __future__ import annotations

import json
import secrets
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from stronghold.agents import Agent, make_agent
from stronghold.agents.ismcts import budgeted
from stronghold.cli.decks import resolve_deck
from stronghold.cli.layout import (
    choice_grid,
    find_part,
    fit_position,
    folded_position,
    full_position,
    height,
)
from stronghold.cli.layout import (
    line as one_line,
)
from stronghold.cli.paths import data_folder
from stronghold.cli.screens import Screen, numbered, screen_for
from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction, PositionError, RecordError, StrongholdError
from stronghold.engine.limits import bounded_count, load_json, load_toml, quote, read_text, shorten
from stronghold.engine.record import Record, replay
from stronghold.engine.registry import Game, game_info, load
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

DEFAULT_DECK, DEFAULT_OPPONENT_DECK = "basic-knights", "hellfire"
#: At most this many lines of "What happened" on the screen (``log`` shows everything).
HAPPENED_LINES = 4
#: At least this many choices on a screen, however little room is left.
MIN_CHOICE_ROWS = 3
PROMPT = "Your move (number, action, help, undo, quit): "

HELP = """\
Type the number of a legal action, or the action itself in notation (shown in brackets).
  help    this text
  more    the next choices, when they are more than the screen holds
  open NAME   a folded part of the screen in full (e.g. open hand); open alone lists them
  board   everything in full: every part of the position and every choice
  show NAME   what a card is and does, and what of it the rules engine enforces
              (also: info NAME)
  log     everything that has happened so far, as you were told it
  undo    take back your last decisions while nobody else has moved since (and they drew
          and revealed nothing)
  quit    leave the game (an unfinished game is not saved: its record would show every
          hidden card)
The screen fits your terminal: parts of the position fold to a line or two (a bigger terminal
shows more of them in full). A single legal option is taken for you only where that tells
nobody anything: when you know nothing the other players do not (no card in your hand they
cannot see), so they know it was your only option too. Otherwise you are asked, as at any
decision: answering at once would tell them you held nothing that gave you a choice."""


class PlayError(StrongholdError):
    """A problem with the options or files of ``play`` and ``replay``."""


# --- terminal input and output ---------------------------------------------------------------


class Terminal:
    """Where the game is drawn and lines are read: a Rich console and a line source.

    From a terminal the screen is redrawn at each decision; from a pipe everything streams and
    each line read is echoed, so a transcript reads like a session.
    """

    def __init__(self, console: Console | None = None, stdin: TextIO | None = None) -> None:
        self.console = console or Console(highlight=False)
        self.stdin = stdin if stdin is not None else sys.stdin
        self.interactive = _isatty(self.stdin) and self.console.is_terminal

    def say(self, message: str, *, style: str | None = None) -> None:
        """One line of plain text (no markup)."""
        self.console.print(message, style=style, markup=False, highlight=False, soft_wrap=True)

    def show(self, *renderables: RenderableType) -> None:
        """Rich renderables."""
        self.console.print(*renderables)

    def ask(self, prompt: str) -> str | None:
        """A line of input (stripped), or None at end of input or on Ctrl-C."""
        self.console.print(prompt, end="", markup=False, highlight=False)
        try:
            if self.interactive:
                line = input()
            else:
                line = self.stdin.readline()
                if not line:
                    self.console.print()
                    return None
                self.console.print(line.rstrip("\r\n"), markup=False, highlight=False)
        except (EOFError, KeyboardInterrupt):
            self.console.print()
            return None
        return line.strip()


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


# --- decks, records ------------------------------------------------------------------------


def deck_param(value: str, game_id: str = "guardians") -> str:
    """A ``--deck`` value as the game takes it: a deck file's text, a deck of one's own (its
    text), or a ready-made deck's name (:func:`stronghold.cli.decks.resolve_deck`)."""
    return resolve_deck(value, game_id=game_id).value


def record_data(state: State) -> dict[str, Any]:
    """The record of a game as JSON-ready data, with the outcome beside (None if unfinished)."""
    data: dict[str, Any] = json.loads(state.record().to_json())
    outcome = state.outcome
    data["outcome"] = None if outcome is None else outcome.to_dict()
    return data


def write_record(state: State, path: Path) -> None:
    """Save the game's record: TOML if the file name ends in ``.toml``, else JSON."""
    data = record_data(state)
    text = to_toml(data) if path.suffix.lower() == ".toml" else json.dumps(data, indent=2) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise PlayError(f"cannot write the record to {path}: {exc.strerror or exc}") from None


def read_record(path: Path) -> tuple[Record, dict[str, Any] | None]:
    """A record file (JSON, or TOML by its suffix) and the outcome it states, if any; its size
    and nesting are checked as every reader's (:mod:`stronghold.engine.limits`)."""
    text = read_text(path, error=RecordError)
    data: Any
    if path.suffix.lower() == ".toml":
        data = load_toml(text, error=RecordError, context=f"{path} is ")
    else:
        data = load_json(text, error=RecordError, context="record is ")
    record = Record.from_dict(data)
    outcome = data.get("outcome")
    if outcome is not None and not isinstance(outcome, dict):
        raise RecordError("record field 'outcome' must be an object")
    return record, outcome


def _toml_string(value: str) -> str:
    # JSON string escapes (\" \\ \n \t \uXXXX ...) are all valid in a TOML basic string.
    return json.dumps(value, ensure_ascii=False)


def _toml_key(key: str) -> str:
    bare = key.replace("_", "").replace("-", "").isalnum() and key.isascii()
    return key if bare else _toml_string(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(item) for item in value if item is not None) + "]"
    if isinstance(value, dict):
        items = [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items() if v is not None]
        return "{" + ", ".join(items) + "}"
    raise RecordError(f"cannot write {value!r} in TOML")


def to_toml(data: dict[str, Any], prefix: str = "") -> str:
    """A JSON-like dict as TOML: scalars and arrays first, then a [table] per nested dict.
    TOML has no null: None values are left out."""
    lines = []
    for key, value in data.items():
        if value is None or isinstance(value, dict):
            continue
        if isinstance(value, list) and len(value) > 3:  # one item a line, for long move lists
            items = "".join(f"  {_toml_value(item)},\n" for item in value if item is not None)
            lines.append(f"{_toml_key(key)} = [\n{items}]")
        else:
            lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    for key, value in data.items():
        if isinstance(value, dict):
            name = f"{prefix}{_toml_key(key)}"
            lines += ["", f"[{name}]", to_toml(value, prefix=f"{name}.").rstrip("\n")]
    return "\n".join(line for line in lines) + "\n"


def default_record_path(state: State) -> Path:
    """A new file in the data folder's ``records``: the game, the date and time, and a random
    tag (never the seed, which would tell the deal)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return data_folder() / "records" / f"{state.game.id}-{stamp}-{secrets.token_hex(3)}.json"


# --- one game --------------------------------------------------------------------------------


@dataclass
class Session:
    """A game between a person at ``human`` and a computer player (or two, to watch).

    ``deciders`` has the seat that took each action of the state's history, so ``undo`` knows
    which trailing actions were the person's.
    """

    state: State
    human: int | None
    agents: dict[int, Agent]
    term: Terminal
    record_path: Path
    deciders: list[int] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    header: str = ""
    screen: Screen = field(init=False)
    game_screen: Screen | None = None  # the game's own screen unless one is given
    first_choice: int = 0  # where the choices on the screen start (``more`` pages on)
    _page: int = 0  # how many choices the last screen showed

    def __post_init__(self) -> None:
        self.screen = self.game_screen or screen_for(self.state.game.id)

    # --- the loop ------------------------------------------------------------------------

    def run(self) -> State:
        """Play until the game ends or the person leaves; then show the end and save."""
        left = False
        self._before_the_first_move()
        try:
            while not self.state.is_terminal():
                seat = self.state.current_seat
                assert seat is not None
                if seat == self.human:
                    if not self._human_turn():
                        left = True
                        break
                else:
                    self._agent_turn(seat)
        except KeyboardInterrupt:  # Ctrl-C while the computer thinks: leave, keeping the game
            self.term.say("\nInterrupted: leaving the game.")
            left = True
        except Exception as exc:  # a failing agent or engine: keep the game, which cannot go on
            self._save()
            what = exc.reason if isinstance(exc, StrongholdError) else repr(exc)
            raise PlayError(f"{what}; the game so far is saved to {self.record_path}") from exc
        self._finish(left=left)
        return self.state

    def _before_the_first_move(self) -> None:
        """What the game told before anyone moved (the deal, the first draws), as the
        person is told it: into the log, and said when watching."""
        if self.state.history:
            return
        told = [t.text for t in self.state.events(self.human)]
        for line in numbered(told, 0, self.human):
            self.log.append(line)
            if not self.term.interactive or self.human is None:
                self.term.say(line)

    def _agent_turn(self, seat: int) -> None:
        action = self.agents[seat].choose(self.state, seat)
        self._apply(str(action), seat)

    def _human_turn(self) -> bool:
        """Ask the person until one legal action is applied; False when they leave."""
        assert self.human is not None
        forced = forced_action(self.state, self.human)
        if forced is not None:
            phrase = self.state.describe_action(forced, self.human)
            self._apply(str(forced), self.human)
            note = f"(Your only choice, taken for you: {phrase}.)"
            self.log.append(note)
            self.term.say(note)
            return True
        self.first_choice = 0
        self._draw()
        while True:
            legal = [str(action) for action in self.state.legal_actions()]
            line = self.term.ask(PROMPT)
            if line is None:
                self.term.say("End of input: leaving the game.")
                return False
            word = line.casefold()
            if not word:
                continue
            if word in ("quit", "exit", "q"):
                return False
            if word in ("help", "h", "?"):
                extra = self.screen.help or self.state.game.notation
                self.term.say(HELP + ("\n" + extra if extra else ""))
                continue
            if word in ("board", "b"):
                self._draw(full=True)
                continue
            if word == "more":
                self._draw(more=True)
                continue
            verb, _, rest = line.partition(" ")
            if verb.casefold() == "open":
                self._open(rest.strip())
                continue
            if word == "log":
                self._show_log()
                continue
            if verb.casefold() in ("show", "info") and rest.strip():
                self._show_card(rest.strip())
                continue
            if word == "undo":
                done, message = self.undo()
                self.term.say(message, style=None if done else "yellow")
                if done:
                    self.log.append(message)
                    self._draw()
                continue
            if line.isdecimal():  # digits int() reads ("²" is a digit it does not)
                number = bounded_count(line, len(legal))
                if number is None or number < 1:
                    shown = shorten(line.lstrip("0") or "0", 12)
                    self.term.say(f"No action number {shown}: choose 1-{len(legal)}.", style="red")
                    continue
                text = legal[number - 1]
            else:
                text = line
            try:
                self._apply(text, self.human)
            except StrongholdError as exc:
                self.term.say(f"Not that: {exc.reason}", style="red")
                continue
            return True

    def _show_card(self, name: str) -> None:
        """What the card called ``name`` is and does (the game's card text), or why not."""
        try:
            lines = self.state.game.card_text(name)
        except StrongholdError as exc:
            self.term.say(exc.reason, style="red")
            return
        self.term.say("\n".join(lines))

    def _show_log(self) -> None:
        """The whole story so far as the person was told it: the game's events when it tells
        them, else every line the screen wrote under the moves."""
        told = self.state.events(self.human) if self.state.event_log else []
        lines = [told_event.text for told_event in told] or self.log
        self.term.say("\n".join(lines) if lines else "Nothing has happened yet.")

    def _apply(self, text: str, seat: int) -> None:
        """Parse and apply an action of ``seat``; then tell what it did as the viewer sees it."""
        viewer = self.human
        refused = self.state.refusal(text, seat=seat)  # a seat not to act: refused unread
        if refused is not None:
            raise IllegalAction(refused)
        action = self.state.parse_action(text)
        taken = self.screen.before_move(self.state, action, seat, viewer)
        self.state.apply(action, seat=seat)
        self.deciders.append(seat)
        for line in self.screen.after_move(self.state, taken, action, seat, viewer):
            self.log.append(line)
            if not self.term.interactive or self.human is None:
                self.term.say(line)

    # --- drawing ---------------------------------------------------------------------------

    def _draw(self, *, full: bool = False, more: bool = False) -> None:
        """The screen: the position, what just happened, the choices, fitted to the terminal's
        size (``full``: everything unfolded; ``more``: the next page of choices)."""
        assert self.human is not None
        console = self.term.console
        width, tall = console.size
        parts = self.screen.parts(self.state, self.human)
        entries = self.screen.choice_entries(self.state, self.human)
        if full:
            listing = Group(*(entry.full for entry in entries))
            self.term.show(Group(*full_position(parts), self._choices(listing, len(entries))))
            return
        if more:
            self.first_choice = self.first_choice + self._page
            if self.first_choice >= len(entries):
                self.first_choice = 0
        top: list[RenderableType] = []
        if self.term.interactive:
            if self.header:
                top.append(one_line(self.header))
            happened = self._happened(width)
            if happened is not None:
                top.append(happened)
        used = height(console, Group(*top), width) + 1  # the prompt's line
        folded = folded_position(parts)  # the least the position takes
        room = tall - used - height(console, Group(*folded), width) - 2  # the box's borders
        rows = max(MIN_CHOICE_ROWS, room)
        body, shown = choice_grid(entries, console, width - 4, rows, self.first_choice)
        if self.first_choice + shown < len(entries) or self.first_choice > 0:
            grid, shown = choice_grid(
                entries, console, width - 4, rows - 1, self.first_choice, paging=True
            )
            left = len(entries) - self.first_choice - shown
            hint = f"{left} more: type more" if left > 0 else "type more to start again"
            body = Group(grid, Text(hint, style="italic"))
        self._page = shown
        choices = self._choices(body, len(entries))
        budget = tall - used - height(console, choices, width)
        screen = [*top, *fit_position(parts, console, width, budget), choices]
        if self.term.interactive:
            console.clear()
        self.term.show(Group(*screen))

    @staticmethod
    def _choices(body: RenderableType, count: int) -> Panel:
        return Panel(body, title=f"Your choices ({count})", title_align="left")

    def _happened(self, width: int) -> Panel | None:
        """The last lines of what happened, as many as fit in a few lines."""
        lines: list[str] = []
        used = 0
        for text in reversed(self.log):
            taken = height(self.term.console, Text(text), width - 4)
            if used + taken > HAPPENED_LINES and lines:
                break
            lines.insert(0, text)
            used += taken
        if not lines:
            return None
        title = "What happened (log shows it all)"
        return Panel(Text("\n".join(lines)), title=title, title_align="left")

    def _open(self, name: str) -> None:
        """One part of the position in full, by (a word of) its name."""
        assert self.human is not None
        parts = self.screen.parts(self.state, self.human)
        if not name:
            self.term.say("Parts to open: " + "; ".join(part.title for part in parts) + ".")
            return
        part, reason = find_part(parts, name)
        if part is None:
            self.term.say(reason, style="yellow")
            return
        self.term.show(part.full)

    def _finish(self, *, left: bool) -> None:
        parts = self.screen.final(self.state, self.human)
        if self.state.outcome is None:
            parts = parts[:-1]  # the "not over" line: say why instead
        self.term.show(*parts)
        if self.state.outcome is None:
            if left:
                self.term.say(f"Game left unfinished after {len(self.state.history)} moves.")
            self.term.say(
                "Not saved: a record holds the seed and so every hidden card; only finished "
                "games are saved."
            )
            return
        self._save()
        self.term.say(f"Record saved to {self.record_path}")

    def _save(self) -> None:
        write_record(self.state, self.record_path)

    # --- undo ------------------------------------------------------------------------------

    def undo(self) -> tuple[bool, str]:
        """Take back the person's last decision by replaying the record without it.

        Only the person's own moves are taken back: not once another seat has moved since,
        and only while the game says each of them can be (``State.can_take_back``: it drew
        nothing and showed no seat anything).
        """
        history = self.state.history
        mine = [index for index, seat in enumerate(self.deciders) if seat == self.human]
        if not mine:
            return False, "Nothing to undo: you have not decided anything yet."
        start = self.screen.undo_from(history, self.deciders, mine[-1])
        others = [seat for seat in self.deciders[start:] if seat != self.human]
        if others:
            return False, (
                f"Cannot undo: seat {others[0]} has decided since; undo takes back only your "
                "own moves."
            )
        earlier = replay(self.state.record(), upto=start)
        probe = earlier.clone()
        for text in history[start:]:
            action = probe.parse_action(text)
            if not probe.can_take_back(action):
                shown = self.screen.pretty(text)
                return False, (
                    f"Cannot undo: your '{shown}' cannot be taken back ({probe.take_back_rule})."
                )
            probe.apply(action)
        taken = [self.screen.pretty(text) for text in history[start:]]
        self.state = earlier
        del self.deciders[start:]
        return True, f"Undone: {', '.join(taken)}."


def forced_action(state: State, seat: int) -> Action | None:
    """The single legal action of ``seat``, when taking it without asking tells no other seat
    anything; else None, and the person is asked as at any decision.

    Whether a seat is asked must hang on public facts only (the secrets rule): a seat with one
    option might have had more with other cards in hand, and answering at once would say it
    has not. So the option is taken only when ``seat`` knows nothing another seat does not
    (``hidden_from`` of every other seat is within its own): its options, which may hang only
    on what it knows, then follow from what every other seat knows too.
    """
    legal = state.legal_actions()
    if len(legal) != 1:
        return None
    unknown = state.hidden_from(seat)
    for other in range(state.game.seats):
        if other != seat and not state.hidden_from(other) <= unknown:
            return None
    return legal[0]


# --- the commands ----------------------------------------------------------------------------


def _load_game(
    game_id: str,
    *,
    decks: list[str] | None,
    players: int | None,
    max_turns: int | None,
    cards: list[str],
    rules: dict[str, Any] | None = None,
) -> Game:
    """The game with the options the person gave (each game judges its own parameters)."""
    params: dict[str, Any] = {}
    if decks is not None:
        params["decks"] = decks
    if players is not None:
        params["players"] = players
    return load(game_id, **params, **_shared_params(max_turns, cards, rules))


def _shared_params(
    max_turns: int | None, cards: list[str], rules: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The options a dealt game and a game from a position take alike."""
    params: dict[str, Any] = {}
    if rules:
        params["rules"] = rules
    if max_turns is not None:
        if max_turns < 1:
            raise PlayError(f"--max-turns must be at least 1, got {max_turns}")
        params["max_turns"] = max_turns
    if cards:
        params["cards"] = cards
    return params


def _position_game(
    game_id: str,
    path: Path,
    *,
    deck: str | None,
    opponent_deck: str | None,
    max_turns: int | None,
    cards: list[str],
    rules: dict[str, Any] | None = None,
) -> Game:
    """The game set up at the position the file ``path`` describes (its cards are the
    position's: no decks); every problem of the position is told, one line each."""
    if "position" not in getattr(game_info(game_id).factory, "params_accepted", ()):
        raise PlayError(f"{game_id} cannot start from a position file")
    if deck is not None or opponent_deck is not None:
        raise PlayError("a position brings its own cards: leave out --deck/--opponent-deck")
    position = read_text(path, error=PositionError)
    return load(game_id, position=position, **_shared_params(max_turns, cards, rules))


def _takes_decks(game_id: str) -> bool:
    """Whether a game is set up with two deck lists (Guardians and its variants)."""
    factory = game_info(game_id).factory
    return "decks" in getattr(factory, "params_accepted", ())


def _agent_seed(state: State, seat: int) -> int:
    """The computer player's seed at ``seat``: reproducible with the game's seed, but a
    one-way hash of it, so nothing about the deal can be read back from it."""
    return Rng(state.seed).derive("agent", seat).seed


def play_command(
    game_id: str,
    *,
    deck: str | None,
    opponent_deck: str | None,
    vs: str,
    seed: int | None,
    seat: int,
    watch: bool,
    record: Path | None,
    max_turns: int | None,
    cards: list[str],
    players: int | None = None,
    term: Terminal | None = None,
    position: Path | None = None,
    rules: dict[str, Any] | None = None,
    think: str | None = None,
) -> State:
    """``stronghold play``: set the game up (from a deal, or from a ``position`` file), play it
    to the end, save its record."""
    term = term or Terminal()
    game_id = game_info(game_id).id
    if position is not None:
        game = _position_game(
            game_id, position, deck=deck, opponent_deck=opponent_deck, max_turns=max_turns,
            cards=cards, rules=rules,
        )  # fmt: skip
    else:
        decks: list[str] | None = None
        if _takes_decks(game_id):
            mine = deck_param(deck or DEFAULT_DECK, game_id)
            theirs = deck_param(opponent_deck or DEFAULT_OPPONENT_DECK, game_id)
            decks = [mine, theirs] if seat == 0 else [theirs, mine]
        elif deck is not None or opponent_deck is not None:
            raise PlayError(f"{game_id} is not played with decks: leave out --deck/--opponent-deck")
        game = _load_game(
            game_id, decks=decks, players=players, max_turns=max_turns, cards=cards, rules=rules
        )
    if not 0 <= seat < game.seats:
        raise PlayError(f"--seat must be 0-{game.seats - 1} for {game_id}, got {seat}")
    state = game.new_state(seed)
    title = game_info(game_id).title or game_id

    def computer(at: int) -> Agent:
        agent = make_agent(vs, seed=_agent_seed(state, at))
        # ``--think``: a searching player's own budget, seconds or iterations
        return agent if think is None else budgeted(agent, think, called=vs)

    if watch:
        agents = {s: computer(s) for s in range(game.seats)}
        human: int | None = None
        seats = " against ".join(f"{vs} (seat {s})" for s in range(game.seats))
        term.say(f"Watching {seats}.")
    else:
        agents = {s: computer(s) for s in range(game.seats) if s != seat}
        human = seat
    header = (
        f"{title}: you are seat {seat}, against the {vs} computer player"
        f"{'s' if game.seats > 2 else ''}. Type help for the commands."
    )
    if not watch:
        term.say(header)
    session = Session(
        state, human, agents, term, record_path=record or default_record_path(state),
        header=header,
    )  # fmt: skip
    return session.run()


def _check_card_folders(record: Record, given: list[str]) -> None:
    """RecordError unless the record's ``cards`` folders are the ones the person gave."""
    named = record.params.get("cards")
    if named is None:
        return
    folders = [named] if isinstance(named, str) else named
    if not isinstance(folders, list) or not all(isinstance(item, str) for item in folders):
        raise RecordError("record field 'params.cards' must be a list of folders")
    wanted = sorted(str(Path(item).expanduser().resolve()) for item in folders)
    if wanted != sorted(str(Path(item).expanduser().resolve()) for item in given):
        shown = ", ".join(quote(item) for item in folders[:3])
        raise RecordError(
            f"this record plays with cards from {shown}: replay it with those folders named "
            "yourself (--cards DIR)"
        )


def replay_command(
    path: Path,
    *,
    step: bool,
    cards: list[str] | None = None,
    term: Terminal | None = None,
) -> State:
    """``stronghold replay``: every move of a record through the engine, then the board.

    A record that plays with card folders of its own is replayed only when the person names
    the same folders with ``--cards``: a file from elsewhere never makes us read a path.
    """
    term = term or Terminal()
    record, recorded_outcome = read_record(path)
    _check_card_folders(record, cards or [])
    try:
        state = load(record.game_id, **record.params).new_state(record.seed)
    except StrongholdError as exc:
        raise RecordError(f"cannot set up the recorded game: {exc.reason}") from None
    term.say(f"{record.game_id}, seed {record.seed}: {len(record.actions)} moves.")
    stepping = step
    screen = screen_for(state.game.id)
    for line in numbered([t.text for t in state.events(None)], 0, None):
        term.say(line)  # what the game told before the first move: the deal, the first draws
    for number, text in enumerate(record.actions, start=1):
        seat = state.current_seat
        if seat is None:  # a move after the end, as the engine's replay refuses it
            ended = f": {state.outcome.reason}" if state.outcome is not None else ""
            raise RecordError(f"move {number} ({quote(text)}): the game is over{ended}")
        try:
            action = state.parse_action(text)
            taken = screen.before_move(state, action, seat, None)
            state.apply(action)
        except StrongholdError as exc:
            raise RecordError(f"move {number} ({quote(text)}): {exc.reason}") from None
        for line in screen.after_move(state, taken, action, seat, None):
            term.say(line)
        if stepping and number < len(record.actions) and term.ask("") is None:
            stepping = False
    term.show(*screen.final(state, None))
    outcome = state.outcome
    if record.fingerprint_comparable(state) and state.fingerprint() != record.fingerprint:
        raise RecordError("the replay does not reach the recorded state (fingerprint differs)")
    if recorded_outcome is not None and (
        outcome is None
        or list(outcome.winners) != recorded_outcome.get("winners")
        or outcome.reason != recorded_outcome.get("reason")
    ):
        raise RecordError("the replay ends differently from the outcome the record states")
    term.say("The replay reaches the recorded state.")
    return state
