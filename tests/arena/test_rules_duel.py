"""PHASE II B. Combat and COMBAT DETAILED: a duel wherever two opposing creatures face each
other — the primary round (storage cards, channeling and ranged attacks from under the
strongholds, the Guardian's channeling for a stone), the secondary round (the Defender first;
secondary fighters from the pen, their AOEs), and the resolution."""

from __future__ import annotations

from typing import Any

from stronghold.games.arena import movement
from stronghold.games.arena.duel import DuelState
from stronghold.games.arena.state import ArenaState

from .arena_helpers import SHIELD, blank, do, events, give, in_arena, legal, on, sound, under


def _duel(state: ArenaState) -> DuelState | None:
    """Start the duels; the fight being fought (None if it needed no decision at all)."""
    movement.next_duel(state)
    assert events(state, "fight-begins")
    return state.combat if isinstance(state.combat, DuelState) else None


def _result(state: ArenaState) -> dict[str, Any]:
    assert state.last_combat is not None, "no fight was fought"
    return state.last_combat.to_json()  # as the views show it


def _stop_after(state: ArenaState) -> None:
    """A creature on a stronghold: the game stops to ask about moving it after the duels."""
    on(state, 0, "A1", "Horse")
    on(state, 1, "D1", "Horse")


def test_the_winner_stays_in_the_arena_and_the_loser_is_discarded_with_its_shield() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    axeman = in_arena(state, 0, 2, "Axeman")  # 7, Mortal
    swordsman = in_arena(state, 1, 2, "Swordsman")  # 6, Mortal
    assert _duel(state) is None  # nothing to decide: no storage, channelers or pen creatures
    assert _result(state)["primary_vitality"] == [7, 6]
    assert _result(state)["winner"] == 0
    assert state.arena_shields(0)[0].contents == [axeman]
    assert not state.arena_shields(1)
    discard = state.player(1).discard
    assert swordsman in discard and len(discard) == 2  # the creature and its shield
    assert state.phase == "shift"
    sound(state)


def test_a_tie_sends_both_creatures_to_their_pens_and_discards_both_shields() -> None:
    state = blank(5, active=1)
    _stop_after(state)
    archer = in_arena(state, 0, 1, "Archer")  # 6
    swordsman = in_arena(state, 1, 1, "Swordsman")  # 6
    _duel(state)
    assert _result(state)["winner"] is None and _result(state)["primary"] == "push"
    assert archer in state.player(0).pen and swordsman in state.player(1).pen
    assert [len(state.player(seat).discard) for seat in (0, 1)] == [1, 1]  # the shields
    assert not state.arena_shields()
    sound(state)


def test_channeling_from_under_a_stronghold_and_the_guardian_for_a_stone() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    in_arena(state, 0, 1, "Wild Nymph")  # 4, green bar (cap 4), Off-Color Bonus +1 vs Mortals
    in_arena(state, 1, 1, "Axeman")  # 7
    shadow = under(state, 0, "A3", "Shadow of Ashes")  # CMP 3
    give(state, 1, "pen", "Horse")  # something for the secondary round
    combat = _duel(state)
    assert combat is not None and combat.phase == "modify_window" and state.current_seat == 0
    assert {"channel Shadow of Ashes", "channel guardian"} <= set(legal(state))
    do(state, "channel Shadow of Ashes")  # 4 + 1 OCB + 3 = 8 against the Axeman's 7
    assert state.current_seat == 0  # the defender has nothing to do: not asked
    do(state, "channel guardian")  # 1 more point fills the Nymph's cap of 4, for a stone
    assert combat.stones[0] == 6
    # nothing is left to do in the primary round: it ends without asking
    assert combat.primary_result == "attacker"
    assert combat.phase == "secondary_round" and state.current_seat == 1  # the Defender first
    do(state, "pass")
    assert _result(state)["primary_vitality"] == [9, 7]
    assert _result(state)["winner"] == 0  # no secondary fighter: the primary round stands
    assert state.player(0).stones == 6
    assert shadow in state.player(0).channeled and state.cards[shadow].public
    assert state.player(0).strongholds[2].under == [shadow]  # back under, face up


def test_a_ranged_attack_from_under_a_stronghold() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    in_arena(state, 0, 3, "Axeman")  # 7
    in_arena(state, 1, 3, "Swordsman")  # 6
    archer = under(state, 1, "D3", "Archer")  # a 3-point ranged attack
    _duel(state)
    assert state.current_seat == 1  # the attacker has nothing to do in the primary round
    do(state, "ranged Archer")
    assert _result(state)["primary_vitality"] == [7, 9]
    assert _result(state)["winner"] == 1
    assert state.player(1).strongholds[2].under == [archer]  # back under its stronghold
    assert archer in state.player(1).channeled  # used for this turn


def test_bribery_from_the_storage_sends_a_duelist_to_its_pen() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    nymph = in_arena(state, 0, 1, "Wild Nymph")  # bribeable by Gold
    swordsman = in_arena(state, 1, 1, "Swordsman")
    give(state, 1, "storage", "Gold")
    combat = _duel(state)
    assert combat is not None and combat.phase == "bribery" and state.current_seat == 1
    do(state, "bribe Wild Nymph gold")
    assert _result(state)["winner"] == 1
    assert nymph in state.player(0).pen  # bribed: to its owner's Creatures Pen
    assert state.arena_shields(1)[0].contents == [swordsman]
    assert [state.cards[c].name for c in state.player(0).discard] == [SHIELD]
    assert [state.cards[c].name for c in state.player(1).discard] == ["Gold"]
    sound(state)


def test_secondary_fighters_from_the_pen_decide_the_duel() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    in_arena(state, 0, 2, "Axeman")  # 7
    in_arena(state, 1, 2, "Swordsman")  # 6
    horse = give(state, 1, "pen", "Horse")[0]  # 3
    archer = give(state, 0, "pen", "Archer")[0]  # 6
    combat = _duel(state)
    assert combat is not None and combat.primary_result == "attacker"
    assert combat.phase == "secondary_round" and state.current_seat == 1  # the Defender first
    do(state, "secondary Horse Axeman")  # 6 + 3 = 9 against 7: the defender leads
    assert state.current_seat == 0
    do(state, "secondary Archer Swordsman")  # 7 + 6 = 13 (nothing left to play: over)
    assert _result(state)["winner"] == 0 and _result(state)["totals"] == [13, 9]
    assert horse in state.player(1).pen and archer in state.player(0).pen  # back to the pens


def test_a_seat_that_passes_in_the_secondary_round_plays_no_more() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    in_arena(state, 0, 2, "Swordsman")  # 6
    in_arena(state, 1, 2, "Axeman")  # 7
    give(state, 1, "pen", "Horse")
    give(state, 0, "pen", "Archer")
    _duel(state)
    assert state.current_seat == 1
    do(state, "pass")  # the defender, ahead after the primary round, passes
    do(state, "secondary Archer Axeman")  # 6 + 6 = 12 against 7: the Horse cannot answer
    assert _result(state)["winner"] == 0 and _result(state)["totals"] == [12, 7]


def test_an_aoe_of_a_secondary_fighter_hits_hands_and_unshielded_creatures() -> None:
    state = blank(5, active=0)
    on(state, 1, "D1", "Horse")
    in_arena(state, 0, 1, "Sand Lord")  # 11
    in_arena(state, 1, 1, "Swordsman")  # 6
    give(state, 1, "pen", "Fire Elemental")  # 14, a 4-point fire AOE
    nymph = give(state, 0, "pen", "Wild Nymph")[0]  # 4: hit
    archer = give(state, 0, "pen", "Archer")[0]  # 6: too strong
    horse = on(state, 0, "A2", "Horse")  # 3, unshielded on a stronghold: hit
    fungus = under(state, 0, "A3", "Tiny Flying Fungus")  # 4, under a stronghold: hit
    shielded = on(state, 0, "A1", "Wild Nymph", SHIELD)  # shielded: safe
    _duel(state)
    while "secondary Fire Elemental Sand Lord" not in legal(state):
        do(state, "pass")
    do(state, "secondary Fire Elemental Sand Lord")
    while state.phase == "combat":
        do(state, "pass")
    discard = state.player(0).discard
    assert {nymph, horse, fungus} <= set(discard)
    assert archer in state.player(0).pen and shielded not in discard
    assert state.player(0).strongholds[1].on == [] and state.player(0).strongholds[2].under == []
    sound(state)


def test_without_secondary_fighters_the_duelists_base_vitality_may_decide() -> None:
    state = blank(5, active=0, rules={"secondary_without_fighters": "base-totals"})
    _stop_after(state)
    in_arena(state, 0, 1, "Wild Nymph")  # 4 + 1 Off-Color Bonus against a Mortal
    in_arena(state, 1, 1, "Cleric")  # 4, red 6: in the secondary round it counts 6
    _duel(state)
    while state.phase == "combat":  # the Cleric could take its Guardian's channeling
        do(state, "pass")
    assert _result(state)["primary_vitality"] == [5, 4]
    assert _result(state)["primary"] == "attacker"
    assert _result(state)["winner"] == 1 and _result(state)["totals"] == [4, 6]


def test_without_secondary_fighters_the_primary_round_stands_by_default() -> None:
    state = blank(5, active=0)
    _stop_after(state)
    in_arena(state, 0, 1, "Wild Nymph")
    in_arena(state, 1, 1, "Cleric")
    _duel(state)
    while state.phase == "combat":
        do(state, "pass")
    assert _result(state)["winner"] == 0 and _result(state)["totals"] == [4, 6]
