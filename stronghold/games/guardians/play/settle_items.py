"""Hand items played in the window at the start of Terrain Settlement, beside that window's
spells (``settle_spells``; docs/rules-notes/cards/settle-items.md):

- ``shuffles_back`` (Rosetta Stone: 5): its player takes that many cards of its discard pile,
  one at a time (``pick CARD``, phase ``shuffle_back``; each goes under the deck face up),
  then the deck is shuffled and they are face down: nobody knows their places any more. The
  Up card stays where it is.

A card that says ``stays_in_discard`` (the Rosetta Stone) may never leave its discard pile once
there: not picked by a Rosetta Stone, not recovered (Champs, the Wonder Dog), not turned as an
Up card from the discard pile when the deck is empty (``may_leave_discard``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import costs, discard_tolls, knowledge
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import SpellWindowStep, Step
from stronghold.games.guardians.schema import AnyCard, Item, Spell

if TYPE_CHECKING:
    from collections.abc import Callable

    from stronghold.games.guardians.play.state import GameState

#: The word the item names as its target (its player, as a self-aimed spell does).
PILE = "guardian"
PHASE = "shuffle_back"


@dataclass
class ShuffleBackStep(Step):
    """Cards being taken from a discard pile into the draw deck (Rosetta Stone): whose, the
    item, how many more, those taken so far; the settlement window it came from."""

    seat: int
    card: str
    left: int
    resumes: SpellWindowStep
    taken: list[str]

    def canonical(self) -> dict[str, Any]:
        return {
            "shuffle_back": [self.seat, self.card, self.left, list(self.taken)],
            "resumes": self.resumes.canonical(),
        }


def may_leave_discard(card: AnyCard) -> bool:
    """Whether the card may be taken out of its discard pile (not a Rosetta Stone)."""
    return not (isinstance(card, Item) and card.stays_in_discard)


def is_face(card: AnyCard) -> bool:
    """Whether the card is an item of the settlement window (``owns_any``'s test)."""
    return isinstance(card, Item) and card.shuffles_back > 0


def effect(state: GameState, cid: str) -> int:
    """How many discard-pile cards the item shuffles back (0: not such an item)."""
    card = state.cards[cid].card
    return card.shuffles_back if isinstance(card, Item) else 0


def _pickable(state: GameState, seat: int) -> list[str]:
    """The discard-pile cards that may be taken now: one per name, the first of the pile."""
    named: dict[str, str] = {}
    if not discard_tolls.payable(state, seat):  # (a Banishment's toll he cannot pay)
        return []
    for cid in state.players[seat].discard:
        if may_leave_discard(state.cards[cid].card):
            named.setdefault(state.cards[cid].name, cid)
    return sorted(named.values())


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(item, target) pairs ``seat`` may play now: each such item it can pay for (one per
    name), when its discard pile holds a card it could take."""
    if not _pickable(state, seat):
        return []
    spare = discard_tolls.toll(state, seat)  # (a stone left to take a card past a Banishment)
    return [(cid, PILE) for cid in affordable(state, seat, is_face, spare)]


def affordable(
    state: GameState, seat: int, test: Callable[[AnyCard], bool], spare: int = 0
) -> list[str]:
    """The hand items of ``seat``'s Storage Hand passing ``test`` that it can pay for with
    ``spare`` stones left over, one per name (the first of each)."""
    stones = state.players[seat].stones - spare
    seen: dict[str, str] = {}
    for cid in sorted(state.players[seat].storage):
        card = state.cards[cid].card
        if not (test(card) and isinstance(card, Item | Spell)):
            continue
        price = costs.price(state, seat, cid)
        if price is not None and price <= stones:
            seen.setdefault(card.name, cid)
    return sorted(seen.values())


def resolve(
    state: GameState,
    seat: int,
    cid: str,
    *,
    cancelled: bool,
    then: Callable[[GameState, int], None],
) -> None:
    """The item acts unless dispelled: its player starts taking cards (``then(state, seat)``
    goes on with the window once it is done)."""
    left = effect(state, cid)
    works = not cancelled and bool(_pickable(state, seat))
    start_step(
        state, seat, cid, works, lambda w: ShuffleBackStep(seat, cid, left, w, []), PHASE, then
    )


def start_step(
    state: GameState,
    seat: int,
    cid: str,
    works: bool,
    step_of: Callable[[SpellWindowStep], Step],
    phase: str,
    then: Callable[[GameState, int], None],
) -> None:
    """An item of the settlement window that opens a step of its player's choices (Rosetta
    Stone, Voodoo Hat Rack) has been answered: if it ``works``, the step ``step_of`` the window
    starts in ``phase``; else it fizzles and the window goes on with the other seat."""
    if not works:
        state.tell(events.Fizzled(state.cards[cid].name))
        then(state, 1 - seat)
        return
    state.step = step_of(state.step_as(SpellWindowStep))
    state.phase, state.seat = phase, seat


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Take one more card of the discard pile."""
    for cid in _pickable(state, seat):
        yield act.Pick(cid)


def do(
    state: GameState, seat: int, action: GameAction, then: Callable[[GameState, int], None]
) -> None:
    """One card goes from the discard pile to the deck; once enough are taken (or none is
    left to take) the deck is shuffled and the window goes on (``then``)."""
    assert isinstance(action, act.Pick)
    step = state.step_as(ShuffleBackStep)
    player = state.players[seat]
    discard_tolls.take(state, seat, action.creature)
    player.deck.insert(0, action.creature)  # (face up under the deck until it is shuffled)
    step.taken.append(action.creature)
    step.left -= 1
    if step.left > 0 and _pickable(state, seat):
        return
    for taken in step.taken:
        state.set_public(taken, False)
    knowledge.shuffle_deck(state, seat)
    names = tuple(sorted(state.cards[c].name for c in step.taken))
    state.tell(events.ShuffledBack(seat, state.cards[step.card].name, names))
    state.step = step.resumes
    then(state, 1 - seat)
