"""Spells played by the winner of a combat once the space is decided
(docs/rules-notes/cards/after-win.md): Pirate Raiding Party (``raid_after_win`` on the spell:
with at least two of the winner's surviving creatures on the space that match it, Pirates, the
winner gains a Power Stone and the loser loses one).

Right after the combat is resolved, before healing, the winner is asked (phase ``raid``) when it
could hold such a spell by what both seats know — its deck list holds one not face up (the
``raiders`` option a combat of the whole game carries), or, in a scenario, its cards in the
combat hold one not shown — and it has a face-down card in its storage or combat hand, so being
asked tells nothing. It casts the spell or passes; a cast may be answered by Dispel Magic, each
seat in turn, until one passes (``Memory.raid``: the spell, then each Dispel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The option a combat of the whole game carries: the sides that may hold such a spell.
OPTION = "raiders"
#: The phase the winner is asked at.
PHASE = "raid"
#: Surviving matching creatures the spell needs, and the stones it moves.
NEEDED = 2
STONES = 1


def is_raid_face(card: AnyCard) -> bool:
    """Whether the card is a spell the winner plays after the combat (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.raid_after_win is not None


def _may_hold(state: CombatState, side: int) -> bool:
    return shared.may_hold(state, side, OPTION, is_raid_face)


def _survivors(state: CombatState, side: int, card: Spell) -> int:
    """The side's surviving creatures on the space (standing, or never played) that match."""
    pattern = card.raid_after_win
    assert pattern is not None
    return sum(
        1
        for inst in state.cards
        if inst.owner == side
        and inst.is_creature
        and inst.zone == "hand"
        and inst.status in (Status.STANDING, Status.HAND)
        and inforce.fits(state, pattern, inst)
    )


def _raids(state: CombatState, side: int) -> list[CombatAction]:
    out: list[CombatAction] = []
    for inst in inforce.unique_names(inforce.storage(state, side)):
        card = inst.card
        if not is_raid_face(card) or not isinstance(card, Spell):
            continue
        if costs.affordable(state, side, card) and _survivors(state, side, card) >= NEEDED:
            out.append(act.Cast(inst.id))
    return out


def ask(state: CombatState, winner: int) -> bool:
    """Once the combat is resolved: ask the winner (True) when it may play such a spell."""
    if not _may_hold(state, winner):
        return False
    usable = bool(_raids(state, winner))
    if not shared.asks(state, winner, has_choice=usable, zones=("storage", "hand")):
        return False
    state.phase, state.seat = PHASE, winner
    return True


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Play the spell (or answer the last card played with Dispel Magic), or pass."""
    chain = state.memory.raid
    if not chain:
        return [*_raids(state, seat), shared.pass_action()]
    return [*dispel_answers(state, seat, chain[-1]), shared.pass_action()]


def dispel_answers(state: CombatState, seat: int, top: str) -> list[CombatAction]:
    """The Dispel Magic ``seat`` may answer the card ``top`` with (one per name)."""
    return [
        act.Cast(inst.id, top)
        for inst in inforce.unique_names(inforce.storage(state, seat))
        if isinstance(inst.card, Spell)
        and inst.card.dispel
        and costs.affordable(state, seat, inst.card)
    ]


def play_card(state: CombatState, seat: int, action: act.Cast) -> str:
    """``seat`` plays the card of ``action`` (paid, shown, told); its instance id."""
    inst = state.by_id[action.card]
    inst.status, inst.revealed = Status.USED, True
    costs.pay(state, seat, inst.card)
    target = inforce.name(state, action.target) if action.target else None
    state.tell(ev.Cast(seat, inst.name, target))
    return inst.id


def answer(state: CombatState, seat: int, action: CombatAction) -> bool:
    """Carry out ``seat``'s choice: a card played waits for the other seat's answer (False);
    a pass settles the chain (True: the combat goes on to healing)."""
    if isinstance(action, act.Cast):
        state.memory.raid = (*state.memory.raid, play_card(state, seat, action))
        state.seat = 1 - seat
        return False
    chain = state.memory.raid
    state.memory.raid = ()
    if not chain:
        return True
    spell = state.by_id[chain[0]]
    if len(chain) % 2 == 0:
        state.tell(ev.Fizzled(spell.name))
        return True
    winner = spell.owner
    state.stones[winner] += STONES
    state.tell(ev.Stones(winner, STONES, spell.name))
    lost = min(STONES, state.stones[1 - winner])
    if lost:
        state.stones[1 - winner] -= lost
        state.tell(ev.Stones(1 - winner, -lost, spell.name))
    return True
