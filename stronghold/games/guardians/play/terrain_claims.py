"""A terrain card laid on a land just won (command ``board_effect = { what = "lay_terrain" }``:
Cactus McFingers; docs/rules-notes/cards/board-effects.md).

The combat notes the right as the space is decided (its side won, the command in force, the
card standing or beaten: it may yet be healed); the board keeps it as a mark on the seat
(``MARK`` + the card's id, in ``Player.move_spells``) and, once the loser's retreat is over,
asks the seat (phase ``claim``) if the card is still under the winning shield and the space is
a disputed land without a terrain card of the seat's own: ``terrain SHIELD CARD`` lays a
terrain card (or shield/terrain card) of its Creature Pen there face up, the opponent's terrain
card there discarded first, or ``pass``. Being asked depends only on what both seats saw; the
seat is asked even without a terrain card while its pen holds a card the other seat has not
seen.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import terrain_events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import RetreatStep
from stronghold.games.guardians.schema import Shield, TerrainCard

if TYPE_CHECKING:
    from stronghold.games.guardians.play.model import ShieldStack
    from stronghold.games.guardians.play.state import GameState

PHASE = "claim"
#: The mark of a seat owed the right by the combat just over, followed by the card's id.
MARK = "lay_terrain:"


def note(state: GameState, seat: int, cid: str) -> None:
    """The combat just over gave ``seat`` the right, if ``cid`` is alive after it."""
    state.players[seat].move_spells.append(MARK + cid)


def is_terrain(state: GameState, cid: str) -> bool:
    """Whether ``cid`` may be laid as terrain face up: a terrain or shield/terrain card."""
    card = state.cards[cid].card
    return isinstance(card, TerrainCard) or (
        isinstance(card, Shield) and card.shield_type == "shield/terrain"
    )


def terrain_plays(state: GameState, seat: int, shield_id: str) -> Iterator[act.Terrain]:
    """The terrain cards of ``seat``'s pen that could be laid under ``shield_id``."""
    for cid in sorted(state.players[seat].pen):
        if is_terrain(state, cid):
            yield act.Terrain(shield_id, cid)


def _take_marks(state: GameState, seat: int) -> list[str]:
    """The cards ``seat`` holds the right for, their marks dropped."""
    marks = state.players[seat].move_spells
    found = [m for m in marks if m.startswith(MARK)]
    for mark in found:
        marks.remove(mark)
    return [mark.removeprefix(MARK) for mark in found]


def _claimer(state: GameState, winner: ShieldStack | None) -> str | None:
    """The card whose right the winner's owner holds, if it is alive under the winning shield
    (every mark of the combat is dropped: the right lasts this moment only)."""
    found = None
    for seat in (0, 1):
        for cid in _take_marks(state, seat):
            if winner is not None and seat == winner.owner and cid in winner.contents:
                found = cid
    return found


def offer(state: GameState, winner: ShieldStack | None) -> bool:
    """The retreat is over and ``winner`` holds the space: ask its owner if owed the right
    (True: phase ``claim``, the mark kept until the answer)."""
    source = _claimer(state, winner)
    if winner is None or source is None or not board.is_land(winner.space):
        return False
    laid = state.terrain.get(winner.space)
    if laid is not None and state.cards[laid[0]].owner == winner.owner:
        return False  # his own terrain is not replaced
    seat = winner.owner
    has = any(True for _ in terrain_plays(state, seat, winner.id))
    if state.asks(seat, has_choice=has, secret=state.players[seat].pen):
        note(state, seat, source)
        state.phase, state.seat = PHASE, seat
        return True
    return False


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Lay a terrain card of the pen under the winning shield, or let the moment go by."""
    winner = state.step_as(RetreatStep).winner
    yield from terrain_plays(state, seat, winner)
    yield act.Pass()


def answer(state: GameState, seat: int, action: GameAction) -> None:
    """``pass``, or ``terrain``: the opponent's terrain card on the space is discarded, then
    the card is laid face up."""
    kept = _take_marks(state, seat)
    if not isinstance(action, act.Terrain):
        return
    shield = state.shields[action.shield]
    space, space_name = shield.space, board.name(shield.space)
    by = state.cards[kept[0]].name if kept else state.cards[shield.id].name
    laid = state.terrain.pop(space, None)
    if laid is not None:
        state.discard(laid[0])
    cid = action.card
    state.players[seat].pen.remove(cid)
    state.set_public(cid)
    state.terrain[space] = (cid, False)
    replaced = None if laid is None else state.cards[laid[0]].name
    terrain = state.cards[cid].name
    state.tell(terrain_events.TerrainClaimed(seat, by, space_name, terrain, replaced))
