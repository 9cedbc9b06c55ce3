"""Typed combat actions: every action listed in random combats reads back from its text as an
equal action; bad text is refused in one line that names the problem."""

from __future__ import annotations

import random

import pytest

from stronghold.engine.errors import NotationError
from stronghold.engine.registry import load
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat.actions import CombatAction, parse_combat_action


def test_every_action_listed_in_random_combats_round_trips_through_its_text() -> None:
    game = load("guardians-combat")
    kinds: set[type[CombatAction]] = set()
    for seed in range(200):
        state = game.new_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            for action in legal:
                assert isinstance(action, CombatAction)
                text = str(action)
                again = parse_combat_action(text)
                assert again == action and type(again) is type(action), text
                assert str(again) == text
                kinds.add(type(action))
            state.apply(chooser.choice(legal))
    # the common decisions all came up (the rare ones are read in the test below)
    assert {act.DeclareCommand, act.ChooseCommand, act.Primary, act.Pass, act.Done} <= kinds
    assert {act.Bribe, act.Cast, act.Secondary, act.Ranged, act.Channel} <= kinds


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("command yes", act.DeclareCommand(True)),
        ("command no", act.DeclareCommand(False)),
        ("command a5", act.ChooseCommand("a5")),
        ("bribe d3 gold", act.Bribe("d3", "gold")),
        ("cast a6", act.Cast("a6")),
        ("cast a6 d1", act.Cast("a6", "d1")),
        ("pay a2 no", act.Pay("a2", False)),
        ("guess S", act.Guess("S")),
        ("cannon 3", act.Cannon(3)),
        ("idol 0", act.Idol(0)),
        ("altar a9", act.Altar("a9")),
        ("heal a1 a2", act.Heal("a1", "a2")),
        ("discard d4", act.Discard("d4")),
        ("power guardian channel", act.Power("guardian", "channel")),
        ("power guardian dispel a6", act.Power("guardian", "dispel", "a6")),
        ("power standard realm d1 external", act.Power("standard", "realm", "d1", "external")),
        ("power standard icon d1 gold babes", act.Power("standard", "icon", "d1", "gold", "babes")),
    ],
)
def test_each_kind_of_action_reads_and_writes_its_text(text: str, action: CombatAction) -> None:
    assert parse_combat_action(text) == action
    assert str(action) == text


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("brib d1 gold", "unknown action 'brib'; did you mean bribe?"),
        ("secondery a1 d2", "unknown action 'secondery'; did you mean secondary?"),
        ("bribe d1", "expected 'bribe TARGET ICON', got 'bribe d1'"),
        ("cannon lots", "STONES must be a whole number, not 'lots'"),
        ("pay a1 maybe", "PAYS must be yes or no, not 'maybe'"),
        ("", "empty action text"),
    ],
)
def test_bad_text_is_refused_in_one_line_naming_the_problem(text: str, reason: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_combat_action(text)
    assert str(caught.value) == reason
    assert "\n" not in str(caught.value)


def test_a_bad_text_played_is_refused_with_the_reason() -> None:
    state = load("guardians-combat").new_state(3)
    assert state.refusal("comand yes", seat=state.current_seat) == (
        "unknown action 'comand'; did you mean command?"
    )
