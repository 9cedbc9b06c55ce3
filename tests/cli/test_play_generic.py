"""``stronghold play`` and ``replay`` for any registered game, through the engine contract only:
the game's panels (``present_view``), its phrases for actions (``describe_action``), secrets kept.

The toy game here is registered for these tests alone: seat 0 hides a number from 1 to 3, seat
1 guesses it; a right guess wins for seat 1, a wrong one for seat 0.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from stronghold.agents import make_agent
from stronghold.cli.play import Session, Terminal, play_command, replay_command
from stronghold.engine import Action, Game, Outcome, Rng, State, register, unregister
from stronghold.engine.errors import NotationError


@dataclass(frozen=True)
class Pick(Action):
    verb: str
    number: int

    def __str__(self) -> str:
        return f"{self.verb} {self.number}"


class HideGame(Game):
    id = "hide-and-guess"
    seats = 2

    def _start(self, seed: int) -> HideState:
        return HideState(self, seed=seed)

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        hidden = view["hidden"]
        lines = [f"hidden number: {'?' if hidden is None else hidden}"]
        rows = [[str(s), "yes" if view["done"][s] else "no"] for s in (0, 1)]
        return [
            {"title": "The secret", "lines": lines},
            {"title": "Seats", "columns": ["seat", "has chosen"], "rows": rows},
        ]


class HideState(State):
    def __init__(self, game: Game, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.hidden: int | None = None
        self.guess: int | None = None

    @property
    def current_seat(self) -> int | None:
        return None if self.guess is not None else 0 if self.hidden is None else 1

    def legal_actions(self) -> list[Action]:
        verb = "hide" if self.current_seat == 0 else "guess"
        return [] if self.is_terminal() else [Pick(verb, n) for n in (1, 2, 3)]

    def is_terminal(self) -> bool:
        return self.guess is not None

    @property
    def outcome(self) -> Outcome | None:
        if self.guess is None:
            return None
        right = self.guess == self.hidden
        return Outcome.from_winners([1 if right else 0], seats=2, reason="the guess was made")

    def view(self, seat: int | None) -> dict[str, Any]:
        show = seat == 0 or self.is_terminal()
        return {
            "hidden": self.hidden if show else None,
            "done": [self.hidden is not None, self.guess is not None],
        }

    def determinize(self, seat: int, rng: Rng) -> State:
        twin = self.clone()
        assert isinstance(twin, HideState)
        if seat == 1 and twin.hidden is not None and not twin.is_terminal():
            twin.hidden = rng.choice([1, 2, 3])
        return twin

    def describe_action(self, action: Action, viewer: int | None) -> str:
        if isinstance(action, Pick) and action.verb == "hide" and viewer != 0:
            return "hides a number"
        assert isinstance(action, Pick)
        return f"{'hides' if action.verb == 'hide' else 'guesses'} {action.number}"

    def parse_action(self, text: str) -> Action:
        parts = text.split()
        if len(parts) != 2 or parts[0] not in ("hide", "guess") or not parts[1].isdigit():
            raise NotationError(f"cannot read {text!r}: expected 'hide N' or 'guess N'")
        return Pick(parts[0], int(parts[1]))

    def _do(self, action: Action) -> None:
        assert isinstance(action, Pick)
        if action.verb == "hide":
            self.hidden = action.number
        else:
            self.guess = action.number

    def canonical(self) -> Any:
        return [self.hidden, self.guess]


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[None]:
    register("hide-and-guess", HideGame, title="Hide and guess")
    yield
    unregister("hide-and-guess")


def _terminal(lines: str) -> tuple[Terminal, io.StringIO]:
    out = io.StringIO()
    return Terminal(Console(file=out, width=120), io.StringIO(lines)), out


def test_a_person_plays_any_game_from_its_panels_and_phrases(tmp_path: Path) -> None:
    term, out = _terminal("help\n2\n")
    state = play_command(
        "hide-and-guess", deck=None, opponent_deck=None, vs="random", seed=1, seat=0,
        watch=False, record=tmp_path / "game.json", max_turns=None, cards=[], term=term,
    )  # fmt: skip
    text = out.getvalue()
    assert "Hide and guess: you are seat 0" in text and "seed" not in text
    assert "The secret" in text and "has chosen" in text  # both kinds of panel drawn
    assert "hides 1" in text and "hides 3" in text  # the choices, in the game's words
    assert "undo" in text  # the help
    assert "You: hides 2" in text
    assert state.is_terminal()
    record = json.loads((tmp_path / "game.json").read_text())
    assert record["game_id"] == "hide-and-guess" and record["actions"][0] == "hide 2"


def test_the_opponents_secret_choice_is_told_without_its_secret() -> None:
    game = HideGame()
    term, _out = _terminal("")
    agents = {0: make_agent("random", seed=5)}
    session = Session(game.new_state(5), 1, agents, term, Path("unused.json"))
    session._agent_turn(0)
    assert list(session.log) == ["Seat 0: hides a number"]
    hidden = session.state.view(0)["hidden"]
    assert f"hides {hidden}" not in "\n".join(session.log)


def test_watching_and_replaying_any_game(tmp_path: Path) -> None:
    term, out = _terminal("")
    path = tmp_path / "watched.toml"
    play_command(
        "hide-and-guess", deck=None, opponent_deck=None, vs="random", seed=3, seat=0,
        watch=True, record=path, max_turns=None, cards=[], term=term,
    )  # fmt: skip
    assert "Watching random (seat 0) against random (seat 1)." in out.getvalue()
    term, out = _terminal("")
    state = replay_command(path, step=False, term=term)
    text = out.getvalue()
    assert "1. seat 0: hides a number" in text  # a spectator never learns a secret choice
    assert "2. seat 1: guesses" in text
    assert "The replay reaches the recorded state." in text
    assert state.is_terminal()


def test_decks_are_refused_for_a_game_without_decks() -> None:
    term, _out = _terminal("")
    with pytest.raises(Exception, match="not played with decks"):
        play_command(
            "hide-and-guess", deck="basic-knights", opponent_deck=None, vs="random", seed=1,
            seat=0, watch=False, record=None, max_turns=None, cards=[], term=term,
        )  # fmt: skip


def test_a_seat_outside_the_game_is_refused() -> None:
    term, _out = _terminal("")
    with pytest.raises(Exception, match="--seat must be 0-1"):
        play_command(
            "hide-and-guess", deck=None, opponent_deck=None, vs="random", seed=1, seat=2,
            watch=False, record=None, max_turns=None, cards=[], term=term,
        )  # fmt: skip
