"""PHASE III D. Raid — one option each, the Active player first: attack a creature without a
shield (strictly more Vitality wins; a tie does nothing), an empty stronghold card (a card of
the attacker's hand lost at random, the card turned to its Ruin side), the Guardian once two
stronghold cards are ruins (killed only by strictly more than its Vitality); or rebuild a ruin
with a terrain card."""

from __future__ import annotations

from stronghold.games.arena import settlement
from stronghold.games.arena.state import ArenaState

from .arena_helpers import SHIELD, blank, do, events, give, legal, on, sound, under


def _raid(state: ArenaState, text: str) -> None:
    settlement.start_raid_step(state)
    do(state, text)


def test_a_creature_beats_an_unshielded_creature_under_a_stronghold() -> None:
    state = blank(8, active=0)
    attacker = on(state, 0, "A1", "Axeman", SHIELD)  # 7
    target = under(state, 1, "D2", "Archer")  # 6, face down under a stronghold
    _raid(state, "raid on:A1 under:D2")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [7, 6] and fight["winner"] == 0
    assert target in state.player(1).discard and not state.player(1).strongholds[1].under
    assert state.shield_of(0, 0) is not None and state.unit_on(0) == [attacker]
    sound(state)


def test_the_losing_attacker_goes_with_its_shield_and_both_sides_may_add_fighters() -> None:
    state = blank(8, active=0)
    axeman = on(state, 0, "A1", "Axeman", SHIELD)  # 7
    on(state, 1, "D1", "Swordsman")  # 6
    horse = give(state, 0, "hand", "Horse")[0]  # 3
    give(state, 1, "hand", "Marshal", "Gold")  # 11; Gold: seat 1 has a raid to decide after
    _raid(state, "raid on:A1 on:D1")
    do(state, "secondary Horse Swordsman")  # 10 against 6
    assert state.current_seat == 1
    do(state, "secondary Marshal Axeman")  # 17 against 10
    assert legal(state) == ["pass"]  # the Gold is face down: seat 1 is asked, and passes
    do(state, "pass")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [10, 17] and fight["winner"] == 1
    names = sorted(state.cards[c].name for c in state.player(0).discard)
    assert names == ["Axeman", SHIELD]  # the creature and everything attached to it
    assert axeman in state.player(0).discard and horse in state.player(0).pen
    assert [state.cards[c].name for c in state.player(1).pen] == ["Marshal"]


def test_a_tie_does_nothing() -> None:
    state = blank(8, active=0)
    on(state, 0, "A1", "Archer")
    on(state, 1, "D1", "Swordsman")
    _raid(state, "raid on:A1 on:D1")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [6, 6] and fight["winner"] is None
    assert state.unit_on(0) and state.unit_on(9)


def test_the_guardian_channels_for_a_stone_into_a_raiding_creature() -> None:
    state = blank(8, active=0)
    on(state, 0, "A1", "Wild Nymph")  # 4, green bar
    on(state, 1, "D1", "Archer")  # 6
    _raid(state, "raid on:A1 on:D1")
    do(state, "channel guardian")  # Rak Nam's 9 CMP, up to the Nymph's cap of 4
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [8, 6] and fight["winner"] == 0
    assert state.player(0).stones == 6


def test_an_empty_stronghold_is_ruined_for_a_card_lost_at_random() -> None:
    state = blank(8, active=0)
    on(state, 0, "A1", "Archer")
    on(state, 1, "D1", "Swordsman")
    under(state, 1, "D2", "Valkyrie Spirit")
    upgrade = give(state, 1, "deck", "Ranged Attack Platform")[0]
    state.player(1).deck.remove(upgrade)
    state.player(1).strongholds[2].upgrade = upgrade
    hand = give(state, 0, "hand", "Spires", "Gold")
    settlement.start_raid_step(state)
    options = legal(state)
    assert "raid on:A1 D3" in options  # nothing on or under D3
    assert "raid on:A1 D1" not in options and "raid on:A1 D2" not in options
    do(state, "raid on:A1 D3")
    assert state.player(1).strongholds[2].rubble
    lost = events(state, "ruined")[-1]["card_lost"]
    assert lost in ("Spires", "Gold") and len(state.player(0).hand) == 1
    assert set(state.player(0).discard) < set(hand)
    assert upgrade in state.player(1).discard  # the upgrade goes with its card
    sound(state)


def test_no_empty_stronghold_raid_without_a_card_in_hand() -> None:
    state = blank(8, active=0)
    on(state, 0, "A1", "Archer")
    on(state, 1, "D1", "Swordsman")
    settlement.start_raid_step(state)
    assert not [o for o in legal(state) if o.startswith("raid on:A1 D")]


def _guardian_raid(*fighters: str) -> ArenaState:
    state = blank(8, active=0)
    on(state, 0, "A1", "Sand Lord")  # 11
    on(state, 1, "D1", "Swordsman")
    for slot in state.player(1).strongholds[1:]:
        slot.rubble = True
    give(state, 0, "hand", *fighters)
    settlement.start_raid_step(state)
    assert "raid on:A1 guardian" in legal(state)
    do(state, "raid on:A1 guardian")
    for name in fighters:
        assert state.current_seat == 0  # the attacked Guardian's player takes no action
        do(state, f"secondary {name} guardian")
    return state


def test_the_guardian_survives_an_attack_equal_to_its_vitality() -> None:
    state = _guardian_raid("Swordsman", "Axeman", "Marshal")  # 11 + 6 + 7 + 11 = 35
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight["totals"] == [35, 30] and state.is_terminal()
    state = _guardian_raid("Swordsman", "Swordsman", "Axeman")  # 11 + 6 + 6 + 7 = 30
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight["totals"] == [30, 30] and fight["winner"] is None
    assert not state.is_terminal()


def test_the_guardian_killed_wins_the_game_at_once() -> None:
    state = _guardian_raid("Swordsman", "Swordsman", "Axeman", "Horse")  # 33 > 30
    assert state.is_terminal()
    outcome = state.outcome
    assert outcome.winners == (0,) and "Guardian" in outcome.reason


def test_the_guardian_is_out_of_reach_until_two_strongholds_are_ruins() -> None:
    state = blank(8, active=0)
    on(state, 0, "A1", "Sand Lord")
    on(state, 1, "D1", "Swordsman")
    state.player(1).strongholds[2].rubble = True
    settlement.start_raid_step(state)
    assert "raid on:A1 guardian" not in legal(state)


def test_a_terrain_rebuilds_a_ruin_and_each_player_has_one_option() -> None:
    state = blank(8, active=1)
    on(state, 0, "A1", "Archer")
    spires = give(state, 1, "hand", "Spires")[0]
    give(state, 0, "hand", "Gold")  # a card to lose on an empty stronghold
    state.player(1).strongholds[0].rubble = True
    settlement.start_raid_step(state)
    assert state.current_seat == 1  # the Active player first
    do(state, "rebuild Spires D1")
    assert not state.player(1).strongholds[0].rubble and spires in state.player(1).discard
    assert state.current_seat == 0 and state.phase == "raid"
    do(state, "raid on:A1 D1")  # the rebuilt card is empty
    assert state.player(1).strongholds[0].rubble  # ruined again
    assert state.phase != "raid"  # one option each: the Raid is over
