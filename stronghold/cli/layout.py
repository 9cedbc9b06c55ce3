"""Fit a screen into the terminal: parts of the position fold to a line or two, choices page.

A screen gives the position as :class:`Part` s, each with its full form (a Rich renderable) and
a folded form (a few short lines). :func:`fit_position` starts from every part folded and opens
parts in the screen's order (the first matter most) while the whole still fits the height it
is given; a bigger terminal so shows more. Folded parts that follow one another share one box,
whose title says how to open them. Every folded line is cut to the width, never wrapped, so the
height of a screen is known before it is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

#: The title of the box that holds folded parts.
FOLDED_TITLE = "open NAME shows a part in full; board shows all"


@dataclass(frozen=True)
class Part:
    """One part of a position: ``title`` is what ``open`` matches; ``folded`` its short form
    (an empty ``folded`` leaves the part out while folded: the terminal tells it otherwise)."""

    title: str
    full: RenderableType
    folded: tuple[RenderableType, ...]


@dataclass(frozen=True)
class Choice:
    """One legal action as listed: ``full`` with its notation beside, ``short`` without (for
    when the short forms fit side by side and the full ones would not)."""

    full: Text
    short: Text


def line(text: str | Text, *, title: str = "") -> Text:
    """One line that is cut with an ellipsis rather than wrapped; ``title`` leads it in bold."""
    body = text if isinstance(text, Text) else Text(text)
    out = Text(f"{title}: ", style="bold") if title else Text()
    out.append_text(body)
    out.no_wrap = True
    out.overflow = "ellipsis"
    return out


def height(console: Console, renderable: RenderableType, width: int) -> int:
    """How many lines ``renderable`` takes at ``width``."""
    options = console.options.update(width=width, height=None)
    return len(console.render_lines(renderable, options, pad=False))


def _arrange(
    parts: Sequence[Part], opened: Sequence[bool], cut: int | None
) -> list[RenderableType]:
    """The parts in order: opened ones in full, runs of folded ones in one box; with ``cut``,
    only that many folded lines in all (the last saying that more are folded)."""
    out: list[RenderableType] = []
    run: list[RenderableType] = []
    folded_lines = [ln for p, o in zip(parts, opened, strict=True) if not o for ln in p.folded]
    left = len(folded_lines) if cut is None else cut

    def close() -> None:
        if run:
            out.append(Panel(Group(*run), title=FOLDED_TITLE, title_align="left"))
            run.clear()

    for part, is_open in zip(parts, opened, strict=True):
        if is_open:
            close()
            out.append(part.full)
            continue
        for folded in part.folded:
            if left <= 0:
                break
            if left == 1 and cut is not None and cut < len(folded_lines):
                run.append(line("… more folded: type board to see everything"))
            else:
                run.append(folded)
            left -= 1
    close()
    return out


def fit_position(
    parts: Sequence[Part], console: Console, width: int, budget: int
) -> list[RenderableType]:
    """The parts as they fit ``budget`` lines: every part folded, then each opened in order
    while the whole still fits (a part too tall to fit stays folded)."""
    opened = [False] * len(parts)
    folded = _arrange(parts, opened, None)
    if height(console, Group(*folded), width) > budget:  # the first folded lines that fit
        count = sum(len(part.folded) for part in parts)
        for cut in range(count - 1, 1, -1):
            trial = _arrange(parts, opened, cut)
            if height(console, Group(*trial), width) <= budget:
                return trial
        return _arrange(parts, opened, 2)
    full = [height(console, part.full, width) for part in parts]
    short = [sum(height(console, f, width - 4) for f in part.folded) for part in parts]

    def total() -> int:  # the height of the arrangement: open parts, and runs in a box
        lines, run = 0, 0
        for index, is_open in enumerate(opened):
            if is_open:
                lines += full[index] + (run + 2 if run else 0)
                run = 0
            else:
                run += short[index]
        return lines + (run + 2 if run else 0)

    for index in range(len(parts)):
        opened[index] = True
        if total() > budget:
            opened[index] = False
    return _arrange(parts, opened, None)


def folded_position(parts: Sequence[Part]) -> list[RenderableType]:
    """Every part folded: the least room a position takes (but for a cut)."""
    return _arrange(parts, [False] * len(parts), None)


def full_position(parts: Sequence[Part]) -> list[RenderableType]:
    """Every part in full (the ``board`` command)."""
    return [part.full for part in parts]


def find_part(parts: Sequence[Part], name: str) -> tuple[Part | None, str]:
    """The part whose title matches ``name`` (any case): the whole title, else its start
    (``your`` left out), else any part of it; or None and a one-line reason naming the parts
    there are (or those it could be)."""
    wanted = " ".join(name.casefold().split())
    titles = [part.title.casefold() for part in parts]
    exact = [p for p, t in zip(parts, titles, strict=True) if t == wanted]
    starts = [
        p for p, t in zip(parts, titles, strict=True) if t.startswith((wanted, f"your {wanted}"))
    ]
    found = exact or starts or [p for p, t in zip(parts, titles, strict=True) if wanted in t]
    if len(found) == 1:
        return found[0], ""
    names = "; ".join(part.title for part in parts)
    if not found:
        return None, f"Nothing called '{name}' to open; there is: {names}."
    return None, f"'{name}' could be: {'; '.join(p.title for p in found)}."


def choice_grid(
    choices: Sequence[Choice],
    console: Console,
    width: int,
    rows: int,
    start: int,
    *,
    paging: bool = False,
) -> tuple[RenderableType, int]:
    """Choices from ``start`` in at most ``rows`` lines, and how many that is: side by side in
    as many columns as the width holds, else one a line (wrapped where they all fit so, else
    each cut to its line). Their notation is left out when it would take the room of whole
    choices, and when ``paging`` (the short forms fit more in a page)."""
    full = [choice.full for choice in choices[start:]]
    short = [choice.short for choice in choices[start:]]
    if not paging:
        body, count = _grid(full, console, width, rows)
        if count == len(full):
            return body, count
    return _grid(short, console, width, rows)


GAP = 3  # spaces between columns of choices


def _columns(page: Sequence[Text], width: int, rows: int) -> int:
    """The most columns (up to 3) in which the page's first ``columns * rows`` entries, laid
    out down each column, fit the width whole."""
    for columns in (3, 2):
        count = min(len(page), columns * max(1, rows))
        per = (count + columns - 1) // columns
        if per == 0 or count <= per:  # too few entries to need more than one column
            continue
        widths = [
            max(len(entry.plain) for entry in page[start : start + per])
            for start in range(0, count, per)
        ]
        if sum(widths) + GAP * (len(widths) - 1) <= width:
            return columns
    return 1


def _grid(
    page: Sequence[Text], console: Console, width: int, rows: int
) -> tuple[RenderableType, int]:
    """Entries in columns as the width allows, at most ``rows`` lines; how many fit."""
    columns = _columns(page, width, rows)
    if columns == 1:  # whole when all fit so, else a line each (cut)
        if sum(height(console, entry, width) for entry in page) <= rows:
            return Group(*page), len(page)
        count = min(len(page), max(1, rows))
        return Group(*(line(entry) for entry in page[:count])), count
    count = min(len(page), columns * max(1, rows))
    shown_rows = (count + columns - 1) // columns
    grid = Table.grid(padding=(0, GAP), expand=False)
    for _ in range(columns):
        grid.add_column(no_wrap=True)
    for row in range(shown_rows):
        cells: list[RenderableType] = []
        for column in range(columns):
            index = column * shown_rows + row
            cells.append(page[index] if index < count else Text(""))
        grid.add_row(*cells)
    return grid, count
