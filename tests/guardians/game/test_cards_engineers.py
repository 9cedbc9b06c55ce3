"""Ragmort's Engineers (``extra_upgrade``, play/engineers.py): cast in Draw and Organize on one
of the caster's end stronghold cards, it lets one more of his upgrades go beside that card this
Draw and Organize, of a name no card beside it has (docs/rules-notes/cards/engineers.md); both
upgrades then act."""

from __future__ import annotations

import pytest
from game_helpers import act, at_position, legal
from rich.console import Console

from stronghold.cli.render import board_lines
from stronghold.engine.errors import PositionError
from stronghold.games.guardians.play import board, upgrades
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _text(pen: list[str], storage: list[str], a1: str = "", other: str = "") -> str:
    listed = ", ".join(f'"{n}"' for n in pen)
    stored = ", ".join(f'"{n}"' for n in storage)
    text = 'turn = 2\nphase = "organize"\nseat = 0\n'
    for seat, space in ((0, "B2"), (1, "C2")):
        mine = seat == 0
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = 1\npen = [{listed if mine else ''}]\n"
            f"storage = [{stored if mine else other}]\n"
            f'deck = ["3 Axeman"]\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\n'
            'cards = ["Wraith"]\n'
        )
        if mine and a1:
            text += f"[seat0.A1]\n{a1}\n"
    return text


def _organizing(pen: list[str], storage: list[str], a1: str = "", other: str = "") -> GameState:
    return at_position(_text(pen, storage, a1, other))


def _upgrades_on(state: GameState, side: str) -> list[str]:
    return [a for a in legal(state) if a.startswith("upgrade ") and a.endswith(" " + side)]


def test_engineers_let_a_second_different_upgrade_go_beside_the_card() -> None:
    state = _organizing(
        ["Spikey Crenellations", "Wizard's Tower"], ["Ragmort's Engineers"],
        a1='upgrade = "Wizard\'s Tower"',
    )  # fmt: skip
    assert _upgrades_on(state, "left") == []  # one upgrade already there, no spell yet
    casts = sorted(a for a in legal(state) if a.startswith("cast "))
    assert [c.split()[-1] for c in casts] == ["A1", "A3"]
    act(state, casts[0])
    assert state.phase == "organize" and state.seat == 0
    left = _upgrades_on(state, "left")
    assert len(left) == 1  # the Crenellations; a second Wizard's Tower is refused
    slot = state.players[0].strongholds[0]
    act(state, left[0])
    assert slot.extra is not None and state.cards[slot.extra].name == "Spikey Crenellations"
    assert state.cards[slot.upgrade or ""].name == "Wizard's Tower"
    a1 = board.parse_space("A1")
    assert a1 is not None
    assert upgrades.no_flying_onto(state, 1, a1)  # the extra one acts
    assert upgrades.channel_bonus(state, slot) == 1  # and the first one still does
    assert _upgrades_on(state, "left") == []  # one extra per cast
    assert not any(a.endswith(" A1") for a in legal(state) if a.startswith("cast "))
    assert state.canonical()["players"][0]["strongholds"][0][-1] == {"extra": [slot.extra, []]}


def test_without_the_engineers_no_second_upgrade_goes_beside_a_card() -> None:
    state = _organizing(["Spikey Crenellations"], [], a1='upgrade = "Wizard\'s Tower"')
    assert _upgrades_on(state, "left") == []
    assert len(_upgrades_on(state, "right")) == 1


def test_dispelled_engineers_give_no_extra_upgrade() -> None:
    state = _organizing(
        ["Spikey Crenellations"], ["Ragmort's Engineers"], a1='upgrade = "Wizard\'s Tower"',
        other='"Dispel Magic"',
    )  # fmt: skip
    act(state, next(a for a in legal(state) if a.startswith("cast ") and a.endswith(" A1")))
    assert state.phase == "respond" and state.seat == 1
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    assert state.seat == 0 and _upgrades_on(state, "left") == []


def test_a_position_holds_both_upgrades_and_their_creatures() -> None:
    state = _organizing(
        [], [],
        a1='upgrade = "Wizard\'s Tower"\nextra_upgrade = "Teleport Tower"\nextra_held = ["Axeman"]',
    )  # fmt: skip
    slot = state.players[0].strongholds[0]
    assert slot.extra is not None and state.cards[slot.extra].name == "Teleport Tower"
    assert [state.cards[c].name for c in slot.extra_held] == ["Axeman"]
    view = state.view(1)["players"][0]["strongholds"][0]
    assert view["extra_upgrade"]["name"] == "Teleport Tower"
    console = Console(width=200, record=True)
    console.print(board_lines(state.view(1), 1))
    assert "+Wizard's Tower +Teleport Tower" in console.export_text()


def test_a_position_refuses_an_extra_upgrade_of_the_same_name_or_alone() -> None:
    for a1, said in (
        ('upgrade = "Wizard\'s Tower"\nextra_upgrade = "Wizard\'s Tower"', "beside it already"),
        ('extra_upgrade = "Wizard\'s Tower"', "with an upgrade already"),
    ):
        with pytest.raises(PositionError, match=said):
            at_position(_text([], [], a1))


def test_a_ruined_card_takes_both_upgrades_and_their_creatures_to_the_discard_pile() -> None:
    state = _organizing(
        [], ["Summon Dimensional Fire Well"],
        a1='upgrade = "Wizard\'s Tower"\nextra_upgrade = "Teleport Tower"\nextra_held = ["Axeman"]',
    )  # fmt: skip
    act(state, next(a for a in legal(state) if a.startswith("cast ") and a.endswith(" A1")))
    slot = state.players[0].strongholds[0]
    assert slot.rubble and slot.upgrade is None and slot.extra is None and not slot.extra_held
    pile = sorted(state.cards[c].name for c in state.players[0].discard)
    assert pile == ["Axeman", "Summon Dimensional Fire Well", "Teleport Tower", "Wizard's Tower"]
