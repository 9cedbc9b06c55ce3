"""Hand items that kill the fliers of a shield flying face up (``kills_fliers``: Rocks of Skull
Cracking; docs/rules-notes/cards/gravity.md).

They are offered in the window of a flight (play/gravity.py: the other seat, before the shield
leaves, its contents shown): ``cast ITEM SHIELD``, answerable by Dispel Magic, with a Power
Stone at least to pay for a kill. If it stands, its player picks the fliers one at a time
(phase ``crack``: ``pick CREATURE``, ``done``), each destroyed at once for its stones; he stops
when he likes or when he cannot pay for another. The creature's items that no creature is left
to carry are lost with it; a shield left without a creature is destroyed and its movement
option is over. Otherwise the window of the flight opens again (another card may be played)
and the shield flies on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, fliers
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import MoveStep, Step
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "crack"


@dataclass
class CrackStep(Step):
    """Fliers being killed: the item's player, the item, those killed so far; the flight's
    step it came from."""

    seat: int
    card: str
    resumes: MoveStep
    killed: list[str]

    def canonical(self) -> dict[str, Any]:
        out = self.resumes.canonical()
        out["crack"] = [self.seat, self.card, list(self.killed)]
        return out


def is_face(card: AnyCard) -> bool:
    """Whether the card kills fliers (``owns_any``'s test)."""
    return isinstance(card, Item) and card.kills_fliers > 0


def price(state: GameState, cid: str) -> int:
    """The stones each kill of ``cid`` costs."""
    card = state.cards[cid].card
    return card.kills_fliers if isinstance(card, Item) else 0


def may_cast(state: GameState, seat: int, cid: str) -> bool:
    """Worth casting: its player can pay for one kill at least."""
    return state.players[seat].stones >= price(state, cid)


def _victims(state: GameState, step: CrackStep) -> list[str]:
    """The fliers of the shield that may be killed now (none once the stones run short)."""
    shield = state.shields.get(step.resumes.shield)
    if shield is None or state.players[step.seat].stones < price(state, step.card):
        return []
    return sorted(fliers.flying(state, shield.contents))  # The Black Eye, Amulet of Flying


def start(state: GameState, seat: int, cid: str, *, cancelled: bool) -> bool:
    """The item stood: its player starts picking (False: dispelled, or nothing can be
    killed)."""
    if cancelled:
        state.tell(events.Fizzled(state.cards[cid].name))
        return False
    step = CrackStep(seat, cid, state.step_as(MoveStep), [])
    if not _victims(state, step):
        _tell(state, step)
        return False
    state.step = step
    state.phase, state.seat = PHASE, seat
    return True


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Kill one more flier, or stop."""
    for cid in _victims(state, state.step_as(CrackStep)):
        yield act.Pick(cid)
    yield act.Done()


def do(state: GameState, seat: int, action: GameAction) -> bool:
    """A flier killed for its stones (False: the player goes on picking); once done, the
    flight's step is back (True)."""
    step = state.step_as(CrackStep)
    if isinstance(action, act.Pick):
        shield = state.shields[step.resumes.shield]
        fliers.lose(state, shield.contents, action.creature)  # an Amulet it wears with it
        state.players[seat].spend(price(state, step.card))
        step.killed.append(action.creature)
        state.release_items(shield.contents)  # an item no creature is left to carry is lost
        if _victims(state, step):
            return False
    state.step = step.resumes
    _tell(state, step)
    shield = state.shields[step.resumes.shield]
    if not any(state.cards[c].is_creature for c in shield.contents):
        state.destroy_shield(shield.id, "its last flier was killed")
    return True


def _tell(state: GameState, step: CrackStep) -> None:
    """What the item killed, for how many stones (the shield still on the board)."""
    shield = state.shields[step.resumes.shield]
    names = tuple(state.cards[c].name for c in step.killed)
    paid = price(state, step.card) * len(step.killed)
    shield_name, space = state.cards[shield.id].name, board.name(shield.space)
    item = state.cards[step.card].name
    state.tell(
        card_events.FliersKilled(step.seat, item, shield.owner, shield_name, space, names, paid)
    )
