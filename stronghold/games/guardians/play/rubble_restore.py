"""Creatures that rebuild their owner's rubble at Terrain Settlement (``restores_rubble``:
Castellan Keir; docs/rules-notes/cards/settlement-creatures.md).

A shield stands on its owner's own rubble only after fighting an opposing shield there and
winning. At the start of Terrain Settlement, in the window where accessories are used
(``accessory_uses``), the owner of such a shield may discard such a creature from it
(``cast CREATURE SPACE``): the stronghold card on that space stands again, empty. Being asked
tells nothing: a seat with a shield on its own rubble is asked whenever its deck list holds
such a creature and a card of that shield is face down (``GameState.asks``). A creature's
ability is no spell or magic item: nothing answers it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, fliers
from stronghold.games.guardians.schema import AnyCard, Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.play.model import ShieldStack
    from stronghold.games.guardians.play.state import GameState


def is_restorer(card: AnyCard) -> bool:
    """Whether the card rebuilds rubble (``owns_any``'s test)."""
    return isinstance(card, Creature) and card.restores_rubble


def _on_own_rubble(state: GameState, seat: int) -> list[ShieldStack]:
    """The seat's shields standing on its own rubble."""
    out = []
    for slot in state.players[seat].strongholds:
        if slot.rubble:
            space = board.stronghold_space(seat, slot.position)
            out += [s for s in state.shields_at(space) if s.owner == seat]
    return out


def uses(state: GameState, seat: int) -> Iterator[act.Cast]:
    """``cast CREATURE SPACE`` for each such creature (one per name and shield)."""
    if not state.owns_any(seat, is_restorer):
        return
    for shield in _on_own_rubble(state, seat):
        seen: set[str] = set()
        for cid in sorted(shield.contents):
            card = state.cards[cid].card
            if is_restorer(card) and card.name not in seen:
                seen.add(card.name)
                yield act.Cast(cid, board.name(shield.space))


def asked(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is asked at the start of settlement for such a creature: it has a use,
    or could have one by what both seats know."""
    if not state.owns_any(seat, is_restorer):
        return False
    shields = _on_own_rubble(state, seat)
    if not shields:
        return False
    secret = [cid for shield in shields for cid in shield.contents]
    return state.asks(seat, has_choice=any(True for _ in uses(state, seat)), secret=secret)


def is_use(state: GameState, cid: str) -> bool:
    """Whether ``cid`` (the card a ``cast`` names) is such a creature."""
    return is_restorer(state.cards[cid].card)


def restore(state: GameState, seat: int, cid: str, target: str) -> None:
    """The creature goes to the discard pile and the stronghold card under its shield stands
    again; a shield left without a creature is destroyed."""
    space = board.parse_space(target)
    assert space is not None
    shield = next(s for s in _on_own_rubble(state, seat) if s.space == space)
    slot = state.players[seat].strongholds[board.column(space)]
    fliers.lose(state, shield.contents, cid)  # an Amulet it wears with it
    slot.rubble = False
    name, stronghold = state.cards[cid].name, state.cards[slot.card].name
    state.tell(card_events.StrongholdRestored(seat, target, stronghold, name))
    state.release_items(shield.contents)
    if not any(state.cards[c].is_creature for c in shield.contents):
        state.destroy_shield(shield.id, f"its last creature, {name}, rebuilt the stronghold")
