"""Force Barrier (Basic Knights deck): "Play on any space after turning your Up-card, but
before moving your Shields. No movement into, out of or over the space until next turn. Costs
one Power Stone. Only one Force Barrier per player may be in effect at a time."
(docs/rules-notes/cards/spells-items.md, "Force Barrier")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    blank,
    deck,
    finish_combat,
    lay_terrain,
    legal,
    moving,
    on_stronghold,
    put_shield,
    sp,
    to_storage,
)

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import board, organize
from stronghold.games.guardians.play.state import GameState

BARRIER = "Force Barrier"
_LOADED = load(
    "guardians",
    decks=[deck() + "2 Force Barrier\n", deck() + "2 Force Barrier\n"],
)
assert isinstance(_LOADED, GuardiansGame)
BARRIER_GAME: GuardiansGame = _LOADED


def _state() -> GameState:
    state = blank(the_game=BARRIER_GAME)
    for player in state.players:
        player.stones = 3
    return state


def _moves(state: GameState) -> set[str]:
    """Where the shield being moved may go (the last word of each move or flight)."""
    return {o.split()[-1] for o in legal(state) if o.startswith(("move ", "fly "))}


def _cast(state: GameState, seat: int, space: str) -> str:
    (barrier,) = to_storage(state, seat, BARRIER)
    moving(state, seat)
    act(state, f"cast {barrier} {space}")
    return barrier


def test_it_is_cast_on_any_space_before_the_caster_turns_a_shield() -> None:
    state = _state()
    (barrier,) = to_storage(state, 0, BARRIER)
    shield = put_shield(state, 0, "B2", ["Axeman"])
    moving(state, 0)
    offered = {o.split()[-1] for o in legal(state) if o.startswith(f"cast {barrier} ")}
    assert offered == {board.name(space) for space in board.SPACES}
    act(state, f"turn {shield.id}")
    act(state, "stay")
    state.phase, state.seat = "move", 0  # seat 0's next move: it has turned a shield already
    assert not any(o.startswith("cast ") for o in legal(state))


def test_it_costs_a_power_stone_and_is_discarded() -> None:
    state = _state()
    barrier = _cast(state, 0, "C2")
    assert state.players[0].stones == 2
    assert barrier in state.players[0].discard
    assert state.players[0].barrier == sp("C2")
    assert (state.phase, state.seat) == ("move", 0)  # the caster goes on to move a shield
    assert_in_place(state)


def test_without_a_stone_it_is_not_offered() -> None:
    state = _state()
    state.players[0].stones = 0
    to_storage(state, 0, BARRIER)
    moving(state, 0)
    assert not any(o.startswith("cast ") for o in legal(state))


def test_no_shield_moves_into_the_space() -> None:
    state = _state()
    shield = put_shield(state, 0, "B2", ["Axeman"])
    _cast(state, 0, "C2")
    act(state, f"turn {shield.id}")
    assert "C2" not in _moves(state)
    assert {"B1", "B3"} <= _moves(state)


def test_no_shield_moves_out_of_the_space() -> None:
    state = _state()
    put_shield(state, 0, "B3", ["Axeman"])
    enemy = put_shield(state, 1, "C2", ["Swordsman"])
    _cast(state, 0, "C2")
    state.phase, state.seat = "move", 1
    act(state, f"turn {enemy.id}")
    assert _moves(state) == set()


def test_no_shield_moves_or_flies_over_the_space() -> None:
    state = _state()
    lay_terrain(state, 0, "C2")
    walker = put_shield(state, 0, "B2", ["Axeman"])
    flier = put_shield(state, 0, "B1", ["Angel"])
    _cast(state, 0, "C2")
    act(state, f"turn {walker.id}")
    assert "D2" not in _moves(state) and "C3" not in _moves(state)  # not through C2
    act(state, "stay")
    state.phase, state.seat = "move", 0
    act(state, f"turn {flier.id}")
    assert "C3" not in {o.split()[-1] for o in legal(state) if o.startswith("fly C2 ")}
    assert not any(o.startswith(("fly C2 ", "move C2 ")) for o in legal(state))


def test_no_creature_reinforces_into_or_out_of_the_space() -> None:
    state = _state()
    (swordsman,) = on_stronghold(state, 0, 0, "Swordsman")
    target = put_shield(state, 0, "B1", ["Axeman"], turned=True)
    mover = put_shield(state, 0, "B3", ["Axeman"])
    _cast(state, 0, "B1")
    act(state, f"turn {mover.id}")
    assert "reinforce" not in legal(state)
    assert swordsman not in target.contents


def test_a_beaten_defender_does_not_retreat_into_the_space() -> None:
    # The defender on C2 may retreat to C1 or D2 (its own), not to C3 under the barrier.
    state = _state()
    attacker = put_shield(state, 0, "B2", ["Earth Elemental", "Baal-a-Gog"])
    put_shield(state, 1, "C2", ["Axeman", "Axeman", "Axeman"])
    _cast(state, 0, "C3")
    for player in state.players:
        player.stones = 0
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    finish_combat(state)
    assert state.phase == "retreat"
    assert "retreat C3" not in legal(state)
    assert "retreat C1" in legal(state)


def test_only_one_force_barrier_per_player_is_in_effect() -> None:
    state = _state()
    to_storage(state, 0, BARRIER, BARRIER)
    moving(state, 0)
    first = next(o for o in sorted(legal(state)) if o.startswith("cast ") and o.endswith(" C2"))
    act(state, first)
    assert state.players[0].barrier == sp("C2")
    assert not any(o.startswith("cast ") for o in legal(state))  # the second one waits


def test_each_player_may_have_one() -> None:
    state = _state()
    _cast(state, 0, "C2")
    _cast(state, 1, "B2")
    assert (state.players[0].barrier, state.players[1].barrier) == (sp("C2"), sp("B2"))
    assert state.barred(sp("C2")) and state.barred(sp("B2"))


def test_it_lasts_until_the_next_turn() -> None:
    state = _state()
    _cast(state, 0, "C2")
    state.phase = "settle"
    organize.next_turn(state)
    assert state.players[0].barrier is None
    assert not state.barred(sp("C2"))


def test_dispel_magic_negates_it() -> None:
    state = _state()
    (dispel,) = to_storage(state, 1, "Dispel Magic")
    (barrier,) = to_storage(state, 0, BARRIER)
    moving(state, 0)
    act(state, f"cast {barrier} C2")
    assert (state.phase, state.seat) == ("respond", 1)
    act(state, f"cast {dispel} {barrier}")
    assert state.players[0].barrier is None
    assert not state.barred(sp("C2"))
    assert (state.phase, state.seat) == ("move", 0)
    assert_in_place(state)
