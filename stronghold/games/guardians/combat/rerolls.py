"""A single die rolled again (Mu Kir' Agavati, ``rerolls_die``;
docs/rules-notes/cards/combat-flow.md): what the steps that roll one die call. The step
``reroll`` itself is combat/reroll_step.py.

Every step that reads one die rolls it with ``roll``. When a creature with the reroll stands
face up on the table (either side's, its one time unused), the step stops after the roll and
its owner is asked at the step ``reroll``: ``reroll`` or ``pass``. Then the step's use of the
die goes on, and what its callers had left to do: the pending roll carries them as frames (the
innermost first), each a continuation registered here by name. A caller of a step that may
stop so returns at once when ``then`` says the die stopped it, leaving its own tail as a frame.

Whether anyone is asked depends only on what stands face up (public), and each roll is told
for a card already face up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.memory import Frame, PendingRoll
from stronghold.games.guardians.combat.model import CardInstance, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState
    from stronghold.games.guardians.keywords import Aoe

#: What a frame's name carries out with the frame's arguments.
Continuation = Callable[["CombatState", tuple[str, ...]], None]
_CONTINUATIONS: dict[str, Continuation] = {}


def continuation(name: str) -> Callable[[Continuation], Continuation]:
    """Register ``name``'s continuation (what goes on once the die is settled)."""

    def register(fn: Continuation) -> Continuation:
        assert name not in _CONTINUATIONS, name
        _CONTINUATIONS[name] = fn
        return fn

    return register


def holders(state: CombatState, passed: tuple[str, ...] = ()) -> list[CardInstance]:
    """The creatures that may still have a die rolled again: standing face up on the table,
    not blanked, their one time unused, not among ``passed`` (attacker's first, then in the
    order they were played)."""
    used = state.memory.rerolled
    found = [
        i
        for i in state.cards
        if i.is_creature
        and i.creature.rerolls_die
        and i.status == Status.STANDING
        and i.revealed
        and i.id not in used
        and i.id not in passed
        and not inforce.blanked(state, i)
    ]
    order = {cid: k for k, cid in enumerate(state.play_order)}
    return sorted(found, key=lambda i: (i.owner, order.get(i.id, len(order))))


def roll(state: CombatState, key: str, frame: Frame) -> int | None:
    """One die for ``key`` (``shared.roll``): its value, or None when a reroll is asked about
    first; then ``frame`` reads it (``die``) and the caller must return at once."""
    value = shared.roll(state, key, 1)
    if state.peeking is not None or key in state.memory.rolls_settled:
        return value
    found = holders(state)
    if not found:
        return value
    state.memory.rolls_settled = (*state.memory.rolls_settled, key)
    ask(state, PendingRoll(key, found[0].id, state.phase, state.seat, (frame,)))
    return None


def dice_ahead(state: CombatState, frame: Frame, look: Callable[[CombatState], object]) -> bool:
    """Whether a single die of a Vitality about to be worked out stopped the step (the caller
    returns at once; ``frame`` starts it again). ``look`` works the Vitality out on a copy
    that rolls nothing (``CombatState.peeking``): each single die it would roll is rolled
    first here, so that a reroll may be asked about before the comparison reads it."""
    if not holders(state):
        return False
    twin = state.clone()
    assert isinstance(twin, type(state))
    twin.peeking = {}
    look(twin)
    return any(dice == 1 and roll(state, key, frame) is None for key, dice in twin.peeking.items())


def aoe(state: CombatState, seat: int, what: Aoe, source: str, frame: Frame) -> bool:
    """``seat``'s AOE ``what`` from ``source`` goes off (``shared.aoe``), its die rolled
    first when it has one; whether that die stopped it (``frame`` then calls this again,
    which sets it off with the die as it stands)."""
    if what.dice == 1 and roll(state, shared.aoe_key(state, seat, source), frame) is None:
        return True
    shared.aoe(state, seat, what, source)
    return False


def die(state: CombatState, key: str) -> int:
    """The die ``key`` as it stands (rolled again or not)."""
    return state.rolls[key]


def then(state: CombatState, frame: Frame) -> bool:
    """Whether a die stopped the step just called (the caller returns at once): ``frame``,
    what the caller had left to do, goes on after it."""
    pending = state.memory.pending_roll
    if pending is None or state.phase != "reroll":
        return False
    state.memory.pending_roll = replace(pending, frames=(*pending.frames, frame))
    return True


def ask(state: CombatState, pending: PendingRoll) -> None:
    """The owner of ``pending``'s holder is asked at the step ``reroll``."""
    state.memory.pending_roll = pending
    state.phase, state.seat = "reroll", state.by_id[pending.holder].owner


def go_on(state: CombatState, frames: tuple[Frame, ...]) -> None:
    """Carry out ``frames`` in turn, until another die stops one (the rest then follow it)."""
    for k, frame in enumerate(frames):
        _CONTINUATIONS[frame.name](state, frame.args)
        pending = state.memory.pending_roll
        if pending is not None:
            state.memory.pending_roll = replace(pending, frames=(*pending.frames, *frames[k + 1 :]))
            return
