"""Command cards over the play of the combat hands (issue 14): Wheel of Law (lowest Vitality
first), Exploding Tweezle (attacker only; blows up the opposing command creature), Obelisk of
Bablos (hands compared, the higher side discards) — played through scenarios
(docs/rules-notes/cards/command-items.md)."""

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
    play,
    start,
    status,
)

from stronghold.games.guardians.combat.state import CombatState


def _to_primary(state: CombatState) -> None:
    while state.phase != "primary_choose":
        actions = legal(state)
        if ("command", "yes") in actions and state.seat == ATT:
            do(state, "command", "yes")
        elif state.phase == "choose_command":
            do(state, "command", *actions[0][1:])
        elif ("command", "no") in actions:
            do(state, "command", "no")
        else:
            do(state, "done") if ("done",) in actions else do(state, "pass")


def _wheel() -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Wheel of Law", "Wraith", "Swordsman", "Axeman"]},
            defender={"shield": ["Great Ba'te", "Gn'Obby Gnomes"]},
        )
    )
    _to_primary(state)
    return state


def test_wheel_of_law_makes_both_sides_lay_down_their_weakest_creature_first() -> None:
    state = _wheel()
    assert state.commands[ATT] is not None
    assert [a for a in legal(state) if a[0] == "primary"] == [("primary", "Swordsman")]
    do(state, "primary", "Swordsman")
    assert [a for a in legal(state) if a[0] == "primary"] == [("primary", "Gn'Obby Gnomes")]


def test_wheel_of_law_next_match_up_takes_the_next_lowest() -> None:
    state = _wheel()
    do(state, "primary", "Swordsman")
    do(state, "primary", "Gn'Obby Gnomes")
    while state.phase != "primary_choose" and not state.is_terminal():
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    assert [a for a in legal(state) if a[0] == "primary"] == [("primary", "Axeman")]


def test_without_the_wheel_any_creature_may_go_first() -> None:
    state = start(
        combat(
            attacker={"shield": ["Wraith", "Swordsman", "Axeman"]},
            defender={"shield": ["Wraith", "Gn'Obby Gnomes"]},
        )
    )
    _to_primary(state)
    assert len([a for a in legal(state) if a[0] == "primary"]) == 3


def test_exploding_tweezle_destroys_the_defenders_command_creature() -> None:
    state = play(
        combat(
            attacker={"shield": ["Exploding Tweezle", "Axeman"], "command": "Exploding Tweezle"},
            defender={
                "shield": ["Baezhu, Overlord of Twisted Ways", "Swordsman"],
                "command": "Baezhu, Overlord of Twisted Ways",
            },
        )
    )
    assert state.command_dispelled == [False, True]
    assert status(state, "Baezhu, Overlord of Twisted Ways") == Status.DESTROYED
    assert status(state, "Exploding Tweezle") != Status.HAND


def test_exploding_tweezle_cannot_be_played_by_the_defender() -> None:
    state = start(
        combat(
            attacker={"shield": ["Axeman"]},
            defender={"shield": ["Exploding Tweezle", "Swordsman"]},
        )
    )
    do(state, "command", "no")
    assert legal(state) == [("command", "no")]  # the Tweezle is no command card for him


def _obelisk(defender_hand: list[str]) -> CombatState:
    return start(
        combat(
            attacker={"shield": ["Gn'Obby Gnomes"], "storage": ["Obelisk of Bablos"]},
            defender={"shield": defender_hand},
        )
    )


def test_obelisk_of_bablos_makes_the_richer_hand_discard_at_least_five_vitality() -> None:
    state = _obelisk(["Gn'Obby Gnomes", "Wild Nymph", "Axeman"])  # 15 against 4
    _to_forced_discard(state)
    totals = events(state, "hand-totals")
    assert [t["totals"] for t in totals] == [[4, 15]]
    assert state.seat == DEF
    do(state, "discard", "Wild Nymph")  # 4: not yet 5
    assert state.phase == "forced_discard" and state.seat == DEF
    do(state, "discard", "Gn'Obby Gnomes")  # 8 in all
    assert state.phase != "forced_discard"
    assert status(state, "Wild Nymph") == Status.DISCARDED
    assert status(state, "Gn'Obby Gnomes", DEF) == Status.DISCARDED
    assert status(state, "Axeman") == Status.HAND


def test_obelisk_of_bablos_one_big_creature_pays_at_once() -> None:
    state = _obelisk(["Gn'Obby Gnomes", "Axeman"])  # 11 against 4
    _to_forced_discard(state)
    do(state, "discard", "Axeman")
    assert state.phase != "forced_discard"
    assert status(state, "Gn'Obby Gnomes", DEF) == Status.HAND


def test_obelisk_of_bablos_leaves_a_poorer_hand_alone() -> None:
    state = start(
        combat(
            attacker={"shield": ["Axeman", "Swordsman"], "storage": ["Obelisk of Bablos"]},
            defender={"shield": ["Gn'Obby Gnomes", "Wild Nymph"]},
        )
    )
    _to_forced_discard(state)
    assert [t["totals"] for t in events(state, "hand-totals")] == [[13, 8]]
    assert not events(state, "discarded")


def _to_forced_discard(state: CombatState) -> None:
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Obelisk of Bablos")
    while state.phase not in ("forced_discard", "primary_choose"):
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")


def _tablet(first_opponent: str, *, tablet: bool = True) -> CombatState:
    attacker: dict[str, object] = {
        "shield": ["Mud Elemental", "Axeman"],
        "primaries": ["Mud Elemental", "Axeman"],
    }
    if tablet:
        attacker.update(storage=["Tablet of Ancathus"], command="Tablet of Ancathus")
    return play(
        combat(
            "Swamps",
            attacker=attacker,
            defender={"shield": [first_opponent, "Swordsman"], "primaries": [first_opponent]},
        )
    )


def test_tablet_of_ancathus_lends_the_surviving_first_attackers_terrain_bonus() -> None:
    state = _tablet("Gn'Obby Gnomes")  # Mud Elemental 8 + 4 in Swamps beats the Gnomes
    assert matchup(state, 1)["result"] == "attacker"
    assert matchup(state, 2)["attacker_vitality"] == 7 + 4  # the Axeman fights as if Mud
    assert status(state, "Swordsman") == Status.BEATEN


def test_without_the_tablet_the_axeman_has_no_terrain_bonus() -> None:
    state = _tablet("Gn'Obby Gnomes", tablet=False)
    assert matchup(state, 2)["attacker_vitality"] == 7


def test_tablet_of_ancathus_lends_nothing_when_the_first_attacker_falls() -> None:
    state = _tablet("Great Ba'te")  # 24 against 12: the Mud Elemental is beaten
    assert matchup(state, 1)["result"] == "defender"
    assert matchup(state, 2)["attacker_vitality"] == 7


def _sneaky(stones: int) -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Tweezle the Sneaky", "Axeman"]},
            defender={
                "shield": ["Swordsman"],
                "storage": ["Dispel Magic", "Gold"],
                "stones": stones,
            },
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Tweezle the Sneaky")
    while state.phase not in ("show_or_pay", "primary_choose"):
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    return state


def test_tweezle_the_sneaky_the_opponent_shows_his_double_bordered_cards() -> None:
    state = _sneaky(3)
    assert state.phase == "show_or_pay" and state.seat == DEF
    do(state, "pay", "Tweezle the Sneaky", "no")
    assert all(i.revealed for i in state.cards if i.owner == DEF and i.zone == "storage")
    assert state.stones[DEF] == 3
    shown = [e["says"] for e in events(state, "effect") if e["subject"] == "Tweezle the Sneaky"]
    assert shown == ["the opponent shows Dispel Magic, Gold"]


def test_tweezle_the_sneaky_the_opponent_may_lose_a_stone_instead() -> None:
    state = _sneaky(3)
    do(state, "pay", "Tweezle the Sneaky", "yes")
    assert state.stones[DEF] == 2
    assert not any(i.revealed for i in state.cards if i.owner == DEF and i.zone == "storage")
    assert state.phase == "primary_choose"


def test_tweezle_the_sneaky_a_side_without_stones_must_show() -> None:
    state = _sneaky(0)
    assert state.phase == "primary_choose"
    assert all(i.revealed for i in state.cards if i.owner == DEF and i.zone == "storage")


def _tiki() -> CombatState:
    state = start(
        combat(
            attacker={
                "shield": ["Mighty Tiki God", "Axeman"],
                "storage": ["Gold", "Gold", "Dispel Magic"],
            },
            defender={"shield": ["Swordsman"], "storage": ["Beer"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Mighty Tiki God")
    while state.phase != "primary_choose":
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    do(state, "primary", "Axeman")
    do(state, "primary", "Swordsman")
    while not (state.phase == "modify_window" and state.seat == ATT):
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    return state


def test_mighty_tiki_god_each_bribery_card_discarded_rolls_a_die_for_the_fighter() -> None:
    state = _tiki()
    discards = [a for a in legal(state) if a[0] == "discard"]
    assert discards == [("discard", "Gold")]  # bribery cards only, one per name
    do(state, "discard", "Gold")
    while not (state.phase == "modify_window" and state.seat == ATT):
        do(state, "pass")
    do(state, "discard", "Gold")
    finish(state)
    rolls = [e["total"] for e in events(state, "roll")]
    assert len(rolls) == 2 and all(1 <= r <= 6 for r in rolls)
    parts = dict(matchup(state, 1)["attacker_parts"])
    assert parts["Mighty Tiki God"] == sum(rolls)
    assert matchup(state, 1)["attacker_vitality"] == 7 + sum(rolls)
    assert status(state, "Dispel Magic") == Status.HAND


def test_the_opponent_of_the_tiki_god_discards_nothing_for_it() -> None:
    state = _tiki()
    do(state, "pass")
    assert state.seat == DEF
    assert not [a for a in legal(state) if a[0] == "discard"]
