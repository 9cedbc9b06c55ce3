"""Reinforcing a Shield: creatures from the strongholds join a turned shield within two spaces
(guardians-rules.txt, "Reinforcing a Shield")."""

from __future__ import annotations

import pytest
from game_helpers import (
    act,
    assert_in_place,
    legal,
    named,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
    verbs,
)

from stronghold.games.guardians.play.state import GameState

#: Seat 0's shield that is turned to reinforce (instead of moving).
MOVER = shield_table(0, "B3", ["Swordsman"])


def _adds(state: GameState) -> set[str]:
    return {o for o in legal(state) if o.startswith("add ")}


def _on(state: GameState, slot: int, name: str) -> str:
    """Seat 0's card called ``name`` on its stronghold card ``slot`` (0: A1)."""
    return named(state, state.players[0].strongholds[slot].on, name)


def _reinforce(state: GameState, space: str = "B3") -> None:
    act(state, f"turn {shield_at(state, space).id}")
    act(state, "reinforce")


def test_turning_a_shield_then_reinforcing_instead_of_moving() -> None:
    state = position(
        "move",
        shield_table(0, "B1", ["Swordsman"], turned=True),
        MOVER,
        '[seat0.A1]\non = ["Axeman"]\n',
    )
    target, mover = shield_at(state, "B1"), shield_at(state, "B3")
    axeman = _on(state, 0, "Axeman")
    act(state, f"turn {mover.id}")
    assert "reinforce" in verbs(state)
    act(state, "reinforce")
    assert f"add {axeman} {target.id}" in legal(state)  # not the shield that was turned
    act(state, f"add {axeman} {target.id}")
    assert axeman in target.contents
    assert axeman not in state.players[0].strongholds[0].on
    assert mover.space == sp("B3")  # it stayed where it was
    act(state, "done")
    assert state.phase != "reinforce"
    assert_in_place(state)


def test_only_a_turned_shield_may_be_reinforced() -> None:
    state = position(
        "move", shield_table(0, "B1", ["Swordsman"]), MOVER, '[seat0.A1]\non = ["Axeman"]\n'
    )
    unturned = shield_at(state, "B1")
    axeman = _on(state, 0, "Axeman")
    act(state, f"turn {shield_at(state, 'B3').id}")
    # B1 is next to A1 but not turned; B3, turned now, is too far for a walker.
    assert "reinforce" not in legal(state)
    act(state, "stay")
    assert f"add {axeman} {unturned.id}" not in legal(state)
    assert not unturned.turned and axeman in state.players[0].strongholds[0].on


def test_creatures_under_a_turned_shield_may_not_reinforce() -> None:
    state = position(
        "move",
        shield_table(0, "B2", ["Swordsman"], turned=True),
        shield_table(0, "A2", ["Axeman"], turned=True),
        '[seat0.A1]\non = ["Archer"]\n',
        MOVER,
    )
    target, home = shield_at(state, "B2"), shield_at(state, "A2")
    loose = _on(state, 0, "Archer")
    _reinforce(state)
    options = _adds(state)
    assert f"add {loose} {target.id}" in options
    assert not any(c in o for c in home.contents for o in options)


def test_creatures_under_an_unturned_shield_or_without_a_shield_may_reinforce() -> None:
    state = position(
        "move",
        shield_table(0, "B2", ["Swordsman"], turned=True),
        shield_table(0, "A2", ["Axeman"]),  # not turned yet
        '[seat0.A3]\non = ["Archer"]\n',
        shield_table(0, "B1", ["Swordsman"]),
    )
    target, home = shield_at(state, "B2"), shield_at(state, "A2")
    loose = _on(state, 2, "Archer")
    _reinforce(state, "B1")
    options = _adds(state)
    assert f"add {home.contents[0]} {target.id}" in options
    assert f"add {loose} {target.id}" in options
    act(state, f"add {home.contents[0]} {target.id}")
    assert not home.contents
    assert_in_place(state)


def test_creatures_in_the_lands_never_reinforce_another_shield() -> None:
    # "You cannot move creatures FROM a shield in the disputed lands TO another shield."
    state = position(
        "move",
        shield_table(0, "B2", ["Swordsman"], turned=True),
        shield_table(0, "B1", ["Axeman", "Archer"]),
        '[seat0.A2]\non = ["Swordsman"]\n',
    )
    target, land = shield_at(state, "B2"), shield_at(state, "B1")
    loose = _on(state, 1, "Swordsman")
    _reinforce(state, "B1")
    options = _adds(state)
    assert f"add {loose} {target.id}" in options
    assert not any(c in o for c in land.contents for o in options)


def test_reinforcements_follow_the_movement_rules() -> None:
    # A1 -> C1 is two spaces: a walker needs own terrain on B1; a flier does not.
    for terrain in ("", 'terrain = { B1 = "Woods" }'):
        # The second time, an opponent's terrain on B1: still no way through for the walker.
        state = position(
            "move",
            shield_table(0, "C1", ["Swordsman"], turned=True),
            '[seat0.A1]\non = ["Axeman", "Angel"]\n',
            MOVER,
            seat_table(1, terrain),
        )
        target = shield_at(state, "C1")
        walker, flier = _on(state, 0, "Axeman"), _on(state, 0, "Angel")
        _reinforce(state)
        options = _adds(state)
        assert f"add {walker} {target.id}" not in options
        assert f"add {flier} {target.id}" in options


def test_a_walker_reinforces_two_spaces_over_own_terrain() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { B1 = "Woods" }'),
        shield_table(0, "C1", ["Swordsman"], turned=True),
        '[seat0.A1]\non = ["Axeman"]\n',
        MOVER,
    )
    target = shield_at(state, "C1")
    walker = _on(state, 0, "Axeman")
    _reinforce(state)
    assert f"add {walker} {target.id}" in _adds(state)


def test_reinforcements_are_limited_to_two_spaces() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { B1 = "Woods", C1 = "Woods" }'),
        shield_table(0, "C2", ["Swordsman"], turned=True),  # 3 spaces from A1
        '[seat0.A1]\non = ["Angel"]\n',
        '[seat0.A2]\non = ["Angel"]\n',  # A2 -> C2 is two spaces
        MOVER,
    )
    target = shield_at(state, "C2")
    flier, near = _on(state, 0, "Angel"), _on(state, 1, "Angel")
    _reinforce(state)
    options = _adds(state)
    assert f"add {near} {target.id}" in options
    assert not any(flier in o for o in options)


def test_a_reinforced_shield_stays_within_30_points() -> None:
    state = position(
        "move",
        shield_table(0, "B1", ["Earth Elemental", "Swordsman"], turned=True),  # 24
        '[seat0.A1]\non = ["Axeman", "Swordsman"]\n',
        MOVER,
    )
    target = shield_at(state, "B1")
    axeman, swordsman = _on(state, 0, "Axeman"), _on(state, 0, "Swordsman")
    _reinforce(state)
    options = _adds(state)
    assert f"add {axeman} {target.id}" not in options  # 31
    assert f"add {swordsman} {target.id}" in options  # 30
    act(state, f"add {swordsman} {target.id}")
    assert state.stack_of(0, target.space) == 30
    assert "done" in legal(state)
    assert not any(o.startswith("add ") and target.id in o for o in legal(state))


def test_reinforcing_a_shield_on_a_stronghold_counts_the_channelers_under_it() -> None:
    # The shield on A2 holds 12 points, and 14 points of channelers wait under A2: the space
    # has room for 4 more, so an Axeman (7) may not join that shield.
    state = position(
        "move",
        '[seat0.A2]\nunder = ["2 Valkyrie Spirit"]\n',
        shield_table(0, "A2", ["Swordsman", "Swordsman"], turned=True),
        '[seat0.A1]\non = ["Axeman", "Buzzard"]\n',
        MOVER,
    )
    target = shield_at(state, "A2")
    axeman, buzzard = _on(state, 0, "Axeman"), _on(state, 0, "Buzzard")
    _reinforce(state)
    options = _adds(state)
    assert f"add {buzzard} {target.id}" in options  # 29
    assert f"add {axeman} {target.id}" not in options, "A2 would hold 33 points"


@pytest.mark.parametrize("own_terrain", [False, True])
def test_a_creature_that_flies_to_reinforce_is_shown(own_terrain: bool) -> None:
    # A1 -> C1 over B1: with no own terrain there only a flier gets through, so the Angel
    # flies and its opponent is shown it ("If your shield flies, you must show its contents";
    # reinforcing creatures follow the same movement rules); over own terrain it may walk,
    # and nothing is shown
    state = position(
        "move",
        seat_table(0, 'terrain = { B1 = "Woods" }' if own_terrain else ""),
        shield_table(0, "C1", ["Swordsman"], turned=True),
        '[seat0.A1]\non = ["Angel"]\n',
        MOVER,
    )
    target = shield_at(state, "C1")
    flier = _on(state, 0, "Angel")
    _reinforce(state)
    act(state, f"add {flier} {target.id}")
    told = [e.text for e in state.events(1)]
    assert state.cards[flier].public is not own_terrain
    assert any("Angel" in text for text in told) is not own_terrain
    assert any("reinforce" in text for text in told)
