"""How a combat looks for one side, for search: ``guardians-combat``'s ``evaluate``.

A combat is won by the side that counts more Vitality for control of the space when it ends
(a tie goes to the defender). Before the end the side ahead by the Vitality its creatures
still standing count for control (``report.control_total``) is likelier to win, a stone
left is channeling it may still add, and a combat the face-up cards already settle
(``outlook.sure_winner``) is as good as over. Agents call it on sampled worlds, so it may
count the hidden cards of the world it is given.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import outlook, report
from stronghold.games.guardians.combat.model import DEFENDER

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The control margin (in Vitality) that counts through tanh(margin / EVAL_SCALE).
EVAL_SCALE = 6.0
#: A stone left, in Vitality: channeling it may still add (its Guardian's points, bounded).
EVAL_STONE = 1.0
#: A tie goes to the defender: the attacker needs more than an equal count.
EVAL_TIE = 0.5
#: The value of an open combat stays inside (-EVAL_OPEN, EVAL_OPEN), below a settled one.
EVAL_OPEN = 0.8
#: A combat the face-up cards settle, below a finished one's 1.
EVAL_SETTLED = 0.9


def evaluate(state: CombatState, seat: int) -> float:
    """``seat``'s (0 attacker, 1 defender) outlook in [-1, 1]: the outcome once over, else
    ``EVAL_SETTLED`` for a settled combat, else the control margin with stones through
    tanh."""
    outcome = state.outcome
    if outcome is not None and state.is_terminal():
        value = outcome.returns[seat]
        return 1.0 if value > 0 else -1.0 if value < 0 else 0.0
    winner = outlook.sure_winner(state)
    if winner is not None:
        return EVAL_SETTLED if winner == seat else -EVAL_SETTLED
    other = 1 - seat
    margin = float(report.control_total(state, seat)[0] - report.control_total(state, other)[0])
    margin += EVAL_STONE * (state.stones[seat] - state.stones[other])
    margin += EVAL_TIE if seat == DEFENDER else -EVAL_TIE
    return EVAL_OPEN * math.tanh(margin / EVAL_SCALE)
