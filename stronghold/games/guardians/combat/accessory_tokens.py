"""Accessories that gather tokens in combats (``accessory = { tokens = {...} }``: Heliopolos,
Temple of Re; docs/rules-notes/cards/accessories.md).

A side whose accessory is in play brings its tokens into the combat (``SideSetup.tokens``).
Each time one of the side's creatures beats an opposing creature matching ``beaten`` (in a
primary match-up or by secondary attackers), a token is put on it at once. In a window of a
primary match-up while the side's creature of it stands, the side may take one off
(``power accessory token CREATURE``): that creature has ``vitality`` more for the match-up (a
bonus of the match-up, gone in the secondary attacks as every such bonus). The tokens left go
back to the board as the combat ends. Every token is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import CardInstance, SideSetup, Status
from stronghold.games.guardians.keywords import AccessoryTokens
from stronghold.games.guardians.schema import Item

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: ``Power`` of an accessory spending a token (``power accessory token CREATURE``).
SOURCE, WHAT = "accessory", "token"


def rule_of(card: Item | None) -> AccessoryTokens | None:
    """What the accessory's tokens do, if it gathers any."""
    if card is None or card.accessory is None:
        return None
    return card.accessory.tokens


def _side(state: CombatState, seat: int) -> SideSetup:
    return state.setup.attacker if seat == 0 else state.setup.defender


def held(state: CombatState, seat: int) -> int:
    """The tokens on ``seat``'s accessory now."""
    return state.memory.tokens.get(seat, _side(state, seat).tokens)


def on_beaten(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """``winner`` beat ``loser``: a token for the winner's side if the loser matches."""
    side = _side(state, winner.owner)
    rule = rule_of(side.token_card)
    if rule is None or winner.owner == loser.owner:
        return
    if not inforce.fits(state, rule.beaten, loser):
        return
    state.memory.tokens[winner.owner] = held(state, winner.owner) + 1
    assert side.token_card is not None
    state.tell(ev.Effect(side.token_card.name, f"a token for {winner.name} beating {loser.name}"))


def options(state: CombatState, seat: int) -> list[act.CombatAction]:
    """A token to spend on ``seat``'s creature of this primary match-up."""
    rule = rule_of(_side(state, seat).token_card)
    m = state.current
    if rule is None or m is None or m.secondary or not held(state, seat):
        return []
    fighter = m.fighters[seat]
    if fighter is None or state.by_id[fighter.id].status != Status.STANDING:
        return []
    return [act.Power(SOURCE, WHAT, fighter.id)]


def spend(state: CombatState, seat: int, target: str) -> None:
    """A token off the accessory: the creature has the Vitality for this match-up."""
    card = _side(state, seat).token_card
    rule = rule_of(card)
    assert card is not None and rule is not None
    state.memory.tokens[seat] = held(state, seat) - 1
    bonus = state.memory.token_bonus
    bonus[target] = bonus.get(target, 0) + rule.vitality
    state.changed()
    name = state.by_id[target].name
    state.tell(ev.Effect(card.name, f"a token spent: {name} has {rule.vitality} more Vitality"))
