"""The Guardians heuristic for search (``GameState.evaluate``): both seats' material and
position, weighed alike, the difference squashed with tanh."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import board, upgrades
from stronghold.games.guardians.schema import Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: ``GameState.evaluate``'s weights (before tanh).
EVAL_SHIELD_LOST = 0.15
EVAL_SHIELD_LOST_SQUARED = 0.02
EVAL_LAND = 0.05
EVAL_FIELD = 0.008
EVAL_RESERVE = 0.004
EVAL_EMPTY_SHIELD = 0.03
EVAL_STONE = 0.01
#: A Storage Hand card of a seat with a Sacrificial Altar: a stone in reserve, worth a little
#: more than the stone, so that it is sacrificed only when the stone buys more.
EVAL_ALTAR_CARD = 0.015
EVAL_RUBBLE = 0.06
EVAL_COMBAT = 0.01
#: A heuristic value stays strictly inside (-1, 1), below a won game's 1.
EVAL_BOUND = 0.999


def evaluate(state: GameState, seat: int) -> float:
    """A heuristic for search, in (-1, 1), for a game not yet over.

    Both seats' standing is weighed the same way and ``seat``'s minus the other's is
    squashed with tanh: shields lost (five lose the game, so each costs more than the
    last), stronghold cards turned to rubble (two open the Guardian to assault, so the
    second costs more than the first), lands controlled (six win it), the Vitality of
    creatures under shields on the board and, for less, of those in reserve (pen and
    strongholds), empty shields, stones, and during a combat the Vitality each side still
    counts for control of the space.
    """
    lands = [0, 0]
    for land in board.LANDS:
        holder = state.controller(land)
        if holder is not None:
            lands[holder] += 1
    raw = _standing(state, seat, lands[seat]) - _standing(state, 1 - seat, lands[1 - seat])
    if state.combat is not None:
        assert state.combat_info is not None
        side = state.combat_info.side_of(seat)
        mine = state.combat.control_total(side)[0]
        theirs = state.combat.control_total(1 - side)[0]
        raw += EVAL_COMBAT * (mine - theirs)
    return max(-EVAL_BOUND, min(EVAL_BOUND, math.tanh(raw)))


def _standing(state: GameState, seat: int, lands: int) -> float:
    """One seat's material and position for ``evaluate`` (before squashing)."""
    player = state.players[seat]
    cards = state.cards
    lost = player.shields_lost
    score = -EVAL_SHIELD_LOST * lost - EVAL_SHIELD_LOST_SQUARED * lost * lost
    score += EVAL_LAND * lands
    field = 0
    for shield in state.shields.values():
        if shield.owner != seat:
            continue
        vitality = 0
        for cid in shield.contents:
            card = cards[cid].card
            if isinstance(card, Creature):
                vitality += card.vitality
        if vitality == 0:
            score -= EVAL_EMPTY_SHIELD
        field += vitality
    reserve = 0
    for cid in player.pen:
        card = cards[cid].card
        if isinstance(card, Creature):
            reserve += card.vitality
    for slot in player.strongholds:
        for cid in slot.on + slot.under + slot.held:
            card = cards[cid].card
            if isinstance(card, Creature):
                reserve += card.vitality
    rubble = sum(1 for slot in player.strongholds if slot.rubble)
    score -= EVAL_RUBBLE * rubble * rubble
    score += EVAL_FIELD * field + EVAL_RESERVE * reserve
    score += EVAL_STONE * player.stones
    if player.storage and upgrades.has_altar(state, seat):
        score += EVAL_ALTAR_CARD * len(player.storage)
    return score
