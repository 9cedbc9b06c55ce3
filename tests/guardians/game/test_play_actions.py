"""The typed actions of the full Guardians game and of Guardians Arena outside combat: every
action's text parses back to an equal action, and a bad text gets one line saying what is
wrong (``games/guardians/play/actions.py``, ``games/arena/actions.py``)."""

from __future__ import annotations

import dataclasses
import enum
import itertools
import typing

import pytest

from stronghold.engine.actions import Notation
from stronghold.engine.errors import NotationError
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.engine.state import State
from stronghold.games.arena import actions as arena
from stronghold.games.guardians.game import ready_made_decks
from stronghold.games.guardians.play import actions as play
from stronghold.games.guardians.play.actions import GameAction

NOTATIONS = {"guardians": play.NOTATION, "guardians-arena": arena.NOTATION}


def _samples(cls: type[GameAction]) -> list[GameAction]:
    """Instances of ``cls`` with every value its fields can take (optional ones unset and
    set, each member of an enum)."""
    hints = typing.get_type_hints(cls)
    choices: list[list[object]] = []
    for number, field in enumerate(dataclasses.fields(cls)):
        hint = hints[field.name]
        values: list[object] = []
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if args:  # X | None
            values.append(None)
            hint = args[0]
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            values += list(hint)
        else:
            values.append(f"w{number + 1}" if field.name != "place" else "on:A1")
        choices.append(values)
    # optional fields are read in order: one left out leaves out every one after it
    return [
        cls(*values)
        for values in itertools.product(*choices)
        if not any(a is None and b is not None for a, b in itertools.pairwise(values))
    ]


@pytest.mark.parametrize("game_id", sorted(NOTATIONS))
def test_every_action_class_round_trips_through_its_text(game_id: str) -> None:
    notation = NOTATIONS[game_id]
    checked = 0
    for cls in notation.classes:
        assert issubclass(cls, GameAction)
        for action in _samples(cls):
            text = str(action)
            parsed = notation.parse(text)
            assert parsed == action and type(parsed) is type(action), (text, parsed)
            assert str(parsed) == text
            checked += 1
    assert checked > len(notation.classes)


def test_move_and_fly_keep_the_text_order_via_then_destination() -> None:
    two = play.parse_game_action("move A1 B2")
    assert isinstance(two, play.Move) and (two.via, two.dest) == ("A1", "B2")
    one = play.parse_game_action("fly B2")
    assert isinstance(one, play.Fly) and (one.via, one.dest) == (None, "B2")
    assert str(two) == "move A1 B2" and str(one) == "fly B2"


def _listed_kinds_round_trip(state: State, seed: int) -> set[str]:
    """Play ``state`` out at random; every action listed outside combat must read back as
    the same action through the state's own parser and write the same text again. The
    kinds listed."""
    rng = Rng(seed)
    kinds: set[str] = set()
    while not state.is_terminal():
        legal = state.legal_actions()
        for action in legal:
            if isinstance(action, GameAction):
                text = str(action)
                parsed = state.parse_action(text)
                assert parsed == action and type(parsed) is type(action), (text, parsed)
                assert str(parsed) == text
                kinds.add(action.kind)
        state.apply(rng.choice(legal))
    return kinds


def test_every_listed_action_of_random_guardians_games_round_trips() -> None:
    """A property over seeds and the ready-made decks (each against the next)."""
    names = ready_made_decks()
    kinds: set[str] = set()
    for seed, (first, second) in enumerate(zip(names, names[1:] + names[:1], strict=True)):
        kinds |= _listed_kinds_round_trip(
            load("guardians", decks=[first, second]).new_state(seed), seed
        )
    assert kinds >= {
        "keep", "reshuffle", "take-up", "discard-up", "put", "shield", "ready", "turn", "stay",
        "move", "fly", "reinforce", "add", "done", "drop", "pick", "go", "retreat", "destroy",
        "terrain", "facedown", "sacrifice", "cast", "pass",
    }  # fmt: skip
    assert kinds <= {cls.kind for cls in play.NOTATION.classes}


def test_every_listed_action_of_random_arena_games_round_trips() -> None:
    kinds: set[str] = set()
    for seed in range(4):
        kinds |= _listed_kinds_round_trip(load("guardians-arena").new_state(seed), seed)
    assert kinds >= {
        "keep", "put", "shield", "terrain", "discard", "enter", "move", "raze", "capture",
        "break", "raid", "pass",
    }  # fmt: skip
    assert kinds <= {cls.kind for cls in arena.NOTATION.classes}


@pytest.mark.parametrize(
    ("notation", "text", "reason"),
    [
        (play.NOTATION, "mvoe A1", "unknown action 'mvoe'; did you mean move?"),
        (play.NOTATION, "retret A1", "unknown action 'retret'; did you mean retreat?"),
        (play.NOTATION, "turn", "expected 'turn SHIELD', got 'turn'"),
        (play.NOTATION, "put w1", "expected 'put CARD PLACE', got 'put w1'"),
        (
            play.NOTATION,
            "move A1 B2 C2 D2 D3",
            "expected 'move TO [THEN] [AFTER] [LAST]', got 'move A1 B2 C2 D2 D3'",
        ),
        (play.NOTATION, "ready now", "expected 'ready', got 'ready now'"),
        (play.NOTATION, "assault twice", "CHANNEL must be one of channel, not 'twice'"),
        (play.NOTATION, "upgrade w1 up", "SIDE must be one of left, right, not 'up'"),
        (play.NOTATION, "enter A1", "unknown action 'enter'; expected reshuffle, keep"),
        (arena.NOTATION, "entre A1", "unknown action 'entre'; did you mean enter?"),
        (arena.NOTATION, "move A1", "expected 'move START END', got 'move A1'"),
        (arena.NOTATION, "terrain w1", "expected 'terrain CARD SPACE', got 'terrain w1'"),
        (arena.NOTATION, "raid on:A1", "expected 'raid ATTACKER TARGET', got 'raid on:A1'"),
        (arena.NOTATION, "ready", "unknown action 'ready'; did you mean raid, break?"),
    ],
)
def test_a_malformed_text_gets_one_line_saying_what_is_wrong(
    notation: Notation, text: str, reason: str
) -> None:
    with pytest.raises(NotationError) as caught:
        notation.parse(text)
    message = str(caught.value)
    assert message.startswith(reason), message
    assert "\n" not in message


def test_the_state_parses_with_its_own_games_notation() -> None:
    guardians = load("guardians").new_state(1)
    arena_state = load("guardians-arena").new_state(1)
    assert isinstance(guardians.parse_action("move A1 B2"), play.Move)
    assert isinstance(arena_state.parse_action("move A1 B2"), arena.Shift)
    assert isinstance(arena_state.parse_action("terrain w1 B1"), arena.LayTerrain)
    assert isinstance(guardians.parse_action("terrain w1 w2"), play.Terrain)
    with pytest.raises(NotationError, match="unknown action 'equip'"):
        guardians.parse_action("equip w1 on:A1")
