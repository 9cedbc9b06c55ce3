"""SPECIFIC RULES - Flying Creature: in the Combat Zone a creature with Fly takes no account of
the Vitality of an opponent without Fly, unless that opponent has an ability or bonus against
fliers; outside the Combat Zone (a raid) the advantage does not work."""

from __future__ import annotations

from stronghold.games.arena import movement, settlement
from stronghold.games.arena.duel import fights_fliers
from stronghold.games.arena.state import ArenaState
from stronghold.games.guardians.schema import Bonus, Match

from .arena_helpers import LIB, blank, do, give, in_arena, on


def _duel_stops_after(state: ArenaState) -> None:
    on(state, 0, "A1", "Horse")


def test_a_flying_duelist_ignores_a_grounded_opponent() -> None:
    state = blank(7, active=0)
    _duel_stops_after(state)
    avenger = in_arena(state, 0, 1, "Holy Avenger")  # 5, flies
    in_arena(state, 1, 1, "Sand Lord")  # 11, does not fly
    movement.next_duel(state)
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None
    assert fight["primary_vitality"] == [5, 0] and fight["winner"] == 0
    assert state.arena_shields(0)[0].contents == [avenger]


def test_grounded_secondary_fighters_do_not_count_but_flying_ones_do() -> None:
    state = blank(7, active=0)
    _duel_stops_after(state)
    in_arena(state, 0, 1, "Shin Chios, Third Disciple")  # 4, flies
    in_arena(state, 1, 1, "Sand Lord")  # 11
    give(state, 1, "pen", "Axeman", "Holy Avenger")  # 7 + 4 OCB (grounded), 5 (flies)
    movement.next_duel(state)
    while state.combat is not None and state.combat.phase != "secondary_round":
        do(state, "pass")  # the primary round: 4 against nothing
    do(state, "secondary Axeman Shin Chios, Third Disciple")
    do(state, "secondary Holy Avenger Shin Chios, Third Disciple")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None
    assert fight["totals"] == [4, 5] and fight["winner"] == 1
    assert ["Axeman: not counted against a flyer", -(7 + 4)] in fight["parts"][1]


def test_an_opponent_with_a_bonus_against_fliers_counts() -> None:
    assert fights_fliers(LIB.get("Greater Air Elemental"))  # "+6 Vitality vs Creatures with Fly"
    assert not fights_fliers(LIB.get("Sand Lord"))
    state = blank(7, active=0)
    _duel_stops_after(state)
    in_arena(state, 0, 1, "Holy Avenger")
    sand_lord = in_arena(state, 1, 1, "Sand Lord")
    hunter = LIB.get("Sand Lord").model_copy(
        update={"bonus": [Bonus(amount=2, vs=Match(flying=True))]}
    )
    state.set_face(sand_lord, hunter)  # a grounded creature with a bonus against fliers
    movement.next_duel(state)
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["primary_vitality"] == [5, 11 + 2]
    assert fight["winner"] == 1


def test_no_flying_advantage_outside_the_combat_zone() -> None:
    state = blank(7, active=0)
    avenger = on(state, 0, "A1", "Holy Avenger")  # 5, flies
    on(state, 1, "D3", "Sand Lord")  # 11, unshielded
    settlement.start_raid_step(state)
    do(state, "raid on:A1 on:D3")
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None and fight["totals"] == [5, 11] and fight["winner"] == 1
    assert avenger in state.player(0).discard
