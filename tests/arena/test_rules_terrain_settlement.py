"""PHASE III A-B: the pen goes into the hand; each creature in the arena may destroy the
terrain where it is or lay one there; then every creature in the arena exits Victorious, its
shield going to the Storage."""

from __future__ import annotations

from stronghold.games.arena import settlement

from .arena_helpers import SHIELD, blank, do, give, in_arena, legal, on, sound, take


def test_terrain_is_razed_or_laid_where_an_own_creature_stands() -> None:
    state = blank(14, active=0)
    axeman = in_arena(state, 0, 1, "Axeman")
    in_arena(state, 1, 2, "Swordsman")
    swamp = take(state, 1, "Swamp")
    state.terrain[3] = (swamp, False)  # B1, seat 1's terrain under seat 0's creature
    woods = give(state, 1, "pen", "Woods", "Gold")[0]
    on(state, 1, "D1", "Horse")  # seat 1 will have a raid to decide: the turn stops there
    settlement.start_phase(state)
    assert woods in state.player(1).hand  # the pen went into the hand
    assert legal(state) == ["raze B1", "pass"]
    do(state, "raze B1")
    assert swamp in state.player(1).discard and 3 not in state.terrain
    assert legal(state) == ["terrain Woods B2", "pass"]
    do(state, "terrain Woods B2")
    # both creatures have acted: they exit the arena victorious
    assert state.player(0).victorious == [axeman] and state.cards[axeman].public
    assert [state.cards[c].name for c in state.player(0).storage] == [SHIELD]
    assert state.terrain[4] == (woods, False)
    sound(state)
