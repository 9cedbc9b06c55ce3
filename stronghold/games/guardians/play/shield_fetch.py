"""Footlocker of Conflagration (``accessory = { draw_use = "shield_from_deck" }``): beside its
owner's Guardian, used once a turn in the window before the draw (``play/draw_spells.py``) for
its ``use_stones`` (docs/rules-notes/cards/deck-knowledge.md).

``cast FOOTLOCKER "SHIELD NAME"`` names a Shield the owner's draw deck holds (by name: the
owner knows what its deck holds, not where, so no card of it is singled out before it is
taken; the name is said as the use is made); the stone is paid as it is used, through
``costs`` (Iron Force of Sethos forbids it), and the other seat may answer it like any use of an
accessory. When it acts the Shield goes to the owner's Creature Pen, shown, it counts as one of
his draws this turn (``fewer:1`` on the seat, as Phase Assassin's), and the deck is shuffled.
The previous Up card is not in the deck: it is drawn as usual.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from stronghold.engine.events import Event, does, sentence
from stronghold.games.guardians.play import costs, knowledge
from stronghold.games.guardians.play.accessories import rule_of
from stronghold.games.guardians.schema import Shield

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


@dataclass(frozen=True, slots=True)
class ShieldFetched(Event):
    """A seat took a Shield of its draw deck as one of its draws (shown) and shuffled it."""

    seat: int
    card: str
    shield: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        took = does(self.seat, viewer, names, "take")
        return sentence(
            f"{self.card}: {took} {self.shield} from the draw deck as one of the draws this "
            "turn, and the deck is shuffled"
        )


def _stones(state: GameState, cid: str) -> int | None:
    """The use's price if ``cid`` is such an accessory, else None."""
    rule = rule_of(state.cards[cid].card)
    if rule is None or rule.draw_use != "shield_from_deck":
        return None
    return rule.use_stones


def is_use(state: GameState, cid: str) -> bool:
    """Whether ``cid`` is an accessory used before the draw."""
    return _stones(state, cid) is not None


def in_play(state: GameState, seat: int) -> list[str]:
    """``seat``'s such accessories in play not used this turn, one per name (face up: public)."""
    player = state.players[seat]
    named: dict[str, str] = {}
    for cid in player.accessories:
        if is_use(state, cid) and cid not in player.accessories_used:
            named.setdefault(state.cards[cid].name, cid)
    return sorted(named.values())


def _shield_names(state: GameState, seat: int) -> list[str]:
    """The names of the Shields ``seat``'s deck holds."""
    cards = state.cards
    return sorted(
        {cards[c].name for c in state.players[seat].deck if isinstance(cards[c].card, Shield)}
    )


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(accessory, shield name) pairs ``seat`` may use now: each Shield name of its deck, when
    it may pay."""
    out: list[tuple[str, str]] = []
    for cid in in_play(state, seat):
        if costs.use_affordable(state, seat, _stones(state, cid) or 0):
            out += [(cid, name) for name in _shield_names(state, seat)]
    return out


def holds(state: GameState, seat: int, name: str) -> bool:
    """Whether ``seat``'s deck still holds a Shield of that name."""
    return name in _shield_names(state, seat)


def pay(state: GameState, seat: int, cid: str) -> None:
    """The use is paid and marked used this turn."""
    player = state.players[seat]
    player.spend(_stones(state, cid) or 0)
    player.accessories_used.append(cid)


def resolve(state: GameState, seat: int, cid: str, name: str) -> None:
    """A Shield of that name goes to the pen, shown, as one of the draws; the deck is
    shuffled."""
    player = state.players[seat]
    shield = next(c for c in player.deck if state.cards[c].name == name)
    player.deck.remove(shield)
    player.pen.append(shield)
    state.set_public(shield)
    player.move_spells.append("fewer:1")  # one of this turn's draws (draw_spells.adjusted)
    knowledge.shuffle_deck(state, seat)
    state.tell(ShieldFetched(seat, state.cards[cid].name, state.cards[shield].name))
