"""Creature Pen losses after a combat (issue 14, "after combat: pen discards"): Howling Reaver
(a primary win), Sneaky Varmit (standing at the end of its primary match-up) and Red Master of
Shadow (not lost in an attack over the opponent's intact stronghold card) make the opponent
discard random Creature Pen cards — ``opponent_pen_loss`` (docs/rules-notes/cards/board-cards.md,
"Creature Pen losses"). Played from written positions, every choice the first quiet one."""

from __future__ import annotations

import pytest
from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

PEN = ["Axeman", "Archer", "Angel"]


def _position(attackers: list[str], defenders: list[str], target: str) -> str:
    pen = ", ".join(f'"{name}"' for name in PEN)
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield_table(0, "C2" if target == "D2" else "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', f"pen = [{pen}]")
        + shield_table(1, target, defenders)
    )


def _attack(text: str, target: str, seed: int = 0) -> GameState:
    """Turn seat 0's shield, move it onto ``target`` and play the combat out (the first quiet
    choice each time)."""
    state = at_position(text, seed=seed)
    act(state, next(iter(legal(state))))
    act(state, f"move {target}")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, quiet[0] if quiet else options[0])
        steps += 1
        assert steps < 200
    assert_in_place(state)
    return state


def _pen_and_discard(state: GameState) -> tuple[list[str], list[str]]:
    player = state.players[1]
    names = sorted(state.cards[c].name for c in player.pen)
    return names, sorted(state.cards[c].name for c in player.discard)


@pytest.mark.parametrize("seed", range(4))
def test_a_howling_reaver_win_costs_the_opponent_one_random_pen_card(seed: int) -> None:
    state = _attack(_position(["Howling Reaver"], ["Lying Scum"], "C2"), "C2", seed)
    pen, discard = _pen_and_discard(state)
    assert len(pen) == 2 and set(pen) < set(PEN)
    lost = [name for name in discard if name in PEN]
    assert len(lost) == 1 and sorted(pen + lost) == sorted(PEN)
    assert "Lying Scum" in discard  # beaten by the Reaver


def test_a_beaten_howling_reaver_costs_nothing() -> None:
    state = _attack(_position(["Howling Reaver"], ["Great Ba'te"], "C2"), "C2")
    assert _pen_and_discard(state)[0] == sorted(PEN)


def test_a_sneaky_varmit_standing_after_its_primary_costs_one_pen_card() -> None:
    state = _attack(_position(["Sneaky Varmit"], ["Jalupee Lobo"], "C2"), "C2")
    pen, _ = _pen_and_discard(state)
    assert len(pen) == 2


def test_a_sneaky_varmit_beaten_in_its_primary_costs_nothing() -> None:
    state = _attack(_position(["Sneaky Varmit"], ["Great Ba'te"], "C2"), "C2")
    assert _pen_and_discard(state)[0] == sorted(PEN)


def test_a_red_master_surviving_an_attack_on_a_stronghold_costs_two_pen_cards() -> None:
    state = _attack(_position(["Red Master of Shadow"], ["Jalupee Lobo"], "D2"), "D2")
    pen, discard = _pen_and_discard(state)
    assert len(pen) == 1
    assert len([name for name in discard if name in PEN]) == 2


def test_a_red_master_away_from_a_stronghold_costs_nothing() -> None:
    state = _attack(_position(["Red Master of Shadow"], ["Jalupee Lobo"], "C2"), "C2")
    assert _pen_and_discard(state)[0] == sorted(PEN)
