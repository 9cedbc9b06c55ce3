"""The terminal game at 80x24: every screen fits, folded parts open, choices page, the log keeps
the whole story, and a single option is taken for you only where that tells nobody anything."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console, Group, RenderableType

from stronghold.agents import make_agent
from stronghold.cli.layout import height
from stronghold.cli.play import Session, Terminal, forced_action, play_command
from stronghold.cli.screens import screen_for
from stronghold.engine import Action, Game, Outcome, Rng, State
from stronghold.engine.registry import load

GAMES = ("guardians", "guardians-arena", "highlander-duel", "promised-land")
WIDTH, TALL = 80, 24


class ScreenTerminal(Terminal):
    """A terminal as a person has it (the screen redrawn at each decision, with what
    happened), reading its lines from a script and measuring every screen it draws."""

    def __init__(self, script: str) -> None:
        self.out = io.StringIO()
        super().__init__(Console(file=self.out, width=WIDTH, height=TALL), io.StringIO(script))
        self.interactive = True
        self.heights: list[int] = []

    def show(self, *renderables: RenderableType) -> None:
        self.heights.append(height(self.console, Group(*renderables), WIDTH))
        super().show(*renderables)

    def ask(self, prompt: str) -> str | None:
        self.console.print(prompt, end="", markup=False, highlight=False)
        line = self.stdin.readline()
        self.console.print(line.rstrip("\n"), markup=False, highlight=False)
        return line.strip() if line else None


def _play(game_id: str, script: str, tmp_path: Path, **options: Any) -> tuple[Any, Any]:
    term = ScreenTerminal(script)
    state = play_command(
        game_id, deck=None, opponent_deck=None, vs="random", seed=4, seat=0, watch=False,
        record=tmp_path / "game.json", max_turns=options.get("max_turns"), cards=[], term=term,
    )  # fmt: skip
    return state, term


@pytest.mark.parametrize("game_id", GAMES)
def test_every_screen_of_a_whole_game_fits_80_by_24(game_id: str, tmp_path: Path) -> None:
    turns = 4 if game_id.startswith("guardians") else None  # a Guardians game ends at turn 4
    state, term = _play(game_id, "1\n" * 6000, tmp_path, max_turns=turns)
    assert state.is_terminal(), f"{game_id} did not end"
    screens = term.heights[:-1]  # the last is the end of the game, shown in full
    assert len(screens) > 10
    too_tall = [h for h in screens if h + 1 > TALL]  # the prompt takes the last line
    assert not too_tall, f"{len(too_tall)} of {len(screens)} screens are taller: {too_tall[:5]}"
    assert "What happened" in term.out.getvalue()


@pytest.mark.parametrize("game_id", GAMES)
def test_open_board_and_log_show_everything(game_id: str, tmp_path: Path) -> None:
    script = "1\n1\n1\nopen\nopen zzz\nboard\nlog\nquit\n"
    state, term = _play(game_id, script, tmp_path)
    text = term.out.getvalue()
    assert "Parts to open: " in text
    assert "Nothing called 'zzz' to open; there is: " in text
    parts = Session(state, 0, {}, ScreenTerminal(""), tmp_path / "x.json").screen.parts(state, 0)
    board = text.split("): board\n", 1)[1].split("): log\n", 1)[0]
    assert "Your choices" in board
    for part in parts:  # every part in full, as `open` draws it alone
        drawn = io.StringIO()
        Console(file=drawn, width=WIDTH, height=TALL).print(part.full)
        assert drawn.getvalue().splitlines()[1] in board, part.title
    log = text.split("): log\n", 1)[1].split("): quit\n", 1)[0]
    if state.event_log:  # the whole story, from its first line, not only the last few
        told = [t.text for t in state.events(0)]
        assert len(told) > 4 and all(line in log for line in told)
    else:  # every move of yours so far, as the screen told it
        assert log.count("You: ") >= 3


def test_open_names_a_part_by_a_word_of_its_title(tmp_path: Path) -> None:
    state, term = _play("highlander-duel", "open hand\nopen row\nquit\n", tmp_path)
    text = term.out.getvalue()
    hand = text.split("): open hand\n", 1)[1].split("): open row\n", 1)[0]
    assert "Your hand" in hand and "follow-up bar" in hand  # the panel in full, its table
    row = text.split("): open row\n", 1)[1]
    assert "Face-up row" in row and "follow-up bar" in row
    assert not state.is_terminal()


def test_more_pages_through_choices_that_do_not_fit(tmp_path: Path) -> None:
    # Guardians' organize phase offers some twenty placements: more than a screen holds.
    state, term = _play("guardians", "1\nmore\nmore\nmore\nquit\n", tmp_path)
    text = term.out.getvalue()
    screens = text.split("): more\n")
    assert len(screens) == 4
    first, second = screens[0].rsplit("Your choices", 1)[1], screens[1]
    assert "more: type more" in first
    numbers = [int(word.rstrip(".")) for word in second.split() if word.rstrip(".").isdigit()]
    assert max(numbers) > 10  # the next page goes on numbering where the first stopped
    assert all(h + 1 <= TALL for h in term.heights[:-1])
    assert len(state.history) >= 1


def test_a_bigger_terminal_shows_more_in_full(tmp_path: Path) -> None:
    small, big = ScreenTerminal(""), ScreenTerminal("")
    big.console = Console(file=big.out, width=WIDTH, height=60)
    state = load("highlander-duel").new_state(4)
    Session(state, 0, {}, small, tmp_path / "x.json")._draw()
    Session(state, 0, {}, big, tmp_path / "x.json")._draw()
    assert big.heights[0] > small.heights[0] + 10
    assert "follow-up bar" in big.out.getvalue()  # the hand's table opened
    assert "follow-up bar" not in small.out.getvalue()


# --- a single option -------------------------------------------------------------------------


def test_a_single_option_is_asked_while_you_hold_cards_the_opponent_cannot_see(
    tmp_path: Path,
) -> None:
    # Guardians seed 3: your first decision offers only "keep" (you drew a shield); with other
    # cards in hand you would be offered a reshuffle too, so answering alone would tell that.
    state = load("guardians").new_state(3)
    assert [str(a) for a in state.legal_actions()] == ["keep"]
    assert forced_action(state, 0) is None
    term = ScreenTerminal("1\nquit\n")
    session = Session(state, 0, {1: make_agent("random", seed=1)}, term, tmp_path / "game.json")
    session.run()
    assert "Your choices (1)" in term.out.getvalue()


@dataclass(frozen=True)
class Word(Action):
    verb: str

    def __str__(self) -> str:
        return self.verb


class MarchGame(Game):
    """Seat 0 must march (its only option), then seat 1 chooses how the game ends. With
    ``secret``, seat 0 holds a card seat 1 cannot see (and could have played it instead)."""

    id = "march"
    seats = 2

    def __init__(self, secret: bool = False) -> None:
        super().__init__()
        self.secret = secret

    def _start(self, seed: int) -> MarchState:
        return MarchState(self, seed=seed)


class MarchState(State):
    game: MarchGame

    def __init__(self, game: Game, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.done: list[str] = []

    @property
    def current_seat(self) -> int | None:
        return None if len(self.done) == 2 else len(self.done)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        return [Word("march")] if not self.done else [Word("win"), Word("lose")]

    def is_terminal(self) -> bool:
        return len(self.done) == 2

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        winner = 1 if self.done[1] == "win" else 0
        return Outcome.from_winners([winner], seats=2, reason="seat 1 chose")

    def hidden_from(self, seat: int) -> set[str]:
        return {"card"} if self.game.secret and seat == 1 else set()

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"done": list(self.done)}

    def determinize(self, seat: int, rng: Rng) -> State:
        del seat, rng
        return self.clone()

    def parse_action(self, text: str) -> Action:
        return Word(text.strip())

    def _do(self, action: Action) -> None:
        self.done.append(str(action))

    def canonical(self) -> Any:
        return list(self.done)


@pytest.mark.parametrize("secret", [False, True])
def test_a_single_option_is_taken_for_you_only_when_you_know_nothing_the_others_do_not(
    secret: bool, tmp_path: Path
) -> None:
    state = MarchGame(secret).new_state(1)
    assert [str(a) for a in state.legal_actions()] == ["march"]
    term = ScreenTerminal("quit\n")
    session = Session(state, 0, {1: make_agent("random", seed=1)}, term, tmp_path / "game.json")
    session.run()
    text = term.out.getvalue()
    if secret:  # you might have played the card: asked, and you left
        assert "Your choices (1)" in text and session.state.history == []
        assert term.stdin.read() == ""
    else:  # taken without asking; the game went on to its end
        assert session.state.history[0] == "march" and session.state.is_terminal()
        assert "(Your only choice, taken for you: march.)" in text
        assert "Your choices" not in text


def test_a_single_option_while_holding_hidden_cards_is_never_taken() -> None:
    # Over whole games, every decision with a single option where the seat holds something
    # the opponent cannot see is asked.
    for game_id in ("highlander-duel", "promised-land", "guardians-arena"):
        state = load(game_id).new_state(7)
        agent = make_agent("random", seed=3)
        while not state.is_terminal() and len(state.history) < 400:
            seat = state.current_seat
            assert seat is not None
            if len(state.legal_actions()) == 1 and not state.hidden_from(
                1 - seat
            ) <= state.hidden_from(seat):
                assert forced_action(state, seat) is None, game_id
            state.apply(agent.choose(state, seat), seat=seat)


def test_a_guardians_combat_folds_to_its_match_ups_with_both_vitalities() -> None:
    state = load("guardians").new_state(2)
    agents = [make_agent("random", seed=2), make_agent("random", seed=3)]
    screen = screen_for("guardians")
    while not state.is_terminal():
        seat = state.current_seat
        assert seat is not None
        combat = state.view(0).get("combat")
        matchups = combat["view"].get("matchups", []) if combat else []
        counted = [m for m in matchups if m.get("attacker_parts") and m.get("defender_parts")]
        if counted:
            parts = screen.parts(state, 0)
            assert parts[0].title == "combat"  # what you decide in comes first
            folded = "\n".join(getattr(f, "plain", "") for f in parts[0].folded)
            m = counted[0]
            assert (
                f"#{m['number']} {m['attacker']} {m['attacker_vitality']} vs "
                f"{m['defender']} {m['defender_vitality']}" in folded
            )
            assert "step" not in folded and "_" not in folded
            return
        state.apply(agents[seat].choose(state, seat), seat=seat)
    pytest.fail("no match-up was counted in the whole game")
