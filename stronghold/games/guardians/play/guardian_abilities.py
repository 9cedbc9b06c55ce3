"""A Guardian's special ability as it stands: the one query every reader of a Guardian's
abilities goes through outside its statistics (``guardian``), which knows when the ability is
cancelled for the rest of the turn (Head of Gudea: play/phase_start_items.py;
docs/rules-notes/cards/guardian-cancel.md).

The special ability is everything the Guardian card carries beyond its statistics (Vitality,
stones, CMP, draw, LDL, MDL, LUC): its draw bonuses, its paid powers, what it gains or draws when
the opponent acts, a limit on its channeling. Cancelled, the Guardian is its statistics alone.
The mark is a word in ``Player.move_spells`` of the Guardian's player, cleared as the next turn
begins like every mark of the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.schema import CardBase, Guardian

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The mark of a Guardian whose special ability is cancelled for the rest of the turn.
CANCELLED = "no_guardian_ability"
#: The Guardian's statistics: never part of its special ability.
STATISTICS = frozenset({"kind", "vitality", "stones", "cmp", "draw", "ldl", "mdl", "luc"})
#: Each field of the special ability with its value when there is none.
_NONE: dict[str, Any] = {
    name: info.get_default(call_default_factory=True)
    for name, info in Guardian.model_fields.items()
    if name not in STATISTICS and name not in CardBase.model_fields
}


def cancelled(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s Guardian's special ability is cancelled for the rest of the turn."""
    return CANCELLED in state.players[seat].move_spells


def guardian(state: GameState, seat: int) -> Guardian:
    """``seat``'s Guardian card as it acts now: without its special ability while cancelled."""
    card = state.players[seat].guardian
    if not cancelled(state, seat):
        return card
    return card.model_copy(update=_NONE)


def has_ability(card: Guardian) -> bool:
    """Whether the Guardian card has any special ability to cancel."""
    return any(getattr(card, name) != empty for name, empty in _NONE.items())


def cancel(state: GameState, seat: int) -> None:
    """``seat``'s Guardian's special ability is cancelled until the turn ends."""
    if not cancelled(state, seat):
        state.players[seat].move_spells.append(CANCELLED)
