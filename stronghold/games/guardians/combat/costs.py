"""What a card costs a side to play in a combat, and whether it may be played at all: every
price of a card in a combat is read here, from ``card_costs.card_cost`` with what the board put
in force for that side (``SideSetup.costs``: Spectre's Ward, Iron Force of Sethos, Curse of the
Betrayed; a scenario's combat has nothing in force)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import card_costs
from stronghold.games.guardians.schema import AnyCard

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def price(state: CombatState, side: int, card: AnyCard) -> int | None:
    """The stones ``side`` pays to play ``card`` now (None: it may not be played)."""
    return card_costs.card_cost(card, state.setup.side(side).costs)


def affordable(state: CombatState, side: int, card: AnyCard) -> bool:
    """Whether ``side`` may play ``card`` now and has the stones for it."""
    return card_costs.affordable(card, state.stones[side], state.setup.side(side).costs)


def pay(state: CombatState, side: int, card: AnyCard) -> None:
    """``side`` pays for playing ``card`` (its price now)."""
    state.spend(side, price(state, side, card) or 0)
