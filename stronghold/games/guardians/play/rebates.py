"""Limited Big Time Rebate (``after_up = { rebate = true }``): cast in the window right after
the Up cards are turned (``play/after_up.py``), once per seat and turn, answerable by Dispel
Magic; at the end of Terrain Settlement its caster gets back half, rounded up, of the Power
Stones it spent this turn.

Every payment of the turn is counted as it is made: ``Player.spend`` on the board,
``CombatState.spend`` in a combat (carried back by ``play/battle.py``); the count starts again
when the next turn begins (``organize.start_turn``). What is spent and what is merely lost is
decided in docs/rules-notes/cards/rebate.md. The count is public, as the stones are."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from stronghold.engine.events import Event, count, sentence, who
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.model import Player
    from stronghold.games.guardians.play.state import GameState


def is_rebate(card: AnyCard) -> bool:
    """Whether the card is a Rebate (the keyword ``after_up.rebate``)."""
    return isinstance(card, Spell) and card.after_up is not None and card.after_up.rebate


def in_game(state: GameState) -> bool:
    """Whether a Rebate is among the game's cards (the count of stones spent matters then:
    ``views.canonical``)."""
    return any(is_rebate(c.card) for c in state.cards.values())


def new_turn(player: Player) -> None:
    """The turn begins: nothing spent yet, no Rebate in force."""
    player.spent = 0
    player.rebate = False


def take_effect(state: GameState, seat: int, name: str) -> None:
    """The Rebate (not dispelled) is in force for ``seat`` until settlement ends."""
    state.players[seat].rebate = True
    state.tell(RebateInForce(seat, name, state.players[seat].spent))


def pay_back(state: GameState) -> None:
    """The end of Terrain Settlement: each seat with a Rebate in force gets back half, rounded
    up, of what it spent this turn."""
    for seat, player in enumerate(state.players):
        if player.rebate:
            player.rebate = False
            back = (player.spent + 1) // 2
            player.stones += back
            state.tell(RebatePaid(seat, player.spent, back))


@dataclass(frozen=True, slots=True)
class RebateInForce(Event):
    """A Rebate takes effect: half the stones spent this turn come back after settlement."""

    seat: int
    card: str
    spent: int  # so far this turn

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.card} ({who(self.seat, viewer, names)}): half the Power Stones spent this "
            f"turn ({count(self.spent, 'stone')} so far) come back when Terrain Settlement ends"
        )


@dataclass(frozen=True, slots=True)
class RebatePaid(Event):
    """The end of Terrain Settlement: a Rebate gives back half the stones spent, rounded up."""

    seat: int
    spent: int
    back: int

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"Limited Big Time Rebate ({who(self.seat, viewer, names)}): "
            f"{count(self.spent, 'Power Stone')} spent this turn, {self.back} given back"
        )
