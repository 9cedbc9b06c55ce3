"""Amulet of Flying's rule option ``amulet_travels`` (docs/rules-notes/cards/amulet.md): when
the creature wearing it leaves its stack alive -- reinforcing, dropped off or picked up in a
pass, bribed to the Creature Pen -- the Amulet stays with the stack (``"stack"``, the default)
or goes with the creature (``"wearer"``), shown with it; each tested in both settings."""

from __future__ import annotations

import pytest
from game_helpers import (
    act,
    assert_in_place,
    at_position,
    blank,
    deck,
    lay_terrain,
    legal,
    named,
    position,
    reinforcing_from_a1,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

AMULET = "Amulet of Flying"
SETTINGS = ("stack", "wearer")


def _wearer(state: GameState, cards: list[str]) -> str:
    """The creature an Amulet of the stack ``cards`` goes to: with no flier among them, the
    first creature in the stack's order."""
    return next(c for c in cards if state.cards[c].is_creature)


def _went(state: GameState) -> list[dict[str, object]]:
    return [e.to_json() for e in state.event_log if e.to_json()["kind"] == "worn-item-went"]


def test_the_setting_is_checked_and_public() -> None:
    with pytest.raises(ParamsError, match="amulet_travels must be 'stack' or 'wearer'"):
        load("guardians", rules={"amulet_travels": "creature"})
    for travels in SETTINGS:
        state = load("guardians", rules={"amulet_travels": travels}).new_state(0)
        assert isinstance(state, GameState)
        for seat in (0, 1, None):
            assert state.view(seat)["rules"] == {"amulet_travels": travels}
    default = load("guardians").new_state(0)
    assert default.view(0)["rules"] == {"amulet_travels": "stack"}
    # a game's parameters list it (a lobby offers it); at its default it leaves the
    # fingerprint as it was; Guardians Arena has no such option
    assert load("guardians").params["rules"] == {"amulet_travels": "stack"}
    with pytest.raises(ParamsError, match="unknown rules setting 'amulet_travel'; did you mean"):
        load("guardians", rules={"amulet_travel": "wearer"})
    with pytest.raises(ParamsError, match="unknown rules setting 'amulet_travels'"):
        load("guardians-arena", rules={"amulet_travels": "wearer"})
    assert "amulet_travels" not in load("guardians-arena").params["rules"]
    wearer = load("guardians", rules={"amulet_travels": "wearer"}).new_state(0)
    assert wearer.fingerprint() != default.fingerprint()


@pytest.mark.parametrize("travels", SETTINGS)
def test_a_wearer_reinforces_with_its_amulet_only_when_it_travels_with_the_wearer(
    travels: str,
) -> None:
    # Swordsman (the wearer: placed first), Axeman and an Amulet on A1; C1 is reached over
    # B1 only by a flier. Under "stack" the Amulet stays with the Axeman, so neither flies;
    # under "wearer" the Swordsman takes it along, flies, and both are shown.
    game = load("guardians", decks=[deck(), deck()], rules={"amulet_travels": travels})
    assert isinstance(game, GuardiansGame)
    state = blank(the_game=game)
    offered, target, ids = reinforcing_from_a1(state, ["Swordsman", "Axeman", AMULET])
    swordsman, axeman, amulet = ids
    assert offered is (travels == "wearer")
    if not offered:
        return
    assert f"add {axeman} {target.id}" not in legal(state)  # it wears no Amulet
    act(state, f"add {swordsman} {target.id}")
    assert target.contents[-2:] == [swordsman, amulet]
    assert state.players[0].strongholds[0].on == [axeman]
    assert state.cards[swordsman].public and state.cards[amulet].public
    assert _went(state) == [
        {"kind": "worn-item-went", "seat": 0, "card": AMULET, "wearer": "Swordsman"}
    ]
    assert_in_place(state)


@pytest.mark.parametrize("travels", SETTINGS)
def test_a_wearer_walking_to_reinforce_shows_the_amulet_that_goes_with_it(travels: str) -> None:
    # Over own terrain on B1 every creature of A1 may walk to C1. Under "wearer" the Amulet
    # goes along with the Swordsman though the items rule would keep it on A1 with the Axeman:
    # the opponent sees one card more leave A1, and is shown the two (a world where the
    # Swordsman wore nothing would differ from this one only by cards shown to both seats).
    game = load("guardians", decks=[deck(), deck()], rules={"amulet_travels": travels})
    assert isinstance(game, GuardiansGame)
    state = blank(the_game=game)
    lay_terrain(state, 0, "B1")
    offered, target, ids = reinforcing_from_a1(state, ["Swordsman", "Axeman", AMULET])
    swordsman, axeman, amulet = ids
    assert offered
    act(state, f"add {swordsman} {target.id}")
    goes = travels == "wearer"
    assert state.players[0].strongholds[0].on == ([axeman] if goes else [axeman, amulet])
    assert state.cards[swordsman].public is goes  # it walked: shown only with the Amulet
    assert state.cards[amulet].public is goes
    assert len(_went(state)) == int(goes)


@pytest.mark.parametrize("travels", SETTINGS)
def test_a_wearer_dropped_off_in_a_pass_takes_its_amulet_in_the_wearer_setting(
    travels: str,
) -> None:
    stack = shield_table(0, "B1", ["Swordsman", "Axeman", AMULET])
    state = position("move", stack, rules={"amulet_travels": travels})
    shield = shield_at(state, "B1")
    amulet = named(state, shield.contents, AMULET)
    wearer = _wearer(state, shield.contents)
    act(state, f"turn {shield.id}")
    act(state, "move A1 A2")
    act(state, f"drop {wearer}")
    on_a1 = state.players[0].strongholds[0].on
    goes = travels == "wearer"
    assert sorted(on_a1) == sorted([wearer, amulet] if goes else [wearer])
    assert (amulet in shield.contents) is not goes
    assert state.cards[amulet].public is goes
    assert f"pick {amulet}" not in legal(state)  # dropped in this pass: it stays dropped
    act(state, "go")
    assert_in_place(state)


@pytest.mark.parametrize("travels", SETTINGS)
def test_a_wearer_picked_up_in_a_pass_takes_its_amulet_in_the_wearer_setting(
    travels: str,
) -> None:
    state = position(
        "move",
        f'[seat0.A1]\non = ["Swordsman", "Axeman", "{AMULET}"]\n',
        shield_table(0, "B1", ["Archer"]),
        rules={"amulet_travels": travels},
    )
    on_a1 = state.players[0].strongholds[0].on
    amulet = named(state, on_a1, AMULET)
    wearer = _wearer(state, on_a1)
    shield = shield_at(state, "B1")
    act(state, f"turn {shield.id}")
    act(state, "move A1 A2")
    act(state, f"pick {wearer}")
    goes = travels == "wearer"
    assert (amulet in shield.contents) is goes
    assert (amulet in on_a1) is not goes
    assert state.cards[amulet].public is goes and state.cards[wearer].public is goes
    assert len(_went(state)) == int(goes)
    act(state, "go")
    assert_in_place(state)


def _bribe_the_wearer(travels: str) -> tuple[GameState, str, str]:
    """Seat 0 attacks C2 and bribes (Babes) the creature wearing the Amulet of seat 1's two;
    the combat is played to its end. The state, the wearer and the Amulet."""
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', 'storage = ["Babes"]')
        + shield_table(0, "B2", ["Sand Lord"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", ["Sand Lord", "Sand Lord", AMULET])
    )
    state = at_position(text, rules={"amulet_travels": travels})
    defender = shield_at(state, "C2")
    amulet = named(state, defender.contents, AMULET)
    wearer = _wearer(state, defender.contents)
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    bribed = False
    for _ in range(300):
        if state.phase != "combat":
            break
        assert state.combat is not None
        options = sorted(legal(state))
        target = next((i.id for i in state.combat.cards if i.board_id == wearer), None)
        bribes = [a for a in options if a.startswith("bribe ") and f" {target}" in a]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        if bribes and state.current_seat == 0 and not bribed:
            chosen, bribed = bribes[0], True
        else:
            chosen = quiet[0] if quiet else options[0]
        act(state, chosen)
    assert bribed and state.phase != "combat"
    assert_in_place(state)
    return state, wearer, amulet


@pytest.mark.parametrize("travels", SETTINGS)
def test_a_bribed_wearer_takes_its_amulet_to_the_pen_in_the_wearer_setting(
    travels: str,
) -> None:
    state, wearer, amulet = _bribe_the_wearer(travels)
    pen = state.players[1].pen
    assert wearer in pen
    assert (amulet in pen) is (travels == "wearer")
    assert amulet not in state.players[1].discard  # not lost: its wearer was not
