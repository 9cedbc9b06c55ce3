"""Windows: the command window, the spell window, the modify window, and the responses to
a spell cast in one (dispels, resolved as a stack).

Phases: ``command_window``, ``spell_window``, ``modify_window``, ``response``. How a window goes
round (who is asked next, when it closes) is the state's hook (``note_action``, ``note_pass``,
``next_asked``, ``close_window``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import (
    accessory_tokens,
    command_items,
    comparison,
    costs,
    inforce,
    limits,
    matchup_exits,
    matchup_items,
    ranged,
    ranged_discards,
    ranged_items,
    rerolls,
    shared,
    sizes,
    spell_returns,
    terrain_effects,
    unchallenged,
)
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import upgrades as combat_upgrades
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Frame, LastAct
from stronghold.games.guardians.combat.model import (
    CardInstance,
    Channel,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    Item,
    Spell,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def _castable(state: CombatState, inst: CardInstance) -> bool:
    card = inst.card
    if not isinstance(card, Spell | Item) or not costs.affordable(state, inst.owner, card):
        return False
    if isinstance(card, Spell) and inforce.forbidden(state, "spells", inst.owner):
        return False
    if isinstance(card, Item) and inforce.forbidden(state, "hand_items", inst.owner):
        return False
    if card.timing not in shared.WINDOW_TIMINGS:
        return False
    if unchallenged.is_pair_spell(card):
        return True
    if isinstance(card, Spell):
        return (
            bool(card.grants_channeling or card.destroys_pair or card.destroys_terrain)
            or bool(card.gain_stones or card.reacts or card.gamble or card.sets_class)
            or card.detonates_item is not None
        )
    if card.ranged_use is not None:  # Standard of the Elements
        return True
    return card.destroys_terrain or card.matchup_use is not None or card.stronghold_attack_bonus > 0


def spell_options(state: CombatState, seat: int, *, in_matchup: bool) -> list[CombatAction]:
    out: list[CombatAction] = []
    for inst in inforce.unique_names(inforce.storage(state, seat)):
        card = inst.card
        if not _castable(state, inst):
            continue
        if isinstance(card, Spell) and card.grants_channeling:
            if in_matchup:
                out.extend(
                    act.Cast(inst.id, t.id)
                    for t in inforce.own_fighters(state, seat)
                    if not t.creature.receives_channeling
                )
            continue
        if isinstance(card, Spell) and card.sets_class:
            m = state.current
            if in_matchup and m is not None and not m.secondary:
                out.extend(
                    act.Cast(inst.id, t.id, word)
                    for t in inforce.own_fighters(state, seat)
                    for word in shared.class_choices()
                )
            continue
        if isinstance(card, Spell) and card.reacts is not None:
            target = inforce.reaction_target(state, seat, card.reacts) if in_matchup else None
            if target is not None:
                out.append(act.Cast(inst.id, target))
            continue
        if isinstance(card, Spell) and card.detonates_item is not None:  # Saboteurs
            target = command_items.detonation_target(state, seat)
            if state.phase == "command_window" and target is not None:
                out.append(act.Cast(inst.id, target))
            continue
        if isinstance(card, Spell) and (card.destroys_pair is not None or card.gamble):
            if in_matchup and state.current is not None and not state.current.secondary:
                out.extend(act.Cast(inst.id, t.id) for t in _pair_targets(state, seat, card))
            continue
        if isinstance(card, Spell) and card.unchallenges_pair is not None:
            if in_matchup:
                out.extend(act.Cast(inst.id, t) for t in unchallenged.targets(state, card))
            continue
        if isinstance(card, Item) and card.matchup_use is not None:  # Rock of Far Rolling
            if in_matchup and matchup_items.usable(state, seat, card):
                out.append(act.Cast(inst.id))
            continue
        if isinstance(card, Item) and card.ranged_use is not None:  # Eye of Missile Mayhem
            out.extend(ranged_items.options(state, seat, inst))
            continue
        if isinstance(card, Item) and card.stronghold_attack_bonus:  # Anvil of Heaviness
            if matchup_items.anvil_usable(state):
                out.append(act.Cast(inst.id))
            continue
        if isinstance(card, Spell | Item) and card.destroys_terrain and not state.terrain_name:
            continue
        out.append(act.Cast(inst.id))
    if state.phase == "command_window":
        out.extend(_dispel_command_options(state, seat))
        out.extend(spell_returns.command_options(state, seat))  # Oscar the Wonder Chimp
    out.extend(combat_upgrades.altar_options(state, seat))
    out.extend(sizes.options(state, seat))  # the Titans
    return out


def _pair_targets(state: CombatState, seat: int, card: Spell) -> list[CardInstance]:
    """The own fighters of a primary match-up a spell on the pair may be cast on: the ones
    its pattern allows, facing an opponent its ``destroys_pair_vs`` allows (Etherwave Magna
    Lock: a flier); a gamble on any own fighter (Summon Entropy Storm)."""
    m = state.current
    assert m is not None
    theirs = m.fighters[1 - seat]
    opponent = state.by_id[theirs.id] if theirs is not None else None
    if opponent is None or opponent.status != Status.STANDING or not opponent.is_creature:
        return []
    if card.destroys_pair_vs is not None and not inforce.fits(
        state, card.destroys_pair_vs, opponent
    ):
        return []
    pattern = card.destroys_pair
    return [
        t
        for t in inforce.own_fighters(state, seat)
        if pattern is None or inforce.fits(state, pattern, t)
    ]


def _gamble(state: CombatState, seat: int, target: str, cid: str) -> None:
    """The gamble of ``cid`` on ``seat``'s fighter ``target``: a die decides the match-up."""
    card = state.by_id[cid].card
    assert isinstance(card, Spell) and card.gamble is not None
    m = state.current
    assert m is not None
    mine = state.by_id[target]
    theirs = m.fighters[1 - seat]
    if mine.status != Status.STANDING or theirs is None:
        return
    if rerolls.roll(state, f"{cid}:gamble", Frame("gamble", (str(seat), target, cid))) is None:
        return  # a reroll is asked about first
    _gamble_result(state, seat, target, cid)


@rerolls.continuation("gamble")
def _gamble_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _gamble_result(state, int(args[0]), args[1], args[2])


def _gamble_result(state: CombatState, seat: int, target: str, cid: str) -> None:
    """The gamble's die read: the match-up won, or ``seat``'s fighter destroyed."""
    card = state.by_id[cid].card
    m = state.current
    assert isinstance(card, Spell) and card.gamble is not None and m is not None
    mine, theirs = state.by_id[target], m.fighters[1 - seat]
    assert theirs is not None
    total = rerolls.die(state, f"{cid}:gamble")
    total += card.gamble.small_bonus if mine.creature.size == "S" else 0
    if total >= card.gamble.wins_from:
        opponent = state.by_id[theirs.id]
        comparison.decide(state, mine, opponent, f"{card.name}: rolled {total}")
    else:
        shared.set_status(state, target, Status.DESTROYED, f"{card.name}: rolled {total}")
        m.result = "destroyed"


def _react(state: CombatState, seat: int, reacts: str, target: str, cid: str) -> None:
    """The reaction ``cid``'s effect on the act it answered (``inforce.reaction_target``)."""
    name = state.by_id[cid].name
    m = state.current
    assert m is not None
    if reacts == "destroy_channeler":
        shared.destroy_channeler(state, seat, target, name)
        return
    if reacts == "invert_guardian_channeling":
        fighter = m.fighters[1 - seat]
        assert fighter is not None
        found = [k for k, c in enumerate(fighter.channels) if c.source == "guardian"]
        if found:
            old = fighter.channels[found[-1]]
            fighter.channels[found[-1]] = Channel(old.source, old.label, -abs(old.points))
            receiver = inforce.name(state, fighter.id) or ""
            state.tell(ev.Effect(receiver, f"loses the channeled points instead ({name})"))
        return
    theirs, mine = m.fighters[1 - seat], m.fighters[seat]
    if theirs is None or target not in theirs.ranged:
        return
    if reacts == "cancel_ranged":
        state.memory.cancelled[target] = cid
        state.memory.ranged_banned.add(1 - seat)
        state.tell(ev.Effect(state.by_id[target].name, f"cancelled by {name}; no more ranged "
                             "attacks by its side in this combat"))  # fmt: skip
    elif mine is not None:
        theirs.ranged.remove(target)
        mine.ranged.append(target)
        state.tell(ev.Effect(state.by_id[target].name, f"counts for the other side ({name})"))


def _dispels(state: CombatState, seat: int) -> list[CardInstance]:
    if inforce.forbidden(state, "spells", seat):
        return []
    return [
        i
        for i in inforce.storage(state, seat)
        if isinstance(i.card, Spell)
        and i.card.dispel
        and costs.affordable(state, seat, i.card)
        and not terrain_effects.blocks_dispel_magic(state, i)
    ]


def _dispel_command_options(state: CombatState, seat: int) -> list[CombatAction]:
    target = state.commands[1 - seat]
    if target is None or state.command_dispelled[1 - seat]:
        return []
    command = inforce.command_of(state, state.by_id[target])
    if command is not None and command.undispellable:
        return []
    out: list[CombatAction] = [
        act.Cast(d.id, target) for d in inforce.unique_names(_dispels(state, seat))
    ]
    cost = inforce.guardian(state, seat).dispel_spell_stones
    if cost and state.stones[seat] >= cost and isinstance(state.by_id[target].card, Spell):
        out.append(act.Power("guardian", "dispel", target))
    standard = inforce.standard(state, seat)
    if (
        standard is not None
        and standard.power == "dispel_command"
        and state.stones[seat] >= standard.power_stones
    ):
        out.append(act.Power("standard", "dispel", target))
    return out


def dispel_options(state: CombatState, seat: int) -> list[CombatAction]:
    if not state.stack:
        return []
    out: list[CombatAction] = spell_returns.chain_options(state, seat)  # Oscar
    if state.stack[-1][0] == seat:  # its own card on top: asked only for Oscar
        return out
    top = state.stack[-1][1]
    out += [act.Cast(d.id, top) for d in inforce.unique_names(_dispels(state, seat))]
    cost = inforce.guardian(state, seat).dispel_spell_stones
    if cost and state.stones[seat] >= cost and isinstance(state.by_id[top].card, Spell):
        out.append(act.Power("guardian", "dispel", top))
    return out


def modify_options(state: CombatState, seat: int) -> list[CombatAction]:
    out: list[CombatAction] = []
    m = state.current
    assert m is not None
    if (
        not m.secondary
        and not state.no_ranged_terrain
        and not inforce.forbidden(state, "ranged", seat)
    ):
        fired = [i for i in state.ranged_sources(seat) if ranged.can_fire(state, i, seat)]
        out.extend(act.Ranged(i.id) for i in fired)
        out.extend(limits.ranged_options(state, seat, fired))  # Professor Heisenburg
    if inforce.own_fighters(state, seat):
        if ranged.channel_problem(state, seat, "guardian") is None:
            out.append(act.Channel("guardian"))
        for inst in inforce.unique_names(inforce.channelers(state, seat)):
            if ranged.channel_problem(state, seat, inst.id) is None:
                out.append(act.Channel(inst.id))
        if state.power_channel_problem(seat) is None:
            out.append(act.Power("guardian", "channel"))
        if not m.secondary:  # Grim Skull
            sources = ["guardian", *(i.id for i in inforce.channelers(state, seat))]
            out.extend(ranged.channel_options(state, seat, sources))
    out.extend(state.realm_options(seat))
    out.extend(state.class_options(seat))
    forced: list[CombatAction] = (
        [a for a in out if isinstance(a, act.Ranged)]
        if limits.must_fire_ranged(state, seat)
        else []
    )
    if forced:
        return forced
    paid = state.paid_action_option(seat)
    if paid is not None:
        out.append(paid)
    out.extend(spell_options(state, seat, in_matchup=True))
    out.extend(matchup_exits.options(state, seat))  # Nubian Slave Girl, Farmer Brown
    out.extend(command_items.dice_discard_options(state, seat))  # Mighty Tiki God
    out.extend(accessory_tokens.options(state, seat))  # Heliopolos
    if not m.secondary:
        out.extend(
            state.bribe_options(
                seat, [t for t in inforce.fighter_targets(state, 1 - seat) if t.role == Role.RANGED]
            )
        )
    out.append(shared.pass_action())
    return out


def skip_empty_window(state: CombatState) -> None:
    """Pass automatically for a seat whose only choice in a window is to pass, when that
    is public (``shared.asks``)."""
    guard = 0
    while state.phase in state.WINDOW_PHASES:
        assert state.seat is not None
        options = state.options(state.seat)
        if len(options) > 1 or guard > 4 or (options and not isinstance(options[0], act.Pass)):
            state.listed(options)
            return
        zones = shared.WINDOW_ZONES.get(state.phase, shared.PLAYABLE_ZONES)
        if shared.asks(state, state.seat, has_choice=False, zones=zones):
            state.listed(options)
            return  # it may pass itself: skipping it would tell it holds nothing
        guard += 1
        _window_pass(state, state.seat)


def _window_pass(state: CombatState, seat: int) -> None:
    if state.phase == "response":
        _chain_pass(state, seat)
        return
    if state.note_pass(seat):
        state.close_window()
        return
    state.seat = state.next_asked(seat)
    skip_empty_window(state)


def _on_command_window(state: CombatState, seat: int, action: CombatAction) -> None:
    window_action(state, seat, action)


def _on_spell_window(state: CombatState, seat: int, action: CombatAction) -> None:
    window_action(state, seat, action)


def _on_modify_window(state: CombatState, seat: int, action: CombatAction) -> None:
    window_action(state, seat, action)


def window_action(state: CombatState, seat: int, action: CombatAction) -> None:
    answered, state.memory.last_act = state.memory.last_act, None  # only the act just before
    if isinstance(action, act.Pass):
        _window_pass(state, seat)
        return
    state.note_action(seat)
    match action:
        case act.Cast():
            fired = ranged_items.fires_with(state, action)  # The Great Balderoon
            if fired is not None:
                state.fire_ranged(seat, fired)
                _note_act(state, seat, "ranged", fired)
            _cast(state, seat, action)
            return
        case act.Ranged(card=card):
            state.memory.last_act = answered  # a ranged attacker may answer it (Longshot Louie)
            state.fire_ranged(seat, card)
            _note_act(state, seat, "ranged", card)
            if state.current is not None and state.current.number in state.memory.frozen:
                state.compare()
                return
            if ranged_discards.ask(state, seat, card):  # Secauris, Slim Jab
                return
        case act.Channel(source=source, into=into):
            ranged.channel(state, seat, source, into)
            # into a ranged attacker (Grim Skull): no reaction to a fighter's channeling answers it
            _note_act(state, seat, "channel" if into is None else "channel_ranged", source)
            if state.offer_channel_cancel(seat):
                return
        case act.Bribe(target=target, icon=icon):
            state.bribe(seat, target, icon)
        case act.Pay():
            state.paid_action(seat)
        case act.Altar(card=card):
            combat_upgrades.sacrifice(state, seat, card)
        case act.Resize():  # the Titans
            sizes.do(state, seat, action)
        case act.Discard(card=card):  # Mighty Tiki God
            command_items.discard_for_dice(state, seat, card)
            if rerolls.then(state, Frame("window_next", (str(seat),))):
                return
        case act.EndMatchup() | act.Detonate():  # Nubian Slave Girl, Farmer Brown
            matchup_exits.carry_out(state, seat, action)
            return
        case act.Power(source=accessory_tokens.SOURCE, target=target) if target is not None:
            accessory_tokens.spend(state, seat, target)  # Heliopolos
        case act.Power():
            phase, what, target = state.phase, action.what, action.target or ""
            state.power(seat, action)
            if rerolls.then(state, Frame("power_done", (str(seat), phase, what, target))):
                return
            _power_done(state, seat, phase, what, target)
            return
    _next_asked(state, seat)


@rerolls.continuation("window_next")
def _next_asked_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _next_asked(state, int(args[0]))


def _next_asked(state: CombatState, seat: int) -> None:
    """``seat`` acted in the window: the next seat asked."""
    state.seat = state.next_asked(seat)
    skip_empty_window(state)


@rerolls.continuation("power_done")
def _power_done_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _power_done(state, int(args[0]), args[1], args[2], args[3])


def _power_done(state: CombatState, seat: int, phase: str, what: str, target: str) -> None:
    """A paid power used in window ``phase``: the act noted, then the window goes on (unless
    the power ended it)."""
    if what == "channel":  # the Guardian channels by its power (Gaar)
        _note_act(state, seat, "channel", "guardian")
    if what == "roll" and target:  # a ranged attack too
        _note_act(state, seat, "ranged", target)
    if state.phase != phase:
        return
    _next_asked(state, seat)


def _note_act(state: CombatState, seat: int, kind: str, source: str) -> None:
    """Remember ``seat``'s act for a reaction that may answer it next
    (``inforce.reaction_target``)."""
    m = state.current
    fighter = m.fighters[seat] if m is not None else None
    if fighter is not None:
        state.memory.last_act = LastAct(seat, kind, source, fighter.id)


def _cast(state: CombatState, seat: int, action: act.Cast) -> None:
    inst = state.by_id[action.card]
    target = action.target
    inst.status, inst.revealed = Status.USED, True
    card = inst.card
    costs.pay(state, seat, card)
    state.tell(ev.Cast(seat, inst.name, inforce.name(state, target) if target else None))
    shared.hand_item_used(state, seat, card)
    if isinstance(card, Spell) and card.dispel and target in state.commands:
        # Dispel Magic on a command card: the other side may answer with its own Dispel.
        pass
    state.return_phase = state.phase
    if action.value is not None:
        state.memory.cast_values[inst.id] = action.value
    state.stack.append((seat, inst.id, target))
    state.phase, state.seat = "response", 1 - seat
    skip_empty_window(state)


def _chain_pass(state: CombatState, seat: int) -> None:
    """``seat`` lets the chain be: its caster may still keep its spell (Oscar), else the
    chain resolves."""
    if spell_returns.ask_caster(state, seat):
        skip_empty_window(state)
        return
    _resolve_stack(state)


def _on_response(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.Pass):
        _chain_pass(state, seat)
        return
    if isinstance(action, act.Power):  # Sikura: the spell on top is dispelled, no answer to it
        cost = inforce.guardian(state, seat).dispel_spell_stones
        state.spend(seat, cost)
        target = action.target
        assert target is not None
        shared.power_note(state, seat, "dispel", target, cost, inforce.guardian(state, seat).name)
        state.stack.append((seat, "power", target))
        _resolve_stack(state)
        return
    assert isinstance(action, act.Cast) and action.target is not None
    inst = state.by_id[action.card]
    inst.status, inst.revealed = Status.USED, True
    card = inst.card
    costs.pay(state, seat, card)
    target = inforce.name(state, action.target) if action.target else None
    state.tell(ev.Cast(seat, inst.name, target))
    shared.hand_item_used(state, seat, card)  # Oscar, an H item (Eisnmir draws for it)
    state.stack.append((seat, inst.id, action.target))
    state.seat = 1 - seat
    skip_empty_window(state)


def _resolve_stack(state: CombatState) -> None:
    """Resolve the spell chain: each uncancelled Dispel cancels the card it answers."""
    cancelled: set[str] = set()
    for _seat, cid, target in reversed(state.stack):
        if cid not in state.by_id:  # a Guardian's dispelling power (Sikura)
            if target is not None:
                cancelled.add(target)
            continue
        card = state.by_id[cid].card
        if cid in cancelled:
            state.tell(ev.Fizzled(state.by_id[cid].name))
            continue
        if isinstance(card, Spell) and card.dispel and target is not None:
            if target in state.by_id and state.by_id[target].status == Status.USED:
                cancelled.add(target)
    first_seat, first_id, first_target = state.stack[0]
    for _seat, cid, target in state.stack[1:]:  # Oscar the Wonder Chimp, if it stands
        if target is not None and cid not in cancelled and spell_returns.is_return(state, cid):
            spell_returns.carry_out(state, target, state.by_id[cid].name)
    state.stack.clear()
    state.phase = state.return_phase
    state.note_action(first_seat)
    if first_id not in cancelled:
        _spell_effect(state, first_seat, first_id, first_target)
        if rerolls.then(state, Frame("stack_end", (str(first_seat),))):
            return
    _stack_end(state, first_seat)


@rerolls.continuation("stack_end")
def _stack_end_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _stack_end(state, int(args[0]))


def _stack_end(state: CombatState, first_seat: int) -> None:
    """The chain resolved: the match-up ends if its fighters are gone, else the window goes
    on after the seat that cast first."""
    if state.phase == "over":
        return
    if state.current is not None and not inforce.matchup_alive(state):
        state.finish_matchup()
        return
    if unchallenged.stepped_out(state):  # You Can't See Me, I'm a Vampire
        state.finish_matchup()
        return
    _next_asked(state, first_seat)


def _spell_effect(state: CombatState, seat: int, cid: str, target: str | None) -> None:
    card = state.by_id[cid].card
    m = state.current
    if isinstance(card, Spell) and card.dispel and target is not None:
        if target in state.commands:
            shared.dispel_command(state, state.by_id[target].owner, f"by {card.name}")
        return
    if isinstance(card, Spell) and card.detonates_item is not None and target:  # Saboteurs
        command_items.detonate(state, seat, card, target)
        return
    if isinstance(card, Item) and card.returns_spell and target is not None:  # on a command
        spell_returns.carry_out(state, target, card.name)
        return
    if isinstance(card, Spell) and card.reacts is not None and m is not None and target:
        _react(state, seat, card.reacts, target, cid)
        return
    if isinstance(card, Spell) and card.grants_channeling and m is not None and target:
        fighter = m.fighters[seat]
        if fighter is not None and fighter.id == target:
            fighter.can_receive = True
            state.tell(ev.Effect(inforce.name(state, target) or "", "may receive channeling"))
        return
    if isinstance(card, Spell) and card.sets_class and target:
        word = state.memory.cast_values.get(cid)
        if word is not None and state.by_id[target].status == Status.STANDING:
            shared.give_class(state, target, word, card.name, lapses=False)
        return
    if isinstance(card, Spell) and card.gamble is not None and m is not None and target:
        _gamble(state, seat, target, cid)
        return
    if isinstance(card, Spell) and card.destroys_pair is not None and m is not None:
        for fighter in m.fighters:
            if fighter is not None:
                shared.set_status(state, fighter.id, Status.DESTROYED, f"by {card.name}")
        m.result = "both destroyed"
        return
    if isinstance(card, Spell) and card.unchallenges_pair is not None and target:
        unchallenged.carry_out(state, card, target)
        return
    if isinstance(card, Item) and (card.matchup_use is not None or card.stronghold_attack_bonus):
        matchup_items.carry_out(state, seat, card)
        return
    if isinstance(card, Item) and card.ranged_use is not None:
        ranged_items.carry_out(state, seat, card, target)
        return
    if isinstance(card, Spell | Item) and card.destroys_terrain:
        state.tell(ev.Effect(state.terrain_name or "the terrain", "destroyed"))
        state.terrain_types, state.terrain_name = (), ""
        state.no_ranged_terrain = False
        return
    if isinstance(card, Spell) and card.gain_stones:
        gained = card.gain_stones
        if card.steals_stones:  # Small Mox: only what the opponent has
            gained = min(gained, state.stones[1 - seat])
            state.stones[1 - seat] -= gained
            if gained:
                state.tell(ev.Stones(1 - seat, -gained, card.name))
        state.stones[seat] += gained


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` in a window."""
    phase = state.phase
    if phase in ("spell_window", "command_window"):
        spells = spell_options(state, seat, in_matchup=phase == "spell_window")
        if phase == "spell_window":  # Nubian Slave Girl, Farmer Brown
            spells.extend(matchup_exits.options(state, seat))
        return [*spells, shared.pass_action()]
    if phase == "modify_window":
        return modify_options(state, seat)
    return [*dispel_options(state, seat), shared.pass_action()]  # response


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


_STEPS: dict[str, Step] = {
    "command_window": _on_command_window,
    "spell_window": _on_spell_window,
    "modify_window": _on_modify_window,
    "response": _on_response,
}
