"""The resolution of the combat: who controls the space, what it wins, healing, the end.

Phase: ``heal``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.state import Outcome
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import (
    flow_spells,
    handlers,
    inforce,
    limits,
    raids,
    report,
    retreats,
    shared,
)
from stronghold.games.guardians.combat import upgrades as combat_upgrades
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import PowerNote
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    CombatResult,
    Status,
)
from stronghold.games.guardians.schema import Creature, Item, Match

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def heal_options(state: CombatState, seat: int) -> list[CombatAction]:
    assert state.result is not None
    won = state.result.winner == seat
    healers = [
        i
        for i in report.alive_creatures(state, seat)
        if i.creature.heals is not None
        and i.zone != "up"
        and (i.id not in state.healed_by or limits.heals_left(state, i) > 0)
        and (won or i.creature.heals_regardless)
        and i.creature.heal_cost <= state.stones[seat]
    ]
    healers += [  # healing items in the combat hand, once each (Altar of Takuli)
        i
        for i in state.cards
        if i.owner == seat
        and isinstance(i.card, Item)
        and i.card.heals is not None
        and i.zone == "hand"
        and i.status == Status.HAND
        and i.id not in state.healed_by
        and won
        and i.card.heal_cost <= state.stones[seat]
    ]
    beaten = [i for i in state.cards if i.owner == seat and i.status == Status.BEATEN]
    out: list[CombatAction] = []
    for healer in healers:
        pattern, _ = heal_rule(healer)
        for target in inforce.unique_names(beaten):
            if inforce.fits(state, pattern, target):
                out.append(act.Heal(healer.id, target.id))
    return out


def heal_rule(healer: CardInstance) -> tuple[Match, int]:
    """What a healer heals and the stones each healing costs (a creature's or an item's)."""
    card = healer.card
    assert isinstance(card, Creature | Item) and card.heals is not None
    return card.heals, card.heal_cost


def resolve(state: CombatState) -> None:
    state.current = None
    flow_spells.give_back(state)  # Total Chaos: the hands go back before control
    if flow_spells.ask(state, flow_spells.BLITZ):  # Kasmir's Blitz: another round first
        return
    if combat_upgrades.idol_pending(state):
        return
    retreated = state.memory.retreated  # a side left the combat (combat/retreats.py)
    if state.setup.rules.unplayed_count and retreated is None:
        for inst in state.cards:  # creatures never played count: they are shown
            if inst.is_creature and inst.status == Status.HAND and inst.zone == "hand":
                inst.revealed = True
    ta, counted_a = report.control_total(state, ATTACKER)
    td, counted_d = report.control_total(state, DEFENDER)
    ta += combat_upgrades.idol_bonus(state, ATTACKER)
    td += combat_upgrades.idol_bonus(state, DEFENDER)
    winner = ATTACKER if ta > td else DEFENDER
    if retreated is not None:  # nothing is counted: the side that stayed holds the space
        ta = td = 0
        counted_a, counted_d = [], []
        winner = 1 - retreated
    state.result = CombatResult(winner, (ta, td))
    counted = (tuple(counted_a), tuple(counted_d))
    state.tell(ev.CombatResolved((ATTACKER, DEFENDER), (ta, td), counted, winner))
    _after_resolution(state, winner)
    retreats.destroy_stayers(state, winner)  # Slimwit Man
    standard, source = inforce.standard(state, winner), inforce.standard_source(state, winner)
    if standard is not None and source is not None:
        for trigger in standard.stone_triggers:
            if trigger.on == "wins_combat":
                shared.gain_stones(state, winner, trigger, source.name)
    if raids.ask(state, winner):  # Pirate Raiding Party
        return
    state.phase = "heal"
    state.seat = winner
    _heal_or_next(state, winner)


def _on_raid(state: CombatState, seat: int, action: CombatAction) -> None:
    if not raids.answer(state, seat, action):
        return
    assert state.result is not None
    winner = state.result.winner
    state.phase, state.seat = "heal", winner
    _heal_or_next(state, winner)


def _after_resolution(state: CombatState, winner: int) -> None:
    """What cards do once the space is decided: the handlers "on resolution" (a Tangle Web's
    victor that must leave is destroyed); survivors' stone triggers (Thief of Shadow)."""
    handlers.on_resolution(state, winner)
    for inst in state.cards:
        if not inst.is_creature or inst.zone != "hand":
            continue
        if inst.status not in (Status.STANDING, Status.HAND):
            continue
        for trigger in inst.creature.stone_triggers:
            if trigger.on != "survives":
                continue
            if trigger.opponent_stronghold and not inforce.defends_stronghold(
                state, 1 - inst.owner
            ):
                continue
            shared.gain_stones(state, inst.owner, trigger, inst.name)


def _heal_or_next(state: CombatState, seat: int) -> None:
    if _asked_to_heal(state, seat):
        state.phase, state.seat = "heal", seat
        return
    assert state.result is not None
    winner = state.result.winner
    if seat == winner and _asked_to_heal(state, 1 - winner):
        state.phase, state.seat = "heal", 1 - winner
        return
    finish(state)


def _asked_to_heal(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` is asked to heal: it has a beaten creature (public) and a healer
    that can heal it, or holds face-down cards (``shared.asks``)."""
    if not any(i.owner == seat and i.status == Status.BEATEN for i in state.cards):
        return False
    return shared.asks(state, seat, has_choice=bool(heal_options(state, seat)), zones=("hand",))


def _on_heal(state: CombatState, seat: int, action: CombatAction) -> None:
    assert state.result is not None
    if isinstance(action, act.Done):
        if seat == state.result.winner:
            _heal_or_next_after_done(state, seat)
        else:
            finish(state)
        return
    assert isinstance(action, act.Heal)
    healer, target = action.healer, action.target
    state.spend(seat, heal_rule(state.by_id[healer])[1])
    state.healed_by.add(healer)
    limits.healed(state, state.by_id[healer])
    state.healed_by.add(target)
    shared.set_status(state, target, Status.HEALED, f"by {state.by_id[healer].name}")
    _heal_or_next(state, seat)


def _heal_or_next_after_done(state: CombatState, seat: int) -> None:
    if _asked_to_heal(state, 1 - seat):
        state.phase, state.seat = "heal", 1 - seat
    else:
        finish(state)


def finish(state: CombatState) -> None:
    assert state.result is not None
    if state.next_payment("finish"):
        return
    for seat in (ATTACKER, DEFENDER):
        if PowerNote(seat, "reclaim_done") not in state.power_log and state.reclaimable(seat):
            state.phase, state.seat = "reclaim", seat
            return
    winner = state.result.winner
    ta, td = state.result.totals
    state.phase, state.seat = "over", None
    reason = (
        f"the {SIDE_NAMES[winner]} holds the space {max(ta, td)} to {min(ta, td)}"
        if ta != td
        else f"a tie at {ta} goes to the defender"
    )
    state._outcome = Outcome.from_winners(
        [winner], seats=2, reason=reason, details=report.summary(state)
    )


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` when it may heal (or play a spell after winning)."""
    if state.phase == raids.PHASE:
        return raids.options(state, seat)
    return [*heal_options(state, seat), act.DONE]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


_STEPS: dict[str, Step] = {"heal": _on_heal, raids.PHASE: _on_raid}
