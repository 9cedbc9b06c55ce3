"""Spells that change the flow of a combat (docs/rules-notes/cards/combat-flow.md), each cast
at a step of its own:

- Total Chaos (``swaps_hands``), phase ``chaos``, as the combat opens, before the command
  cards: 1d6 is rolled, and on the spell's number or more the sides swap combat hands — each
  plays the other's cards as its own until the fighting is over; the cards go back before the
  space is decided (``give_back``). Every card swapped is shown to both seats: each knew its own
  hand and now holds the other's, so both know both. While they are swapped, a side making
  secondary attacks must go on while it can make one (combat/secondary.py).
- Kasmir's Blitz (``second_round``), phase ``blitz``, once the primary match-ups and the
  secondary attacks are over and the beaten are out of the fight, before the space is decided
  (``resolution.resolve``): every creature still standing on the table goes back to its
  owner's combat hand, face up, and the combat starts over at the primary match-ups —
  primaries while both sides have creatures to lay down, then secondary attacks; no new command
  cards. The creatures never played fight too. Then the space is decided, each side asked
  again first (another copy makes another round). A side that retreated left nothing to fight:
  nobody is asked.

At each step the sides are asked in turn, the attacker first, each when it could hold such a
spell by what both seats know — its deck list holds one not face up (the option a combat of
the whole game carries), or, in a scenario, its cards in the combat hold one not shown — and it
has a face-down card in its storage hand, so being asked tells nothing. It casts the spell or
passes; a cast may be answered by Dispel Magic, each seat in turn, until one passes
(``Memory.flow_chain``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, raids, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, Role, Status
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The phases, and the options a combat of the whole game carries for each: the sides that
#: may hold such a spell.
CHAOS, BLITZ = "chaos", "blitz"
OPTIONS = {CHAOS: "hand_swappers", BLITZ: "blitzers"}
#: Where the creatures that fight again come from (not channelers, Up cards, exposed ones).
FIGHTING_ZONES = ("hand", "platform")


def is_chaos_face(card: AnyCard) -> bool:
    """Whether the card swaps the combat hands (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.swaps_hands is not None


def is_blitz_face(card: AnyCard) -> bool:
    """Whether the card is a spell for another round of combat (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.second_round


#: The test of each phase's spells.
TESTS: dict[str, Callable[[AnyCard], bool]] = {CHAOS: is_chaos_face, BLITZ: is_blitz_face}


def _casts(state: CombatState, seat: int, phase: str) -> list[CombatAction]:
    return [
        act.Cast(inst.id)
        for inst in inforce.unique_names(inforce.storage(state, seat))
        if TESTS[phase](inst.card)
        and isinstance(inst.card, Spell)
        and not inforce.forbidden(state, "spells", seat)
        and costs.affordable(state, seat, inst.card)
    ]


def ask(state: CombatState, phase: str) -> bool:
    """Ask the next side not yet asked at this step (True) when it may play such a spell."""
    memory = state.memory
    if phase == BLITZ and memory.retreated is not None:
        return False
    for seat in (ATTACKER, DEFENDER):
        key = f"{phase}:{seat}"
        if key in memory.flow_asked:
            continue
        memory.flow_asked = (*memory.flow_asked, key)
        if not shared.may_hold(state, seat, OPTIONS[phase], TESTS[phase]):
            continue
        usable = bool(_casts(state, seat, phase))
        if shared.asks(state, seat, has_choice=usable, zones=("storage",)):
            state.phase, state.seat = phase, seat
            return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Play the spell (or answer the last card played with Dispel Magic), or pass."""
    chain = state.memory.flow_chain
    if not chain:
        return [*_casts(state, seat, state.phase), shared.pass_action()]
    return [*raids.dispel_answers(state, seat, chain[-1]), shared.pass_action()]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """A card played waits for the other seat's answer; a pass settles the chain: a spell
    standing acts, and the combat goes on from its step (the next side asked first)."""
    if isinstance(action, act.Cast):
        state.memory.flow_chain = (*state.memory.flow_chain, raids.play_card(state, seat, action))
        state.seat = 1 - seat
        return
    chain, phase = state.memory.flow_chain, state.phase
    state.memory.flow_chain = ()
    stands = bool(chain) and len(chain) % 2 == 1
    if chain and not stands:
        state.tell(ev.Fizzled(state.by_id[chain[0]].name))
    if phase == BLITZ and stands:
        _next_round(state, state.by_id[chain[0]].name)
    elif phase == BLITZ:
        state.resolve()
    else:
        if stands:
            _swap(state, chain[0])
        state.phase, state.seat = "declare", ATTACKER
        state.begin()


def _swap(state: CombatState, cid: str) -> None:
    """Total Chaos: 1d6; on the spell's number or more, the combat hands change sides."""
    spell = state.by_id[cid].card
    assert isinstance(spell, Spell) and spell.swaps_hands is not None
    rolled = shared.roll(state, f"{cid}:swap", 1)
    swapped = rolled >= spell.swaps_hands
    if swapped:
        cards = [i for i in state.cards if i.zone == "hand" and i.status == Status.HAND]
        for inst in cards:
            inst.owner, inst.revealed = 1 - inst.owner, True
        state.memory.swapped = tuple(inst.id for inst in cards)
    state.tell(ev.HandsSwapped(spell.name, rolled, swapped))


def give_back(state: CombatState) -> None:
    """The fighting is over: the swapped cards go back to their owners (Total Chaos)."""
    if not state.memory.swapped:
        return
    for cid in state.memory.swapped:
        inst = state.by_id[cid]
        inst.owner = 1 - inst.owner
    state.tell(ev.HandsReturned(len(state.memory.swapped)))
    state.memory.swapped = ()


def must_attack(state: CombatState) -> bool:
    """Whether a side making secondary attacks must go on while it can (hands swapped)."""
    return bool(state.memory.swapped)


def _next_round(state: CombatState, source: str) -> None:
    """Every creature still standing goes back to its combat hand; the primaries begin."""
    back = [
        inst
        for inst in state.cards
        if inst.is_creature and inst.status == Status.STANDING and inst.zone in FIGHTING_ZONES
    ]
    for inst in back:
        inst.status, inst.role, inst.matchup, inst.turned = Status.HAND, Role.NONE, None, False
    state.memory.flow_asked = tuple(k for k in state.memory.flow_asked if not k.startswith(BLITZ))
    state.secondary_side = None
    state.tell(ev.SecondRound(source, tuple(inst.name for inst in back)))
    state.start_primary()
