"""What a seat does not know in Guardians Arena: Arena's places for ``swap_hidden`` and
``determinize`` (the Guardians machinery of ``games/guardians/play/secrets.py`` does the rest).

Places by Arena's rules: a deck and a hand hold any card; the Creatures Pen single-bordered
cards, the Storage double-bordered ones; a creature on or in front of a stronghold card (under
its shield, in the arena) is a creature, the cards after it are its C items; under a stronghold
card lies a creature that channels or has a ranged attack. There is no stacking limit (a shield
carries one creature).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import hidden
from stronghold.games.guardians.schema import AnyCard, Creature

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def shooter(card: AnyCard) -> bool:
    """What may lie under an Arena stronghold card: a creature that channels or fires."""
    return isinstance(card, Creature) and (card.channeler is not None or card.ranged > 0)


def arena_places(state: ArenaState, seat: int, secret: set[str]) -> dict[int, hidden.Unknown]:
    """The unknown cards of each owner (``seat``'s deck, the other seat's unseen cards)."""
    out = {seat: hidden.Unknown(), 1 - seat: hidden.Unknown()}
    for cid in state.players[seat].deck:
        if cid in secret:
            out[seat].add(cid, seat)
    other = 1 - seat
    unknown = out[other]
    player = state.player(other)
    zones = (
        (player.deck, hidden.any_card),
        (player.hand, hidden.any_card),
        (player.pen, hidden.single),
        (player.storage, hidden.double_bordered),
    )
    for zone, fit in zones:
        for cid in zone:
            if cid in secret:
                unknown.add(cid, other, fit)
    units = [shield.contents for shield in state.shields.values() if shield.owner == other]
    units += [slot.on for slot in player.strongholds]
    for unit in units:
        for position, cid in enumerate(unit):
            if cid in secret:
                unknown.add(cid, other, hidden.creature if position == 0 else hidden.is_c_item)
    for slot in player.strongholds:
        for cid in slot.under:
            if cid in secret:
                unknown.add(cid, other, shooter)
        beside = [c for c in (slot.upgrade, slot.extra) if c is not None]
        for cid in [*slot.held, *slot.extra_held, *beside]:
            if cid in secret:
                unknown.add(cid, other)
    for up in (player.up, player.previous_up):
        if up is not None and up in secret:
            unknown.add(up, other)
    return out
