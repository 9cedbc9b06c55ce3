"""Voodoo Hat (``on_shield = { no_strongholds, removed_for = 2 }``, play/on_shields.py):
played at the start of Terrain Settlement on a shield on a disputed land, it lies there; the
shield may not enter a stronghold space; no Dispel Magic cancels it, only its shield's owner
burning two Power Stones in Draw and Organize (docs/rules-notes/cards/on-shields.md). From a
written position in the move phase: seat 0 stays, settlement opens its spell window."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState


def settling(stones: int = 3, theirs: str = "Dispel Magic", *mine: str) -> GameState:
    """Seat 0 holds a Voodoo Hat (and ``mine``), seat 1 ``theirs`` and ``stones``; seat 0
    stays and settlement opens its window."""
    state = position(
        "move",
        seat_table(
            0, 'storage = ["Voodoo Hat"]', 'deck = ["3 Axeman"]', 'up = "Axeman"',
            'terrain = { B1 = "Woods" }', *mine,
        ),
        seat_table(
            1, f'storage = ["{theirs}"]', 'deck = ["3 Axeman"]', 'up = "Archer"',
            'terrain = { C2 = "Woods" }', stones=stones,
        ),
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "C2", ["Swordsman", "Axeman"], turned=True),
        turn=2,
    )  # fmt: skip
    act(state, f"turn {shield_at(state, 'B1').id}")
    act(state, "stay")
    return state


def _hat(state: GameState) -> str:
    return next(c for c in state.cards if state.cards[c].name == "Voodoo Hat")


def _played(stones: int = 3) -> tuple[GameState, str, str]:
    state = settling(stones)
    hat, theirs = _hat(state), shield_at(state, "C2").id
    assert (state.phase, state.seat) == ("settle_spells", 0)
    assert f"cast {hat} {theirs}" in legal(state)
    act(state, f"cast {hat} {theirs}")
    return state, hat, theirs


def _until(state: GameState, phase: str, seat: int) -> None:
    """Pass, keep and stay until ``seat`` decides in ``phase``."""
    for _ in range(30):
        if (state.phase, state.seat) == (phase, seat):
            return
        options = sorted(legal(state))
        quiet = [o for o in options if o in ("ready", "pass", "keep", "stay")]
        act(state, quiet[0] if quiet else next(o for o in options if o.startswith("turn ")))
    raise AssertionError(f"never reached {phase} for seat {seat}")


def test_the_hat_lies_on_the_shield_and_no_dispel_magic_answers_it() -> None:
    state, hat, theirs = _played()
    assert state.phase != "respond"  # seat 1 holds a Dispel Magic, and is not asked
    assert state.players[0].on_shields == [hat] and state.players[0].on_shield_of == [theirs]
    for seat in (0, 1):
        shown = state.view(seat)["players"][0]["on_shields"]
        assert [(f["card"]["name"], f["on"]) for f in shown] == [("Voodoo Hat", theirs)]
    assert_in_place(state)


def test_the_hatted_shield_may_not_enter_its_own_stronghold() -> None:
    state, _hat_id, theirs = _played(stones=0)
    _until(state, "move", 1)
    act(state, f"turn {theirs}")
    assert not any("D" in option for option in legal(state))  # D1-D3: seat 1's strongholds
    assert "move C1" in legal(state)


def test_without_the_hat_the_shield_may_go_home() -> None:
    state = settling(stones=0)
    act(state, "pass")
    _until(state, "move", 1)
    act(state, f"turn {shield_at(state, 'C2').id}")
    assert "move D2" in legal(state)


def test_two_stones_burnt_in_organize_remove_the_hat() -> None:
    state, hat, _theirs = _played(stones=2)
    _until(state, "organize", 1)
    assert f"burn {hat}" in legal(state)
    act(state, f"burn {hat}")
    assert state.players[1].stones == 0
    assert state.players[0].on_shields == [] and hat in state.players[0].discard
    assert (state.phase, state.seat) == ("organize", 1)  # the seat goes on organizing
    assert_in_place(state)


def test_one_stone_is_not_enough_and_the_caster_cannot_burn_it() -> None:
    state, hat, _theirs = _played(stones=1)
    _until(state, "organize", 0)
    assert f"burn {hat}" not in legal(state)  # not the owner of the hatted shield
    act(state, "ready")
    _until(state, "organize", 1)
    assert f"burn {hat}" not in legal(state)
