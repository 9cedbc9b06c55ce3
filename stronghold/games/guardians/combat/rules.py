"""Pure rules of a match-up: who matches what, immunity, and Vitality with every bonus named."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from stronghold.games.guardians import abilities
from stronghold.games.guardians.combat import limits
from stronghold.games.guardians.combat.lent_terrain import terrain_creature
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.schema import (
    OCB_TARGET,
    AnyCard,
    Bonus,
    Creature,
    Item,
    Match,
    TeamBonus,
    Terrain,
)
from stronghold.games.guardians.terrain import terrain_bonus

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def given_flight(cards: Iterable[AnyCard]) -> list[Match]:
    """The patterns of the creatures that the C items among ``cards`` (one stack) give flight
    to (The Black Eye: Pirates)."""
    return [c.gives_flying for c in cards if isinstance(c, Item) and c.gives_flying is not None]


def flies(card: AnyCard, given: list[Match]) -> bool:
    """Whether a creature flies, by its card or by an item of its stack (``given``)."""
    if not isinstance(card, Creature):
        return False
    return card.flying or any(
        creature_matches(match, card, defending_stronghold=False) for match in given
    )


def wearers(cards: Sequence[AnyCard]) -> dict[int, int]:
    """Which creature of a stack wears each of its worn items (``worn_flight``: Amulet of
    Flying), by position in ``cards`` (the stack in the order it was placed): the items in that
    order, each on the first creature wearing none yet that does not fly by itself (by its card
    or an item's pattern), then on the first wearing none yet; an item left over (more items
    than creatures, for a moment) is worn by none (docs/rules-notes/cards/amulet.md)."""
    worn = [i for i, c in enumerate(cards) if isinstance(c, Item) and c.worn_flight]
    if not worn:
        return {}
    given = given_flight(cards)
    creatures = [i for i, c in enumerate(cards) if isinstance(c, Creature)]
    grounded = [i for i in creatures if not flies(cards[i], given)]
    aloft = [i for i in creatures if i not in grounded]
    return dict(zip(worn, grounded + aloft, strict=False))


def fliers_in(cards: Sequence[AnyCard]) -> list[bool]:
    """For each card of a stack, whether it is a creature that flies: by its card, by an item's
    pattern (The Black Eye) or by the item it wears (Amulet of Flying: ``wearers``)."""
    given = given_flight(cards)
    out = [flies(card, given) for card in cards]
    for wearer in wearers(cards).values():
        out[wearer] = True
    return out


def with_flight(cards: list[AnyCard]) -> list[AnyCard]:
    """A stack's cards as a combat is set up with them: a creature that an item of the stack
    gives flight to is a flier (docs/rules-notes/cards/accessories.md, "The Black Eye"; and
    docs/rules-notes/cards/amulet.md)."""
    if not any(isinstance(c, Item) and (c.gives_flying or c.worn_flight) for c in cards):
        return cards
    return [
        c.model_copy(update={"flying": True})
        if isinstance(c, Creature) and not c.flying and fly
        else c
        for c, fly in zip(cards, fliers_in(cards), strict=True)
    ]


def creature_matches(
    match: Match,
    creature: Creature,
    *,
    defending_stronghold: bool,
    terrain: tuple[Terrain, ...] = (),
    secondary: bool = False,
) -> bool:
    """Whether a creature fits every condition of a pattern (a list means any of)."""
    if match.terrain is not None and not _on_terrain(match.terrain, terrain):
        return False
    if match.ocb_at_most is not None and creature.ocb > match.ocb_at_most:
        return False
    if match.secondary is not None and secondary != match.secondary:
        return False
    if match.names is not None and creature.name not in match.names:
        return False
    if match.exclude_names and creature.name in match.exclude_names:
        return False
    if match.realm is not None and creature.realm not in match.realm:
        return False
    if match.classes is not None:
        wanted = {c.casefold() for c in match.classes}
        if not any(c.casefold() in wanted for c in creature.classes):
            return False
    if match.size is not None and creature.size not in match.size:
        return False
    if match.flying is not None and creature.flying != match.flying:
        return False
    if match.bribeable is not None and not _bribe_matches(match.bribeable, creature):
        return False
    if match.attack is not None and creature.attack not in match.attack:
        return False
    if match.immune is not None and not any(k in creature.immune.kinds for k in match.immune):
        return False
    if match.affected_by is not None and any(k in creature.immune.kinds for k in match.affected_by):
        return False
    if (
        match.receives_channeling is not None
        and creature.receives_channeling != match.receives_channeling
    ):
        return False
    if match.destroyer is not None and bool(creature.destroys) != match.destroyer:
        return False
    if match.ranged is not None and (creature.ranged > 0) != match.ranged:
        return False
    if match.command is not None and (creature.command is not None) != match.command:
        return False
    if (
        match.defending_stronghold is not None
        and defending_stronghold != match.defending_stronghold
    ):
        return False
    if match.base_vitality_at_most is not None and creature.vitality > match.base_vitality_at_most:
        return False
    if match.terrain_bonus_on is not None and not any(
        creature.terrain_bonus.get(t, 0) > 0 for t in match.terrain_bonus_on
    ):
        return False
    return not (
        match.base_vitality_at_least is not None
        and creature.vitality < match.base_vitality_at_least
    )


def _on_terrain(wanted: list[Terrain], terrain: tuple[Terrain, ...]) -> bool:
    """Whether the combat's land counts as one of the wanted terrains (``none``: no terrain)."""
    if not terrain:
        return Terrain.NONE in wanted
    return any(t in terrain for t in wanted)


def _bribe_matches(wanted: Iterable[str], creature: Creature) -> bool:
    for kind in wanted:
        if kind == "any" and creature.bribe:
            return True
        if kind == "none" and not creature.bribe:
            return True
        if kind in creature.bribe:
            return True
    return False


def immune_to(
    defender: Creature,
    attacker: Creature,
    *,
    attacker_defends_sh: bool,
    terrain: tuple[Terrain, ...] = (),
    secondary: bool = False,
) -> bool:
    """Whether ``attacker`` can do ``defender`` no damage (its attack kind or its kind of being)."""
    if attacker.no_damage:
        return True
    if attacker.attack is not None and attacker.attack in defender.immune.kinds:
        return True
    return any(
        creature_matches(
            m,
            attacker,
            defending_stronghold=attacker_defends_sh,
            terrain=terrain,
            secondary=secondary,
        )
        for m in defender.immune.creatures
    )


def bonus_applies(
    bonus: Bonus | TeamBonus,
    state: CombatState,
    owner: int,
    opponent: Creature | None,
    *,
    secondary: bool,
) -> bool:
    """Whether a conditional bonus holds in the current match-up."""
    if bonus.when == "primary" and secondary:
        return False
    if bonus.when == "secondary" and not secondary:
        return False
    if bonus.when == "command":
        return False
    if isinstance(bonus, Bonus):
        if bonus.side == "attacking" and owner != 0:
            return False
        if bonus.side == "defending" and owner != 1:
            return False
    if bonus.terrain is not None and not _on_terrain(bonus.terrain, state.terrain_types):
        return False
    if bonus.vs is not None:
        if opponent is None:
            return False
        if not creature_matches(
            bonus.vs,
            opponent,
            defending_stronghold=state.defends_stronghold(1 - owner),
            terrain=state.terrain_types,
        ):
            return False
    return True


def ocb_applies(creature: Creature, opponent: Creature | None) -> bool:
    """Whether the Off-Color Bonus counts against this opponent."""
    return (
        opponent is not None and creature.ocb != 0 and OCB_TARGET[creature.realm] == opponent.realm
    )


def in_play(state: CombatState, owner: int, *, lost_too: bool = False) -> list[CardInstance]:
    """Cards of a side on the table in this combat (standing or beaten, not bribed or gone)."""
    return [
        inst
        for inst in state.cards
        if inst.owner == owner
        and inst.role != Role.NONE
        and (inst.on_table or (lost_too and inst.status == Status.DESTROYED))
    ]


def per_count(state: CombatState, bonus: Bonus, owner: int, self_id: str) -> int:
    """How many other creatures in play (or in a discard pile) match a 'per' bonus."""
    assert bonus.per is not None
    sides = {"own": (owner,), "opponent": (1 - owner,), "both": (0, 1)}[bonus.per_sides]
    if bonus.per_state == "discard_pile":
        return sum(discard_pile_count(state, side, bonus.per) for side in sides)
    count = 0
    for side in sides:
        for inst in in_play(state, side, lost_too=bonus.per_state == "lost"):
            if inst.id == self_id or not inst.is_creature:
                continue
            if bonus.per_state == "beaten" and inst.status != Status.BEATEN:
                continue
            if bonus.per_state == "lost" and inst.status not in (Status.BEATEN, Status.DESTROYED):
                continue
            if state.fits(bonus.per, inst):
                count += 1
    return count


def discard_pile_count(state: CombatState, side: int, pattern: Match) -> int:
    """The creatures matching ``pattern`` in ``side``'s discard pile: the pile as the combat
    began and the side's creatures this combat destroyed or discarded, which go there at once
    (a beaten creature only after the combat: it may still be healed)."""
    defending = state.defends_stronghold(side)
    count = sum(
        1
        for card in state.setup.side(side).discard
        if isinstance(card, Creature)
        and creature_matches(pattern, card, defending_stronghold=defending)
    )
    for inst in state.cards:
        if inst.owner != side or not inst.is_creature:
            continue
        if inst.status in (Status.DESTROYED, Status.DISCARDED) and creature_matches(
            pattern, inst.creature, defending_stronghold=defending
        ):
            count += 1
    return count


def team_bonuses(
    state: CombatState,
    target: CardInstance,
    opponent: Creature | None,
    *,
    secondary: bool,
    sources: Collection[str | None] | None = None,
) -> list[tuple[str, int]]:
    """Bonuses other cards in play give this creature (Floyd, Marshal, a command card ...);
    only those of the ``sources`` cards if given (an Arena Duelist keeps its command's)."""
    out: list[tuple[str, int]] = []
    for source, bonus in state.active_team_bonuses():
        if sources is not None and source.id not in sources:
            continue
        source_owner = source.owner
        if bonus.sides == "own" and target.owner != source_owner:
            continue
        if bonus.sides == "opponent" and target.owner == source_owner:
            continue
        if source.id == target.id and not bonus.include_self:
            continue
        if bonus.while_beaten and source.status != Status.BEATEN:
            continue
        if bonus.to is not None and not state.fits(bonus.to, target, secondary=secondary):
            continue
        if bonus.to is not None and bonus.to.classes and state.suppressed("class_bonus", target):
            continue
        if not bonus_applies(bonus, state, target.owner, opponent, secondary=secondary):
            continue
        if bonus.first_only and state.first_beneficiary(source, bonus) not in (None, target.id):
            continue
        amount = bonus.amount
        if bonus.times_matchup:
            if secondary or target.matchup is None:
                continue
            amount *= target.matchup
        out.append((source.name, amount))
    return out


def own_bonuses(
    state: CombatState, inst: CardInstance, opponent: Creature | None, *, secondary: bool
) -> list[tuple[str, int]]:
    """The creature's own text-box bonuses that hold now."""
    creature = inst.creature
    out: list[tuple[str, int]] = []
    for index, bonus in enumerate(creature.bonus):
        if not bonus_applies(bonus, state, inst.owner, opponent, secondary=secondary):
            continue
        if bonus.partner is not None and not _partner_matches(state, inst, bonus.partner):
            continue
        count = 1 if bonus.per is None else per_count(state, bonus, inst.owner, inst.id)
        if bonus.times == "shield_up":
            count *= state.setup.side(inst.owner).shield_up or 0
        amount = bonus.amount * count
        if bonus.dice and count:
            amount += state.roll(f"{inst.id}:{index}:{int(secondary)}", bonus.dice * count)
        class_based = (bonus.vs is not None and bonus.vs.classes) or (
            bonus.per is not None and bonus.per.classes
        )
        if class_based and state.suppressed("class_bonus", inst):
            continue
        if bonus.alone is not None and any(
            other.id != inst.id and other.is_creature and state.fits(bonus.alone, other)
            for side in (0, 1)
            for other in in_play(state, side)
        ):
            continue
        if amount == 0:
            continue
        out.append(("dice" if bonus.dice and not bonus.amount else "text box", amount))
    if creature.effects:  # the named effects "on Vitality"
        out.extend(abilities.on_vitality(state, inst, secondary))
    return out


def _partner_matches(state: CombatState, inst: CardInstance, patterns: list[Match]) -> bool:
    """As a secondary attacker: whether the own creature that fought the target in its primary
    match-up fits one of the patterns."""
    if inst.role != Role.SECONDARY:
        return False
    target = state.opponent_of(inst)
    if target is None or target.role != Role.PRIMARY or target.matchup is None:
        return False
    for m in state.matchups:
        if not m.secondary and m.number == target.matchup:
            fighter = m.fighters[inst.owner]
            if fighter is None:
                return False
            partner = state.by_id[fighter.id]
            return partner.is_creature and any(state.fits(p, partner) for p in patterns)
    return False


def push_start(state: CombatState, inst: CardInstance, opponent: CardInstance | None) -> bool:
    """Whether a primary match-up starts as a push (Dust Geyser): one of the two creatures says
    so against the other."""
    if opponent is None or not opponent.is_creature or inst.role != Role.PRIMARY:
        return False
    for me, other in ((inst, opponent), (opponent, inst)):
        pattern = me.creature.starts_push
        if pattern is not None and not state.blanked(me) and state.fits(pattern, other):
            return True
    return False


def terrain_anywhere(state: CombatState, inst: CardInstance) -> str | None:
    """The name of a card in play that gives this creature its terrain bonus on any terrain."""
    for source, ability in state.active_sources():
        if (
            isinstance(ability, Creature)
            and ability.terrain_anywhere
            and source.owner == inst.owner
            and source.id != inst.id
            and source.status == Status.STANDING
        ):
            return source.name
    return None


def ocb_granted(state: CombatState, inst: CardInstance) -> bool:
    """Whether an own ranged attacker fired into this creature's match-up gives it its OCB
    whatever the opponent's realm (Gorcoo)."""
    if inst.role != Role.PRIMARY or inst.matchup is None:
        return False
    return any(
        other.owner == inst.owner
        and other.role == Role.RANGED
        and other.status == Status.STANDING
        and other.matchup == inst.matchup
        and other.creature.ranged_effect == "grant_ocb"
        for other in state.cards
    )


def channel_cap(state: CombatState, inst: CardInstance) -> int:
    """How much channeling this creature may still receive in total (its cap)."""
    creature = inst.creature
    cap = creature.channeling.cap
    granted = state.granted_channeling(inst)
    if granted is not None and (not creature.receives_channeling or cap in ("base",)):
        own = creature.vitality if cap == "base" else None
        cap = granted if own is None else max(own, granted)
    if cap == "unlimited":
        return 10**6
    if cap == "guardian_cmp":
        return state.guardian(inst.owner).cmp
    if cap == "base":
        return creature.vitality
    return cap


def vitality_breakdown(
    state: CombatState,
    inst: CardInstance,
    opponent: CardInstance | None,
    *,
    secondary: bool,
    ranged_points: int,
    channeled: int,
) -> list[tuple[str, int]]:
    """Every part of a creature's Vitality in a match-up, named as the rules narrate it."""
    creature = inst.creature
    opp = opponent.creature if opponent is not None and opponent.is_creature else None
    parts: list[tuple[str, int]] = [("base", state.base_vitality(inst))]
    if not secondary and push_start(state, inst, opponent):
        assert opponent is not None
        even = max(state.base_vitality(inst), state.base_vitality(opponent))
        parts = [("base (starts as a push)", even)]
    guessed = None if secondary else state.guess_bonus(inst)
    if guessed is not None:
        parts.append(guessed)
    if state.blanked(inst):
        parts.extend(team_bonuses(state, inst, opp, secondary=secondary))
        if ranged_points:
            parts.append(("ranged", ranged_points))
        if channeled:
            parts.append(("channeling", channeled))
        return parts
    granted = not secondary and creature.ocb != 0 and ocb_granted(state, inst)
    if (ocb_applies(creature, opp) or granted) and not state.suppressed("ocb", inst):
        parts.append(("OCB", creature.ocb))
    tb = terrain_bonus(terrain_creature(state, inst), state.terrain_types)  # Tablet of Ancathus
    anywhere = terrain_anywhere(state, inst)
    if anywhere is not None:
        best = max((v for v in creature.terrain_bonus.values() if v > 0), default=0)
        if best > (tb[1] if tb is not None else 0):
            tb = (f"any terrain, {anywhere}", best)
    if tb is not None and not state.suppressed("terrain_bonus", inst):
        parts.append((f"terrain ({tb[0]})", tb[1]))
    parts.extend(state.standard_parts(inst, opp))
    parts.extend(own_bonuses(state, inst, opp, secondary=secondary))
    if not secondary and inst.role == Role.PRIMARY:
        parts.extend(limits.vitality_parts(state, inst))
        rolled = state.memory.dice_bonus.get(inst.id, 0)
        if rolled:
            parts.append(("Mighty Tiki God", rolled))
        spent = state.memory.token_bonus.get(inst.id, 0)
        if spent:  # tokens of an accessory (Heliopolos: combat/accessory_tokens.py)
            side = state.setup.attacker if inst.owner == 0 else state.setup.defender
            parts.append((side.token_card.name if side.token_card else "tokens", spent))
        discarded = state.memory.discards.get(inst.id, 0)
        if creature.discard_bonus is not None and discarded:
            parts.append((f"{discarded} discarded", creature.discard_bonus.amount * discarded))
    parts.extend(team_bonuses(state, inst, opp, secondary=secondary))
    if (
        not secondary
        and inst.owner == 1
        and state.defends_stronghold(1)
        and not state.memory.ruined
        and not state.suppressed("stronghold", inst)
    ):
        parts.append(("stronghold", state.stronghold_defense()))
    if state.memory.anvil and inst.owner == 0 and state.defends_stronghold(1):
        if not state.memory.ruined:  # Anvil of Heaviness: attacking a stronghold's defenders
            parts.append(("Anvil of Heaviness", state.memory.anvil))
    if ranged_points:
        parts.append(("ranged", ranged_points))
    if channeled:
        parts.append(("channeling", channeled))
    return parts


def standing(inst: CardInstance) -> bool:
    """Standing on the table: a target for secondary attacks."""
    return inst.status in (Status.STANDING, Status.OUT_OF_PLAY)
