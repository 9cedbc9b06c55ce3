"""Undo on the server (stronghold.server.undo): a seat's own last move is taken back only where
the game's rule allows it, each audience told in its own words; otherwise one line says why."""

from __future__ import annotations

import stronghold
from stronghold.engine.state import State
from stronghold.server.undo import KIND, TakeBack, plan


def organizing(seed: int = 11) -> State:
    """A Guardians game in its organize phase, the other seat (1) done organizing, so seat 0
    places its cards one after another."""
    state = stronghold.load("guardians", max_turns=2).new_state(seed=seed)
    for _ in range(200):
        seat = state.current_seat
        texts = [str(a) for a in state.legal_actions()]
        if seat == 0 and any(t.startswith("put ") for t in texts) and _other_ready(state):
            return state
        pick = "ready" if seat == 1 and "ready" in texts else texts[0]
        state.apply_text(pick, seat=seat)
    raise AssertionError("no organize phase with the other seat ready")


def _other_ready(state: State) -> bool:
    probe = state.clone()
    put = next(str(a) for a in probe.legal_actions() if str(a).startswith("put "))
    probe.apply_text(put, seat=0)
    return probe.current_seat == 0


def test_a_put_is_taken_back_and_each_audience_is_told_in_its_own_words() -> None:
    state = organizing()
    put = next(str(a) for a in state.legal_actions() if str(a).startswith("put "))
    before = state.fingerprint()
    said = state.describe_action(state.parse_action(put), 0)
    state.apply_text(put, seat=0)
    taken = plan(state, 0)
    assert isinstance(taken, TakeBack), taken
    assert taken.earlier.fingerprint() == before  # the game as it was before the put
    assert taken.earlier.current_seat == 0 and put in map(str, taken.earlier.legal_actions())
    mine, theirs, watching = taken.told[0], taken.told[1], taken.told[None]
    assert [e.kind for e in mine + theirs + watching] == [KIND] * 3
    assert mine[0].text == f"You took back: {said}."
    assert theirs[0].text.startswith("Seat 0 took back: put ")
    # The other seat is told no more than it was told of the put itself.
    name = said.split()[1]
    if name not in state.describe_action(state.parse_action(put), 1):
        assert name not in theirs[0].text and name not in watching[0].text


def test_undo_is_refused_in_one_line_when_the_rule_does_not_allow_it() -> None:
    state = organizing()
    assert plan(state, 1) == "you can take back a move only while it is your turn"
    fresh = stronghold.load("guardians", max_turns=2).new_state(seed=3)
    first = fresh.current_seat
    assert first is not None
    assert plan(fresh, first) == "there is nothing to take back yet"
    # A move that shows a card face up (a shield laid) cannot be taken back.
    shield = next(str(a) for a in state.legal_actions() if str(a).startswith("shield "))
    state.apply_text(shield, seat=0)
    refused = plan(state, 0)
    assert isinstance(refused, str) and "cannot be taken back" in refused
    assert "\n" not in refused


def test_undo_is_refused_once_the_other_side_has_moved() -> None:
    state = stronghold.load("guardians", max_turns=2).new_state(seed=5)
    for _ in range(100):  # until seat 0 is to act right after seat 1 moved
        seat = state.current_seat
        assert seat is not None
        state.apply_text(str(state.legal_actions()[0]), seat=seat)
        if seat == 1 and state.current_seat == 0:
            break
    refused = plan(state, 0)
    assert refused == "the other side has moved since: undo takes back only your own moves"
