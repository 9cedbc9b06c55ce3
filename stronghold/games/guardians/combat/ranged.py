"""Ranged attacks, channeling, and a fighter's Vitality in its match-up (with what ranged
attacks and channeling added)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, rules, shared, terrain_effects
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Channel,
    Fighter,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    CommandAbility,
    Match,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.state import CombatState


def can_fire(state: CombatState, inst: CardInstance, seat: int) -> bool:
    """Whether this creature may be fired as a ranged attack into the current match-up."""
    creature = inst.creature
    if creature.ranged <= 0 and creature.ranged_effect is None:
        return False
    m = state.current
    assert m is not None
    mine, theirs = m.fighters[seat], m.fighters[1 - seat]
    if creature.ranged_effect == "cancel_ranged" and not inforce.cancellable(state, seat):
        return False
    if creature.ranged_effect == "destroy_channeler" and (
        inforce.reaction_target(state, seat, "destroy_channeler") is None
    ):
        return False
    if creature.ranged_terrain is not None and not any(
        t in state.terrain_types for t in creature.ranged_terrain
    ):
        return False
    if creature.ranged_vs is not None and (
        theirs is None or not inforce.fits(state, creature.ranged_vs, state.by_id[theirs.id])
    ):
        return False
    return not (
        creature.ranged_for is not None
        and (mine is None or not inforce.fits(state, creature.ranged_for, state.by_id[mine.id]))
    )


def channel_problem(
    state: CombatState, seat: int, source: str, into: str | None = None
) -> str | None:
    """Why ``seat`` cannot channel from ``source`` into its creature now (``into``: into its
    ranged attacker taking channeling, Grim Skull), or None."""
    fighters = inforce.own_fighters(state, seat)
    if not fighters:
        return "you have no creature in this match-up to channel to"
    target = fighters[0]
    m = state.current
    assert m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    if into is not None:
        if into not in channel_shots(state, seat):
            return "no ranged attacker of yours here takes channeling"
        target, fighter = state.by_id[into], shot_fighter(state, into)
    creature = target.creature
    if not m.secondary:
        other = m.fighters[1 - seat]
        if other is not None:
            opp = state.by_id[other.id]
            if opp.status == Status.STANDING and opp.creature.channeling.no_channeling_against:
                return f"no channeling against {opp.name}"
    if inforce.forbidden(state, "channeling", seat):
        return "channeling is forbidden in this combat by a card in play"
    if state.setup.no_channeling:
        return f"no channeling here this turn ({state.setup.no_channeling})"
    if inforce.channel_sheltered(state, seat):
        return "no channeling against this creature (Disc of Siin)"
    if state.channel_banned:
        return "a channeling was cancelled: no more channeling in this combat"
    if source == "guardian":
        if inforce.forbidden(state, "stone_channeling", seat):
            return "spending stones to channel is forbidden in this combat"
        if state.stones[seat] < 1:
            return "no power stones left to channel with"
        if creature.channeling.only_from == "channelers":
            return f"{creature.name} accepts channeling only from channelers"
        cmp, to_non_receivers, label = inforce.guardian(state, seat).cmp, False, "Guardian"
        cmp += terrain_effects.stone_change(state, 1)
        per_creature = inforce.guardian(state, seat).channel_cap_per_creature
        if per_creature is not None and sum(c.points for c in fighter.channels) >= per_creature:
            name = inforce.guardian(state, seat).name
            return f"{name} channels at most {per_creature} to one creature"
    else:
        inst = state.by_id.get(source)
        if inst is None or inst.owner != seat or inst.zone != "channeler":
            return f"{source!r} is not one of your channelers"
        if inst.status != Status.HAND:
            return f"{inst.name} has left the combat"
        if inst.used_channel:
            return f"{inst.name} has already channeled this turn"
        problem = terrain_effects.channeler_problem(state)
        if problem is not None:
            return problem
        ch = inst.creature.channeler
        if ch is None:
            return f"{inst.name} cannot channel"
        names = creature.channeling.from_names or []
        if creature.channeling.only_from == "guardian" and inst.name not in names:
            return f"{creature.name} accepts channeling only from the Guardian"
        patterns = [ch.to] if isinstance(ch.to, Match) else ch.to
        if patterns is not None and not any(inforce.fits(state, p, target) for p in patterns):
            return f"{inst.name} cannot channel to {creature.name}"
        cmp, to_non_receivers, label = ch.cmp, ch.to_non_receivers, inst.name
    allowed = creature.channeling.from_names
    if (
        allowed is not None
        and creature.channeling.only_from != "guardian"
        and label not in allowed
        and source != "guardian"
    ):
        return f"{creature.name} accepts channeling only from {', '.join(allowed)}"
    if not (
        creature.receives_channeling
        or fighter.can_receive
        or to_non_receivers
        or inforce.granted_channeling(state, target) is not None
    ):
        return f"{creature.name} cannot receive channeling"
    if cmp + inforce.standard_channel_change(state, seat) <= 0:
        return f"{label} has no channeling to give"
    if _room(state, target, fighter, into) <= 0:
        return f"{creature.name} has received as much channeling as it can take"
    return None


def _room(state: CombatState, target: CardInstance, fighter: Fighter, into: str | None) -> int:
    if into is None:
        return inforce.channel_room(state, target, fighter)
    return target.creature.ranged_channeling - sum(abs(c.points) for c in fighter.channels)


def channel_shots(state: CombatState, seat: int) -> list[str]:
    """``seat``'s ranged attackers standing in the current primary match-up that take
    channeling as ranged attackers (Grim Skull)."""
    m = state.current
    fighter = m.fighters[seat] if m is not None and not m.secondary else None
    if fighter is None:
        return []
    return [
        rid
        for rid in fighter.ranged
        if state.by_id[rid].creature.ranged_channeling
        and state.by_id[rid].status == Status.STANDING
        and rid not in state.memory.cancelled
        and not inforce.blanked(state, state.by_id[rid])
    ]


def shot_fighter(state: CombatState, rid: str) -> Fighter:
    """The channeling a ranged attacker took, as a stand-alone stake (it may receive)."""
    taken = state.memory.ranged_channels.get(rid, ())
    return Fighter(rid, channels=[Channel(*c) for c in taken], can_receive=True)


def channel_options(state: CombatState, seat: int, sources: list[str]) -> list[CombatAction]:
    """``channel SOURCE ATTACKER`` for each source and own ranged attacker taking it."""
    return [
        act.Channel(source, rid)
        for rid in channel_shots(state, seat)
        for source in sources
        if channel_problem(state, seat, source, rid) is None
    ]


def fire_ranged(state: CombatState, seat: int, cid: str) -> None:
    m = state.current
    assert m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    inst = shared.to_table(state, cid, Role.RANGED, m.number)
    fighter.ranged.append(cid)
    state.tell(ev.RangedFired(seat, inst.name, inst.creature.ranged))
    effect = inst.creature.ranged_effect
    if effect == "push" and not inforce.blanked(state, inst):
        state.memory.frozen[m.number] = inst.id
        state.tell(ev.Effect(inst.name, "the match-up is a push; no more changes"))
    elif effect == "destroy_channeler" and not inforce.blanked(state, inst):
        target = inforce.reaction_target(state, seat, "destroy_channeler")
        if target is not None:
            shared.destroy_channeler(state, seat, target, inst.name)
    elif effect == "cancel_ranged" and not inforce.blanked(state, inst):
        targets = inforce.cancellable(state, seat)
        if targets:
            best = max(targets, key=lambda r: state.by_id[r].creature.ranged)
            state.memory.cancelled[best] = inst.id
            state.tell(ev.Effect(inst.name, "cancels " + state.by_id[best].name))


def channel(state: CombatState, seat: int, source: str, into: str | None = None) -> None:
    m = state.current
    assert m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    target = state.by_id[fighter.id]
    if into is not None:  # into a ranged attacker (Grim Skull)
        target, fighter = state.by_id[into], shot_fighter(state, into)
    room = _room(state, target, fighter, into)
    if source == "guardian":
        state.spend(seat, 1)
        cmp, label = inforce.guardian(state, seat).cmp, inforce.guardian(state, seat).name
        cmp += terrain_effects.stone_change(state, 1)
        per = inforce.guardian(state, seat).channel_cap_per_creature
        if per is not None:
            room = min(room, per - sum(c.points for c in fighter.channels))
    else:
        inst = state.by_id[source]
        inst.used_channel, inst.revealed = True, True
        assert inst.creature.channeler is not None
        cmp, label = inst.creature.channeler.cmp, inst.name
    points = max(0, min(cmp + inforce.standard_channel_change(state, seat), room))
    add_channel(state, seat, target, fighter, Channel(source, label, points))
    state.memory.channeled_into = into
    if into is not None:
        kept = tuple((c.source, c.label, c.points) for c in fighter.channels)
        state.memory.ranged_channels[into] = kept


def cancel_last_channel(state: CombatState, seat: int) -> Channel:
    """``seat``'s last channeling is taken back (Siin): from its fighter, or from the ranged
    attacker it went into."""
    rid = state.memory.channeled_into
    if rid is not None:
        taken = state.memory.ranged_channels[rid]
        state.memory.ranged_channels[rid] = taken[:-1]
        return Channel(*taken[-1])
    m = state.current
    assert m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    return fighter.channels.pop()


def add_channel(
    state: CombatState, seat: int, target: CardInstance, fighter: Fighter, channel: Channel
) -> None:
    """A channeling reaches ``seat``'s creature: cards watching for it react."""
    source, label, points = channel.source, channel.label, channel.points
    del source
    state.memory.channeled_into = None  # into a fighter (``channel`` says otherwise)
    fighter.channels.append(channel)
    state.channeled_into.add(target.id)
    for inst in state.cards:
        if inst.owner == seat or not inst.on_table or not inst.is_creature:
            continue
        if inst.role == Role.NONE:
            continue
        for trigger in inst.creature.stone_triggers:
            if trigger.on != "opponent_channels":
                continue
            if inst.status == Status.STANDING or trigger.while_beaten:
                shared.gain_stones(state, inst.owner, trigger, inst.name)
    state.tell(ev.Channeled(seat, label, target.name, points))


def fighter_vitality(
    state: CombatState, m: Matchup, side: int
) -> tuple[int, list[tuple[str, int]]]:
    fighter = m.fighters[side]
    assert fighter is not None
    inst = state.by_id[fighter.id]
    other = m.fighters[1 - side]
    opp = state.by_id[other.id] if other is not None else None
    ranged = 0
    if opp is None or "ranged" not in opp.creature.immune.kinds:
        fired = [
            r
            for r in fighter.ranged
            if state.by_id[r].status == Status.STANDING and r not in state.memory.cancelled
        ]
        for rid in fired:
            creature = state.by_id[rid].creature
            ranged += shot_points(state, side, state.by_id[rid])
            if creature.ranged_echo:
                ranged += _ranged_before(state, m, rid)
        ranged += state.memory.item_ranged.get((m.number, side), 0)  # Standard of the Elements
        shots = state.memory.shots.get((m.number, side), 0)
        command = inforce.command_active(state, side)
        if shots and command is not None and command.paid_action is not None:
            ranged += shots * command.paid_action.points
    parts = rules.vitality_breakdown(
        state,
        inst,
        opp,
        secondary=False,
        ranged_points=ranged,
        channeled=sum(c.points for c in fighter.channels),
    )
    return sum(v for _, v in parts), parts


def shot_points(state: CombatState, side: int, inst: CardInstance) -> int:
    """The points ``side``'s ranged attacker ``inst`` adds: printed, with what cards add to
    each of the side's ranged attacks."""
    channeled = sum(c[2] for c in state.memory.ranged_channels.get(inst.id, ()))  # Grim Skull
    return max(0, inst.creature.ranged + _ranged_bonus(state, side) + channeled)


def _ranged_before(state: CombatState, m: Matchup, rid: str) -> int:
    """The printed points of the other ranged attacks fired on match-up ``m`` before
    ``rid``, by either side, and still standing in it (Tavinmoor, Jinshade, Bellaret)."""
    order = {cid: index for index, cid in enumerate(state.play_order)}
    return sum(
        state.by_id[r].creature.ranged
        for fighter in m.fighters
        if fighter is not None
        for r in fighter.ranged
        if order.get(r, -1) < order[rid]
        and state.by_id[r].status == Status.STANDING
        and r not in state.memory.cancelled
    )


def _ranged_bonus(state: CombatState, side: int) -> int:
    """Points a card adds to each of ``side``'s ranged attacks."""
    stronghold = state.setup.side(side).stronghold
    bonus = stronghold.ranged_bonus if stronghold and inforce.defends_stronghold(state, side) else 0
    for source, ability in inforce.active_sources(state):
        if isinstance(ability, CommandAbility) and source.owner == side:
            bonus += ability.ranged_bonus
    for seat in (ATTACKER, DEFENDER):
        standard = inforce.standard(state, seat)
        if standard is not None and (seat == side or standard.ranged_sides == "both"):
            bonus += standard.ranged_bonus
    return bonus
