"""Magic items played as any phase of the turn begins (``phase_start`` on the item;
docs/rules-notes/cards/guardian-cancel.md): offered in the windows at the start of each phase,
where the spells played any time are (``anytime_spells``: before the draw, right after the Up
cards, at the start of Terrain Settlement), and answerable by Dispel Magic like any item there.

- ``cancel_guardian`` (Head of Gudea), aimed at either Guardian that has a special ability not
  cancelled yet (``guardian``: the player's own, ``opponent``: the other's): that Guardian's
  special ability is cancelled until the turn ends (``guardian_abilities``).

A window asks a seat when it could hold such an item by what both seats know (its deck list has
one not face up), so that being asked tells nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import costs, guardian_abilities
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target words: the caster's own Guardian, the opponent's.
SELF, OPPONENT = "guardian", "opponent"


def effect(state: GameState, cid: str) -> str | None:
    card = state.cards[cid].card
    return card.phase_start if isinstance(card, Item) else None


def is_face(card: AnyCard) -> bool:
    """Whether the card is an item played as a phase begins (``owns_any``'s test)."""
    return isinstance(card, Item) and card.phase_start is not None


def may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such an item face down (its deck list has one not face up)."""
    return state.holds_unseen(seat, is_face)


def _whose(seat: int, target: str) -> int:
    return seat if target == SELF else 1 - seat


def _targets(state: GameState, seat: int) -> list[str]:
    """The Guardians whose special ability may be cancelled: one that has one, not yet."""
    return [
        target
        for target in (SELF, OPPONENT)
        if guardian_abilities.has_ability(state.players[_whose(seat, target)].guardian)
        and not guardian_abilities.cancelled(state, _whose(seat, target))
    ]


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(item, target) pairs ``seat`` may play now (one item per name)."""
    if not state.owns_any(seat, is_face):
        return []
    seen: dict[str, str] = {}
    for cid in sorted(state.players[seat].storage):
        card = state.cards[cid].card
        if is_face(card) and costs.affordable(state, seat, cid):
            seen.setdefault(card.name, cid)
    if not seen:
        return []
    targets = _targets(state, seat)
    return [(cid, target) for cid in sorted(seen.values()) for target in targets]


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The item acts (unless dispelled): the Guardian aimed at loses its special ability for
    the rest of the turn."""
    name = state.cards[cid].name
    if cancelled or target not in (SELF, OPPONENT):
        state.tell(events.Fizzled(name))
        return
    whose = _whose(seat, target)
    guardian_abilities.cancel(state, whose)
    said = "Guardian's special ability is cancelled for the rest of the turn"
    state.tell(events.MoveSpell(whose, name, f"{state.players[whose].guardian.name}: {said}"))
