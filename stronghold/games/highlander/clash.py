"""A clash: both choose a card at once (the Offensive Player commits face down first), reveal,
then Block, Strike or Perfect Block, follow-up penalties, and abilities unlocked by damage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.games.highlander import abilities, victory
from stronghold.games.highlander.actions import Play
from stronghold.games.highlander.events import Chose, Clashed, RoundBegins
from stronghold.games.highlander.model import Fighter
from stronghold.games.highlander.rules import FOLLOW_UP_PENALTY, PERFECT_BLOCK_DAMAGE
from stronghold.games.highlander.schema import CombatCard

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState

STRIKE = "strike"
BLOCK = "block"
PERFECT_BLOCK = "perfect-block"


def begin_round(state: DuelState) -> None:
    """Both hands are full: the first clash of the round, the Offensive Player chooses first."""
    state.phase = "clash"
    state.clash_number = 1
    state.seat = state.offensive
    state.tell(RoundBegins(state.round, state.offensive))


def requirement(state: DuelState, fighter: Fighter) -> frozenset[str] | None:
    """The positions the next card must show (its previous card's follow-up bar), or None
    when any card will do: at the start of a round, or after a card that frees the next."""
    if not fighter.played or fighter.free_next:
        return None
    return frozenset(state.cards[fighter.played[-1]].follow_up)


def playable_from(state: DuelState, fighter: Fighter, cards: list[str]) -> tuple[list[str], bool]:
    """Which of ``cards`` ``fighter`` may choose, and whether choosing one costs the penalty
    (no card follows up: then any card may be played, for 1 damage)."""
    needed = requirement(state, fighter)
    if needed is None:
        return list(cards), False
    following = [card for card in cards if not needed.isdisjoint(state.cards[card].attack)]
    if following:
        return following, False
    return list(cards), True


def legal(state: DuelState) -> list[Action]:
    """The cards the current seat may choose for this clash."""
    assert state.seat is not None
    fighter = state.fighters[state.seat]
    cards, _penalty = playable_from(state, fighter, fighter.hand)
    return [Play(card) for card in cards]


def why_illegal(state: DuelState, action: Action) -> str | None:
    """Why a clash action is not allowed now, or None."""
    if not isinstance(action, Play):
        return f"{action} is not a clash action: choose a card with play CARD"
    assert state.seat is not None
    fighter = state.fighters[state.seat]
    if action.card not in fighter.hand:
        return f"{action.card} is not a card you can play"  # never more about another's card
    cards, _penalty = playable_from(state, fighter, fighter.hand)
    if action.card not in cards:
        needed = ", ".join(sorted(requirement(state, fighter) or ()))
        return (
            f"{state.cards[action.card].name} shows none of the positions your follow-up bar "
            f"asks for ({needed}), and another card in your hand does"
        )
    return None


def do(state: DuelState, action: Action) -> bool:
    """Commit the current seat's card; once both have chosen, reveal and resolve.

    Returns whether the round is over (the hands are down to the round-end size).
    """
    assert isinstance(action, Play) and state.seat is not None
    seat = state.seat
    fighter = state.fighters[seat]
    _cards, penalty = playable_from(state, fighter, fighter.hand)
    fighter.hand.remove(action.card)
    fighter.commit = action.card
    fighter.commit_penalty = penalty
    paid = penalty and not abilities.is_steady(fighter)
    state.tell(Chose(seat, state.cards[action.card].name, paid))
    other = state.fighters[1 - seat]
    if other.commit is None:
        state.seat = 1 - seat
        return False
    resolve(state)
    if state.phase == "over":
        return False
    if len(state.fighters[state.offensive].hand) <= state.rules.round_end_cards:
        return True
    state.clash_number += 1
    state.seat = state.offensive
    return False


def outcome_of(state: DuelState, attack: CombatCard, defence: CombatCard) -> str:
    """Block, Strike or Perfect Block, from how the two cards' attack positions align."""
    offensive, defensive = set(attack.attack), set(defence.attack)
    if state.rules.perfect_block == "all-positions":
        perfect = offensive == defensive
    else:
        perfect = offensive <= defensive
    if perfect:
        return PERFECT_BLOCK
    if offensive.isdisjoint(defensive):
        return STRIKE
    return BLOCK


def strike_damage(state: DuelState, attack: CombatCard, defence: CombatCard) -> int:
    """What a Strike deals: 1 per attack position, plus bonuses, less guards (never below 1)."""
    return strike_reckoning(state, attack, defence)[0]


def strike_reckoning(state: DuelState, attack: CombatCard, defence: CombatCard) -> tuple[int, str]:
    """A Strike's damage and how it is made, in words ("3 positions + 1 momentum = 4")."""
    attacker = state.fighters[state.offensive]
    defender = state.fighters[1 - state.offensive]
    terms = [
        (len(attack.attack), "positions" if len(attack.attack) != 1 else "position"),
        (attack.strike_bonus, f"{attack.name}'s bonus"),
        (attacker.momentum, "momentum"),
        *abilities.modifier_terms(attacker, "strike_bonus"),
        (-defence.guard, f"{defence.name}'s guard"),
        *((-value, name) for value, name in abilities.modifier_terms(defender, "guard")),
    ]
    hit = sum(value for value, _what in terms)
    text = _sum_words(terms, hit)
    if hit < 1:
        hit = 1
        text += ", but a Strike deals at least 1"
    return hit, text


def _sum_words(terms: list[tuple[int, str]], total: int) -> str:
    """``3 positions + 1 momentum - 1 guard = 3``: the terms that are not zero (the first
    always), then the total."""
    shown = [terms[0], *((value, what) for value, what in terms[1:] if value)]
    text = f"{shown[0][0]} {shown[0][1]}"
    for value, what in shown[1:]:
        text += f" {'+' if value > 0 else '-'} {abs(value)} {what}"
    return text + (f" = {total}" if len(shown) > 1 else "")


def resolve(state: DuelState) -> None:
    """Reveal both cards, deal the damage, unlock abilities, check the end of the game."""
    off = state.offensive
    dfn = 1 - off
    fighters = state.fighters
    chosen = [fighters[seat].commit for seat in (0, 1)]
    assert chosen[0] is not None and chosen[1] is not None
    cards = [state.cards[chosen[0]], state.cards[chosen[1]]]
    damage = [0, 0]
    penalties = [False, False]
    reckoning: list[str] = []
    attack, defence = cards[off], cards[dfn]
    result = outcome_of(state, attack, defence)
    if result == STRIKE:
        hit, words = strike_reckoning(state, attack, defence)
        damage[dfn] += hit
        reckoning.append(words)
    else:
        terms = [
            (PERFECT_BLOCK_DAMAGE if result == PERFECT_BLOCK else 0, "for the Perfect Block"),
            (defence.riposte, f"{defence.name}'s riposte"),
            *abilities.modifier_terms(fighters[dfn], "riposte"),
        ]
        back = sum(value for value, _what in terms)
        damage[off] += back
        if back:
            shown = [(value, what) for value, what in terms if value]
            reckoning.append(f"back at the attacker: {_sum_words(shown, back)}")
    for seat in (0, 1):
        if fighters[seat].commit_penalty and not abilities.is_steady(fighters[seat]):
            damage[seat] += FOLLOW_UP_PENALTY
            penalties[seat] = True
            reckoning.append(f"{cards[seat].name} was played off the follow-up bar: 1 damage")
    for seat in (0, 1):
        fighter = fighters[seat]
        card_id = chosen[seat]
        assert card_id is not None
        fighter.damage += damage[seat]
        fighter.played.append(card_id)
        fighter.known.discard(card_id)
        fighter.commit = None
        fighter.commit_penalty = False
        fighter.free_next = cards[seat].free_follow
        fighter.momentum = cards[seat].momentum
    state.last_clash = _report(state, cards, result, damage, penalties)
    state.tell(
        Clashed(
            round=state.round,
            clash=state.clash_number,
            offensive=off,
            cards=(cards[0].name, cards[1].name),
            aligned=tuple(sorted(set(cards[0].attack) & set(cards[1].attack))),
            result=result,
            damage=(damage[0], damage[1]),
            reckoning=tuple(reckoning),
            total=(fighters[0].damage, fighters[1].damage),
        )
    )
    abilities.unlock(state)
    victory.check_after_clash(state)


def _report(
    state: DuelState,
    cards: list[CombatCard],
    result: str,
    damage: list[int],
    penalties: list[bool],
) -> dict[str, Any]:
    """What everyone sees of a revealed clash (names, never card ids)."""
    return {
        "round": state.round,
        "clash": state.clash_number,
        "offensive": state.offensive,
        "cards": [
            {"name": card.name, "attack": list(card.attack), "follow_up": list(card.follow_up)}
            for card in cards
        ],
        "aligned": sorted(set(cards[0].attack) & set(cards[1].attack)),
        "result": result,
        "damage": list(damage),
        "penalties": list(penalties),
        "total_damage": [fighter.damage for fighter in state.fighters],
    }
