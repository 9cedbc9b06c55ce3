"""Picking up and dropping off: a shield passing one of its owner's stronghold spaces."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, fliers
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.routes import points
from stronghold.games.guardians.play.steps import MoveStep

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def stronghold_stack(
    state: GameState, seat: int, space: int
) -> tuple[list[str], ShieldStack | None]:
    """The cards on an own stronghold space that a passing shield deals with."""
    slot = state.players[seat].strongholds[board.column(space)]
    resident = None
    for shield in state.shields.values():
        if (
            shield.space == space
            and shield.owner == seat
            and shield.id != state.step_as(MoveStep).shield
        ):
            resident = shield
    return (resident.contents if resident is not None else slot.on), resident


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    step = state.step_as(MoveStep)
    assert step.route is not None and step.passing is not None
    shield = state.shields[step.shield]
    space = step.passing.at
    stack, resident = stronghold_stack(state, seat, space)
    cards = state.cards
    room = state.space_limit(resident)
    if resident is None or resident.turned:
        creatures = sum(1 for cid in shield.contents if cards[cid].is_creature)
        to_fight = any(s.owner != seat for s in state.shields_at(step.route.dest))
        stack_item_room: bool | None = None  # ``item_room`` of the stack, once needed
        for cid in sorted(shield.contents):
            card = cards[cid]
            if card.is_creature_item:
                if stack_item_room is None:
                    stack_item_room = item_room(state, stack)
                if not stack_item_room:
                    continue  # an item goes only where a creature has none yet
            if card.is_creature and to_fight and creatures == 1:
                continue  # on its way to a fight it keeps a creature to fight with
            if state.stack_of(seat, space, [cid], shield.contents) <= room:
                yield act.Drop(cid)
    if resident is None or not resident.turned:
        dropped = step.passing.dropped or []
        limit = state.space_limit(shield)
        shield_item_room: bool | None = None  # ``item_room`` of the shield, once needed
        for cid in sorted(stack):
            card = cards[cid]
            is_item = card.is_creature_item
            if not (is_item or card.is_creature) or cid in dropped:
                continue  # a creature dropped in this pass stays dropped (no endless swaps)
            if is_item:
                if shield_item_room is None:
                    shield_item_room = item_room(state, shield.contents)
                if not shield_item_room:
                    continue
            load = [*shield.contents, cid]
            if points(state, load) <= limit and fits_destination(state, seat, load):
                yield act.Pick(cid)


def item_room(state: GameState, cards: list[str]) -> bool:
    """Whether a stack has a creature with no item yet, so that one more item may join it."""
    cards_of = state.cards
    items = sum(1 for cid in cards if cards_of[cid].is_creature_item)
    return sum(1 for cid in cards if cards_of[cid].is_creature) > items


def may_go_on(state: GameState, seat: int) -> bool:
    """After picking up and dropping off, the load must fit where the shield is going."""
    shield = state.shields[state.step_as(MoveStep).shield]
    load = shield.contents
    return points(state, load) <= state.space_limit(shield) and fits_destination(state, seat, load)


def fits_destination(state: GameState, seat: int, load: list[str]) -> bool:
    """Whether a passing shield carrying the cards ``load`` may stop where it is going."""
    step = state.step_as(MoveStep)
    assert step.route is not None
    dest = step.route.dest
    shield = state.shields[step.shield]
    if board.stronghold_owner(dest) == seat and dest != shield.space:
        return state.stack_of(seat, dest, load) <= state.space_limit(shield)
    return True


def transfer(state: GameState, seat: int, cid: str, *, drop: bool) -> None:
    step = state.step_as(MoveStep)
    assert step.passing is not None
    shield = state.shields[step.shield]
    stack, _resident = stronghold_stack(state, seat, step.passing.at)
    if drop:
        went = fliers.leave(state, shield.contents, cid, stack)  # with its items
        if step.passing.dropped is None:
            step.passing.dropped = []
        step.passing.dropped.extend(went)
    else:
        fliers.leave(state, stack, cid, shield.contents)
