"""Command cards that bribe from the opponent's combat hand: the opponent shows every creature
a kind of bribe could bribe, the owner picks one and it counts as bribed — Yap Attack (Gold),
Santa's Beer Sled (Beer), Essence of Babeitude (Babes); ``opponent_bribed``."""

from __future__ import annotations

import pytest
from combat_helpers import ATT, DEF, Status, combat, do, events, legal, start, status

from stronghold.games.guardians.combat.state import CombatState


def _command(spell: str, defenders: list[str]) -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Angel"], "storage": [spell]},
            defender={"shield": defenders},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", spell)
    while state.phase == "command_window":
        do(state, "pass")
    return state


def _play_out(state: CombatState) -> None:
    """Pass or make no more attacks; where a choice must be made, the first one."""
    while not state.is_terminal():
        options = legal(state)
        quiet = [a for a in options if a in (("pass",), ("done",))]
        do(state, *(quiet or options)[0])


@pytest.mark.parametrize(
    ("spell", "icon", "bribeable", "other"),
    [
        ("Yap Attack", "gold", "Swordsman", "Sand Lord"),
        ("Santa's Beer Sled", "beer", "Gunner", "Swordsman"),
        ("Essence of Babeitude", "babes", "Sand Lord", "Swordsman"),
    ],
)
def test_the_owner_picks_a_shown_creature_and_it_counts_as_bribed(
    spell: str, icon: str, bribeable: str, other: str
) -> None:
    state = _command(spell, [bribeable, other])
    assert state.phase == "command_bribe" and state.current_seat == ATT
    shown = events(state, "bribeables-shown")
    assert [(e["seat"], e["icon"], e["shown"]) for e in shown] == [(DEF, icon, [bribeable])]
    assert legal(state) == [("bribe", bribeable, icon)]
    do(state, "bribe", bribeable, icon)
    assert status(state, bribeable) == Status.BRIBED
    assert state.phase != "command_bribe"
    _play_out(state)
    assert status(state, bribeable) == Status.BRIBED  # never played: it went to the pen
    assert status(state, other) != Status.BRIBED


def test_nothing_to_pick_when_nothing_shown_can_be_bribed() -> None:
    state = _command("Yap Attack", ["Sand Lord", "Baal-a-Gog"])
    assert state.phase != "command_bribe"
    shown = events(state, "bribeables-shown")
    assert [e["shown"] for e in shown] == [[]]
    assert status(state, "Sand Lord") == Status.HAND


def test_the_shown_creatures_are_revealed_to_the_owner() -> None:
    state = _command("Yap Attack", ["Swordsman", "Archer", "Sand Lord"])
    view = str(state.view(ATT))
    assert "Swordsman" in view and "Archer" in view
    assert "Sand Lord" not in view  # not shown: still face down
    picks = {a[1] for a in legal(state)}
    assert picks == {"Swordsman", "Archer"}
