"""What the windows in which both seats may cast spells in turn share (right after the Up
cards are turned: ``play/after_up.py``; at the start of Terrain Settlement:
``play/settle_spells.py``): the choices, each spell that may be cast on its target or letting
the moment go by, and a choice carried out (a cast opens the other seat's answer; two passes
in a row close the window, which the window's own ``ask`` decides)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import responses
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import AfterUpStep, SpellWindowStep

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def options(castable: Iterable[tuple[str, str]]) -> Iterator[GameAction]:
    """Cast each spell on its target, or pass."""
    for cid, target in castable:
        yield act.Cast(cid, target)
    yield act.Pass()


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
    responses.play_on_card(state, seat, action.card, action.target, then=then)
