"""What the windows in which both seats may cast spells in turn share (right after the Up
cards are turned: ``play/after_up.py``; at the start of Terrain Settlement:
``play/settle_spells.py``; before the draw: ``play/draw_spells.py``): the choices, who is asked
in turn, each spell that may be cast on its target or letting
the moment go by, and a choice carried out (a cast opens the other seat's answer; two passes
in a row close the window, which the window's own ``ask`` decides)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import anytime_spells, responses
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import AfterUpStep, SpellWindowStep

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def options(castable: Iterable[tuple[str, str]]) -> Iterator[GameAction]:
    """Cast each spell on its target, or pass."""
    for cid, target in castable:
        yield act.Cast(cid, target)
    yield act.Pass()


def ask_in_turn(
    state: GameState,
    seat: int,
    phase: str,
    may_exist: Callable[[GameState, int], bool],
    castable: Callable[[GameState, int], list[tuple[str, str]]],
    close: Callable[[GameState], None],
) -> None:
    """Ask ``seat``, else the other, in the window's ``phase``: a seat is asked when it can cast
    or when the other seat cannot know that it cannot (``may_exist``: such a spell could lie
    face down in its storage); two seats in a row not asked, or passing, close the window and
    ``close`` carries the turn on."""
    step = state.step_as(SpellWindowStep)
    while step.passes < 2:
        secret = state.players[seat].storage if may_exist(state, seat) else []
        if state.asks(seat, has_choice=bool(castable(state, seat)), secret=secret):
            state.phase, state.seat, step.asked = phase, seat, seat
            return
        step.passes += 1
        seat = 1 - seat
    state.step = None
    close(state)


def take(
    state: GameState,
    seat: int,
    action: GameAction,
    step: AfterUpStep | SpellWindowStep,
    ask: Callable[[GameState, int], None],
    then: str,
) -> None:
    """A pass asks the other seat (``ask``); a cast is shown and may be answered, and the
    window goes on through ``responses`` with ``then``."""
    if isinstance(action, act.Pass):
        step.passes += 1
        ask(state, 1 - seat)
        return
    assert isinstance(action, act.Cast)
    step.passes = 0
    step.cast.append(f"{seat}:{state.cards[action.card].name}")
    anytime_spells.aim(state, seat, action)
    responses.play_on_card(state, seat, action.card, action.target, then=then)
