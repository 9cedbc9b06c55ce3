"""Where every card of a game of Guardians is: each card must be in exactly one place (the
invariant the random-game tests and Guardians Arena's checks hold a state to)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def card_locations(state: GameState) -> dict[str, list[str]]:
    """Where every card is (a card in more than one place, or none, breaks the rules)."""
    where: dict[str, list[str]] = {cid: [] for cid in state.cards}
    for seat, player in enumerate(state.players):
        for zone in ("deck", "discard", "storage", "pen", "accessories", "on_shields", "tolls"):
            for cid in getattr(player, zone):
                where[cid].append(f"{seat}:{zone}")
        if player.up is not None:
            where[player.up].append(f"{seat}:up")
        if player.previous_up is not None:
            where[player.previous_up].append(f"{seat}:previous_up")
        for slot in player.strongholds:
            where[slot.card].append(f"{seat}:stronghold")
            for cid in slot.on:
                where[cid].append(f"{seat}:on")
            for cid in slot.under:
                where[cid].append(f"{seat}:under")
            if slot.upgrade is not None:
                where[slot.upgrade].append(f"{seat}:upgrade")
            if slot.extra is not None:
                where[slot.extra].append(f"{seat}:upgrade")
            for cid in slot.held + slot.extra_held:
                where[cid].append(f"{seat}:held")
    for shield in state.shields.values():
        where[shield.id].append("shield")
        for cid in shield.contents:
            where[cid].append(f"under shield {shield.id}")
    for space, (cid, _face_down) in state.terrain.items():
        where[cid].append(f"terrain {space}")
    return where
