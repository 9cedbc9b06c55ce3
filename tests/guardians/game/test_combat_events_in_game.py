"""A combat on the board tells the whole game every event it tells, in order, each combat side
made the game's seat (guardians/combat/events.py, play/battle.py ``relay``); a seat deciding
in the combat sees the match-up's Vitality so far in its view."""

from __future__ import annotations

from game_helpers import act, blank, finish_combat, moving, put_shield

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play.state import GameState


def _attack_from_c2(state: GameState) -> CombatState:
    """Seat 1 attacks seat 0's shield on B2 (so the combat's attacker, side 0, is seat 1)."""
    a = put_shield(state, 1, "C2", ["Swordsman", "Axeman"])
    put_shield(state, 0, "B2", ["Archer", "Angel"])
    moving(state, 1)
    act(state, f"turn {a.id}")
    act(state, "move B2")
    assert state.phase == "combat" and state.combat is not None
    return state.combat


def test_the_games_events_tell_the_whole_combat_in_the_games_seats() -> None:
    state = blank()
    combat = _attack_from_c2(state)
    finish_combat(state)
    assert state.combat is None and combat.is_terminal()
    expected = [ev.in_seats(e, (1, 0)) for e in combat.event_log]
    assert any(isinstance(e, ev.MatchupResult) for e in expected)
    told = list(state.event_log)
    start = told.index(expected[0])
    assert told[start : start + len(expected)] == expected  # all of them, in order, together
    resolved = expected[-1] if isinstance(expected[-1], ev.CombatResolved) else None
    resolved = resolved or next(e for e in expected if isinstance(e, ev.CombatResolved))
    assert resolved.sides == (1, 0)
    assert resolved.winner in (0, 1)
    results = [t.text for t in state.events(1) if isinstance(t.event, ev.MatchupResult)]
    assert results and all("(you) against" in text for text in results)  # seat 1 attacked


def test_a_seat_is_not_told_the_other_seats_face_down_creature_before_it_is_shown() -> None:
    state = blank()
    _attack_from_c2(state)
    while state.phase == "combat" and state.combat is not None and not state.combat.matchups:
        options = state.legal_actions()
        quiet = [a for a in options if isinstance(a, CombatAction) and a.words == ("no",)]
        state.apply(quiet[0] if quiet else options[0])
    assert state.combat is not None and state.combat.phase == "primary_choose"
    chooser = state.current_seat
    assert chooser is not None
    state.apply(state.legal_actions()[0])  # a creature chosen face down
    (chosen,) = [e for e in state.event_log if isinstance(e, ev.PrimaryChosen)]
    assert chosen.seat == chooser and chosen.card is not None
    for viewer in (1 - chooser, None):
        last = state.events(viewer)[-1]
        assert isinstance(last.event, ev.PrimaryChosen) and last.event.card is None
        assert chosen.card not in last.text
    mine = state.events(chooser)[-1]
    assert mine.text == f"You choose {chosen.card} for the match-up."


def test_the_deciding_seat_sees_the_match_ups_vitality_so_far() -> None:
    state = blank()
    _attack_from_c2(state)
    for _ in range(200):
        combat = state.combat
        assert combat is not None
        if combat.phase in ("spell_window", "modify_window") and combat.current is not None:
            break
        options = state.legal_actions()
        quiet = [a for a in options if isinstance(a, CombatAction) and a.words == ("no",)]
        state.apply(quiet[0] if quiet else options[0])
    seat = state.current_seat
    assert seat is not None
    before = state.fingerprint()
    (m,) = state.view(seat)["combat"]["view"]["matchups"]
    assert state.fingerprint() == before  # looking rolls nothing and changes nothing
    assert m["so_far"] is True
    for side in ("attacker", "defender"):
        parts = m[f"{side}_parts"]
        assert parts and parts[0][0] == "base"
        assert m[f"{side}_vitality"] == sum(value for _label, value in parts)
