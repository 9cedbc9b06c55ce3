"""Ragmort's Engineers (``extra_upgrade`` on a spell): cast in Draw and Organize on one of the
caster's standing end stronghold cards (``cast SPELL A1``), answerable by Dispel Magic. Once it
acts, the caster may put one more of his upgrades beside that card this Draw and Organize
(``StrongholdSlot.extra``), of a name differing from every card already beside it, a downgrade
included (docs/rules-notes/cards/engineers.md). The permission is a mark in
``Player.move_spells`` (``engineers:A1``), spent by the extra upgrade, gone when the turn ends."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, costs
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import StrongholdSlot
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

MARK = "engineers:"


def is_engineers(card: AnyCard) -> bool:
    """Whether the card lets its caster add an extra upgrade (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.extra_upgrade


def _space(seat: int, slot: StrongholdSlot) -> str:
    return board.name(board.stronghold_space(seat, slot.position))


def _open(state: GameState, seat: int) -> list[str]:
    """The spaces of ``seat``'s standing end stronghold cards with no extra upgrade yet and no
    permission already given for them."""
    player = state.players[seat]
    return [
        _space(seat, slot)
        for slot in player.strongholds
        if slot.position in (0, 2)
        and not slot.rubble
        and slot.extra is None
        and MARK + _space(seat, slot) not in player.move_spells
    ]


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """The Engineers ``seat`` may cast now: one per name, on each end card still open."""
    if not state.owns_any(seat, is_engineers):
        return
    for cid in costs.castable(state, seat, is_engineers):
        for space in _open(state, seat):
            yield act.Cast(cid, space)


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The spell acts (unless dispelled): the end card on ``target`` may take an extra upgrade."""
    name = state.cards[cid].name
    if cancelled or target not in _open(state, seat):
        state.tell(events.Fizzled(name))
        return
    state.players[seat].move_spells.append(MARK + target)
    state.tell(events.MoveSpell(seat, name, f"may add an extra Stronghold Upgrade on {target}"))


def extra_allowed(state: GameState, seat: int, slot: StrongholdSlot, name: str) -> bool:
    """Whether ``seat`` may put its upgrade called ``name`` beside ``slot`` (its own, with one
    card beside it already) as the extra one: the permission given, and no card of that name
    beside it."""
    marks = state.players[seat].move_spells
    if not marks or slot.upgrade is None or slot.extra is not None or slot.rubble:
        return False  # (no mark at all: the common case, checked first)
    if MARK + _space(seat, slot) not in marks:
        return False
    return state.cards[slot.upgrade].name != name


def add_extra(state: GameState, seat: int, slot: StrongholdSlot, cid: str) -> None:
    """The extra upgrade goes beside ``slot``; the permission is spent."""
    slot.extra = cid
    state.players[seat].move_spells.remove(MARK + _space(seat, slot))
