"""Press Leak as the command card (``command.hand_report = "show"`` and ``chooses_first``;
docs/rules-notes/cards/command-reveals.md): the opponent's combat hand is shown for the rest
of the combat, and the card's owner chooses his creature of every primary match-up first, face
down. Swamps."""

from __future__ import annotations

from combat_helpers import ATT, DEF, card, combat, do, legal, start, told

from stronghold.games.guardians.combat.state import CombatState

LEAK = "Press Leak"


def _defender_leaks() -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Sand Lord", "Swordsman"]},
            defender={"shield": ["Axeman", "Archer"], "storage": [LEAK], "command": LEAK},
        )
    )
    do(state, "command", "no")
    do(state, "command", "yes")
    do(state, "command", LEAK)
    while state.phase != "primary_choose":
        do(state, "pass")
    return state


def test_the_opponents_combat_hand_is_shown() -> None:
    state = _defender_leaks()
    assert card(state, "Sand Lord").revealed and card(state, "Swordsman").revealed
    assert not card(state, "Archer").revealed  # the owner's own hand stays hidden


def test_the_owner_chooses_first_in_every_match_up_without_showing() -> None:
    state = _defender_leaks()
    assert state.seat == DEF  # without the Leak the attacker chooses first
    do(state, "primary", "Axeman")
    assert state.seat == ATT
    seen = told(state, "primary-chosen", ATT)
    assert seen and "Axeman" not in seen[-1]  # face down
    do(state, "primary", "Sand Lord")
    while state.phase != "primary_choose":
        do(state, "pass")
    assert state.current is not None and state.current.number == 2
    assert state.seat == DEF


BRUCE = "Bruce the Goose"


def _defender_goose(attackers: list[str]) -> CombatState:
    state = start(
        combat(
            attacker={"shield": attackers},
            defender={"shield": [BRUCE, "Sand Lord", "Archer"], "command": BRUCE},
        )
    )
    do(state, "command", "no")
    do(state, "command", "yes")
    do(state, "command", BRUCE)
    while state.phase != "primary_choose":
        do(state, "pass")
    return state


def test_bruce_shows_his_owners_first_creature_and_binds_the_answer() -> None:
    # Sand Lord (11) shown first: the attacker must answer with the highest below 11, the
    # Axeman (7), not the Swordsman (6) nor his own Sand Lord (11: not beaten)
    state = _defender_goose(["Axeman", "Swordsman", "Sand Lord"])
    assert state.seat == DEF
    do(state, "primary", "Sand Lord")
    assert card(state, "Sand Lord", DEF).revealed
    assert state.seat == ATT
    assert legal(state) == [("primary", "Axeman")]
    do(state, "primary", "Axeman")
    while state.phase != "primary_choose" and not state.is_terminal():
        do(state, "pass")
    # the second match-up is chosen as usual: the attacker first, free
    assert state.seat == ATT
    assert {a for a in legal(state) if a[0] == "primary"} == {
        ("primary", "Swordsman"),
        ("primary", "Sand Lord"),
    }


def test_nothing_below_the_shown_creature_leaves_the_answer_free() -> None:
    state = _defender_goose(["Sand Lord", "Axeman"])
    do(state, "primary", "Archer")  # 6: nothing of the attacker's is below
    assert {a for a in legal(state) if a[0] == "primary"} == {
        ("primary", "Sand Lord"),
        ("primary", "Axeman"),
    }
