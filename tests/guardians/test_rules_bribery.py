"""BRIBERY: the first thing in a primary match-up, once per side; bribed creatures are gone."""

from __future__ import annotations

import pytest
from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    finish,
    legal,
    pass_or_done,
    play,
    start,
    status,
    to_matchup,
)

from stronghold.engine.errors import IllegalAction
from stronghold.games.guardians.combat.actions import Cast


def test_bribery_is_the_first_step_of_a_match_up() -> None:
    # Spells "at any time" (St. Ballantine's, Power Lunch) wait until bribery is over.
    state = start(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["Babes", "St. Ballantine's Evocation", "Power Lunch"],
            },
            defender={"shield": ["Sand Lord"], "storage": ["Gold", "Power Lunch"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    assert state.phase == "bribery"
    assert state.current_seat == ATT
    assert {a[0] for a in legal(state)} == {"bribe", "pass"}
    with pytest.raises(IllegalAction):
        state.apply(Cast(card(state, "St. Ballantine's Evocation").id, "a1"))


def test_possibility_1_the_bribed_side_may_bribe_back() -> None:
    # Swordsman bribes the Sand Lord with Babes; the Sand Lord player may still bribe the
    # Swordsman with Gold.
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Babes"]},
            defender={"shield": ["Sand Lord"], "storage": ["Gold"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    do(state, "bribe", "Sand Lord", "babes")
    assert state.current_seat == DEF
    assert ("bribe", "Swordsman", "gold") in legal(state)
    do(state, "bribe", "Swordsman", "gold")
    finish(state)
    assert status(state, "Sand Lord") == Status.BRIBED
    assert status(state, "Swordsman") == Status.BRIBED
    summary = state.summary()
    assert summary["attacker"]["total"] == 0
    assert summary["defender"]["total"] == 0
    assert summary["winner"] == "defender"  # a tie at 0 goes to the defender


def test_possibility_2_a_bribed_creatures_side_can_bribe_but_nothing_else() -> None:
    # The Sand Lord player bribes the Swordsman with Gold; the Swordsman player (who holds a
    # St. Ballantine's Evocation) may bribe or not, "but he can't do anything else".
    state = start(
        combat(
            attacker={"shield": ["Sand Lord"], "storage": ["Gold"]},
            defender={
                "shield": ["Swordsman"],
                "storage": ["Babes", "St. Ballantine's Evocation"],
            },
        )
    )
    to_matchup(state, "Sand Lord", "Swordsman")
    do(state, "bribe", "Swordsman", "gold")
    assert set(legal(state)) == {("bribe", "Sand Lord", "babes"), ("pass",)}
    do(state, "pass")
    while not state.is_terminal():
        assert all(a[0] != "cast" for a in legal(state))
        pass_or_done(state)
    assert status(state, "Swordsman") == Status.BRIBED
    assert status(state, "Sand Lord") == Status.STANDING  # unchallenged, not destroyed
    assert status(state, "St. Ballantine's Evocation") == Status.HAND


def test_possibility_3_no_spell_before_the_opponent_could_bribe() -> None:
    # The Swordsman player cannot cast St. Ballantine's before the Sand Lord player has had
    # his chance to bribe; the Sand Lord player then bribes, and the spell is never cast.
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["St. Ballantine's Evocation"]},
            defender={"shield": ["Sand Lord"], "storage": ["Gold"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    # The attacker has nothing to bribe with: it may only pass (it is asked all the same, so
    # that being asked does not tell the defender whether it holds a bribery card).
    assert state.phase == "bribery"
    assert state.current_seat == ATT
    assert legal(state) == [("pass",)]
    with pytest.raises(IllegalAction):
        state.apply(Cast(card(state, "St. Ballantine's Evocation").id, card(state, "Swordsman").id))
    do(state, "pass")
    assert state.current_seat == DEF
    do(state, "bribe", "Swordsman", "gold")
    assert status(state, "Swordsman") == Status.BRIBED
    assert status(state, "Sand Lord") == Status.STANDING
    assert status(state, "St. Ballantine's Evocation") == Status.HAND


def test_possibility_4_once_bribery_is_declined_st_ballantines_destroys_both() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["St. Ballantine's Evocation"]},
            defender={"shield": ["Sand Lord"], "storage": ["Gold"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    do(state, "pass")  # the attacker has nothing to bribe with
    do(state, "pass")  # "Are you bribing me?" "No."
    assert state.phase == "spell_window"
    assert state.current_seat == ATT
    do(state, "cast", "St. Ballantine's Evocation", "Swordsman")
    # The Sand Lord player cannot change his mind: no bribery any more.
    assert all(a[0] != "bribe" for a in legal(state))
    while state.phase == "response":
        do(state, "pass")
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Sand Lord") == Status.DESTROYED
    assert status(state, "Gold") == Status.HAND


def test_bribery_is_once_per_side_a_declined_bribe_cannot_come_back() -> None:
    # The attacker declines to bribe; when the defender then does something nasty (Power Lunch
    # and channeling to the Sand Lord), the attacker cannot bribe after all.
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Babes"]},
            defender={"shield": ["Sand Lord"], "storage": ["Power Lunch"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    do(state, "pass")
    do(state, "pass")  # the defender, with nothing to bribe with
    assert state.phase != "bribery"
    seen = []
    while not state.is_terminal():
        if state.current_seat == ATT:
            seen.extend(legal(state))
        if ("cast", "Power Lunch", "Sand Lord") in legal(state):
            do(state, "cast", "Power Lunch", "Sand Lord")
        elif ("channel", "guardian") in legal(state) and state.current_seat == DEF:
            do(state, "channel", "guardian")
        else:
            pass_or_done(state)
    assert all(a[0] != "bribe" for a in seen)
    assert status(state, "Babes") == Status.HAND
    assert status(state, "Swordsman") == Status.BEATEN


def test_a_side_bribes_only_once_in_a_match_up() -> None:
    # With a second Babes in storage, the attacker still gets a single bribery decision.
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Babes", "Babes"]},
            defender={"shield": ["Sand Lord"], "storage": ["Gold"]},
        )
    )
    to_matchup(state, "Swordsman", "Sand Lord")
    do(state, "bribe", "Sand Lord", "babes")
    assert state.current_seat == DEF
    do(state, "pass")
    assert state.phase != "bribery"
    assert [i.status for i in state.cards if i.name == "Babes"].count(Status.HAND) == 1


def test_bribery_needs_the_matching_icon() -> None:
    # The Swordsman has only the Gold icon: Babes cannot bribe it.
    state = start(
        combat(
            attacker={"shield": ["Sand Lord"], "storage": ["Babes", "Beer"]},
            defender={"shield": ["Swordsman"]},
        )
    )
    to_matchup(state, "Sand Lord", "Swordsman")
    assert state.phase != "bribery" or all(a[0] != "bribe" for a in legal(state))
    finish(state)
    assert status(state, "Swordsman") == Status.BEATEN  # fought, not bribed: 6 + 3 against 11
    assert status(state, "Babes") == Status.HAND
    assert status(state, "Beer") == Status.HAND


def test_a_bribed_creature_does_not_count_and_its_opponent_stands_unchallenged() -> None:
    state = play(
        combat(
            attacker={
                "shield": ["Swordsman"],
                "storage": ["Babes"],
                "plays": [{"matchup": 1, "bribe": "Babes", "target": "Sand Lord"}],
            },
            defender={"shield": ["Sand Lord", "Gn'Obby Gnomes"], "primaries": ["Sand Lord"]},
        )
    )
    summary = state.summary()
    assert status(state, "Sand Lord") == Status.BRIBED
    assert status(state, "Swordsman") == Status.STANDING
    assert summary["defender"]["bribed"] == ["Sand Lord"]
    assert "Sand Lord" not in summary["defender"]["survivors"]
    assert summary["defender"]["total"] == 4


def test_ugly_wart_fiend_blocks_babes_unless_it_is_bribed_first() -> None:
    # The Fiend itself may be bribed with Babes.
    data = combat(
        attacker={"shield": ["Wild Nymph", "Snogwart"], "storage": ["Babes"]},
        defender={"shield": ["Ugly Wart Fiend", "Baal-a-Gog"]},
    )
    state = start(data)
    to_matchup(state, "Wild Nymph", "Ugly Wart Fiend")
    assert ("bribe", "Ugly Wart Fiend", "babes") in legal(state)


def test_ugly_wart_fiend_still_protects_after_it_is_beaten() -> None:
    # Example 1: Bill plays the Fiend first "to protect Baal-a-Gog, which he'll play later";
    # the Fiend is beaten by the Wild Nymph, and still no Babes may bribe the Baal-a-Gog.
    data = combat(
        attacker={"shield": ["Wild Nymph", "Snogwart"], "storage": ["Babes"]},
        defender={"shield": ["Ugly Wart Fiend", "Baal-a-Gog"]},
    )
    state = start(data)
    to_matchup(state, "Wild Nymph", "Ugly Wart Fiend")
    do(state, "pass")
    while state.phase != "primary_choose":
        do(state, "pass")
    assert status(state, "Ugly Wart Fiend") == Status.BEATEN
    do(state, "primary", "Snogwart")
    do(state, "primary", "Baal-a-Gog")
    assert ("bribe", "Baal-a-Gog", "babes") not in legal(state)


def test_secondary_attackers_can_be_bribed() -> None:
    state = start(
        combat(
            attacker={"shield": ["Gn'Obby Gnomes", "Sand Lord"]},
            defender={"shield": ["Warrior Spirit"], "storage": ["Babes"]},
        )
    )
    to_matchup(state, "Gn'Obby Gnomes", "Warrior Spirit")
    while state.phase != "secondary":
        do(state, "pass")
    do(state, "secondary", "Sand Lord", "Warrior Spirit")
    assert state.phase == "secondary_bribery"
    assert state.current_seat == DEF
    do(state, "bribe", "Sand Lord", "babes")
    finish(state)
    assert status(state, "Sand Lord") == Status.BRIBED
    assert status(state, "Warrior Spirit") == Status.STANDING
    summary = state.summary()
    assert summary["attacker"]["total"] == 0
    assert summary["defender"]["total"] == 10
