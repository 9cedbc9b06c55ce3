"""Recovering cards whose Vitality adds up to a total (``recovers.vitality_total``: Gateway To
Mystfall; docs/rules-notes/cards/spells-items.md, "Recovering from the discard pile").

The card is cast on its player (``cast CARD guardian``) in Draw and Organize with the other
recovering cards (``play/recovery.py``), answerable by Dispel Magic. Once it stands, its player
takes the matching creatures from his discard pile one at a time (``pick CARD``, phase
``recover_pick``), each one's Vitality counted against the total, until he is ``done`` or none
that fits is left; each goes to his hand by its border (a creature to the Creature Pen). Then
he goes on organizing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import discard_tolls, settle_items
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Step
from stronghold.games.guardians.schema import Creature, Recovery

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

PHASE = "recover_pick"


@dataclass
class RecoverPickStep(Step):
    """Creatures being taken back for a card: whose, the card, the Vitality still left, those
    taken; the organize step it came from."""

    seat: int
    card: str
    left: int
    resumes: Step | None
    taken: list[str]

    def canonical(self) -> dict[str, Any]:
        out = {} if self.resumes is None else self.resumes.canonical()
        out["recover_pick"] = [self.seat, self.card, self.left, list(self.taken)]
        return out


def fits(state: GameState, rule: Recovery, cid: str, left: int) -> bool:
    """Whether the discard-pile card ``cid`` may be taken with ``left`` Vitality still to
    take."""
    card = state.cards[cid].card
    if not isinstance(card, Creature) or not settle_items.may_leave_discard(card):
        return False
    if rule.match is not None and not creature_matches(
        rule.match, card, defending_stronghold=False
    ):
        return False
    return card.vitality <= left


def _pickable(state: GameState, seat: int, rule: Recovery, left: int, price: int = 0) -> list[str]:
    """The cards that may be taken now: one per name, the first of the pile (``price``: stones
    the card still costs before any toll)."""
    named: dict[str, str] = {}
    if not discard_tolls.payable(state, seat, price=price):  # (a Banishment's toll)
        return []
    for cid in state.players[seat].discard:
        if fits(state, rule, cid, left):
            named.setdefault(state.cards[cid].name, cid)
    return sorted(named.values())


def any_to_take(state: GameState, seat: int, rule: Recovery, *, price: int = 0) -> bool:
    return bool(_pickable(state, seat, rule, rule.vitality_total, price))


def start(state: GameState, seat: int, cid: str, rule: Recovery) -> bool:
    """The card stood: its player starts taking (False: nothing to take any more)."""
    if not any_to_take(state, seat, rule):
        return False
    state.step = RecoverPickStep(seat, cid, rule.vitality_total, state.step, [])
    state.phase, state.seat = PHASE, seat
    return True


def _rule(state: GameState, step: RecoverPickStep) -> Recovery:
    card = state.cards[step.card].card
    rule = getattr(card, "recovers", None)
    assert isinstance(rule, Recovery)
    return rule


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Take one more creature, or stop."""
    step = state.step_as(RecoverPickStep)
    for cid in _pickable(state, seat, _rule(state, step), step.left):
        yield act.Pick(cid)
    yield act.Done()


def do(state: GameState, seat: int, action: GameAction) -> None:
    """A creature back to the hand; once done (or nothing fits) organizing goes on."""
    step = state.step_as(RecoverPickStep)
    rule = _rule(state, step)
    if isinstance(action, act.Pick):
        discard_tolls.take(state, seat, action.creature)
        state._to_hand(seat, action.creature)
        step.taken.append(action.creature)
        card = state.cards[action.creature].card
        step.left -= card.vitality if isinstance(card, Creature) else 0
        if _pickable(state, seat, rule, step.left):
            return
    names = tuple(state.cards[c].name for c in step.taken)
    state.tell(events.Recovered(seat, state.cards[step.card].name, names))
    state.step = step.resumes
    state.phase, state.seat = "organize", seat
