"""Hand items that go with ranged attacks (``ranged_use``, combat/ranged_items.py): Standard of
the Elements (a ranged attack worth the own Element command card's base Vitality), The Great
Balderoon (a Pirate fired with it also sets off an AOE of its points, for a stone), Eye of
Missile Mayhem (the ranged attackers of the match-ups over go back to the combat hand).
docs/rules-notes/cards/ranged-items.md. Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import (
    ATT,
    Status,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    pass_or_done,
    start,
    status,
)

from stronghold.games.guardians.combat.state import CombatState

GNORG = "Gnorg, Overlord of Swamps"  # an Element, base Vitality 6, command: Swamps


def _to_window(state: CombatState, number: int, *fighters: str) -> None:
    """Play on (passing, no command card unless one is declared first) until the attacker is
    asked in the modify window of primary match-up ``number``; lay down ``fighters``."""
    for _ in range(40):
        m = state.current
        if state.phase == "modify_window" and state.seat == ATT and m and m.number == number:
            return
        if state.phase == "primary_choose" and fighters:
            do(state, "primary", fighters[0])
            fighters = fighters[1:]
            continue
        if state.phase == "declare":
            do(state, "command", "no")
            continue
        pass_or_done(state)
    raise AssertionError(f"never reached the modify window of match-up {number}")


def _standard(command: str | None, terrain: str = "Swamps") -> CombatState:
    shield = ["Wild Nymph"] + ([command] if command else [])
    data = combat(
        terrain,
        attacker={"shield": shield, "storage": ["Standard of the Elements"]},
        defender={"shield": ["Axeman"]},
    )
    state = start(data)
    if command is not None:
        do(state, "command", "yes")
        do(state, "command", "no")
        do(state, "command", command)
    _to_window(state, 1, "Wild Nymph", "Axeman")
    return state


def test_standard_of_the_elements_fires_the_element_commands_base_vitality() -> None:
    state = _standard(GNORG)
    do(state, "cast", "Standard of the Elements")
    finish(state)
    first = matchup(state, 1)
    assert ["ranged", 6] in first["attacker_parts"]  # Gnorg's base Vitality
    assert first["result"] == "attacker"  # Nymph 4 + 1 + 6 beats the Axeman's 7
    assert status(state, "Axeman") == Status.BEATEN
    assert status(state, "Standard of the Elements") == Status.USED


def test_standard_of_the_elements_needs_an_element_command_card() -> None:
    assert ("cast", "Standard of the Elements") not in legal(_standard(None))
    # Darkness Elemental is an Element too: any Element command card will do.
    assert ("cast", "Standard of the Elements") in legal(_standard("Darkness Elemental"))


def test_standard_of_the_elements_is_no_ranged_attack_where_none_may_be_made() -> None:
    # Rey is an Element whose command makes the land Woods: no ranged attacks there.
    state = _standard("Rey, Overlord of Trees")
    assert ("cast", "Standard of the Elements") not in legal(state)


def _balderoon(ranged: str, stones: int = 3) -> CombatState:
    data = combat(
        attacker={
            "shield": ["Axeman", ranged],
            "storage": ["The Great Balderoon"],
            "stones": stones,
        },
        defender={"shield": ["Swordsman", "Wild Nymph", "Ugly Wart Fiend", "Bantam Drake"]},
    )
    state = start(data)
    _to_window(state, 1, "Axeman", "Swordsman")
    return state


def test_the_great_balderoon_fires_the_pirate_and_sets_off_an_aoe_of_its_points() -> None:
    state = _balderoon("Gunner")
    do(state, "cast", "The Great Balderoon", "Gunner")
    (aoe,) = events(state, "aoe")
    assert aoe["card"] == "The Great Balderoon" and aoe["points"] == 4
    assert status(state, "Wild Nymph") == Status.DISCARDED  # Vitality 4 in the hand
    assert status(state, "Ugly Wart Fiend") == Status.DISCARDED
    assert status(state, "Bantam Drake") == Status.HAND  # Vitality 8: out of reach
    assert state.stones[ATT] == 2  # the stone it costs
    finish(state)
    assert ["ranged", 4] in matchup(state, 1)["attacker_parts"]  # it works as usual too


def test_the_great_balderoon_goes_only_with_a_pirate_and_costs_a_stone() -> None:
    archer = _balderoon("Archer")
    assert not [a for a in legal(archer) if "The Great Balderoon" in a]
    assert ("ranged", "Archer") in legal(archer)
    poor = _balderoon("Gunner", stones=0)
    assert ("cast", "The Great Balderoon", "Gunner") not in legal(poor)
    assert ("ranged", "Gunner") in legal(poor)


def _eye() -> dict[str, Any]:
    return combat(
        attacker={
            "shield": ["Axeman", "Swordsman", "Archer"],
            "storage": ["Eye of Missile Mayhem"],
        },
        defender={"shield": ["Wild Nymph", "Ugly Wart Fiend"]},
    )


def test_eye_of_missile_mayhem_brings_the_ranged_attackers_of_match_ups_over_back() -> None:
    state = start(_eye())
    _to_window(state, 1, "Axeman", "Wild Nymph")
    assert ("cast", "Eye of Missile Mayhem") not in legal(state)  # no match-up over yet
    do(state, "ranged", "Archer")
    _to_window(state, 2, "Swordsman", "Ugly Wart Fiend")
    assert card(state, "Archer").status == Status.STANDING
    do(state, "cast", "Eye of Missile Mayhem")
    assert status(state, "Archer") == Status.HAND
    (said,) = [e for e in events(state, "effect") if e["subject"] == "Archer"]
    assert said["says"] == "goes back to the combat hand (Eye of Missile Mayhem)"
    while not (state.phase == "modify_window" and state.seat == ATT):
        pass_or_done(state)
    do(state, "ranged", "Archer")  # fired again in match-up 2
    finish(state)
    assert ["ranged", 3] in matchup(state, 2)["attacker_parts"]
    assert ["ranged", 3] in matchup(state, 1)["attacker_parts"]


def _skull(channelers: list[str]) -> CombatState:
    data = combat(
        attacker={
            "shield": ["Wild Nymph", "Grim Skull", "Archer"],
            "stones": 5,
            "channelers": channelers,
        },
        defender={"shield": ["Axeman"]},
    )
    state = start(data)
    _to_window(state, 1, "Wild Nymph", "Axeman")
    return state


def _attackers_turn(state: CombatState) -> None:
    while not (state.phase == "modify_window" and state.seat == ATT):
        pass_or_done(state)


def test_grim_skull_fired_takes_channeling_into_its_ranged_attack() -> None:
    state = _skull([])
    assert ("channel", "guardian", "Grim Skull") not in legal(state)  # not fired yet
    do(state, "ranged", "Grim Skull")
    _attackers_turn(state)
    do(state, "channel", "guardian", "Grim Skull")
    assert state.stones[ATT] == 4
    finish(state)
    assert ["ranged", 6] in matchup(state, 1)["attacker_parts"]  # 3 printed + 3 channeled
    assert not [p for p in matchup(state, 1)["attacker_parts"] if p[0] == "channeled"]


def test_grim_skull_takes_at_most_three_points_of_channeling() -> None:
    state = _skull(["Black Unicorn"])
    do(state, "ranged", "Grim Skull")
    _attackers_turn(state)
    do(state, "channel", "Black Unicorn", "Grim Skull")  # 2 points
    _attackers_turn(state)
    do(state, "channel", "guardian", "Grim Skull")  # only 1 more fits
    _attackers_turn(state)
    assert ("channel", "guardian", "Grim Skull") not in legal(state)
    do(state, "ranged", "Archer")
    _attackers_turn(state)
    assert not [a for a in legal(state) if a[:1] == ("channel",) and "Archer" in a]
    finish(state)
    assert ["ranged", 9] in matchup(state, 1)["attacker_parts"]  # Skull 3 + 3, Archer 3


def test_a_channeling_into_grim_skull_is_cancelled_like_any_other() -> None:
    data = combat(
        attacker={"shield": ["Wild Nymph", "Grim Skull"], "stones": 5},
        defender={"guardian": "Siin", "shield": ["Axeman"], "stones": 3},
    )
    state = start(data)
    _to_window(state, 1, "Wild Nymph", "Axeman")
    do(state, "ranged", "Grim Skull")
    _attackers_turn(state)
    do(state, "channel", "guardian", "Grim Skull")
    assert state.phase == "channel_response"
    do(state, "power", "guardian", "cancel")
    finish(state)
    first = matchup(state, 1)
    assert ["ranged", 3] in first["attacker_parts"]  # the Skull's printed 3 alone
    assert not [p for p in first["attacker_parts"] if p[0] == "channeling"]
