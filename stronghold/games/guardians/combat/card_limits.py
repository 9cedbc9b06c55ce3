"""One-card abilities that stand while their card is in force, each card's whole rule here.

Each card below limits what a phase offers or allows (a standing query of :mod:`limits`,
keyed by what it limits) and may have a one-off effect too (a handler of :mod:`handlers`,
keyed by when it acts). The phases ask the queries and run the timings; none of them reads
these cards' keywords. This module registers everything as it is imported (combat/state.py
imports it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, rerolls, shared
from stronghold.games.guardians.combat.handlers import command_handler
from stronghold.games.guardians.combat.limits import (
    destruction_query,
    dice_query,
    heals_limit,
    must_fire_query,
    payment_query,
    play_order_query,
    pushes_query,
    ranged_limit,
    vitality_query,
)
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import CommandAbility, Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
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


# --- Rey, Overlord of Trees: no ranged attacks for the rest of the combat ------------------------


@command_handler("no_ranged")
def _no_ranged(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """No ranged attack may be fired for the rest of the combat (Rey, Overlord of Trees; the
    flag the ranged options read, as Woods set it)."""
    state.no_ranged_terrain = True


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


# --- Eternal Witch Lord: heals again for every creature the opponent lost ------------------------


def _heals_left(state: CombatState, healer: CardInstance) -> int:
    """It heals once more for every opposing creature lost in the combat (Eternal Witch
    Lord)."""
    if not healer.creature.heals_per_opponent_loss:
        return 0
    lost = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
    losses = sum(
        1
        for i in state.cards
        if i.owner != healer.owner and i.is_creature and i.zone == "hand" and i.status in lost
    )
    return losses - state.memory.heals.get(healer.id, 0)


def _count_heal(state: CombatState, healer: CardInstance) -> None:
    """Its heals are counted (Eternal Witch Lord)."""
    if healer.is_creature and healer.creature.heals_per_opponent_loss:
        state.memory.heals[healer.id] = state.memory.heals.get(healer.id, 0) + 1


heals_limit("heals_per_opponent_loss", left=_heals_left, healed=_count_heal)


# --- Professor Heisenburg: a ranged attack fired with a roll that may destroy both --------------


def _roll_options(state: CombatState, seat: int, fired: list[CardInstance]) -> list[CombatAction]:
    """Each ranged attacker may be fired with a roll instead (Professor Heisenburg)."""
    command = inforce.command_active(state, seat)
    if command is not None and command.ranged_roll_destroys:
        return [act.Power("command", "roll", i.id) for i in fired]
    return []


def _ranged_roll(state: CombatState, seat: int, action: act.Power) -> None:
    """A ranged attack fired with a roll (Professor Heisenburg): on a listed result the
    ranged attacker and the opposing creature of the match-up are both destroyed."""
    rid, m = action.target, state.current
    command = inforce.command_active(state, seat)
    assert rid is not None and m is not None and command is not None
    state.fire_ranged(seat, rid)
    if rerolls.roll(state, f"{rid}:ranged_roll", Frame("ranged_roll", (str(seat), rid))) is None:
        return  # a reroll is asked about first
    _ranged_roll_result(state, seat, rid)


@rerolls.continuation("ranged_roll")
def _ranged_roll_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _ranged_roll_result(state, int(args[0]), args[1])


def _ranged_roll_result(state: CombatState, seat: int, rid: str) -> None:
    """The ranged roll's die read: on a listed result both creatures are destroyed."""
    m, command = state.current, inforce.command_active(state, seat)
    assert m is not None and command is not None
    rolled = rerolls.die(state, f"{rid}:ranged_roll")
    theirs = m.fighters[1 - seat]
    if rolled not in command.ranged_roll_destroys or theirs is None:
        return
    by = inforce.name(state, state.commands[seat]) or ""
    for cid in (rid, theirs.id):
        shared.set_status(state, cid, Status.DESTROYED, f"{by} (rolled {rolled})")
    if not inforce.matchup_alive(state):
        m.result = "destroyed"
        state.finish_matchup()


ranged_limit("ranged_roll_destroys", word="roll", options=_roll_options, carry_out=_ranged_roll)


# --- Embryonic Witch, Standard Bearer Warhola's Snakes 06: ties go to their side ----------------


@pushes_query("command", "wins_pushes")
def _command_wins_pushes(state: CombatState, seat: int, primary: bool) -> bool:
    """A command card in force gives its side every tied primary match-up (Embryonic Witch)."""
    return primary and any(
        source.owner == seat and isinstance(ability, CommandAbility) and ability.wins_pushes
        for source, ability in inforce.active_sources(state)
    )


@pushes_query("standard", "wins_pushes")
def _standard_wins_pushes(state: CombatState, seat: int, primary: bool) -> bool:
    """The standard bearer's creatures win every tie, secondary attacks too (Standard Bearer
    Warhola's Snakes 06)."""
    ability = inforce.standard(state, seat)
    return ability is not None and ability.wins_pushes


# --- Bone Fright: draws every ranged attack the opponent can fire ---------------------------------


@must_fire_query("draws_ranged")
def _draws_ranged(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` must aim every ranged attack it can at the opposing creature of
    this match-up (Bone Fright)."""
    m = state.current
    if m is None or m.secondary:
        return False
    theirs = m.fighters[1 - seat]
    if theirs is None:
        return False
    target = state.by_id[theirs.id]
    return (
        target.status == Status.STANDING
        and target.creature.draws_ranged
        and not inforce.blanked(state, target)
    )


# --- Karnis: every die rolled reads 1 -------------------------------------------------------------


@dice_query("dice_become_one")
def _dice_become_one(state: CombatState) -> str | None:
    """The name of a standing creature in play that makes every die roll a 1 (Karnis)."""
    for source, ability in inforce.active_sources(state):
        if isinstance(ability, Creature) and ability.dice_become_one:
            if source.status == Status.STANDING and not inforce.blanked(state, source):
                return source.name
    return None
