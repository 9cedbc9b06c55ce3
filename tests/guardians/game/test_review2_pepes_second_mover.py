"""Review (failing test): Pepe's Slow Down reads "Play before opponent moves any Shields at the
beginning of a turn". The seat that moves second must be able to play it before the first
mover turns a shield; play/move_spells.py offers it only at the caster's own movement turn,
by which time the first mover has always turned a shield, so the second mover can never cast
it (unless the first mover Crashes)."""

from __future__ import annotations

from game_helpers import act, legal
from test_cards_move_spells import SHIELD, _position, _shield_at


def test_pepes_slow_down_castable_by_the_second_mover_before_the_first_moves() -> None:
    state = _position(
        [],
        [("B1", SHIELD, ["Swordsman"])],
        [("C3", SHIELD, ["Axeman"])],
        their_storage=["Pepe's Slow Down"],
    )
    offered = False
    while not any(s.turned for s in state.shields.values() if s.owner == 0):
        options = legal(state)
        if state.seat == 1:
            pepes = [
                a
                for a in options
                if a.startswith("cast ") and state.cards[a.split()[1]].name == "Pepe's Slow Down"
            ]
            offered = offered or bool(pepes)
            act(state, pepes[0] if pepes else "pass")
            continue
        act(state, f"turn {_shield_at(state, 'B1')}")
    assert offered, "seat 1 was never offered Pepe's Slow Down before seat 0 moved a shield"


def test_pepes_slow_down_from_the_second_mover_holds_the_first_movers_shields_to_one_space() -> (
    None
):
    for spell, far in ((["Pepe's Slow Down"], False), ([], True)):
        state = _position([], [("B1", SHIELD, ["Swordsman"])], [("C3", SHIELD, ["Axeman"])], spell)
        if spell:
            assert state.phase == "after_up" and state.seat == 1  # asked before seat 0 moves
            pepes = [a for a in legal(state) if a.startswith("cast ")]
            act(state, pepes[0])
        assert state.phase == "move" and state.seat == 0
        act(state, f"turn {_shield_at(state, 'B1')}")
        routes = [a for a in legal(state) if a.startswith("move ")]
        assert routes
        assert any(len(a.split()) == 3 for a in routes) is far  # "move VIA DEST": two spaces
