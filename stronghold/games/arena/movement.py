"""Phase II, Movement and Combat: entering the arena, the duels, moving on the strongholds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.arena import actions as act
from stronghold.games.arena import events, fights, turns
from stronghold.games.arena.model import ARENA, arena_space
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import GameAction

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def start_entering(state: ArenaState) -> None:
    """A. Entering Arena: in turns, the Active player first."""
    turns.open_step(state, "enter", enter_options, next_duel)


def enter_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """Each shielded creature on a stronghold card may step into the arena space before it."""
    for space in state.stronghold_spaces(seat, ruined=None):
        if state.shield_of(seat, space) is not None:
            yield act.Enter(board.name(space))
    yield act.Pass()


def do_enter(state: ArenaState, seat: int, action: GameAction) -> None:
    """The creature goes, face down under its shield, to the arena space in front."""
    if isinstance(action, act.Pass):
        turns.mark_passed(state, seat)
    else:
        assert isinstance(action, act.Enter)
        space = board.parse_space(action.space)
        assert space is not None
        shield = state.shield_of(seat, space)
        assert shield is not None
        shield.space = arena_space(board.column(space))
        state.tell(events.EntersArena(seat, state.cards[shield.id].name, board.name(shield.space)))
    turns.next_turn(state, seat, enter_options, next_duel)


def next_duel(state: ArenaState) -> None:
    """B. Combat: a duel on each arena space where two opposing creatures face each other
    (left to right, as seat 0 sees the board); then C. Movement."""
    for space in ARENA:
        if state.shield_of(0, space) is not None and state.shield_of(1, space) is not None:
            fights.start_duel(state, space)
            return
    turns.open_step(state, "shift", shift_options, _end_phase)


def shift_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """A creature on a stronghold card moves to an empty standing one, or two swap places;
    each creature moves once a turn (a swap moves both)."""
    moved = state.player(seat).moved
    spaces = state.stronghold_spaces(seat)
    occupied = {s: state.unit_on(s) for s in spaces}
    for space in spaces:
        unit = occupied[space]
        if not unit or unit[0] in moved:
            continue
        for other in spaces:
            there = occupied[other]
            if other == space or (there and (there[0] in moved or other < space)):
                continue
            yield act.Shift(board.name(space), board.name(other))
    yield act.Pass()


def do_shift(state: ArenaState, seat: int, action: GameAction) -> None:
    """Move (or swap) creatures on the strongholds; shields stay on their creatures."""
    if isinstance(action, act.Pass):
        turns.mark_passed(state, seat)
    else:
        assert isinstance(action, act.Shift)
        start, end = board.parse_space(action.start), board.parse_space(action.end)
        assert start is not None and end is not None
        moving = [_lift(state, seat, start), _lift(state, seat, end)]
        _settle(state, seat, end, moving[0])
        _settle(state, seat, start, moving[1])
        for unit, _shield in moving:
            state.player(seat).moved.extend(unit[:1])
        state.tell(events.Moved(seat, action.start, action.end))
    turns.next_turn(state, seat, shift_options, _end_phase)


def _lift(state: ArenaState, seat: int, space: int) -> tuple[list[str], str | None]:
    """Take the creature (with its items, and its shield's id) off a stronghold card."""
    shield = state.shield_of(seat, space)
    if shield is not None:
        return list(shield.contents), shield.id
    slot = state.slot_at(space)
    unit, slot.on = slot.on, []
    return unit, None


def _settle(state: ArenaState, seat: int, space: int, lifted: tuple[list[str], str | None]) -> None:
    """Put a lifted creature down on a stronghold card (its shield goes with it)."""
    unit, shield_id = lifted
    if shield_id is not None:
        state.shields[shield_id].space = space
    else:
        state.slot_at(space).on = unit


def _end_phase(state: ArenaState) -> None:
    if not state.end_of_phase():
        state.begin_settlement()
