"""At the prompt: `show NAME` reads any card of the game, `log` tells the whole story so far."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import stronghold
from stronghold.cli.play import Terminal, play_command
from stronghold.engine.errors import CardDataError
from stronghold.engine.state import State


def _play(game_id: str, lines: str) -> tuple[State, str]:
    out = io.StringIO()
    term = Terminal(Console(file=out, width=100), io.StringIO(lines))
    state = play_command(
        game_id, deck=None, opponent_deck=None, vs="random", seed=4, seat=0,
        watch=False, record=None, max_turns=None, cards=[], term=term,
    )  # fmt: skip
    return state, out.getvalue()


@pytest.mark.parametrize(
    ("game_id", "name", "expected"),
    [
        ("guardians", "wild nymph", ["Wild Nymph (creature)", "vitality: 4", "Enforced: full"]),
        ("guardians-arena", "SAND LORD", ["Sand Lord (creature)", "Woods -6"]),
        ("highlander-duel", "heart lunge", ["attacks: chest", "if it Strikes, 1 more damage"]),
        ("highlander-duel", "the kurgan", ["Blood Rage, at 4 damage"]),
        ("promised-land", "ambush", ["with a Righteous primary: 3", "with a Wicked primary: 2"]),
    ],
)
def test_every_game_shows_a_card_by_a_forgiving_name(
    game_id: str, name: str, expected: list[str]
) -> None:
    text = "\n".join(stronghold.load(game_id).card_text(name))
    for part in expected:
        assert part in text


@pytest.mark.parametrize(
    ("game_id", "name", "close"),
    [
        ("guardians", "Wild Nimph", "'Wild Nymph'"),
        ("highlander-duel", "hart lunge", "'Heart Lunge'"),
        ("promised-land", "Moronni", "'Moroni'"),
    ],
)
def test_an_unknown_card_is_one_line_with_close_matches(
    game_id: str, name: str, close: str
) -> None:
    with pytest.raises(CardDataError) as caught:
        stronghold.load(game_id).card_text(name)
    assert caught.value.reason.startswith(f"no card named '{name}' (did you mean {close}")
    assert "\n" not in caught.value.reason


def test_show_and_log_at_the_prompt_read_without_taking_a_turn() -> None:
    state, text = _play("highlander-duel", "show heart lunge\ninfo hart lunge\nlog\n1\nlog\nquit\n")
    assert "Heart Lunge (combat card" in text and "follow-up bar:" in text
    assert "no card named 'hart lunge' (did you mean 'Heart Lunge'?)" in text
    for told in state.events(0):  # the second log printed every event told to the person
        assert told.text in text
    plain, _text = _play("highlander-duel", "1\nquit\n")
    assert state.fingerprint() == plain.fingerprint()  # show and log took no turn
