"""Agent of Shadow (``command.shifts_to_origin``, ``only_defending``; combat/shifts.py,
play/battle.py): the defender's command card moves the combat to the land the attacker came
from — fought on that land's terrain, and that land at stake: the winner holds it, the loser
retreats from it (docs/rules-notes/cards/combat-flow.md). From written positions: seat 0's
shield on B2 (Woods) attacks seat 1's on C2 (Mountains)."""

from __future__ import annotations

from typing import Any

from game_helpers import act, assert_in_place, at_position, finish_combat, legal
from game_helpers import seat_table as seat
from game_helpers import shield_table as shield

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState


def _position(attackers: list[str], defenders: list[str], mine: str = "B2") -> str:
    target = "C2" if mine == "B2" else "B2"
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat(0, 'deck = ["Axeman"]', 'up = "Land Drake"', 'terrain = { B2 = "Woods" }')
        + shield(0, mine, attackers)
        + seat(1, 'deck = ["Axeman"]', 'up = "Woods"', 'terrain = { C2 = "Mountains" }')
        + shield(1, target, defenders)
    )


def _attack(text: str, target: str = "C2", command: bool = True) -> GameState:
    """Seat 0 moves onto ``target``; seat 1 plays the Agent as its command card (if
    ``command``); the combat played out declining everything else."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, f"move {target}")
    if command:
        act(state, "command no")  # the attacker
        act(state, "command yes")  # the defender, then its one command card
        (agent,) = legal(state)
        act(state, agent)
    finish_combat(state)
    return state


def _told(state: GameState, kind: str) -> list[dict[str, Any]]:
    return [dict(e.to_json()) for e in state.event_log if e.kind == kind]


def _space(state: GameState, shield_owner: int) -> str:
    found = [s for s in state.shields.values() if s.owner == shield_owner]
    assert len(found) == 1
    return board.name(found[0].space)


def test_the_agent_moves_the_combat_onto_the_attackers_land_and_its_terrain() -> None:
    state = _attack(_position(["Idiot", "Gn'Obby Gnomes"], ["Agent of Shadow", "Axeman"]))
    (moved,) = _told(state, "combat-shifted")
    assert (moved["card"], moved["space"], moved["ground"]) == ("Agent of Shadow", "B2", "Woods")
    assert state.last_combat is not None and state.last_combat.space == "B2"
    assert state.last_combat.winner == 1
    # the defender won the attacker's land: the attacker retreats from it as a defender would
    assert (state.phase, state.current_seat) == ("retreat", 0)
    assert legal(state) == {"retreat A2", "retreat B1", "retreat B3", "destroy"}
    act(state, "retreat B1")
    assert _space(state, 1) == "B2" and _space(state, 0) == "B1"
    assert_in_place(state)


def test_an_attacker_winning_the_moved_combat_keeps_its_land_and_the_defender_retreats() -> None:
    state = _attack(_position(["Ancient Ogre", "Axeman"], ["Agent of Shadow", "Gn'Obby Gnomes"]))
    assert _told(state, "combat-shifted")
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert (state.phase, state.current_seat) == ("retreat", 1)
    assert "retreat C2" in legal(state)
    act(state, "retreat C2")
    assert _space(state, 0) == "B2" and _space(state, 1) == "C2"
    assert_in_place(state)


def test_the_combat_does_not_move_onto_a_stronghold_space() -> None:
    text = _position(["Idiot", "Gn'Obby Gnomes"], ["Agent of Shadow", "Axeman"], mine="A2")
    state = _attack(text, target="B2")
    assert not _told(state, "combat-shifted")
    said = {(e["subject"], e["says"]) for e in _told(state, "effect")}
    assert ("Agent of Shadow", "the combat stays where it is") in said
    assert state.last_combat is not None and state.last_combat.space == "B2"


def test_without_the_agent_the_combat_stays_on_the_land_attacked() -> None:
    state = _attack(_position(["Swordsman"], ["Agent of Shadow", "Axeman"]), command=False)
    assert not _told(state, "combat-shifted")
    assert state.last_combat is not None and state.last_combat.space == "C2"


def test_only_the_defender_may_play_the_agent_as_its_command_card() -> None:
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield(0, "B2", ["Agent of Shadow", "Swordsman"])
        + seat(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield(1, "C2", ["Axeman"])
    )
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    assert state.phase == "combat" and state.current_seat == 0
    assert legal(state) == {"command no"}
