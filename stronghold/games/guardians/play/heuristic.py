"""The Guardians heuristic for search (``GameState.evaluate``): both seats' material and
position, weighed alike, the difference squashed with tanh."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import outlook
from stronghold.games.guardians.play import board, upgrades
from stronghold.games.guardians.play.steps import BoardCombat
from stronghold.games.guardians.schema import Creature
from stronghold.games.guardians.schema import Shield as ShieldCard

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: ``GameState.evaluate``'s weights (before tanh).
EVAL_SHIELD_LOST = 0.15
EVAL_SHIELD_LOST_SQUARED = 0.02
EVAL_LAND = 0.05
EVAL_FIELD = 0.008
EVAL_RESERVE = 0.004
EVAL_EMPTY_SHIELD = 0.03
#: A shield raised (a unit that moves, fights and holds lands), worth more than an empty
#: shield costs, so that the first organize phase raises the shields it can.
EVAL_SHIELD_UP = 0.04
#: A shield card left in the pen when its owner's organizing is over while an own stronghold
#: space could take it: a unit not raised.
EVAL_SHIELD_IDLE = 0.06
#: Stones pay for channeling in combat: kept unless they buy more than a reshuffle's luck.
EVAL_STONE = 0.03
#: A Storage Hand card of a seat with a Sacrificial Altar: a stone in reserve, worth a little
#: more than the stone, so that it is sacrificed only when the stone buys more.
EVAL_ALTAR_CARD = 0.015
EVAL_RUBBLE = 0.06
#: During a combat, the control margin counts through tanh(margin / EVAL_COMBAT_SCALE):
#: a side already far ahead gains little from more (no stone spent on a won fight).
EVAL_COMBAT = 0.12
EVAL_COMBAT_SCALE = 5.0
#: A heuristic value stays strictly inside (-1, 1), below a won game's 1.
EVAL_BOUND = 0.999


def evaluate(state: GameState, seat: int) -> float:
    """A heuristic for search, in (-1, 1), for a game not yet over.

    Both seats' standing is weighed the same way and ``seat``'s minus the other's is
    squashed with tanh: shields lost (five lose the game, so each costs more than the
    last), stronghold cards turned to rubble (two open the Guardian to assault, so the
    second costs more than the first), lands controlled (six win it), shields raised, the
    Vitality of creatures under shields on the board and, for less, of those in reserve
    (pen and strongholds), empty shields and shield cards left in the pen where a space
    could take them (once their owner's organizing is over), stones,
    and during a combat the margin of Vitality counted for control of the space (through
    tanh: a fight already won gains little more). A combat whose outcome the face-up cards
    already settle (``outlook.sure_winner``: the other side cannot catch up, whatever it
    may still do) counts as over: its loser's shield is counted destroyed, so that a seat
    that wins anyway is not tempted to spend stones to end the fight sooner.
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
        loss = _settled_loss(state)
        if loss is not None:
            loser, cost = loss
            raw += cost if loser != seat else -cost
            return max(-EVAL_BOUND, min(EVAL_BOUND, math.tanh(raw)))
        mine = state.combat.control_total(side)[0]
        theirs = state.combat.control_total(1 - side)[0]
        raw += EVAL_COMBAT * math.tanh((mine - theirs) / EVAL_COMBAT_SCALE)
    return max(-EVAL_BOUND, min(EVAL_BOUND, math.tanh(raw)))


def _settled_loss(state: GameState) -> tuple[int, float] | None:
    """For a board combat already settled from the face-up cards: the losing seat and what
    its standing loses when its shield, left with no creature, is destroyed (one shield more
    lost, the shield and the Vitality under it gone). None while the combat is open."""
    info, combat = state.combat_info, state.combat
    if not isinstance(info, BoardCombat) or combat is None:
        return None
    winner = outlook.sure_winner(combat)
    if winner is None:
        return None
    loser = info.seats[1 - winner]
    shield = state.shields[info.defender if winner == 0 else info.attacker]
    lost = state.players[loser].shields_lost
    cost = EVAL_SHIELD_LOST + EVAL_SHIELD_LOST_SQUARED * (2 * lost + 1) + EVAL_SHIELD_UP
    vitality = sum(
        card.vitality
        for card in (state.cards[cid].card for cid in shield.contents)
        if isinstance(card, Creature)
    )
    if vitality == 0:  # counted as an empty shield until now (no organizing mid-combat)
        cost -= EVAL_EMPTY_SHIELD
    return loser, cost + EVAL_FIELD * vitality


def _standing(state: GameState, seat: int, lands: int) -> float:
    """One seat's material and position for ``evaluate`` (before squashing)."""
    player = state.players[seat]
    cards = state.cards
    lost = player.shields_lost
    score = -EVAL_SHIELD_LOST * lost - EVAL_SHIELD_LOST_SQUARED * lost * lost
    score += EVAL_LAND * lands
    field = 0
    # An empty shield costs nothing while its owner may still fill it this organize phase.
    filling = state.phase == "organize" and not player.organized
    for shield in state.shields.values():
        if shield.owner != seat:
            continue
        vitality = 0
        for cid in shield.contents:
            card = cards[cid].card
            if isinstance(card, Creature):
                vitality += card.vitality
        score += EVAL_SHIELD_UP
        if vitality == 0 and not filling:
            score -= EVAL_EMPTY_SHIELD
        field += vitality
    reserve = 0
    idle = 0
    for cid in player.pen:
        card = cards[cid].card
        if isinstance(card, Creature):
            reserve += card.vitality
        elif isinstance(card, ShieldCard):
            idle += 1
    if idle and not filling:
        score -= EVAL_SHIELD_IDLE * min(idle, _free_spaces(state, seat))
    for slot in player.strongholds:
        for cid in slot.on + slot.under + slot.held + slot.extra_held:
            card = cards[cid].card
            if isinstance(card, Creature):
                reserve += card.vitality
    rubble = sum(1 for slot in player.strongholds if slot.rubble)
    score -= EVAL_RUBBLE * rubble * rubble
    score += EVAL_FIELD * field + EVAL_RESERVE * reserve
    score += EVAL_STONE * _stones(state, seat)
    if player.storage and upgrades.has_altar(state, seat):
        score += EVAL_ALTAR_CARD * len(player.storage)
    return score


def _stones(state: GameState, seat: int) -> int:
    """``seat``'s power stones: during a combat, those its side has left in the combat (the
    board's count is brought up to date only when the combat ends), so that a stone spent
    in a fight counts as spent at once."""
    info, combat = state.combat_info, state.combat
    if combat is None or info is None or seat not in info.seats:
        return state.players[seat].stones
    return combat.stones[info.side_of(seat)]


def _free_spaces(state: GameState, seat: int) -> int:
    """Own stronghold spaces that stand whole and hold no shield: where a shield can go."""
    free = 0
    for slot in state.players[seat].strongholds:
        if not slot.rubble and state.shield_at(board.stronghold_space(seat, slot.position)) is None:
            free += 1
    return free
