"""Spells that bar an opposing stronghold space for the next Draw and Organize
(``settle_spell = "work_crew"``: Work Crew; docs/rules-notes/cards/work-crew.md).

Cast in the window at the start of Terrain Settlement (play/settle_spells.py) on one of the
opponent's standing stronghold spaces (``cast CARD A1``), for its stone, answerable by Dispel
Magic. If it stands, the opponent's next Draw and Organize leaves that space as it is: no card
is placed on it, under it, under a shield on it or on its upgrade's hold, no shield is raised
and no upgrade is placed there, and no card on or under it goes back to the Creature Pen (a
card may still change places within the space). The bar is a mark of the opponent's
(``MARK`` + the space's name in ``Player.move_spells``), carried over as the next turn begins
(``carried``: ``ACTIVE`` + the name) and gone as that turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import board

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

EFFECT = "work_crew"
#: The mark of a space barred for the next turn, and of one barred this turn.
MARK, ACTIVE = "work_crew:", "work_crewed:"


def targets(state: GameState, seat: int) -> list[str]:
    """The opposing stronghold spaces ``seat`` may cast it on: those still standing."""
    victim = state.players[1 - seat]
    return [
        board.name(space)
        for space in board.SPACES
        if board.stronghold_owner(space) == 1 - seat
        and not victim.strongholds[board.column(space)].rubble
    ]


def bar(state: GameState, seat: int, cid: str, target: str) -> None:
    """The spell stood on ``target``: the opponent's space is barred next turn (it fizzles on
    a space turned to rubble since)."""
    name = state.cards[cid].name
    if target not in targets(state, seat):
        state.tell(events.Fizzled(name))
        return
    state.players[1 - seat].move_spells.append(MARK + target)
    said = f"bars {target} in the next Draw and Organize"
    state.tell(events.MoveSpell(seat, name, said))


def carried(marks: list[str]) -> list[str]:
    """The marks of a seat's turn just over that hold in the turn beginning (read before the
    turn's marks are cleared)."""
    return [ACTIVE + m.removeprefix(MARK) for m in marks if m.startswith(MARK)]


def barred(state: GameState, seat: int) -> frozenset[int]:
    """The spaces of ``seat``'s that stay as they are in this Draw and Organize."""
    marks = state.players[seat].move_spells
    if not marks:
        return frozenset()
    found = {board.parse_space(m.removeprefix(ACTIVE)) for m in marks if m.startswith(ACTIVE)}
    return frozenset(space for space in found if space is not None)
