"""Answers to spells and items played outside combat: Dispel Magic, and Dispel Magic again.

A terrain-destroying card (Hammer of Doom) played in movement or settlement, or a barrier
(Force Barrier) played in movement, can be answered by the other seat with a Dispel Magic
("Negates any Spell, Item, or Command Card effect"); the first seat may answer that one in
turn, and so on. When a seat passes, the chain resolves from
the top: each Dispel Magic that still stands cancels the card it answered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import (
    accessories,
    accessory_uses,
    board,
    costs,
    guardian_abilities,
    on_shields,
    recovery,
    spell_returns,
)
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Link, ResponseStep
from stronghold.games.guardians.schema import Item, Spell, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def dispels(state: GameState, seat: int) -> list[str]:
    """Dispel Magic cards (one per name) the seat could play now."""
    seen: dict[str, str] = {}
    for cid in state.players[seat].storage:
        card = state.cards[cid].card
        if isinstance(card, Spell) and card.dispel and costs.affordable(state, seat, cid):
            seen.setdefault(card.name, cid)
    return sorted(seen.values())


def _pay_and_show(state: GameState, seat: int, cid: str) -> None:
    costs.pay(state, seat, cid)
    state.players[seat].storage.remove(cid)
    state.discard(cid)


def play_on_space(state: GameState, seat: int, cid: str, space: int, *, then: str) -> None:
    """Play a card on a space: a terrain-destroying card (Hammer of Doom) on a land, or a
    barrier (Force Barrier) on any space; the other seat may answer it first.

    ``then`` says where play goes on afterwards: ``move`` (the mover keeps its turn) or
    ``settle`` (the land's payment goes on).
    """
    _pay_and_show(state, seat, cid)
    state.tell(events.Cast(seat, state.cards[cid].name, space=board.name(space)))
    _hand_item_used(state, seat, cid)
    state.step = ResponseStep(
        chain=[Link(seat, cid, board.name(space))],
        then=then,
        resume_seat=state.seat,
        resume_phase=state.phase,
        resumes=state.step,
    )
    _ask_or_resolve(state, 1 - seat)


def play_on_card(
    state: GameState, seat: int, cid: str, target: str, *, then: str, answerable: bool = True
) -> None:
    """Play a card on a card (of the discard pile: Chaos Summoner; an Up card, a shield), or on
    the caster's own turn (``target`` not a card); the other seat may answer, unless the card
    cannot be dispelled (not ``answerable``: Curse of the Betrayed)."""
    _pay_and_show(state, seat, cid)
    named = state.cards[target].name if target in state.cards else None
    space = target if named is None and board.parse_space(target) is not None else None
    state.tell(events.Cast(seat, state.cards[cid].name, space=space, target=named))
    _hand_item_used(state, seat, cid)
    state.step = ResponseStep(
        chain=[Link(seat, cid, target)],
        then=then,
        resume_seat=state.seat,
        resume_phase=state.phase,
        resumes=state.step,
    )
    if answerable:
        _ask_or_resolve(state, 1 - seat)
    elif not spell_returns.ask_caster(state, 1 - seat):  # Oscar the Wonder Chimp
        _resolve(state)


def play_beside_guardian(state: GameState, seat: int, cid: str, *, then: str) -> None:
    """Place an accessory beside the seat's Guardian (Gift of Isis); the other seat may answer
    it, as any magic item played on the board."""
    accessories.pay_and_show(state, seat, cid)
    state.tell(events.Cast(seat, state.cards[cid].name, target="its Guardian"))
    state.step = ResponseStep(
        chain=[Link(seat, cid, accessories.BESIDE)],
        then=then,
        resume_seat=state.seat,
        resume_phase=state.phase,
        resumes=state.step,
    )
    _ask_or_resolve(state, 1 - seat)


def answer_use(state: GameState, seat: int, cid: str, target: str, *, then: str = "settle") -> None:
    """An accessory is used (Ankh; Footlocker before the draw, ``then`` ``draw_spell``): the
    other seat may answer it with a Dispel Magic or a Lotus Flower Water Garden; the window of
    uses goes on afterwards."""
    state.step = ResponseStep(
        chain=[Link(seat, cid, target)],
        then=then,
        resume_seat=state.seat,
        resume_phase=state.phase,
        resumes=state.step,
    )
    _ask_or_resolve(state, 1 - seat)


def _lotus(state: GameState, seat: int) -> tuple[str, int] | None:
    """The Lotus Flower Water Garden the seat may answer the chain's top with, and its price:
    only against the other seat's use of an accessory, before anything else answered it."""
    chain = state.step_as(ResponseStep).chain
    if len(chain) != 1 or chain[0].seat == seat or not accessory_uses.is_use(state, chain[0].card):
        return None
    return accessory_uses.lotus(state, seat)


def _dispellable(state: GameState) -> bool:
    """Whether the chain's top may be dispelled (a Lotus Flower is an upgrade, not magic)."""
    top = state.step_as(ResponseStep).top.card
    if top != "power" and on_shields.undispellable(state, top):
        return False  # a Voodoo Hat: only burnt stones remove it
    return top == "power" or not isinstance(state.cards[top].card, Upgrade)


def _power_dispel(state: GameState, seat: int) -> bool:
    """Whether the seat's Guardian may pay to dispel the spell on top of the chain (Sikura)."""
    cost = guardian_abilities.guardian(state, seat).dispel_spell_stones  # (Head of Gudea)
    top = state.step_as(ResponseStep).top.card
    return (
        bool(cost)
        and state.players[seat].stones >= cost
        and isinstance(state.cards[top].card, Spell)
    )


def _ask_or_resolve(state: GameState, seat: int) -> None:
    """The other seat may answer: it is asked unless it is public that it cannot (no
    face-down storage card, no power to pay for, or a Lotus Flower on top, which no card
    answers); with ``auto_pass``, only when it can."""
    dispellable = _dispellable(state)
    can = (bool(dispels(state, seat)) and dispellable) or _power_dispel(state, seat)
    can = can or _lotus(state, seat) is not None or bool(spell_returns.options(state, seat))
    secret = state.players[seat].storage if dispellable else []
    if state.asks(seat, has_choice=can, secret=secret):
        state.phase, state.seat = "respond", seat
        return
    if spell_returns.ask_caster(state, seat):  # it let the chain be: Oscar the Wonder Chimp
        return
    _resolve(state)


def _hand_item_used(state: GameState, seat: int, cid: str) -> None:
    """An H item was used: an opposing Guardian may draw a card for it (Eisnmir)."""
    card = state.cards[cid].card
    draws = guardian_abilities.guardian(state, 1 - seat).draw_on_opponent_hand_item
    if isinstance(card, Item) and card.item_type == "hand" and draws:
        drawn = state.draw_cards(1 - seat, draws)
        names = tuple(state.cards[c].name for c in drawn)
        state.tell(events.Drew(1 - seat, len(drawn), names, why=card.name))


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Answer the card on top of the chain with a Dispel Magic, or let it be; keep a spell of
    one's own in the chain (Oscar the Wonder Chimp)."""
    yield from spell_returns.options(state, seat)
    link = state.step_as(ResponseStep).top
    if link.seat == seat:  # its own card on top: asked only whether it keeps its spell
        yield act.Pass()
        return
    top = link.card
    for cid in dispels(state, seat) if _dispellable(state) else ():
        yield act.Cast(cid, top)
    lotus = _lotus(state, seat)
    if lotus is not None:
        yield act.Cast(lotus[0], top)
    if _power_dispel(state, seat):
        yield act.Power(act.PaidPower.DISPEL, top)
    yield act.Pass()


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Add a Dispel Magic to the chain, or pass and resolve it."""
    if isinstance(action, act.Pass):
        if not spell_returns.ask_caster(state, seat):  # Oscar the Wonder Chimp
            _resolve(state)
        return
    if isinstance(action, act.Power):  # Sikura: no answer to it, the chain resolves
        cost = guardian_abilities.guardian(state, seat).dispel_spell_stones
        state.players[seat].spend(cost)
        target = action.spell
        guardian = state.players[seat].guardian.name
        state.tell(events.PowerUsed(seat, guardian, state.cards[target].name, cost))
        state.step_as(ResponseStep).chain.append(Link(seat, "power", target))
        _resolve(state)
        return
    assert isinstance(action, act.Cast)
    cid, target = action.card, action.target
    lotus = _lotus(state, seat)
    if lotus is not None and lotus[0] == cid:  # the upgrade stays; its stones are paid
        state.players[seat].spend(lotus[1])
    else:
        _pay_and_show(state, seat, cid)
        _hand_item_used(state, seat, cid)  # Oscar the Wonder Chimp, an H item
    state.tell(events.Cast(seat, state.cards[cid].name, target=state.cards[target].name))
    state.step_as(ResponseStep).chain.append(Link(seat, cid, target))
    _ask_or_resolve(state, 1 - seat)


def _resolve(state: GameState) -> None:
    response = state.step_as(ResponseStep)
    state.step = response.resumes
    cancelled: set[str] = set()
    for link in reversed(response.chain[1:]):
        if link.card not in cancelled and not spell_returns.is_return(state, link.card):
            cancelled.add(link.target)
    for link in response.chain[1:]:  # Oscar the Wonder Chimp, if it stands
        if link.card not in cancelled and spell_returns.is_return(state, link.card):
            spell_returns.carry_out(state, link)
    seat, cid, space_name = response.chain[0].seat, response.chain[0].card, response.chain[0].target
    state.phase, state.seat = response.resume_phase, response.resume_seat
    if response.then == "after_up":  # a spell on the Up cards (play/after_up.py)
        state.up_spell_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if response.then == "organize_spell":  # Channeling Flux (play/organize_spells.py)
        state.organize_spell_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if response.then == "settle_spell":  # a spell at settlement (play/settle_spells.py)
        state.settle_spell_answered(seat, cid, cancelled=cid in cancelled)
        return
    if response.then == "draw_spell":  # a spell before the draw (play/draw_spells.py)
        state.draw_spell_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if response.then == "retreat_spell":  # Master Tactician (play/retreat_spells.py)
        state.retreat_spell_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if response.then == "gravity":  # Summon Gravity Well (play/gravity.py)
        state.gravity_answered(seat, cid, cancelled=cid in cancelled)
        return
    if response.then == "switch":  # The Ol' Switcheroo (play/souvenirs.py)
        state.switch_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if response.then == "kill_reward":  # Oppressed Slaves (play/kill_rewards.py)
        state.kill_reward_answered(seat, cid, cancelled=cid in cancelled)
        return
    if response.then == "move_spell":  # a spell at a movement turn (play/move_spells.py)
        state.move_spell_answered(seat, cid, space_name, cancelled=cid in cancelled)
        return
    if accessory_uses.is_use(state, cid):
        accessory_uses.resolve(state, seat, cid, space_name, cancelled=cid in cancelled)
        return
    if accessories.is_placing(state, cid):
        accessories.resolve(state, seat, cid, cancelled=cid in cancelled)
        return
    if recovery.is_recovery(state, cid):
        if cid in cancelled or not recovery.recover(state, seat, cid, space_name):
            state.tell(events.Fizzled(state.cards[cid].name))
        return
    space = board.parse_space(space_name)
    card = state.cards[cid].card
    barrier = isinstance(card, Spell) and card.barrier
    worked = cid not in cancelled and space is not None
    worked = worked and (barrier or space in state.terrain)
    if worked and space is not None and barrier:
        state.players[seat].barrier = space
        state.tell(events.BarrierRaised(seat, card.name, space_name))
    elif worked and space is not None:
        state.break_terrain(seat, cid, space)
    else:
        state.tell(events.Fizzled(card.name))
    if response.then == "settle":
        state.land_answered(broken=worked)
