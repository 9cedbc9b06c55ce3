"""What one player's cards on one space count against the space's Vitality limit, and that
limit (``space_limit``: the one function every check of it asks).

``space_total`` is the one place the load of a space is worked out: every check of the limit
(placing, moving, picking up and dropping off, retreating, upgrades, combat set-up, the
determinized worlds of ``hidden``) sums a space's cards through it. A creature counts its
stacking value (its red number if it has one, never below 0); C items count nothing, but a C
item with a ``stack_relief`` (Petrified Heart, Vestibule of Kabod) lightens the load: each such
item takes one of the player's creatures on the space, one that fits it, and that creature
counts its base Vitality (``counts = "base"``) or nothing (``counts = "nothing"``) instead.
The items are placed on the creatures that save the most (the owner would place them so).
Readings: docs/rules-notes/cards/space-limit.md.
"""

from __future__ import annotations

from collections.abc import Sequence

from stronghold.games.guardians.schema import AnyCard, Creature, Item, Shield, StackRelief

__all__ = ["SPACE_LIMIT", "has_relief", "relief_of", "space_limit", "space_total"]

#: The stacking limit of a space with no shield card setting another (``space_limit``).
SPACE_LIMIT = 30


def space_limit(shield_card: AnyCard | None = None) -> int:
    """The stacking limit of a space: what the shield card covering the stack allows (30, a
    Shield/Terrain card 25), 30 with none. Every check of the limit goes through here (the
    whole game's, a combat scenario's shield, a determinized world's)."""
    return shield_card.space_limit if isinstance(shield_card, Shield) else SPACE_LIMIT


def space_total(faces: Sequence[AnyCard]) -> int:
    """The points one player's cards ``faces`` on one space count against its limit."""
    total = 0
    relief = False
    for face in faces:
        if isinstance(face, Creature):
            red = face.stacking  # ``Creature.stack_value``, inlined: this runs for every move
            value = face.vitality if red is None else red
            if value > 0:
                total += value
        elif isinstance(face, Item) and face.stack_relief is not None:
            relief = True
    if not relief:
        return total
    reliefs: list[StackRelief] = []
    for face in faces:
        if isinstance(face, Item) and face.stack_relief is not None:
            if not (face.stack_relief.one_per_space and face.stack_relief in reliefs):
                reliefs.append(face.stack_relief)
    creatures = [face for face in faces if isinstance(face, Creature)]
    return total - _best_saving(creatures, reliefs)


def has_relief(card: AnyCard) -> bool:
    """Whether ``card`` can lighten a space's load (a C item with ``stack_relief``)."""
    return isinstance(card, Item) and card.stack_relief is not None


def relief_of(relief: StackRelief, creature: Creature) -> int:
    """The points ``relief`` takes off ``creature``'s count (0: it does not fit)."""
    if relief.sizes and creature.size not in relief.sizes:
        return 0
    if relief.classes:
        wanted = {c.casefold() for c in relief.classes}
        if not any(c.casefold() in wanted for c in creature.classes):
            return 0
    value = creature.stack_value
    if relief.counts == "nothing":
        return value
    return max(0, value - max(0, creature.vitality))


def _best_saving(creatures: Sequence[Creature], reliefs: Sequence[StackRelief]) -> int:
    """The most points the reliefs take off, each on a creature of its own."""
    savings = [[relief_of(r, c) for c in creatures] for r in reliefs]

    def best(index: int, used: frozenset[int]) -> int:
        if index == len(savings):
            return 0
        out = best(index + 1, used)  # this item relieves no creature
        for number, saving in enumerate(savings[index]):
            if saving > 0 and number not in used:
                out = max(out, saving + best(index + 1, used | {number}))
        return out

    return best(0, frozenset())
