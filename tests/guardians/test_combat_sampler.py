"""A combat sampled again and again (a search's root): ``sampler`` draws what ``determinize``
draws, working out once what the seat does not know and what each place accepts."""

from __future__ import annotations

from typing import Any

import pytest
from combat_helpers import ATT, DEF, combat, start

from stronghold.agents import ISMCTSAgent
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat import secrets
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import builtin_library


def _positions() -> list[CombatState]:
    """Random combats a few steps in, and a scenario whose cards are known (a pool deal)."""
    found: list[CombatState] = []
    for seed in range(4):
        state = load("guardians-combat").new_state(seed)
        rng = Rng(seed)
        for _ in range(seed * 3):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, CombatState)
        if not state.is_terminal():
            found.append(state)
    found.append(
        start(
            combat(
                attacker={"shield": ["Swordsman"]},
                defender={"shield": ["Sand Lord", "Axeman", "Horse"], "storage": ["Gold"]},
            )
        )
    )
    return found


def test_the_sampler_draws_what_determinize_draws_and_changes_nothing() -> None:
    for state in _positions():
        before = state.fingerprint()
        for seat in (ATT, DEF):
            draw = state.sampler(seat)
            for salt in range(4):
                expected = state.determinize(seat, Rng(salt)).fingerprint()
                assert draw(Rng(salt)).fingerprint() == expected
        assert state.fingerprint() == before


def test_the_sampler_works_out_what_the_seat_does_not_know_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _positions()[1]
    worked: list[int] = []
    unknown = secrets.unknown

    def counted(*args: Any, **kwargs: Any) -> hidden.Unknown:
        worked.append(1)
        return unknown(*args, **kwargs)

    monkeypatch.setattr(secrets, "unknown", counted)
    draw = state.sampler(ATT)
    worlds = {draw(Rng(salt)).fingerprint() for salt in range(6)}
    assert len(worlds) > 1  # fresh draws
    assert worked == [1]
    seat = state.current_seat
    assert seat is not None
    worked.clear()
    ISMCTSAgent(seed=1, iterations=40).choose(state, seat)
    assert worked == [1]  # a search samples its root through one sampler


def test_a_dealer_narrows_each_spot_to_its_boxs_needs_once() -> None:
    faces = list(builtin_library())[:60]
    asked: list[str] = []

    def needed(card: Any) -> bool:
        asked.append(card.name)
        return hidden.creature(card)

    unknown = hidden.Unknown()
    unknown.box("shield").needs.append((needed, 1))
    for number in range(3):
        unknown.add(f"c{number}", 1, hidden.any_card, boxes=("shield",))
    deal = hidden.dealer(unknown, (), library=faces)
    dealt = [deal(Rng(salt)) for salt in range(12)]
    assert all(any(hidden.creature(face) for face in one.values()) for one in dealt)
    # the need's test read each face once per spot it picked, not once per deal
    assert len(asked) <= 3 * len(faces)
    assert [deal(Rng(salt)) for salt in range(12)] == dealt
    assert [hidden.deal(unknown, (), Rng(salt), library=faces) for salt in range(12)] == dealt


class _Read(tuple[int, ...]):
    """A table's stacking values that count the reads of them."""

    reads = 0

    def __getitem__(self, index: Any) -> Any:
        _Read.reads += 1
        return tuple.__getitem__(self, index)


def test_a_dealer_fits_a_spot_to_the_room_left_once() -> None:
    # A shield's stacking limit narrows a spot's choices to what fits the room the others
    # leave: dealing with replacement (a random combat's library), the list that fits is
    # worked out once per spot and room, not read face by face at every deal.
    faces = list(builtin_library())
    unknown = hidden.Unknown()
    unknown.box("shield").limit = 12
    for number in range(3):
        unknown.add(f"c{number}", 1, hidden.creature, boxes=("shield",))
    deal = hidden.dealer(unknown, (), library=faces)
    table = deal.args[1]  # type: ignore[attr-defined]
    table.values = _Read(table.values)
    first = [deal(Rng(salt)) for salt in range(12)]
    assert all(sum(hidden.stack_value(face) for face in one.values()) <= 12 for one in first)
    _Read.reads = 0
    assert [deal(Rng(salt)) for salt in range(12)] == first
    assert _Read.reads <= 3 * 12  # each deal reads only the values of the faces it took
    assert [hidden.deal(unknown, (), Rng(salt), library=faces) for salt in range(12)] == first
