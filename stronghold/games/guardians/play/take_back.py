"""Whether an action of the full game may be taken back (``GameState.can_take_back``): a
probe on a clone shows that it turns no card face up, draws none, uses no chance and leaves
the same seat to decide."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.actions import Action

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def can_take_back(state: GameState, action: Action) -> bool:
    """``GameState.can_take_back``: ``action`` (legal now) may be taken back later."""
    seat = state.current_seat
    if type(action) not in state.take_back_kinds:
        return False
    if seat is None or state._why_illegal(action) is not None:
        return False
    probe = state.clone()
    assert isinstance(probe, type(state))
    probe.apply(action)
    if probe.current_seat != seat or probe.turn != state.turn:
        return False
    if probe.phase in ("combat", "over") or probe.rng.digest() != state.rng.digest():
        return False
    if _shown(probe) != _shown(state):
        return False
    for old, new in zip(state.players, probe.players, strict=True):
        if (len(old.deck), len(old.discard), old.up, old.stones, old.shields_lost) != (
            len(new.deck),
            len(new.discard),
            new.up,
            new.stones,
            new.shields_lost,
        ):
            return False
    return True


def _shown(state: GameState) -> set[str]:
    """The cards whose faces have been shown."""
    return {cid for cid, card in state.cards.items() if card.public}
