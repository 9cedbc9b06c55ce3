"""Undo: a seat takes back its own last move, where the game's rule allows it.

The rule is the engine's (``State.can_take_back``): an action may be taken back only if it
drew no card, showed no seat anything and left the same seat to decide — so a take-back never
undoes another seat's move nor anything learned since. Here: whether the seat's last action
may be taken back now (one line saying why not), and what each audience is told when it is.
Every piece is computed from what the audience may see (``describe_action`` for that
audience), never from more.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from stronghold.engine.record import replay
from stronghold.engine.state import State
from stronghold.server.events import Audience, Event, audiences

#: The kind of the event that tells a take-back.
KIND = "undo"


@dataclass(frozen=True)
class TakeBack:
    """A take-back allowed: the state before the seat's last action, and each audience's
    event telling it."""

    earlier: State
    told: dict[Audience, list[Event]]


def plan(state: State, seat: int) -> TakeBack | str:
    """The take-back of ``seat``'s last action in ``state``, or why it may not be (one line).

    Replays the game without its last action (the state keeps no copy of earlier ones)."""
    history = state.history
    if state.is_terminal():
        return "the game is over"
    if not history:
        return "there is nothing to take back yet"
    if state.current_seat != seat:
        return "you can take back a move only while it is your turn"
    earlier = replay(state.record(), upto=len(history) - 1)
    if earlier.current_seat != seat:
        return "the other side has moved since: undo takes back only your own moves"
    action = earlier.parse_action(history[-1])
    if not earlier.can_take_back(action):
        said = earlier.describe_action(action, seat)
        return f"'{said}' cannot be taken back: {state.take_back_rule}"
    told: dict[Audience, list[Event]] = {}
    for audience in audiences(state):
        who = "You" if audience == seat else f"Seat {seat}"
        said = earlier.describe_action(action, audience)
        told[audience] = [Event(KIND, f"{who} took back: {said}.")]
    return TakeBack(earlier, told)


async def plan_async(state: State, seat: int) -> TakeBack | str:
    """:func:`plan` in a worker thread (a replay is not for the event loop)."""
    return await asyncio.to_thread(plan, state, seat)
