"""Voodoo Hat Rack (``clears_for_stones``, play/hat_rack.py): played at the start of Terrain
Settlement, its player discards accessories and Voodoo Hats in play, burning one Power Stone
for each (docs/rules-notes/cards/on-shields.md). From a written position in the move phase:
seat 0 stays, settlement opens its spell window; seat 1 asked first lets it pass to seat 0,
who lays a Voodoo Hat on seat 1's shield; then seat 1 holds the Rack."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table
from test_cards_voodoo_hat import settling

from stronghold.games.guardians.play.state import GameState


def _racking(stones: int, accessories: str = "") -> tuple[GameState, str, str]:
    state = settling(stones, "Voodoo Hat Rack", *([accessories] if accessories else []))
    if (state.phase, state.seat) == ("settle_spells", 1):
        act(state, "pass")
    hat = next(c for c in state.players[0].storage if state.cards[c].name == "Voodoo Hat")
    act(state, f"cast {hat} {shield_at(state, 'C2').id}")
    assert (state.phase, state.seat) == ("settle_spells", 1)
    rack = state.players[1].storage[0]
    assert f"cast {rack} guardian" in legal(state)
    act(state, f"cast {rack} guardian")
    return state, hat, rack


def test_a_stone_burnt_discards_the_hat() -> None:
    state, hat, _rack = _racking(stones=1)
    assert (state.phase, state.seat) == ("hat_rack", 1)
    assert legal(state) == {f"burn {hat}", "done"}
    act(state, f"burn {hat}")
    assert state.players[1].stones == 0
    assert state.players[0].on_shields == [] and hat in state.players[0].discard
    assert state.phase != "hat_rack"  # no stone left: the window goes on
    assert_in_place(state)


def test_each_stone_clears_one_accessory_or_hat_and_done_keeps_the_rest() -> None:
    state, hat, _rack = _racking(stones=3, accessories='accessories = ["Gift of Isis"]')
    gift = state.players[0].accessories[0]
    assert legal(state) == {f"burn {hat}", f"burn {gift}", "done"}
    act(state, f"burn {gift}")
    assert state.players[0].accessories == [] and gift in state.players[0].discard
    assert state.players[1].stones == 2
    assert (state.phase, state.seat) == ("hat_rack", 1)
    act(state, "done")
    assert state.players[0].on_shields == [hat]  # kept: the player stopped
    assert state.players[1].stones == 2
    assert any(e.kind == "accessory-cleared" for e in state.event_log)
    assert_in_place(state)


def test_without_a_stone_the_rack_is_not_offered() -> None:
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"', 'accessories = ["Gift of Isis"]'),
        seat_table(1, 'storage = ["Voodoo Hat Rack"]', 'deck = ["3 Axeman"]', 'up = "Archer"'),
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "C2", ["Swordsman"], turned=True),
        turn=2,
    )
    act(state, f"turn {shield_at(state, 'B1').id}")
    act(state, "stay")
    assert not any(o.startswith("cast ") for o in legal(state))
