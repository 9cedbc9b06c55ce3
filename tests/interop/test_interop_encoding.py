"""Each game's fixed action space: every legal action has an index that reads back to it,
and what a seat is given as numbers depends only on what it may see."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from interop_games import QUICK

from stronghold.engine.encoding import EncodingError
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.engine.state import State
from stronghold.games import BUILTIN_GAMES

GAMES = sorted(QUICK)
#: Decisions looked at per random game (the Guardians games run long).
STEPS = 250
#: Longer games for the round trip, so that combats and settlements come up.
LONGER = {**QUICK, "guardians": {**QUICK["guardians"], "max_turns": 8}}
LONGER["guardians-arena"] = {**QUICK["guardians-arena"], "max_turns": 8}


def test_every_built_in_game_is_covered() -> None:
    assert sorted(BUILTIN_GAMES) == GAMES


def _positions(game_id: str, seed: int, *, steps: int = STEPS, longer: bool = False) -> list[State]:
    """The states of one random game, up to ``steps`` decisions."""
    state = load(game_id, **(LONGER if longer else QUICK)[game_id]).new_state(seed)
    chooser = random.Random(seed)
    states = []
    while not state.is_terminal() and len(states) < steps:
        states.append(state.clone())
        seat = state.current_seat
        state.apply(chooser.choice(state.legal_actions()), seat=seat)
    return states


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63))
def test_every_legal_action_round_trips_through_its_index(game_id: str, seed: int) -> None:
    encoding = load(game_id, **QUICK[game_id]).encoding()
    kinds = set()
    for state in _positions(game_id, seed, steps=1500, longer=True):
        legal = state.legal_actions()
        slots = encoding.card_slots(legal)
        indices = encoding.mask(legal, slots)
        assert len(set(indices)) == len(indices), [str(action) for action in legal]
        for action, index in zip(legal, indices, strict=True):
            assert 0 <= index < encoding.action_count
            assert encoding.decode(index, slots) == action
            kinds.add(type(action))
    assert len(kinds) >= 3


def test_an_index_naming_an_empty_card_slot_is_refused() -> None:
    encoding = load("highlander-duel").encoding()
    state = load("highlander-duel").new_state(1)
    legal = state.legal_actions()
    slots = encoding.card_slots(legal)
    take = next(a for a in legal if str(a).startswith("take"))
    beyond = encoding.encode(take, slots) + len(slots)  # the slot after the last one named
    with pytest.raises(EncodingError, match="empty"):
        encoding.decode(beyond, slots)
    with pytest.raises(EncodingError):
        encoding.decode(encoding.action_count, slots)


def test_card_slots_follow_the_legal_actions_not_the_instance_ids() -> None:
    encoding = load("highlander-duel").encoding()
    legal = load("highlander-duel").new_state(1).legal_actions()
    slots = encoding.card_slots(legal)
    takes = [a for a in legal if str(a).startswith("take")]
    assert [encoding.encode(a, slots) for a in takes] == [
        encoding.encode(takes[0], slots) + slot for slot in range(len(takes))
    ]


@pytest.mark.parametrize("game_id", GAMES)
def test_observation_and_mask_are_the_same_in_worlds_the_seat_cannot_tell_apart(
    game_id: str,
) -> None:
    from stronghold.interop.positions import Position

    game = load(game_id, **QUICK[game_id])
    changed = 0
    for step, state in enumerate(_positions(game_id, 11)[::10]):
        for seat in range(game.seats):
            twin = state.swap_hidden(seat, Rng(step))
            changed += twin.fingerprint() != state.fingerprint()
            mine, theirs = Position.of(state, seat), Position.of(twin, seat)
            assert (mine.observation() == theirs.observation()).all()
            assert (mine.mask() == theirs.mask()).all()
            assert mine.indices() == theirs.indices()
    assert changed, "no twin differed from its state: the check checked nothing"


def test_playing_needs_no_research_library() -> None:
    import subprocess
    import sys

    script = (
        "import sys, stronghold, stronghold.cli.main\n"
        "from stronghold.engine.registry import load\n"
        "game = load('highlander-duel'); state = game.new_state(1)\n"
        "encoding = game.encoding(); encoding.observe(state.view(0))\n"
        "loaded = {'numpy', 'pettingzoo', 'gymnasium', 'pyspiel', 'ray'} & set(sys.modules)\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True)


def test_docs_give_every_games_action_space_as_declared() -> None:
    from pathlib import Path

    docs = (Path(__file__).parents[2] / "docs" / "interop.md").read_text()
    for game_id in GAMES:
        encoding = load(game_id).encoding()
        assert f"`{game_id}`: {encoding.action_count:,} actions" in docs
        for kind, first, size, _fields in encoding.ranges():
            assert f"| `{kind}` | {first} | {size} |" in docs


def test_the_class_a_card_gives_has_an_index_for_every_class_a_card_names() -> None:
    """Warwick's Conversion and the command cards' class power choose a class: each class a
    card of the library names reads back from its index (a new card's class would be missing)."""
    from stronghold.games.guardians.combat import actions as combat
    from stronghold.games.guardians.combat import shared

    encoding = load("guardians", **QUICK["guardians"]).encoding()
    for word in shared.class_choices():
        chosen = [
            combat.Cast("s1", "c2", word),
            combat.Power("command", "class", "c2", word),
            combat.Power("command", "roll", "c2"),
        ]
        slots = encoding.card_slots(chosen)
        for action, index in zip(chosen, encoding.mask(chosen, slots), strict=True):
            assert encoding.decode(index, slots) == action, word


@pytest.mark.parametrize("seed", [3, 11])
def test_random_pool_games_round_trip_through_the_index(seed: int) -> None:
    """Decks drawn from the whole card pool meet the actions the card families added."""
    params = {"decks": [f"random-pool:{seed}", f"random-pool:{seed + 1}"], "max_turns": 6}
    game = load("guardians", **params)
    encoding = game.encoding()
    state = game.new_state(seed)
    chooser = random.Random(seed)
    steps = 0
    while not state.is_terminal() and steps < 1500:
        legal = state.legal_actions()
        slots = encoding.card_slots(legal)
        for action, index in zip(legal, encoding.mask(legal, slots), strict=True):
            assert encoding.decode(index, slots) == action
        state.apply(chooser.choice(legal), seat=state.current_seat)
        steps += 1
    assert steps > 50
