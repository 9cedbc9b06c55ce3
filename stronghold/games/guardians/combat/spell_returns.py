"""A hand item that keeps a spell its player has just cast (``returns_spell``: Oscar the Wonder
Chimp; docs/rules-notes/cards/spell-returns.md).

A spell cast in a combat's window opens a chain of answers (``combat/windows.py``). While it is
open, a seat may play the item on a spell of its own in it (``cast ITEM SPELL``, its price
paid): when the other seat lets a spell on top of the chain be, the spell's caster is asked
once more before the chain resolves, when it could hold such an item by what both seats know
(the ``spell_returns`` option the board sets, or, in a scenario, its cards in the combat hold
one not shown) and the other seat cannot tell whether it has a choice (``shared.asks``). A
command card that is a spell may have the item played on it in the command window. The item
may itself be dispelled. If it stands, the spell still acts (or fizzles, if it was dispelled)
and, when the combat is over, its card goes back to its player's Storage Hand instead of the
discard pile (``Memory.returned``, ``play/battle.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import AnyCard, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The option a combat of the whole game carries: the sides that may hold such an item.
OPTION = "spell_returns"


def is_return_face(card: AnyCard) -> bool:
    """Whether the card is an item that keeps a spell just cast (``holds_unseen``'s test)."""
    return isinstance(card, Item) and card.returns_spell


def _items(state: CombatState, seat: int) -> list[CardInstance]:
    """The items of ``seat``'s storage hand it may play on a spell now (one per name)."""
    if inforce.forbidden(state, "hand_items", seat):
        return []
    return inforce.unique_names(
        [
            i
            for i in inforce.storage(state, seat)
            if is_return_face(i.card) and costs.affordable(state, seat, i.card)
        ]
    )


def _returnable(state: CombatState, seat: int, cid: str) -> bool:
    """Whether ``cid`` is a spell of ``seat``'s cast in this combat and not kept already."""
    inst = state.by_id[cid]
    return (
        isinstance(inst.card, Spell)
        and inst.owner == seat
        and inst.status == Status.USED
        and cid not in state.memory.returned
    )


def _kept(state: CombatState) -> set[str]:
    """The spells of the open chain such an item was played on already."""
    return {
        target
        for _, cid, target in state.stack
        if target is not None and cid in state.by_id and is_return_face(state.by_id[cid].card)
    }


def chain_options(state: CombatState, seat: int) -> list[CombatAction]:
    """While a chain is open: the items ``seat`` may play on a spell of its own in it."""
    kept = _kept(state)
    spells = [
        cid
        for caster, cid, _ in state.stack
        if caster == seat and cid not in kept and cid in state.by_id
        and _returnable(state, seat, cid)
    ]  # fmt: skip
    if not spells:
        return []
    items = _items(state, seat)
    return [act.Cast(i.id, cid) for cid in spells for i in items]


def command_options(state: CombatState, seat: int) -> list[CombatAction]:
    """In the command window: the items ``seat`` may play on its own command card, a spell."""
    cid = state.commands[seat]
    if cid is None or not _returnable(state, seat, cid):
        return []
    return [act.Cast(i.id, cid) for i in _items(state, seat)]


def ask_caster(state: CombatState, passer: int) -> bool:
    """``passer`` lets the open chain be: if the card on top is the other seat's spell, that
    seat is asked (True) whether it plays such an item, when it could hold one by what both
    seats know."""
    if not state.stack:
        return False
    caster, top, _ = state.stack[-1]
    if passer == caster or top not in state.by_id:
        return False
    if not isinstance(state.by_id[top].card, Spell):
        return False
    if not shared.may_hold(state, caster, OPTION, is_return_face):
        return False
    has_choice = bool(chain_options(state, caster))
    if not shared.asks(state, caster, has_choice=has_choice, zones=("storage",)):
        return False
    state.seat = caster
    return True


def is_return(state: CombatState, cid: str) -> bool:
    """Whether ``cid`` (a card of the chain) is such an item."""
    return cid in state.by_id and is_return_face(state.by_id[cid].card)


def carry_out(state: CombatState, spell: str, by: str) -> None:
    """The spell's card goes back to its player's Storage Hand after the combat."""
    if spell in state.memory.returned:
        return
    state.memory.returned = (*state.memory.returned, spell)
    state.tell(ev.Effect(state.by_id[spell].name, f"goes back to its Storage Hand ({by})"))
