"""VICTORY CONDITIONS: five victorious creatures at the end of a phase (a tie goes on), all
three enemy stronghold cards ruins at the end of a phase, or the enemy Guardian defeated (at
once); a game that stalls ends in a draw at ``max_turns``."""

from __future__ import annotations

from stronghold.engine.rng import Rng
from stronghold.games.arena import settlement
from stronghold.games.arena.state import ArenaState

from .arena_helpers import blank, do, give, in_arena, new_game, on


def _victorious(state: ArenaState, seat: int, count: int) -> None:
    for cid in give(state, seat, "deck", *["Archer"] * count):
        state.player(seat).deck.remove(cid)
        state.player(seat).victorious.append(cid)


def test_five_victorious_creatures_win_at_the_end_of_the_phase() -> None:
    state = blank(11, active=0)
    _victorious(state, 0, 4)
    in_arena(state, 0, 2, "Axeman")
    give(state, 0, "hand", "Spires")  # a terrain to lay: the Terrain step asks seat 0
    settlement.start_phase(state)
    assert state.phase == "terrain"
    do(state, "pass")  # the creature exits the arena victorious; Phase III ends
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.winners == (0,) and "5 victorious" in state.outcome.reason


def test_a_tie_at_five_goes_on() -> None:
    state = blank(11, active=0)
    _victorious(state, 0, 4)
    _victorious(state, 1, 4)
    in_arena(state, 0, 1, "Axeman")
    in_arena(state, 1, 3, "Swordsman")
    settlement.start_phase(state)
    assert not state.is_terminal() and state.turn == 2
    assert [len(state.player(seat).victorious) for seat in (0, 1)] == [5, 5]


def _third_ruin(*defender_hand: str) -> ArenaState:
    """Seat 0 raids seat 1's last standing stronghold card (D3), empty, with a card to lose."""
    state = blank(11, active=0)
    on(state, 0, "A1", "Axeman")
    give(state, 0, "hand", "Gold")
    give(state, 1, "hand", *defender_hand)
    for slot in state.player(1).strongholds[:2]:
        slot.rubble = True
    settlement.start_raid_step(state)
    do(state, "raid on:A1 D3")
    return state


def test_all_three_strongholds_ruined_at_the_end_of_the_phase_win() -> None:
    state = _third_ruin()
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.winners == (0,) and "ruined all three" in state.outcome.reason


def test_a_ruin_rebuilt_before_the_end_of_the_phase_saves_the_game() -> None:
    state = _third_ruin("Spires")
    assert not state.is_terminal() and state.current_seat == 1
    do(state, "rebuild Spires D1")
    assert not state.is_terminal() and state.turn == 2


def test_a_defeated_guardian_ends_the_game_at_once() -> None:
    state = blank(11, active=0)
    on(state, 0, "A1", "Old Nick")  # 20
    on(state, 1, "D1", "Axeman")
    give(state, 1, "hand", "Gold")  # seat 1 would raid next: it never gets to
    give(state, 0, "hand", "Marshal")  # 11
    for slot in state.player(1).strongholds[1:]:
        slot.rubble = True
    settlement.start_raid_step(state)
    do(state, "raid on:A1 guardian")
    do(state, "secondary Marshal guardian")  # 31 > 30
    while state.phase == "combat":  # no channeling wanted
        do(state, "pass")
    assert state.is_terminal() and state.outcome is not None
    assert state.outcome.winners == (0,) and state.phase == "over"


def test_the_turn_limit_ends_a_stalled_game_in_a_draw() -> None:
    state = new_game(12, max_turns=1)
    rng = Rng(12)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert state.outcome is not None and state.turn == 1
    if not state.outcome.winners:
        assert "turn limit (1)" in state.outcome.reason
    assert load_default_turns() == 30


def load_default_turns() -> int:
    """The documented default of ``max_turns``."""
    return new_game(0).max_turns
