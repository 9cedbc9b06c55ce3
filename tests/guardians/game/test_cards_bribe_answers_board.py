"""A Shadow heist in a combat of the whole game (combat/bribe_answers.py): the stolen bribery
card left unused goes to its owner's discard pile when the combat comes back to the board
(docs/rules-notes/cards/bribe-answers.md). Played from a written position."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState


def _fight(*, use_stolen: bool) -> GameState:
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', 'storage = ["Babes"]')
        + shield_table(0, "B2", ["Sand Lord"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', 'storage = ["Shadow Panty Raid"]')
        + shield_table(1, "C2", ["Sand Lord"])
    )
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        seat = state.current_seat
        bribes = [a for a in options if a.startswith("bribe ")]
        casts = [a for a in options if a.startswith("cast ")]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        if bribes and (seat == 0 or use_stolen):
            chosen = bribes[0]
        elif casts and seat == 1:
            chosen = casts[0]
        else:
            chosen = quiet[0] if quiet else options[0]
        act(state, chosen)
        steps += 1
        assert steps < 300
    assert_in_place(state)
    return state


def _names(state: GameState, seat: int, zone: str) -> list[str]:
    return [state.cards[c].name for c in getattr(state.players[seat], zone)]


def test_the_stolen_bribe_left_unused_goes_to_its_owners_discard_pile() -> None:
    state = _fight(use_stolen=False)
    assert "Babes" in _names(state, 0, "discard")
    assert "Babes" not in _names(state, 0, "storage") + _names(state, 1, "storage")
    assert "Shadow Panty Raid" in _names(state, 1, "discard")
    assert "Sand Lord" not in _names(state, 1, "pen")  # the bribe failed: it never went home


def test_the_stolen_bribe_used_by_the_thief_also_ends_on_its_owners_pile() -> None:
    state = _fight(use_stolen=True)
    assert "Babes" in _names(state, 0, "discard")
    assert "Sand Lord" in _names(state, 0, "pen")  # bribed home with its own side's Babes
