"""GUARDIANS GLOSSARY (adapted to Arena): conflicting Command cards, Area of Effect, Bribery,
Destruction."""

from __future__ import annotations

from stronghold.games.arena import movement, settlement

from .arena_helpers import SHIELD, blank, do, events, give, in_arena, on, sound, take, under


def test_conflicting_commands_dispel_the_lower_up_number() -> None:
    state = blank(15, active=0)
    on(state, 0, "A1", "Horse")
    in_arena(state, 0, 1, "Uras, Overlord of Mountains")  # Up 2: the land is Mountains
    in_arena(state, 1, 1, "Slor, Overlord of the Wastes")  # Up 5: the land is The Dry Heaps
    movement.next_duel(state)
    while state.phase == "combat":
        do(state, "pass")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None
    assert fight["dispelled"] == ["Uras, Overlord of Mountains"]
    assert fight["terrain"] == "The Dry Heaps"


def test_equal_up_numbers_dispel_both_commands() -> None:
    state = blank(15, active=0)
    on(state, 0, "A1", "Horse")
    in_arena(state, 0, 1, "Slor, Overlord of the Wastes")
    in_arena(state, 1, 1, "Slor, Overlord of the Wastes")
    movement.next_duel(state)
    while state.phase == "combat":
        do(state, "pass")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and len(fight["dispelled"]) == 2 and fight["terrain"] == "none"


def test_a_duelists_command_aoe_reaches_unshielded_creatures_not_the_pen() -> None:
    state = blank(15, active=0)
    on(state, 1, "D1", "Horse", SHIELD)  # shielded: safe; seat 1 moves it afterwards
    in_arena(state, 0, 2, "Sorcerer")  # command: a 4-point fire AOE
    in_arena(state, 1, 2, "Marshal")
    exposed = on(state, 1, "D2", "Wild Nymph")  # 4, unshielded on a stronghold: hit
    hidden = under(state, 1, "D3", "Razor Sliph")  # 5: too strong
    pen = give(state, 1, "pen", "Wild Nymph")[0]  # the primary round's hand is the Storage
    movement.next_duel(state)
    while state.phase == "combat":
        do(state, "pass")
    assert exposed in state.player(1).discard
    assert pen in state.player(1).pen and state.player(1).strongholds[2].under == [hidden]
    sound(state)


def test_a_bribed_secondary_fighter_goes_to_its_pen_and_counts_nothing() -> None:
    state = blank(15, active=0)
    on(state, 0, "A1", "Horse")
    in_arena(state, 0, 1, "Axeman")  # 7
    in_arena(state, 1, 1, "Swordsman")  # 6
    marshal = give(state, 1, "pen", "Marshal")[0]  # 11, bribeable by Gold
    give(state, 0, "storage", "Gold")
    movement.next_duel(state)
    while (
        state.current_seat != 1 or state.combat is None or state.combat.phase != "secondary_round"
    ):
        do(state, "pass")
    do(state, "secondary Marshal Axeman")
    do(state, "bribe Marshal gold")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [7, 6] and fight["winner"] == 0
    assert marshal in state.player(1).pen


def test_a_destroyed_creature_takes_its_items_and_shield_to_the_discard_pile() -> None:
    state = blank(15, active=0)
    horse = on(state, 0, "A1", "Horse", SHIELD)  # 3
    amulet = take(state, 0, "Amulet of Flying")
    shield = state.shield_of(0, 0)
    assert shield is not None
    shield.contents.append(amulet)
    on(state, 1, "D1", "Sand Lord")  # 11
    settlement.start_raid_step(state)
    do(state, "raid on:A1 on:D1")
    assert {horse, amulet, shield.id} <= set(state.player(0).discard)
    assert events(state, "destroyed")[-1]["cards"] == ["Horse", "Amulet of Flying"]
    sound(state)
