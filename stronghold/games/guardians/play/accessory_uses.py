"""Accessories that are used, once per turn, at the start of Terrain Settlement (issue 14,
"accessories and attachments"): Ancient Tome of Dispansation (one of the owner's cards serving
as terrain back to his hand), Ankh (a Storage Hand card discarded for one more card drawn next
turn) — ``accessory.use`` on the item; and the upgrade that answers such a use, Lotus Flower
Water Garden (``cancels_accessory_use``: that many stones cancel it).

As the phase starts (after the win check, before anything else of it), each seat with an
accessory it may use is asked in turn, the seat with the higher Up card first: ``cast
ACCESSORY TARGET`` (a land's name for the Tome, a Storage Hand card for the Ankh) or ``pass``.
A use is shown and may be answered like any magic item played on the board (Dispel Magic), or
with a Lotus Flower Water Garden (``responses.py``); then the seat may use another accessory
or pass. Decisions: docs/rules-notes/cards/accessories.md ("Used accessories").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, rubble_restore, upgrades
from stronghold.games.guardians.play.accessories import rule_of
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Step
from stronghold.games.guardians.schema import Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


@dataclass
class UseWindow(Step):
    """The start of Terrain Settlement: the seats still to say which accessories they use,
    the one asked first."""

    seats: list[int] = field(default_factory=list)

    def canonical(self) -> dict[str, Any]:
        return {"accessory_uses": list(self.seats)}


def _usable(state: GameState, seat: int) -> list[str]:
    """The seat's accessories in play with a use it has not made this turn (one per name)."""
    player = state.players[seat]
    seen: dict[str, str] = {}
    for cid in player.accessories:
        rule = rule_of(state.cards[cid].card)
        if rule is None or rule.use is None or cid in player.accessories_used:
            continue
        seen.setdefault(state.cards[cid].name, cid)
    return sorted(seen.values())


def _own_terrain(state: GameState, seat: int) -> list[int]:
    """The lands where one of the seat's cards serves as terrain."""
    return [
        land
        for land, (cid, _face_down) in sorted(state.terrain.items())
        if state.cards[cid].owner == seat
    ]


def uses(state: GameState, seat: int) -> Iterator[GameAction]:
    """``cast ACCESSORY TARGET`` for each use the seat may make now."""
    player = state.players[seat]
    for cid in _usable(state, seat):
        rule = rule_of(state.cards[cid].card)
        assert rule is not None
        if rule.use == "take_terrain":
            for land in _own_terrain(state, seat):
                yield act.Cast(cid, board.name(land))
        elif rule.use == "discard_for_draw":
            for target in sorted(player.storage):
                yield act.Cast(cid, target)
    yield from rubble_restore.uses(state, seat)  # Castellan Keir, in the same window


def _asked(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is asked in the window: it has a use to make, or could have one by
    what both seats know (a creature that rebuilds rubble, hidden in a shield on it)."""
    return any(True for _ in uses(state, seat)) or rubble_restore.asked(state, seat)


def open_window(state: GameState) -> bool:
    """Start the window if a seat has a use to make: True if a seat is asked now."""
    first = 1 if state.players[0].lower_up else 0
    seats = [seat for seat in (first, 1 - first) if _asked(state, seat)]
    if not seats:
        return False
    state.phase, state.step = "settle", UseWindow(seats)
    state.seat = seats[0]
    return True


def in_window(state: GameState) -> bool:
    """Whether the settlement is at its start, where accessories are used."""
    return isinstance(state.step, UseWindow)


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """The seat's uses, or ``pass``."""
    yield from uses(state, seat)
    yield act.Pass()


def do(state: GameState, seat: int, action: GameAction) -> bool:
    """Pass (a use is played by ``settlement.do``): True once the window is over and the
    settlement goes on."""
    window = state.step
    assert isinstance(window, UseWindow)
    assert not isinstance(action, act.Cast), "settlement.do plays a use"
    window.seats.pop(0)
    return next_seat(state)


def next_seat(state: GameState) -> bool:
    """Ask the next seat that still has a use (the window's first); True if none is left."""
    window = state.step
    assert isinstance(window, UseWindow)
    while window.seats:
        if _asked(state, window.seats[0]):
            state.seat = window.seats[0]
            return False
        window.seats.pop(0)
    state.step = None
    return True


def pay_use(state: GameState, seat: int, cid: str, target: str) -> None:
    """Pay for a use (the Ankh's discard) and show it; the other seat may then answer it
    (``responses.answer_use``)."""
    player = state.players[seat]
    player.accessories_used.append(cid)
    rule = rule_of(state.cards[cid].card)
    assert rule is not None
    name = state.cards[cid].name
    if rule.use == "discard_for_draw":
        player.storage.remove(target)
        state.discard(target)
        state.tell(events.Cast(seat, name, target=state.cards[target].name))
    else:
        state.tell(events.Cast(seat, name, space=target))


def is_use(state: GameState, cid: str) -> bool:
    """Whether ``cid``, first in a chain of answers, is an accessory being used."""
    return any(cid in player.accessories for player in state.players)  # (taken: Imhotep)


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The answers are over: a use that stands takes effect."""
    card = state.cards[cid].card
    rule = rule_of(card)
    assert rule is not None
    if cancelled:
        state.tell(events.Fizzled(card.name))
    elif rule.use == "discard_for_draw":
        state.players[seat].extra_draws += 1
        state.tell(events.ExtraDraw(seat, card.name, 1))
    else:
        land = board.parse_space(target)
        laid = state.terrain.get(land) if land is not None else None
        if land is None or laid is None or state.cards[laid[0]].owner != seat:
            state.tell(events.Fizzled(card.name))
        else:
            del state.terrain[land]
            state.set_public(laid[0])  # a face-down card is turned up as it leaves the land
            state._to_hand(seat, laid[0])
            state.tell(events.TerrainTakenBack(seat, card.name, target, state.cards[laid[0]].name))
    if next_seat(state):
        state.accessory_uses_over()


def lotus(state: GameState, seat: int) -> tuple[str, int] | None:
    """The seat's Lotus Flower Water Garden in play and its price, if it can pay it."""
    for slot in state.players[seat].strongholds:
        for cid, _held, _word in [] if slot.rubble else upgrades.beside(slot):
            if state.cards[cid].owner != seat:
                continue
            card = state.cards[cid].card
            cost = card.cancels_accessory_use if isinstance(card, Upgrade) else 0
            if cost and state.players[seat].stones >= cost:
                return cid, cost
    return None
