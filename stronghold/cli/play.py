"""Play Guardians in the terminal against a computer player, watch two play, or replay a record.

The loop talks to the game only through the engine contract: ``current_seat``,
``legal_actions``, ``parse_action``, ``apply``, ``view(seat)``, ``record()``, ``outcome`` and
``replay``. Input is read line by line, so it works from a pipe as well as from a terminal.
"""

from __future__ import annotations

import json
import random
import sys
import tomllib
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from stronghold.agents import Agent, make_agent
from stronghold.cli import render
from stronghold.engine.errors import RecordError, StrongholdError
from stronghold.engine.record import Record, replay
from stronghold.engine.registry import game_info, load
from stronghold.engine.state import State

DEFAULT_DECK, DEFAULT_OPPONENT_DECK = "basic-knights", "hellfire"
#: Verbs undo may take back: placements while organizing, and a shield turned and left in place.
UNDOABLE = frozenset({"put", "shield", "upgrade", "turn", "stay"})
LOG_LINES = 12
PROMPT = "Your move (number, action, help, undo, quit): "

HELP = """\
Type the number of a legal action, or the action itself in notation, e.g. `turn w12`.
Card ids are shown in [brackets] beside the names (your own and what was shown to you).
  help    this text
  board   draw the board again
  undo    take back your last decision, while it drew and revealed nothing: organize
          placements (put, shield, upgrade) or a shield turned and left in place (turn, stay)
  quit    leave the game; the game so far is saved as a record
Notation outside combat: put CARD pen|on:A1|under:A1|SHIELD, shield CARD A1,
  upgrade CARD left|right, ready, turn SHIELD, stay, move [VIA] DEST, fly [VIA] DEST,
  reinforce, add CREATURE SHIELD, done, drop CREATURE, pick CREATURE, go, retreat SPACE,
  destroy, shed CREATURE, terrain SHIELD CARD, facedown SHIELD CARD, sacrifice SHIELD CREATURE,
  cast CARD LAND, pass, reshuffle, keep, take-up, discard-up.
In combat (ids a1.. attacker, d1.. defender): command yes|no, command CARD, primary CARD,
  bribe TARGET babes|gold|beer, ranged CARD, channel guardian|CARD, cast CARD [TARGET],
  secondary CREATURE TARGET, heal HEALER BEATEN, pass, done.
Rows: A seat 0's strongholds, B and C the lands, D seat 1's strongholds (your own row is drawn
at the bottom); columns 1-3."""


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


def deck_param(value: str) -> str:
    """A ``--deck`` value as the game takes it: a file's text, or a ready-made deck's name."""
    path = Path(value).expanduser()
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise PlayError(f"cannot read deck file {value}: {exc}") from None
        return text if "\n" in text else text + "\n"
    if any(sep in value for sep in ("/", "\\")) or path.suffix.lower() in (".txt", ".dek"):
        raise PlayError(f"no deck file {value!r} (and it is not a ready-made deck's name)")
    return value


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
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise PlayError(f"cannot write the record to {path}: {exc.strerror or exc}") from None


def read_record(path: Path) -> tuple[Record, dict[str, Any] | None]:
    """A record file (JSON, or TOML by its suffix) and the outcome it states, if any."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if path.suffix.lower() == ".toml":
        try:
            data: Any = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise RecordError(f"{path} is not valid TOML: {exc}") from None
        record = Record.from_dict(data)
    else:
        record = Record.from_json(text)
        data = json.loads(text)
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
    """``guardians-<seed>.json`` in the current folder."""
    return Path(f"{state.game.id}-{state.seed}.json")


def _verb(text: str) -> str:
    return text.split(maxsplit=1)[0].lower() if text.strip() else ""


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
    log: deque[str] = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    shown: dict[str, str] = field(default_factory=dict)
    game_names: dict[str, str] = field(default_factory=dict)
    header: str = ""

    # --- the loop ------------------------------------------------------------------------

    def run(self) -> State:
        """Play until the game ends or the person leaves; then show the end and save."""
        left = False
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
        except Exception as exc:  # a failing agent or engine must not lose the game played
            self._save()
            what = exc.reason if isinstance(exc, StrongholdError) else repr(exc)
            raise PlayError(f"{what}; the game so far is saved to {self.record_path}") from exc
        self._finish(left=left)
        return self.state

    def _agent_turn(self, seat: int) -> None:
        action = self.agents[seat].choose(self.state, seat)
        self._apply(str(action), seat)

    def _human_turn(self) -> bool:
        """Ask the person until one legal action is applied; False when they leave."""
        assert self.human is not None
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
                self.term.say(HELP)
                continue
            if word in ("board", "b"):
                self._draw()
                continue
            if word == "undo":
                done, message = self.undo()
                self.term.say(message, style=None if done else "yellow")
                if done:
                    self.log.append(message)
                    self._draw()
                continue
            if line.isdigit():
                number = int(line)
                if not 1 <= number <= len(legal):
                    self.term.say(f"No action number {number}: choose 1-{len(legal)}.", style="red")
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

    def _apply(self, text: str, seat: int) -> None:
        """Parse and apply an action of ``seat``; then tell what it did as the viewer sees it."""
        viewer = self.human
        before = self.state.view(viewer)
        actor_view = before if viewer == seat else self.state.view(seat)
        action = self.state.parse_action(text)
        self.state.apply(action)
        self.deciders.append(seat)
        after = self.state.view(viewer)
        self._remember(after)
        move = self._move_line(str(action), seat, before, after, actor_view)
        lines = [] if move is None else [move]
        indent = "  " if viewer is not None else "        "
        lines += [indent + line for line in render.diff_views(before, after, viewer)]
        for line in lines:
            self.log.append(line)
            if not self.term.interactive or self.human is None:
                self.term.say(line)

    def _move_line(
        self, text: str, seat: int, before: render.View, after: render.View, actor: render.View
    ) -> str | None:
        """``You: put Axeman on A1``; None for an opponent's hidden choice (the views tell
        only that a choice was made)."""
        if self.human is None:
            game, combat = render.card_names(actor)
            names = {**game, **combat}
            return f"{len(self.state.history):>4}. seat {seat}: {render.pretty_action(text, names)}"
        if seat == self.human:
            game, combat = render.card_names(before)
            return f"You: {render.pretty_action(text, {**self.game_names, **game, **combat})}"
        if _committed_secretly(before, after):
            return None
        game, combat = render.card_names(after)
        names = {**self.game_names, **game, **combat}
        return f"Opponent: {render.pretty_action(text, names, hide=True)}"

    def _remember(self, view: render.View) -> None:
        if self.human is None:
            return
        game, _combat = render.card_names(view)
        self.game_names.update(game)
        self.shown.update(render.shown_by(view, self.human))

    # --- drawing ---------------------------------------------------------------------------

    def _draw(self) -> None:
        assert self.human is not None
        view = self.state.view(self.human)
        self._remember(view)
        width = self.term.console.width
        parts: list[RenderableType] = [render.board_table(view, self.human)]
        parts.append(render.player_panel(view, self.human))
        parts.append(render.opponent_panel(view, self.human, self.shown))
        combat = render.combat_panel(view)
        if combat is not None:
            parts.append(combat)
        if self.term.interactive and self.log:
            parts.append(
                Panel(Text("\n".join(self.log)), title="What happened", title_align="left")
            )
        game, combat_names = render.card_names(view)
        names = {**self.game_names, **game, **combat_names}
        legal = [str(action) for action in self.state.legal_actions()]
        parts.append(
            Panel(
                render.actions_table(legal, names, width=width - 4),
                title=f"Your choices ({len(legal)})",
                title_align="left",
            )
        )
        if self.term.interactive:
            self.term.console.clear()
            if self.header:
                parts.insert(0, Text(self.header, style="dim"))
        self.term.show(Group(*parts))

    def _finish(self, *, left: bool) -> None:
        seat = self.human
        view = self.state.view(seat)
        self.term.show(render.board_table(view, seat))
        if seat is None:
            self.term.show(render.spectator_panel(view))
        outcome = self.state.outcome
        if outcome is not None:
            self.term.say(render.outcome_line(outcome.to_dict(), seat), style="bold")
        elif left:
            self.term.say(f"Game left unfinished after {len(self.state.history)} moves.")
        self._save()
        self.term.say(f"Record saved to {self.record_path}")

    def _save(self) -> None:
        write_record(self.state, self.record_path)

    # --- undo ------------------------------------------------------------------------------

    def undo(self) -> tuple[bool, str]:
        """Take back the person's last decision by replaying the record without it.

        Allowed while every action taken back (theirs and the opponent's since) is an organize
        placement or a shield turned and left in place, and nothing was drawn or revealed.
        """
        history = self.state.history
        mine = [index for index, seat in enumerate(self.deciders) if seat == self.human]
        if not mine:
            return False, "Nothing to undo: you have not decided anything yet."
        start = mine[-1]
        if (
            _verb(history[start]) == "stay"
            and start > 0
            and self.deciders[start - 1] == self.human
            and _verb(history[start - 1]) == "turn"
        ):
            start -= 1
        for text, seat in zip(history[start:], self.deciders[start:], strict=True):
            if _verb(text) not in UNDOABLE:
                whose = "your" if seat == self.human else "the opponent's"
                shown = text if seat == self.human else _verb(text)
                return False, (
                    f"Cannot undo: {whose} '{shown}' cannot be taken back (undo takes back only "
                    "placements — put, shield, upgrade — and a shield turned and left in place)."
                )
        earlier = replay(self.state.record(), upto=start)
        if not _nothing_new(earlier.view(self.human), self.state.view(self.human)):
            return False, "Cannot undo: cards were drawn or revealed since that decision."
        taken = [
            render.pretty_action(text, self.game_names)
            for text, seat in zip(history[start:], self.deciders[start:], strict=True)
            if seat == self.human
        ]
        theirs = len(history) - start - len(taken)
        self.state = earlier
        del self.deciders[start:]
        also = f" (and the opponent's {theirs} move(s) after it)" if theirs else ""
        return True, f"Undone: {', '.join(taken)}{also}."


def _committed_secretly(before: render.View, after: render.View) -> bool:
    """Whether a side of a combat went from no choice to a hidden one."""
    old, new = before.get("combat"), after.get("combat")
    if not old or not new:
        return False
    return any(
        now.get("committed") and not was.get("committed")
        for was, now in zip(old["view"]["sides"], new["view"]["sides"], strict=True)
    )


def _nothing_new(earlier: render.View, now: render.View) -> bool:
    """Same turn, no card drawn, turned up or discarded, no combat: nothing learnt since."""
    if earlier["turn"] != now["turn"] or earlier.get("combat") or now.get("combat"):
        return False
    for old, new in zip(earlier["players"], now["players"], strict=True):
        for key in ("deck", "discard", "up", "stones", "shields_lost"):
            if old[key] != new[key]:
                return False
    return True


# --- the commands ----------------------------------------------------------------------------


def _load_game(game_id: str, decks: list[str], max_turns: int | None, cards: list[str]) -> Any:
    if game_info(game_id).id != "guardians":
        raise PlayError(f"the terminal game plays only guardians so far, not {game_id!r}")
    params: dict[str, Any] = {"decks": decks}
    if max_turns is not None:
        if max_turns < 1:
            raise PlayError(f"--max-turns must be at least 1, got {max_turns}")
        params["max_turns"] = max_turns
    if cards:
        params["cards"] = cards
    return load(game_id, **params)


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
    term: Terminal | None = None,
) -> State:
    """``stronghold play``: set the game up, play it to the end, save its record."""
    term = term or Terminal()
    if seat not in (0, 1):
        raise PlayError(f"--seat must be 0 or 1, got {seat}")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    mine = deck_param(deck or DEFAULT_DECK)
    theirs = deck_param(opponent_deck or DEFAULT_OPPONENT_DECK)
    decks = [mine, theirs] if seat == 0 else [theirs, mine]
    game = _load_game(game_id, decks, max_turns, cards)
    state = game.new_state(seed)
    if watch:
        agents = {s: make_agent(vs, seed=seed + s) for s in (0, 1)}
        human: int | None = None
        term.say(f"Watching {vs} (seat 0) against {vs} (seat 1), seed {seed}.")
    else:
        agents = {1 - seat: make_agent(vs, seed=seed)}
        human = seat
    header = (
        f"Guardians, seed {seed}: you are seat {seat}, against the {vs} computer player. "
        "Type help for the commands."
    )
    if not watch:
        term.say(header)
    session = Session(
        state, human, agents, term, record_path=record or default_record_path(state), header=header
    )
    return session.run()


def replay_command(
    path: Path,
    *,
    step: bool,
    term: Terminal | None = None,
) -> State:
    """``stronghold replay``: every move of a record through the engine, then the board."""
    term = term or Terminal()
    record, recorded_outcome = read_record(path)
    try:
        state = load(record.game_id, **record.params).new_state(record.seed)
    except StrongholdError as exc:
        raise RecordError(f"cannot set up the recorded game: {exc.reason}") from None
    term.say(f"{record.game_id}, seed {record.seed}: {len(record.actions)} moves.")
    stepping = step
    for number, text in enumerate(record.actions, start=1):
        seat = state.current_seat
        actor = state.view(seat)
        before = state.view(None)
        try:
            state.apply_text(text)
        except StrongholdError as exc:
            raise RecordError(f"move {number} ({text!r}): {exc.reason}") from None
        game, combat = render.card_names(actor)
        pretty = render.pretty_action(text, {**game, **combat})
        term.say(f"{number:>4}. seat {seat}: {pretty}" + (f"  [{text}]" if pretty != text else ""))
        for line in render.diff_views(before, state.view(None), None):
            term.say(f"        {line}")
        if stepping and number < len(record.actions) and term.ask("") is None:
            stepping = False
    view = state.view(None)
    term.show(render.board_table(view, None), render.spectator_panel(view))
    outcome = state.outcome
    term.say(render.outcome_line(None if outcome is None else outcome.to_dict(), None))
    if record.fingerprint is not None and state.fingerprint() != record.fingerprint:
        raise RecordError("the replay does not reach the recorded state (fingerprint differs)")
    if recorded_outcome is not None and (
        outcome is None
        or list(outcome.winners) != recorded_outcome.get("winners")
        or outcome.reason != recorded_outcome.get("reason")
    ):
        raise RecordError("the replay ends differently from the outcome the record states")
    term.say("The replay reaches the recorded state.")
    return state
