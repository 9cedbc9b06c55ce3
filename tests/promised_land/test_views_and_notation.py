"""The action notation round-trips, illegal actions get one-line reasons, and the terminal's
panels are built from a view only."""

from __future__ import annotations

import pytest

from promised_land.helpers import act, arrange_battle, at_lay, new
from stronghold.engine.errors import IllegalAction, NotationError
from stronghold.games.promised_land.actions import Call, Challenge, Done, Draw, Lay, Look, Pass, Use
from stronghold.games.promised_land.model import Pile


@pytest.mark.parametrize(
    "action",
    [Lay("W07"), Draw(Pile.WARRIOR), Draw(Pile.ARMORY), Call(), Done(), Pass(), Look(2),
     Challenge(1), Use("A13", "W40")],
)  # fmt: skip
def test_every_action_round_trips_through_its_notation(action: object) -> None:
    state = new(3)
    assert state.parse_action(str(action)) == action


def test_notation_texts() -> None:
    assert str(Lay("W07")) == "lay W07"
    assert str(Draw(Pile.ARMORY)) == "draw armory"
    assert str(Use("A13", "W40")) == "use A13 W40"
    assert str(Challenge(2)) == "challenge 2"


def test_bad_text_and_seats_are_notation_errors() -> None:
    state = new()
    with pytest.raises(NotationError):
        state.parse_action("lay")
    with pytest.raises(NotationError, match="no seat 5"):
        state.parse_action("challenge 5")
    with pytest.raises(NotationError, match="did you mean"):
        state.parse_action("chalenge 1")


def test_illegal_actions_have_readable_reasons() -> None:
    state = new(seed=90)
    hand = at_lay(state, 0, ["Moroni"], ["Sword", "Plates"])
    with pytest.raises(IllegalAction, match="nobody draws now: seat 0 is to lay a card"):
        act(state, "draw armory")
    with pytest.raises(IllegalAction, match="W99"):
        act(state, "lay W99")
    other = next(card for card in state.players[1].hand)
    with pytest.raises(IllegalAction, match=f"^{other} is not a card you can play$"):
        act(state, f"lay {other}")
    with pytest.raises(IllegalAction, match="nobody is challenged now"):
        act(state, "challenge 1")
    act(state, f"lay {hand['Sword']}")
    assert state.players[0].line[-1] == hand["Sword"]


def test_challenge_reasons() -> None:
    state = new(3, seed=91)
    arrange_battle(
        state,
        {0: ["Moroni", "Prophecy"], 1: ["Nephi", "Sword"], 2: ["Lehi", "Liahona"]},
        challenger=0,
    )
    with pytest.raises(IllegalAction, match="you cannot challenge yourself"):
        act(state, "challenge 0")
    act(state, "look 1", "look 2")
    with pytest.raises(IllegalAction, match="no Prophecy look left"):
        act(state, "look 1")


def test_panels_come_from_the_view_and_hide_what_it_hides() -> None:
    state = new(seed=92)
    hand = at_lay(state, 0, ["Moroni"], ["Sword", "Plates"])
    act(state, f"lay {hand['Sword']}")
    panels = state.present(1)
    titles = [panel["title"] for panel in panels]
    assert titles[0].startswith("Round 1") and "Your hand" in titles
    table = panels[0]
    assert table["columns"][0] == "seat" and len(table["rows"]) == 2
    assert "[armory face down]" in table["rows"][0][-1]
    assert hand["Sword"] not in str(panels)
    assert f"Sword {hand['Sword']}" in str(state.present(0))
    assert state.game.present_view(state.view(1), 1) == panels


def test_describe_action_for_the_actor_and_the_others() -> None:
    state = new(seed=93)
    hand = at_lay(state, 0, [], ["Nephi", "Moroni"])
    assert (
        state.describe_action(Lay(hand["Nephi"]), 0)
        == f"lays Nephi ({hand['Nephi']}) face up as primary"
    )
    assert state.describe_action(Lay(hand["Nephi"]), 1) == "lays a Warrior face up as primary"
    assert state.describe_action(Draw(Pile.WARRIOR), None) == "draws from the Warrior pile"
    assert state.describe_action(Call(), 1) == 'ends the turn: "Call to battle!"'
    assert state.describe_action(Challenge(1), 1) == 'challenges seat 1: "Take up the sword!"'
