"""Hammer of Doom in the whole game: 'Play at any time. Destroy a Terrain card of your choice.'

Terrain Settlement: 'If you place a terrain card and your opponent plays Hammer of Doom before
the end of the phase, you are required to play another card (or drop a creature).'
"""

from __future__ import annotations

import stronghold
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import Cast, GameAction, Pass, Sacrifice, Terrain
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.places import card_locations
from stronghold.games.guardians.play.settlement import start_settlement
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.steps import SettleStep


def _take(state: GameState, seat: int, name: str) -> str:
    """Move a card of that name from the seat's deck into the right hand; its id."""
    player = state.players[seat]
    cid = next(c for c in player.deck if state.cards[c].name == name)
    player.deck.remove(cid)
    state._to_hand(seat, cid)
    return cid


def _settling_state() -> tuple[GameState, str, str, str]:
    game = stronghold.load("guardians", decks=["basic-knights", "basic-knights"])
    state = game.new_state(1)
    assert isinstance(state, GameState)
    # seat 0: a shield with a Swordsman on the bare land B2 and a Spires card in the pen
    shield = _take(state, 0, "Shield Maitz's Lightning 14")
    state.players[0].pen.remove(shield)
    swordsman = _take(state, 0, "Swordsman")
    state.players[0].pen.remove(swordsman)
    state.shields[shield] = ShieldStack(shield, 0, board.parse_space("B2") or 0, [swordsman])
    spires = _take(state, 0, "Spires")
    # seat 1 holds a Hammer of Doom in storage
    library = game.library  # type: ignore[attr-defined]
    hammer = state._new_card(library.get("Hammer of Doom"), 1)
    state.players[1].storage.append(hammer)
    start_settlement(state)
    return state, shield, spires, hammer


def test_hammer_answers_a_terrain_laid_in_settlement_and_the_land_must_be_paid_again() -> None:
    state, shield, spires, hammer = _settling_state()
    assert state.phase == "settle" and state.current_seat == 0
    state.apply(Terrain(shield, spires))
    land = board.parse_space("B2")
    assert state.terrain[land or 0][0] == spires
    assert state.current_seat == 1
    assert Cast(hammer, "B2") in state.legal_actions()
    state.apply(Cast(hammer, "B2"))
    if state.phase == "respond":  # seat 0 holds a Dispel Magic and lets the Hammer be
        state.apply(Pass())
    assert land not in state.terrain
    assert spires in state.players[0].discard and hammer in state.players[1].discard
    # the land is bare again: seat 0 must pay for it once more (here: give up the Swordsman)
    assert state.current_seat == 0
    options = [a for a in state.legal_actions() if isinstance(a, GameAction)]
    assert Sacrifice(shield, state.shields[shield].contents[0]) in options
    assert all(spires not in str(a).split() for a in options)
    assert all(len(places) == 1 for places in card_locations(state).values())


def test_passing_on_the_hammer_keeps_the_terrain() -> None:
    state, shield, spires, _hammer = _settling_state()
    state.apply(Terrain(shield, spires))
    state.apply(Pass())
    assert state.terrain[board.parse_space("B2") or 0][0] == spires
    assert state.phase != "settle" or state.step_as(SettleStep).bare == []


def test_dispel_magic_answers_a_hammer_outside_combat() -> None:
    """Dispel Magic 'negates any Spell, Item, or Command Card effect': also in settlement."""
    state, shield, spires, hammer = _settling_state()
    library = state.game.library  # type: ignore[attr-defined]
    dispel = state._new_card(library.get("Dispel Magic"), 0)
    state.players[0].storage.append(dispel)
    state.apply(Terrain(shield, spires))
    state.apply(Cast(hammer, "B2"))
    assert state.phase == "respond" and state.current_seat == 0
    answer = next(a for a in state.legal_actions() if isinstance(a, Cast))
    assert state.cards[answer.card].name == "Dispel Magic" and answer.target == hammer
    state.apply(answer)
    dispel = answer.card
    # the Hammer's owner has no Dispel Magic left to answer with: the chain resolves
    assert state.terrain[board.parse_space("B2") or 0][0] == spires
    assert hammer in state.players[1].discard and dispel in state.players[0].discard
    assert all(len(places) == 1 for places in card_locations(state).values())
