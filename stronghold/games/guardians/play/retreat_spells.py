"""Spells cast as a shield of the caster's is forced to retreat (``retreat_anywhere`` on the
spell; docs/rules-notes/cards/spells-s10.md): Master Tactician — the shield may fall back onto
any neighbouring disputed land with no shield on it (``cast TACTICIAN B2`` among the retreat
choices), answerable by Dispel Magic (then the ordinary choices stand).

A losing shield with no ordinary way to retreat is destroyed at once, unless its owner could
hold such a spell by what both seats know: then it is asked (``destroy`` always among its
choices), so that being asked tells nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, costs, responses
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import RetreatStep
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def is_retreat_spell(state: GameState, cid: str) -> bool:
    card = state.cards[cid].card
    return isinstance(card, Spell) and card.retreat_anywhere


def _is_retreat_spell_face(card: AnyCard) -> bool:
    return isinstance(card, Spell) and card.retreat_anywhere


def _may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such a spell face down (its deck list has one not face up)."""
    return state.holds_unseen(seat, _is_retreat_spell_face)


def spaces(state: GameState, ordinary: list[int]) -> list[int]:
    """The neighbouring disputed lands with no shield (and no Force Barrier) the losing shield
    could fall back onto with the spell, besides its ``ordinary`` choices."""
    shield = state.shields[state.step_as(RetreatStep).loser]
    return [
        space
        for space in board.neighbours(shield.space)
        if board.is_land(space)
        and space not in ordinary
        and state.shield_at(space) is None
        and not state.barred(space)
    ]


def options(state: GameState, seat: int, ordinary: list[int]) -> Iterator[GameAction]:
    player = state.players[seat]
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if not is_retreat_spell(state, cid) or card.name in seen:
            continue
        if isinstance(card, Spell) and costs.affordable(state, seat, cid):
            seen.add(card.name)
            for space in spaces(state, ordinary):
                yield act.Cast(cid, board.name(space))


def asked_when_cornered(state: GameState, seat: int) -> bool:
    """The losing shield has no ordinary retreat: whether its owner is asked (it may cast the
    spell, or the other seat cannot know it cannot) rather than the shield destroyed at once."""
    if not spaces(state, []):
        return False
    secret = state.players[seat].storage if _may_exist(state, seat) else []
    return state.asks(seat, has_choice=any(options(state, seat, [])), secret=secret)


def cast(state: GameState, seat: int, cid: str, target: str) -> None:
    responses.play_on_card(state, seat, cid, target, then="retreat_spell")


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> bool:
    """The spell acts unless dispelled: True when the shield has fallen back (the retreat is
    over); False: the loser chooses again among its ordinary choices."""
    name = state.cards[cid].name
    space = board.parse_space(target)
    if cancelled or space is None or space not in spaces(state, []):
        state.tell(events.Fizzled(name))
        return False
    shield = state.shields[state.step_as(RetreatStep).loser]
    shield.space = space
    state.tell(events.Retreated(seat, state.cards[shield.id].name, target))
    return True
