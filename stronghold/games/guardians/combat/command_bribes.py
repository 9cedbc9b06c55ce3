"""A command card that bribes from the opponent's combat hand: the opponent shows every
creature of it a kind of bribe could bribe, and the card's owner picks one, which counts as
bribed (Yap Attack: Gold, Santa's Beer Sled: Beer, Essence of Babeitude: Babes;
``opponent_bribed``, docs/rules-notes/cards/spells-board-s9.md).

Phase ``command_bribe`` (after the command cards have acted, before forced discards): the
owner ``bribe``s one of the shown creatures. The shown creatures are revealed to both sides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import bribery, inforce, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, CardInstance, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def _icon(state: CombatState, seat: int) -> str | None:
    command = inforce.command_active(state, seat)
    return None if command is None else command.opponent_bribed


def choices(state: CombatState, seat: int) -> list[CardInstance]:
    """The opponent's combat-hand creatures ``seat``'s command card may count as bribed."""
    icon = _icon(state, seat)
    if icon is None or seat in state.memory.command_bribed:
        return []
    return [
        inst
        for inst in state.cards
        if inst.owner == 1 - seat
        and inst.zone == "hand"
        and inst.status == Status.HAND
        and bribery.bribeable(state, inst, icon)
    ]


def begin(state: CombatState) -> bool:
    """Once the commands have acted: each side whose command card bribes from the opponent's
    hand has the opponent show the creatures it could bribe, then picks one (True: a side is
    asked to pick)."""
    for seat in (ATTACKER, DEFENDER):
        icon = _icon(state, seat)
        if icon is None or seat in state.memory.command_bribed:
            continue
        shown = choices(state, seat)
        for inst in shown:
            inst.revealed = True
        source = state.by_id[state.commands[seat] or ""].name
        state.tell(ev.BribeablesShown(1 - seat, source, icon, tuple(i.name for i in shown)))
        if shown:
            state.phase, state.seat = "command_bribe", seat
            return True
        state.memory.command_bribed[seat] = ""
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    icon = _icon(state, seat)
    assert icon is not None
    return [act.Bribe(inst.id, icon) for inst in choices(state, seat)]


def pick(state: CombatState, seat: int, action: CombatAction) -> None:
    """The picked creature counts as bribed: it leaves the combat for its owner's pen."""
    assert isinstance(action, act.Bribe)
    source = state.by_id[state.commands[seat] or ""].name
    state.memory.command_bribed[seat] = action.target
    shared.set_status(state, action.target, Status.BRIBED, f"counts as bribed ({source})")
    victim = 1 - seat
    gain = inforce.guardian(state, victim).stones_when_bribed
    if gain:
        state.stones[victim] += gain
        state.tell(ev.Stones(victim, gain, inforce.guardian(state, victim).name))
