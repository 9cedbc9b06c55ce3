"""How the terminal game draws a position and tells each move: one screen per kind of game.

Every game gets :class:`PanelScreen`, which knows only the engine contract: the game's panels
(``State.present``), its phrases for actions (``State.describe_action``) and the outcome. So a
newly registered game plays in the terminal with no change here. Guardians has a richer screen
of its own (the board as a grid, card names for ids, what changed after each move), built on
``render``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from stronghold.cli import render
from stronghold.cli.layout import Choice, Part, line
from stronghold.engine.actions import Action
from stronghold.engine.state import State
from stronghold.games.guardians import prompt_cost

View = dict[str, Any]
#: A table folded line by line shows at most this many rows.
MAX_FOLDED_ROWS = 4


class Screen(Protocol):
    """What the terminal session asks of a game's screen."""

    def parts(self, state: State, seat: int) -> list[Part]:
        """Everything ``seat`` may see now, without the log and the choices: each part in full
        and folded (:mod:`stronghold.cli.layout` fits them to the terminal)."""
        ...

    def choice_entries(self, state: State, seat: int) -> list[Choice]:
        """The legal actions of ``seat`` (the current seat), one entry each, numbered from 1."""
        ...

    def before_move(self, state: State, action: Action, seat: int, viewer: int | None) -> Any:
        """What must be taken from the state before ``action`` is applied to tell it later."""
        ...

    def after_move(
        self, state: State, taken: Any, action: Action, seat: int, viewer: int | None
    ) -> list[str]:
        """Lines telling ``viewer`` what the move did (after it was applied)."""
        ...

    def final(self, state: State, viewer: int | None) -> list[RenderableType]:
        """The end of the game (or of a replay) as ``viewer`` sees it, outcome line included."""
        ...

    def pretty(self, text: str) -> str:
        """An action of the person's own, in words (for undo messages)."""
        ...

    @property
    def help(self) -> str:
        """What this game's notation looks like, added to the terminal's help ("" if nothing)."""
        ...

    def undo_from(self, history: Sequence[str], deciders: list[int], start: int) -> int:
        """Where undoing the decision at ``start`` begins (a screen may take back a pair)."""
        ...


def outcome_text(state: State, viewer: int | None) -> str:
    """One line on how the game ended, or that it has not."""
    outcome = state.outcome
    if outcome is None:
        return "The game is not over."
    if outcome.is_draw:
        return f"Draw: {outcome.reason}."
    winners = ", ".join(f"seat {seat}" for seat in outcome.winners)
    if viewer is not None:
        verdict = "You win" if viewer in outcome.winners else f"You lose ({winners} won)"
        return f"{verdict}: {outcome.reason}."
    return f"{winners} won: {outcome.reason}."


def _cells(row: Sequence[Any], columns: Sequence[Any]) -> str:
    """A table row on one line: cells with nothing in them left out, a short cell (a number,
    yes/no) led by its column's name so it still says what it counts."""
    out = []
    for index, cell in enumerate(row):
        text = str(cell).strip()
        if text in ("", "-"):
            continue
        name = str(columns[index]) if index < len(columns) else ""
        out.append(f"{name} {text}" if name and _bare(text) else text)
    return " · ".join(out)


def _bare(cell: str) -> bool:
    """A cell that says nothing without its column's name: a number, yes or no."""
    return cell.isdecimal() or cell in ("yes", "no")


def fold_panel(panel: dict[str, Any]) -> tuple[Text, ...]:
    """A ``State.present`` panel folded to a line or a few: the panel's own ``fold`` lines when
    it gives them (an empty list: leave it out while folded), else its lines joined on one
    line, a table's card names on one line, or one line per row (at most four)."""
    title = str(panel.get("title", ""))
    if "fold" in panel:
        return tuple(
            line(str(text), title=title if i == 0 else "") for i, text in enumerate(panel["fold"])
        )
    if "lines" in panel:
        return (line(" · ".join(str(text) for text in panel["lines"]) or "-", title=title),)
    columns = [str(column) for column in panel.get("columns", [])]
    rows = panel.get("rows", [])
    if "card" in columns:
        at = columns.index("card")
        names = ", ".join(str(row[at]) for row in rows if at < len(row))
        return (line(names or "none", title=title),)
    if not rows:
        return (line("none", title=title),)
    shown = [
        line(_cells(row, columns), title=title if i == 0 else "")
        for i, row in enumerate(rows[:MAX_FOLDED_ROWS])
    ]
    if len(rows) > MAX_FOLDED_ROWS:
        more = len(rows) - MAX_FOLDED_ROWS + 1
        shown[-1] = line(f"… {more} more rows: open {_short(title)}")
    return tuple(shown)


def _short(title: str) -> str:
    """The words of a title before any parenthesis: what to type after ``open``."""
    return title.split("(")[0].split(":")[0].strip().casefold() or title


def panel_renderable(panel: dict[str, Any]) -> RenderableType:
    """One ``State.present`` panel as a Rich panel: its lines, or its table."""
    title = str(panel.get("title", ""))
    if "lines" in panel:
        body: RenderableType = Text("\n".join(str(line) for line in panel["lines"]))
    else:
        table = Table(show_edge=False, pad_edge=False, expand=False)
        for column in panel.get("columns", []):
            table.add_column(str(column))
        for row in panel.get("rows", []):
            table.add_row(*(str(cell) for cell in row))
        body = table
    return Panel(body, title=title, title_align="left")


def numbered(lines: list[str], move: int, viewer: int | None) -> list[str]:
    """A move's lines: for a spectator (a replay) led by the move's number, the rest indented
    under the first; for a seat as they are."""
    if viewer is None and lines:
        number = f"{move:>4}. "
        return [number + lines[0]] + [" " * len(number) + line for line in lines[1:]]
    return lines


class PanelScreen:
    """The screen of any game: its own panels, its action phrases, no game knowledge here."""

    help = ""

    def parts(self, state: State, seat: int) -> list[Part]:
        return [
            Part(str(panel.get("title", "")), panel_renderable(panel), fold_panel(panel))
            for panel in state.present(seat)
        ]

    def choice_entries(self, state: State, seat: int) -> list[Choice]:
        entries = []
        legal = state.legal_actions()
        digits = len(str(len(legal)))
        for number, action in enumerate(legal, start=1):
            phrase = state.describe_action(action, seat)
            notation = str(action)
            short = Text(f"{number:>{digits}}  ", style="bold")
            short.append(phrase)
            full = short.copy()
            if phrase != notation:
                full.append(f"  ({notation})", style="dim")
            entries.append(Choice(full, short))
        return entries

    def before_move(self, state: State, action: Action, seat: int, viewer: int | None) -> Any:
        return state.describe_action(action, viewer), state.view(viewer), len(state.event_log)

    def after_move(
        self, state: State, taken: Any, action: Action, seat: int, viewer: int | None
    ) -> list[str]:
        """The events the move told ``viewer`` (in its own words); a game that tells none is
        narrated by the move's phrase and what its view shows changed."""
        del action
        phrase, before, told_before = taken
        told = state.events(viewer, since=told_before)
        if told:
            return numbered([t.text for t in told], len(state.history), viewer)
        name = state.seat_names()[seat]
        if viewer is None:
            lines = [f"{len(state.history):>4}. {name}: {phrase}"]
        else:
            lines = [f"{'You' if seat == viewer else name[:1].upper() + name[1:]}: {phrase}"]
        change = state.game.describe_change(before, state.view(viewer), viewer)
        indent = "  " if viewer is not None else "        "
        return lines + [indent + line for line in change]

    def final(self, state: State, viewer: int | None) -> list[RenderableType]:
        parts: list[RenderableType] = [panel_renderable(p) for p in state.present(viewer)]
        parts.append(Text(outcome_text(state, viewer), style="bold"))
        return parts

    def pretty(self, text: str) -> str:
        return text

    def undo_from(self, history: Sequence[str], deciders: list[int], start: int) -> int:
        del history, deciders
        return start


class GuardiansScreen:
    """Guardians' screen: the board grid, hands, what the opponent showed, card names."""

    help = """\
Card ids are shown in [brackets] beside the names (your own and what was shown to you).
Undo takes back a face-down placement (put) and a shield turned and left in place (turn,
stay), while you go on deciding and nothing was drawn or shown since.
Notation outside combat: put CARD pen|on:A1|under:A1|upgrade:A1|SHIELD, shield CARD A1,
  upgrade CARD left|right, downgrade CARD left|right, ready, turn SHIELD, stay,
  move [VIA] DEST, fly [VIA] DEST, reinforce, add CREATURE SHIELD, done, drop CREATURE,
  pick CREATURE, go, retreat SPACE, destroy, shed CREATURE, terrain SHIELD CARD,
  facedown SHIELD CARD, sacrifice SHIELD CREATURE, cast CARD LAND, pass, reshuffle, keep,
  take-up, discard-up, assault [channel], hold, balance, own-draw (P'Tal's draw),
  teleport CREATURE SHIELD, altar CARD, join CREATURE, fight.
In combat (ids a1.. attacker, d1.. defender): command yes|no, command CARD [CREATURE],
  primary CARD, bribe TARGET babes|gold|beer, ranged CARD, channel guardian|CARD,
  cast CARD [TARGET], secondary CREATURE TARGET, heal HEALER BEATEN, pass, done,
  cannon STONES (Flame Cannon), idol STONES (Large Idol), altar CARD (Sacrificial Altar),
  size CARD S|M|L (a Titan).
Rows: A seat 0's strongholds, B and C the lands, D seat 1's strongholds (your own row is drawn
at the bottom); columns 1-3."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}  # card ids the person has seen, with their names
        self.shown: dict[str, str] = {}  # what the opponent has shown

    def remember(self, view: View, seat: int | None) -> None:
        """Keep the names of cards seen, so later lines can name them."""
        if seat is None:
            return
        game, _combat = render.card_names(view)
        self.names.update(game)
        self.shown.update(render.shown_by(view, seat))

    def parts(self, state: State, seat: int) -> list[Part]:
        """The combat first while there is one (it is what you decide in), then the board,
        you and the opponent; each folds to a few lines."""
        view = state.view(seat)
        self.remember(view, seat)
        parts = [
            Part("board", render.board_table(view, seat), (render.board_lines(view, seat),)),
            Part(
                "you",
                render.player_panel(view, seat),
                _titled("You", [line(text) for text in render.player_lines(view, seat)]),
            ),
            Part(
                "opponent",
                render.opponent_panel(view, seat, self.shown),
                _titled("Opponent", [line(render.opponent_line(view, seat))]),
            ),
        ]
        combat = render.combat_panel(view)
        if combat is not None:
            folded = _titled("Combat", [line(text) for text in render.combat_lines(view)])
            parts.insert(0, Part("combat", combat, folded))
        return parts

    def choice_entries(self, state: State, seat: int) -> list[Choice]:
        view = state.view(seat)
        game, combat = render.card_names(view)
        actions = state.legal_actions()
        legal = [str(action) for action in actions]
        costs = [prompt_cost(state, action) for action in actions]
        return render.action_entries(legal, {**self.names, **game, **combat}, costs)

    def before_move(self, state: State, action: Action, seat: int, viewer: int | None) -> Any:
        before = state.view(viewer)
        return before, (before if viewer == seat else state.view(seat)), len(state.event_log)

    def after_move(
        self, state: State, taken: Any, action: Action, seat: int, viewer: int | None
    ) -> list[str]:
        """The events the move told ``viewer``, in order; a move that told none (a step of a
        combat, whose events are told elsewhere) by its phrase and what the view shows changed."""
        before, actor, told_before = taken
        after = state.view(viewer)
        self.remember(after, viewer)
        told = state.events(viewer, since=told_before)
        if told:
            return numbered([t.text for t in told], len(state.history), viewer)
        text = str(action)
        lines: list[str] = []
        if viewer is None:
            game, combat = render.card_names(actor)
            pretty = render.pretty_action(text, {**game, **combat})
            lines.append(f"{len(state.history):>4}. {state.seat_names()[seat]}: {pretty}")
        elif seat == viewer:
            game, combat = render.card_names(before)
            lines.append(f"You: {render.pretty_action(text, {**self.names, **game, **combat})}")
        elif not _committed_secretly(before, after):
            game, combat = render.card_names(after)
            names = {**self.names, **game, **combat}
            who = state.seat_names()[seat]
            lines.append(f"{who}: {render.pretty_action(text, names, hide=True)}")
        indent = "  " if viewer is not None else "        "
        lines += [indent + line for line in render.diff_views(before, after, viewer)]
        return lines

    def final(self, state: State, viewer: int | None) -> list[RenderableType]:
        view = state.view(viewer)
        parts: list[RenderableType] = [render.board_table(view, viewer)]
        if viewer is None:
            parts.append(render.spectator_panel(view))
        outcome = state.outcome
        parts.append(
            Text(
                render.outcome_line(None if outcome is None else outcome.to_dict(), viewer),
                style="bold",
            )
        )
        return parts

    def pretty(self, text: str) -> str:
        return render.pretty_action(text, self.names)

    def undo_from(self, history: Sequence[str], deciders: list[int], start: int) -> int:
        """A shield turned and left in place is taken back whole: ``turn`` with its ``stay``."""
        if (
            _verb(history[start]) == "stay"
            and start > 0
            and deciders[start - 1] == deciders[start]
            and _verb(history[start - 1]) == "turn"
        ):
            return start - 1
        return start


def _titled(title: str, lines: list[Text]) -> tuple[Text, ...]:
    """Folded lines with the part's title leading the first."""
    if not lines:
        return ()
    first = Text(f"{title}: ", style="bold")
    first.append_text(lines[0])
    return (line(first), *lines[1:])


def _verb(text: str) -> str:
    return text.split(maxsplit=1)[0].lower() if text.strip() else ""


def _committed_secretly(before: View, after: View) -> bool:
    """Whether a side of a combat went from no choice to a hidden one."""
    old, new = before.get("combat"), after.get("combat")
    if not old or not new:
        return False
    return any(
        now.get("committed") and not was.get("committed")
        for was, now in zip(old["view"]["sides"], new["view"]["sides"], strict=True)
    )


#: Games with a screen of their own; every other game gets ``PanelScreen``.
SCREENS: dict[str, type[GuardiansScreen] | type[PanelScreen]] = {"guardians": GuardiansScreen}


def screen_for(game_id: str) -> Screen:
    """A fresh screen for a game (by registered id)."""
    return SCREENS.get(game_id, PanelScreen)()


def group(parts: list[RenderableType]) -> Group:
    """Renderables drawn one under the other."""
    return Group(*parts)
