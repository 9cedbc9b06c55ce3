"""What a terrain card's own text changes in combats fought on it (docs/rules-notes/cards/
terrain-settlement.md): no Dispel Magic (The Maitz Hotel), only the Guardians channel and
each stone gives less (Rocks at Rhuadan), a class that may take channeling (Spirit Mountain)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.schema import Spell, TerrainCard

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState


def _terrain(state: CombatState) -> TerrainCard | None:
    return state.setup.terrain


def blocks_dispel_magic(state: CombatState, inst: CardInstance) -> bool:
    """Whether the terrain forbids casting this card (a Dispel Magic spell) here."""
    terrain = _terrain(state)
    return (
        terrain is not None
        and terrain.no_dispel_magic
        and isinstance(inst.card, Spell)
        and inst.card.dispel
    )


def channeler_problem(state: CombatState) -> str | None:
    """Why no channeler creature may channel here, or None."""
    terrain = _terrain(state)
    if terrain is not None and terrain.only_guardians_channel:
        return f"only the Guardians may channel in {terrain.name}"
    return None


def stone_change(state: CombatState, stones: int) -> int:
    """What the terrain adds to a channeling paid with ``stones`` Power Stones."""
    terrain = _terrain(state)
    return 0 if terrain is None else terrain.stone_channel_change * stones
