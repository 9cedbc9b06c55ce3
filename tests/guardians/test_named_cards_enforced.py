"""Every card the rules texts name is fully enforced (issue: encoding depth)."""

from __future__ import annotations

import pytest

from stronghold.games.guardians.coverage import card_coverage
from stronghold.games.guardians.library import builtin_library

NAMED = [
    "Sand Lord", "Swordsman", "Archer", "Valkyrie Spirit", "Merchant", "Sorcerer", "Devil Dog",
    "Fire Walker", "Iron Crag Baggler", "Idiot", "Gunner", "Super Model", "Snogwart", "Wraith",
    "Wild Nymph", "Floyd the Flying Pig", "Ugly Wart Fiend", "Baal-a-Gog", "Ice Spirit",
    "Gn'Omish Gnomes", "Wood Nymph", "Ice Ogre", "Sun Spirit", "Amber Well", "Gorgal Skag",
    "Black Lung", "Rock Spirit", "Rak Nam", "Tes Let", "Vitales Dark Cloud", "Dispel Magic",
    "Power Lunch", "St. Ballentine's Evocation", "Hammer of Doom", "Beer", "Gold", "Babes",
    "Visionary", "Seer", "Trumpeter", "Baleful Eye", "Cow", "Mayor McEvil",
    "Blackthwaite Jumper", "Demon Hordes of Kabod", "Medallion of Skyphos", "Ice Storm",
    "Uras, Overlord of the Mountains", "Slor, Overlord of the Wastes",
]  # fmt: skip


@pytest.mark.parametrize("name", NAMED)
def test_card_named_in_the_rules_is_fully_enforced(name: str) -> None:
    card = builtin_library().get(name)
    coverage = card_coverage(card)
    assert coverage.level == "full", f"{card.name}: not enforced: {coverage.missing}"


def test_every_overlord_is_fully_enforced() -> None:
    overlords = [c for c in builtin_library() if "Overlord" in c.name]
    assert len(overlords) >= 6
    assert [c.name for c in overlords if card_coverage(c).level != "full"] == []
