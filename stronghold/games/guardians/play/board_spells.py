"""The spells and items a seat could cast on the board now, one per name, that both the
movement and the settlement offer: a Force Barrier on a space, and cards that destroy a
terrain card (Hammer of Doom); with the card tests ``owns_any`` reads first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.play import costs
from stronghold.games.guardians.schema import AnyCard, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def raises_barrier(card: AnyCard) -> bool:
    """Whether the card is a spell that puts a barrier on a space (``owns_any``'s test)."""
    return isinstance(card, Spell) and bool(card.barrier)


def breaks_terrain(card: AnyCard) -> bool:
    """Whether the card destroys a terrain card (``owns_any``'s test)."""
    return isinstance(card, Item | Spell) and bool(card.destroys_terrain)


def barrier_spells(state: GameState, seat: int) -> list[str]:
    """Spells in storage that put a barrier on a space (one per name), if the seat may cast
    one now: it has not turned a shield this turn and has no barrier in effect."""
    player = state.players[seat]
    if player.turned_shield or player.barrier is not None:
        return []
    if not state.owns_any(seat, raises_barrier):
        return []
    seen: dict[str, str] = {}
    for cid in player.storage:
        card = state.cards[cid].card
        if isinstance(card, Spell) and card.barrier and costs.affordable(state, seat, cid):
            seen.setdefault(card.name, cid)
    return sorted(seen.values())


def terrain_breakers(state: GameState, seat: int) -> list[str]:
    """Cards in storage that destroy a terrain card (Hammer of Doom), one per name."""
    if not state.owns_any(seat, breaks_terrain):
        return []
    seen: dict[str, str] = {}
    for cid in state.players[seat].storage:
        card = state.cards[cid].card
        if (
            isinstance(card, Item | Spell)
            and card.destroys_terrain
            and costs.affordable(state, seat, cid)
        ):
            seen.setdefault(card.name, cid)
    return sorted(seen.values())
