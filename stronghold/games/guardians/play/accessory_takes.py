"""Accessories taken from beside the opposing Guardian (``takes_accessory``: Imhotep, Visier of
Djoser; docs/rules-notes/cards/accessories.md).

The combat notes the right as the creature wins a primary match-up; the board keeps it as a
mark on the seat (``MARK`` + the creature's name, in ``Player.move_spells``) and, once the
movement option the combat was fought in is over (before Oppressed Slaves' window and War),
asks the seat (phase ``seize``) when an accessory lies beside the opposing Guardian (public):
``pick CARD`` puts it beside the seat's own Guardian, or ``pass``. The card stays its owner's:
whatever removes it from play later puts it on its owner's discard pile. Tokens on a Temple go
with it; a Temple is not offered to a seat that has one (one pool of tokens a seat).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events
from stronghold.games.guardians.play import accessories
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play.actions import GameAction

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "seize"
#: The mark of a right not yet used, followed by the name of the creature that won it.
MARK = "take_accessory:"


def note(state: GameState, seat: int, by: str) -> None:
    """The combat just over gave ``seat`` the right (``by``: the creature's name)."""
    state.players[seat].move_spells.append(MARK + by)


def _gathers(state: GameState, cid: str) -> bool:
    rule = accessories.rule_of(state.cards[cid].card)
    return rule is not None and rule.tokens is not None


def takable(state: GameState, seat: int) -> list[str]:
    """The accessories beside the opposing Guardian ``seat`` may take."""
    temple = any(_gathers(state, cid) for cid in state.players[seat].accessories)
    return sorted(
        cid for cid in state.players[1 - seat].accessories if not (temple and _gathers(state, cid))
    )


def _marks(state: GameState, seat: int) -> list[str]:
    return [m for m in state.players[seat].move_spells if m.startswith(MARK)]


def offer(state: GameState) -> bool:
    """A movement option is over: ask a seat owed the right (True: phase ``seize``); a right
    with nothing to take lapses."""
    for seat in (0, 1):
        marks = _marks(state, seat)
        if not marks:
            continue
        if takable(state, seat):
            state.phase, state.seat = PHASE, seat
            return True
        for mark in marks:
            state.players[seat].move_spells.remove(mark)
    return False


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Take an accessory, or let the moment go by."""
    for cid in takable(state, seat):
        yield act.Pick(cid)
    yield act.Pass()


def do(state: GameState, seat: int, action: GameAction) -> None:
    """One right used (or let go): the accessory moves beside ``seat``'s Guardian."""
    mark = _marks(state, seat)[0]
    state.players[seat].move_spells.remove(mark)
    if not isinstance(action, act.Pick):
        return
    cid = action.creature
    mine, theirs = state.players[seat], state.players[1 - seat]
    theirs.accessories.remove(cid)
    if cid in theirs.accessories_used:
        theirs.accessories_used.remove(cid)
    mine.accessories.append(cid)
    if _gathers(state, cid):  # the Temple's tokens go with it (Heliopolos)
        mine.tokens, theirs.tokens = theirs.tokens, 0
    by = mark.removeprefix(MARK)
    state.tell(card_events.AccessoryTaken(seat, by, 1 - seat, state.cards[cid].name))
