"""The match-up decided: destruction and AOEs after the spell window, then the comparison of
Vitality after the modify window, the loser beaten, and the match-up finished."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import (
    accessory_tokens,
    handlers,
    inforce,
    limits,
    rerolls,
    rules,
    shared,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    CommandAbility,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def destruction_and_aoe(state: CombatState) -> None:
    m = state.current
    assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
    a, d = state.by_id[m.fighters[0].id], state.by_id[m.fighters[1].id]
    doomed = []
    for me, other in ((a, d), (d, a)):
        if _destroys(state, me, other, secondary=False):
            doomed.append((other, me))
    for victim, killer in doomed:
        shared.set_status(state, victim.id, Status.DESTROYED, f"destroyed by {killer.name}")
    if doomed:
        m.result = "destroyed" if len(doomed) == 1 else "both destroyed"
    handlers.on_shown(state, m, a, d)
    if rerolls.then(state, Frame("primary_aoes", ("0", "0"))):
        return
    primary_aoes(state)


@rerolls.continuation("primary_aoes")
def _primary_aoes_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    primary_aoes(state, int(args[0]), resumed=args[1] == "1")


def primary_aoes(state: CombatState, first: int = 0, *, resumed: bool = False) -> None:
    """The fighters' AOEs go off (unless cancelled), from side ``first`` on (``resumed``: the
    ones before went off, and this one's die was rolled, before a reroll was asked about);
    then the modify window opens."""
    m = state.current
    assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
    a, d = state.by_id[m.fighters[0].id], state.by_id[m.fighters[1].id]
    going_off = [
        inst.id
        for inst in (a, d)
        if inst.status == Status.STANDING
        and inst.creature.aoe is not None
        and not inforce.forbidden(state, "aoe", inst.owner)
    ]
    if not resumed and state.ask_aoe_cancel(going_off, "primary"):
        return
    for side in range(first, 2):
        inst = (a, d)[side]
        aoe = inst.creature.aoe
        if inst.status == Status.STANDING and aoe is not None:
            if (
                not inforce.forbidden(state, "aoe", inst.owner)
                and inst.id not in state.aoe_cancelled
            ):
                frame = Frame("primary_aoes", (str(side), "1"))
                if rerolls.aoe(state, inst.owner, aoe, inst.name, frame):
                    return
    if not inforce.matchup_alive(state):
        finish_matchup(state)
        return
    if m.number in state.memory.frozen:
        compare(state)
        return
    state.phase, state.seat, state.passes = "modify_window", ATTACKER, 0
    state.skip_empty_window()


def _destroys(
    state: CombatState, me: CardInstance, other: CardInstance, *, secondary: bool
) -> bool:
    if me.status != Status.STANDING or other.status != Status.STANDING:
        return False
    for pattern in me.creature.destroys:
        if pattern.when == "secondary" and not secondary:
            continue
        if pattern.when == "primary" and secondary:
            continue
        if inforce.fits(state, pattern, other):
            return True
    return False


def compare(state: CombatState) -> None:
    m = state.current
    assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
    if rerolls.dice_ahead(state, Frame("compare"), _primary_look):
        return
    a, d = state.by_id[m.fighters[0].id], state.by_id[m.fighters[1].id]
    va, pa = state.fighter_vitality(m, ATTACKER)
    vd, pd = state.fighter_vitality(m, DEFENDER)
    m.fighters[0].vitality, m.fighters[0].breakdown = va, pa
    m.fighters[1].vitality, m.fighters[1].breakdown = vd, pd
    d_immune = rules.immune_to(
        d.creature, a.creature, attacker_defends_sh=False
    ) or inforce.granted_immunity(state, d, a)
    a_immune = rules.immune_to(
        a.creature, d.creature, attacker_defends_sh=inforce.defends_stronghold(state, DEFENDER)
    ) or inforce.granted_immunity(state, a, d)
    a.turned, d.turned = d_immune, a_immune
    winner: CardInstance | None = None
    if va != vd:
        winner, loser = (a, d) if va > vd else (d, a)
        if _margin_protects(state, loser, abs(va - vd)):
            winner = None
        elif _big_loss_wins(state, loser, abs(va - vd)):
            winner, loser = loser, winner
    else:
        winner = _push_winner(state, a, d)
        loser = d if winner is a else a
    frozen = state.memory.frozen.get(m.number)
    if frozen is not None and state.by_id[frozen].creature.ranged_effect == "push":
        winner = None
    told = False  # the result is told before what it does to the creatures, where it can be
    if winner is None:
        m.result = "push"
    elif _narrow_win(state, winner, abs(va - vd)):
        m.result = "both destroyed"
        state.tell(matchup_result(state, m))
        told = True
        for inst in (a, d):
            shared.set_status(state, inst.id, Status.DESTROYED, "a narrow win (Hal)")
    elif rules.immune_to(
        loser.creature,
        winner.creature,
        attacker_defends_sh=inforce.defends_stronghold(state, winner.owner),
        terrain=state.terrain_types,
    ) or inforce.granted_immunity(state, loser, winner):
        m.result = "no damage"
    elif not handlers.settled(state, m, winner, loser, abs(va - vd)):
        m.result = SIDE_NAMES[winner.owner]
        state.tell(matchup_result(state, m))
        told = True
        _beat(state, loser, winner)
        handlers.on_won(state, winner, loser, abs(va - vd))
        if rerolls.then(state, Frame("compared", ("1",))):
            return
    _compared(state, told=told)


def _primary_look(twin: CombatState) -> object:
    m = twin.current
    assert m is not None
    return [twin.fighter_vitality(m, side) for side in (ATTACKER, DEFENDER)]


@rerolls.continuation("compare")
def _compare_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    compare(state)


@rerolls.continuation("compared")
def _compared_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _compared(state, told=args[0] == "1")


def _compared(state: CombatState, *, told: bool) -> None:
    m = state.current
    assert m is not None
    handlers.on_compared(state, m)
    finish_matchup(state, told=told)


def _narrow_win(state: CombatState, winner: CardInstance, margin: int) -> bool:
    """Whether the loser's command card destroys both creatures of a match-up won by less
    than its margin (Hal, a Tosis Dragon)."""
    command = inforce.command_active(state, 1 - winner.owner)
    return command is not None and 0 < margin < command.narrow_win_destroys_both


def _big_loss_wins(state: CombatState, loser: CardInstance, margin: int) -> bool:
    """Whether the loser's command card turns a loss by more than its number into a win
    (Dork Age; Guardians never fight a match-up here, so its exception never arises)."""
    command = inforce.command_active(state, loser.owner)
    return command is not None and 0 < command.big_loss_wins < margin


def decide(state: CombatState, winner: CardInstance, loser: CardInstance, why: str) -> None:
    """A card decides the current primary match-up without a comparison: ``winner`` wins and
    ``loser`` is beaten as by a comparison (Summon Entropy Storm)."""
    m = state.current
    assert m is not None
    m.result = SIDE_NAMES[winner.owner]
    state.tell(ev.Effect(winner.name, f"wins the match-up ({why})"))
    _beat(state, loser, winner)
    handlers.on_won(state, winner, loser, 0)


def _margin_protects(state: CombatState, loser: CardInstance, margin: int) -> bool:
    """Whether a card says this loss is too narrow to beat the creature (a push)."""
    rules_here = [loser.creature.beaten_only_by] if loser.creature.beaten_only_by else []
    for source, ability in inforce.active_sources(state):
        if (
            isinstance(ability, CommandAbility)
            and source.owner == loser.owner
            and ability.beaten_only_by is not None
        ):
            rules_here.append(ability.beaten_only_by)
    for rule in rules_here:
        if rule.terrain is not None and not any(t in state.terrain_types for t in rule.terrain):
            continue
        if rule.to is not None and not inforce.fits(state, rule.to, loser):
            continue
        if margin < rule.margin:
            return True
    return False


def _push_winner(state: CombatState, a: CardInstance, d: CardInstance) -> CardInstance | None:
    """A card that makes its side win pushes (if only one side has one)."""
    winners = {s for s in (ATTACKER, DEFENDER) if limits.wins_pushes(state, s, primary=True)}
    if len(winners) == 1:
        return a if ATTACKER in winners else d
    return None


def _beat(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    destroy = winner.creature.wins_destroys or any(
        p.when != "secondary" and inforce.fits(state, p, loser)
        for p in winner.creature.wins_destroys_vs
    )
    destroy = destroy or any(
        inforce.fits(state, p, winner) for p in loser.creature.destroyed_if_beaten
    )
    destroy = destroy or any(
        isinstance(ability, CommandAbility) and ability.beaten_become_destroyed
        for _source, ability in inforce.active_sources(state)
    )
    m = state.current
    if m is not None and not m.secondary:
        fighter = m.fighters[winner.owner]
        destroy = destroy or (
            fighter is not None
            and any(
                state.by_id[r].status == Status.STANDING
                and state.by_id[r].creature.ranged_effect == "win_destroys"
                for r in fighter.ranged
            )
        )
    if limits.indestructible(state, loser):
        destroy = False
    shared.set_status(
        state, loser.id, Status.DESTROYED if destroy else Status.BEATEN, f"by {winner.name}"
    )
    beaten_triggers(state, loser, winner)


def beaten_triggers(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """A creature has been beaten: the handlers "on beaten", then the power-stone triggers
    (its own, its victor's, watchers')."""
    handlers.on_beaten(state, loser, winner)
    accessory_tokens.on_beaten(state, loser, winner)  # Heliopolos
    for trigger in winner.creature.stone_triggers:
        if trigger.on == "beats" and (trigger.vs is None or inforce.fits(state, trigger.vs, loser)):
            if not trigger.if_channeled or loser.id in state.channeled_into:
                shared.gain_stones(state, winner.owner, trigger, winner.name)
    for trigger in loser.creature.stone_triggers:
        if trigger.on == "beaten" and (
            trigger.vs is None or inforce.fits(state, trigger.vs, winner)
        ):
            shared.gain_stones(state, loser.owner, trigger, loser.name)
    for inst in state.cards:
        if inst.owner == loser.owner or not inst.on_table or not inst.is_creature:
            continue
        if inst.role == Role.NONE:
            continue
        for trigger in inst.creature.stone_triggers:
            if trigger.on != "opponent_beaten":
                continue
            if inst.status == Status.STANDING or trigger.while_beaten:
                shared.gain_stones(state, inst.owner, trigger, inst.name)


def matchup_result(state: CombatState, m: Matchup) -> ev.MatchupResult:
    """The event of a decided primary match-up: each fighter, its Vitality and its parts."""
    cards: list[str | None] = []
    values: list[int | None] = []
    parts: list[tuple[tuple[str, int], ...]] = []
    for fighter in m.fighters:
        inst = None if fighter is None else state.by_id[fighter.id]
        cards.append(None if inst is None else inst.name)
        known = fighter is not None and bool(fighter.breakdown)
        values.append(fighter.vitality if fighter is not None and known else None)
        parts.append(tuple(fighter.breakdown) if fighter is not None else ())
    winner = SIDE_NAMES.index(m.result) if m.result in SIDE_NAMES else None
    return ev.MatchupResult(
        m.number,
        (ATTACKER, DEFENDER),
        (cards[0], cards[1]),
        (values[0], values[1]),
        (parts[0], parts[1]),
        m.result or "",
        winner,
    )


def finish_matchup(state: CombatState, *, told: bool = False) -> None:
    """The current match-up is over: its result is told (unless ``told`` already), then the
    next one begins."""
    m = state.current
    assert m is not None
    if m.secondary:
        state.after_secondary()
        return
    if m.fighters[0] is not None and m.fighters[1] is not None and not m.fighters[0].breakdown:
        for side in (ATTACKER, DEFENDER):
            fighter = m.fighters[side]
            assert fighter is not None
            if state.by_id[fighter.id].is_creature:
                fighter.vitality, fighter.breakdown = state.fighter_vitality(m, side)
    for fighter in m.fighters:
        inst = state.by_id[fighter.id] if fighter is not None else None
        if inst is None or not inst.is_creature or inst.status != Status.STANDING:
            continue
        rule = inst.creature.discards_bribery
        if rule is not None and rule.when == "survives":
            shared.discard_bribery(state, inst)
    if state.realm_changed:
        state.restore_realms()
    if not told:
        state.tell(matchup_result(state, m))
    state.start_primary()
