"""Command cards over the play of the combat hands (docs/rules-notes/cards/command-items.md):
Wheel of Law makes both sides lay their primary creatures down lowest printed Vitality first
(``ascending_order``); Exploding Tweezle may be played only by the attacker
(``only_attacking``) and destroys the opposing command creature (``destroys_opponent_command``);
Obelisk of Bablos has both sides show what their combat hands' creatures are worth, the
higher side discarding creatures worth at least the card's number
(``hand_vitality_contest``). Saboteurs, cast in the command window on an opposing command
card that is a Creature Magic Item, blows it up: it does nothing, and its owner loses a Power
Stone (``detonates_item``; docs/rules-notes/cards/combat-flow.md)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from stronghold.engine.events import Event, sentence
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, rerolls, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.events import CombatEvent
from stronghold.games.guardians.combat.handlers import command_handler
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import ATTACKER, CardInstance, Role, Status
from stronghold.games.guardians.schema import Bribery, CommandAbility, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def may_command(ability: CommandAbility, seat: int) -> bool:
    """Whether ``seat`` may play a command card with this ability (Exploding Tweezle: only
    the attacker; Great Horned Troll: only the defender)."""
    if ability.only_defending and seat == ATTACKER:
        return False
    return not ability.only_attacking or seat == ATTACKER


def in_ascending_order(state: CombatState, choices: list[CardInstance]) -> list[CardInstance]:
    """The creatures of ``choices`` a side may lay down while a Wheel of Law is in force: the
    ones of the lowest printed Vitality among them (ties in any order)."""
    if len(choices) < 2 or not any(
        isinstance(ability, CommandAbility) and ability.ascending_order
        for _, ability in inforce.active_sources(state)
    ):
        return choices
    lowest = min(i.creature.vitality for i in choices)
    return [i for i in choices if i.creature.vitality == lowest]


@command_handler("destroys_opponent_command")
def _destroy_opposing_command(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The opposing command card, if a creature still standing, is destroyed (a Spell or
    Item command card is used up anyway)."""
    cid = state.commands[1 - seat]
    if cid is None:
        return
    target = state.by_id[cid]
    if target.is_creature and target.status == Status.STANDING and target.role == Role.COMMAND:
        shared.set_status(state, cid, Status.DESTROYED, f"blown up by {source.name}")


@dataclass(frozen=True, slots=True)
class HandTotals(CombatEvent):
    """Both sides showed the printed Vitality of the creatures in their combat hands."""

    kind = "hand-totals"
    seat_fields = ()
    source: str
    totals: tuple[int, int]
    #: The creatures counted (instance ids), of which this tells a part; told to nobody.
    cards: tuple[str, ...]

    def told_to(self, viewer: int | None) -> Event:
        return replace(self, cards=())

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        attacker, defender = self.totals
        return sentence(
            f"{self.source}: the creatures of the attacker's combat hand are worth {attacker} "
            f"Vitality, the defender's {defender}"
        )

    def disclosed(self) -> tuple[str, ...]:
        return self.cards


def _hand(state: CombatState, seat: int) -> list[CardInstance]:
    """Every creature still in ``seat``'s combat hand (copies included)."""
    return [
        i
        for i in state.cards
        if i.owner == seat and i.zone == "hand" and i.status == Status.HAND and i.is_creature
    ]


@command_handler("hand_vitality_contest")
def _compare_hands(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Both hands' creatures are counted at their printed Vitality; if the opponent's are
    worth more, he owes discards worth the card's number (Obelisk of Bablos)."""
    hands = (_hand(state, 0), _hand(state, 1))
    totals = (
        sum(i.creature.vitality for i in hands[0]),
        sum(i.creature.vitality for i in hands[1]),
    )
    counted = tuple(i.id for i in (*hands[0], *hands[1]) if not i.revealed)
    state.tell(HandTotals(source.name, totals, counted))
    if totals[1 - seat] > totals[seat] and hands[1 - seat]:
        state.memory.owed_discard[1 - seat] = ability.hand_vitality_contest


def owes(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` still owes discards to an opposing Obelisk of Bablos."""
    return state.memory.owed_discard.get(seat, 0) > 0


def owed_choices(state: CombatState, seat: int) -> list[CardInstance]:
    """The creatures ``seat`` may discard towards what it owes."""
    return inforce.hand_creatures(state, seat)


def pay_owed(state: CombatState, seat: int, action: CombatAction) -> None:
    """``seat`` discards one creature towards what it owes (or, holding none, stops)."""
    owed = state.memory.owed_discard[seat]
    if isinstance(action, act.Discard):
        inst = state.by_id[action.card]
        inst.status, inst.revealed = Status.DISCARDED, True
        state.tell(ev.Discarded(seat, inst.name, "for an opposing Obelisk of Bablos"))
        owed -= inst.creature.vitality
    else:
        state.tell(ev.NothingToDiscard(seat))
        owed = 0
    if owed > 0 and _hand(state, seat):
        state.memory.owed_discard[seat] = owed
    else:
        del state.memory.owed_discard[seat]


@command_handler("terrain_of_first")
def _lend_terrain(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The owner's other creatures will take the terrain bonus of his first primary attacker
    once it has survived (Tablet of Ancathus; combat/lent_terrain.py reads it)."""
    state.memory.terrain_of_first.add(seat)
    state.tell(ev.Effect(source.name, "its side takes the first primary attacker's terrain bonus"))


@command_handler("show_storage_or_stones")
def _demand_a_look(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The opponent will choose: show every double-bordered card he holds, or lose stones
    (Tweezle the Sneaky); asked once the commands have acted (``demand_due``)."""
    state.memory.look_demanded[1 - seat] = source.id


def demand_due(state: CombatState) -> int | None:
    """The side an opposing Tweezle the Sneaky asks to show or pay, once the commands have
    acted: a side without stones to lose shows at once (that is public)."""
    for seat, cid in sorted(state.memory.look_demanded.items()):
        if not cid:
            continue
        ability = inforce.command_of(state, state.by_id[cid])
        assert ability is not None
        if state.stones[seat] >= ability.show_storage_or_stones:
            return seat
        _settle_demand(state, seat, pays=False)
    return None


def demand_options(state: CombatState, seat: int) -> list[CombatAction]:
    """``pay TWEEZLE yes`` loses the stones, ``pay TWEEZLE no`` shows the cards."""
    cid = state.memory.look_demanded[seat]
    return [act.Pay(cid, True), act.Pay(cid, False)]


def answer_demand(state: CombatState, seat: int, action: CombatAction) -> None:
    assert isinstance(action, act.Pay)
    _settle_demand(state, seat, pays=action.pays)


def _settle_demand(state: CombatState, seat: int, *, pays: bool) -> None:
    cid = state.memory.look_demanded[seat]
    source = state.by_id[cid]
    state.memory.look_demanded[seat] = ""
    if pays:
        ability = inforce.command_of(state, source)
        assert ability is not None
        lost = ability.show_storage_or_stones
        state.spend(seat, lost)
        state.tell(ev.Stones(seat, -lost, source.name))
        return
    shown = [i for i in inforce.storage(state, seat) if not i.revealed]
    for inst in shown:
        inst.revealed = True
    state.changed()
    state.tell(ev.Effect(source.name, f"the opponent shows {_names(shown) or 'nothing'}"))


def _names(cards: list[CardInstance]) -> str:
    return ", ".join(sorted(i.name for i in cards))


def dice_discard_options(state: CombatState, seat: int) -> list[CombatAction]:
    """Bribery cards ``seat`` may discard for dice of Vitality for its creature of this
    primary match-up, while its Mighty Tiki God is in force."""
    command = inforce.command_active(state, seat)
    if command is None or not command.dice_per_bribery_discard:
        return []
    m = state.current
    fighter = m.fighters[seat] if m is not None and not m.secondary else None
    if fighter is None or state.by_id[fighter.id].status != Status.STANDING:
        return []
    return [
        act.Discard(i.id)
        for i in inforce.unique_names(inforce.storage(state, seat))
        if isinstance(i.card, Bribery)
    ]


def discard_for_dice(state: CombatState, seat: int, card: str) -> None:
    """A bribery card is discarded: the dice are rolled at once for ``seat``'s creature of
    this match-up (Mighty Tiki God)."""
    command = inforce.command_active(state, seat)
    m = state.current
    assert command is not None and m is not None
    fighter = m.fighters[seat]
    assert fighter is not None
    inst = state.by_id[card]
    inst.status, inst.revealed = Status.USED, True
    state.tell(ev.Discarded(seat, inst.name, "for the Mighty Tiki God"))
    key = f"{fighter.id}:dice_bonus:{card}"
    if command.dice_per_bribery_discard != 1:
        _add_dice(state, fighter.id, shared.roll(state, key, command.dice_per_bribery_discard))
    elif rerolls.roll(state, key, Frame("dice_bonus", (fighter.id, key))) is not None:
        _add_dice(state, fighter.id, rerolls.die(state, key))


@rerolls.continuation("dice_bonus")
def _dice_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _add_dice(state, args[0], rerolls.die(state, args[1]))


def _add_dice(state: CombatState, fighter: str, rolled: int) -> None:
    """What the discard's dice rolled adds to ``fighter``'s Vitality."""
    bonus = state.memory.dice_bonus
    bonus[fighter] = bonus.get(fighter, 0) + rolled


def detonation_target(state: CombatState, seat: int) -> str | None:
    """The opposing command card ``seat`` may blow up (Saboteurs): a Creature Magic Item
    shown as the command card and still in force, or the item of a pair shown as one (Bagpipes
    of Fear, Heels of Speed: the creature stands as the command card); None when there is
    none."""
    cid = state.commands[1 - seat]
    if cid is None or state.command_dispelled[1 - seat]:
        return None
    cid = state.memory.partnered.get(cid, cid)
    card = state.by_id[cid].card
    return cid if isinstance(card, Item) and card.item_type == "creature" else None


def detonate(state: CombatState, seat: int, spell: Spell, target: str) -> None:
    """The item ``target`` is blown up: its command does nothing (it goes to the discard
    pile with the combat's used cards) and its owner loses the spell's stones. A card that
    cannot be dispelled is blown up all the same: this is no dispel."""
    assert spell.detonates_item is not None
    if detonation_target(state, seat) != target:  # dispelled meanwhile: nothing left to do
        state.tell(ev.Fizzled(spell.name))
        return
    owner = 1 - seat
    state.command_dispelled[owner] = True
    state.tell(ev.CommandDispelled(owner, state.by_id[target].name, f"blown up by {spell.name}"))
    lost = min(spell.detonates_item, state.stones[owner])
    if lost:
        state.stones[owner] -= lost
        state.tell(ev.Stones(owner, -lost, spell.name))
