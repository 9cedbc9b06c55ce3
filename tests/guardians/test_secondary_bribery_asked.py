"""A seat facing a secondary attacker is asked about bribery whenever it holds face-down
storage cards, usable or not: skipping the question only when it had no usable bribe told the
other seat that it held none (found by the random games of session 9's creature families:
two worlds differing only in a Gold or a Dispel Magic in storage went on differently)."""

from __future__ import annotations

from combat_helpers import ATT, combat, do, start, to_matchup, to_step


def _after_secondary_attack(storage: list[str]) -> tuple[str, int]:
    state = start(
        combat(
            attacker={"shield": ["Axeman"], "storage": storage},
            defender={"shield": ["Swordsman", "Captain South America"]},
        )
    )
    to_matchup(state, "Axeman", "Swordsman")
    to_step(state, "secondary")
    do(state, "secondary", "Captain South America", "Axeman")
    return state.phase, state.current_seat


def test_secondary_bribery_asks_a_seat_holding_no_usable_bribe_all_the_same() -> None:
    assert _after_secondary_attack(["Dispel Magic"]) == ("secondary_bribery", ATT)


def test_secondary_bribery_asks_a_seat_holding_a_usable_bribe() -> None:
    assert _after_secondary_attack(["Gold"]) == ("secondary_bribery", ATT)


def test_secondary_bribery_skips_a_seat_with_nothing_face_down() -> None:
    assert _after_secondary_attack([])[0] != "secondary_bribery"
