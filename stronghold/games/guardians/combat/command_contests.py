"""Command cards that act on the opposing command card as both are revealed
(docs/rules-notes/cards/command-contests.md): Kazarian Squawker fights it when it is a creature
and cancels its ability if it wins (``duels_opponent_command``); Theib, Master of Scribes takes
over the ability of an opposing Spell or Item and dispels the card (``takes_opponent_command``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER
from stronghold.games.guardians.combat.rules import ocb_applies
from stronghold.games.guardians.schema import Creature, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def duel_strength(attacker: Creature, defender: Creature) -> int:
    """A command creature's Vitality in a fight with the other command creature: its printed
    Vitality and its Off-Color Bonus against that creature."""
    return attacker.vitality + (attacker.ocb if ocb_applies(attacker, defender) else 0)


def contest(state: CombatState) -> None:
    """Each side's command card that acts on the other's, once both are revealed and the
    conflicts between them are settled (a dispelled command card does nothing)."""
    for seat in (ATTACKER, DEFENDER):
        own, other = state.commands[seat], state.commands[1 - seat]
        if own is None or other is None or state.command_dispelled[seat]:
            continue
        if state.command_dispelled[1 - seat]:
            continue
        ability = inforce.command_of(state, state.by_id[own])
        if ability is None:
            continue
        mine, theirs = state.by_id[own], state.by_id[other]
        if ability.duels_opponent_command and isinstance(mine.card, Creature):
            if not isinstance(theirs.card, Creature):
                continue
            strength = duel_strength(mine.card, theirs.card)
            against = duel_strength(theirs.card, mine.card)
            won = strength > against
            state.tell(
                ev.Effect(
                    mine.name,
                    f"fights {theirs.name}: {strength} against {against}"
                    + (", its command is cancelled" if won else ", no effect"),
                )
            )
            if won:
                shared.dispel_command(state, 1 - seat, f"beaten by {mine.name}")
        elif ability.takes_opponent_command and isinstance(theirs.card, Spell | Item):
            shared.dispel_command(state, 1 - seat, f"taken over by {mine.name}")
            if state.command_dispelled[1 - seat]:  # an undispellable card keeps its ability
                state.memory.taken_commands[own] = other
                mine.role = mine.role  # what is in force changed: the card's change counter
                state.tell(ev.Effect(mine.name, f"takes over the command of {theirs.name}"))
