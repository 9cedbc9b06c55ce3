"""The heuristic agents score positions with: damage, unlocked abilities, and the hands' promise.

A hand's promise is what its best legal sequence of cards is worth for the rest of the round
in its player's role (offensive or defending): each card's value is its average net damage
against the whole deck, and every forced play off the follow-up bar costs its penalty.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from stronghold.games.highlander.abilities import is_steady
from stronghold.games.highlander.rules import (
    DAMAGE_TO_LOSE,
    FOLLOW_UP_PENALTY,
    HAND_SIZE,
    PERFECT_BLOCK_DAMAGE,
    Rules,
)
from stronghold.games.highlander.schema import CombatCard

if TYPE_CHECKING:
    from stronghold.games.highlander.library import CardSet
    from stronghold.games.highlander.model import Fighter
    from stronghold.games.highlander.state import DuelState

#: A heuristic value stays strictly inside (-1, 1), below a won game's 1.
BOUND = 0.999
DAMAGE_WEIGHT = 0.2
ABILITY_WEIGHT = 0.1
HAND_WEIGHT = 0.12


@dataclass(frozen=True)
class CardValues:
    """Each card kind's worth when played by the offensive and by the defending player."""

    offensive: dict[str, float]
    defending: dict[str, float]
    follow_up: dict[str, frozenset[str]]


def net_damage(attack: CombatCard, defence: CombatCard, *, perfect_block: str) -> int:
    """Damage to the defender less damage to the attacker in one clash, cards alone."""
    offensive, defensive = set(attack.attack), set(defence.attack)
    perfect = offensive == defensive if perfect_block == "all-positions" else offensive <= defensive
    if perfect:
        return -PERFECT_BLOCK_DAMAGE - defence.riposte
    if offensive.isdisjoint(defensive):
        return max(1, len(attack.attack) + attack.strike_bonus - defence.guard)
    return -defence.riposte


def card_values(card_set: CardSet, rules: Rules) -> CardValues:
    """Every card kind's average net damage against the deck (weighted by copies), both roles."""
    cards = card_set.combat
    total = sum(card.copies for card in cards)
    offensive: dict[str, float] = {}
    defending: dict[str, float] = {}
    for card in cards:
        dealt = sum(
            other.copies * net_damage(card, other, perfect_block=rules.perfect_block)
            for other in cards
        )
        taken = sum(
            other.copies * net_damage(other, card, perfect_block=rules.perfect_block)
            for other in cards
        )
        offensive[card.name] = (dealt + card.momentum) / total
        defending[card.name] = -taken / total
    follow_up = {card.name: frozenset(card.follow_up) for card in cards}
    return CardValues(offensive, defending, follow_up)


def evaluate(state: DuelState, seat: int) -> float:
    """``seat``'s prospects in (-1, 1): the return once the duel is over."""
    outcome = state.outcome
    if outcome is not None:
        return outcome.returns[seat]
    mine, theirs = state.fighters[seat], state.fighters[1 - seat]
    raw = DAMAGE_WEIGHT * (_hurt(theirs.damage) - _hurt(mine.damage))
    raw += ABILITY_WEIGHT * (len(mine.unlocked) - len(theirs.unlocked))
    raw += HAND_WEIGHT * (hand_promise(state, seat) - hand_promise(state, 1 - seat))
    return max(-BOUND, min(BOUND, math.tanh(raw)))


def _hurt(damage: int) -> float:
    """How bad ``damage`` is: each point worse than the last as 12 comes near."""
    return damage + damage * damage / DAMAGE_TO_LOSE


def hand_promise(state: DuelState, seat: int) -> float:
    """What ``seat``'s hand is worth for the rest of the round (or the next, while drafting)."""
    fighter = state.fighters[seat]
    values = state.game.card_values
    table = values.offensive if state.offensive == seat else values.defending
    cards = [state.cards[card].name for card in fighter.pool()]
    if state.phase == "draft":
        left = min(len(cards), HAND_SIZE - state.rules.round_end_cards)
        need: frozenset[str] | None = None
    else:
        left = len(cards) - state.rules.round_end_cards
        need = _requirement(state, fighter, values)
    cost = 0.0 if is_steady(fighter) else float(FOLLOW_UP_PENALTY)
    lookup = {name: state.game.card_set_by_name[name] for name in cards}
    return _best(tuple(sorted(cards)), need, left, table, values, lookup, cost)


def _requirement(state: DuelState, fighter: Fighter, values: CardValues) -> frozenset[str] | None:
    """The follow-up positions the next card must show, or None."""
    if not fighter.played or fighter.free_next:
        return None
    return values.follow_up[state.cards[fighter.played[-1]].name]


def _best(
    cards: Sequence[str],
    need: frozenset[str] | None,
    left: int,
    table: dict[str, float],
    values: CardValues,
    lookup: dict[str, CombatCard],
    cost: float,
) -> float:
    """The best total value of ``left`` more cards played from ``cards`` by the follow-up rule."""
    if left <= 0 or not cards:
        return 0.0
    following = [
        index
        for index, name in enumerate(cards)
        if need is None or not need.isdisjoint(lookup[name].attack)
    ]
    penalty = 0.0
    if not following:
        following = list(range(len(cards)))
        penalty = cost
    best = -math.inf
    tried: set[str] = set()
    for index in following:
        name = cards[index]
        if name in tried:
            continue
        tried.add(name)
        card = lookup[name]
        rest = tuple(cards[:index]) + tuple(cards[index + 1 :])
        after = None if card.free_follow else values.follow_up[name]
        value = table[name] - penalty + _best(rest, after, left - 1, table, values, lookup, cost)
        best = max(best, value)
    return best
