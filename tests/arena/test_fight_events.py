"""An Arena fight tells the game its events (guardians/combat/events.py), its sides made the
game's seats: the duel's match-up, each side's Vitality, the winner."""

from __future__ import annotations

from stronghold.games.arena import movement
from stronghold.games.guardians.combat import events as ev

from .arena_helpers import blank, in_arena, on


def test_a_duel_tells_the_game_its_match_up_and_result_in_the_games_seats() -> None:
    state = blank(5, active=1)  # seat 1 moves: it is the fight's attacker (side 0)
    on(state, 0, "A1", "Horse")
    on(state, 1, "D1", "Horse")
    in_arena(state, 0, 2, "Axeman")  # 7
    in_arena(state, 1, 2, "Swordsman")  # 6
    movement.next_duel(state)  # nothing to decide: the duel is fought at once
    told = [e for e in state.event_log if isinstance(e, ev.CombatEvent)]
    begins = next(e for e in told if isinstance(e, ev.MatchupBegins))
    assert (begins.sides, begins.cards) == ((1, 0), ("Swordsman", "Axeman"))
    resolved = next(e for e in told if isinstance(e, ev.FightResolved))
    assert (resolved.sides, resolved.totals, resolved.winner) == ((1, 0), (6, 7), 0)
    words = [t.text for t in state.events(0) if t.event.kind == "fight_resolved"]
    other = state.seat_names()[1]
    assert words == [f"The duel is over: {other} 6 (Swordsman 6), you 7 (Axeman 7); you win."]
    assert told.index(begins) < told.index(resolved)
