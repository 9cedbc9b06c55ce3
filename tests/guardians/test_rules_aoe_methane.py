"""AOE attacks, methane: 'The creatures are NOT discarded, but are set to the side, out of play,
and cannot fight. They can, however, be attacked by the opponent.' Mayor McEvil's methane AOE
grows by one point for each Barnyard Animal its owner discards from the combat hand."""

from __future__ import annotations

from typing import Any

from stronghold.games.guardians.combat.scenario import play_scenario


def _mcevil(discards: list[str]) -> dict[str, Any]:
    return {
        "terrain": "none",
        "attacker": {
            "shield": ["Mayor McEvil", "Cow", "Cow", "Swordsman"],
            "command": "Mayor McEvil",
            "plays": [{"matchup": 0, "discard": name} for name in discards],
        },
        "defender": {"shield": ["Gn'Omish Gnomes", "Wild Nymph", "Sand Lord"]},
    }


def test_mcevil_alone_sets_aside_only_creatures_of_two_or_less() -> None:
    state = play_scenario(_mcevil([]))
    aside = state.summary()["defender"]["out_of_play"]
    assert aside == []  # Gnomes (4) and Wild Nymph (4) are above 2 points


def test_each_barnyard_animal_discarded_adds_a_point() -> None:
    state = play_scenario(_mcevil(["Cow", "Cow"]))
    summary = state.summary()
    assert sorted(summary["defender"]["out_of_play"]) == ["Gn'Omish Gnomes", "Wild Nymph"]
    assert summary["attacker"]["destroyed"].count("Cow") == 2  # discarded for the boost
    aoe = next(e.to_json() for e in state.event_log if e.kind == "aoe")
    assert aoe["points"] == 4 and aoe["element"] == "methane"
