"""What each audience is told about an action: the one place that decides it.

A game that tells typed events (``state.events(viewer, since)``, stronghold/engine/events.py)
is told by them: each audience gets the events the action told, in its own version and words.
For a game that tells none yet, an audience's events are what the engine already says to it:
the action as ``describe_action`` phrases it for that audience (on the state before the
action, which is whose move it was), the lines ``describe_change`` draws from that audience's
own views before and after, and the outcome when the game ends. Every piece is computed from
what the audience may see, never from more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stronghold.engine.actions import Action
from stronghold.engine.events import Told
from stronghold.engine.state import State

#: A seat's index, or None for the spectators.
Audience = int | None

SPECTATOR = "spectator"


def audiences(state: State) -> list[Audience]:
    """Every audience of a game: each seat, then the spectators."""
    return [*range(state.game.seats), None]


def audience_key(audience: Audience) -> str:
    """How an audience is named in storage: ``seat-N`` or ``spectator``."""
    return SPECTATOR if audience is None else f"seat-{audience}"


@dataclass(frozen=True)
class Event:
    """One thing an audience is told: ``action`` (a move, by ``seat``), ``news`` (what a move
    brought to light) or ``end`` (the outcome)."""

    kind: str
    text: str
    #: A typed event's fields as this audience may know them (the version it is told), for
    #: clients that draw them (a combat's match-up with each side's Vitality); None for others.
    data: dict[str, Any] | None = None


def audience_events(before: State, action: Action, after: State) -> dict[Audience, list[Event]]:
    """Each audience's events for ``action``, taken in ``before`` and leading to ``after``."""
    since = len(before.event_log)
    if len(after.event_log) > since:
        return told_since(after, since)
    told: dict[Audience, list[Event]] = {}
    seat = before.current_seat
    ended = after.outcome if after.is_terminal() else None
    for audience in audiences(before):
        phrase = before.describe_action(action, audience)
        events = [Event("action", f"seat {seat}: {phrase}")]
        news = after.game.describe_change(before.view(audience), after.view(audience), audience)
        events.extend(Event("news", line) for line in news)
        if ended is not None:
            events.append(Event("end", f"game over: {ended.reason}"))
        told[audience] = events
    return told


def told_since(state: State, since: int) -> dict[Audience, list[Event]]:
    """The typed events ``state`` told from number ``since`` on, each audience's version."""
    return {
        audience: [Event(t.event.kind, t.text, fields(t)) for t in state.events(audience, since)]
        for audience in audiences(state)
    }


def opening_events(state: State) -> dict[str, list[Event]]:
    """What a new game tells each audience before its first action (the first draws, whose
    turn it is), by the audience's storage key; nothing for a game that tells no events."""
    return {audience_key(audience): told for audience, told in told_since(state, 0).items()}


def fields(told: Told) -> dict[str, Any]:
    """A typed event's fields as told (its kind and words are kept apart)."""
    return {key: value for key, value in told.event.to_json().items() if key != "kind"}


def public_outcome(state: State) -> dict[str, Any] | None:
    """The outcome's JSON form once the game is over (it is public), else None."""
    outcome = state.outcome
    return outcome.to_dict() if outcome is not None and state.is_terminal() else None
