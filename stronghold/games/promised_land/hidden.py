"""Hidden information: what each seat may not see, and worlds it cannot tell from the real one.

Hidden from a seat: every draw pile (its own too: it knows how many cards each holds, not
which), the other players' hands, their face-down cards it has not looked at with Prophecy,
and the cards set aside. What it knows besides: how many cards of each deck every place holds
(the card backs show the deck), the composition of both decks, every face-up card, and that
each face-down card was laid by the rules (it fitted the line when it was laid).

A world for a seat deals the cards it cannot see anew, deck by deck, starting from the cards
sorted by name and their ids sorted, never from their true order: first to the face-down cards
in play (in laying order, each among the cards that fit the line before it; their ids stay, as
a player may name them as targets), then to the hands, piles and the cards set aside (ids
carry no identity, so they are placed anew there too).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.promised_land.lines import can_join
from stronghold.games.promised_land.model import kind_of

if TYPE_CHECKING:
    from stronghold.games.promised_land.catalog import Catalog
    from stronghold.games.promised_land.state import PromisedLandState


def hidden_from(state: PromisedLandState, seat: int) -> set[str]:
    """The ids of every card whose face ``seat`` does not know."""
    hidden = set(state.set_aside)
    known = set(state.known[seat])
    for other, player in enumerate(state.players):
        hidden.update(player.warrior_pile)
        hidden.update(player.armory_pile)
        if other != seat:
            hidden.update(player.hand)
            hidden.update(card for card in player.face_down if card not in known)
    return hidden


def _places(state: PromisedLandState) -> list[list[str]]:
    """The places off the table, in a fixed order: cards set aside, hands and draw piles."""
    places = [state.set_aside]
    for player in state.players:
        places.extend([player.hand, player.warrior_pile, player.armory_pile])
    return places


def redeal(state: PromisedLandState, seat: int, rng: Rng) -> PromisedLandState:
    """A copy of ``state`` in which the cards ``seat`` cannot see are dealt anew with ``rng``,
    consistent with all it knows (see the module text); the copy's RNG is this state's.

    Both the names and the ids come from sorted lists shuffled with ``rng``: the ids of
    face-down cards in play stay where they are (a player may name them as targets), the
    other unseen ids are placed anew among the unseen places of their deck."""
    hidden = hidden_from(state, seat)
    world = copy.deepcopy(state)
    pools: dict[str, list[str]] = {"warrior": [], "armory": []}
    for card in hidden:
        pools[kind_of(card)].append(state.catalog.name(card))
    for pool in pools.values():
        pool.sort()
        rng.shuffle(pool)
    working = state.catalog.reassigned({})
    dealt: dict[str, str] = {}
    for player in world.players:
        for index, card in enumerate(player.line):
            if card not in hidden:
                continue
            pool = pools[kind_of(card)]
            fitting = _fitting(working, card, pool, player.line[:index])
            name = pool.pop(rng.choice(fitting) if fitting else len(pool) - 1)
            working.facts[card] = working.types[name]
            dealt[card] = name
    places = _places(world)
    loose = sorted(card for place in places for card in place if card in hidden)
    rng.shuffle(loose)
    ids: dict[str, list[str]] = {"warrior": [], "armory": []}
    for card in loose:
        ids[kind_of(card)].append(card)
    for place in places:
        for index, card in enumerate(place):
            if card in hidden:
                kind = kind_of(card)
                place[index] = ids[kind].pop()
                dealt[place[index]] = pools[kind].pop()
    world.catalog = state.catalog.reassigned(dealt)
    return world


def _fitting(working: Catalog, card: str, pool: list[str], before: list[str]) -> list[int]:
    """Positions in ``pool`` of the names that could have been laid as ``card`` on the
    line ``before`` it (a face-down primary: a Warrior with icons)."""
    fits: dict[str, bool] = {}
    for name in set(pool):
        working.facts[card] = working.types[name]
        fits[name] = can_join(working, card, before)
    return [index for index, name in enumerate(pool) if fits[name]]


def swap_hidden(state: PromisedLandState, seat: int, rng: Rng) -> PromisedLandState:
    """A twin ``seat`` cannot tell apart: its unseen cards dealt anew, the chance to come kept."""
    return redeal(state, seat, rng)


def determinize(state: PromisedLandState, seat: int, rng: Rng) -> PromisedLandState:
    """A world ``seat`` cannot tell apart, sampled with ``rng``, with a fresh chance to come."""
    world = redeal(state, seat, rng)
    world.rng = rng.spawn()
    return world
