"""Creatures of a primary match-up stepping out of it as unchallenged cards in melee (You Can't
See Me, I'm a Vampire; combat/unchallenged.py), played through scenarios
(docs/rules-notes/cards/unchallenged-pairs.md)."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    combat,
    do,
    finish,
    legal,
    matchup,
    start,
    status,
    to_matchup,
)

from stronghold.games.guardians.combat.state import CombatState

VAMPIRE = "You Can't See Me, I'm a Vampire"


def _to_spell_window(state: CombatState, seat: int) -> None:
    while state.phase != "spell_window" or state.current_seat != seat:
        do(state, "pass")


def _spectre_vs_sand_lord(holder: str) -> CombatState:
    other = "defender" if holder == "attacker" else "attacker"
    sides = {
        "attacker": {"shield": ["Rouge Spectre"]},
        "defender": {"shield": ["Sand Lord"]},
    }
    sides[holder]["storage"] = [VAMPIRE]
    state = start(combat(attacker=sides["attacker"], defender=sides["defender"]))
    assert other
    to_matchup(state, "Rouge Spectre", "Sand Lord")
    return state


def test_without_the_spell_the_spectre_is_beaten() -> None:
    state = _spectre_vs_sand_lord("attacker")
    finish(state)
    assert status(state, "Rouge Spectre") == Status.BEATEN


def test_the_undead_and_its_opponent_stand_unchallenged_and_never_fight() -> None:
    state = _spectre_vs_sand_lord("attacker")
    _to_spell_window(state, ATT)
    do(state, "cast", VAMPIRE, "Rouge Spectre")
    while state.phase == "response":
        do(state, "pass")
    assert state.phase != "spell_window"  # the match-up is over: no more spells in it
    first = matchup(state, 1)
    assert first["result"] == "unchallenged"
    finish(state)
    assert status(state, "Rouge Spectre") == Status.STANDING
    assert status(state, "Sand Lord") == Status.STANDING


def test_the_opponent_may_cast_it_on_the_other_sides_undead() -> None:
    state = _spectre_vs_sand_lord("defender")
    _to_spell_window(state, DEF)
    assert ("cast", VAMPIRE, "Rouge Spectre") in legal(state)
    assert ("cast", VAMPIRE, "Sand Lord") not in legal(state)  # not Undead
    do(state, "cast", VAMPIRE, "Rouge Spectre")
    while state.phase == "response":
        do(state, "pass")
    assert matchup(state, 1)["result"] == "unchallenged"


def test_it_is_not_offered_without_an_undead_in_the_match_up() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": [VAMPIRE]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    seen = set()
    while not state.is_terminal():
        seen.update(a[:2] for a in legal(state))
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    assert ("cast", VAMPIRE) not in seen


def test_they_count_for_control_and_secondary_attackers_may_still_attack_them() -> None:
    # Rouge Spectre (6) would lose to the Sand Lord (11); stepped out, both stand: the Spectre
    # and the Swordsman left over (6 + 6) outweigh the Sand Lord alone, and the Swordsman may
    # attack the Sand Lord as a secondary attacker
    state = start(
        combat(
            attacker={"shield": ["Rouge Spectre", "Swordsman"], "storage": [VAMPIRE]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    to_matchup(state, "Rouge Spectre", "Sand Lord")
    _to_spell_window(state, ATT)
    do(state, "cast", VAMPIRE, "Rouge Spectre")
    while state.phase == "response":
        do(state, "pass")
    assert ("secondary", "Swordsman", "Sand Lord") in legal(state)
    finish(state)
    summary = state.summary()
    assert summary["winner"] == "attacker"
    assert summary["attacker"]["total"] == 12 and summary["defender"]["total"] == 11
