"""Shield composition limits: how many creatures of a kind one player may keep on one space.

A creature with ``limit_per_space = N`` allows at most N creatures of its limit group among one
player's cards on one space (under the shield, on and under the stronghold card). The group is
``limit_group`` where the card names one (every Pirate Captain, every Local), else the card's
own name (copies of the card). docs/rules-notes/cards/shield-limits.md has the readings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from stronghold.games.guardians.schema import AnyCard, Creature


def limit_key(card: Creature) -> str:
    """The group ``card`` counts in against a limit: its ``limit_group`` or its own name."""
    return card.limit_group or card.name


def breach(cards: Iterable[AnyCard]) -> str | None:
    """Why the cards of one player on one space break a composition limit (None: they do not),
    in one line."""
    limited = [c for c in cards if isinstance(c, Creature) and c.limit_per_space is not None]
    counts = Counter(limit_key(c) for c in limited)
    for card in limited:
        key = limit_key(card)
        allowed = card.limit_per_space
        if allowed is not None and counts[key] > allowed:
            what = f"copies of {card.name}" if key == card.name else f"of {key}"
            return f"{counts[key]} {what} on one space; {card.name} allows {allowed}"
    return None


def may_join(card: AnyCard, present: Iterable[AnyCard]) -> bool:
    """Whether ``card`` may join one player's cards ``present`` on a space (it is not among
    them) without breaking a composition limit, its own or theirs."""
    if not isinstance(card, Creature) or card.limit_per_space is None:
        return True
    return breach([*present, card]) is None
