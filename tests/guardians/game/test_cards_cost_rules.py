"""Spells that change what cards cost (``cost_rule``, play/costs.py, card_costs.py): Spectre's
Ward (every double-bordered card a Power Stone more for both seats until the turn ends) and Iron
Force of Sethos (no Power Stone spent on items or spells until the next Movement phase). Played
from written positions in the organize phase: seat 1 says ``ready``, the Up cards are turned
and the window right after them opens; Peace (a spell of that window costing 1) is the card
whose price they change."""

from __future__ import annotations

import random

from game_helpers import act, at_position, legal, organizing_seat

from stronghold.games.guardians import card_costs
from stronghold.games.guardians.card_costs import CostRules
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.play.state import GameState


def _seat(seat: int, storage: list[str], stones: int, up: str) -> str:
    deck = ["3 Axeman", "3 Gunner"]
    return organizing_seat(seat, storage, deck, deck_top=[up], stones=stones, ready=seat == 0)


def _start(mine: list[str], theirs: list[str], my_stones: int = 0, stones: int = 1) -> GameState:
    # seat 0 turns Baal-a-Gog (12) over Archer (6): it moves first and is asked first
    text = 'turn = 2\nphase = "organize"\nseat = 1\n'
    text += _seat(0, mine, my_stones, "Baal-a-Gog") + _seat(1, theirs, stones, "Archer")
    state = at_position(text)
    act(state, "ready")
    return state


def _casts(state: GameState) -> set[str]:
    return {state.cards[a.split()[1]].name for a in legal(state) if a.startswith("cast ")}


def _cast(state: GameState, spell: str) -> str:
    found = [a for a in legal(state) if a.startswith("cast ")]
    named = [a for a in found if state.cards[a.split()[1]].name == spell]
    assert named, f"{spell} not castable: {legal(state)}"
    act(state, named[0])
    while state.phase == "respond":  # the other seat lets it stand
        act(state, "pass")
    return named[0]


def test_iron_force_lets_no_stone_be_spent_on_a_spell() -> None:
    state = _start(["Iron Force of Sethos"], ["Peace"])
    assert state.phase == "after_up" and state.seat == 0
    _cast(state, "Iron Force of Sethos")
    assert state.phase == "after_up" and state.seat == 1
    assert "Peace" not in _casts(state)  # it costs a stone: none may be spent on it
    assert [p.cost_marks for p in state.players] == [["iron"], ["iron"]]
    said = [e.text for e in state.events(1)]
    assert any("Iron Force of Sethos" in t and "no Power Stone" in t for t in said)


def test_without_iron_force_the_opponent_may_cast_peace() -> None:
    state = _start(["Iron Force of Sethos"], ["Peace"])
    act(state, "pass")
    assert state.seat == 1 and "Peace" in _casts(state)


def test_iron_force_holds_in_a_combat_of_the_turn() -> None:
    state = _start(["Iron Force of Sethos"], ["Peace"])
    _cast(state, "Iron Force of Sethos")
    while state.phase == "after_up":
        act(state, "pass")
    assert state.phase == "move" and state.seat == 0
    act(state, next(a for a in sorted(legal(state)) if a.startswith("turn ")))
    act(state, "move C2")
    if "assault" in {a.split()[0] for a in legal(state)}:
        act(state, "assault")
    assert state.combat is not None
    for side in (0, 1):  # what the board put in force goes into the combat
        rules = state.combat.setup.side(side).costs
        assert rules.no_stones
        assert card_costs.card_cost(builtin_library().get("Small Mox"), rules) is None


def test_iron_force_holds_through_the_next_draw_and_ends_as_the_next_movement_begins() -> None:
    state = _start(["Iron Force of Sethos"], ["Peace"])
    _cast(state, "Iron Force of Sethos")
    rng = random.Random(3)
    seen_in_organize = False
    while not (state.turn == 3 and state.phase not in ("draw", "organize", "respond")):
        assert state.phase != "over" and len(state.history) < 600
        if state.turn == 3 and state.phase == "organize":
            seen_in_organize = True
            assert [p.cost_marks for p in state.players] == [["iron"], ["iron"]]
        state.apply(rng.choice(state.legal_actions()))
    assert seen_in_organize
    assert all(not p.cost_marks for p in state.players)


def test_spectres_ward_makes_every_double_bordered_card_a_stone_dearer_for_both() -> None:
    state = _start(["Spectre's Ward"], ["Peace"], stones=1)
    _cast(state, "Spectre's Ward")
    assert state.seat == 1
    assert "Peace" not in _casts(state)  # 1 + 1 stones, and it has 1
    rich = _start(["Spectre's Ward"], ["Peace"], stones=2)
    _cast(rich, "Spectre's Ward")
    peace = next(a for a in rich.legal_actions() if str(a).startswith("cast "))
    assert rich.describe_action(peace, 1).endswith("(2 stones)")
    rich.apply(peace)
    assert rich.players[1].stones == 0  # paid 2


def test_two_wards_add_up_and_end_with_the_turn() -> None:
    state = _start(["Spectre's Ward", "Spectre's Ward"], ["Peace"], my_stones=1, stones=3)
    _cast(state, "Spectre's Ward")
    act(state, "pass")
    assert state.seat == 0
    _cast(state, "Spectre's Ward")  # itself double-bordered: it costs the stone now
    assert state.players[0].stones == 0
    assert [p.cost_marks for p in state.players] == [["ward", "ward"], ["ward", "ward"]]
    assert state.seat == 1 and "Peace" in _casts(state)  # 1 + 2 stones: it has 3
    rules = CostRules(extra_double=2)
    assert card_costs.card_cost(builtin_library().get("Peace"), rules) == 3
    assert card_costs.card_cost(builtin_library().get("Gold"), rules) == 2  # bribery too
    assert card_costs.card_cost(builtin_library().get("Axeman"), rules) == 0  # single border


def _organizing(mine: list[str], theirs: list[str]) -> GameState:
    """Seat 0 places next in Draw and Organize; seat 1 (1 stone) has finished."""
    text = 'turn = 2\nphase = "organize"\nseat = 0\n'
    text += _seat(0, mine, 0, "Baal-a-Gog").replace("ready = true", "ready = false")
    text += _seat(1, theirs, 1, "Archer").replace("ready = false", "ready = true")
    return at_position(text)


def test_curse_of_the_betrayed_bars_a_named_card_for_the_turn_and_cannot_be_dispelled() -> None:
    state = _organizing(["Curse of the Betrayed"], ["Peace", "Dispel Magic"])
    assert state.phase == "organize" and state.seat == 0
    curses = sorted(a for a in legal(state) if a.startswith("cast "))
    named = {a.split(" ", 2)[2] for a in curses}
    assert named == {"Peace", '"Dispel Magic"'}  # the opponent's spells and non-C items
    act(state, next(a for a in curses if a.endswith(" Peace")))
    assert state.phase == "organize" and state.seat == 0  # no answer asked: no dispel
    assert state.players[1].cost_marks == ["bar:Peace"] and not state.players[0].cost_marks
    said = [e.text for e in state.events(1)]
    assert any("may not play Peace this turn" in t for t in said)
    act(state, "ready")
    assert state.phase == "after_up"
    while state.phase == "after_up" and state.seat == 0:
        act(state, "pass")
    assert state.phase == "after_up" and state.seat == 1  # it could hold such a spell
    assert "Peace" not in _casts(state)  # barred: it would be castable otherwise


def test_without_the_curse_peace_is_cast_in_that_window() -> None:
    state = _organizing(["Curse of the Betrayed"], ["Peace", "Dispel Magic"])
    act(state, "ready")
    while state.phase == "after_up" and state.seat == 0:
        act(state, "pass")
    assert state.phase == "after_up" and "Peace" in _casts(state)
