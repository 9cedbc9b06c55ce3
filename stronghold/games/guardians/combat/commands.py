"""Command cards: declare, choose (or fire a Flame Cannon), the Large Idol, the boost of an
AOE command, forced discards, and the command abilities taking effect.

Phases: ``declare`` -> ``choose_command`` -> (``command_window``, windows.py) -> ``boost`` ->
``command_bribe`` -> ``command_fetch`` (command_fetches.py) -> ``forced_discard`` -> primary
match-ups (primaries.py); ``idol`` after the resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import (
    auctions,
    command_bribes,
    command_contests,
    command_fetches,
    command_items,
    command_pairs,
    costs,
    flow_spells,
    handlers,
    inforce,
    retreats,
    shared,
    shifts,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import upgrades as combat_upgrades
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Held,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    Aoe,
    Creature,
    Item,
    Match,
    Spell,
    Terrain,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def command_candidates(state: CombatState, seat: int) -> list[CardInstance]:
    out = []
    for inst in state.cards:
        if inst.owner != seat or inst.status != Status.HAND or inst.zone in ("channeler", "up"):
            continue
        card = inst.card
        if isinstance(card, Creature) and card.command is not None and inst.zone == "hand":
            if command_items.may_command(card.command, seat):  # Great Horned Troll
                out.append(inst)
        elif isinstance(card, Spell | Item) and card.command is not None:
            if not command_items.may_command(card.command, seat):
                continue
            if card.timing == "command" or card.command.aoe or card.command.team_bonus:
                if not costs.affordable(state, seat, card):
                    continue
                if card.command.with_creature and not command_pairs.partners(state, seat):
                    continue  # Bagpipes of Fear: no creature to play it with
                out.append(inst)
    return inforce.unique_names(out)


def chaos_first(state: CombatState) -> bool:
    """As the combat opens, a side may first cast a spell swapping the combat hands (Total
    Chaos; combat/flow_spells.py): True while one is asked."""
    return flow_spells.ask(state, flow_spells.CHAOS)


def open_combat(state: CombatState) -> None:
    """The command cards are declared (the phase the combat starts at), unless the land
    forbids them (Jungle)."""
    terrain = state.setup.terrain
    if terrain is not None and terrain.no_command:
        state.tell(ev.Effect(state.terrain_name, "no command cards in this combat"))
        state.start_primary()


def _on_declare(state: CombatState, seat: int, action: CombatAction) -> None:
    assert isinstance(action, act.DeclareCommand)
    state.declared[seat] = action.play
    state.tell(ev.Declared(seat, bool(action.play)))
    if seat == ATTACKER:
        state.seat = DEFENDER
        return
    _next_command_chooser(state, start=ATTACKER)


def _next_command_chooser(state: CombatState, start: int) -> None:
    for seat in (ATTACKER, DEFENDER):
        if seat >= start and state.declared[seat] and state.pending[seat] is None:
            state.phase, state.seat = "choose_command", seat
            return
    _reveal_commands(state)


def _on_choose_command(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Cannon):
        state.pending[seat] = Held(cannon=action.stones)
        state.tell(ev.CommandChosen(seat, combat_upgrades.CANNON))
    else:
        assert isinstance(action, act.ChooseCommand)
        held = command_pairs.held(action)  # an item with a creature (Bagpipes of Fear)
        state.pending[seat] = held
        state.tell(ev.CommandChosen(seat, command_pairs.chosen_name(state, held)))
    _next_command_chooser(state, start=seat + 1)


def _on_idol(state: CombatState, seat: int, action: CombatAction) -> None:
    assert isinstance(action, act.Idol)
    combat_upgrades.spend_on_idol(state, seat, action.stones)
    state.resolve()


def _reveal_commands(state: CombatState) -> None:
    for seat in (ATTACKER, DEFENDER):
        held = state.pending[seat]
        state.pending[seat] = None
        if held is None:
            continue
        if held.cannon:
            combat_upgrades.reveal_cannon(state, seat, held.cannon)
            continue
        if held.partner is not None:  # an item with a creature (Bagpipes of Fear, Heels of Speed)
            command_pairs.reveal(state, seat, held.card, held.partner)
            continue
        cid = held.card
        inst = state.by_id[cid]
        inst.revealed = True
        inst.status = Status.STANDING if inst.is_creature else Status.USED
        inst.role = Role.COMMAND
        state.commands[seat] = cid
        state.play_order.append(cid)
        card = inst.card
        costs.pay(state, seat, card)
        state.tell(ev.CommandRevealed(seat, inst.name))
        shared.hand_item_used(state, seat, card)
    resolve_command_conflicts(state)
    if any(c is not None for c in state.commands):
        state.phase, state.seat, state.passes = "command_window", ATTACKER, 0
        state.skip_empty_window()
    else:
        combat_upgrades.fire_cannons(state)
        state.start_primary()


def resolve_command_conflicts(state: CombatState) -> None:
    a, d = state.commands
    if a is None or d is None:
        return
    ca, cd = inforce.command_of(state, state.by_id[a]), inforce.command_of(state, state.by_id[d])
    assert ca is not None and cd is not None
    if ca.conflict is not None and ca.conflict == cd.conflict:
        ua, ud = inforce.up_number(state, state.by_id[a]), inforce.up_number(state, state.by_id[d])
        losers = [ATTACKER, DEFENDER] if ua == ud else [ATTACKER if ua < ud else DEFENDER]
        for seat in losers:
            shared.dispel_command(state, seat, "contradicts the other command card")
    for seat, ability in ((ATTACKER, ca), (DEFENDER, cd)):
        if ability.dispel_opponent_command and not state.command_dispelled[seat]:
            shared.dispel_command(
                state, 1 - seat, f"dispelled by {state.by_id[state.commands[seat] or ''].name}"
            )
    command_contests.contest(state)


def _boost_command(state: CombatState, seat: int) -> Aoe | None:
    """The active command AOE of ``seat`` that grows with cards discarded for it, if any."""
    cid = state.commands[seat]
    if cid is None or state.command_dispelled[seat]:
        return None
    command = inforce.command_of(state, state.by_id[cid])
    if command is None or command.aoe is None or command.aoe.per_discard is None:
        return None
    return command.aoe


def boost_options(state: CombatState, seat: int) -> list[CombatAction]:
    aoe = _boost_command(state, seat)
    if aoe is None or aoe.per_discard is None:
        return []
    pattern = aoe.per_discard
    return [
        act.Discard(i.id)
        for i in inforce.hand_creatures(state, seat)
        if inforce.fits(state, pattern, i)
    ]


def boost_or_apply(state: CombatState) -> None:
    """Before the commands act, a seat whose AOE grows by discards chooses what to discard."""
    for seat in (ATTACKER, DEFENDER):
        if seat in state.boosted or _boost_command(state, seat) is None:
            continue
        if shared.asks(state, seat, has_choice=bool(boost_options(state, seat)), zones=("hand",)):
            state.phase, state.seat = "boost", seat
            return
    creature_aoes = []
    for seat in (ATTACKER, DEFENDER):
        cid = state.commands[seat]
        if cid is None or state.command_dispelled[seat] or not state.by_id[cid].is_creature:
            continue
        command = inforce.command_of(state, state.by_id[cid])
        if command is not None and command.aoe is not None:
            creature_aoes.append(cid)
    if state.ask_aoe_cancel(creature_aoes, "commands"):
        return
    apply_commands(state)
    _after_commands(state)


def forced_discards(state: CombatState, seat: int) -> list[CardInstance]:
    """Creatures ``seat`` may choose from when an opposing command card makes him discard
    one (Mocodabi); empty once done or when none matches."""
    if not _discard_due(state, seat):
        return []
    if command_items.owes(state, seat):  # Obelisk of Bablos
        return command_items.owed_choices(state, seat)
    command = inforce.command_active(state, 1 - seat)
    assert command is not None and command.opponent_discards is not None
    pattern = command.opponent_discards
    return [i for i in inforce.hand_creatures(state, seat) if inforce.fits(state, pattern, i)]


def _discard_due(state: CombatState, seat: int) -> bool:
    """Whether an opposing command card makes ``seat`` discard a creature (Mocodabi) and
    it has not answered yet (public: whether it holds one is not)."""
    if command_items.owes(state, seat):  # Obelisk of Bablos
        return True
    command = inforce.command_active(state, 1 - seat)
    if command is None or command.opponent_discards is None:
        return False
    return seat not in state.memory.forced_discard


def _after_commands(state: CombatState) -> None:
    """Once the commands have acted, a seat whose command bribes from the opponent's hand
    picks what (Yap Attack), a seat an opposing command makes discard a creature chooses it;
    then the primary attacks begin."""
    if command_bribes.begin(state) or command_fetches.begin(state):  # Sebek, Jambo Slick
        return
    shows = command_items.demand_due(state)  # Tweezle the Sneaky
    if shows is not None:
        state.phase, state.seat = "show_or_pay", shows
        return
    for seat in (ATTACKER, DEFENDER):
        if _discard_due(state, seat) and shared.asks(
            state, seat, has_choice=bool(forced_discards(state, seat)), zones=("hand",)
        ):
            state.phase, state.seat = "forced_discard", seat
            return
    if auctions.begin(state):  # Black Locust
        return
    if retreats.before_primaries(state):  # Spirit Guide, Great Horned Troll ...
        return
    state.start_primary()


def _on_forced_discard(state: CombatState, seat: int, action: CombatAction) -> None:
    if command_items.owes(state, seat):  # Obelisk of Bablos
        command_items.pay_owed(state, seat, action)
        _after_commands(state)
        return
    if isinstance(action, act.Pass):  # it holds no creature that matches
        state.memory.forced_discard[seat] = ""
        state.tell(ev.NothingToDiscard(seat))
        _after_commands(state)
        return
    assert isinstance(action, act.Discard)
    inst = state.by_id[action.card]
    inst.status, inst.revealed = Status.DISCARDED, True
    state.memory.forced_discard[seat] = inst.id
    state.tell(ev.Discarded(seat, inst.name, "an opposing command"))
    _after_commands(state)


def _on_command_fetch(state: CombatState, seat: int, action: CombatAction) -> None:
    command_fetches.do(state, seat, action)
    _after_commands(state)


def _on_show_or_pay(state: CombatState, seat: int, action: CombatAction) -> None:
    command_items.answer_demand(state, seat, action)
    _after_commands(state)


def _on_command_bribe(state: CombatState, seat: int, action: CombatAction) -> None:
    command_bribes.pick(state, seat, action)
    _after_commands(state)


def _on_boost(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Done):
        state.boosted[seat] = state.boosted.get(seat, 0)
        boost_or_apply(state)
        return
    assert isinstance(action, act.Discard)
    inst = state.by_id[action.card]
    inst.status, inst.revealed = Status.DISCARDED, True
    state.boosted[seat] = state.boosted.get(seat, 0) + 1
    state.tell(ev.Discarded(seat, inst.name, "to boost the AOE"))
    if not shared.asks(state, seat, has_choice=bool(boost_options(state, seat)), zones=("hand",)):
        boost_or_apply(state)


def apply_commands(state: CombatState) -> None:
    shifts.shift(state)  # Agent of Shadow: first, so an Overlord changes the new ground
    combat_upgrades.fire_cannons(state)
    for seat in (ATTACKER, DEFENDER):
        cid = state.commands[seat]
        if cid is None or state.command_dispelled[seat]:
            continue
        inst = state.by_id[cid]
        command = inforce.command_of(state, inst)
        assert command is not None
        if command.set_terrain is not None:
            state.terrain_types = (command.set_terrain,)
            state.terrain_name = command.set_terrain.value
            state.no_ranged_terrain = command.set_terrain == Terrain.WOODS
            state.tell(ev.Effect(inst.name, "makes the land " + state.terrain_name))
        if command.aoe is not None and cid not in state.aoe_cancelled:
            shared.aoe(state, seat, command.aoe, inst.name, extra=state.boosted.get(seat, 0))
        handlers.on_command(state, seat, inst, command)
        if command.set_aside is not None:
            _set_aside(state, seat, command.set_aside, command.set_aside_sides, inst.name)
        for trigger in command.stone_triggers:
            if trigger.on == "command":
                shared.gain_stones(state, seat, trigger, inst.name)
        if command.destroyed_after and inst.is_creature:
            shared.set_status(state, cid, Status.DESTROYED, "used as a command card")


def _set_aside(state: CombatState, seat: int, pattern: Match, sides: str, source: str) -> None:
    """Creatures in the combat hands that match are set aside: out of play, attackable."""
    owners = {"both": (0, 1), "opponent": (1 - seat,), "own": (seat,)}[sides]
    hit = [
        i
        for i in state.cards
        if i.owner in owners
        and i.zone == "hand"
        and i.status == Status.HAND
        and i.is_creature
        and inforce.fits(state, pattern, i)
    ]
    for inst in hit:
        inst.status, inst.role, inst.revealed = Status.OUT_OF_PLAY, Role.ASIDE, True
    state.tell(ev.SetAside(source, tuple(i.name for i in hit)))


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at a command step."""
    phase = state.phase
    if phase == "forced_discard":
        forced: list[CombatAction] = [act.Discard(i.id) for i in forced_discards(state, seat)]
        return forced or [shared.pass_action()]  # nothing that matches: nothing to discard
    if phase == "command_bribe":
        return command_bribes.options(state, seat)
    if phase == command_fetches.PHASE:
        return command_fetches.options(state, seat)
    if phase == "show_or_pay":
        return command_items.demand_options(state, seat)
    if phase == "declare":
        if command_candidates(state, seat) or combat_upgrades.may_fire_cannon(state, seat):
            return [act.DeclareCommand(True), act.DeclareCommand(False)]
        return [act.DeclareCommand(False)]
    if phase == "choose_command":
        chosen: list[CombatAction] = []
        for inst in command_candidates(state, seat):
            if command_pairs.is_pair_item(inst.card):  # Bagpipes of Fear: with a creature
                chosen.extend(command_pairs.options(state, seat, inst))
            else:
                chosen.append(act.ChooseCommand(inst.id))
        return [*chosen, *combat_upgrades.cannon_options(state, seat)]
    if phase == "idol":
        return combat_upgrades.idol_options(state, seat)
    return [*boost_options(state, seat), act.DONE]  # boost


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


_STEPS: dict[str, Step] = {
    "declare": _on_declare,
    "choose_command": _on_choose_command,
    "idol": _on_idol,
    "forced_discard": _on_forced_discard,
    "command_bribe": _on_command_bribe,
    command_fetches.PHASE: _on_command_fetch,
    "show_or_pay": _on_show_or_pay,
    "boost": _on_boost,
}
