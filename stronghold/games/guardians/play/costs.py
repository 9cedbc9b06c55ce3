"""What a decision costs in power stones, shown beside it where a seat chooses
("reshuffle (1 stone)"): read from the action and the chooser's own cards, nothing hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from stronghold.engine.actions import Action
from stronghold.engine.events import count
from stronghold.engine.state import State
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.schema import Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def stone_cost(state: GameState, action: Action) -> int:
    """The power stones ``action`` spends when the seat to act takes it (0 if none)."""
    seat = state.current_seat
    if seat is None or not isinstance(action, act.GameAction):
        return 0
    player = state.players[seat]
    if isinstance(action, act.Reshuffle | act.Facedown):
        return 1
    if isinstance(action, act.Assault):
        return 1 if action.channel is not None else 0
    if isinstance(action, act.Balance):
        return player.guardian.draw_as_opponent_for or 0
    if isinstance(action, act.Power):
        return player.guardian.dispel_spell_stones or 0
    if isinstance(action, act.Cast):
        card = state.cards[action.card].card
        if isinstance(card, Spell) and card.draw_spell == "burn":  # Phase Assassin: burnt
            return card.stone_cost + int(action.target)
        return card.stone_cost if isinstance(card, Item | Spell) else 0
    return 0


def prompt_cost(state: State, action: Action) -> str:
    """``1 stone`` / ``2 stones`` beside a decision that costs stones, else ``""``."""
    if not isinstance(action, act.GameAction):  # a combat's decision: its panel shows stones
        return ""
    cost = stone_cost(cast("GameState", state), action)
    return count(cost, "stone") if cost else ""
