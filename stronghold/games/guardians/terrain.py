"""A creature's terrain bonus where a combat is fought (a rule of the card alone, read by the
match-up rules and by named card effects)."""

from __future__ import annotations

from stronghold.games.guardians.schema import Creature, Terrain

TERRAIN_LABEL = {t: t.value for t in Terrain}


def terrain_bonus(creature: Creature, terrains: tuple[Terrain, ...]) -> tuple[str, int] | None:
    """The creature's terrain bonus or penalty here (the largest if the land counts as two)."""
    here = terrains or (Terrain.NONE,)
    found = [(t, creature.terrain_bonus[t]) for t in here if t in creature.terrain_bonus]
    if not found:
        return None
    terrain, amount = max(found, key=lambda pair: pair[1])
    return TERRAIN_LABEL[terrain], amount
