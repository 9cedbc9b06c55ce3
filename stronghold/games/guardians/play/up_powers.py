"""An Up card's own power, used by its owner right after the Up cards are turned (in the window
of ``play/after_up.py``, before any shield moves): ``up_power`` on a creature.

- ``seek`` (Jonstollo the Seeker): ``seek NAME`` — he is discarded, the card of that name from
  the owner's draw deck becomes the Up card (shown), and the deck is reshuffled;
- ``fetch`` (Chickenhead McCracken): ``fetch N`` — N (up to ``count``) bribery cards of its
  kind go from the draw deck to the storage hand, shown, and the deck is reshuffled;
- ``join`` (Squibby): ``send SHIELD`` — the Up card goes under an own shield standing on a
  face-up terrain card of ``terrain``, within the space's stacking limit, and a new Up card is
  turned.

Who moves first (and who had the lower Up card) is worked out again from the Up cards as they
then stand, equal numbers turning again as at the start of the movement. Each Up card's power
is used at most once (noted in the window's ``cast`` as ``seat:id``). An Up card lies face up,
so whether a seat has a power to use is public: the window asks it only then.
docs/rules-notes/cards/up-powers.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events, shield_limits
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, knowledge, movement, routes
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import AfterUpStep
from stronghold.games.guardians.schema import Bribery, Creature, UpPower

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The actions this module carries out.
KINDS = (act.Seek, act.Fetch, act.Send)


def _power(state: GameState, seat: int) -> tuple[str, UpPower] | None:
    """``seat``'s Up card and its power, if it has one not used yet in this window."""
    up = state.players[seat].up
    if up is None:
        return None
    card = state.cards[up].card
    if not isinstance(card, Creature) or card.up_power is None:
        return None
    step = state.step
    if isinstance(step, AfterUpStep) and f"{seat}:{up}" in step.cast:
        return None
    return up, card.up_power


def any_option(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s Up card has a power it could use now."""
    return next(options(state, seat), None) is not None


def any_power(state: GameState) -> bool:
    """Whether either seat's Up card has a power it could use now."""
    return any_option(state, 0) or any_option(state, 1)


def _fetchable(state: GameState, seat: int, power: UpPower) -> list[str]:
    """The bribery cards of the power's kind in ``seat``'s deck, top first."""
    cards = state.cards
    return [
        cid
        for cid in reversed(state.players[seat].deck)
        if isinstance(face := cards[cid].card, Bribery) and face.bribes == power.bribe
    ]


def _homes(state: GameState, seat: int, up: str, power: UpPower) -> list[str]:
    """The own shields the Up card may go under: on a face-up terrain card of the power's
    terrain, with room for it within the stacking limit and the per-space limits."""
    out: list[str] = []
    face = state.cards[up].card
    for shield in state.shields.values():
        if shield.owner != seat or power.terrain is None:
            continue
        terrain = routes.terrain_card(state, shield.space)
        if terrain is None or power.terrain not in terrain.terrain_types:
            continue
        if state.stack_of(seat, shield.space, [up]) > state.space_limit(shield):
            continue
        present = [state.cards[c].card for c in shield.contents]
        if shield_limits.may_join(face, present):
            out.append(shield.id)
    return sorted(out)


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """The uses of ``seat``'s Up card's power open now."""
    found = _power(state, seat)
    if found is None:
        return
    up, power = found
    deck = state.players[seat].deck
    if power.what == "seek":
        names = {state.cards[cid].name for cid in deck}
        for name in sorted(names):
            yield act.Seek(name)
    elif power.what == "fetch":
        most = min(power.count, len(_fetchable(state, seat, power)), len(act.Count))
        for number in list(act.Count)[:most]:
            yield act.Fetch(number)
    else:
        for shield in _homes(state, seat, up, power):
            yield act.Send(shield)


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Carry out the power; the Up cards then decide again who moves first."""
    found = _power(state, seat)
    assert found is not None
    up, power = found
    step = state.step_as(AfterUpStep)
    step.cast.append(f"{seat}:{up}")
    player = state.players[seat]
    name = state.cards[up].name
    if isinstance(action, act.Seek):
        chosen = next(c for c in reversed(player.deck) if state.cards[c].name == action.name)
        player.deck.remove(chosen)
        state.discard(up, lost=False)
        player.up = chosen
        state.set_public(chosen)
        knowledge.shuffle_deck(state, seat)
        what = f"discarded; {action.name} from the deck is the Up card, the deck reshuffled"
    elif isinstance(action, act.Fetch):
        taken = _fetchable(state, seat, power)[: int(action.count)]
        for cid in taken:
            player.deck.remove(cid)
            player.storage.append(cid)
            state.set_public(cid)
        knowledge.shuffle_deck(state, seat)
        shown = ", ".join(state.cards[c].name for c in taken)
        what = f"{shown} from the deck into the storage hand, the deck reshuffled"
    else:
        assert isinstance(action, act.Send)
        shield = state.shields[action.shield]
        shield.contents.append(up)
        player.up = None
        what = f"goes under the shield on {board.name(shield.space)}; a new Up card is turned"
    state.tell(events.UpPowerUsed(seat, name, what))
    step.first = movement.turn_up_cards(state)
