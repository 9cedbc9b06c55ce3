"""A Guardian's statistics as they stand: its card, what its accessories add
(``play/accessories.py``), and its CMP raised for the turn by a spell (Channeling Flux,
``play/organize_spells.py``: "raised to 20", so a CMP already higher stays)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.play import accessories, organize_spells
from stronghold.games.guardians.schema import Guardian

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def guardian(state: GameState, seat: int) -> Guardian:
    """``seat``'s Guardian with its accessories and this turn's raised CMP."""
    card = accessories.guardian(state, seat)
    raised = organize_spells.raised_cmp(state, seat)
    if raised is not None and raised > card.cmp:
        return card.model_copy(update={"cmp": raised})
    return card
