"""Channeling Flux (``guardian_cmp``, play/organize_spells.py): cast in Draw and Organize, the
caster's Guardian channels with a CMP of 20 until the turn ends — in the combats it fights
(the combat's Guardian) and in an assault on the opposing Guardian."""

from __future__ import annotations

from game_helpers import act, at_position, legal

from stronghold.games.guardians.play import battle, movement
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _organizing(storage: list[str], stones: int = 1) -> GameState:
    listed = ", ".join(f'"{n}"' for n in storage)
    text = 'turn = 2\nphase = "organize"\nseat = 0\n'
    for seat, space in ((0, "B2"), (1, "C2")):
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = {stones}\nstorage = [{listed if seat == 0 else ''}]\n"
            f'deck = ["3 Axeman"]\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\n'
            'cards = ["Wraith"]\n'
        )
    return at_position(text)


def test_channeling_flux_gives_the_guardian_a_cmp_of_20_for_the_turn() -> None:
    state = _organizing(["Channeling Flux"])
    shield = next(s for s in state.shields.values() if s.owner == 0)
    assert battle.side_setup(state, 0, shield)[0].guardian.cmp == 9  # Rak Nam
    assert movement.assault_channel(state, 0, shield) == 9
    cast = [a for a in legal(state) if a.startswith("cast ")]
    assert len(cast) == 1 and cast[0].endswith(" guardian")
    act(state, cast[0])
    assert state.phase == "organize" and state.seat == 0  # the seat keeps its turn
    assert battle.side_setup(state, 0, shield)[0].guardian.cmp == 20
    assert movement.assault_channel(state, 0, shield) == 16  # the Wraith's cap: 16
    assert not any(a.startswith("cast ") for a in legal(state))  # one in force is enough
    other = next(s for s in state.shields.values() if s.owner == 1)
    assert battle.side_setup(state, 1, other)[0].guardian.cmp == 9


def test_channeling_flux_can_be_dispelled() -> None:
    state = at_position(_text_with_dispel())  # the opponent holds Dispel Magic
    cast = next(a for a in legal(state) if a.startswith("cast "))
    act(state, cast)
    assert state.phase == "respond" and state.seat == 1
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    shield = next(s for s in state.shields.values() if s.owner == 0)
    assert battle.side_setup(state, 0, shield)[0].guardian.cmp == 9


def _text_with_dispel() -> str:
    text = 'turn = 2\nphase = "organize"\nseat = 0\n'
    for seat, space, storage in ((0, "B2", '"Channeling Flux"'), (1, "C2", '"Dispel Magic"')):
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = 1\nstorage = [{storage}]\n"
            f'deck = ["3 Axeman"]\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\n'
            'cards = ["Wraith"]\n'
        )
    return text


def test_channeling_flux_is_kept_as_a_typed_cmp_that_tells_states_apart() -> None:
    state = _organizing(["Channeling Flux"])
    before = state.fingerprint()
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    player = state.players[0]
    assert player.raised_cmp == 20 and player.move_spells == []  # no word to parse
    assert state.canonical()["players"][0]["raised_cmp"] == 20
    twin = state.clone()
    assert isinstance(twin, GameState)
    twin.players[0].raised_cmp = None  # the same position without the spell in force
    assert twin.fingerprint() != state.fingerprint() != before


def test_dimensional_fire_well_ruins_a_stronghold_card_and_sets_the_stones_to_five() -> None:
    for stones in (2, 9):
        text = 'turn = 2\nphase = "organize"\nseat = 0\n'
        text += (
            '[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f'stones = {stones}\nstorage = ["Summon Dimensional Fire Well"]\ndeck = ["3 Axeman"]\n'
            f'[[seat0.shields]]\nspace = "A2"\ncard = "{SHIELD}"\ncards = ["Wraith"]\n'
            '[seat0.A1]\non = ["Swordsman"]\nunder = ["Energy Well"]\n'
            "[seat0.A3]\nrubble = true\n"
            '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
            'deck = ["3 Axeman"]\n'
            f'[[seat1.shields]]\nspace = "C2"\ncard = "{SHIELD}"\ncards = ["Wraith"]\n'
        )
        state = at_position(text)
        cast = sorted(a for a in legal(state) if a.startswith("cast "))
        assert [a.split()[2] for a in cast] == ["A1"]  # A2 has a shield on it, A3 is rubble
        act(state, cast[0])
        assert state.phase == "organize" and state.seat == 0
        slot = state.players[0].strongholds[0]
        assert slot.rubble and not slot.on and not slot.under
        pile = sorted(state.cards[c].name for c in state.players[0].discard)
        assert pile == ["Energy Well", "Summon Dimensional Fire Well", "Swordsman"]
        assert state.players[0].stones == 5  # exactly 5, from fewer or from more
