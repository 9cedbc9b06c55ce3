"""Oppressed Slaves (``stones_for_kill``, play/kill_rewards.py): played after its player killed
a shield in combat, it earns two Power Stones; one a Movement and Combat phase
(docs/rules-notes/cards/kill-rewards.md). From written positions in the move phase: seat 0's
Earth Elemental attacks a lone Swordsman, who is beaten and his shield destroyed."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    finish_combat,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState


def _slaves(state: GameState, seat: int) -> list[str]:
    player = state.players[seat]
    return sorted(c for c in player.storage if state.cards[c].name == "Oppressed Slaves")


def _moving(
    *parts: str, seat0: str = 'storage = ["Oppressed Slaves"]', seat1: str = ""
) -> GameState:
    return position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"', seat0),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', seat1),
        *parts,
        turn=2,
    )


def _attack(state: GameState, start: str, dest: str) -> None:
    act(state, f"turn {shield_at(state, start).id}")
    act(state, f"move {dest}")
    finish_combat(state)


def test_killing_a_shield_earns_two_stones() -> None:
    state = _moving(
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "C2", ["Swordsman"], turned=True),
    )
    _attack(state, "B2", "C2")
    assert state.players[1].shields_lost == 1
    assert (state.phase, state.seat) == ("after_kill", 0)
    slaves = _slaves(state, 0)[0]
    assert legal(state) == {f"cast {slaves} guardian", "pass"}
    act(state, f"cast {slaves} guardian")
    assert state.players[0].stones == 2
    assert slaves in state.players[0].discard
    assert any(e.kind == "kill-rewarded" for e in state.event_log)
    assert_in_place(state)


def test_only_one_a_phase() -> None:
    state = _moving(
        shield_table(0, "B1", ["Earth Elemental"]),
        shield_table(0, "B3", ["Earth Elemental"]),
        shield_table(1, "C1", ["Swordsman"], turned=True),
        shield_table(1, "C3", ["Swordsman"], turned=True),
        seat0='storage = ["Oppressed Slaves", "Oppressed Slaves"]',
    )
    _attack(state, "B1", "C1")
    act(state, f"cast {_slaves(state, 0)[0]} guardian")
    _attack(state, "B3", "C3")
    assert state.players[1].shields_lost == 2
    assert state.phase != "after_kill"  # the second is not offered this phase
    assert state.players[0].stones == 2 and len(_slaves(state, 0)) == 1


def test_the_defender_that_kills_the_attacker_may_play_it() -> None:
    state = _moving(
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Earth Elemental"], turned=True),
        seat0="",
        seat1='storage = ["Oppressed Slaves"]',
    )
    _attack(state, "B2", "C2")
    assert state.players[0].shields_lost == 1
    assert (state.phase, state.seat) == ("after_kill", 1)
    act(state, "pass")
    assert state.players[1].stones == 0


def test_without_a_kill_nothing_is_asked() -> None:
    state = _moving(
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "C3", ["Swordsman"], turned=True),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    assert state.phase != "after_kill"
