"""HEALING: only the winner heals; each healer once; a healed creature does not count."""

from __future__ import annotations

import pytest
from combat_helpers import ATT, Status, advance, combat, do, events, legal, play, start, status

from stronghold.engine.errors import ScenarioError


def _cleric_wins(heals: list[dict[str, str]] | None = None) -> dict:
    # The Swordsman (6) is beaten by the Zombie (7 + 2 OCB), the Gn'Obby Gnomes (4) by the Wood
    # Nymph (8 + 3 OCB); the Warrior Spirit kills the Zombie as a secondary attacker, and the
    # attacker holds the space, 14 (Warrior Spirit, unplayed Cleric) to 8 (Wood Nymph).
    return combat(
        attacker={
            "shield": ["Swordsman", "Gn'Obby Gnomes", "Cleric", "Warrior Spirit"],
            "primaries": ["Swordsman", "Gn'Obby Gnomes"],
            "secondaries": [{"creature": "Warrior Spirit", "target": "Zombie"}],
            "heals": heals or [],
        },
        defender={"shield": ["Zombie", "Wood Nymph"]},
    )


def test_the_winners_cleric_heals_one_beaten_mortal() -> None:
    state = play(_cleric_wins([{"healer": "Cleric", "target": "Swordsman"}]))
    summary = state.summary()
    assert summary["winner"] == "attacker"
    assert status(state, "Swordsman") == Status.HEALED
    assert summary["attacker"]["healed"] == ["Swordsman"]


def test_a_healed_creature_does_not_count_for_control() -> None:
    data = _cleric_wins([{"healer": "Cleric", "target": "Swordsman"}])
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    before = state.summary()["attacker"]["total"]
    assert before == 10 + 4
    do(state, "heal", "Cleric", "Swordsman")
    assert state.summary()["attacker"]["total"] == before
    assert "Swordsman" not in state.summary()["attacker"]["survivors"]
    (resolution,) = events(state, "resolution")
    assert resolution["totals"][0] == before


def test_a_cleric_heals_only_one() -> None:
    data = _cleric_wins()
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    assert state.current_seat == ATT
    assert {a[2] for a in legal(state) if a[0] == "heal"} == {"Swordsman", "Gn'Obby Gnomes"}
    do(state, "heal", "Cleric", "Swordsman")
    assert state.is_terminal() or all(a[0] != "heal" for a in legal(state))
    assert status(state, "Gn'Obby Gnomes") == Status.BEATEN


@pytest.mark.parametrize(("loser", "healable"), [("Gn'Obby Gnomes", True), ("Gorgal Skag", False)])
def test_a_cleric_heals_only_mortals(loser: str, healable: bool) -> None:
    data = combat(
        attacker={
            "shield": [loser, "Warrior Spirit", "Cleric"],
            "primaries": [loser],
            "secondaries": [{"creature": "Warrior Spirit", "target": "Swordsman"}],
        },
        defender={"shield": ["Swordsman"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    assert state.summary()["winner"] == "attacker"
    assert status(state, loser) == Status.BEATEN
    assert (("heal", "Cleric", loser) in legal(state)) is healable


def test_only_the_winner_heals() -> None:
    # The attacker loses (4 against 11): its Cleric heals nobody.
    data = combat(
        attacker={"shield": ["Swordsman", "Cleric"], "primaries": ["Swordsman"]},
        defender={"shield": ["Sand Lord"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    assert state.is_terminal()
    assert state.summary()["winner"] == "defender"
    assert status(state, "Swordsman") == Status.BEATEN
    assert status(state, "Cleric") == Status.HAND


def test_a_heal_the_rules_forbid_is_refused_not_skipped() -> None:
    data = combat(
        attacker={
            "shield": ["Swordsman", "Cleric"],
            "primaries": ["Swordsman"],
            "heals": [{"healer": "Cleric", "target": "Swordsman"}],
        },
        defender={"shield": ["Sand Lord"]},
    )
    with pytest.raises(ScenarioError, match="Cleric"):
        play(data)


def test_demon_hordes_heal_even_when_losing_but_not_with_a_healed_horde() -> None:
    # Five Demon Hordes of Kabod, three die: the two survivors heal two; the fifth is lost, and
    # the side still loses the space (healed creatures do not count).
    horde = "Demon Horde of Kabod"
    data = combat(
        attacker={"shield": [horde] * 5},
        defender={"shield": ["Axeman", "Swordsman", "Yard Rat"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    summary = state.summary()
    assert summary["winner"] == "defender"
    assert summary["attacker"]["total"] == 12
    assert state.current_seat == ATT
    do(state, "heal", horde, horde)
    do(state, "heal", horde, horde)
    assert state.is_terminal() or all(a[0] != "heal" for a in legal(state))
    while not state.is_terminal():
        do(state, "done")
    statuses = sorted(i.status.value for i in state.cards if i.name == horde)
    assert statuses == ["beaten", "hand", "hand", "healed", "healed"]
    assert state.summary()["attacker"]["total"] == 12
    assert state.summary()["winner"] == "defender"
