"""One-card abilities that stand while their card is in force, each card's whole rule here.

Each card below limits what a phase offers or allows (a standing query of :mod:`limits`,
keyed by what it limits) and may have a one-off effect too (a handler of :mod:`handlers`,
keyed by when it acts). The phases ask the queries and run the timings; none of them reads
these cards' keywords. This module registers everything as it is imported (combat/state.py
imports it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.handlers import command_handler
from stronghold.games.guardians.combat.limits import (
    destruction_query,
    payment_query,
    play_order_query,
    vitality_query,
)
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import CommandAbility

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


# --- Trumpeter: the opponent shows his Demons and Devils and must play them first -----------------


@command_handler("opponent_plays_first")
def _shows_those_played_first(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The opponent shows the creatures of his hand he must play first (Trumpeter)."""
    match = ability.opponent_plays_first
    assert match is not None
    shown = [
        i
        for i in state.cards
        if i.owner != seat
        and i.zone == "hand"
        and i.status == Status.HAND
        and i.is_creature
        and inforce.fits(state, match, i)
    ]
    for i in shown:
        i.revealed = True
    state.tell(ev.HandShown(source.name, tuple(i.name for i in shown)))


@play_order_query("command", "opponent_plays_first")
def _opponent_plays_first(
    state: CombatState, seat: int, hand: list[CardInstance]
) -> list[CardInstance] | None:
    """The opponent's command card in force makes ``seat`` pick its matching creatures before
    any other (Trumpeter)."""
    for source, ability in inforce.active_sources(state):
        if source.owner == seat or not isinstance(ability, CommandAbility):
            continue
        if ability.opponent_plays_first is not None:
            forced = [i for i in hand if inforce.fits(state, ability.opponent_plays_first, i)]
            if forced:
                return forced
    return None


# --- Sales Weasel: gains Vitality in its primary unless the opponent burns a stone ----------------


@payment_query("toll")
def _toll_offered(state: CombatState, inst: CardInstance) -> int | None:
    """As its match-up begins, the opponent may burn stones to deny its bonus (Sales Weasel)."""
    toll = inst.creature.toll
    if toll is not None and not inforce.blanked(state, inst):
        return toll.stones
    return None


@vitality_query("toll")
def _toll_unpaid(state: CombatState, inst: CardInstance) -> tuple[str, int] | None:
    """The bonus it gains when the opponent did not burn the stones (Sales Weasel)."""
    toll = inst.creature.toll
    if toll is not None and state.memory.paid.get(inst.id) is False:
        return ("toll not paid", toll.amount)
    return None


# --- Golden Fleecer: cannot be destroyed ----------------------------------------------------------


@destruction_query("indestructible")
def _indestructible(state: CombatState, inst: CardInstance) -> bool:
    """Nothing destroys it; when a win would destroy it, it is only beaten (Golden Fleecer)."""
    return inst.is_creature and inst.creature.indestructible
