"""A command card that looks into the opposing combat hand and must be vouched for to come
back (docs/rules-notes/cards/command-reveals.md): Pauly, Official Parrot shows one card of the
opponent's combat hand, drawn at random (``shows_opponent_cards``), and after the combat goes
to the discard pile unless another of its owner's Pirates survived (``discarded_unless``);
Knife of Shadow picks one against the opponent's Up card (``picks_against_up``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.handlers import command_handler, resolution_handler
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.schema import CommandAbility, Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


@command_handler("shows_opponent_cards")
def _show_opponent_cards(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Cards of the opposing combat hand, drawn at random among those still face down, are
    shown (Pauly, Official Parrot)."""
    shown = []
    for _ in range(ability.shows_opponent_cards):
        hand = [
            i
            for i in state.cards
            if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and not i.revealed
        ]
        if not hand:
            break
        state.changed()
        picked = hand[state.rng.randrange(len(hand))]
        picked.revealed = True
        shown.append(picked.name)
    state.tell(ev.Effect(source.name, f"the opponent shows {', '.join(shown) or 'nothing'}"))


@command_handler("picks_against_up")
def _pick_against_up(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """When the opponent's Up card is a creature, a card of his combat hand drawn at random
    among those still face down is shown; a creature whose printed Vitality is higher than the
    Up card's is destroyed (Knife of Shadow)."""
    del ability
    up = state.setup.side(1 - seat).up_card
    if not isinstance(up, Creature):
        state.tell(ev.Effect(source.name, "the opponent's Up card is no creature: no effect"))
        return
    hand = [
        i
        for i in state.cards
        if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and not i.revealed
    ]
    if not hand:
        state.tell(ev.Effect(source.name, "the opponent has no face-down card to pick"))
        return
    state.changed()
    picked = hand[state.rng.randrange(len(hand))]
    picked.revealed = True
    higher = picked.is_creature and up.vitality < picked.creature.vitality
    said = "destroyed" if higher else "not destroyed"
    state.tell(ev.Effect(source.name, f"picks {picked.name} against {up.name}: {said}"))
    if higher:
        shared.set_status(state, picked.id, Status.DESTROYED, f"picked by {source.name}")


def survives(inst: CardInstance) -> bool:
    """Standing on the table, or never played but shown (as creatures counted for control
    are): a survivor both seats can see."""
    return inst.status == Status.STANDING or (inst.status == Status.HAND and inst.revealed)


@resolution_handler("discarded_unless")
def _discarded_unless_vouched(state: CombatState, winner: int) -> None:
    """A command creature standing when the space is decided goes to the discard pile unless
    another creature of its side that matches survived (Pauly and the Pirates)."""
    for inst in state.cards:
        pattern = inst.creature.discarded_unless if inst.is_creature else None
        if pattern is None or inst.role != Role.COMMAND or inst.status != Status.STANDING:
            continue
        vouched = any(
            other.owner == inst.owner
            and other.id != inst.id
            and other.is_creature
            and other.zone == "hand"
            and survives(other)
            and inforce.fits(state, pattern, other)
            for other in state.cards
        )
        if not vouched:
            shared.set_status(state, inst.id, Status.DESTROYED, "no creature came back for it")
