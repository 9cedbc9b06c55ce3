"""Amulet of Flying on the board (issue 14): one creature of its stack wears it and flies, so a
shield flies when the Amulets cover every creature that cannot fly by itself; a creature that
reinforces flies only with an Amulet that goes along with it; in a combat from the board its
wearer is a flier; and when the wearer is lost the Amulet is lost with it, though the stack
could still hold it (docs/rules-notes/cards/amulet.md)."""

from __future__ import annotations

import pytest
from game_helpers import (
    act,
    blank,
    finish_combat,
    legal,
    named,
    position,
    reinforcing_from_a1,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature

AMULET = "Amulet of Flying"
ROCKS = 'storage = ["Rocks of Skull Cracking"]'


def _moving(cards: list[str], *, enemy: str = "D3") -> GameState:
    state = position("move", shield_table(0, "B1", cards), shield_table(1, enemy, ["Axeman"]))
    act(state, f"turn {shield_at(state, 'B1').id}")
    return state


@pytest.mark.parametrize(
    ("cards", "flies"),
    [
        (["Swordsman", AMULET], True),
        (["Swordsman"], False),
        (["Swordsman", "Axeman", AMULET], False),  # one Amulet, one creature
        (["Swordsman", "Axeman", AMULET, AMULET], True),
        (["Buzzard", "Swordsman", AMULET], True),  # it goes to the creature that needs it
    ],
)
def test_a_shield_flies_when_its_amulets_cover_every_grounded_creature(
    cards: list[str], flies: bool
) -> None:
    state = _moving(cards)
    assert any(a.startswith("fly ") for a in legal(state)) is flies


def test_a_shield_with_an_amulet_flies_over_an_opposing_shield() -> None:
    # B1 -> C1 -> D1: the opposing shield on C1 blocks a walker (guardians-rules.txt,
    # "Movement": "You may not move past ... an opponent's shield unless your shield is
    # flying").
    state = position(
        "move",
        shield_table(0, "B1", ["Swordsman", AMULET]),
        shield_table(1, "C1", ["Axeman"]),
        shield_table(1, "D1", ["Archer"]),
    )
    act(state, f"turn {shield_at(state, 'B1').id}")
    assert "fly C1 D1" in legal(state)
    assert "move C1 D1" not in legal(state)
    act(state, "fly C1 D1")
    assert state.phase == "combat"
    assert state.combat is not None
    swordsman = next(i for i in state.combat.cards if i.name == "Swordsman")
    assert swordsman.card.flying


def _first_creature(state: GameState, cards: list[str]) -> str:
    """The first creature of a stack in its order (a position deals the ids, and so the order,
    with its seed): with no flier among them, the one an Amulet placed there goes to."""
    return next(c for c in cards if state.cards[c].is_creature)


def test_only_the_wearer_fights_as_a_flier() -> None:
    state = _moving(["Swordsman", "Axeman", AMULET], enemy="C1")
    wearer = state.cards[_first_creature(state, shield_at(state, "B1").contents)].name
    act(state, "move C1")
    assert state.combat is not None
    fliers = sorted(
        i.name for i in state.combat.cards if isinstance(i.card, Creature) and i.card.flying
    )
    assert fliers == [wearer]


@pytest.mark.parametrize(
    ("cards", "reaches"),
    [
        (["Swordsman"], False),
        (["Swordsman", AMULET], True),  # the Amulet goes along with its last creature
        (["Swordsman", "Axeman", AMULET], False),  # whoever leaves, the Amulet stays
    ],
)
def test_a_creature_reinforces_as_a_flier_with_an_amulet_that_goes_along(
    cards: list[str], reaches: bool
) -> None:
    state = blank()
    offered, target, ids = reinforcing_from_a1(state, cards)
    assert offered is reaches  # no creature of the stronghold cards could reach otherwise
    if reaches:
        act(state, f"add {ids[0]} {target.id}")
        assert target.contents[-2:] == ids  # the Amulet went along
        assert all(state.cards[c].public for c in ids)  # it flew: both are shown


@pytest.mark.parametrize("wearer_given_up", [True, False])
def test_the_amulet_is_lost_with_the_creature_given_up_that_wore_it(wearer_given_up: bool) -> None:
    # A bare land with nothing to lay: the owner gives up a creature. One creature and one
    # Amulet would be within the items rule, but the Amulet goes with the creature wearing it.
    state = position("settle", shield_table(0, "C2", ["Swordsman", "Axeman", AMULET]), seat=None)
    shield = shield_at(state, "C2")
    amulet = named(state, shield.contents, AMULET)
    wearer = _first_creature(state, shield.contents)
    other = next(c for c in shield.contents if state.cards[c].is_creature and c != wearer)
    act(state, f"sacrifice {shield.id} {wearer if wearer_given_up else other}")
    assert (amulet in state.players[0].discard) is wearer_given_up
    assert (amulet in shield.contents) is not wearer_given_up
    lost = [e.to_json() for e in state.event_log if e.to_json()["kind"] == "worn-item-lost"]
    name = state.cards[wearer].name
    assert lost == (
        [{"kind": "worn-item-lost", "seat": 0, "card": AMULET, "wearer": name}]
        if wearer_given_up
        else []
    )


def test_the_amulet_is_lost_with_its_wearer_beaten_in_combat() -> None:
    # The Earth Elemental beats the defender played first (the first offered); the other
    # creature is never played and stays. The one beaten wore the Amulet, which goes with it
    # though the creature left could hold it.
    state = position(
        "move",
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "C2", ["Swordsman", "Axeman", AMULET]),
    )
    attacker, defender = shield_at(state, "B2"), shield_at(state, "C2")
    amulet = named(state, defender.contents, AMULET)
    wearer = _first_creature(state, defender.contents)
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    finish_combat(state)
    discard = state.players[1].discard
    assert [c for c in discard if state.cards[c].is_creature] == [wearer]
    assert amulet in discard
    assert [state.cards[c].is_creature for c in defender.contents] == [True]


def test_a_shield_grounded_by_a_kill_in_flight_stays_where_it_was() -> None:
    # Rocks of Skull Cracking kills the Angel: the stack keeps one creature and two items, so
    # the last placed (the Amulet) is lost, and the Swordsman that wore it can fly no more.
    # Its shield may not fly on over the opposing shield on C1: it stays on B1.
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"'),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', ROCKS, stones=3),
        shield_table(0, "B1", ["Angel", "Swordsman", "Petrified Heart", AMULET]),
        shield_table(1, "C1", ["Swordsman"]),
        turn=2,
    )
    shield = shield_at(state, "B1")
    order = ["Angel", "Swordsman", "Petrified Heart", AMULET]  # as placed
    angel, swordsman, heart, amulet = (named(state, shield.contents, n) for n in order)
    shield.contents[:] = [angel, swordsman, heart, amulet]
    act(state, f"turn {shield.id}")
    act(state, "fly C1 D1")
    act(state, f"cast {state.players[1].storage[0]} {shield.id}")
    act(state, f"pick {angel}")
    assert shield_at(state, "B1") is shield and shield.contents == [swordsman, heart]
    assert amulet in state.players[0].discard
    assert state.combat is None and (state.phase, state.seat) == ("move", 1)
    assert [e.kind for e in state.event_log[-1:]] == ["flight-grounded"]
