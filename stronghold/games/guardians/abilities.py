"""Named card effects: abilities no keyword can express, each a Python hook the engine calls.

A card names an effect with ``effects = ["name"]`` (and ``params``); loading fails if the name
is not registered here. Hooks are called by the combat engine at fixed points (the timings
"on played" and "on Vitality" of :mod:`stronghold.games.guardians.combat.handlers`):
``played(state, inst)`` as the creature is laid on the table, before it stands there;
``vitality(state, inst, opponent, secondary, params) -> int`` adds to a creature's Vitality.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.terrain import terrain_bonus

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState

VitalityHook = Callable[
    ["CombatState", "CardInstance", "CardInstance | None", bool, dict[str, Any]], int
]
PlayedHook = Callable[["CombatState", "CardInstance"], None]


@dataclass(frozen=True)
class Effect:
    """One named effect: what it does in a line, and the hooks that carry it out."""

    name: str
    summary: str
    vitality: VitalityHook | None = None
    played: PlayedHook | None = None


EFFECTS: dict[str, Effect] = {}


def effect(
    name: str,
    summary: str,
    *,
    vitality: VitalityHook | None = None,
    played: PlayedHook | None = None,
) -> Effect:
    """Register a named effect (names are unique)."""
    if name in EFFECTS:
        raise ValueError(f"effect {name!r} is registered twice")
    EFFECTS[name] = Effect(name, summary, vitality, played)
    return EFFECTS[name]


def implemented_effects() -> frozenset[str]:
    """Names of every registered effect."""
    return frozenset(EFFECTS)


def on_played(state: CombatState, inst: CardInstance) -> None:
    """The creature ``inst`` is laid on the table: its named effects' ``played`` hooks."""
    for name in inst.creature.effects:
        hook = EFFECTS[name].played if name in EFFECTS else None
        if hook is not None:
            hook(state, inst)


def on_vitality(state: CombatState, inst: CardInstance, secondary: bool) -> list[tuple[str, int]]:
    """What the creature's named effects add to its Vitality, each with its label."""
    out = []
    creature = inst.creature
    for name in creature.effects:
        hook = EFFECTS[name].vitality if name in EFFECTS else None
        if hook is not None:
            opponent = state.opponent_of(inst)
            amount = hook(state, inst, opponent, secondary, dict(creature.params))
            if amount:
                out.append((name.replace("_", " "), amount))
    return out


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


def _previous_own_bonuses(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """The Off-Color Bonus (only against a Mortal) and the terrain bonus here of the own creature
    of the preceding primary match-up."""
    from stronghold.games.guardians.schema import Realm

    if secondary or inst.matchup is None or inst.matchup < 2:
        return 0
    for m in state.matchups:
        if not m.secondary and m.number == inst.matchup - 1:
            fighter = m.fighters[inst.owner]
            if fighter is None or not state.by_id[fighter.id].is_creature:
                return 0
            previous = state.by_id[fighter.id].creature
            total = 0
            if opponent is not None and opponent.is_creature:
                if opponent.creature.realm == Realm.MORTAL:
                    total += previous.ocb
            found = terrain_bonus(previous, state.terrain_types)
            if found is not None:
                total += found[1]
            return total
    return 0


def _hand_count_on_play(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    secondary: bool,
    params: dict[str, Any],
) -> int:
    """+1 for each single-bordered card (creature or creature item) left in the owner's combat
    hand at the moment the creature was played (counted then, by the combat state)."""
    return state.memory.hand_at_play.get(inst.id, 0)


def _count_hand_on_play(state: CombatState, inst: CardInstance) -> None:
    """Counts the single-bordered cards (creatures, creature items) its owner still holds in
    the combat hand as it is laid down (for ``_hand_count_on_play``)."""
    from stronghold.games.guardians.schema import Item

    held = [
        i
        for i in state.cards
        if i.owner == inst.owner
        and i.id != inst.id
        and i.zone == "hand"
        and i.status == "hand"  # Status.HAND (a StrEnum; this module imports no combat code)
        and (i.is_creature or (isinstance(i.card, Item) and i.card.item_type == "creature"))
    ]
    state.memory.hand_at_play[inst.id] = len(held)


effect(
    "previous_own_bonuses",
    "adds the Off-Color Bonus (against Mortals) and terrain bonus of the own previous creature",
    vitality=_previous_own_bonuses,
)
effect(
    "hand_count_on_play",
    "gains 1 for each single-bordered card in its owner's combat hand when it is played",
    vitality=_hand_count_on_play,
    played=_count_hand_on_play,
)
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
