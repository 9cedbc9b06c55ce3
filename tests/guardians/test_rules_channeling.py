"""CHANNELING: green bar receives; capped at base Vitality unless the card says otherwise."""

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
    pass_or_done,
    start,
    status,
)

from stronghold.games.guardians.combat.state import CombatState


def _to_modify(state: CombatState, attacker: str, defender: str, seat: int = ATT) -> None:
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.phase != "modify_window" or state.current_seat != seat:
        do(state, "pass")


def _channeled(state: CombatState, number: int, side: str) -> int:
    return dict(matchup(state, number)[f"{side}_parts"]).get("channeling", 0)


def test_channeling_is_capped_at_the_base_vitality() -> None:
    # The Wild Nymph (4, green bar) takes only 4 of Rak Nam's 9 CMP, for one stone.
    state = start(combat(attacker={"shield": ["Wild Nymph"]}, defender={"shield": ["Sand Lord"]}))
    _to_modify(state, "Wild Nymph", "Sand Lord")
    stones = state.stones[ATT]
    do(state, "channel", "guardian")
    assert state.stones[ATT] == stones - 1
    finish(state)
    assert _channeled(state, 1, "attacker") == 4
    assert matchup(state, 1)["attacker_vitality"] == 4 + 4


def test_no_more_channeling_once_the_cap_is_reached() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph", "Archer"], "primaries": ["Wild Nymph"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    do(state, "channel", "guardian")
    while state.current_seat != ATT:
        do(state, "pass")
    assert ("ranged", "Archer") in legal(state)
    assert ("channel", "guardian") not in legal(state)


def test_unless_the_card_says_otherwise_the_wraith_takes_16() -> None:
    # "The Wraith can receive up to 16 points of channeling": Tes Let's 7 + 7 + 2.
    state = start(
        combat(
            attacker={"guardian": "Tes Let", "shield": ["Wraith"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wraith", "Sand Lord")
    for _ in range(3):
        do(state, "channel", "guardian")
        while state.current_seat != ATT and not state.is_terminal():
            do(state, "pass")
    assert ("channel", "guardian") not in legal(state)
    finish(state)
    assert _channeled(state, 1, "attacker") == 16
    assert state.stones[ATT] == 6 - 3


def test_a_creature_with_a_red_bar_cannot_receive_channeling() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"]},
            defender={"shield": ["Sand Lord"], "storage": ["Power Lunch"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord", DEF)
    assert ("cast", "Power Lunch", "Sand Lord") in legal(state)
    assert ("channel", "guardian") not in legal(state)


def test_power_lunch_lets_a_non_receiver_take_channeling_up_to_its_base() -> None:
    # In the Woods the Sand Lord is 11 - 6 = 5, yet after a Power Lunch it can receive up to 11
    # points, "regardless of terrain ... (or penalties)": Rak Nam's 9, then 2 more.
    state = start(
        combat(
            "Woods",
            attacker={"shield": ["Swordsman"]},
            defender={"shield": ["Sand Lord"], "storage": ["Power Lunch"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord", DEF)
    do(state, "cast", "Power Lunch", "Sand Lord")
    while state.current_seat != DEF:
        do(state, "pass")
    do(state, "channel", "guardian")
    while state.current_seat != DEF:
        do(state, "pass")
    do(state, "channel", "guardian")
    while state.current_seat != DEF and not state.is_terminal():
        do(state, "pass")
    assert state.is_terminal() or ("channel", "guardian") not in legal(state)
    finish(state)
    assert _channeled(state, 1, "defender") == 11
    assert matchup(state, 1)["defender_vitality"] == 11 - 6 + 11
    assert status(state, "Swordsman") == Status.BEATEN


def test_valkyrie_spirits_channel_to_a_knight_up_to_its_base() -> None:
    # The Swordsman has a red bar, but Valkyrie Spirits channel to Knights anyway: 3 + 3; a
    # third is ineffective, and even the Guardian cannot give him more.
    state = start(
        combat(
            attacker={
                "shield": ["Swordsman", "Archer"],
                "primaries": ["Swordsman"],
                "channelers": ["Valkyrie Spirit", "Valkyrie Spirit", "Valkyrie Spirit"],
            },
            defender={"shield": ["Sand Lord"], "storage": ["Power Lunch"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    assert ("channel", "guardian") not in legal(state)
    for _ in range(2):
        do(state, "channel", "Valkyrie Spirit")
        while state.current_seat != ATT:
            do(state, "pass")
    assert ("ranged", "Archer") in legal(state)  # the attacker may still act, but ...
    assert ("channel", "Valkyrie Spirit") not in legal(state)  # ... not channel any more
    assert ("channel", "guardian") not in legal(state)
    finish(state)
    assert _channeled(state, 1, "attacker") == 6
    assert matchup(state, 1)["attacker_vitality"] == 6 + 3 + 6
    used = [i for i in state.cards if i.name == "Valkyrie Spirit" and i.used_channel]
    assert len(used) == 2


def test_valkyrie_spirit_channels_only_to_knights() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph"], "channelers": ["Valkyrie Spirit"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    assert ("channel", "guardian") in legal(state)
    assert ("channel", "Valkyrie Spirit") not in legal(state)


def test_a_channeler_channels_once_per_turn() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Axeman"], "channelers": ["Valkyrie Spirit"]},
            defender={"shield": ["Sand Lord", "Warrior Spirit"]},
        )
    )
    _to_modify(state, "Swordsman", "Sand Lord")
    do(state, "channel", "Valkyrie Spirit")
    while state.phase != "primary_choose":
        do(state, "pass")
    do(state, "primary", "Axeman")
    do(state, "primary", "Warrior Spirit")
    seen = []
    while not state.is_terminal():
        if state.current_seat == ATT:
            seen.extend(legal(state))
        pass_or_done(state)
    assert ("channel", "Valkyrie Spirit") not in seen
    assert _channeled(state, 2, "attacker") == 0


def test_guardian_channeling_costs_a_stone_and_needs_one() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph"], "stones": 0, "storage": ["Make Juice"]},
            defender={"shield": ["Sand Lord"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Sand Lord")
    assert state.stones[ATT] == 0
    assert ("channel", "guardian") not in legal(state)
    do(state, "cast", "Make Juice")  # gain a Power Stone
    while state.current_seat != ATT:
        do(state, "pass")
    assert state.stones[ATT] == 1
    do(state, "channel", "guardian")
    assert state.stones[ATT] == 0
    finish(state)
    assert _channeled(state, 1, "attacker") == 4


def test_no_channeling_to_the_creature_facing_an_ice_ogre() -> None:
    # "You can't channel against Ogres."
    state = start(
        combat(
            attacker={"shield": ["Wild Nymph", "Archer"], "primaries": ["Wild Nymph"]},
            defender={"shield": ["Ice Ogre"]},
        )
    )
    _to_modify(state, "Wild Nymph", "Ice Ogre")
    assert ("ranged", "Archer") in legal(state)
    assert ("channel", "guardian") not in legal(state)
