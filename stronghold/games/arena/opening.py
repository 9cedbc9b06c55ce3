"""Game setup: each player's starting hand of eight, shown and redrawn if it holds no creature."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.arena import actions as act
from stronghold.games.arena import events
from stronghold.games.arena.model import OPENING_HAND, OpeningStep
from stronghold.games.guardians import events as guardians_events
from stronghold.games.guardians.play import organize as guardians_organize
from stronghold.games.guardians.play.actions import GameAction

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def deal(state: ArenaState) -> None:
    """Each seat draws eight cards (its deck was shuffled: the cut); then the redraws."""
    for seat in (0, 1):
        _draw_hand(state, seat)
    state.step = OpeningStep()
    _next(state)


def _draw_hand(state: ArenaState, seat: int) -> list[str]:
    player = state.player(seat)
    drawn = state.draw_cards(seat, OPENING_HAND)  # into the pen and storage, by border ...
    player.pen[:] = [cid for cid in player.pen if cid not in drawn]
    player.storage[:] = [cid for cid in player.storage if cid not in drawn]
    player.hand.extend(drawn)  # ... and Arena keeps them in one hand
    names = tuple(state.cards[cid].name for cid in drawn)
    state.tell(guardians_events.Drew(seat, len(drawn), names, why="the starting hand"))
    return drawn


def may_redraw(state: ArenaState, seat: int) -> bool:
    """No creature in the hand, a redraw left, and a deck to draw eight new cards from."""
    player = state.player(seat)
    if not redraw_offered(state, seat):
        return False
    return not any(state.cards[cid].is_creature for cid in player.hand)


def redraw_offered(state: ArenaState, seat: int) -> bool:
    """A redraw left and a deck to draw eight new cards from: as everyone sees it (whether
    the hand holds a creature is for the seat alone)."""
    if state.step_as(OpeningStep).redraws[seat] >= state.rules.opening_redraws:
        return False
    return len(state.player(seat).deck) >= OPENING_HAND


def _next(state: ArenaState) -> None:
    """Ask the next seat that may redraw; when none may, the first turn starts."""
    step = state.step_as(OpeningStep)
    while step.asked < 2:
        seat = step.asked
        offered = may_redraw(state, seat) if state.auto_pass else redraw_offered(state, seat)
        if offered:
            state.phase, state.seat = "mulligan", seat
            return
        step.asked = seat + 1
    state.step = None
    guardians_organize.start_turn(state)


def legal(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """Show the hand and draw eight new cards (a hand with no creature), or keep it."""
    if may_redraw(state, seat):
        yield act.Redraw()
    yield act.Keep()


def do(state: ArenaState, seat: int, action: GameAction) -> None:
    """Redraw: the hand is shown, eight new cards drawn, the old ones shuffled into the deck."""
    if isinstance(action, act.Redraw):
        player = state.player(seat)
        old = list(player.hand)
        state.tell(events.HandShown(seat, tuple(state.cards[c].name for c in old)))
        player.hand.clear()
        _draw_hand(state, seat)
        player.deck.extend(old)
        for cid in old:
            state.set_public(cid, False)  # shuffled back: nobody knows where they are
        state.rng.shuffle(player.deck)
        state.step_as(OpeningStep).redraws[seat] += 1
    else:
        state.step_as(OpeningStep).asked = seat + 1
    _next(state)
