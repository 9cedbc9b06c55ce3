"""A primary match-up ended by a power destroying a fighter after bribery (combat/
matchup_exits.py): Nubian Slave Girl (her owner has her destroyed; her opponent stands
unchallenged; a Gold bribery card of the discard pile is owed back to the storage hand) and
Farmer Brown (as the command card, a Barnyard Animal of either side blown up, both creatures of
its match-up destroyed). docs/rules-notes/cards/matchup-exits.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    start,
    status,
    to_matchup,
)

from stronghold.games.guardians.combat.state import CombatState

GIRL = "Nubian Slave Girl"


def _to_window(state: CombatState, phase: str, seat: int) -> None:
    while state.phase != phase or state.current_seat != seat:
        do(state, "pass")


def _girl_vs_sand_lord(discard: list[str], *, extra: tuple[str, ...] = ()) -> CombatState:
    state = start(
        combat(
            attacker={"shield": [GIRL, *extra], "discard": discard},
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        )
    )
    to_matchup(state, GIRL, "Sand Lord")
    return state


def test_without_the_sacrifice_the_girl_is_beaten() -> None:
    state = _girl_vs_sand_lord([])
    finish(state)
    assert status(state, GIRL) == Status.BEATEN


def test_the_girl_destroyed_ends_the_match_up_and_her_opponent_stands_unchallenged() -> None:
    state = _girl_vs_sand_lord(["Gold"])
    _to_window(state, "spell_window", ATT)
    assert ("end-matchup", GIRL) in legal(state)
    do(state, "end-matchup", GIRL)
    assert state.phase not in ("spell_window", "modify_window")  # the match-up is over
    assert matchup(state, 1)["result"] == "unchallenged"
    assert status(state, GIRL) == Status.DESTROYED
    assert status(state, "Sand Lord") == Status.STANDING
    assert state.memory.board_effects == ((ATT, "recover_bribery", GIRL, ("gold",)),)


def test_the_girl_may_also_go_in_the_modify_window() -> None:
    state = _girl_vs_sand_lord(["Gold"])
    _to_window(state, "modify_window", ATT)
    do(state, "end-matchup", GIRL)
    assert status(state, GIRL) == Status.DESTROYED


def test_no_gold_in_the_discard_pile_nothing_is_owed() -> None:
    state = _girl_vs_sand_lord(["Beer"])
    _to_window(state, "spell_window", ATT)
    do(state, "end-matchup", GIRL)
    assert state.memory.board_effects == ()
    assert any("no Gold" in e["says"] for e in events(state, "effect"))


def test_her_opponent_stands_for_the_space_and_may_be_attacked_by_a_secondary() -> None:
    # Sand Lord (11) unchallenged; the Swordsman (6) left over may attack it as a secondary
    state = _girl_vs_sand_lord([], extra=("Swordsman",))
    _to_window(state, "spell_window", ATT)
    do(state, "end-matchup", GIRL)
    assert ("secondary", "Swordsman", "Sand Lord") in legal(state)


def test_the_opponent_is_not_offered_her_sacrifice() -> None:
    state = _girl_vs_sand_lord(["Gold"])
    _to_window(state, "spell_window", DEF)
    assert not [a for a in legal(state) if a[:1] in (("end-matchup",), ("detonate",))]


def _brown(attacker: list[str], defender: list[str]) -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Farmer Brown", *attacker]},
            defender={"shield": defender},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Farmer Brown")
    while state.phase != "primary_choose":
        do(state, "pass")
    return state


def test_farmer_brown_blows_up_a_barnyard_animal_and_both_fighters_are_destroyed() -> None:
    state = _brown(["Swordsman"], ["Goat"])
    do(state, "primary", "Swordsman")
    do(state, "primary", "Goat")
    _to_window(state, "spell_window", ATT)
    assert ("detonate", "Goat") in legal(state)
    assert ("detonate", "Swordsman") not in legal(state)  # no animal
    do(state, "detonate", "Goat")
    assert status(state, "Goat") == Status.DESTROYED
    assert status(state, "Swordsman") == Status.DESTROYED
    assert matchup(state, 1)["result"] == "both destroyed"


def test_farmer_brown_offers_nothing_without_an_animal_in_the_match_up() -> None:
    state = _brown(["Swordsman"], ["Axeman"])
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    seen: set[tuple[str, ...]] = set()
    while state.current is not None and state.current.number == 1:
        if state.current_seat == ATT:
            seen.update(legal(state))
        do(state, "pass")
    assert not [a for a in seen if a[:1] in (("end-matchup",), ("detonate",))]
