"""Creature items that turn an attack away before any combat (``repels_attack``: Cheesy Con
Souvenir Tweezle; docs/rules-notes/cards/souvenirs.md).

When a shield enters a space held by an opposing shield, before creatures join from upgrades
and before the combat, the defender may show such an item travelling under the attacked shield
(``show SHIELD CARD``, phase ``souvenir``) or not (``pass``). Shown, it is discarded and the
attacker retreats as a losing attacker does (``play/retreat.py``: back the way it came, or
destroyed if that way is held or barred), with no combat. The defender is asked whenever its
deck list holds such an item not yet seen and a card under the attacked shield is face down
(``GameState.asks``), so being asked tells nothing.

A souvenir shown may be blown up by the attacker (``detonates_item``: Saboteurs, ``cast
SPELL ITEM``, answerable by Dispel Magic): the item is discarded, its owner loses a Power
Stone and the attack goes on to its combat. The attacker is asked whenever its deck list holds
such a spell not yet seen and its storage hand a face-down card, so being asked tells nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, responses, retreat, settle_items
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import MoveStep, RetreatStep
from stronghold.games.guardians.schema import AnyCard, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.model import ShieldStack
    from stronghold.games.guardians.play.state import GameState

PHASE = "souvenir"


def is_face(card: AnyCard) -> bool:
    """Whether the card turns an attack away (``owns_any``'s test)."""
    return isinstance(card, Item) and card.repels_attack


def _held(state: GameState, shield: ShieldStack) -> list[str]:
    """Such items under the shield (one per name)."""
    named: dict[str, str] = {}
    for cid in sorted(shield.contents):
        if is_face(state.cards[cid].card):
            named.setdefault(state.cards[cid].name, cid)
    return sorted(named.values())


def is_switch(card: AnyCard) -> bool:
    """Whether the card swaps the attacked shield (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.swaps_attacked


def _others(state: GameState, defender: ShieldStack) -> list[str]:
    """The defender's owner's unturned shields it could trade places with."""
    return sorted(
        s.id
        for s in state.shields.values()
        if s.owner == defender.owner and not s.turned and s.id != defender.id
    )


def _switches(state: GameState, defender: ShieldStack) -> list[tuple[str, str]]:
    """(spell, shield) for each such spell the defender's owner can pay for."""
    if not state.owns_any(defender.owner, is_switch):
        return []
    spells = settle_items.affordable(state, defender.owner, is_switch)
    return [(cid, other) for cid in spells for other in _others(state, defender)]


def offer(state: GameState, defender: ShieldStack) -> bool:
    """An attack has reached ``defender``: ask its owner whether to show such an item or cast
    such a spell (True: asked, phase ``souvenir``)."""
    seat = defender.owner
    secret: list[str] = []
    if state.owns_any(seat, is_face):
        secret += defender.contents
    if _others(state, defender) and state.holds_unseen(seat, is_switch):
        secret += state.players[seat].storage
    has = bool(_held(state, defender) or _switches(state, defender))
    if (has or secret) and state.asks(seat, has_choice=has, secret=secret):
        state.phase, state.seat = PHASE, seat
        return True
    return False


def is_detonator(card: AnyCard) -> bool:
    """Whether the card blows up a Creature Magic Item shown before combat (Saboteurs)."""
    return isinstance(card, Spell) and card.detonates_item is not None


def shown(state: GameState) -> str | None:
    """The souvenir shown and awaiting the attacker's answer, if any."""
    joining = state.step_as(MoveStep).joining
    return joining.shown if joining is not None else None


def answering(state: GameState) -> bool:
    """Whether the attacker is answering a shown souvenir now."""
    return state.phase == PHASE and shown(state) is not None


def _defender(state: GameState) -> ShieldStack:
    joining = state.step_as(MoveStep).joining
    assert joining is not None
    return state.shields[joining.enemy]


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Show such an item of the attacked shield, or let the attack go on; the attacker, once
    one is shown: blow it up, or let it turn the attack away."""
    item = shown(state)
    if item is not None:
        for cid in settle_items.affordable(state, seat, is_detonator):
            yield act.Cast(cid, item)
        yield act.Pass()
        return
    defender = _defender(state)
    for cid in _held(state, defender):
        yield act.Show(defender.id, cid)
    for cid, other in _switches(state, defender):
        yield act.Cast(cid, other)
    yield act.Pass()


def cast_switch(state: GameState, seat: int, cid: str, other: str) -> None:
    """The Switcheroo is paid and shown; the attacker may answer it."""
    responses.play_on_card(state, seat, cid, other, then="switch")


def switch(state: GameState, seat: int, cid: str, other: str, *, cancelled: bool) -> None:
    """The spell stood: the attacked shield and ``other`` trade places, both turned; the
    attacker now meets ``other``."""
    step = state.step_as(MoveStep)
    joining = step.joining
    assert joining is not None
    attacked, swapped = state.shields[joining.enemy], state.shields.get(other)
    name = state.cards[cid].name
    if cancelled or swapped is None or swapped.turned or swapped.owner != seat:
        state.tell(events.Fizzled(name))
        return
    attacked.space, swapped.space = swapped.space, attacked.space
    attacked.turned = swapped.turned = True
    joining.enemy = swapped.id
    where = board.name(swapped.space), board.name(attacked.space)
    names = state.cards[attacked.id].name, state.cards[swapped.id].name
    state.tell(card_events.ShieldsSwitched(seat, name, names[0], where[1], names[1], where[0]))


def show(state: GameState, seat: int, action: act.Show) -> bool:
    """The item is shown: the attacker may answer it (Saboteurs), else it is discarded and
    the attacker retreats. True if the retreat is already over (the attacker destroyed,
    nowhere to go)."""
    attacker = 1 - seat
    has = bool(settle_items.affordable(state, attacker, is_detonator))
    secret = state.players[attacker].storage if state.holds_unseen(attacker, is_detonator) else []
    if (has or secret) and state.asks(attacker, has_choice=has, secret=secret):
        joining = state.step_as(MoveStep).joining
        assert joining is not None
        joining.shown = action.creature
        state.set_public(action.creature)
        state.tell(card_events.ItemShownOnAttack(seat, state.cards[action.creature].name))
        state.phase, state.seat = PHASE, attacker
        return False
    return repel(state, action.creature)


def cast_detonator(state: GameState, seat: int, cid: str, item: str) -> None:
    """The spell is paid and shown on the souvenir; the defender may answer it."""
    responses.play_on_card(state, seat, cid, item, then="switch")


def detonate(state: GameState, seat: int, cid: str, item: str, *, cancelled: bool) -> bool:
    """The spell on the shown souvenir has been answered: unless dispelled, the item is
    discarded, its owner loses the stones, and the attack goes on (True)."""
    spell = state.cards[cid].card
    assert isinstance(spell, Spell) and spell.detonates_item is not None
    if cancelled:
        state.tell(events.Fizzled(spell.name))
        return False
    joining = state.step_as(MoveStep).joining
    assert joining is not None
    joining.shown = None
    owner = state.cards[item].owner
    state.shields[joining.enemy].contents.remove(item)
    state.discard(item)
    lost = min(spell.detonates_item, state.players[owner].stones)
    state.players[owner].stones -= lost
    state.tell(card_events.ItemDetonated(seat, spell.name, state.cards[item].name, lost))
    return True


def repel(state: GameState, item: str) -> bool:
    """The shown item is discarded and the attacker retreats. True if the retreat is
    already over (the attacker destroyed, nowhere to go)."""
    step = state.step_as(MoveStep)
    route = step.route
    assert route is not None and step.joining is not None
    step.joining.shown = None
    attacker, defender = state.shields[step.shield], state.shields[step.joining.enemy]
    defender.contents.remove(item)
    state.discard(item)
    name = state.cards[item].name
    space = board.name(route.dest)
    state.tell(
        card_events.AttackRepelled(defender.owner, name, state.cards[attacker.id].name, space)
    )
    state.step = RetreatStep(
        loser=attacker.id,
        winner=defender.id,
        space=route.dest,
        came_from=route.entered_from,
        mover=attacker.owner,
        fought=False,
    )
    return retreat.begin(state)
