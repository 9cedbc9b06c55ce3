"""Paid powers of Guardians and standard bearers: paid actions, realm changes, Guardian
channeling (and its cancelling), cancelling AOEs, reclaiming beaten creatures.

Phases: ``channel_response``, ``aoe_cancel``, ``reclaim``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import (
    inforce,
    limits,
    ranged,
    shared,
    terrain_effects,
)
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import (
    AoeCancelAsked,
    ChannelCancelAsked,
    PowerNote,
)
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Channel,
    Status,
)
from stronghold.games.guardians.schema import (
    Bribe,
    Bribery,
    Realm,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def paid_action_option(state: CombatState, seat: int) -> CombatAction | None:
    """``pay <command id> yes``: the seat's command card lets it pay stones in a primary
    match-up to blank the opposing creature (Preist of Horus) or for a ranged shot
    (Handles O'Rourke)."""
    m = state.current
    command = inforce.command_active(state, seat)
    if m is None or m.secondary or command is None or command.paid_action is None:
        return None
    rule = command.paid_action
    if state.stones[seat] < rule.stones:
        return None
    if rule.pays_with is not None and _paying_card(state, seat, rule.pays_with) is None:
        return None
    mine = m.fighters[seat]
    if rule.for_fighter is not None and (
        mine is None or not inforce.fits(state, rule.for_fighter, state.by_id[mine.id])
    ):
        return None
    theirs = m.fighters[1 - seat]
    if theirs is None or state.by_id[theirs.id].status != Status.STANDING:
        return None
    if rule.what == "blank" and inforce.blanked(state, state.by_id[theirs.id]):
        return None
    if rule.what == "ranged" and (
        state.no_ranged_terrain or inforce.forbidden(state, "ranged", seat)
    ):
        return None
    cid = state.commands[seat]
    assert cid is not None
    return act.Pay(cid, True)


def _paying_card(state: CombatState, seat: int, kind: Bribe) -> CardInstance | None:
    """A bribery card of ``kind`` in ``seat``'s storage hand, to pay a paid action with."""
    return next(
        (
            i
            for i in state.cards
            if i.owner == seat
            and i.zone == "storage"
            and i.status == Status.HAND
            and isinstance(i.card, Bribery)
            and i.card.bribes == kind
        ),
        None,
    )


def paid_action(state: CombatState, seat: int) -> None:
    m = state.current
    command = inforce.command_active(state, seat)
    assert m is not None and command is not None and command.paid_action is not None
    rule = command.paid_action
    source = inforce.name(state, state.commands[seat]) or ""
    if rule.pays_with is not None:  # a bribery card of the storage hand pays (Mayor McGreed)
        card = _paying_card(state, seat, rule.pays_with)
        assert card is not None
        card.status, card.revealed = Status.USED, True
        state.tell(ev.Effect(source, f"fires {card.name} from the storage hand"))
    else:
        state.spend(seat, rule.stones)
        state.tell(ev.Stones(seat, -rule.stones, source))
    theirs = m.fighters[1 - seat]
    assert theirs is not None
    if rule.what == "blank":
        state.memory.blanked[theirs.id] = state.commands[seat] or ""
        blanked = state.by_id[theirs.id].name
        state.tell(ev.Effect(source, "empties the text box of " + blanked))
    else:
        key = (m.number, seat)
        state.memory.shots[key] = state.memory.shots.get(key, 0) + 1
        state.tell(ev.RangedFired(seat, source, rule.points))


def realm_options(state: CombatState, seat: int) -> list[CombatAction]:
    """Brom's Dragon 19: pay to give a fighter of this primary match-up another realm."""
    standard, m = inforce.standard(state, seat), state.current
    if standard is None or standard.power != "change_realm" or m is None or m.secondary:
        return []
    if state.stones[seat] < standard.power_stones:
        return []
    out: list[CombatAction] = []
    for fighter in m.fighters:
        if fighter is None or fighter.id in state.realm_changed:
            continue
        inst = state.by_id[fighter.id]
        if inst.status != Status.STANDING:
            continue
        for realm in Realm:
            if realm != inst.creature.realm:
                out.append(act.Power("standard", "realm", inst.id, realm.value))
    return out


def class_options(state: CombatState, seat: int) -> list[CombatAction]:
    """A command card that gives fighters a class (Chief Lector Priest of Sethos, High
    Priestess of Isis): each matching fighter of the current primary match-up, once."""
    command, m = inforce.command_active(state, seat), state.current
    if command is None or command.sets_class is None or m is None or m.secondary:
        return []
    side = seat if command.sets_class_sides == "own" else 1 - seat
    fighter = m.fighters[side]
    if fighter is None or fighter.id in state.memory.classes_given:
        return []
    inst = state.by_id[fighter.id]
    if inst.status != Status.STANDING or not inforce.fits(state, command.sets_class, inst):
        return []
    return [act.Power("command", "class", inst.id, word) for word in shared.class_choices()]


def restore_realms(state: CombatState) -> None:
    """A match-up is over: realms changed for it are printed ones again."""
    for cid, realm in sorted(state.realm_changed.items()):
        inst = state.by_id[cid]
        inst.card = inst.creature.model_copy(update={"realm": Realm(realm)})
    state.realm_changed.clear()


def power(state: CombatState, seat: int, action: CombatAction) -> None:
    """A paid power used in a window: Gaar's channeling, a command card dispelled, a realm
    changed."""
    assert isinstance(action, act.Power)
    source, what = action.source, action.what
    if source == "guardian" and what == "channel":
        _power_channel(state, seat)
        return
    if limits.power(state, seat, action):  # Professor Heisenburg's roll
        return
    if what == "class":
        assert action.target is not None and action.value is not None
        cid = state.commands[seat]
        by = inforce.name(state, cid) if cid is not None else None
        shared.give_class(state, action.target, action.value, by or "", lapses=True)
        return
    if what == "realm":
        standard = inforce.standard(state, seat)
        assert standard is not None
        assert action.target is not None and action.value is not None
        cid, realm = action.target, Realm(action.value)
        inst = state.by_id[cid]
        state.realm_changed[cid] = inst.creature.realm.value
        inst.card = inst.creature.model_copy(update={"realm": realm})
        state.spend(seat, standard.power_stones)
        by = inforce.name(state, inforce.standard_source_id(state, seat)) or ""
        shown = f"{inst.name}: {realm.value}"
        shared.power_note(
            state, seat, "realm", f"{cid}:{realm.value}", standard.power_stones, by, shown
        )
        return
    target = action.target
    assert target is not None
    if source == "guardian":
        cost, by = (
            inforce.guardian(state, seat).dispel_spell_stones,
            inforce.guardian(state, seat).name,
        )
    else:
        standard = inforce.standard(state, seat)
        assert standard is not None
        cost, by = (
            standard.power_stones,
            inforce.name(state, inforce.standard_source_id(state, seat)) or "",
        )
    state.spend(seat, cost)
    shared.power_note(state, seat, what, target, cost, by)
    shared.dispel_command(state, state.by_id[target].owner, f"by {by}")


def power_channel_problem(state: CombatState, seat: int) -> str | None:
    """Why ``seat``'s Guardian cannot use a paid channeling into a non-receiver (Gaar)."""
    guardian = inforce.guardian(state, seat)
    if not guardian.power_channel_stones:
        return f"{guardian.name} has no such power"
    if state.stones[seat] < guardian.power_channel_stones:
        return "not enough power stones"
    fighters = inforce.own_fighters(state, seat)
    m = state.current
    if not fighters or m is None:
        return "you have no creature in this match-up to channel to"
    target, fighter = fighters[0], m.fighters[seat]
    assert fighter is not None
    if state.channel_banned or inforce.forbidden(state, "channeling", seat):
        return "channeling is forbidden now"
    if state.setup.no_channeling:
        return f"no channeling here this turn ({state.setup.no_channeling})"
    if inforce.channel_sheltered(state, seat):
        return "no channeling against this creature (Disc of Siin)"
    if inforce.forbidden(state, "stone_channeling", seat):
        return "spending stones to channel is forbidden in this combat"
    other = m.fighters[1 - seat]
    if not m.secondary and other is not None:
        opp = state.by_id[other.id]
        if opp.status == Status.STANDING and opp.creature.channeling.no_channeling_against:
            return f"no channeling against {opp.name}"
    creature = target.creature
    if (
        creature.receives_channeling
        or fighter.can_receive
        or inforce.granted_channeling(state, target) is not None
    ):
        return f"{creature.name} can receive channeling the ordinary way"
    if inforce.channel_room(state, target, fighter) <= 0:
        return f"{creature.name} has received as much channeling as it can take"
    return None


def _power_channel(state: CombatState, seat: int) -> None:
    m = state.current
    assert m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    target = state.by_id[fighter.id]
    guardian = inforce.guardian(state, seat)
    state.spend(seat, guardian.power_channel_stones)
    points = guardian.power_channel_points + inforce.standard_channel_change(state, seat)
    points += terrain_effects.stone_change(state, guardian.power_channel_stones)
    points = max(0, min(points, inforce.channel_room(state, target, fighter)))
    label = f"{guardian.name} (power)"
    shared.power_note(
        state, seat, "channel", target.id, guardian.power_channel_stones, guardian.name
    )
    ranged.add_channel(state, seat, target, fighter, Channel("guardian", label, points))
    offer_channel_cancel(state, seat)


def offer_channel_cancel(state: CombatState, seat: int) -> bool:
    """Right after ``seat`` channeled, an opponent who may cancel it decides (Siin)."""
    other = 1 - seat
    cost = inforce.guardian(state, other).cancel_channeling_stones
    if not cost or state.stones[other] < cost or state.channel_banned:
        return False
    state.power_back = ChannelCancelAsked(state.phase, seat)
    state.phase, state.seat = "channel_response", other
    return True


def _on_channel_response(state: CombatState, seat: int, action: CombatAction) -> None:
    asked = state.power_back
    assert isinstance(asked, ChannelCancelAsked)
    phase, channeler = asked.phase, asked.channeler
    state.power_back = None
    if isinstance(action, act.Power):
        cost = inforce.guardian(state, seat).cancel_channeling_stones
        state.spend(seat, cost)
        m = state.current
        assert m is not None
        fighter = m.fighters[channeler]
        assert fighter is not None
        cancelled = ranged.cancel_last_channel(state, channeler)
        state.channel_banned = True
        shared.power_note(
            state, seat, "cancel", fighter.id, cost, inforce.guardian(state, seat).name
        )
        state.tell(ev.Effect(cancelled.label, "its channeling is cancelled; no more channeling "
                             "in this combat"))  # fmt: skip
    state.phase = phase
    state.seat = state.next_asked(channeler)
    state.skip_empty_window()


def aoes_to_decide(state: CombatState, seat: int) -> list[str]:
    """AOE sources ``seat``'s standard bearer could still cancel now (Egyptian motif 25)."""
    standard = inforce.standard(state, seat)
    if standard is None or standard.power != "cancel_aoe":
        return []
    asked = state.power_back
    if state.stones[seat] < standard.power_stones or not isinstance(asked, AoeCancelAsked):
        return []
    return [
        c
        for c in asked.sources
        if c not in state.aoe_cancelled and PowerNote(seat, "aoe_seen", c) not in state.power_log
    ]


def ask_aoe_cancel(state: CombatState, sources: list[str], back: str) -> bool:
    """Before creature AOEs go off, a standard bearer's owner may pay to cancel each."""
    for seat in (ATTACKER, DEFENDER):
        state.power_back = AoeCancelAsked(back, tuple(sources), seat)
        if aoes_to_decide(state, seat):
            state.phase, state.seat = "aoe_cancel", seat
            return True
    state.power_back = None
    return False


def _on_aoe_cancel(state: CombatState, seat: int, action: CombatAction) -> None:
    asked = state.power_back
    assert isinstance(asked, AoeCancelAsked)
    back = asked.back
    if isinstance(action, act.Power):
        standard = inforce.standard(state, seat)
        assert standard is not None and action.target is not None
        state.spend(seat, standard.power_stones)
        cid = action.target
        state.aoe_cancelled.add(cid)
        shared.power_note(
            state,
            seat,
            "cancel_aoe",
            cid,
            standard.power_stones,
            inforce.name(state, inforce.standard_source_id(state, seat)) or "",
        )
    else:
        for cid in aoes_to_decide(state, seat):
            state.power_log.append(PowerNote(seat, "aoe_seen", cid))
    state.power_back = None
    if back == "commands":
        state.boost_or_apply()
    elif back == "primary":
        state.primary_aoes()
    else:
        state.after_bribery()


def reclaimable(state: CombatState, seat: int) -> list[CardInstance]:
    """Creatures ``seat``'s shield lost that its standard bearer may buy back (Brom's
    Angelic 19): beaten, destroyed or discarded, not yet taken back."""
    standard = inforce.standard(state, seat)
    if standard is None or standard.power != "reclaim_lost" or state.result is None:
        return []
    if state.stones[seat] < standard.power_stones:
        return []
    lost = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
    return inforce.unique_names(
        [
            i
            for i in state.cards
            if i.owner == seat
            and i.is_creature
            and i.zone == "hand"
            and i.status in lost
            and i.id not in state.to_storage
        ]
    )


def _on_reclaim(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Done):
        state.power_log.append(PowerNote(seat, "reclaim_done"))
    else:
        assert isinstance(action, act.Power) and action.target is not None
        standard = inforce.standard(state, seat)
        assert standard is not None
        cid = action.target
        state.spend(seat, standard.power_stones)
        state.to_storage.add(cid)
        by = inforce.name(state, inforce.standard_source_id(state, seat)) or ""
        shared.power_note(state, seat, "reclaim", cid, standard.power_stones, by)
    state.finish()


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at a step of a paid power."""
    phase = state.phase
    if phase == "channel_response":
        return [act.Power("guardian", "cancel"), act.PASS]
    if phase == "aoe_cancel":
        return [
            *(act.Power("standard", "cancel", c) for c in aoes_to_decide(state, seat)),
            act.PASS,
        ]
    return [  # reclaim
        *(act.Power("standard", "reclaim", i.id) for i in reclaimable(state, seat)),
        act.DONE,
    ]


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


_STEPS: dict[str, Step] = {
    "channel_response": _on_channel_response,
    "aoe_cancel": _on_aoe_cancel,
    "reclaim": _on_reclaim,
}
