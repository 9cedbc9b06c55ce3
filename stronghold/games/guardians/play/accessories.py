"""Accessories (issue 14, "accessories and attachments"): magic items that are put into play
beside their owner's Guardian and stay there, changing that Guardian while they stay — Gift of
Isis (CMP), Gift of Osirus (Vitality), Scarab of Bounty (LUC): ``accessory`` on an item.

Where they live: an accessory lies in its owner's Creature Pen until it is placed (the engine
sorts it with the single-bordered cards); in Draw and Organize the seat placing may ``cast CARD
guardian``: the card is paid for and shown, the other seat may answer it with a Dispel Magic
(``responses.py``), and if it stands it lies face up in the player's ``accessories``, read by
both seats' views, the position file (``accessories = [...]``) and the canonical form. Every
reading of the Guardian's statistics outside a combat, and the Guardian a combat is set up
with, goes through :func:`guardian` (docs/rules-notes/cards/accessories.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import costs, discard_tolls, guardian_abilities
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import Accessory, AnyCard, Guardian, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target word of ``cast CARD guardian``: beside the caster's own Guardian.
BESIDE = "guardian"


def rule_of(card: AnyCard) -> Accessory | None:
    """The card's accessory effect, if it is an accessory the engine places."""
    return card.accessory if isinstance(card, Item) else None


def is_accessory_card(card: AnyCard) -> bool:
    """Whether the card is an accessory that is placed beside a Guardian (position files)."""
    return rule_of(card) is not None


def in_play(state: GameState) -> list[str]:
    """The accessories in play, both players'."""
    return [cid for player in state.players for cid in player.accessories]


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``cast CARD guardian`` for each accessory of the seat's pen it can pay for (one per
    name), unless one of that name that must be alone is in play already."""
    if not state.owns_any(seat, is_accessory_card):
        return
    player = state.players[seat]
    names_in_play = {state.cards[cid].name for cid in in_play(state)}
    seen: set[str] = set()
    for cid in player.pen:
        card = state.cards[cid].card
        rule = rule_of(card)
        if rule is None or card.name in seen or not isinstance(card, Item):
            continue
        seen.add(card.name)
        if not costs.affordable(state, seat, cid):
            continue
        if rule.one_in_play and card.name in names_in_play:
            continue
        if rule.tokens is not None and _gathers_tokens(state, seat):
            continue  # one Temple's tokens a seat (Heliopolos)
        yield act.Cast(cid, BESIDE)


def _gathers_tokens(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has an accessory gathering tokens in play already."""
    for cid in state.players[seat].accessories:
        rule = rule_of(state.cards[cid].card)
        if rule is not None and rule.tokens is not None:
            return True
    return False


def is_placing(state: GameState, cid: str) -> bool:
    """Whether ``cid``, played on the board, is an accessory being placed."""
    return rule_of(state.cards[cid].card) is not None


def pay_and_show(state: GameState, seat: int, cid: str) -> None:
    """Pay for the accessory and show it: it waits on the discard pile while the other seat may
    answer it (``responses.play_beside_guardian``)."""
    player = state.players[seat]
    card = state.cards[cid].card
    assert isinstance(card, Item)
    player.pen.remove(cid)
    costs.pay(state, seat, cid)
    state.discard(cid)


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    """The answers are over: a standing accessory goes beside its owner's Guardian (unless
    one of its name that must be alone came into play meanwhile); else it stays discarded."""
    player = state.players[seat]
    card = state.cards[cid].card
    rule = rule_of(card)
    assert rule is not None
    taken = rule.one_in_play and any(
        state.cards[other].name == card.name for other in in_play(state)
    )
    if cancelled or taken or cid not in player.discard:
        state.tell(events.Fizzled(card.name))
        return
    discard_tolls.unwait(state, seat, cid)
    player.accessories.append(cid)
    state.tell(events.AccessoryPlaced(seat, card.name))


def guardian(state: GameState, seat: int) -> Guardian:
    """``seat``'s Guardian with what its accessories in play add (the card itself if none)."""
    player = state.players[seat]
    base = guardian_abilities.guardian(state, seat)  # its special ability cancelled or not
    if not player.accessories:
        return base
    cmp = vitality = luc = 0
    for cid in player.accessories:
        rule = rule_of(state.cards[cid].card)
        if rule is not None:
            cmp, vitality, luc = cmp + rule.cmp, vitality + rule.vitality, luc + rule.luc
    if not (cmp or vitality or luc):
        return base
    return base.model_copy(
        update={"cmp": base.cmp + cmp, "vitality": base.vitality + vitality, "luc": base.luc + luc}
    )
