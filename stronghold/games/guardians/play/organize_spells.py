"""Spells cast in Draw and Organize that hold for the rest of the turn: Channeling Flux (the
caster's Guardian has a CMP of 20 until the turn ends; ``guardian_cmp`` on the spell,
docs/rules-notes/cards/spells-board-s9.md). Cast like a recovering card (``cast SPELL
guardian``), answerable by Dispel Magic; what it leaves in force is the caster's
``Player.raised_cmp`` (20), cleared when the next turn begins."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import responses
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def _cmp(state: GameState, cid: str) -> int | None:
    card = state.cards[cid].card
    return card.guardian_cmp if isinstance(card, Spell) else None


def raises_cmp(card: AnyCard) -> bool:
    """Whether the card is a spell that raises the Guardian's CMP (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.guardian_cmp is not None


def is_organize_spell(state: GameState, cid: str) -> bool:
    return _cmp(state, cid) is not None


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """The spells ``seat`` may cast now (one per name), while none is in force."""
    if not state.owns_any(seat, raises_cmp):
        return
    player = state.players[seat]
    if player.raised_cmp is not None:
        return
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if _cmp(state, cid) is None or card.name in seen or not isinstance(card, Spell):
            continue
        if card.stone_cost <= player.stones:
            seen.add(card.name)
            yield act.Cast(cid, "guardian")


def cast(state: GameState, seat: int, cid: str) -> None:
    responses.play_on_card(state, seat, cid, "guardian", then="organize_spell")


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    cmp = _cmp(state, cid)
    name = state.cards[cid].name
    if cancelled or cmp is None:
        state.tell(events.Fizzled(name))
        return
    state.players[seat].raised_cmp = cmp
    state.tell(events.MoveSpell(seat, name, f"channel with a CMP of {cmp} until the turn ends"))


def raised_cmp(state: GameState, seat: int) -> int | None:
    """The CMP ``seat``'s Guardian is raised to this turn (Channeling Flux), None if none."""
    return state.players[seat].raised_cmp
