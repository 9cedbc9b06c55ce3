"""Named card effects: abilities no keyword can express, each a Python hook the engine calls.

A card names an effect with ``effects = ["name"]`` (and ``params``); loading fails if the name
is not registered here. Hooks are called by the combat engine at fixed points:
``vitality(state, inst, opponent, secondary, params) -> int`` adds to a creature's Vitality.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState

VitalityHook = Callable[
    ["CombatState", "CardInstance", "CardInstance | None", bool, dict[str, Any]], int
]


@dataclass(frozen=True)
class Effect:
    """One named effect: what it does in a line, and the hooks that carry it out."""

    name: str
    summary: str
    vitality: VitalityHook | None = None


EFFECTS: dict[str, Effect] = {}


def effect(name: str, summary: str, *, vitality: VitalityHook | None = None) -> Effect:
    """Register a named effect (names are unique)."""
    if name in EFFECTS:
        raise ValueError(f"effect {name!r} is registered twice")
    EFFECTS[name] = Effect(name, summary, vitality)
    return EFFECTS[name]


def implemented_effects() -> frozenset[str]:
    """Names of every registered effect."""
    return frozenset(EFFECTS)


def _per_primary_matchup(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """+amount for each primary match-up fought in this combat before this one."""
    if secondary:
        return 0
    earlier = [m for m in state.matchups if not m.secondary and m.number < (inst.matchup or 0)]
    return int(params.get("amount", 1)) * len(earlier)


effect(
    "per_primary_matchup",
    "gains Vitality for each primary match-up already fought in this combat",
    vitality=_per_primary_matchup,
)
