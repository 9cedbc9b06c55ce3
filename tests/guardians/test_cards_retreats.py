"""A side leaving a combat before it is fought out (combat/retreats.py): Spirit Guide and
Darkness Elemental (the opponent tells or shows his combat hand; the owner may discard the card
and retreat), Great Horned Troll (the attacker retreats, pays a stone or discards two storage
cards), Slimwit Man (retreat, or stay with +2 and lose everything if beaten), Captain Hannibal
Hawks (retreat after the primaries). docs/rules-notes/cards/retreats.md. Scenarios on
Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    events,
    legal,
    pass_or_done,
    start,
    status,
    to_step,
)

from stronghold.games.guardians.combat.state import CombatState


def _commands(data: dict[str, Any], attacker: str | None, defender: str | None) -> CombatState:
    """The combat started, each side playing the given command card (or none)."""
    state = start(data)
    do(state, "command", "yes" if attacker else "no")
    do(state, "command", "yes" if defender else "no")
    if attacker:
        do(state, "command", attacker)
    if defender:
        do(state, "command", defender)
    while state.phase not in ("retreat", "primary_choose", "over"):
        pass_or_done(state)
    return state


def test_spirit_guide_tells_the_hand_and_lets_its_owner_retreat_discarding_it() -> None:
    data = combat(
        attacker={"shield": ["Spirit Guide", "Swordsman"]},
        defender={"shield": ["Axeman", "Sand Lord"]},
    )
    state = _commands(data, "Spirit Guide", None)
    (told,) = events(state, "hand-counted")
    assert (told["count"], told["vitality"]) == (2, 7 + 11)
    assert state.phase == "retreat" and state.seat == ATT
    assert set(legal(state)) == {("retreat",), ("pass",)}
    do(state, "retreat")
    assert state.result is not None and state.result.winner_seat == DEF
    assert status(state, "Spirit Guide") == Status.DISCARDED
    assert status(state, "Swordsman") == Status.HAND  # it goes home with the shield
    assert not card(state, "Sand Lord").revealed  # nothing of the hand was counted or shown


def test_spirit_guide_staying_goes_on_to_the_primaries() -> None:
    data = combat(
        attacker={"shield": ["Spirit Guide", "Swordsman"]},
        defender={"shield": ["Axeman"]},
    )
    state = _commands(data, "Spirit Guide", None)
    do(state, "pass")
    assert state.phase == "primary_choose"
    assert status(state, "Spirit Guide") == Status.STANDING


def test_darkness_elemental_makes_the_opponent_show_his_whole_combat_hand() -> None:
    data = combat(
        attacker={"shield": ["Axeman", "Sand Lord"]},
        defender={"shield": ["Darkness Elemental", "Swordsman"]},
    )
    state = _commands(data, None, "Darkness Elemental")
    assert card(state, "Axeman").revealed and card(state, "Sand Lord").revealed
    assert state.phase == "retreat" and state.seat == DEF
    do(state, "retreat")
    assert state.result is not None and state.result.winner_seat == ATT
    assert status(state, "Darkness Elemental") == Status.DISCARDED


def test_great_horned_troll_puts_the_attacker_to_retreat_pay_or_discard() -> None:
    data = combat(
        attacker={"shield": ["Swordsman"], "storage": ["Gold", "Dispel Magic", "Beer"]},
        defender={"shield": ["Great Horned Troll", "Axeman"]},
    )
    state = _commands(data, None, "Great Horned Troll")
    assert state.phase == "retreat" and state.seat == ATT
    options = set(legal(state))
    assert {("retreat",), ("pay", "Great Horned Troll", "yes")} <= options
    assert {("discard", "Gold"), ("discard", "Dispel Magic"), ("discard", "Beer")} <= options
    assert ("pass",) not in options
    do(state, "discard", "Gold")
    assert state.phase == "retreat" and ("retreat",) not in legal(state)  # the second card
    do(state, "discard", "Beer")
    assert status(state, "Gold") == Status.USED and status(state, "Beer") == Status.USED
    assert status(state, "Dispel Magic") == Status.HAND
    assert state.phase == "primary_choose"


def test_great_horned_troll_paid_with_a_stone() -> None:
    data = combat(
        attacker={"shield": ["Swordsman"]}, defender={"shield": ["Great Horned Troll", "Axeman"]}
    )
    state = _commands(data, None, "Great Horned Troll")
    stones = state.stones[ATT]
    assert set(legal(state)) == {("retreat",), ("pay", "Great Horned Troll", "yes")}
    do(state, "pay", "Great Horned Troll", "yes")
    assert state.stones[ATT] == stones - 1
    assert state.phase == "primary_choose"


def test_great_horned_troll_is_no_command_card_for_the_attacker() -> None:
    state = start(
        combat(
            attacker={"shield": ["Great Horned Troll", "Swordsman"]},
            defender={"shield": ["Axeman"]},
        )
    )
    assert ("command", "yes") not in legal(state)  # nothing else to play as a command card


def test_slimwit_man_opponent_who_stays_and_loses_loses_every_creature() -> None:
    # The defender stays; his Swordsman (6 + 2) fights the Sand Lord (11) and is beaten;
    # the attacker holds the space, and the defender's Axeman, never played, is destroyed.
    data = combat(
        attacker={"shield": ["Slimwit Man", "Sand Lord", "Baal-a-Gog"]},
        defender={"shield": ["Swordsman", "Axeman"]},
    )
    state = _commands(data, "Slimwit Man", None)
    assert state.phase == "retreat" and state.seat == DEF
    assert set(legal(state)) == {("retreat",), ("pass",)}
    do(state, "pass")
    do(state, "primary", "Sand Lord")
    do(state, "primary", "Swordsman")
    to_step(state, "primary_choose")
    do(state, "primary", "Baal-a-Gog")
    do(state, "primary", "Axeman")
    to_step(state, "over")
    assert state.result is not None and state.result.winner_seat == ATT
    assert status(state, "Axeman") in (Status.BEATEN, Status.DESTROYED)
    assert status(state, "Swordsman") in (Status.BEATEN, Status.DESTROYED)


def test_slimwit_man_opponent_who_retreats_keeps_his_creatures() -> None:
    data = combat(
        attacker={"shield": ["Slimwit Man", "Sand Lord"]},
        defender={"shield": ["Swordsman", "Axeman"]},
    )
    state = _commands(data, "Slimwit Man", None)
    do(state, "retreat")
    to_step(state, "over")
    assert state.result is not None and state.result.winner_seat == ATT
    assert status(state, "Swordsman") == Status.HAND and status(state, "Axeman") == Status.HAND


def test_slimwit_man_destroys_creatures_left_unplayed_when_the_stayer_loses() -> None:
    # The defender's Gn'Obby Gnomes never fights (the attacker runs out of creatures first)
    # and makes no secondary attack: the defender loses on totals and the Gnomes is destroyed.
    data = combat(
        attacker={"shield": ["Slimwit Man", "Baal-a-Gog"]},
        defender={"shield": ["Swordsman", "Gn'Obby Gnomes"]},
    )
    state = _commands(data, "Slimwit Man", None)
    do(state, "pass")
    do(state, "primary", "Baal-a-Gog")
    do(state, "primary", "Swordsman")
    while not state.is_terminal():
        names = legal(state)
        do(state, "done") if ("done",) in names else do(state, "pass")
    # Baal-a-Gog 12 beats the Swordsman 6 + 3 (Off-Color) + 2 (Slimwit Man) = 11
    assert state.result is not None and state.result.winner_seat == ATT
    assert status(state, "Swordsman") == Status.BEATEN
    assert status(state, "Gn'Obby Gnomes") == Status.DESTROYED


def test_captain_hawks_standing_after_the_primaries_lets_his_side_retreat() -> None:
    # Hawks (11) beats the Axeman (7); the Swordsman loses to the Sand Lord. Before the
    # secondary attacks the attacker may pull back: the Swordsman stays beaten.
    data = combat(
        attacker={"shield": ["Captain Hannibal Hawks", "Swordsman"]},
        defender={"shield": ["Axeman", "Sand Lord", "Baal-a-Gog"]},
    )
    state = _commands(data, None, None)
    do(state, "primary", "Captain Hannibal Hawks")
    do(state, "primary", "Axeman")
    to_step(state, "primary_choose")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Sand Lord")
    to_step(state, "retreat")
    assert state.seat == ATT and set(legal(state)) == {("retreat",), ("pass",)}
    do(state, "retreat")
    assert state.result is not None and state.result.winner_seat == DEF
    assert status(state, "Captain Hannibal Hawks") == Status.STANDING
    assert status(state, "Swordsman") == Status.BEATEN


def test_captain_hawks_beaten_offers_no_retreat() -> None:
    # The Earth Elemental (18) beats Hawks (11 + 1): no retreat is offered after the primaries.
    data = combat(
        attacker={"shield": ["Captain Hannibal Hawks", "Swordsman"]},
        defender={"shield": ["Earth Elemental", "Axeman"]},
    )
    state = _commands(data, None, None)
    do(state, "primary", "Captain Hannibal Hawks")
    do(state, "primary", "Earth Elemental")
    to_step(state, "primary_choose")
    assert status(state, "Captain Hannibal Hawks") == Status.BEATEN
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    while not state.is_terminal():
        assert state.phase != "retreat"
        pass_or_done(state)
