"""Taking turns within a step: the Active player first, then in turn, until both pass.

A seat that passes is done with the step (the Arena text: "no more action allowed for the
current step"). A seat whose only choice would be to pass is asked all the same when, as the
other seat sees it, a card of its face-down hand might have given it one (drafting, terrain,
challenge, raid: each registers its test in ``POSSIBLE``), so that being asked never tells
that it holds a card to play; otherwise (and with ``auto_pass``) it is not asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from stronghold.engine.actions import Action
from stronghold.games.arena.model import TurnStep
from stronghold.games.guardians.play.actions import GameAction, Pass

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState

Options = Callable[["ArenaState", int], Iterator[GameAction]]
Finish = Callable[["ArenaState"], None]

#: Steps whose choices come (partly) from the face-down hand, each with its test of whether,
#: as the other seat sees it, the seat's hand might give it a choice (public facts only).
POSSIBLE: dict[str, Callable[[ArenaState, int], bool]] = {}


def hand_secret(state: ArenaState, seat: int) -> bool:
    """Whether ``seat`` holds a face-down card in its hand."""
    return any(not state.cards[cid].public for cid in state.player(seat).hand)


def has_choice(listed: list[Action]) -> bool:
    """Whether a seat whose options are ``listed`` has anything to do in this step but pass."""
    return any(not isinstance(action, Pass) for action in listed)


def asked(state: ArenaState, seat: int, listed: list[Action]) -> bool:
    """Whether ``seat``, whose options in this step are ``listed``, is asked (see the
    module's docstring)."""
    if has_choice(listed):
        return True
    possible = POSSIBLE.get(state.phase)
    return not state.auto_pass and possible is not None and possible(state, seat)


def open_step(state: ArenaState, phase: str, options: Options, finish: Finish) -> None:
    """Start a step of alternating choices, the Active player first."""
    state.phase = phase
    state.step = TurnStep()
    for player in state.arena_players:
        player.moved.clear()
    _ask(state, 1 - state.mover, options, finish)


def next_turn(state: ArenaState, seat: int, options: Options, finish: Finish) -> None:
    """``seat`` acted (or passed, if its flag is set): ask the other, or ``seat`` again if the
    other has passed; when neither has anything left, the step ends with ``finish``."""
    _ask(state, seat, options, finish)


def mark_passed(state: ArenaState, seat: int) -> None:
    """``seat`` passes: it is done with this step."""
    state.step_as(TurnStep).passed[seat] = True


def _ask(state: ArenaState, last: int, options: Options, finish: Finish) -> None:
    passed = state.step_as(TurnStep).passed
    for candidate in (1 - last, last):
        if passed[candidate]:
            continue
        listed: list[Action] = list(options(state, candidate))
        if asked(state, candidate, listed):
            state.seat = candidate
            state.keep_listing(listed)  # what ``legal_actions`` gives next
            return
        passed[candidate] = True
    finish(state)
