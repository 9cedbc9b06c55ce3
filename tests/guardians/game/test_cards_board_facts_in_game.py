"""Board facts a combat of the whole game reads (issue 14): the attacker's discard pile
(Carrag the Black), its shield card's Up number (Captain South America) and the terrain cards
face up on the board (Odious Clamjack) — docs/rules-notes/cards/board-facts.md. Played from
written positions, every choice the first quiet one."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.battle import terrain_in_play
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Terrain


def _position(attacker: str, *seat0: str, terrain: str = "") -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', *seat0)
        + shield_table(0, "B2", [attacker])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', terrain)
        + shield_table(1, "C2", ["Swordsman"])
    )


def _attack(text: str) -> GameState:
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, quiet[0] if quiet else options[0])
        steps += 1
        assert steps < 200
    assert_in_place(state)
    return state


def _first_attacker_vitality(state: GameState) -> int:
    assert state.last_combat is not None
    vitality = state.last_combat.matchups[0].attacker_vitality
    assert isinstance(vitality, int)
    return vitality


def test_carrag_reads_the_undead_of_his_owners_discard_pile() -> None:
    text = _position("Carrag the Black", 'discard = ["Grim Skull", "Nubian Slave Girl", "Axeman"]')
    state = _attack(text)
    assert _first_attacker_vitality(state) == 7
    assert state.last_combat is not None and state.last_combat.winner == 0


def test_captain_south_america_reads_his_shield_cards_up_number() -> None:
    state = _attack(_position("Captain South America"))
    assert _first_attacker_vitality(state) == 1 + 14 + 1  # the shield's 14, off-colour 1


def test_the_terrain_in_play_counts_face_up_terrain_cards_only() -> None:
    text = _position(
        "Odious Clamjack",
        terrain='terrain = { C1 = "Swamp", C3 = "Swamp" }\nface_down = { C2 = "Axeman" }',
    )
    state = at_position(text)
    assert sorted(terrain_in_play(state)) == [Terrain.SWAMPS, Terrain.SWAMPS]
