"""What is in force in a combat: read-only queries of the state (never a change).

Active ability sources (command cards in force and creatures in play), what they forbid,
suppress or grant, team bonuses, standard bearers, and where a seat's cards lie. Each function
takes the state first and leaves it as it was.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import rules
from stronghold.games.guardians.combat.lent_terrain import terrain_creature
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Fighter,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    CommandAbility,
    Creature,
    Guardian,
    Item,
    Match,
    Shield,
    Spell,
    StandardBearer,
    TeamBonus,
    Terrain,
)
from stronghold.games.guardians.terrain import terrain_bonus

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def fits(state: CombatState, match: Match, inst: CardInstance, *, secondary: bool = False) -> bool:
    """Whether a creature on this combat fits a pattern (terrain and role included)."""
    creature = inst.creature
    if match.classes is not None and state.memory.class_mirror:
        creature = _mirrored(state, inst)
    return rules.creature_matches(
        match,
        creature,
        defending_stronghold=defends_stronghold(state, inst.owner),
        terrain=state.terrain_types,
        secondary=secondary,
    )


def _mirrored(state: CombatState, inst: CardInstance) -> Creature:
    """The creature with the classes of its side's first primary attacker, if a Sooooooul
    Mirror of its side makes its primary attackers count as that class."""
    creature = inst.creature
    if inst.owner not in state.memory.class_mirror or inst.role != Role.PRIMARY:
        return creature
    for m in state.matchups:
        if m.number == 1 and not m.secondary:
            first = m.fighters[inst.owner]
            if first is not None and first.id != inst.id and state.by_id[first.id].is_creature:
                classes = state.by_id[first.id].creature.classes
                return creature.model_copy(update={"classes": list(classes)})
    return creature


def channel_sheltered(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` may not channel in this primary match-up: the opposing creature is
    one of its side's first ones a Disc of Siin shelters."""
    m = state.current
    if m is None or m.secondary or not state.memory.channel_shelter:
        return False
    return m.number <= state.memory.channel_shelter.get(1 - seat, 0)


def command_active(state: CombatState, seat: int) -> CommandAbility | None:
    """The command ability ``seat`` has in force (not dispelled), if any."""
    cid = state.commands[seat]
    if cid is None or state.command_dispelled[seat]:
        return None
    return command_of(state, state.by_id[cid])


def opponent_of(state: CombatState, inst: CardInstance) -> CardInstance | None:
    """The creature ``inst`` fights: its primary match-up opponent, or its secondary target."""
    if inst.role == Role.SECONDARY:
        for m in state.matchups:
            if m.secondary and inst.id in m.spells and m.target is not None:
                return state.by_id[m.target]
        return None
    if inst.matchup is None:
        return None
    for m in state.matchups:
        if not m.secondary and m.number == inst.matchup:
            other = m.fighters[1 - inst.owner]
            return state.by_id[other.id] if other is not None else None
    return None


_ON_TABLE = (Status.STANDING, Status.BEATEN)
_FIGHTING = (Role.PRIMARY, Role.RANGED, Role.SECONDARY)


class InForce:
    """What a combat has in force, worked out once and kept until something it depends on
    changes: the combat's card changes (``CardInstance.changes``), the number of its cards,
    its command cards and whether they are dispelled (``key``)."""

    __slots__ = ("forbidding", "forbids", "key", "places", "sources")

    def __init__(
        self,
        key: tuple[object, ...],
        sources: list[tuple[CardInstance, Creature | CommandAbility]],
    ) -> None:
        self.key = key
        #: Every ability source in force (``active_sources``).
        self.sources = sources
        #: The sources that forbid something (most forbid nothing).
        self.forbidding = [(source, ability) for source, ability in sources if ability.forbids]
        #: ``forbidden`` answers so far, by (what, seat, number of the current match-up).
        self.forbids: dict[tuple[str, int, int | None], bool] = {}
        #: Where each seat's cards lie (``storage``, ``hand_creatures``, ``channelers``), by
        #: (place, seat), as worked out so far.
        self.places: dict[tuple[str, int], list[CardInstance]] = {}


def in_force(state: CombatState) -> InForce:
    """What ``state`` has in force now: kept on the state while its key holds. Working it out
    gives every card of the state the state's change counter, so that a change to any of them
    afterwards tells (a card added changes the count; a clone starts with nothing kept)."""
    changes = state.card_changes
    commands, dispelled = state.commands, state.command_dispelled
    key = (changes[0], len(state.cards), commands[0], commands[1], dispelled[0], dispelled[1])
    kept = state.kept_in_force
    if kept is not None and kept.key == key:
        return kept
    for inst in state.cards:
        if inst.__dict__.get("changes") is not changes:
            object.__setattr__(inst, "changes", changes)
    kept = state.kept_in_force = InForce(key, _work_out_sources(state))
    return kept


def _work_out_sources(state: CombatState) -> list[tuple[CardInstance, Creature | CommandAbility]]:
    out: list[tuple[CardInstance, Creature | CommandAbility]] = []
    for seat in (ATTACKER, DEFENDER):
        cid = state.commands[seat]
        if cid is not None and not state.command_dispelled[seat]:
            command = command_of(state, state.by_id[cid])
            if command is not None:
                out.append((state.by_id[cid], command))
    out.extend(
        (inst, inst.card)
        for inst in state.cards
        if inst.status in _ON_TABLE and inst.role in _FIGHTING and isinstance(inst.card, Creature)
    )
    return out


def active_sources(state: CombatState) -> list[tuple[CardInstance, Creature | CommandAbility]]:
    """Every ability source in force: active command cards and creatures played (callers
    must not change the list)."""
    return in_force(state).sources


def forbidden(state: CombatState, what: str, seat: int) -> bool:
    """Whether a card in play forbids ``seat`` to do ``what`` now."""
    if what == "ranged" and seat in state.memory.ranged_banned:
        return True  # a ranged attack of the side was cancelled by Seraphim
    force = in_force(state)
    if not force.forbidding:
        return False
    current = state.current
    number = None if current is None else current.number
    question = (what, seat, number)
    answer = force.forbids.get(question)
    if answer is None:
        answer = force.forbids[question] = _forbidden(force, what, seat, number)
    return answer


def _forbidden(force: InForce, what: str, seat: int, number: int | None) -> bool:
    for source, ability in force.forbidding:
        for rule in ability.forbids:
            if rule.what != what or (rule.who == "opponent" and source.owner == seat):
                continue
            if rule.while_standing and source.status != Status.STANDING:
                continue
            if rule.scope == "matchup" and (number is None or source.matchup != number):
                continue
            return True
    return False


def suppressed(state: CombatState, what: str, inst: CardInstance) -> bool:
    """Whether a card in play takes a kind of bonus away from this creature."""
    opponent = opponent_of(state, inst)
    for source, ability in active_sources(state):
        for rule in ability.suppress:
            if rule.what != what:
                continue
            if rule.of == "opponent" and source.owner == inst.owner:
                continue
            if rule.of == "match_opponent" and (opponent is None or opponent.id != source.id):
                if opponent_of(state, source) is None or opponent_of(state, source) != inst:
                    continue
            if rule.against is not None and (
                opponent is None or not fits(state, rule.against, opponent)
            ):
                continue
            return True
    return False


def granted_channeling(state: CombatState, inst: CardInstance) -> int | None:
    """The channeling cap a card in play grants this creature, or None."""
    for source, ability in active_sources(state):
        if ability.grant_channeling is None:
            continue
        if source.owner != inst.owner and ability.grant_channeling_sides == "own":
            continue
        if fits(state, ability.grant_channeling, inst):
            cap = ability.grant_channeling_cap
            if cap == "unlimited":
                return 10**6
            if cap == "guardian_cmp":
                return guardian(state, inst.owner).cmp
            if cap == "base":
                return inst.creature.vitality
            return cap
    terrain = state.setup.terrain  # Spirit Mountain: a class takes channeling here
    if terrain is not None and terrain.channeling_for is not None:
        if fits(state, terrain.channeling_for, inst):
            return inst.creature.vitality
    return None


def aoe_shielded(state: CombatState, seat: int) -> bool:
    """Whether a command card makes every creature of ``seat``'s hand immune to AOEs."""
    cid = state.commands[seat]
    if cid is None or state.command_dispelled[seat]:
        return False
    command = command_of(state, state.by_id[cid])
    return command is not None and command.aoe_immunity


def declare_demand(state: CombatState, seat: int) -> str | None:
    """What ``seat``'s opponent must declare before ``seat`` picks (size, realm, class)."""
    for source, ability in active_sources(state):
        if source.owner == seat and ability.opponent_declares is not None:
            return ability.opponent_declares
    bearer = standard(state, seat)
    first = state.current is not None and state.current.number == 1
    if bearer is not None and bearer.opponent_declares is not None and first:
        return bearer.opponent_declares
    return None


def terrain_forbids_ranged(state: CombatState) -> bool:
    """No ranged attacks in the Woods (or on a card that says so), unless a card allows it."""
    terrain = state.setup.terrain
    if terrain is not None and terrain.allows_ranged:
        return False
    if terrain is not None and terrain.no_ranged:
        return True
    return Terrain.WOODS in state.terrain_types


def defends_stronghold(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` is defending a stronghold card in this combat."""
    return seat == DEFENDER and state.setup.defender.defending_stronghold


def guardian(state: CombatState, seat: int) -> Guardian:
    """The Guardian of a seat."""
    return state.setup.side(seat).guardian


def standard_source(state: CombatState, seat: int) -> CardInstance | None:
    """The instance of ``seat``'s standard bearer if its ability holds in this combat
    (``side`` = attacking / defending limits it to that role)."""
    for inst in state.standards:
        if inst.owner == seat:
            card = inst.card
            assert isinstance(card, Shield) and card.standard is not None
            role = "attacking" if seat == ATTACKER else "defending"
            return inst if card.standard.side in ("any", role) else None
    return None


def standard(state: CombatState, seat: int) -> StandardBearer | None:
    """``seat``'s standard-bearer ability in force in this combat, if any."""
    inst = standard_source(state, seat)
    if inst is None:
        return None
    assert isinstance(inst.card, Shield)
    return inst.card.standard


def standard_parts(
    state: CombatState, inst: CardInstance, opp: Creature | None
) -> list[tuple[str, int]]:
    """What standard bearers change in a creature's terrain bonus and Off-Color Bonus."""
    out: list[tuple[str, int]] = []
    creature = inst.creature
    tb = terrain_bonus(terrain_creature(state, inst), state.terrain_types)
    tb_amount = tb[1] if tb is not None and not suppressed(state, "terrain_bonus", inst) else 0
    ocb = rules.ocb_applies(creature, opp) and not suppressed(state, "ocb", inst)
    for seat in (ATTACKER, DEFENDER):
        ability, source = standard(state, seat), standard_source(state, seat)
        if ability is None or source is None:
            continue
        own = inst.owner == seat
        sides = {"own": own, "opponent": not own, "both": True}
        if ability.terrain_change and tb_amount > 0 and sides[ability.terrain_sides]:
            change = max(-tb_amount, ability.terrain_change)
            if change:
                out.append((f"{source.name} (terrain bonus)", change))
        if ability.ocb_change and own and ocb and creature.ocb >= 1:
            out.append((f"{source.name} (OCB)", ability.ocb_change))
    return out


def standard_channel_change(state: CombatState, receiver_seat: int) -> int:
    """What standard bearers add to (or take from) each channeling into ``receiver_seat``'s
    creature."""
    change = 0
    for seat in (ATTACKER, DEFENDER):
        ability = standard(state, seat)
        if ability is None or not ability.channel_change:
            continue
        if seat == receiver_seat or ability.channel_sides == "both":
            change += ability.channel_change
    return change


def blanked(state: CombatState, inst: CardInstance) -> bool:
    """Whether the creature's text box is blanked out in this combat (Elandar, Manly Guy,
    or paid for by Preist of Horus)."""
    return inst.id in state.memory.blanked or suppressed(state, "text", inst)


def active_team_bonuses(state: CombatState) -> Iterator[tuple[CardInstance, TeamBonus]]:
    """Every team bonus in force: active command cards and creatures in play."""
    for seat in (ATTACKER, DEFENDER):
        cid = state.commands[seat]
        if cid is not None and not state.command_dispelled[seat]:
            command = command_of(state, state.by_id[cid])
            if command is not None:
                for bonus in command.team_bonus:
                    yield state.by_id[cid], bonus
    for inst in state.cards:
        if (
            inst.is_creature
            and inst.role in (Role.PRIMARY, Role.RANGED, Role.SECONDARY)
            and inst.status in (Status.STANDING, Status.BEATEN)
        ):
            for bonus in inst.creature.team_bonus:
                yield inst, bonus
    for seat in (ATTACKER, DEFENDER):
        ability, source = standard(state, seat), standard_source(state, seat)
        if ability is not None and source is not None:
            for bonus in ability.team_bonus:
                yield source, bonus


def first_beneficiary(state: CombatState, source: CardInstance, bonus: TeamBonus) -> str | None:
    """The first creature of the source's side played after it that the bonus fits."""
    started = source.role == Role.COMMAND
    for cid in state.play_order:
        if cid == source.id:
            started = True
            continue
        inst = state.by_id[cid]
        if not started or inst.owner != source.owner or not inst.is_creature:
            continue
        if inst.role != Role.PRIMARY:
            continue
        if bonus.to is None or fits(state, bonus.to, inst):
            return cid
    return None


def command_of(state: CombatState, inst: CardInstance) -> CommandAbility | None:
    taken = state.memory.taken_commands.get(inst.id) if state.memory.taken_commands else None
    card = inst.card if taken is None else state.by_id[taken].card
    own = card.command if isinstance(card, Creature | Spell | Item) else None
    partner = state.memory.partnered.get(inst.id) if state.memory.partnered else None
    if partner is None:
        return own
    item = state.by_id[partner].card
    given = item.command if isinstance(item, Item) else None
    return _with_item(own, given)


def _with_item(own: CommandAbility | None, given: CommandAbility | None) -> CommandAbility | None:
    """The command ability of a creature played with a C item (combat/command_pairs.py): the
    item's, in place of its own (``replace``) or added to it (``keep``)."""
    if given is None:
        return own
    if own is None or given.with_creature != "keep":
        return given
    blank = _blank_command()
    added = {
        name: getattr(given, name)
        for name in type(given).model_fields
        if getattr(given, name) != getattr(blank, name)
    }
    return own.model_copy(update=added)


@functools.cache
def _blank_command() -> CommandAbility:
    """A command ability with every field at its default (what an item's adds nothing to)."""
    return CommandAbility()


def hand_creatures(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s creatures in its combat hand, one per card name."""
    return list(_place(state, "hand", seat))


def fighter_targets(state: CombatState, seat: int) -> list[CardInstance]:
    """Creatures of ``seat`` in the current match-up that may be bribed (fighter, ranged)."""
    out: list[CardInstance] = []
    m = state.current
    if m is None:
        return out
    fighter = m.fighters[seat]
    if fighter is not None:
        inst = state.by_id[fighter.id]
        if inst.status == Status.STANDING:
            out.append(inst)
        for rid in fighter.ranged:
            if state.by_id[rid].status == Status.STANDING:
                out.append(state.by_id[rid])
    return out


def storage(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s cards in its storage hand."""
    return list(_place(state, "storage", seat))


def _place(state: CombatState, place: str, seat: int) -> list[CardInstance]:
    """``seat``'s cards in ``place`` (kept in ``in_force``: callers copy the list)."""
    force = in_force(state)
    found = force.places.get((place, seat))
    if found is None:
        cards = state.cards
        if place == "hand":
            found = unique_names(
                [
                    i
                    for i in cards
                    if i.owner == seat
                    and i.zone == "hand"
                    and i.status == Status.HAND
                    and i.is_creature
                ]
            )
        elif place == "storage":
            found = [
                i
                for i in cards
                if i.owner == seat and i.zone == "storage" and i.status == Status.HAND
            ]
        else:
            found = [
                i
                for i in cards
                if i.owner == seat
                and i.zone == "channeler"
                and not i.used_channel
                and i.status == Status.HAND  # not sent away (Gehrund)
            ]
        force.places[(place, seat)] = found
    return found


def own_fighters(state: CombatState, seat: int) -> list[CardInstance]:
    m = state.current
    if m is None:
        return []
    if m.secondary:
        if seat != state.secondary_side:
            return []
        fighter = m.fighters[seat]
        return [state.by_id[fighter.id]] if fighter else []
    fighter = m.fighters[seat]
    if fighter is None or state.by_id[fighter.id].status != Status.STANDING:
        return []
    return [state.by_id[fighter.id]]


def cancellable(state: CombatState, seat: int) -> list[str]:
    """Opposing ranged attacks in this match-up that a cancelling attack could cancel."""
    m = state.current
    if m is None or m.secondary:
        return []
    theirs = m.fighters[1 - seat]
    if theirs is None:
        return []
    return [
        rid
        for rid in theirs.ranged
        if state.by_id[rid].status == Status.STANDING and rid not in state.memory.cancelled
    ]


def reaction_target(state: CombatState, seat: int, reacts: str) -> str | None:
    """What a reaction of ``seat`` would answer now: the opponent's last act in this window,
    if it was the act the reaction waits for (a channeler's id, the receiving fighter's id for
    a Guardian's channeling, a ranged attacker's id), else None."""
    last = state.memory.last_act
    m = state.current
    if last is None or last.seat != 1 - seat or m is None:
        return None
    if last.kind == "channel":
        fighter = m.fighters[last.seat]
        if fighter is None or fighter.id != last.fighter or not fighter.channels:
            return None
        if fighter.channels[-1].source != last.source:
            return None  # cancelled meanwhile (Siin)
        if reacts == "destroy_channeler" and last.source != "guardian":
            return last.source
        if reacts == "invert_guardian_channeling" and last.source == "guardian":
            return last.fighter
        return None
    if last.kind == "ranged" and reacts in ("cancel_ranged", "steal_ranged"):
        if last.source in state.memory.cancelled:
            return None
        if reacts == "steal_ranged" and m.fighters[seat] is None:
            return None
        return last.source
    return None


def channelers(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s channelers that have not channeled yet."""
    return list(_place(state, "channeler", seat))


def channel_room(state: CombatState, target: CardInstance, fighter: Fighter) -> int:
    # a channeling turned against its receiver (Energy Eater) still took up the room it used
    return rules.channel_cap(state, target) - sum(abs(c.points) for c in fighter.channels)


def sheltered(state: CombatState, target: CardInstance) -> bool:
    """Whether the creature that fought ``target`` shelters it from secondary attacks."""
    opponent = opponent_of(state, target)
    return opponent is not None and opponent.creature.shelters_opponent


def secondary_attackers_now(state: CombatState) -> list[CardInstance]:
    m = state.current
    if m is None or state.secondary_side is None:
        return []
    fighter = m.fighters[state.secondary_side]
    if fighter is None:
        return []
    inst = state.by_id[fighter.id]
    return [inst] if inst.status == Status.STANDING else []


def up_number(state: CombatState, inst: CardInstance) -> int:
    card = inst.card
    if isinstance(card, Creature):
        return card.vitality
    return card.up or 0


def name(state: CombatState, cid: str | None) -> str | None:
    return state.by_id[cid].name if cid is not None and cid in state.by_id else cid


def granted_immunity(state: CombatState, defender: CardInstance, attacker: CardInstance) -> bool:
    """Whether a card played before ``defender`` makes it immune to ``attacker``'s kind of
    attack (Paladin: Mortals played after it are immune to fear)."""
    kind = attacker.creature.attack
    if kind is None or defender.id not in state.play_order:
        return False
    placed = state.play_order.index(defender.id)
    for source in state.cards:
        if not source.is_creature or source.id not in state.play_order:
            continue
        rule = source.creature.team_immune
        if rule is None or kind not in rule.kinds or source.id == defender.id:
            continue
        if state.play_order.index(source.id) > placed or blanked(state, source):
            continue
        if rule.to is None or fits(state, rule.to, defender):
            return True
    return False


def matchup_alive(state: CombatState) -> bool:
    m = state.current
    if m is None or m.secondary:
        return m is not None
    return all(f is not None and state.by_id[f.id].status == Status.STANDING for f in m.fighters)


def standard_source_id(state: CombatState, seat: int) -> str | None:
    """The instance id of ``seat``'s standard bearer in force, if any."""
    inst = standard_source(state, seat)
    return inst.id if inst is not None else None


def unique_names(insts: list[CardInstance]) -> list[CardInstance]:
    """One instance per card name (identical cards are the same choice), first one kept."""
    seen: set[str] = set()
    out = []
    for inst in insts:
        if inst.name not in seen:
            seen.add(inst.name)
            out.append(inst)
    return out
