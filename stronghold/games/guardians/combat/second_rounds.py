"""Another full round of combat (docs/rules-notes/cards/combat-flow.md): Kasmir's Blitz
(``second_round`` on the spell).

Once the primary match-ups and the secondary attacks are over and the beaten are out of the
fight, before the space is decided (``resolution.resolve``), each side in turn, the attacker
first, is asked (phase ``blitz``) when it could hold such a spell by what both seats know — its
deck list holds one not face up (the ``blitzers`` option a combat of the whole game carries),
or, in a scenario, its cards in the combat hold one not shown — and it has a face-down card in
its storage hand, so being asked tells nothing. It casts the spell or passes; a cast may be
answered by Dispel Magic, each seat in turn, until one passes (``Memory.blitz``).

A spell that stands sends every creature still standing on the table back to its owner's
combat hand, face up, and the combat starts over at the primary match-ups: primaries while
both sides have creatures to lay down, then secondary attacks, as in the first round; no new
command cards. The creatures never played fight too. Then the space is decided, each side
asked again first (another copy makes another round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, raids, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, Role, Status
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The option a combat of the whole game carries: the sides that may hold such a spell.
OPTION = "blitzers"
#: The phase a side is asked at.
PHASE = "blitz"
#: Where the creatures that fight come from (not channelers, Up cards, exposed creatures).
FIGHTING_ZONES = ("hand", "platform")


def is_blitz_face(card: AnyCard) -> bool:
    """Whether the card is a spell for another round of combat (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.second_round


def _blitzes(state: CombatState, seat: int) -> list[CombatAction]:
    return [
        act.Cast(inst.id)
        for inst in inforce.unique_names(inforce.storage(state, seat))
        if is_blitz_face(inst.card)
        and isinstance(inst.card, Spell)
        and not inforce.forbidden(state, "spells", seat)
        and costs.affordable(state, seat, inst.card)
    ]


def ask(state: CombatState) -> bool:
    """Before the space is decided: ask the next side not yet asked (True) when it may play
    such a spell. A side that retreated left nothing to fight: nobody is asked."""
    memory = state.memory
    if memory.retreated is not None:
        return False
    for seat in (ATTACKER, DEFENDER):
        if seat in memory.blitz_asked:
            continue
        memory.blitz_asked = (*memory.blitz_asked, seat)
        if not raids.may_hold(state, OPTION, seat, is_blitz_face):
            continue
        usable = bool(_blitzes(state, seat))
        if shared.asks(state, seat, has_choice=usable, zones=("storage",)):
            state.phase, state.seat = PHASE, seat
            return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Play the spell (or answer the last card played with Dispel Magic), or pass."""
    chain = state.memory.blitz
    if not chain:
        return [*_blitzes(state, seat), shared.pass_action()]
    return [*raids.dispel_answers(state, seat, chain[-1]), shared.pass_action()]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """A card played waits for the other seat's answer; a pass settles the chain: a spell
    standing starts the next round, else the space is decided (the next side asked first)."""
    if isinstance(action, act.Cast):
        state.memory.blitz = (*state.memory.blitz, raids.play_card(state, seat, action))
        state.seat = 1 - seat
        return
    chain = state.memory.blitz
    state.memory.blitz = ()
    if chain and len(chain) % 2 == 1:
        _next_round(state, state.by_id[chain[0]].name)
        return
    if chain:
        state.tell(ev.Fizzled(state.by_id[chain[0]].name))
    state.resolve()


def _next_round(state: CombatState, source: str) -> None:
    """Every creature still standing goes back to its combat hand; the primaries begin."""
    back = [
        inst
        for inst in state.cards
        if inst.is_creature and inst.status == Status.STANDING and inst.zone in FIGHTING_ZONES
    ]
    for inst in back:
        inst.status, inst.role, inst.matchup, inst.turned = Status.HAND, Role.NONE, None, False
    state.memory.blitz_asked = ()
    state.secondary_side = None
    state.tell(ev.SecondRound(source, tuple(inst.name for inst in back)))
    state.start_primary()
