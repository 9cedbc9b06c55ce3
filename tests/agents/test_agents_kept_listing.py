"""A combat's copy keeps the options its original listed (a search lists a sample once for
all the copies it plays), and a world whose cards were given other faces lists them anew."""

from __future__ import annotations

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.engine import Rng, State, load
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play.state import GameState


def _count_listings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of ``CombatState.options`` calls (the full listing of a seat's options)."""
    calls = [0]
    real = CombatState.options

    def counting(self: CombatState, seat: int) -> list:  # type: ignore[type-arg]
        calls[0] += 1
        return real(self, seat)

    monkeypatch.setattr(CombatState, "options", counting)
    return calls


def _combat_positions(count: int) -> list[CombatState]:
    """Positions of random combats where the seat to act has a choice."""
    found: list[CombatState] = []
    for seed in range(40):
        state = load("guardians-combat").new_state(seed)
        rng = Rng(seed)
        while not state.is_terminal() and len(found) < count:
            options = state.legal_actions()
            if len(options) > 1:
                assert isinstance(state, CombatState)
                found.append(state)
                break
            state.apply(rng.choice(options))
        if len(found) == count:
            return found
    raise AssertionError("too few combats with a choice")


def test_a_combat_copy_keeps_the_options_listed_and_a_sample_lists_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    positions = _combat_positions(6)
    calls = _count_listings(monkeypatch)
    for number, state in enumerate(positions):
        seat = state.current_seat
        assert seat is not None
        listed = state.legal_actions()
        before = calls[0]
        twin = state.clone()
        assert twin.legal_actions() == listed
        assert calls[0] == before  # nothing listed again
        twin.apply(listed[-1])  # the copy plays on by itself; the original keeps its list
        assert state.legal_actions() == listed
        for world in (state.determinize(seat, Rng(number)), state.swap_hidden(seat, Rng(number))):
            before = calls[0]
            assert isinstance(world, CombatState)
            world.legal_actions()
            assert calls[0] == before + 1  # its cards may have other faces: listed anew


def test_a_sampled_guardians_world_lists_its_combat_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A whole game's sampled world gives the combat's hidden cards other faces
    # (``forget_legal``): the combat's options listed before do not vouch for it.
    state: State | None = None
    for seed in range(30):
        game = load("guardians").new_state(seed)
        rng = Rng(seed)
        for _ in range(3000):
            if game.is_terminal():
                break
            assert isinstance(game, GameState)
            if game.phase == "combat" and len(game.legal_actions()) > 1:
                state = game
                break
            game.apply(rng.choice(game.legal_actions()))
        if state is not None:
            break
    assert isinstance(state, GameState) and state.combat is not None
    seat = state.current_seat
    assert seat is not None
    calls = _count_listings(monkeypatch)
    state.legal_actions()
    before = calls[0]
    assert state.clone().legal_actions() == state.legal_actions()
    assert calls[0] == before  # a copy's combat kept its list
    world = state.determinize(seat, Rng(1))
    world.legal_actions()
    assert calls[0] == before + 1
