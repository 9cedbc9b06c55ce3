"""Spells played right after the Up cards are turned (``after_up``, play/after_up.py): Shadow
Strike, Argammond's Vision, Chant of the Osirans, Peace. Played from written positions in the
organize phase: seat 1 says ``ready``, the Up cards are turned from the decks' tops."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _seat(seat: int, storage: list[str], deck_top: list[str], stones: int = 0) -> str:
    listed = ", ".join(f'"{n}"' for n in storage)
    top = ", ".join(f'"{n}"' for n in deck_top)
    space = "B2" if seat == 0 else "C2"
    return (
        f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = {stones}\n'
        f'storage = [{listed}]\ndeck = ["3 Axeman"]\ndeck_top = [{top}]\n'
        f"ready = {str(seat == 0).lower()}\n"
        f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\ncards = ["Swordsman"]\n'
    )


def _start(
    mine: list[str], my_top: list[str], theirs: list[str], their_top: list[str], stones: int = 0
) -> GameState:
    text = 'turn = 2\nphase = "organize"\nseat = 1\n' + _seat(0, mine, my_top, stones)
    text += _seat(1, theirs, their_top)
    state = at_position(text)
    act(state, "ready")
    return state


def _up(state: GameState, seat: int) -> str | None:
    up = state.players[seat].up
    return None if up is None else state.cards[up].name


def _discard(state: GameState, seat: int) -> list[str]:
    return [state.cards[c].name for c in state.players[seat].discard]


def _cast(state: GameState, spell: str) -> None:
    found = [a for a in legal(state) if a.startswith("cast ")]
    named = [a for a in found if state.cards[a.split()[1]].name == spell]
    assert named, f"{spell} not castable: {legal(state)}"
    act(state, named[0])


def test_shadow_strike_throws_every_up_card_away_and_fresh_ones_decide_who_moves_first() -> None:
    # Axeman (7) beats Archer (6): seat 1 would move first; after the strike Baal-a-Gog (12)
    # beats Gunner (4) and seat 0 moves first.
    state = _start(["Shadow Strike"], ["Archer", "Baal-a-Gog"], [], ["Axeman", "Gunner"])
    assert state.phase == "after_up" and state.seat == 0
    assert (_up(state, 0), _up(state, 1)) == ("Archer", "Axeman")
    _cast(state, "Shadow Strike")
    assert (_up(state, 0), _up(state, 1)) == ("Baal-a-Gog", "Gunner")
    assert _discard(state, 0) == ["Shadow Strike", "Archer"]
    assert _discard(state, 1) == ["Axeman"]
    while state.phase == "after_up":
        act(state, "pass")
    assert state.phase == "move" and state.seat == 0
    assert_in_place(state)


def test_argammonds_vision_throws_away_the_opponents_up_card_only() -> None:
    state = _start(["Argammond's Vision"], ["Archer"], [], ["Axeman", "Gunner"])
    _cast(state, "Argammond's Vision")
    assert (_up(state, 0), _up(state, 1)) == ("Archer", "Gunner")
    assert _discard(state, 1) == ["Axeman"]
    # nobody may hold another such spell (the only one lies face up): the window closes
    assert state.phase == "move" and state.seat == 0  # Archer 6 over Gunner 4


def test_chant_of_the_osirans_discards_an_undead_up_card_and_the_next_four() -> None:
    top = ["Bone Shambler", "Angel", "Buzzard", "Archer", "Gunner", "Baal-a-Gog"]
    state = _start(["Chant of the Osirans"], ["Archer"], [], top)
    _cast(state, "Chant of the Osirans")
    assert _discard(state, 1) == ["Bone Shambler", "Angel", "Buzzard", "Archer", "Gunner"]
    assert _up(state, 1) == "Baal-a-Gog"


def test_chant_of_the_osirans_needs_an_undead_up_card() -> None:
    state = _start(["Chant of the Osirans"], ["Archer"], [], ["Axeman"])
    assert state.phase == "after_up"  # its owner may hold one: it is asked ...
    assert legal(state) == {"pass"}  # ... but may not cast it on an Axeman


def test_peace_costs_a_stone_and_skips_to_terrain_settlement() -> None:
    broke = _start(["Peace"], ["Archer"], [], ["Axeman"], stones=0)
    assert legal(broke) == {"pass"}
    state = _start(["Peace"], ["Archer"], [], ["Axeman"], stones=1)
    _cast(state, "Peace")
    assert state.players[0].stones == 0
    assert state.phase not in ("after_up", "move", "moving")
    assert not any(s.turned for s in state.shields.values())
    said = [t.event.kind for t in state.events(0)]
    assert "movement-skipped" in said


def test_a_spell_on_the_up_cards_can_be_dispelled() -> None:
    state = _start(["Shadow Strike"], ["Archer"], ["Dispel Magic"], ["Axeman"])
    _cast(state, "Shadow Strike")
    assert state.phase == "respond" and state.seat == 1
    dispel = next(a for a in legal(state) if a.startswith("cast "))
    act(state, dispel)
    assert (_up(state, 0), _up(state, 1)) == ("Archer", "Axeman")
    assert "Shadow Strike" in _discard(state, 0)


def test_no_window_without_such_spells_in_either_deck() -> None:
    state = _start(["Dispel Magic"], ["Archer"], [], ["Axeman"])
    assert state.phase == "move" and state.seat == 1
