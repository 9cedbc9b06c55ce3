"""The end of a round: the Offensive marker passes, played cards go to the discard, card
effects lapse, and the draft refills the hands to five."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.highlander import draft, victory
from stronghold.games.highlander.events import RoundEnds

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState


def end_round(state: DuelState) -> None:
    """Close the round and open the next draft (or end the game at the round cap)."""
    if victory.check_round_cap(state):
        return
    state.offensive = 1 - state.offensive
    for fighter in state.fighters:
        state.discard.extend(fighter.played)
        fighter.played = []
        fighter.free_next = False
        fighter.momentum = 0
    state.tell(RoundEnds(state.round, state.offensive))
    state.round += 1
    draft.begin(state)
