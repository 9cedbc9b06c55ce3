"""``evaluate``: how good a position looks for a seat, for the greedy agent's lookahead.

Three things decide a game: the Warrior cards held (the final count), what the coming
Challenges promise (the chance of winning each, from the two lines' scores, times the Warriors
to capture, less the chance of losing times the own Warriors at stake), and staying in the game
(a player needs a Warrior for every primary: the one with fewer Warriors left in hand and pile
surrenders first, and gives up everything).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from stronghold.games.promised_land.armory import Side, score
from stronghold.games.promised_land.end_of_round import warriors_held
from stronghold.games.promised_land.model import Player, is_warrior_id

if TYPE_CHECKING:
    from stronghold.games.promised_land.state import PromisedLandState

#: How many points of difference make a Challenge about 73 % sure.
_POINT_SCALE = 2.0
#: Weight of one captured Armory card against one Warrior card.
_ARMORY_WEIGHT = 0.25
#: What the challenger's tie advantage is worth, in points.
_TIE_EDGE = 0.5
#: Weights of the Warrior lead, the Challenge prospects and the Warriors left to play.
_LEAD, _PROSPECTS, _SURVIVAL = 0.15, 0.6, 0.3


def _stake(cards: list[str]) -> float:
    """What losing these cards in play costs: Warriors count fully, Armory cards a little."""
    return sum(1.0 if is_warrior_id(card) else _ARMORY_WEIGHT for card in cards)


def _prospects(state: PromisedLandState, seat: int) -> float:
    """Expected Warrior-equivalents won in the Challenges still to come this round."""
    mine = state.players[seat]
    if not mine.line or state.phase not in ("prep", "battle"):
        return 0.0
    caller = state.challenger if state.phase == "battle" else state.called_by
    total = 0.0
    opponents = 0
    for other, player in enumerate(state.players):
        if other == seat or not player.line or other in state.battled:
            continue
        first, second = score(state.catalog, (Side(mine.line), Side(player.line)), state.escaped)
        edge = _TIE_EDGE if caller == seat else -_TIE_EDGE if caller == other else 0.0
        chance = 1.0 / (1.0 + math.exp(-(first.total - second.total + edge) / _POINT_SCALE))
        total += chance * _stake(player.line) - (1.0 - chance) * _stake(mine.line)
        opponents += 1
    return total / opponents if opponents else 0.0


def _warriors_left(player: Player) -> int:
    """Warriors still to be played as primaries: in hand and in the Warrior pile."""
    return player.warriors_in_hand() + len(player.warrior_pile)


def evaluate(state: PromisedLandState, seat: int) -> float:
    """In [-1, 1]: +1/-1 at the end by the outcome, else a squashed weighted sum."""
    outcome = state.outcome
    if outcome is not None:
        value = outcome.returns[seat]
        return 1.0 if value > 0 else -1.0 if value < 0 else 0.0
    me = state.players[seat]
    if not me.in_game:
        return -1.0
    rivals = [player for other, player in enumerate(state.players) if other != seat]
    rivals = [player for player in rivals if player.in_game]
    if not rivals:
        return 1.0
    lead = warriors_held(me) - max(warriors_held(player) for player in rivals)
    left = _warriors_left(me) - max(_warriors_left(player) for player in rivals)
    value = _LEAD * lead + _PROSPECTS * _prospects(state, seat) + _SURVIVAL * left
    return math.tanh(value)
