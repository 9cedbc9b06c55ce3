"""Board effects of creatures, carried out as a combat comes back (issue 14, ``board_effect``):
Gumbo Jake (a primary win: the opponent's terrain card on the space is discarded), Gopher
(standing at the end: it is turned face down), Reverend Smilin' Jackoid (his command: the
opponent's face-down terrain is discarded) and Giant Aunts (a primary win over a defended
stronghold card: rubble at once, whoever wins). docs/rules-notes/cards/board-effects.md.
Played from written positions; in each the defender keeps the space (an unplayed creature
counts), so that no settlement touches the terrain afterwards."""

from __future__ import annotations

from game_helpers import act, at_position, fight, legal, seat_table, shield_table

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState


def _position(attackers: list[str], defenders: list[str], *seat1: str, target: str = "C2") -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield_table(0, "C2" if target == "D2" else "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', *seat1)
        + shield_table(1, target, defenders)
    )


def _attack(text: str, target: str = "C2", prefer: tuple[str, ...] = ()) -> GameState:
    """Seat 0 moves onto ``target`` and fights: each seat plays its ``prefer`` cards first (seat
    0 a command card when one is offered), every other choice the first quiet one."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, f"move {target}")
    fight(state, prefer)
    return state


def _terrain(state: GameState, space: str = "C2") -> tuple[str, bool] | None:
    laid = state.terrain.get(board.parse_space(space) or 0)
    return None if laid is None else (state.cards[laid[0]].name, laid[1])


def _discard(state: GameState, seat: int) -> list[str]:
    return [state.cards[c].name for c in state.players[seat].discard]


def test_gumbo_jake_winning_his_primary_discards_the_opponents_terrain() -> None:
    text = _position(["Gumbo Jake"], ["Lying Scum", "Axeman"], 'terrain = { C2 = "Swamp" }')
    state = _attack(text, prefer=("Lying Scum",))
    assert state.last_combat is not None and state.last_combat.winner == 1
    assert _terrain(state) is None
    assert "Swamp" in _discard(state, 1)


def test_gumbo_jake_beaten_leaves_the_terrain() -> None:
    text = _position(["Gumbo Jake"], ["Great Ba'te"], 'terrain = { C2 = "Swamp" }')
    state = _attack(text)
    assert _terrain(state) == ("Swamp", False)


def test_gopher_standing_at_the_end_turns_the_opponents_terrain_face_down() -> None:
    text = _position(["Gopher"], ["Jalupee Lobo", "Axeman"], 'terrain = { C2 = "Swamp" }')
    state = _attack(text, prefer=("Jalupee Lobo",))
    assert state.last_combat is not None and state.last_combat.winner == 1
    assert _terrain(state) == ("Swamp", True)
    cid = state.terrain[board.parse_space("C2") or 0][0]
    assert state.cards[cid].public  # seat 0 saw it face up: it stays known


def test_a_beaten_gopher_turns_nothing() -> None:
    text = _position(["Gopher"], ["Axeman"], 'terrain = { C2 = "Swamp" }')
    state = _attack(text)
    assert _terrain(state) == ("Swamp", False)


def test_smilin_jackoid_as_command_discards_the_opponents_face_down_terrain() -> None:
    text = _position(
        ["Reverend Smilin' Jackoid", "Axeman"],
        ["Lying Scum", "Great Ba'te"],
        'face_down = { C2 = "Archer" }',
    )
    state = _attack(text, prefer=("Reverend Smilin' Jackoid", "Lying Scum"))
    assert state.last_combat is not None and state.last_combat.winner == 1
    assert _terrain(state) is None
    assert "Archer" in _discard(state, 1)


def test_smilin_jackoid_leaves_a_face_up_terrain_card() -> None:
    text = _position(
        ["Reverend Smilin' Jackoid", "Axeman"],
        ["Lying Scum", "Great Ba'te"],
        'terrain = { C2 = "Swamp" }',
    )
    state = _attack(text, prefer=("Reverend Smilin' Jackoid", "Lying Scum"))
    assert _terrain(state) == ("Swamp", False)


def test_giant_aunts_ruin_a_stronghold_card_even_when_their_side_loses() -> None:
    text = _position(
        ["Giant Aunts", "Gn'Obby Gnomes"], ["Jalupee Lobo", "Great Ba'te"], target="D2"
    )
    state = _attack(text, target="D2", prefer=("Giant Aunts", "Jalupee Lobo"))
    assert state.last_combat is not None and state.last_combat.winner == 1
    assert state.players[1].strongholds[1].rubble
