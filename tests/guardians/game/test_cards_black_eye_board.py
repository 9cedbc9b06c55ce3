"""The Black Eye on the board (issue 14): a shield whose creatures are all Pirates or fliers
flies when The Black Eye travels with them; a Pirate on a stronghold card with it reinforces as
a flier; in a combat from the board its Pirates are fliers (docs/rules-notes/cards/
accessories.md, "The Black Eye")."""

from __future__ import annotations

import pytest
from game_helpers import (
    SHIELD,
    act,
    at_position,
    blank,
    deck,
    legal,
    reinforcing_from_a1,
    seat_table,
)

from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState


def _moving(cards: list[str], *, enemy: str = "D3") -> GameState:
    listed = ", ".join(f'"{name}"' for name in cards)
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0)
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\ncards = [{listed}]\n'
        + seat_table(1)
        + f'[[seat1.shields]]\nspace = "{enemy}"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
    )
    state = at_position(text)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    return state


@pytest.mark.parametrize(
    ("cards", "flies"),
    [
        (["Cabin Boy", "Scurvy Dog", "The Black Eye"], True),
        (["Cabin Boy", "Buzzard", "The Black Eye"], True),  # a flier of its own flies anyway
        (["Cabin Boy", "Scurvy Dog"], False),
        (["Cabin Boy", "Swordsman", "The Black Eye"], False),  # the Swordsman cannot fly
    ],
)
def test_a_shield_of_pirates_flies_with_the_black_eye(cards: list[str], flies: bool) -> None:
    state = _moving(cards)
    assert any(a.startswith("fly ") for a in legal(state)) is flies


def test_pirates_with_the_black_eye_fight_as_fliers() -> None:
    state = _moving(["Cabin Boy", "The Black Eye"], enemy="C1")
    act(state, "move C1")
    assert state.combat is not None
    boy = next(i for i in state.combat.cards if i.name == "Cabin Boy")
    axeman = next(i for i in state.combat.cards if i.name == "Axeman")
    assert boy.card.flying and not axeman.card.flying


def _eye_game() -> GuardiansGame:
    extra = "1 The Black Eye\n2 Cabin Boy\n"
    text = deck().replace("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}")
    loaded = load("guardians", decks=[text, text])
    assert isinstance(loaded, GuardiansGame)
    return loaded


@pytest.mark.parametrize(
    ("cards", "reaches"),
    [
        (["Buzzard"], True),
        (["Cabin Boy"], False),
        (["Cabin Boy", "The Black Eye"], True),  # the Eye goes along with its last creature
        (["Cabin Boy", "Cabin Boy", "The Black Eye"], False),  # the Eye stays on A1
    ],
)
def test_a_pirate_on_a_stronghold_card_with_the_black_eye_reinforces_as_a_flier(
    cards: list[str], reaches: bool
) -> None:
    state = blank(the_game=_eye_game())
    offered, target, ids = reinforcing_from_a1(state, cards)
    assert offered is reaches  # no creature of the stronghold cards could reach otherwise
    if reaches:
        assert f"add {ids[0]} {target.id}" in legal(state)
