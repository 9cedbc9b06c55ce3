"""Reactions: cards that answer the opponent's act just made in a window — a channeling
(Magic Feedback, Energy Eater, Longshot Louie) or a ranged attack (Seraphim, Heisenburg's
Missiles). A reaction is offered only as the very next act after the one it answers."""

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
)

from stronghold.games.guardians.combat.state import CombatState


def _to_modify(state: CombatState, attacker: str, defender: str) -> None:
    """No command cards; the first creatures laid down; on to the attacker's first choice in
    the modify window."""
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")


def _parts(state: CombatState, number: int, side: str) -> dict[str, int]:
    return dict(matchup(state, number)[f"{side}_parts"])


def _channeled_knight(reaction: str, *, defender_shield: list[str] | None = None) -> CombatState:
    """A Swordsman (Knight) against a Sand Lord; the attacker's Valkyrie Spirit channels 3 into
    the Knight; the defender holds ``reaction``."""
    shield = defender_shield or ["Sand Lord"]
    storage = [] if reaction == "Longshot Louie" else [reaction]
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "channelers": ["Valkyrie Spirit"]},
            defender={"shield": shield, "storage": storage},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    do(state, "channel", "Valkyrie Spirit")
    assert state.current_seat == DEF
    return state


def test_magic_feedback_destroys_the_channeler_that_just_channeled_and_cancels_it() -> None:
    state = _channeled_knight("Magic Feedback")
    do(state, "cast", "Magic Feedback", "Valkyrie Spirit")
    finish(state)
    assert status(state, "Valkyrie Spirit") == Status.DESTROYED
    assert status(state, "Magic Feedback") == Status.USED
    assert "channeling" not in _parts(state, 1, "attacker")
    assert matchup(state, 1)["result"] == "defender"  # 6 against 11, the 3 points gone


def test_magic_feedback_is_too_late_once_another_act_came_between() -> None:
    state = start(
        combat(
            attacker={
                "shield": ["Swordsman", "Archer"],
                "primaries": ["Swordsman"],
                "channelers": ["Valkyrie Spirit"],
            },
            defender={"shield": ["Sand Lord"], "storage": ["Magic Feedback"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    do(state, "channel", "Valkyrie Spirit")
    do(state, "pass")  # the defender lets it go; the attacker acts again
    do(state, "ranged", "Archer")
    assert state.current_seat == DEF
    assert all(a[:2] != ("cast", "Magic Feedback") for a in legal(state))
    finish(state)
    assert status(state, "Valkyrie Spirit") == Status.HAND  # it channeled and stays
    assert _parts(state, 1, "attacker")["channeling"] == 3


def test_magic_feedback_never_answers_a_guardian_and_energy_eater_only_a_guardian() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph"], "channelers": ["Valkyrie Spirit"]},
            defender={"shield": ["Sand Lord"], "storage": ["Magic Feedback", "Energy Eater"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    do(state, "channel", "guardian")
    casts = {a[1] for a in legal(state) if a[0] == "cast"}
    assert casts == {"Energy Eater"}


def test_energy_eater_takes_the_guardians_channeling_off_the_receiver() -> None:
    # The Wild Nymph (4, green bar) takes 4 of the Guardian's channeling: 4 - 4 = 0.
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph"]},
            defender={"shield": ["Sand Lord"], "storage": ["Energy Eater"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    do(state, "channel", "guardian")
    do(state, "cast", "Energy Eater", "Wild Nymph")
    finish(state)
    assert _parts(state, 1, "attacker")["channeling"] == -4
    assert matchup(state, 1)["attacker_vitality"] == 0


def test_longshot_louie_fired_right_after_a_channeling_destroys_the_channeler() -> None:
    state = _channeled_knight("Longshot Louie", defender_shield=["Sand Lord", "Longshot Louie"])
    do(state, "ranged", "Longshot Louie")
    finish(state)
    assert status(state, "Valkyrie Spirit") == Status.DESTROYED
    assert "channeling" not in _parts(state, 1, "attacker")


def test_longshot_louie_cannot_be_fired_without_a_channeling_to_answer() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Archer"], "primaries": ["Swordsman"]},
            defender={"shield": ["Sand Lord", "Longshot Louie"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    do(state, "ranged", "Archer")
    assert ("ranged", "Longshot Louie") not in legal(state)


def _archer_fired(reaction: str) -> CombatState:
    state = start(
        combat(
            attacker={
                "shield": ["Swordsman", "Archer", "Thunder Hawk", "Axeman"],
                "primaries": ["Swordsman", "Axeman"],
            },
            defender={"shield": ["Sand Lord", "Warrior Spirit"], "storage": [reaction]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    do(state, "ranged", "Archer")
    assert state.current_seat == DEF
    return state


def test_seraphim_cancels_the_ranged_attack_and_bars_that_side_from_more() -> None:
    state = _archer_fired("Seraphim")
    do(state, "cast", "Seraphim", "Archer")
    while state.current_seat != ATT:
        do(state, "pass")
    assert ("ranged", "Thunder Hawk") not in legal(state)
    while state.phase != "primary_choose":
        do(state, "pass")
    assert matchup(state, 1)["result"] == "defender"
    assert "ranged" not in _parts(state, 1, "attacker")  # the Archer's 3 were cancelled
    do(state, "primary", "Axeman")
    do(state, "primary", "Warrior Spirit")
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")
    assert ("ranged", "Thunder Hawk") not in legal(state)  # ... for the whole combat


def test_heisenburgs_missiles_turn_the_ranged_attack_to_the_casters_side() -> None:
    state = _archer_fired("Heisenburg's Missiles")
    do(state, "cast", "Heisenburg's Missiles", "Archer")
    while state.phase != "primary_choose" and not state.is_terminal():
        do(state, "pass")
    assert _parts(state, 1, "defender")["ranged"] == 3
    assert "ranged" not in _parts(state, 1, "attacker")
    assert matchup(state, 1)["defender_vitality"] == 11 + 3


def test_a_reaction_is_offered_only_after_the_act_it_answers() -> None:
    state = _archer_fired("Magic Feedback")
    assert all(a[:2] != ("cast", "Magic Feedback") for a in legal(state))
    state = _channeled_knight("Seraphim")
    assert all(a[:2] != ("cast", "Seraphim") for a in legal(state))
