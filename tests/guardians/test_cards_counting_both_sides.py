"""Cards that count what is in play on the table, on both sides: Garuda Kahn ("every other
Disciple that is in play") and the Traithe, Tavinmoor, Jinshade and Bellaret ("any other
ranged attacks already played on this match-up"). A card that says "your" counts its own side;
these do not (docs/rules-notes/cards/dn-np.md)."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    combat,
    do,
    events,
    finish,
    matchup,
    play,
    start,
    to_matchup,
)

from stronghold.games.guardians.combat.state import CombatState

GARUDA = "Garuda Kahn, First Disciple"
INITIATE = "Initiate of Entropy"


def _dice_rolled_for(state: CombatState, name: str) -> int:
    """How many dice the combat rolled for one card's bonuses."""
    return sum(
        e["dice"]
        for e in events(state, "roll")
        if e["card"] == name and e["purpose"] == "its Vitality"
    )


# --- Garuda Kahn ----------------------------------------------------------------------------


def test_garuda_kahn_rolls_for_a_disciple_of_the_opponent() -> None:
    # "Garuda gains 1d6 Vitality for every other Disciple that is in play": the opposing
    # Initiate of Entropy it faces is one.
    state = play(
        combat(
            attacker={"shield": [GARUDA], "primaries": [GARUDA]},
            defender={"shield": [INITIATE], "primaries": [INITIATE]},
        )
    )
    assert _dice_rolled_for(state, GARUDA) == 1
    rolled = dict(matchup(state, 1)["attacker_parts"]).get("dice", 0)
    assert 1 <= rolled <= 6


def test_garuda_kahn_rolls_one_die_for_each_other_disciple_on_both_sides() -> None:
    # Match-up 1: an Initiate on each side; match-up 2: Garuda against Demorgan. Three other
    # Disciples are in play when Garuda fights: three dice.
    state = play(
        combat(
            attacker={"shield": [INITIATE, GARUDA], "primaries": [INITIATE, GARUDA]},
            defender={
                "shield": [INITIATE, "Demorgan the Inciter"],
                "primaries": [INITIATE, "Demorgan the Inciter"],
            },
        )
    )
    assert _dice_rolled_for(state, GARUDA) == 3
    rolled = dict(matchup(state, 2)["attacker_parts"]).get("dice", 0)
    assert 3 <= rolled <= 18


# --- Tavinmoor, Jinshade, Bellaret --------------------------------------------------------------

JINSHADE = "Jinshade, Second Called"


def _to_modify_window(state: CombatState, seat: int) -> None:
    """Pass until ``seat`` may add modifiers (ranged attacks, channeling) to match-up 1."""
    while not (state.phase == "modify_window" and state.current_seat == seat):
        do(state, "pass")


def test_a_traithe_adds_the_opponents_ranged_attack_already_played() -> None:
    # "Add the sum of the unmodified point values of any other ranged attacks already played on
    # this match-up": the defender's Archer (3) was fired first, so Jinshade fires 3 + 3.
    state = start(
        combat(
            attacker={"shield": ["Swordsman", JINSHADE]},
            defender={"shield": ["Sand Lord", "Archer"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    _to_modify_window(state, DEF)
    do(state, "ranged", "Archer")
    _to_modify_window(state, ATT)
    do(state, "ranged", JINSHADE)
    finish(state)
    assert dict(matchup(state, 1)["attacker_parts"])["ranged"] == 6
    assert dict(matchup(state, 1)["defender_parts"])["ranged"] == 3


def test_a_traithe_adds_only_ranged_attacks_played_before_it() -> None:
    # Jinshade fired first: the Archer the defender fires afterwards adds nothing to it.
    state = start(
        combat(
            attacker={"shield": ["Swordsman", JINSHADE]},
            defender={"shield": ["Sand Lord", "Archer"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    _to_modify_window(state, ATT)
    do(state, "ranged", JINSHADE)
    _to_modify_window(state, DEF)
    do(state, "ranged", "Archer")
    finish(state)
    assert dict(matchup(state, 1)["attacker_parts"])["ranged"] == 3
