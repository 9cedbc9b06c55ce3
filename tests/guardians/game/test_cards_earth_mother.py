"""Earth Mother at Terrain Settlement (``shown_for_bare_land``, play/settlement.py): a shield
holding her on a land without a terrain card may show her instead of paying for the land
(docs/rules-notes/cards/settlement-creatures.md). From a written position in the move
phase: seat 0 turns its last shield and stays, and settlement follows."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, sp

from stronghold.games.guardians.play.state import GameState


def _settling(cards: list[str], terrain: str = "") -> GameState:
    listed = ", ".join(f'"{n}"' for n in cards)
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        '[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\ndeck = ["3 Axeman"]\n'
        f'up = "Axeman"\n{terrain}'
        "[[seat0.shields]]\n"
        f'space = "C2"\ncard = "Shield Maitz\'s Lightning 14"\ncards = [{listed}]\n'
        '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\ndeck = ["3 Axeman"]\n'
        'up = "Archer"\n'
        "[[seat1.shields]]\n"
        'space = "D2"\ncard = "Shield Maitz\'s Lightning 14"\ncards = ["Swordsman"]\n'
        "turned = true\n"
    )
    state = at_position(text)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    act(state, "stay")
    return state


def _shield(state: GameState) -> str:
    return next(s.id for s in state.shields.values() if s.owner == 0)


def test_earth_mother_is_shown_and_the_bare_land_costs_nothing() -> None:
    state = _settling(["Earth Mother", "Swordsman"])
    assert (state.phase, state.seat) == ("settle", 0)
    shield = _shield(state)
    mother = next(
        c for c in state.shields[shield].contents if state.cards[c].name == "Earth Mother"
    )
    assert f"show {shield} {mother}" in legal(state)
    act(state, f"show {shield} {mother}")
    assert sp("C2") not in state.terrain  # the land stays without terrain
    assert len(state.shields[shield].contents) == 2  # no creature lost
    assert state.cards[mother].public  # shown to the opponent
    assert not state.players[0].discard
    assert state.phase != "settle" or state.seat != 0
    assert_in_place(state)


def test_a_shield_without_earth_mother_has_no_such_choice() -> None:
    state = _settling(["Swordsman", "Axeman"])
    assert (state.phase, state.seat) == ("settle", 0)
    assert not any(a.startswith("show ") for a in legal(state))


def test_on_a_land_with_terrain_nothing_is_asked() -> None:
    state = _settling(["Earth Mother"], 'terrain = { C2 = "Woods" }\n')
    assert state.phase != "settle" or state.seat != 0
