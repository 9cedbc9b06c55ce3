"""The Ol' Switcheroo (``swaps_attacked``, play/souvenirs.py): as an attack reaches a shield,
its owner may pay a stone to have it trade places, contents and all, with one of his unturned
shields, which then meets the attack; both end turned (docs/rules-notes/cards/souvenirs.md).
From a written position in the move phase: seat 0's shield on B2 attacks seat 1's on C2; seat 1
has an unturned shield on C3."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState


def _attacked(stones: int = 1) -> tuple[GameState, str, str]:
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"'),
        seat_table(
            1, 'deck = ["3 Axeman"]', 'up = "Archer"', "storage = [\"The Ol' Switcheroo\"]",
            stones=stones,
        ),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Swordsman"], turned=True),
        shield_table(1, "C3", ["Earth Elemental"]),
        turn=2,
    )  # fmt: skip
    attacked, other = shield_at(state, "C2").id, shield_at(state, "C3").id
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    return state, attacked, other


def test_the_attacked_shield_trades_places_with_an_unturned_one() -> None:
    state, attacked, other = _attacked()
    assert (state.phase, state.seat) == ("souvenir", 1)
    spell = state.players[1].storage[0]
    assert legal(state) == {f"cast {spell} {other}", "pass"}
    act(state, f"cast {spell} {other}")
    assert state.players[1].stones == 0
    assert shield_at(state, "C3").id == attacked
    assert state.shields[other].space == state.shields[attacked].space - 1  # now on C2
    assert state.shields[attacked].turned and state.shields[other].turned
    assert state.phase == "combat" and state.combat is not None
    defender = state.combat.setup.defender
    assert [c.name for c in defender.shield] == ["Earth Elemental"]
    assert any(e.kind == "shields-switched" for e in state.event_log)
    assert_in_place(state)


def test_without_a_stone_it_is_not_offered() -> None:
    state, _attacked_id, _other = _attacked(stones=0)
    assert not any(o.startswith("cast ") for o in legal(state))
