"""The typed steps in progress (``play/steps.py``): what they remember, how they are written
into ``canonical()``, and that a clone has its own copy."""

from __future__ import annotations

from game_helpers import act, blank, moving, put_shield, sp

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.steps import (
    DrawStep,
    Joining,
    Link,
    MoveStep,
    Passing,
    ResponseStep,
    RetreatStep,
    Route,
    SettleStep,
)


def test_a_two_space_move_over_a1_enters_from_a1_not_from_its_start() -> None:
    # A1 is space 0: a lookup that treats 0 as "no via" sent the loser back to the start.
    route = Route(start=sp("B1"), via=sp("A1"), dest=sp("A2"), verb="move")
    assert board.name(route.entered_from) == "A1"
    assert Route(start=sp("C2"), via=None, dest=sp("C3"), verb="move").entered_from == sp("C2")


def test_a_move_step_is_written_as_the_table_the_fingerprints_were_taken_of() -> None:
    step = MoveStep("w3", Route(0, None, 4, "fly"), Passing(0, ["w5"]), Joining("b2", [0, 1]))
    assert step.canonical() == {
        "shield": "w3",
        "from": 0,
        "via": None,
        "dest": 4,
        "verb": "fly",
        "at": 0,
        "dropped": ["w5"],
        "enemy": "b2",
        "joiners": [0, 1],
        "joined": {},
    }
    assert MoveStep("w3").canonical() == {"shield": "w3"}


def test_unset_fields_are_left_out_of_the_table() -> None:
    assert DrawStep().canonical() == {"drawer": 0}
    drawing = DrawStep(drawer=1, asking="balance", drawn=[], balance={0: None}, up_choice="take")
    assert drawing.canonical() == {
        "drawer": 1,
        "asking": "balance",
        "drawn": [],
        "balance0": None,
        "up_choice": "take",
    }
    retreat = RetreatStep("w1", "b1", space=4, came_from=3, mover=0)
    assert set(retreat.canonical()) == {"loser", "winner", "space", "came_from", "mover"}
    retreat.fixed = 0  # space 0 is a space: it is written
    assert retreat.canonical()["fixed"] == 0


def test_a_response_keeps_the_settlement_it_interrupted() -> None:
    settle = SettleStep(["w2"])
    response = ResponseStep([Link(1, "b9", "C2")], "settle", 1, "settle", resumes=settle)
    assert response.canonical() == {
        "bare": ["w2"],
        "response": {
            "stack": [[1, "b9", "C2"]],
            "then": "settle",
            "resume_seat": 1,
            "resume_phase": "settle",
        },
    }
    assert response.top == Link(1, "b9", "C2")


def test_a_clone_has_its_own_step() -> None:
    state = blank()
    shield = put_shield(state, 0, "C2", ["Axeman"])
    moving(state, 0)
    act(state, f"turn {shield.id}")
    twin = state.clone()
    twin.step_as(MoveStep).route = Route(sp("C2"), None, sp("C3"), "move")
    assert state.step_as(MoveStep).route is None
    assert state.fingerprint() != twin.fingerprint()
