"""A hand item that keeps a spell its player has just cast, outside combat (``returns_spell``:
Oscar the Wonder Chimp; docs/rules-notes/cards/spell-returns.md; in a combat:
``combat/spell_returns.py``).

A spell cast on the board opens a chain of answers (``play/responses.py``). While it is open, a
seat may play the item on a spell of its own in it (``cast ITEM SPELL``, its price paid, the
item discarded): when a seat lets the other seat's spell on top of the chain be, that seat is
asked once more before the chain resolves, when its deck list holds such an item not face up
and the other seat cannot tell whether it has a choice (``GameState.asks``). The item may
itself be dispelled. If it stands, the spell still acts (or fizzles, if it was dispelled) and
its card goes from the discard pile back to its player's Storage Hand, face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.spell_returns import is_return_face
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import costs, discard_tolls
from stronghold.games.guardians.play.steps import Link, ResponseStep
from stronghold.games.guardians.schema import Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

__all__ = ["ask_caster", "carry_out", "is_return", "is_return_face", "options"]


def is_return(state: GameState, cid: str) -> bool:
    """Whether ``cid`` (a card of a chain, or ``power``) is such an item."""
    return cid in state.cards and is_return_face(state.cards[cid].card)


def _kept(chain: list[Link], state: GameState) -> set[str]:
    """The spells of the chain such an item was played on already."""
    return {link.target for link in chain if is_return(state, link.card)}


def options(state: GameState, seat: int) -> list[act.Cast]:
    """The items ``seat`` may play on a spell of its own in the open chain (one per name)."""
    chain = state.step_as(ResponseStep).chain
    kept = _kept(chain, state)
    spells = [
        link.card
        for link in chain
        if link.seat == seat
        and link.card in state.cards
        and isinstance(state.cards[link.card].card, Spell)
        and link.card not in kept
    ]
    if not spells:
        return []
    items: dict[str, str] = {}
    for cid in state.players[seat].storage:
        card = state.cards[cid].card
        if is_return_face(card) and costs.affordable(state, seat, cid):
            items.setdefault(card.name, cid)
    return [act.Cast(item, spell) for spell in spells for item in sorted(items.values())]


def ask_caster(state: GameState, passer: int) -> bool:
    """``passer`` lets the chain be: if the card on top is the other seat's spell, that seat is
    asked (True) whether it plays such an item, when it could hold one by what both seats
    know."""
    top = state.step_as(ResponseStep).top
    caster = top.seat
    if caster == passer or top.card not in state.cards:
        return False
    if not isinstance(state.cards[top.card].card, Spell):
        return False
    if not state.holds_unseen(caster, is_return_face):
        return False
    has_choice = bool(options(state, caster))
    if not state.asks(caster, has_choice=has_choice, secret=state.players[caster].storage):
        return False
    state.phase, state.seat = "respond", caster
    return True


def carry_out(state: GameState, link: Link) -> None:
    """The spell ``link`` was played on goes from the discard pile back to the Storage Hand."""
    spell = link.target
    player = state.players[link.seat]
    if spell not in player.discard:
        return
    discard_tolls.unwait(state, link.seat, spell)  # (just cast: it only passed the pile)
    player.storage.append(spell)
    name = state.cards[link.card].name
    state.tell(events.Recovered(link.seat, name, (state.cards[spell].name,)))
