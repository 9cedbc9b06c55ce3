"""The standing limits of one-card abilities (combat/limits.py, the cards' rules in
combat/card_limits.py): each query names an ability some card of the library has, each limit
is asked in random combats, and the cards whose rules moved there play out as their texts say."""

from __future__ import annotations

from typing import Any

import pytest
from combat_helpers import (
    Status,
    calls_in_random_combats,
    card,
    combat,
    do,
    events,
    legal,
    matchup,
    play,
    start,
)

from stronghold.games.guardians.combat import limits
from stronghold.games.guardians.combat.limits import ASKED_BY, Limit
from stronghold.games.guardians.library import builtin_library


def test_every_query_carries_an_ability_some_card_of_the_library_has() -> None:
    cards = list(builtin_library())
    found = limits.registered()
    assert {q.limit for q in found} == set(Limit)  # every limit has a query
    for query in found:
        users = [c.name for c in cards if limits.has_field(c, query.holder, query.field)]
        assert users, f"no card has {query.holder} {query.field} ({query.limit.value})"


def test_a_query_for_a_field_the_schema_does_not_have_is_refused() -> None:
    with pytest.raises(ValueError, match="no field 'tolls'"):
        limits.payment_query("tolls")


def test_each_limit_is_asked_in_random_combats(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = calls_in_random_combats(monkeypatch, ASKED_BY, 40)
    # a healer healing twice never happens in these combats: Eternal Witch Lord's scenario
    # (test_creature_abilities_more.py) asks it
    wanted = set(Limit) - {Limit.HEALS}
    assert set(calls) >= wanted, f"never asked: {wanted - set(calls)}"


# --- the cards ------------------------------------------------------------------------------------


def test_trumpeter_shows_the_opposing_devils_and_they_must_be_played_first() -> None:
    state = start(
        combat(
            attacker={"shield": ["Trumpeter", "Swordsman"]},
            defender={"shield": ["Axeman", "Chephros", "Druk"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Trumpeter")
    assert [e["shown"] for e in events(state, "reveal")] == [["Chephros", "Druk"]]
    assert card(state, "Chephros").revealed and not card(state, "Axeman").revealed
    do(state, "primary", "Swordsman")
    assert sorted(a[1] for a in legal(state) if a[0] == "primary") == ["Chephros", "Druk"]


def test_without_the_trumpeter_any_creature_may_be_played() -> None:
    state = start(
        combat(
            attacker={"shield": ["Trumpeter", "Swordsman"]},
            defender={"shield": ["Axeman", "Chephros", "Druk"]},
        )
    )
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", "Swordsman")
    primaries = sorted(a[1] for a in legal(state) if a[0] == "primary")
    assert primaries == ["Axeman", "Chephros", "Druk"]


def test_golden_fleecer_won_over_by_a_destroying_creature_is_only_beaten() -> None:
    state = play(
        combat(
            attacker={"shield": ["Humungus Fungus"]},
            defender={"shield": ["Golden Fleecer"]},
        )
    )
    assert matchup(state, 1)["result"] == "attacker"
    assert card(state, "Golden Fleecer").status == Status.BEATEN


def test_another_creature_won_over_by_the_same_creature_is_destroyed() -> None:
    state = play(
        combat(attacker={"shield": ["Humungus Fungus"]}, defender={"shield": ["Swordsman"]})
    )
    assert card(state, "Swordsman").status == Status.DESTROYED


@pytest.mark.parametrize("witch_side", ["attacker", "defender"])
@pytest.mark.parametrize("commands", [True, False])
def test_embryonic_witch_s_command_gives_its_side_the_tied_match_up(
    witch_side: str, commands: bool
) -> None:
    witch: dict[str, Any] = {"shield": ["Embryonic Witch", "Swordsman"], "primaries": ["Swordsman"]}
    if commands:
        witch["command"] = "Embryonic Witch"
    other = {"shield": ["Swordsman"]}
    sides = (
        {"attacker": witch, "defender": other}
        if witch_side == "attacker"
        else {
            "attacker": other,
            "defender": witch,
        }
    )
    first = matchup(play(combat(**sides)), 1)
    assert (first["attacker_vitality"], first["defender_vitality"]) == (6, 6)
    assert first["result"] == (witch_side if commands else "push")
