"""The decision phases of a game of Guardians outside combat: each with the module that lists
the deciding seat's options and carries out its choice (``GameState.phase_rules`` reads the
table; Guardians Arena builds its own from the same ``Phase``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from stronghold.games.guardians.play import (
    accessory_takes,
    after_up,
    deck_fetches,
    deck_looks,
    deck_searches,
    draw_spells,
    flier_kills,
    gravity,
    hat_rack,
    kill_rewards,
    losses,
    move_spells,
    movement,
    organize,
    recover_picks,
    responses,
    settle_items,
    settle_spells,
    settlement,
    souvenirs,
    terrain_claims,
)
from stronghold.games.guardians.play.actions import GameAction

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def listed(state: GameState, action: GameAction) -> str | None:
    """Why ``action`` may not be taken: it is not among the phase's options (None if it is)."""
    legal = state.legal_actions()
    if action in legal:
        return None
    verbs = sorted({a.kind for a in legal if isinstance(a, GameAction)})
    return f"{action} is not allowed now ({state.phase}); allowed: {', '.join(verbs)}"


AState = TypeVar("AState", bound="GameState")


@dataclass(frozen=True)
class Phase(Generic[AState]):
    """One decision phase: the options of the seat to decide, why an action may not be taken
    (None: it is not among the options, ``listed``), and how an action is carried out."""

    options: Callable[[AState, int], Iterable[GameAction]]
    do: Callable[[AState, int, GameAction], None]
    why_illegal: Callable[[AState, int, GameAction], str | None] | None = None


#: The decision phases of a game of Guardians, in the order of a turn (a combat, a sub-game
#: of its own, is not among them): each with the module that lists and carries out its choices.
PHASES: dict[str, Phase[GameState]] = {
    "draw": Phase(organize.draw_options, organize.do),
    "organize": Phase(organize.organize_options, organize.do),
    "move": Phase(movement.move_options, movement.do),
    "after_move": Phase(move_spells.war_options, movement.do),
    "moving": Phase(movement.moving_options, movement.do),
    "reinforce": Phase(movement.reinforce_options, movement.do),
    "transfer": Phase(movement.transfer_options, movement.do),
    "join": Phase(movement.join_options, movement.do),
    "assault": Phase(movement.assault_options, movement.do),
    "retreat": Phase(movement.retreat_options, movement.do),
    "souvenir": Phase(souvenirs.legal, movement.do),
    "gravity": Phase(gravity.legal, movement.do),
    "crack": Phase(flier_kills.legal, movement.do),
    "recover_pick": Phase(recover_picks.legal, recover_picks.do),
    "after_kill": Phase(kill_rewards.legal, movement.do),
    "claim": Phase(terrain_claims.legal, movement.do),
    "seize": Phase(accessory_takes.legal, movement.do),
    "shed": Phase(movement.shed_options, movement.do),
    "respond": Phase(responses.legal, responses.do),
    "after_up": Phase(after_up.legal, after_up.do),
    "arrange": Phase(deck_looks.legal, after_up.arrange),
    "search": Phase(deck_searches.legal, deck_searches.do),
    "fetch": Phase(deck_fetches.legal, movement.do),
    "settle_spells": Phase(settle_spells.legal, settle_spells.do),
    "shuffle_back": Phase(settle_items.legal, settle_spells.shuffle_back),
    "hat_rack": Phase(hat_rack.legal, settle_spells.rack_pick),
    "draw_spells": Phase(draw_spells.legal, draw_spells.do),
    "settle": Phase(settlement.legal, settlement.do),
    "lose": Phase(losses.options, losses.do),
}
