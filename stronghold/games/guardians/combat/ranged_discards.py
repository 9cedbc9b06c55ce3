"""Ranged attackers whose firing makes the opponent discard a card of his choice (issue 14:
Secauris, a creature magic item travelling with his shield; Slim Jab, a double-bordered card
of his storage hand). docs/rules-notes/cards/ranged-discards.md.

Right after such a creature is fired (``windows.window_action``), the opponent is asked at the
step ``ranged_discard``: he discards one card of the kind if he holds one (his choice), else
passes; he is asked even when he holds none whenever the firing seat cannot know that, so that
being asked tells nothing. Then the window goes on with the seat after the firing one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.schema import Item

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState

#: Where each kind of card to discard lies, and how the game names it.
_ZONES = {"c_item": ("hand", "creature magic item"), "double_bordered": ("storage", "card")}


def _kind(state: CombatState, source: str) -> str | None:
    """What firing ``source`` makes the opponent discard (None: nothing, or its text is
    blanked)."""
    inst = state.by_id[source]
    if inst.creature.ranged_discard is None or inforce.blanked(state, inst):
        return None
    return inst.creature.ranged_discard


def _fits(kind: str, inst: CardInstance) -> bool:
    if kind == "c_item":
        return isinstance(inst.card, Item) and inst.card.item_type == "creature"
    return hidden.double_bordered(inst.card)


def choices(state: CombatState, seat: int) -> list[CardInstance]:
    """The cards ``seat`` may discard to the ranged attacker awaiting it."""
    due = state.memory.ranged_discard
    if due is None or due[0] == seat:
        return []
    kind = _kind(state, due[1])
    if kind is None:
        return []
    zone = _ZONES[kind][0]
    return inforce.unique_names(
        [
            i
            for i in state.cards
            if i.owner == seat and i.zone == zone and i.status == Status.HAND and _fits(kind, i)
        ]
    )


def ask(state: CombatState, seat: int, source: str) -> bool:
    """Right after ``seat`` fired ``source``: whether the opponent is now asked to discard
    (the step ``ranged_discard``); if not, nothing is owed."""
    kind = _kind(state, source)
    if kind is None:
        return False
    state.memory.ranged_discard = (seat, source)
    other = 1 - seat
    if shared.asks(state, other, has_choice=bool(choices(state, other)), zones=(_ZONES[kind][0],)):
        state.phase, state.seat = "ranged_discard", other
        return True
    state.tell(ev.Effect(state.by_id[source].name, f"finds no {_ZONES[kind][1]} to discard"))
    state.memory.ranged_discard = None
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at the step ``ranged_discard``."""
    found: list[CombatAction] = [act.Discard(i.id) for i in choices(state, seat)]
    return found or [shared.pass_action()]  # it holds none of the kind


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """``seat`` discards the card (or, holding none of the kind, passes); the window goes on
    with the seat after the one that fired."""
    due = state.memory.ranged_discard
    assert due is not None
    firing, source = due
    state.memory.ranged_discard = None
    name = state.by_id[source].name
    if isinstance(action, act.Discard):
        inst = state.by_id[action.card]  # used: discarded after the combat
        inst.status, inst.revealed = Status.USED, True
        state.tell(ev.Discarded(seat, inst.name, name))
    else:
        kind = state.by_id[source].creature.ranged_discard or "c_item"
        state.tell(ev.Effect(name, f"finds no {_ZONES[kind][1]} to discard"))
    state.phase = "modify_window"
    state.seat = state.next_asked(firing)
    state.skip_empty_window()
