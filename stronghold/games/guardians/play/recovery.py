"""Cards that bring a card back from their owner's discard pile in Draw and Organize (issue 14,
"draw, deck, discard pile and Up-card manipulation"): Chaos Summoner (an Undead), Champs, the
Wonder Dog (an item, and Champs with it), Holy Grail (every creature lost in the turn just
played, ``cast GRAIL guardian``; docs/rules-notes/cards/holy-grail.md) — ``recovers`` on a spell
or an H item.

The seat placing in the organize phase may ``cast CARD TARGET``: the card is paid for and shown,
the other seat may answer it with a Dispel Magic (``responses.py``), and if it stands the
target leaves the discard pile for its owner's hand (``docs/rules-notes/cards/spells-items.md``,
"Recovering from the discard pile"). The target stays known to both seats: it was face up.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import costs, discard_tolls, recover_picks, settle_items
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Creature, Item, Recovery, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def rule_of(card: AnyCard) -> Recovery | None:
    """The card's recovery, if it has one."""
    return card.recovers if isinstance(card, Spell | Item) else None


#: What a card bringing back every creature lost in the turn names as its target (Holy Grail).
EVERY_LOST = "guardian"


def _lost(state: GameState, seat: int) -> list[str]:
    """The creatures ``seat`` lost in the turn just played that are still on its discard pile
    (``Player.creatures_lost``: those discarded since its last Movement phase began)."""
    player = state.players[seat]
    pile = set(player.discard)
    return [cid for cid in dict.fromkeys(player.creatures_lost) if cid in pile]


def recovers(card: AnyCard) -> bool:
    """Whether the card brings a card back from the discard pile (``owns_any``'s test)."""
    return rule_of(card) is not None


def _fits(rule: Recovery, card: AnyCard) -> bool:
    if not settle_items.may_leave_discard(card):
        return False  # the Rosetta Stone never leaves the discard pile
    if rule.kind == "item":
        return isinstance(card, Item)
    if not isinstance(card, Creature):
        return False
    return rule.match is None or creature_matches(rule.match, card, defending_stronghold=False)


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``cast CARD TARGET`` for each recovering card the seat can pay for (one per name) and
    each card of its discard pile it could bring back (one per name)."""
    if not state.owns_any(seat, recovers):
        return
    player = state.players[seat]
    casters: dict[str, str] = {}
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if rule_of(card) is not None and isinstance(card, Spell | Item):
            if costs.affordable(state, seat, cid):
                casters.setdefault(card.name, cid)
    for cid in casters.values():
        rule = rule_of(state.cards[cid].card)
        assert rule is not None
        price = costs.price(state, seat, cid) or 0  # paid before any toll
        if rule.kind == "lost_last_turn":  # Holy Grail: all of them at once
            lost = _lost(state, seat)
            if lost and discard_tolls.payable(state, seat, len(lost), price=price):
                yield act.Cast(cid, EVERY_LOST)
            continue
        if rule.vitality_total:  # Gateway To Mystfall: picked after it stands
            if recover_picks.any_to_take(state, seat, rule, price=price):
                yield act.Cast(cid, EVERY_LOST)
            continue
        targets: dict[str, str] = {}
        for target in player.discard if discard_tolls.payable(state, seat, price=price) else []:
            if _fits(rule, state.cards[target].card):
                targets.setdefault(state.cards[target].name, target)
        for target in sorted(targets.values()):
            yield act.Cast(cid, target)


def is_recovery(state: GameState, cid: str) -> bool:
    """Whether ``cid`` is a card that recovers from the discard pile."""
    return rule_of(state.cards[cid].card) is not None


def recover(state: GameState, seat: int, cid: str, target: str) -> bool:
    """The card stood: the target goes from the discard pile to its owner's hand (Storage Hand
    or Creature Pen, by its border), and a card that says so comes back too. False if the target
    has left the discard pile meanwhile."""
    player = state.players[seat]
    rule = rule_of(state.cards[cid].card)
    assert rule is not None
    if rule.vitality_total:
        return recover_picks.start(state, seat, cid, rule)
    if rule.kind == "lost_last_turn":
        back = _lost(state, seat)
        if not back:
            return False
    elif target not in player.discard:
        return False
    else:
        back = [target]
    if not discard_tolls.payable(state, seat, len(back)):
        return False  # (its owner cannot pay the Banishment's toll for them)
    for card in back:
        discard_tolls.take(state, seat, card)
    if rule.returns_itself and cid in player.discard:
        discard_tolls.unwait(state, seat, cid)  # (the card itself, as it was played)
        back.append(cid)
    for card in back:
        state._to_hand(seat, card)
    names = tuple(state.cards[card].name for card in back)
    state.tell(events.Recovered(seat, state.cards[cid].name, names))
    return True
