"""Spells laid on a shield that starve it (``starves_shield``: Famine;
docs/rules-notes/cards/famine.md).

Cast in Draw and Organize, like the other organize spells (``cast FAMINE SHIELD``, answerable
by Dispel Magic), on any shield standing on a disputed land. It then lies face up on that
shield (``Player.famines``, the caster's cards, with ``Player.famished``, the shield each lies
on, in the same order): at every Terrain Settlement, with the losses the upgrades cause
(``play/losses.py``), the shield gives up that many creatures of its owner's choice. It is
discarded once the shield stops on one of its owner's stronghold spaces, or is destroyed
(``tidy``, after every movement option and as settlement begins).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, losses
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def starves(card: AnyCard) -> bool:
    """Whether the card starves a shield (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.starves_shield > 0


def is_famine(state: GameState, cid: str) -> bool:
    return starves(state.cards[cid].card)


def _targets(state: GameState) -> list[str]:
    """The shields on disputed lands, either seat's."""
    return sorted(s.id for s in state.shields.values() if board.is_land(s.space))


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``cast FAMINE SHIELD`` for each such spell the seat can pay for (one per name)."""
    if not state.owns_any(seat, starves):
        return
    player = state.players[seat]
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if not starves(card) or card.name in seen or not isinstance(card, Spell):
            continue
        if card.stone_cost <= player.stones:
            seen.add(card.name)
            for shield in _targets(state):
                yield act.Cast(cid, shield)


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The spell stood: it lies on the shield (still on a disputed land), else it fizzles."""
    player = state.players[seat]
    name = state.cards[cid].name
    if cancelled or target not in _targets(state) or cid not in player.discard:
        state.tell(events.Fizzled(name))
        return
    player.discard.remove(cid)
    player.famines.append(cid)
    player.famished.append(target)
    shield = state.shields[target]
    space = board.name(shield.space)
    state.tell(events.FamineLaid(seat, name, shield.owner, state.cards[target].name, space))


def laid(state: GameState) -> Iterator[tuple[int, str, str]]:
    """(caster, card, shield) of each such spell lying on a shield."""
    for seat, player in enumerate(state.players):
        for cid, sid in zip(player.famines, player.famished, strict=True):
            yield seat, cid, sid


def settlement_losses(state: GameState) -> list[losses.Loss]:
    """What each starved shield gives up at this Terrain Settlement (after ``tidy``)."""
    tidy(state)
    return [
        losses.Loss(sid, _amount(state, cid), state.cards[cid].name) for _s, cid, sid in laid(state)
    ]


def _amount(state: GameState, cid: str) -> int:
    card = state.cards[cid].card
    return card.starves_shield if isinstance(card, Spell) else 0


def tidy(state: GameState) -> None:
    """Discard each such spell whose shield is gone, or stands on a stronghold space of its
    owner's."""
    for seat, cid, sid in list(laid(state)):
        shield = state.shields.get(sid)
        if shield is not None and board.stronghold_owner(shield.space) != shield.owner:
            continue
        player = state.players[seat]
        at = player.famines.index(cid)
        del player.famines[at], player.famished[at]
        state.discard(cid)
        why = "its shield is gone" if shield is None else "its shield reached a stronghold"
        state.tell(events.FamineEnds(seat, state.cards[cid].name, state.cards[sid].name, why))
