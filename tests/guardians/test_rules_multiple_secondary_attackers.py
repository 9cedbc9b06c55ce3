"""MULTIPLE SECONDARY ATTACKERS: only the last one gets its bonuses; the others count base."""

from __future__ import annotations

from combat_helpers import DEF, Status, advance, combat, do, finish, play, start, status


def _group(first: str, last: str) -> dict:
    # The Warrior Spirit (10) beat the Idiot (0): the defender's left-overs attack it together.
    return combat(
        attacker={"shield": ["Warrior Spirit"]},
        defender={
            "shield": ["Idiot", first, last],
            "primaries": ["Idiot"],
            "secondaries": [
                {"creature": first, "target": "Warrior Spirit"},
                {"creature": last, "target": "Warrior Spirit"},
            ],
        },
    )


def test_only_the_last_secondary_attacker_gets_its_off_color_bonus() -> None:
    # Yard Rat (5, OCB 3) then Groatie (3, OCB 1): 5 + 3 + 1 = 9, the Warrior Spirit stands.
    state = play(_group("Yard Rat", "Groatie"))
    (group,) = state.summary()["secondaries"]
    assert group["attackers"] == ["Yard Rat", "Groatie"]
    assert group["vitality"] == 9
    assert status(state, "Warrior Spirit") == Status.STANDING


def test_the_order_decides_which_bonus_counts() -> None:
    # Groatie (alone 3 + 1 = 4) then Yard Rat: 3 + 5 + 3 = 11, the Warrior Spirit is beaten.
    state = play(_group("Groatie", "Yard Rat"))
    (group,) = state.summary()["secondaries"]
    assert group["attackers"] == ["Groatie", "Yard Rat"]
    assert group["vitality"] == 11
    assert status(state, "Warrior Spirit") == Status.BEATEN


def test_channeling_to_an_earlier_secondary_attacker_is_lost() -> None:
    # Wild Nymph 4 + 4 channeled = 8 does not beat the Warrior Spirit; the Gn'Obby Gnomes
    # joins: the Nymph now counts only its base, 4 + 4 = 8 again, not 12.
    data = combat(
        attacker={"shield": ["Warrior Spirit"]},
        defender={"shield": ["Idiot", "Wild Nymph", "Gn'Obby Gnomes"], "primaries": ["Idiot"]},
    )
    state = advance(start(data), data, until=lambda s: s.phase == "secondary")
    do(state, "secondary", "Wild Nymph", "Warrior Spirit")
    while state.phase != "modify_window":
        do(state, "pass")
    assert state.current_seat == DEF
    do(state, "channel", "guardian")
    while state.phase != "secondary":
        do(state, "pass")
    (first,) = state.summary()["secondaries"]
    assert first["vitality"] == 8
    assert status(state, "Warrior Spirit") == Status.STANDING
    do(state, "secondary", "Gn'Obby Gnomes", "Warrior Spirit")
    finish(state)
    (group,) = state.summary()["secondaries"]
    assert group["attackers"] == ["Wild Nymph", "Gn'Obby Gnomes"]
    assert group["vitality"] == 8
    assert status(state, "Warrior Spirit") == Status.STANDING


def test_several_attackers_add_up_their_base_vitality() -> None:
    # Gn'Obby Gnomes 4 + Razor Sliph 5 + the Idiot's 0 = 9 < 10; a third, Groatie, makes
    # 4 + 5 + 3 + 1 = 13.
    data = combat(
        attacker={"shield": ["Warrior Spirit"]},
        defender={
            "shield": ["Idiot", "Gn'Obby Gnomes", "Razor Sliph", "Groatie"],
            "primaries": ["Idiot"],
            "secondaries": [
                {"creature": "Gn'Obby Gnomes", "target": "Warrior Spirit"},
                {"creature": "Razor Sliph", "target": "Warrior Spirit"},
                {"creature": "Groatie", "target": "Warrior Spirit"},
            ],
        },
    )
    state = play(data)
    (group,) = state.summary()["secondaries"]
    assert group["vitality"] == 13
    assert status(state, "Warrior Spirit") == Status.BEATEN
