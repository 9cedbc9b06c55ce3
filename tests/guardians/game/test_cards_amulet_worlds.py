"""A world the other seat samples (determinize, swap_hidden) during a board combat gives a
creature it knows (shown in an earlier combat) the flight of that world's items, not the real
one's: a known Swordsman under a face-down Amulet of Flying flies in the real combat, and a
world that deals another item in the Amulet's place must not keep that flight -- else every
world would tell the seat the face-down card is an Amulet (DESIGN.md, "Secrets";
docs/rules-notes/cards/amulet.md). The same for a known Pirate under The Black Eye."""

from __future__ import annotations

import pytest
from game_helpers import act, named, position, seat_table, shield_at, shield_table

from stronghold.engine.rng import Rng
from stronghold.games.guardians.schema import Creature

#: C items the defender holds face down in its pen: one may take the flying item's place.
PEN = 'pen = ["Petrified Heart", "Heels of Speed"]'


@pytest.mark.parametrize(("creature", "item"), [("Swordsman", "Amulet of Flying"),
                                                ("Cabin Boy", "The Black Eye")])  # fmt: skip
@pytest.mark.parametrize("make", ["determinize", "swap_hidden"])
def test_a_known_creature_flies_in_a_sampled_world_only_with_that_worlds_item(
    creature: str, item: str, make: str
) -> None:
    state = position(
        "move",
        shield_table(0, "B2", ["Earth Elemental"]),
        seat_table(1, PEN),
        shield_table(1, "C2", [creature, item]),
    )
    known = named(state, shield_at(state, "C2").contents, creature)
    state.set_public(known)  # shown in an earlier combat; the item never was
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    assert state.combat is not None
    worlds = set()
    for seed in range(30):
        twin = getattr(state, make)(0, Rng(seed))
        assert twin.combat is not None
        stack = [i for i in twin.combat.cards if i.owner == 1 and i.zone == "hand"]
        flier = next(i for i in stack if i.name == creature)
        assert isinstance(flier.card, Creature)
        held = any(i.name == item for i in stack)
        assert flier.card.flying is held, f"{make} seed {seed}: flies {flier.card.flying}"
        worlds.add(held)
    assert worlds == {True, False}  # the item was dealt elsewhere in some worlds
