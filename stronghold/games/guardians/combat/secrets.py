"""What a seat does not know of a combat (games/guardians/hidden.py): the other side's
face-down cards, with what each place holds by rule and what the combat has shown of them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat import bribery, command_items, command_pairs, costs
from stronghold.games.guardians.combat import upgrades as combat_upgrades
from stronghold.games.guardians.combat.model import (
    SIDE_NAMES,
    CardInstance,
    Status,
)
from stronghold.games.guardians.schema import (
    AnyCard,
    Creature,
    Item,
    Spell,
)
from stronghold.games.guardians.stacking import space_limit

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def unknown(state: CombatState, seat: int, *, stacking: bool = True) -> hidden.Unknown:
    """The other side's cards ``seat`` cannot see, with what each place holds by rule and
    what the combat has shown of them: a command card chosen face down can be a command
    card; a creature chosen face down is a creature (of the declared size, realm or class);
    a side still to choose a primary attacker, or that declared a command card it has not
    chosen, holds one. ``stacking``: the shield's cards keep within 30 points (the whole
    game counts its own spaces instead)."""
    other = 1 - seat
    unknown = hidden.Unknown()
    secret = state.hidden_from(seat)
    shield = unknown.box("shield") if stacking else None
    if shield is not None:
        shield.limit = space_limit(state.setup.side(other).standard)
    for inst in state.cards:
        if inst.owner != other:
            continue
        in_shield = stacking and inst.origin == "hand"
        if inst.id not in secret:
            if shield is not None and in_shield:
                shield.count(inst.card)
            continue
        unknown.add(
            inst.id, other, *_zone_fits(state, inst), boxes=("shield",) if in_shield else ()
        )
    _shown_of(state, unknown, other)
    return unknown


def sampler(
    state: CombatState, seat: int, library: Iterable[AnyCard]
) -> Callable[[Rng], CombatState]:
    """``state.determinize(seat, rng)`` as a function of ``rng``: a copy of the combat with the
    other side's face-down cards dealt anew (``hidden.deal``: from their faces when the
    setup's cards are known, else from ``library`` as a random combat draws them) and chance
    of its own. What ``seat`` does not know and what each place accepts are worked out once,
    for every draw while ``state`` does not change."""
    spots = unknown(state, seat)
    if state.setup.public:
        deal = hidden.dealer(spots, [state.by_id[spot.cid].card for spot in spots.spots])
    else:
        deal = hidden.dealer(spots, (), library=library)

    def sample(rng: Rng) -> CombatState:
        twin = state.clone()
        assert isinstance(twin, type(state))
        for cid, face in deal(rng).items():
            twin.by_id[cid].card = face
        twin.changed()
        twin.rng = Rng(rng.getrandbits(63))  # chance to come is not the real chance
        return twin

    return sample


def _zone_fits(state: CombatState, inst: CardInstance) -> tuple[hidden.Fit, ...]:
    """What the place a card started the combat in holds by rule."""
    origin = inst.origin
    if origin == "hand":  # under the shield (a random combat's shields hold creatures)
        return (hidden.unit_card,) if state.setup.public else (hidden.creature,)
    if origin == "storage":
        return (hidden.double_bordered,)
    if origin == "channeler":
        return (state.channeler_fit(),)
    if origin == "pen":  # an Arena pen (or a raid's hand, the pen taken up)
        return (hidden.single,)
    if origin in ("stronghold", "platform"):
        return (hidden.creature,)
    return (hidden.any_card,)


def command_fit(state: CombatState, seat: int, zone: str, card: AnyCard) -> bool:
    """Whether ``card`` in ``zone`` is one ``seat`` may choose as its command card."""
    if zone in ("channeler", "up"):
        return False
    if isinstance(card, Creature):
        return (
            card.command is not None
            and zone == "hand"
            and command_items.may_command(card.command, seat)
        )
    if isinstance(card, Spell | Item) and card.command is not None:
        command = card.command
        usable = card.timing == "command" or command.aoe or command.team_bonus
        return bool(usable) and costs.affordable(state, seat, card)
    return False


def _shown_of(state: CombatState, unknown: hidden.Unknown, side: int) -> None:
    """What this combat has shown of ``side``'s face-down cards, as tests on their spots."""
    held = state.pending[side]
    chosen = partner = None
    if held is not None and not held.cannon:  # (a cannon is no card)
        if state.phase == "choose_command":
            chosen, partner = held.card, held.partner  # an item with a creature (Bagpipes)
        elif held.partner is None:
            chosen = held.card
    spot = unknown.find(chosen) if chosen is not None else None
    if spot is not None and partner is not None:
        spot.fits = (*spot.fits, command_pairs.is_pair_item)
        mate = unknown.find(partner)
        if mate is not None:
            mate.fits = (*mate.fits, hidden.creature)
    elif spot is not None and state.phase == "choose_command":
        zone = state.by_id[spot.cid].zone
        spot.fits = (*spot.fits, partial(command_fit, state, side, zone))
    elif spot is not None and state.phase == "primary_choose":
        spot.fits = (*spot.fits, partial(_declared_fit, state, side))
    for cid in state.memory.chosen or ():
        found = unknown.find(cid)
        if found is not None:
            found.fits = (*found.fits, partial(_declared_fit, state, side))
    if state.current is not None:
        picked = unknown.find(state.memory.order.get((state.current.number, side), ""))
        if picked is not None:
            picked.fits = (*picked.fits, hidden.fighter)
    hand = [s for s in unknown.spots if state.by_id[s.cid].zone == "hand"]
    icon = _bribe_shown(state, 1 - side)
    if icon is not None:  # what was not shown of the hand is nothing that icon could bribe
        for found in hand:
            if state.by_id[found.cid].status == Status.HAND:
                found.fits = (*found.fits, partial(_not_bribeable, state, side, icon))
    spotted = {s.cid for s in unknown.spots}
    known = [
        i
        for i in state.cards
        if i.owner == side and i.status == Status.HAND and i.id not in spotted
    ]
    if state.phase == "primary_choose" and state.pending[side] is None and hand:
        if not any(i.zone == "hand" and hidden.fighter(i.card) for i in known):
            box = unknown.box("to_choose")
            box.needs.append((hidden.fighter, 1))
            for found in hand:
                found.boxes = (*found.boxes, "to_choose")
    declared = state.declared[side] and state.pending[side] is None
    if declared and state.phase in ("declare", "choose_command"):
        if not combat_upgrades.may_fire_cannon(state, side) and not any(
            command_fit(state, side, i.zone, i.card) for i in known
        ):
            able = [s for s in unknown.spots if state.by_id[s.cid].zone in ("hand", "storage")]
            box = unknown.box("command")
            box.needs.append((partial(_any_command_fit, state, side), 1))
            for found in able:
                found.boxes = (*found.boxes, "command")


def _bribe_shown(state: CombatState, seat: int) -> str | None:
    """The bribe kind ``seat``'s command card made the opponent show the hand for (Yap
    Attack), once shown: from the showing (``seat`` then picks, ``command_bribe``) on."""
    picking = state.phase == "command_bribe" and state.seat == seat
    if seat not in state.memory.command_bribed and not picking:
        return None
    cid = state.commands[seat]
    card = state.by_id[cid].card if cid is not None else None
    command = getattr(card, "command", None)
    return None if command is None else command.opponent_bribed


def _not_bribeable(state: CombatState, side: int, icon: str, card: AnyCard) -> bool:
    return not isinstance(card, Creature) or not bribery.bribeable_card(state, side, card, icon)


def _any_command_fit(state: CombatState, seat: int, card: AnyCard) -> bool:
    """A command card ``seat`` could choose, wherever it lies (hand or storage)."""
    zone = "storage" if hidden.double_bordered(card) else "hand"
    return command_fit(state, seat, zone, card)


def _declared_fit(state: CombatState, side: int, card: AnyCard) -> bool:
    """A creature that may fight, and of what ``side`` declared (size, realm or class) if it
    did."""
    if not isinstance(card, Creature) or card.command_only:
        return False
    info = state.declared_info
    if info is None or info.side != SIDE_NAMES[side]:
        return True
    value = {
        "size": card.size or "?",
        "realm": card.realm.value,
        "class": ", ".join(card.classes) or "none",
    }
    return info.what not in value or value[info.what] == info.value
