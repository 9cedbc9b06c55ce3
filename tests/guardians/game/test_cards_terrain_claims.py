"""Cactus McFingers (command ``board_effect = { what = "lay_terrain", when = "survives" }``;
play/terrain_claims.py, docs/rules-notes/cards/board-effects.md): his side winning a land with
his command in force and he alive after the combat, his owner may lay a terrain card of his pen
there at once, the opponent's terrain card discarded first. Played from written positions:
seat 0 attacks C2 from B2; seat 1 has a shield left to move on C3, so no settlement follows."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    attack_c2,
    legal,
    seat_table,
    shield_table,
    terrain_on,
)

from stronghold.games.guardians.play.state import GameState

STRONG, WEAK = "Great Ba'te", "Lying Scum"


def _position(attackers: list[str], defenders: list[str], *seat1: str, pen: str = "Woods") -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', f'pen = ["{pen}", "Axeman"]')
        + shield_table(0, "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', *seat1)
        + shield_table(1, "C2", defenders)
        + shield_table(1, "C3", ["Axeman"])
    )


def _won_with_mcfingers(*seat1: str, pen: str = "Woods") -> GameState:
    text = _position(["Cactus McFingers", STRONG], [WEAK], *seat1, pen=pen)
    state = attack_c2(text, prefer=("Cactus McFingers", STRONG))
    assert state.last_combat is not None and state.last_combat.winner == 0
    return state


def test_mcfingers_winning_lays_a_terrain_card_in_place_of_the_opponents() -> None:
    state = _won_with_mcfingers('terrain = { C2 = "Swamp" }')
    assert state.phase == "claim" and state.seat == 0
    options = legal(state)
    assert "pass" in options
    lay = next(a for a in options if a.startswith("terrain "))
    act(state, lay)
    assert terrain_on(state) == ("Woods", 0, False)
    assert "Swamp" in [state.cards[c].name for c in state.players[1].discard]
    assert "Woods" not in [state.cards[c].name for c in state.players[0].pen]
    assert state.phase == "move" and state.seat == 1
    assert_in_place(state)


def test_mcfingers_owner_may_let_the_moment_go() -> None:
    state = _won_with_mcfingers('terrain = { C2 = "Swamp" }')
    act(state, "pass")
    assert terrain_on(state) == ("Swamp", 1, False)  # settlement takes it later, as always
    assert "Woods" in [state.cards[c].name for c in state.players[0].pen]
    assert state.phase == "move" and state.seat == 1


def test_a_bare_land_takes_the_terrain_card_too() -> None:
    state = _won_with_mcfingers()
    act(state, next(a for a in legal(state) if a.startswith("terrain ")))
    assert terrain_on(state) == ("Woods", 0, False)


def test_only_terrain_cards_of_the_pen_are_offered() -> None:
    state = _won_with_mcfingers(pen="Swordsman")
    assert state.phase == "claim"  # the pen holds cards seat 1 has not seen
    assert legal(state) == {"pass"}


def test_mcfingers_not_the_command_card_gives_nothing() -> None:
    text = _position(["Cactus McFingers", STRONG], [WEAK], 'terrain = { C2 = "Swamp" }')
    state = attack_c2(text, prefer=("Cactus McFingers", STRONG), command=False)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert state.phase == "move" and state.seat == 1
    assert terrain_on(state) == ("Swamp", 1, False)


def test_mcfingers_side_losing_gives_nothing() -> None:
    text = _position(["Cactus McFingers", "Axeman"], [WEAK, STRONG], 'terrain = { C2 = "Swamp" }')
    state = attack_c2(text, prefer=("Cactus McFingers",))
    assert state.last_combat is not None and state.last_combat.winner == 1
    act(state, sorted(legal(state))[0])  # seat 0's shield retreats
    assert state.phase == "move" and state.seat == 1
    assert terrain_on(state) == ("Swamp", 1, False)


def test_his_own_terrain_card_is_not_replaced() -> None:
    text = _position(["Cactus McFingers", STRONG], [WEAK])
    pen = 'pen = ["Woods", "Axeman"]'
    text = text.replace(pen, pen + '\nterrain = { C2 = "Swamp" }')
    state = attack_c2(text, prefer=("Cactus McFingers", STRONG))
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert state.phase == "move" and state.seat == 1
    assert terrain_on(state) == ("Swamp", 0, False)
