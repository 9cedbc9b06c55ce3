"""DESTRUCTION: "Destroys x" happens before anything else; destroyed cards cannot be healed."""

from __future__ import annotations

from combat_helpers import ATT, Status, advance, combat, do, legal, play, start, status


def test_merchant_destroys_the_swordsman_before_anything_else() -> None:
    # The Merchant (1) destroys a creature bribeable by Gold, whatever its Vitality.
    state = play(
        combat(
            attacker={"shield": ["Swordsman"]},
            defender={"shield": ["Merchant"]},
        )
    )
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Merchant") == Status.STANDING
    summary = state.summary()
    assert summary["attacker"]["destroyed"] == ["Swordsman"]
    assert summary["attacker"]["total"] == 0
    assert summary["winner"] == "defender"


def test_destruction_comes_before_anything_else_in_the_match_up() -> None:
    # With a Valkyrie Spirit ready to channel to the Swordsman, there is no step left to use it:
    # the Merchant's destruction ends the match-up right after bribery.
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "channelers": ["Valkyrie Spirit"]},
            defender={"shield": ["Merchant"]},
        )
    )
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Merchant")
    while not state.is_terminal():  # bribery and spells: the attacker may only pass
        assert all(a[0] != "channel" for a in legal(state))
        do(state, "pass")
    assert state.is_terminal()
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Valkyrie Spirit") == Status.HAND
    assert not next(i for i in state.cards if i.name == "Valkyrie Spirit").used_channel


def test_st_ballantines_cast_before_the_destruction_takes_both() -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["St. Ballantine's Evocation"],
                "plays": [
                    {"matchup": 1, "spell": "St. Ballantine's Evocation", "target": "Swordsman"}
                ],
            },
            defender={"shield": ["Merchant", "Gn'Obby Gnomes"], "primaries": ["Merchant"]},
        )
    )
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Merchant") == Status.DESTROYED


def test_bribing_the_merchant_away_prevents_the_destruction() -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["Babes"],
                "plays": [{"matchup": 1, "bribe": "Babes", "target": "Merchant"}],
            },
            defender={"shield": ["Merchant", "Gn'Obby Gnomes"], "primaries": ["Merchant"]},
        )
    )
    assert status(state, "Merchant") == Status.BRIBED
    assert status(state, "Swordsman") == Status.STANDING


def test_super_model_destroys_baal_a_gog_unless_bribed_by_gold() -> None:
    # Example 1: "Bill can bribe by Gold, if he had one, but he doesn't."
    base = {
        "attacker": {"shield": ["Super Model"]},
        "defender": {"shield": ["Baal-a-Gog"]},
    }
    state = play(combat(**base))
    assert status(state, "Baal-a-Gog") == Status.DESTROYED
    with_gold = combat(
        attacker={"shield": ["Super Model"]},
        defender={
            "shield": ["Baal-a-Gog"],
            "storage": ["Gold"],
            "plays": [{"matchup": 1, "bribe": "Gold", "target": "Super Model"}],
        },
    )
    state = play(with_gold)
    assert status(state, "Super Model") == Status.BRIBED
    assert status(state, "Baal-a-Gog") == Status.STANDING


def test_a_destroyed_creature_cannot_be_healed() -> None:
    # The attacker wins the space; its Cleric may heal the beaten Gn'Obby Gnomes, never the
    # Swordsman the Merchant destroyed.
    data = combat(
        attacker={
            "shield": ["Swordsman", "Gn'Obby Gnomes", "Cleric", "Warrior Spirit"],
            "primaries": ["Swordsman", "Gn'Obby Gnomes"],
        },
        defender={"shield": ["Merchant", "Razor Sliph"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "heal")
    assert state.phase == "heal"
    assert state.current_seat == ATT
    assert status(state, "Swordsman") == Status.DESTROYED
    heal_targets = {a[2] for a in legal(state) if a[0] == "heal"}
    assert heal_targets == {"Gn'Obby Gnomes"}
