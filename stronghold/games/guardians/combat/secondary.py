"""Secondary attacks: after the primary match-ups, each side may add creatures against a
beaten opponent's creature; bribery of secondary attackers; the secondary totals.

Phases: ``secondary``, ``secondary_bribery``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import (
    bribe_answers,
    command_only,
    flow_spells,
    inforce,
    limits,
    rerolls,
    retreats,
    rules,
    shared,
    stand_ins,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Fighter,
    Matchup,
    Role,
    Status,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def secondary_options(state: CombatState, seat: int) -> list[CombatAction]:
    targets = [
        i
        for i in state.cards
        if i.owner != seat and i.role != Role.NONE and rules.standing(i) and i.is_creature
    ]
    return [
        act.Secondary(attacker.id, target.id)
        for attacker in command_only.hand_fighters(state, seat)
        for target in targets
        if not any(
            inforce.fits(state, p, attacker, secondary=True)
            for p in target.creature.secondary_immune
        )
        and not inforce.sheltered(state, target)
        and target.id not in state.memory.safe
    ]


def start_secondary(state: CombatState) -> None:
    if retreats.after_primaries(state):  # Captain Hannibal Hawks
        return
    has = [bool(command_only.hand_fighters(state, s)) for s in (ATTACKER, DEFENDER)]
    state.current = None
    if has[ATTACKER] == has[DEFENDER]:
        state.resolve()
        return
    side = ATTACKER if has[ATTACKER] else DEFENDER
    usable = bool(secondary_options(state, side)) or bool(stand_ins.options(state, side))
    if not shared.asks(state, side, has_choice=usable, zones=("hand",)):
        state.resolve()
        return
    state.secondary_side = side
    state.phase, state.seat = "secondary", side


def _on_secondary(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Done):
        state.resolve()
        return
    if isinstance(action, act.StandIn):  # a trade for the last primary match-up
        stand_ins.do(state, seat, action)
        return
    assert isinstance(action, act.Secondary)
    attacker_id, target_id = action.attacker, action.target
    group = next(
        (m for m in state.matchups if m.secondary and m.target == target_id and m.result == "open"),
        None,
    )
    if group is None:
        group = Matchup(0, [None, None], result="open", secondary=True, target=target_id)
        state.matchups.append(group)
    inst = state.by_id[attacker_id]
    inst.status, inst.role, inst.revealed = Status.STANDING, Role.SECONDARY, True
    state.play_order.append(attacker_id)
    group.spells.append(attacker_id)  # attackers in order (the last gets bonuses)
    group.fighters[seat] = Fighter(attacker_id)
    state.current = group
    state.tell(ev.SecondaryAttack(seat, inst.name, inforce.name(state, target_id) or ""))
    state.phase, state.seat = "secondary_bribery", 1 - seat
    # Asked whenever its storage hides cards, so that being asked tells nothing of them.
    usable = len(state.options(1 - seat)) > 1
    if not shared.asks(state, 1 - seat, has_choice=usable, zones=("storage",)):
        _after_secondary_bribery(state)


def _on_secondary_bribery(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Bribe):
        state.bribe(seat, action.target, action.icon)
    _after_secondary_bribery(state)


def _after_secondary_bribery(state: CombatState) -> None:
    if bribe_answers.ask(state):  # a bribe held while it is answered (Shadow Bank Job)
        return
    m = state.current
    assert m is not None and state.secondary_side is not None
    fighter = m.fighters[state.secondary_side]
    assert fighter is not None
    if state.by_id[fighter.id].status != Status.STANDING:
        m.spells.remove(fighter.id)
        m.fighters[state.secondary_side] = None
        after_secondary(state)
        return
    state.phase, state.seat, state.passes = "modify_window", state.secondary_side, 0
    state.skip_empty_window()


def secondary_total(state: CombatState, m: Matchup) -> tuple[int, list[tuple[str, int]]]:
    """The attacking group's Vitality against its target, every part named."""
    assert m.target is not None and state.secondary_side is not None
    side = state.secondary_side
    attackers = [state.by_id[c] for c in m.spells if state.by_id[c].status == Status.STANDING]
    target = state.by_id[m.target]
    parts: list[tuple[str, int]] = []
    for inst in attackers[:-1]:
        parts.append((f"{inst.name} (base)", inst.creature.vitality))
    if attackers:
        last = attackers[-1]
        fighter = m.fighters[side]
        channeled = (
            sum(c.points for c in fighter.channels)
            if fighter is not None and fighter.id == last.id
            else 0
        )
        for label, value in rules.vitality_breakdown(
            state, last, target, secondary=True, ranged_points=0, channeled=channeled
        ):
            parts.append((f"{last.name} {label}", value))
    bonus = _primary_bonus(state, side, target)
    if bonus is not None:
        parts.append(bonus)
    return sum(v for _, v in parts), parts


def _primary_bonus(state: CombatState, side: int, target: CardInstance) -> tuple[str, int] | None:
    """Base Vitality of the own creature that fought the target, if it did damage."""
    if target.role != Role.PRIMARY or target.matchup is None:
        return None
    m = next(x for x in state.matchups if not x.secondary and x.number == target.matchup)
    fighter = m.fighters[side]
    if fighter is None:
        return None
    mine = state.by_id[fighter.id]
    if mine.status == Status.BRIBED or mine.turned:
        return None
    creature = mine.creature
    if mine.status in (Status.BEATEN, Status.DESTROYED) and creature.beaten_secondary_bonus:
        return (f"{mine.name} (beaten: its own bonus)", creature.beaten_secondary_bonus)
    return (f"{mine.name} already fought it", creature.vitality)


@rerolls.continuation("after_secondary")
def _after_secondary_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    after_secondary(state)


def _secondary_look(twin: CombatState) -> object:
    assert twin.current is not None
    return secondary_total(twin, twin.current)


def after_secondary(state: CombatState) -> None:
    m = state.current
    assert m is not None and m.target is not None and state.secondary_side is not None
    target = state.by_id[m.target]
    attackers = [state.by_id[c] for c in m.spells if state.by_id[c].status == Status.STANDING]
    if attackers and rules.standing(target):
        if rerolls.dice_ahead(state, Frame("after_secondary"), _secondary_look):
            return
        last = attackers[-1]
        total, parts = secondary_total(state, m)
        fighter = m.fighters[state.secondary_side]
        if fighter is not None:
            fighter.vitality, fighter.breakdown = total, parts
        target_vit = target.creature.vitality
        state.tell(
            ev.SecondaryResult(state.secondary_side, target.name, total, tuple(parts), target_vit)
        )
        if _secondary_immunity(state, target, last):
            m.result = "no damage"
            last.turned = True
        elif _destroys_secondary(state, last, target):
            shared.set_status(state, target.id, Status.DESTROYED, f"destroyed by {last.name}")
            m.result = "destroyed"
        elif (
            total > target_vit
            or last.creature.beats_as_secondary
            or (
                total == target_vit
                and limits.wins_pushes(state, state.secondary_side, primary=False)
                and not limits.wins_pushes(state, target.owner, primary=False)
            )
        ):
            shared.set_status(state, target.id, Status.BEATEN, f"by {last.name}")
            state.beaten_triggers(target, last)
            m.result = SIDE_NAMES[state.secondary_side]
    state.current = None
    if command_only.hand_fighters(state, state.secondary_side) and secondary_options(
        state, state.secondary_side
    ):
        state.phase, state.seat = "secondary", state.secondary_side
    else:
        state.resolve()


def _secondary_immunity(state: CombatState, target: CardInstance, attacker: CardInstance) -> bool:
    """Immunities survive secondary attacks only when the card says they are for them."""
    return any(
        pattern.secondary and inforce.fits(state, pattern, attacker, secondary=True)
        for pattern in target.creature.immune.creatures
    )


def _destroys_secondary(state: CombatState, last: CardInstance, target: CardInstance) -> bool:
    for pattern in last.creature.destroys:
        if pattern.when == "primary":
            continue
        if inforce.fits(state, pattern, target):
            return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at a secondary step."""
    if state.phase == "secondary_bribe_answer":
        return bribe_answers.options(state, seat)
    if state.phase == "secondary_bribery":
        targets = inforce.secondary_attackers_now(state)
        return [*state.bribe_options(seat, targets), shared.pass_action()]
    attacks = secondary_options(state, seat)
    done = [] if attacks and flow_spells.must_attack(state) else [act.DONE]  # Total Chaos
    return [*attacks, *stand_ins.options(state, seat), *done]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


def _on_answer(state: CombatState, seat: int, action: CombatAction) -> None:
    if bribe_answers.answer(state, seat, action) is not None:
        _after_secondary_bribery(state)


_STEPS: dict[str, Step] = {
    "secondary": _on_secondary,
    "secondary_bribery": _on_secondary_bribery,
    "secondary_bribe_answer": _on_answer,
}
