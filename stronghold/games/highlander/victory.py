"""The end: 12 damage loses; both at once, the less damaged wins; still tied, the Defending
Player wins. Our round cap ends a duel that will not end, by the same tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.highlander.rules import DAMAGE_TO_LOSE

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState


def check_after_clash(state: DuelState) -> None:
    """End the game if a player has taken 12 or more damage (after a clash's damage)."""
    damage = [fighter.damage for fighter in state.fighters]
    down = [seat for seat in (0, 1) if damage[seat] >= DAMAGE_TO_LOSE]
    if not down:
        return
    if len(down) == 1:
        winner = 1 - down[0]
        reason = f"{_name(state, down[0])} has taken {damage[down[0]]} damage"
    elif damage[0] != damage[1]:
        winner = 0 if damage[0] < damage[1] else 1
        reason = (
            f"both fell in the same clash; {_name(state, winner)} took less damage "
            f"({damage[winner]} to {damage[1 - winner]})"
        )
    else:
        winner = 1 - state.offensive
        reason = (
            f"both fell in the same clash with {damage[0]} damage each; "
            f"the Defending Player, {_name(state, winner)}, wins"
        )
    state.finish(winner, reason)


def check_round_cap(state: DuelState) -> bool:
    """At the round cap, end the game: less damage wins, then the Defending Player."""
    if state.round < state.rules.max_rounds:
        return False
    damage = [fighter.damage for fighter in state.fighters]
    if damage[0] != damage[1]:
        winner = 0 if damage[0] < damage[1] else 1
        reason = f"{state.rules.max_rounds} rounds played; {_name(state, winner)} took less damage"
    else:
        winner = 1 - state.offensive
        reason = (
            f"{state.rules.max_rounds} rounds played with equal damage; "
            f"the Defending Player, {_name(state, winner)}, wins"
        )
    state.finish(winner, reason)
    return True


def _name(state: DuelState, seat: int) -> str:
    """The character in ``seat``."""
    return state.fighters[seat].character.name
