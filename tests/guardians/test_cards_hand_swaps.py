"""Total Chaos (issue 14, combat flow; ``swaps_hands``, combat/flow_spells.py): cast as the
combat opens, before the command cards; on a 1d6 roll of 3 or more each side plays the other's
combat hand, every swapped card shown; secondary attacks must go on while one can be made; the
cards go back to their owners before the space is decided
(docs/rules-notes/cards/combat-flow.md). The die is the combat's own: each test finds the
seeds that roll what it needs."""

from __future__ import annotations

import copy
from typing import Any

from combat_helpers import ATT, DEF, Status, card, combat, do, events, legal, pass_or_done
from combat_helpers import status as status_of

from stronghold.engine.registry import load
from stronghold.games.guardians.combat.state import CombatState

CHAOS = "Total Chaos"


def _cast(data: dict[str, Any], seed: int, *, dispel: bool = False) -> CombatState:
    """The combat of ``data`` with this seed, the attacker casting Total Chaos at once."""
    state = load("guardians-combat", scenario=copy.deepcopy(data)).new_state(seed)
    assert isinstance(state, CombatState)
    assert (state.phase, state.seat) == ("chaos", ATT)
    do(state, "cast", CHAOS)
    if dispel:
        do(state, "cast", "Dispel Magic", CHAOS)
        pass_or_done(state)
    else:
        pass_or_done(state)  # the defender lets it be
    while state.phase in ("chaos", "declare"):
        do(state, "command", "no") if state.phase == "declare" else pass_or_done(state)
    return state


def _seed(data: dict[str, Any], *, swaps: bool) -> CombatState:
    """The first seed whose roll swaps the hands (or does not)."""
    for seed in range(40):
        state = _cast(data, seed)
        (told,) = events(state, "hands-swapped")
        if told["swapped"] == swaps:
            assert (told["rolled"] >= 3) == swaps
            return state
    raise AssertionError("no seed rolled that")


def _data(attacker: list[str], defender: list[str], **more: list[str]) -> dict[str, Any]:
    return combat(
        attacker={"shield": attacker, "storage": [CHAOS]},
        defender={"shield": defender, "storage": more.get("defender_storage", [])},
    )


def test_on_a_three_or_more_each_side_plays_the_others_hand_then_gives_it_back() -> None:
    data = _data(["Swordsman", "Idiot"], ["Gn'Obby Gnomes", "Moon Spirit"])
    state = _seed(data, swaps=True)
    assert (state.phase, state.seat) == ("primary_choose", ATT)
    assert all(card(state, name).revealed for name in ("Swordsman", "Idiot", "Moon Spirit"))
    assert {a[1] for a in legal(state) if a[0] == "primary"} == {"Gn'Obby Gnomes", "Moon Spirit"}
    picks = {ATT: ["Moon Spirit", "Gn'Obby Gnomes"], DEF: ["Idiot", "Swordsman"]}
    while not state.is_terminal():
        if state.phase == "primary_choose":
            assert state.seat is not None
            do(state, "primary", picks[state.seat].pop(0))
        else:
            pass_or_done(state)
    # the Moon Spirit beat the Idiot, the Swordsman the Gnomes; back with their owners, the
    # defender's Moon Spirit (8) outweighs the attacker's Swordsman (6)
    assert status_of(state, "Idiot") == Status.BEATEN
    assert status_of(state, "Gn'Obby Gnomes") == Status.BEATEN
    assert card(state, "Swordsman").owner == ATT and card(state, "Moon Spirit").owner == DEF
    assert events(state, "hands-returned") == [{"kind": "hands-returned", "cards": 4}]
    assert state.result is not None and state.result.totals == (6, 8)
    assert state.result.winner_seat == DEF


def test_while_swapped_secondary_attacks_must_go_on_while_one_can_be_made() -> None:
    data = _data(["Swordsman", "Axeman", "Idiot"], ["Moon Spirit"])
    state = _seed(data, swaps=True)
    picks = {ATT: ["Moon Spirit"], DEF: ["Idiot"]}
    while state.phase != "secondary":
        if state.phase == "primary_choose":
            assert state.seat is not None
            do(state, "primary", picks[state.seat].pop(0))
        else:
            pass_or_done(state)
    assert state.seat == DEF  # playing the attacker's two creatures left
    options = legal(state)
    assert ("done",) not in options
    assert {a[0] for a in options} == {"secondary"}


def test_below_three_the_hands_stay() -> None:
    data = _data(["Swordsman", "Idiot"], ["Gn'Obby Gnomes", "Moon Spirit"])
    state = _seed(data, swaps=False)
    assert card(state, "Swordsman").owner == ATT
    assert not card(state, "Moon Spirit").revealed
    assert (state.phase, state.seat) == ("primary_choose", ATT)
    assert {a[1] for a in legal(state) if a[0] == "primary"} == {"Swordsman", "Idiot"}


def test_a_dispelled_chaos_rolls_nothing() -> None:
    data = _data(["Swordsman"], ["Moon Spirit"], defender_storage=["Dispel Magic"])
    state = _cast(data, 0, dispel=True)
    assert not events(state, "hands-swapped")
    assert [e["card"] for e in events(state, "fizzles")] == [CHAOS]
    assert card(state, "Swordsman").owner == ATT
