"""Character abilities: unlocked for good at damage thresholds, summed into clash modifiers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from stronghold.games.highlander.events import Unlocked
from stronghold.games.highlander.model import Fighter

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState

Modifier = Literal["strike_bonus", "guard", "riposte"]


def modifier(fighter: Fighter, key: Modifier) -> int:
    """The sum of one numeric keyword over ``fighter``'s unlocked abilities."""
    total = 0
    for ability in fighter.character.abilities:
        if ability.name in fighter.unlocked:
            total += getattr(ability, key)
    return total


def modifier_terms(fighter: Fighter, key: Modifier) -> list[tuple[int, str]]:
    """Each unlocked ability's share of one numeric keyword, with the ability's name."""
    return [
        (getattr(ability, key), ability.name)
        for ability in fighter.character.abilities
        if ability.name in fighter.unlocked and getattr(ability, key)
    ]


def is_steady(fighter: Fighter) -> bool:
    """Whether an unlocked ability spares ``fighter`` the follow-up penalty."""
    return any(
        ability.steady and ability.name in fighter.unlocked
        for ability in fighter.character.abilities
    )


def unlock(state: DuelState) -> None:
    """Unlock every ability whose threshold a fighter's total damage has reached (for good)."""
    for seat, fighter in enumerate(state.fighters):
        for ability in fighter.character.abilities:
            if ability.name not in fighter.unlocked and fighter.damage >= ability.at:
                fighter.unlocked.append(ability.name)
                state.tell(Unlocked(seat, fighter.character.name, ability.name, ability.at))
