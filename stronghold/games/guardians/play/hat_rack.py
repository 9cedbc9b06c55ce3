"""Hand items that clear cards from play for burnt stones (``clears_for_stones``: Voodoo Hat
Rack; docs/rules-notes/cards/on-shields.md), played in the window at the start of Terrain
Settlement beside its spells (``play/settle_spells.py``), answerable by Dispel Magic.

Once it stands, its player discards, one at a time, an accessory beside either Guardian or a
Voodoo Hat lying on any shield (a card on a shield that only burnt stones remove:
``on_shields``), burning one Power Stone for each (``burn CARD``, phase ``hat_rack``), until it
says ``done`` or has no stone or nothing left to discard; then the window goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import card_events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import on_shields, settle_items
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import SpellWindowStep, Step
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "hat_rack"
#: The word the item names as its target (its player, as a self-aimed spell does).
SELF = "guardian"


@dataclass
class RackStep(Step):
    """Cards being cleared for stones: whose rack, the item, the window it came from."""

    seat: int
    card: str
    resumes: SpellWindowStep

    def canonical(self) -> dict[str, Any]:
        return {"hat_rack": [self.seat, self.card], "resumes": self.resumes.canonical()}


def is_face(card: AnyCard) -> bool:
    """Whether the card clears cards for stones (``owns_any``'s test)."""
    return isinstance(card, Item) and card.clears_for_stones


def is_rack(state: GameState, cid: str) -> bool:
    return is_face(state.cards[cid].card)


def clearable(state: GameState) -> list[str]:
    """The cards a rack may discard now: every accessory in play, every Voodoo Hat."""
    out = [cid for player in state.players for cid in player.accessories]
    out += [c for _seat, c, _sid in on_shields.laid(state) if on_shields.undispellable(state, c)]
    return sorted(out)


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(item, target) for each rack ``seat`` may play now (one per name): with a stone to
    burn and something to clear."""
    if not state.owns_any(seat, is_face):
        return []
    player = state.players[seat]
    if player.stones < 1 or not clearable(state):
        return []
    return [(cid, SELF) for cid in settle_items.affordable(state, seat, is_face, spare=1)]


def resolve(
    state: GameState,
    seat: int,
    cid: str,
    *,
    cancelled: bool,
    then: Callable[[GameState, int], None],
) -> None:
    """The rack stands (unless dispelled): its player starts clearing (``then(state, seat)``
    goes on with the window once it is done)."""
    works = not cancelled and _may_go_on(state, seat)
    settle_items.start_step(state, seat, cid, works, lambda w: RackStep(seat, cid, w), PHASE, then)


def _may_go_on(state: GameState, seat: int) -> bool:
    return state.players[seat].stones >= 1 and bool(clearable(state))


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Burn a stone to discard one more card, or stop."""
    for cid in clearable(state):
        yield act.Burn(cid)
    yield act.Done()


def do(
    state: GameState, seat: int, action: GameAction, then: Callable[[GameState, int], None]
) -> None:
    """One card discarded for a stone; once the player is done (or cannot go on) the window
    goes on (``then``)."""
    step = state.step_as(RackStep)
    if isinstance(action, act.Burn):
        state.players[seat].spend(1)
        owner = state.cards[action.card].owner
        rack = state.cards[step.card].name
        player = next(  # a taken accessory lies beside the other Guardian (Imhotep)
            (p for p in state.players if action.card in p.accessories), state.players[owner]
        )
        if action.card in player.accessories:
            player.accessories.remove(action.card)
            if action.card in player.accessories_used:
                player.accessories_used.remove(action.card)
            card = state.cards[action.card].card
            if isinstance(card, Item) and card.accessory and card.accessory.tokens:
                player.tokens = 0  # its tokens go with it (Heliopolos)
            state.discard(action.card)
            name = state.cards[action.card].name
            state.tell(card_events.AccessoryCleared(owner, name, rack))
        else:
            on_shields.take_off(state, owner, action.card, f"{rack}: 1 Power Stone burnt")
        if _may_go_on(state, seat):
            return
    state.step = step.resumes
    then(state, 1 - seat)
