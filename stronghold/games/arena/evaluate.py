"""How good a Guardians Arena position looks for one seat: the heuristic agents search with.

Both seats' standing is weighed the same way; ``ArenaState.evaluate`` squashes the difference
with tanh. Victorious creatures count most (five win), then creatures in the arena (they
leave it victorious unless beaten; one no enemy faces yet counts nearly as a victory, so the
arena is contested rather than left empty), ruined stronghold cards (two open the Guardian to raids,
three lose) and empty ones (a raid ruins them), then material: shielded creatures ready to
enter, creatures in reserve, shields to put on them, captured creatures and Power Stones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.schema import Creature, Shield

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState

VICTORIOUS = 0.35
VICTORIOUS_SQUARED = 0.03
#: A creature in the arena: facing no enemy it leaves victorious unless one enters against it
#: (nearly a victory), facing one it has a duel to win first.
IN_ARENA = 0.32
IN_ARENA_FACED = 0.25
RUIN = 0.15
RUIN_SQUARED = 0.15
EMPTY_STRONGHOLD = 0.08
SHIELDED = 0.08
SHIELDED_VITALITY = 0.006
STANDING_VITALITY = 0.004
RESERVE_VITALITY = 0.002
SHIELD_CARD = 0.03
CAPTURED = 0.06
STONE = 0.01
#: A heuristic value stays strictly inside (-1, 1), below a won game's 1.
BOUND = 0.999


def _vitality(state: ArenaState, cid: str) -> int:
    card = state.cards[cid].card
    return card.vitality if isinstance(card, Creature) else 0


def standing(state: ArenaState, seat: int) -> float:
    """One seat's position before squashing (higher is better)."""
    player = state.player(seat)
    won = len(player.victorious)
    score = VICTORIOUS * won + VICTORIOUS_SQUARED * won * won
    ruins = sum(1 for slot in player.strongholds if slot.rubble)
    score -= RUIN * ruins + RUIN_SQUARED * ruins * ruins
    for shield in state.shields.values():
        if shield.owner != seat:
            continue
        if shield.space in state.stronghold_spaces(seat, ruined=None):
            score += SHIELDED + SHIELDED_VITALITY * _vitality(state, shield.contents[0])
        elif state.shield_of(1 - seat, shield.space) is None:
            score += IN_ARENA
        else:
            score += IN_ARENA_FACED
    for space in state.stronghold_spaces(seat):
        slot = state.slot_at(space)
        if not state.unit_on(space) and not slot.under:  # open to a raid that ruins it
            score -= EMPTY_STRONGHOLD * (1 + ruins)
        for unit in (slot.on, slot.under):
            if unit:
                score += STANDING_VITALITY * _vitality(state, unit[0])
    for zone in (player.hand, player.pen, player.storage):
        for cid in zone:
            score += RESERVE_VITALITY * _vitality(state, cid)
            if isinstance(state.cards[cid].card, Shield):
                score += SHIELD_CARD
    score += CAPTURED * sum(1 for stack in state.captured.values() if stack.owner == seat)
    return score + STONE * player.stones
