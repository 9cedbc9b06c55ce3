"""Bribery: a seat may bribe the opposing fighter with a card of its bribe kind (or with a
standard bearer's icons), in turn from the attacker, until both pass.

Phases: ``icons``, ``bribery``; then the spell window (windows.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import (
    bribe_answers,
    costs,
    inforce,
    item_bribes,
    rerolls,
    shared,
    unchallenged,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Frame, PowerNote
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    Bribery,
    Creature,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def _bribery_blocked(state: CombatState, kind: str, target: CardInstance) -> bool:
    terrain = state.setup.terrain
    if terrain is not None and kind in terrain.blocks_bribery:
        return True
    for inst in state.cards:
        if (
            inst.is_creature
            and inst.on_table
            and inst.role != Role.NONE
            and kind in inst.creature.blocks_bribery
            and inst.id != target.id
        ):
            return True
    return False


def bribeable(state: CombatState, target: CardInstance, kind: str) -> bool:
    """Whether a bribe of ``kind`` could bribe this creature here (its icon, no immunity, no
    unbribeable standard bearer, nothing in play or the land blocking that kind)."""
    card = target.card
    return isinstance(card, Creature) and bribeable_card(state, target.owner, card, kind, target)


def bribeable_card(
    state: CombatState, owner: int, card: Creature, kind: str, target: CardInstance | None = None
) -> bool:
    """``bribeable`` for a card of ``owner`` (``target``: the instance, if it is in play)."""
    if "bribery" in card.immune.kinds or kind not in card.bribe:
        return False
    standard = inforce.standard(state, owner)
    if standard is not None and standard.unbribeable:
        return False
    terrain = state.setup.terrain
    if terrain is not None and kind in terrain.blocks_bribery:
        return False
    return not any(
        inst.is_creature
        and inst.on_table
        and inst.role != Role.NONE
        and kind in inst.creature.blocks_bribery
        and (target is None or inst.id != target.id)
        for inst in state.cards
    )


def bribe_options(state: CombatState, seat: int, targets: list[CardInstance]) -> list[CombatAction]:
    out = item_bribes.options(state, seat, targets, bribeable)  # Cratur Hobbs
    have = {
        inst.card.bribes
        for inst in inforce.storage(state, seat)
        if isinstance(inst.card, Bribery) and costs.affordable(state, seat, inst.card)
    }
    if not have:  # no bribery card in storage: nothing more to offer
        return out
    command = inforce.command_active(state, seat)
    any_icon = command is not None and command.bribe_any_icon
    for target in targets:
        if not target.is_creature or "bribery" in target.creature.immune.kinds:
            continue
        standard = inforce.standard(state, target.owner)
        if standard is not None and standard.unbribeable:
            continue
        for kind in shared.BRIBES:
            icon = kind in target.creature.bribe or (any_icon and bool(target.creature.bribe))
            if kind in have and icon:
                if not _bribery_blocked(state, kind, target):
                    out.append(act.Bribe(target.id, kind))
    return out


def open_bribery(state: CombatState) -> None:
    """Bribery opens; first a standard bearer's owner may pay to change bribery icons of
    creatures on the table (Dem Bones 15), as often as he pays."""
    m = state.current
    assert m is not None
    for seat in (ATTACKER, DEFENDER):
        done = PowerNote(seat, "icons_done", str(m.number)) in state.power_log
        if not done and icon_options(state, seat):
            state.phase, state.seat = "icons", seat
            return
    state.phase, state.seat = "bribery", ATTACKER
    _skip_bribery(state)


def icon_options(state: CombatState, seat: int) -> list[CombatAction]:
    standard = inforce.standard(state, seat)
    if standard is None or standard.power != "change_bribe":
        return []
    if state.stones[seat] < standard.power_stones:
        return []
    out: list[CombatAction] = []
    for inst in state.cards:
        if not inst.is_creature or inst.role == Role.NONE or inst.status != Status.STANDING:
            continue
        icons = inst.creature.bribe
        for old in icons:
            for new in shared.BRIBES:
                if new not in icons:
                    out.append(act.Power("standard", "icon", inst.id, old, new))
    return out


def _on_icons(state: CombatState, seat: int, action: CombatAction) -> None:
    m = state.current
    assert m is not None
    if isinstance(action, act.Pass):
        state.power_log.append(PowerNote(seat, "icons_done", str(m.number)))
    else:
        assert isinstance(action, act.Power)
        standard = inforce.standard(state, seat)
        assert standard is not None
        cid, old, new = action.target, action.value, action.new_value
        assert cid is not None and old is not None and new is not None
        inst = state.by_id[cid]
        icons = [new if b == old else b for b in inst.creature.bribe]
        inst.card = inst.creature.model_copy(update={"bribe": icons})
        state.spend(seat, standard.power_stones)
        by = inforce.name(state, inforce.standard_source_id(state, seat)) or ""
        shown = f"{inst.name}: {old} to {new}"
        shared.power_note(
            state, seat, "icon", f"{cid}:{old}>{new}", standard.power_stones, by, shown
        )
    open_bribery(state)


def _skip_bribery(state: CombatState) -> None:
    """Move past bribery decisions where the seat has nothing it could bribe with, when
    that is public (``shared.asks``)."""
    while state.phase == "bribery" and state.seat is not None:
        if len(state.options(state.seat)) > 1:
            return
        if shared.asks(state, state.seat, has_choice=False, zones=("storage",)):
            return
        if state.seat == DEFENDER and state.pending_bribe is not None:
            target, kind = state.pending_bribe
            state.pending_bribe = None
            bribe(state, ATTACKER, target, kind)
        _bribery_step(state, state.seat)


def _bribery_step(state: CombatState, seat: int) -> None:
    if bribe_answers.ask(state):  # a bribe held while it is answered (Shadow Bank Job)
        return
    state.bribe_done[seat] = True
    if seat == ATTACKER:
        state.seat = DEFENDER
        return
    after_bribery(state)


def _on_bribery(state: CombatState, seat: int, action: CombatAction) -> None:
    simultaneous = state.setup.rules.bribery == "simultaneous"
    if simultaneous and seat == ATTACKER:
        state.pending_bribe = (
            (action.target, action.icon) if isinstance(action, act.Bribe) else None
        )
    elif isinstance(action, act.Bribe):
        bribe(state, seat, action.target, action.icon)
    else:
        state.tell(ev.NoBribe(seat))
    if simultaneous and seat == DEFENDER and state.pending_bribe is not None:
        target, kind = state.pending_bribe
        state.pending_bribe = None
        bribe(state, ATTACKER, target, kind)
    _bribery_step(state, seat)
    _skip_bribery(state)


def bribe(state: CombatState, seat: int, target: str, kind: str) -> None:
    if bribe_answers.hold(state, seat, target, kind):
        return
    card = item_bribes.paid_with(state, seat, kind) or next(
        i
        for i in inforce.storage(state, seat)
        if isinstance(i.card, Bribery) and i.card.bribes == kind
    )
    card.status, card.revealed = Status.USED, True
    costs.pay(state, seat, card.card)  # nothing, unless a Spectre's Ward is in force
    shared.set_status(state, target, Status.BRIBED, f"with {card.name}")
    keeper = next(
        (
            source
            for source, ability in inforce.active_sources(state)
            if isinstance(ability, Creature)
            and source.owner == seat
            and kind in ability.bribery_returns
            and not inforce.blanked(state, source)
        ),
        None,
    )
    if keeper is not None:
        card.status = Status.HAND
        state.tell(ev.Effect(keeper.name, card.name + " goes back to the storage hand"))
    victim = state.by_id[target].owner
    gain = inforce.guardian(state, victim).stones_when_bribed
    if gain and victim != seat:
        state.stones[victim] += gain
        state.tell(ev.Stones(victim, gain, inforce.guardian(state, victim).name))
    m = state.current
    if m is not None and not m.secondary:
        fighter = m.fighters[1 - seat]
        if fighter is not None and fighter.id == target:
            m.result = "bribed"


def after_bribery(state: CombatState) -> None:
    m = state.current
    assert m is not None
    alive = [f is not None and state.by_id[f.id].status == Status.STANDING for f in m.fighters]
    if all(alive):
        state.phase, state.seat, state.passes = "spell_window", ATTACKER, 0
        state.skip_empty_window()
        return
    # One or both bribed away: the other stands unchallenged, its AOE still goes off.
    going_off = [
        f.id
        for f, ok in zip(m.fighters, alive, strict=True)
        if ok and f is not None and state.by_id[f.id].creature.aoe is not None
    ]
    if state.ask_aoe_cancel(going_off, "bribed"):
        return
    bribed_aoes(state, 0)


@rerolls.continuation("bribed_aoes")
def _bribed_aoes_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    bribed_aoes(state, int(args[0]))


def bribed_aoes(state: CombatState, first: int) -> None:
    """The AOE of a fighter left standing by a bribe goes off (from side ``first`` on: the
    ones before went off before a die stopped them); the match-up is over."""
    m = state.current
    assert m is not None
    for side in range(first, 2):
        fighter = m.fighters[side]
        if fighter is None or fighter.id in state.aoe_cancelled:
            continue
        inst = state.by_id[fighter.id]
        aoe = inst.creature.aoe
        if inst.status == Status.STANDING and aoe is not None:
            if rerolls.aoe(state, side, aoe, inst.name, Frame("bribed_aoes", (str(side),))):
                return
    m.result = "bribed"
    state.finish_matchup()


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at a bribery step."""
    if state.phase == "icons":
        return [*icon_options(state, seat), shared.pass_action()]
    if state.phase == "bribe_answer":
        return bribe_answers.options(state, seat)
    targets = inforce.fighter_targets(state, 1 - seat)
    return [*bribe_options(state, seat, targets), shared.pass_action()]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


def _on_answer(state: CombatState, seat: int, action: CombatAction) -> None:
    resume = bribe_answers.answer(state, seat, action)
    if resume is None:
        return
    if unchallenged.stepped_out(state):  # Pirate Double Cross
        state.finish_matchup()
        return
    state.phase = "bribery"
    _bribery_step(state, resume)
    _skip_bribery(state)


_STEPS: dict[str, Step] = {"bribery": _on_bribery, "icons": _on_icons, "bribe_answer": _on_answer}
