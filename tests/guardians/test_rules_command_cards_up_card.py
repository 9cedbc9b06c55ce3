"""Command cards that reach for the Up card: Medallion of Skyphos ('If your Up-card is a Small
Creature, add it to your Combat Hand and make the Medallion your Up-card')."""

from __future__ import annotations

from typing import Any

from stronghold.games.guardians.combat.scenario import play_scenario


def _scenario(up: str) -> dict[str, Any]:
    return {
        "terrain": "none",
        "attacker": {
            "shield": ["Swordsman"],
            "storage": ["Medallion of Skyphos"],
            "command": "Medallion of Skyphos",
            "up": up,
        },
        "defender": {"shield": ["Sand Lord", "Gn'Omish Gnomes"]},
    }


def test_a_small_up_card_joins_the_combat_and_fights() -> None:
    state = play_scenario(_scenario("Wild Nymph"))  # Wild Nymph is Small
    fought = [m["attacker"] for m in state.summary()["matchups"]]
    assert "Wild Nymph" in fought
    assert state.up_swaps == {
        0: next(i.id for i in state.cards if i.name == "Medallion of Skyphos")
    }


def test_an_up_card_that_is_not_small_stays_put() -> None:
    state = play_scenario(_scenario("Swordsman"))  # a Medium creature
    fought = [m["attacker"] for m in state.summary()["matchups"]]
    assert fought == ["Swordsman"]
    assert state.up_swaps == {}
    up = next(i for i in state.cards if i.zone == "up")
    assert up.name == "Swordsman" and up.status.value == "hand"
