"""The Guardians board: four rows of three spaces, orthogonal adjacency.

Row 0 holds seat 0's stronghold cards, row 3 seat 1's. Rows 1 and 2 are the six disputed lands:
row 1 lies in front of seat 0's strongholds (seat 0 controls it by default), row 2 in front of
seat 1's. Spaces are numbered ``row * 3 + column`` and written ``A1`` (row A = seat 0's
strongholds ... row D = seat 1's), so ``B2`` is the centre land in front of seat 0.
"""

from __future__ import annotations

from functools import cache
from typing import Final

ROWS: Final = 4
COLUMNS: Final = 3
SPACES: tuple[int, ...] = tuple(range(ROWS * COLUMNS))
ROW_LETTERS = "ABCD"
LANDS = tuple(s for s in SPACES if s // COLUMNS in (1, 2))


def row(space: int) -> int:
    """The row of a space (0-3)."""
    return space // COLUMNS


def column(space: int) -> int:
    """The column of a space (0-2: left, centre, right as seat 0 sees it)."""
    return space % COLUMNS


def name(space: int) -> str:
    """``A1`` ... ``D3``."""
    if type(space) is int and 0 <= space < len(_NAMES):
        return _NAMES[space]
    return f"{ROW_LETTERS[row(space)]}{column(space) + 1}"


def parse_space(text: str) -> int | None:
    """The space a name like ``B2`` denotes, or None."""
    found = _SPACE_OF.get(text)  # a name as ``name`` writes it (every action's are)
    if found is not None:
        return found
    text = text.strip().upper()
    if len(text) != 2 or text[0] not in ROW_LETTERS or text[1] not in "123":
        return None
    return ROW_LETTERS.index(text[0]) * COLUMNS + int(text[1]) - 1


#: The name of each space, and the space of each name (``name``, ``parse_space``).
_NAMES: tuple[str, ...] = tuple(
    f"{ROW_LETTERS[space // COLUMNS]}{space % COLUMNS + 1}" for space in SPACES
)
_SPACE_OF: dict[str, int] = {text: space for space, text in enumerate(_NAMES)}


def home_row(seat: int) -> int:
    """The row of a seat's stronghold cards."""
    return 0 if seat == 0 else ROWS - 1


def front_row(seat: int) -> int:
    """The row of lands a seat controls by default."""
    return 1 if seat == 0 else 2


def stronghold_space(seat: int, position: int) -> int:
    """The space of a seat's stronghold card at position 0-2 (left to right for seat 0)."""
    return home_row(seat) * COLUMNS + position


def is_land(space: int) -> bool:
    """Whether a space is a disputed land."""
    return row(space) in (1, 2)


def stronghold_owner(space: int) -> int | None:
    """Which seat's stronghold card a space holds, or None for a land."""
    return _STRONGHOLD_OWNER.get(space)


#: ``stronghold_owner`` of each space with a stronghold card (looked up: it is asked often).
_STRONGHOLD_OWNER: dict[int, int] = {
    space: 0 if row(space) == 0 else 1 for space in SPACES if row(space) in (0, ROWS - 1)
}
#: ``stronghold_owner`` of every space, by space (None for a land).
STRONGHOLD_OWNERS: tuple[int | None, ...] = tuple(_STRONGHOLD_OWNER.get(space) for space in SPACES)


def default_controller(space: int) -> int | None:
    """Who controls a land when nothing is on it: the seat whose strongholds it lies before."""
    if row(space) == 1:
        return 0
    if row(space) == 2:
        return 1
    return None


@cache
def neighbours(space: int) -> tuple[int, ...]:
    """Orthogonally adjacent spaces."""
    r, c = row(space), column(space)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < ROWS and 0 <= nc < COLUMNS:
            out.append(nr * COLUMNS + nc)
    return tuple(out)
