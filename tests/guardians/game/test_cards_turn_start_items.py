"""Magic items played right after the Up cards are turned (play/turn_start_items.py): Rooster,
Sarcophagus of Haidra, Monolith of Power. Played from written positions in the organize
phase: seat 1 says ``ready``, the Up cards are turned from the decks' tops."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play import board, turn_start_items
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _seat(seat: int, storage: list[str], deck_top: list[str]) -> str:
    listed = ", ".join(f'"{n}"' for n in storage)
    top = ", ".join(f'"{n}"' for n in deck_top)
    space = "B2" if seat == 0 else "C2"
    return (
        f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 2\n'
        f'storage = [{listed}]\ndeck = ["3 Axeman"]\ndeck_top = [{top}]\n'
        f"ready = {str(seat == 0).lower()}\n"
        f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\ncards = ["Swordsman"]\n'
    )


def _start(
    mine: list[str], my_top: list[str], theirs: list[str], their_top: list[str]
) -> GameState:
    text = 'turn = 2\nphase = "organize"\nseat = 1\n' + _seat(0, mine, my_top)
    text += _seat(1, theirs, their_top)
    state = at_position(text)
    act(state, "ready")
    return state


def _names(state: GameState, seat: int, zone: str) -> list[str]:
    return sorted(state.cards[c].name for c in getattr(state.players[seat], zone))


def _play(state: GameState, item: str, target: str | None = None) -> None:
    found = [a for a in legal(state) if a.startswith("cast ")]
    named = [a for a in found if state.cards[a.split()[1]].name == item]
    if target is not None:
        named = [a for a in named if a.split()[2] == target]
    assert named, f"{item} not playable: {legal(state)}"
    act(state, named[0])


def _to_movement(state: GameState) -> None:
    while state.phase in ("after_up", "respond"):
        act(state, "pass")


def test_a_rooster_lets_the_lower_up_card_move_first() -> None:
    # Axeman (7) beats Archer (6): seat 0 would move first; seat 1's Rooster takes the move.
    state = _start([], ["Axeman"], ["Rooster"], ["Archer"])
    assert state.phase == "after_up" and state.seat == 1  # seat 0 can hold no such card
    _play(state, "Rooster")
    _to_movement(state)
    assert state.phase == "move" and state.seat == 1
    assert _names(state, 1, "discard") == ["Rooster"]
    assert_in_place(state)


def test_two_roosters_cancel_out_and_the_up_cards_decide() -> None:
    state = _start(["Rooster"], ["Archer"], ["Rooster"], ["Axeman"])
    assert state.seat == 1  # the Axeman's seat is asked first
    _play(state, "Rooster")
    act(state, "pass")  # no Dispel Magic
    assert state.phase == "after_up" and state.seat == 0
    _play(state, "Rooster")
    _to_movement(state)
    assert state.phase == "move" and state.seat == 1


def test_a_dispelled_rooster_does_nothing() -> None:
    state = _start(["Dispel Magic"], ["Axeman"], ["Rooster"], ["Archer"])
    assert state.seat == 1  # seat 0 can hold no card of the window: it is not asked
    _play(state, "Rooster")
    assert state.phase == "respond" and state.seat == 0
    dispel = next(a for a in legal(state) if a.startswith("cast "))
    act(state, dispel)
    _to_movement(state)
    assert state.phase == "move" and state.seat == 0


def test_the_sarcophagus_takes_the_up_card_into_the_hand_and_stands_in_its_place() -> None:
    state = _start(["Sarcophagus of Haidra"], ["Baal-a-Gog"], [], ["Axeman"])
    up = state.players[0].up
    assert up is not None
    _play(state, "Sarcophagus of Haidra", up)
    assert state.cards[state.players[0].up or ""].name == "Sarcophagus of Haidra"
    assert _names(state, 0, "storage") == ["Baal-a-Gog"]
    assert state.cards[up].public  # both saw it turned: it stays known in the hand
    assert _names(state, 0, "discard") == []
    _to_movement(state)
    assert state.phase == "move" and state.seat == 0  # the order the Up cards gave stays
    assert_in_place(state)


def test_the_monolith_forbids_channeling_on_and_next_to_its_space() -> None:
    state = _start(["Monolith of Power"], ["Archer"], [], ["Axeman"])
    _play(state, "Monolith of Power", "B2")
    b2 = board.parse_space("B2")
    assert b2 is not None
    for space in board.SPACES:
        near = space == b2 or space in board.neighbours(b2)
        banned = turn_start_items.channeling_ban(state, space)
        assert banned == ("Monolith of Power" if near else ""), board.name(space)
    _to_movement(state)
    assert state.phase == "move"
