"""Off-Color Bonus: Mortals beat Elementals, Elementals beat Externals, Externals beat Mortals."""

from __future__ import annotations

import pytest
from combat_helpers import combat, matchup, play

# (attacker, its realm, defender, its realm); the attacker's OCB counts, the defender's not.
TRIANGLE = [
    ("Swordsman", "Sand Lord"),  # Mortal +3 against an Elemental
    ("Sand Lord", "Wood Nymph"),  # Elemental +3 against an External
    ("Wood Nymph", "Swordsman"),  # External +3 against a Mortal
]


@pytest.mark.parametrize(("strong", "weak"), TRIANGLE)
def test_the_ocb_counts_only_against_the_realm_it_beats(strong: str, weak: str) -> None:
    state = play(combat(attacker={"shield": [strong]}, defender={"shield": [weak]}))
    m1 = matchup(state, 1)
    assert dict(m1["attacker_parts"]).get("OCB") == 3
    assert "OCB" not in dict(m1["defender_parts"])


@pytest.mark.parametrize(("strong", "weak"), TRIANGLE)
def test_the_ocb_counts_for_the_defender_too(strong: str, weak: str) -> None:
    state = play(combat(attacker={"shield": [weak]}, defender={"shield": [strong]}))
    m1 = matchup(state, 1)
    assert dict(m1["defender_parts"]).get("OCB") == 3
    assert "OCB" not in dict(m1["attacker_parts"])


def test_no_ocb_within_a_realm() -> None:
    state = play(combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Axeman"]}))
    m1 = matchup(state, 1)
    assert dict(m1["attacker_parts"]) == {"base": 6}
    assert dict(m1["defender_parts"]) == {"base": 7}


def test_swordsman_against_sand_lord() -> None:
    # "The Swordsman gets a +3 bonus against all Elementals, like the Sand Lord. That gives him
    # a Vitality of 9 ... The Sand Lord also has an OCB of 3, but it only applies against
    # black-border Externals, so he stays at 11."
    state = play(combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Sand Lord"]}))
    m1 = matchup(state, 1)
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (9, 11)
    assert m1["result"] == "defender"
