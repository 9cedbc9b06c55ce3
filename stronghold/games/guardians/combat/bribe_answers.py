"""Spells that answer a bribe as it is played (docs/rules-notes/cards/bribe-answers.md):

- ``steals_bribe`` (Shadow Bank Job: Gold, Shadow Beer Heist: Beer, Shadow Panty Raid: Babes):
  the bribe of that kind fails; the bribery card goes to the answering seat, to use (face up)
  until this combat ends; unused, it then goes to its owner's discard pile;
- ``double_cross`` (Pirate Double Cross): the bribe of the answering seat's Pirate fighting a
  primary match-up stands, but the Pirate does not go home: it and its match-up opponent
  become unchallenged cards in melee (``combat/unchallenged.py``);
- ``bribe_stand_in`` on a creature of the answering seat's combat hand (Cabin Boy, for a
  Pirate): ``stand-in CARD``, it goes to the Creature Pen in the bribed creature's place; the
  bribe is spent on it (docs/rules-notes/cards/bribe-stand-ins.md).

A bribe played at a bribery step (a primary match-up's, or a secondary attacker's) is held
before it acts while the seat whose creature it aims at answers: it casts an answer on the
bribe (``cast SPELL CARD``) or passes. The seat is asked whenever it could hold such a spell by
what both seats know — its deck list holds one not face up (a combat of the whole game: the
``bribe_answers`` option the board sets), or, in a scenario, its cards in the combat hold one
not shown — and its storage hand has a face-down card, so being asked tells nothing (for a
stand-in creature: the deck list holds one not face up — the ``bribe_stand_ins`` option — and
the combat hand has a face-down card). An answer
may itself be answered by Dispel Magic, each seat in turn, until one passes.

The held bribe and its answers are ``Memory.held_bribes``; the phase modules of the bribery
steps (``bribery.py``, ``secondary.py``) ask and go on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, item_bribes, shared, unchallenged
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import HeldBribe
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import AnyCard, Bribery, Creature, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The option a combat of the whole game carries: the sides that may hold an answer.
OPTION = "bribe_answers"
#: The option of the sides that may hold a creature standing in for a bribed one (Cabin Boy).
STAND_INS = "bribe_stand_ins"
#: The phases a bribe is answered at (a primary match-up's bribery, a secondary attacker's).
PHASES = {"bribery": "bribe_answer", "secondary_bribery": "secondary_bribe_answer"}


def is_answer_face(card: AnyCard) -> bool:
    """Whether the card is a spell that answers a bribe (``owns_any``'s test)."""
    return isinstance(card, Spell) and (
        card.steals_bribe is not None or card.double_cross is not None
    )


def is_stand_in_face(card: AnyCard) -> bool:
    """Whether the card is a creature that may stand in for a bribed one (Cabin Boy)."""
    return isinstance(card, Creature) and card.bribe_stand_in is not None


def _may_answer(
    state: CombatState,
    side: int,
    option: str = OPTION,
    test: Callable[[AnyCard], bool] = is_answer_face,
) -> bool:
    """Whether ``side`` could hold an answer by what both seats know."""
    return shared.may_hold(state, side, option, test)


def _stand_ins(state: CombatState, side: int, held: HeldBribe) -> list[CombatAction]:
    """The creatures of ``side``'s combat hand that may go to the pen in the bribed one's
    place (one per name)."""
    target = state.by_id[held.target]
    if held.answer or not target.is_creature:
        return []
    return [
        act.StandIn(inst.id)
        for inst in inforce.unique_names(
            [
                i
                for i in state.cards
                if i.owner == side and i.zone == "hand" and i.status == Status.HAND
            ]
        )
        if inst.is_creature
        and inst.creature.bribe_stand_in is not None
        and inforce.fits(state, inst.creature.bribe_stand_in, target)
    ]


def _answers(state: CombatState, side: int, held: HeldBribe) -> list[CombatAction]:
    """The answers ``side`` may cast on the held bribe (one per spell name), and the
    creatures that may stand in for the bribed one."""
    out = _stand_ins(state, side, held)
    target = state.by_id[held.target]
    for inst in inforce.unique_names(inforce.storage(state, side)):
        card = inst.card
        if not isinstance(card, Spell) or not costs.affordable(state, side, card):
            continue
        if inforce.forbidden(state, "spells", side):
            continue
        if card.steals_bribe is not None and card.steals_bribe == held.kind:
            out.append(act.Cast(inst.id, held.card))
        pattern = card.double_cross
        m = state.current
        primary = m is not None and not m.secondary
        if pattern is not None and primary and target.is_creature:
            if inforce.fits(state, pattern, target):
                out.append(act.Cast(inst.id, held.target))
    return out


def _dispels(state: CombatState, side: int, top: str) -> list[CombatAction]:
    return [
        act.Cast(inst.id, top)
        for inst in inforce.unique_names(inforce.storage(state, side))
        if isinstance(inst.card, Spell)
        and inst.card.dispel
        and costs.affordable(state, side, inst.card)
    ]


def hold(state: CombatState, seat: int, target: str, kind: str) -> bool:
    """At a bribery step: hold ``seat``'s bribe of ``target`` while its owner may answer it
    (True), else let it act at once (False)."""
    if state.phase not in PHASES:
        return False
    victim = state.by_id[target].owner
    spells = _may_answer(state, victim)
    stand_ins = _may_answer(state, victim, STAND_INS, is_stand_in_face)
    if victim == seat or not (spells or stand_ins):
        return False
    card = item_bribes.item_of(state, kind) or next(
        (
            i
            for i in inforce.storage(state, seat)
            if isinstance(i.card, Bribery) and i.card.bribes == kind
        ),
        None,
    )
    if card is None:
        return False
    held = HeldBribe(seat, target, kind, card.id, state.seat if state.seat is not None else seat)
    zones = ("storage",) * spells + ("hand",) * stand_ins
    if not shared.asks(state, victim, has_choice=bool(_answers(state, victim, held)), zones=zones):
        return False
    card.revealed = True
    state.memory.held_bribes = (*state.memory.held_bribes, held)
    name = inforce.name(state, target) or ""
    state.tell(ev.Effect(card.name, f"played on {name}"))
    return True


def _asked(held: HeldBribe) -> int:
    """Who answers now: the bribed creature's owner, then each side in turn."""
    victim = 1 - held.seat
    return victim if (len(held.dispels) + (1 if held.answer else 0)) % 2 == 0 else held.seat


def ask(state: CombatState) -> bool:
    """If a bribe is held: ask the seat that answers it now (True)."""
    if not state.memory.held_bribes:
        return False
    before = state.phase if state.phase in PHASES else "bribery"
    if state.current is not None and state.current.secondary:
        before = "secondary_bribery"
    state.phase, state.seat = PHASES[before], _asked(state.memory.held_bribes[0])
    return True


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Answer the held bribe (or the last answer, with Dispel Magic), or pass."""
    held = state.memory.held_bribes[0]
    if not held.answer:
        found = _answers(state, seat, held)
    else:
        found = _dispels(state, seat, held.dispels[-1] if held.dispels else held.answer)
    return [*found, shared.pass_action()]


def answer(state: CombatState, seat: int, action: CombatAction) -> int | None:
    """Carry out ``seat``'s answer: a spell cast waits for the other seat's answer (None);
    a pass settles the held bribe, and the seat whose bribery step goes on is returned."""
    held = state.memory.held_bribes[0]
    rest = state.memory.held_bribes[1:]
    if isinstance(action, act.StandIn):
        state.memory.held_bribes = rest
        _stand_in(state, held, action.card)
        return held.resume
    if isinstance(action, act.Cast):
        inst = state.by_id[action.card]
        inst.status, inst.revealed = Status.USED, True
        card = inst.card
        costs.pay(state, seat, card)
        state.tell(ev.Cast(seat, inst.name, inforce.name(state, action.target)))
        if held.answer:
            held = replace(held, dispels=(*held.dispels, inst.id))
        else:
            held = replace(held, answer=inst.id)
        state.memory.held_bribes = (held, *rest)
        state.seat = _asked(held)
        return None
    state.memory.held_bribes = rest
    stands = bool(held.answer) and len(held.dispels) % 2 == 0
    if held.answer and not stands:
        state.tell(ev.Fizzled(state.by_id[held.answer].name))
    spell = state.by_id[held.answer].card if stands else None
    if isinstance(spell, Spell) and spell.steals_bribe is not None:
        _steal(state, held)
    else:
        state.bribe(held.seat, held.target, held.kind)
        if isinstance(spell, Spell) and spell.double_cross is not None:
            _double_cross(state, held, spell.name)
    return held.resume


def _stand_in(state: CombatState, held: HeldBribe, cid: str) -> None:
    """The bribe is spent on the creature standing in, which goes to its Creature Pen; the
    bribed one stays."""
    card = state.by_id[held.card]
    item_bribes.paid_with(state, held.seat, held.kind)
    card.status, card.revealed = Status.USED, True
    stand_in = state.by_id[cid]
    stand_in.revealed = True
    name = inforce.name(state, held.target) or ""
    shared.set_status(state, cid, Status.RETURNED, f"to the Creature Pen in place of {name}")


def _steal(state: CombatState, held: HeldBribe) -> None:
    """The bribe fails; its card changes hands until the combat ends."""
    card: CardInstance = state.by_id[held.card]
    thief = 1 - held.seat
    card.owner = thief
    state.memory.stolen = (*state.memory.stolen, card.id)
    name = inforce.name(state, held.target) or ""
    state.tell(ev.Effect(card.name, f"the bribe of {name} fails; the card changes hands"))


def _double_cross(state: CombatState, held: HeldBribe, spell: str) -> None:
    """The bribed Pirate stays on the table, and the match-up's creatures step out of it."""
    target = state.by_id[held.target]
    m = state.current
    if target.status != Status.BRIBED or m is None or m.secondary:
        return
    target.status = Status.STANDING
    m.result = unchallenged.RESULT
    names = " and ".join(state.by_id[f.id].name for f in m.fighters if f is not None)
    state.tell(ev.Effect(spell, f"{names} stand unchallenged in melee"))


def stolen_back(state: CombatState) -> list[str]:
    """The stolen bribery cards not used: they go to their owners' discard piles."""
    return [cid for cid in state.memory.stolen if state.by_id[cid].status == Status.HAND]
