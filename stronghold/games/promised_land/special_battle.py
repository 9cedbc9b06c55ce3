"""Special Situations, Coriantumr and Shiz: the battle in which both players lay their hands.

When the two face each other (primary or secondary, in the two lines once all is revealed),
each player lays down the whole hand; every card that can be played with the line joins it
(Warriors from the hand extend the Chain, so the check repeats until nothing more fits). The
winner takes the loser's cards in play and all the hand cards laid by both, into his Discard
pile; his own original cards stay in play. Both then draw six: three Warriors and three Armory
cards, made up from the other pile when one runs short.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from stronghold.games.promised_land.events import HandAdded, HandsLaid
from stronghold.games.promised_land.lines import can_join
from stronghold.games.promised_land.setup import draw_fresh_hand

if TYPE_CHECKING:
    from stronghold.games.promised_land.state import PromisedLandState


@dataclass
class Laid:
    """One player's hand cards laid in the special battle: used in the line, or not usable."""

    used: list[str] = field(default_factory=list)
    unusable: list[str] = field(default_factory=list)


def facing(state: PromisedLandState, first: int, second: int) -> bool:
    """Whether a Warrior of one line names a Warrior of the other as its nemesis."""
    facts = state.catalog.facts
    lines = (state.players[first].line, state.players[second].line)
    for side in (0, 1):
        for card in lines[side]:
            nemesis = facts[card].nemesis
            # the other line's names are read only for a Warrior that has a nemesis (rare)
            if nemesis is not None and any(
                facts[other].name == nemesis for other in lines[1 - side]
            ):
                return True
    return False


def lay_hands(state: PromisedLandState, first: int, second: int) -> dict[int, Laid]:
    """Both players lay their whole hand; the cards that can be played join their lines."""
    catalog = state.catalog
    laid: dict[int, Laid] = {}
    state.tell(HandsLaid(first, second))
    for seat in (first, second):
        player = state.players[seat]
        pending, player.hand = list(player.hand), []
        used: list[str] = []
        changed = True
        while changed:
            changed = False
            for card in list(pending):
                if can_join(catalog, card, player.line):
                    player.line.append(card)
                    used.append(card)
                    pending.remove(card)
                    changed = True
        laid[seat] = Laid(used, pending)
        state.tell(HandAdded(seat, tuple(catalog.label(card) for card in used), len(pending)))
    return laid


def finish(state: PromisedLandState, winner: int, loser: int, laid: dict[int, Laid]) -> None:
    """The winner discards every laid hand card (the loser's used ones were captured with his
    line); both draw three Warriors and three Armory cards."""
    won = state.players[winner]
    for card in laid[winner].used:
        won.line.remove(card)
    won.discard.extend([*laid[winner].used, *laid[winner].unusable, *laid[loser].unusable])
    for seat in (winner, loser):
        draw_fresh_hand(state, seat)
