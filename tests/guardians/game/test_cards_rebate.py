"""Limited Big Time Rebate (``after_up = { rebate = true }``, play/rebates.py): cast right after
the Up cards are turned, once per seat and turn; at the end of Terrain Settlement its caster gets
back half, rounded up, of the Power Stones it spent this turn, on the board and in a combat
(docs/rules-notes/cards/rebate.md). From written positions in Draw and Organize: seat 0 (5
stones, Baal-a-Gog up) moves first, attacks seat 1's shield on C2, casts Small Mox in the combat
(a stone each, one taken back from the opponent), retreats to B2 and lays a card face down on
that bare land for a stone."""

from __future__ import annotations

from game_helpers import act, at_position, legal, organizing_seat

from stronghold.games.guardians.play.state import GameState

REBATE = "Limited Big Time Rebate"


def _seat(seat: int, storage: list[str], stones: int, up: str) -> str:
    deck = ["3 Axeman", "3 Gunner"]
    return organizing_seat(seat, storage, deck, deck_top=[up], stones=stones, ready=seat == 0)


def _start(mine: list[str], theirs: list[str]) -> GameState:
    text = 'turn = 2\nphase = "organize"\nseat = 1\n'
    text += _seat(0, mine, 5, "Baal-a-Gog") + _seat(1, theirs, 3, "Archer")
    state = at_position(text)
    act(state, "ready")
    assert state.phase == "after_up" and state.seat == 0
    return state


def _named(state: GameState, spell: str) -> list[str]:
    found = [a for a in legal(state) if a.startswith("cast ")]
    return [a for a in found if state.cards[a.split()[1]].name == spell]


def _cast_rebate(state: GameState) -> None:
    """The seat asked casts its Rebate; it is let stand."""
    act(state, _named(state, REBATE)[0])
    while state.phase == "respond":
        act(state, "pass")


def _play_turn(state: GameState) -> None:
    """From the window after the Up cards to the end of the turn, as told above."""
    while state.phase == "after_up":
        act(state, "pass")
    act(state, sorted(legal(state))[0])  # seat 0 turns its shield
    act(state, "move C2")
    while state.phase == "combat":
        options = sorted(legal(state))
        casts = [a for a in options if a.startswith("cast ")] if state.seat == 0 else []
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, (casts or quiet or options)[0])
    act(state, "retreat B2")
    while state.turn == 2:
        options = sorted(legal(state))
        plain = [a for a in options if a == "stay" or a.startswith("facedown ")]
        act(state, (plain or options)[0])


def test_half_the_stones_spent_on_the_board_and_in_a_combat_come_back_rounded_up() -> None:
    state = _start([REBATE, "Small Mox", "Small Mox", "Peace"], [])
    _cast_rebate(state)
    assert state.players[0].rebate
    _play_turn(state)
    said = [e.text for e in state.events(0)]
    assert sum("loses 1 power stone (Small Mox)" in t for t in said) == 2
    assert any("face down" in t and "1 stone" in t for t in said)
    # 5 - 2 (Small Mox twice) + 2 (taken back) - 1 (face down) + 2 (half of 3, rounded up)
    assert state.players[0].stones == 6
    assert any("3 Power Stones spent this turn, 2 given back" in t for t in said)
    assert state.turn == 3 and state.players[0].spent == 0 and not state.players[0].rebate


def test_a_seat_plays_only_one_rebate_a_turn() -> None:
    state = _start([REBATE, REBATE, "Peace"], [REBATE])
    assert _named(state, REBATE)
    _cast_rebate(state)
    assert state.phase == "after_up" and state.seat == 1
    assert _named(state, REBATE)  # the other seat plays its own
    _cast_rebate(state)
    assert state.phase == "after_up" and state.seat == 0
    assert not _named(state, REBATE)  # its second one may not be played this turn
    assert [p.rebate for p in state.players] == [True, True]


def test_a_dispelled_rebate_gives_nothing_and_still_counts_as_played() -> None:
    state = _start([REBATE, REBATE, "Small Mox", "Small Mox", "Peace"], ["Dispel Magic"])
    act(state, _named(state, REBATE)[0])
    assert state.phase == "respond" and state.seat == 1
    act(state, _named(state, "Dispel Magic")[0])
    while state.phase == "respond":
        act(state, "pass")
    said = [e.text for e in state.events(0)]
    assert any(f"{REBATE} fizzles" in t for t in said)
    assert not state.players[0].rebate
    assert state.phase == "after_up" and not _named(state, REBATE)
    _play_turn(state)
    assert state.players[0].stones == 4  # 5 - 2 + 2 - 1, nothing given back
    assert not any("given back" in e.text for e in state.events(0))
