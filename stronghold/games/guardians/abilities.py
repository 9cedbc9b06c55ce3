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
    """+amount for each primary match-up fought in this combat before this one (as a secondary
    attacker: every primary match-up of the combat)."""
    primaries = [m for m in state.matchups if not m.secondary and m.fighters[0] is not None]
    earlier = primaries if secondary else [m for m in primaries if m.number < (inst.matchup or 0)]
    return int(params.get("amount", 1)) * len(earlier)


def _opponent_ocb(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """The Off-Color Bonus number printed on the creature it fights."""
    if opponent is None or not opponent.is_creature:
        return 0
    return opponent.creature.ocb


def _previous_opponent_base(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """Base Vitality of the creature the opponent played in the preceding primary match-up."""
    if secondary or inst.matchup is None or inst.matchup < 2:
        return 0
    for m in state.matchups:
        if not m.secondary and m.number == inst.matchup - 1:
            fighter = m.fighters[1 - inst.owner]
            if fighter is not None:
                return state.by_id[fighter.id].creature.vitality
    return 0


def _per_command_item(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """+amount for each creature magic item played as a command card (either side)."""
    from stronghold.games.guardians.schema import Item

    count = 0
    for cid in state.commands:
        if cid is not None:
            card = state.by_id[cid].card
            if isinstance(card, Item) and card.item_type == "creature":
                count += 1
    return int(params.get("amount", 1)) * count


effect(
    "opponent_ocb",
    "adds the Off-Color Bonus number printed on the creature it fights",
    vitality=_opponent_ocb,
)
effect(
    "previous_opponent_base",
    "adds the base Vitality of the opponent's creature from the preceding match-up",
    vitality=_previous_opponent_base,
)
effect(
    "per_command_item",
    "gains Vitality for each creature magic item played as a command card this combat",
    vitality=_per_command_item,
)
effect(
    "per_primary_matchup",
    "gains Vitality for each primary match-up already fought in this combat",
    vitality=_per_primary_matchup,
)
