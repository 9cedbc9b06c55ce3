"""SPECIFIC RULES - Flying Creature: in the Combat Zone a creature with Fly takes no account of
the Vitality of an opponent without Fly, unless that opponent has an ability or bonus against
fliers; outside the Combat Zone (a raid) the advantage does not work."""

from __future__ import annotations

from stronghold.engine.rng import Rng
from stronghold.games.arena import movement, settlement
from stronghold.games.arena.duel import fights_fliers
from stronghold.games.arena.state import ArenaState
from stronghold.games.guardians.schema import Bonus, Creature, Match

from .arena_helpers import LIB, SHIELD, blank, do, give, in_arena, on, take


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


def test_a_duelist_wearing_an_amulet_of_flying_flies() -> None:
    # Amulet of Flying (a C item riding with its creature): the Axeman wearing it is a flier in
    # the Combat Zone, so the grounded Sand Lord counts nothing against it
    # (docs/rules-notes/cards/amulet.md).
    state = blank(7, active=0)
    _duel_stops_after(state)
    axeman = in_arena(state, 0, 1, "Axeman")  # 7 + 4 OCB against the Elemental; grounded
    amulet = take(state, 0, "Amulet of Flying")
    state.arena_shields(0)[0].contents.append(amulet)
    in_arena(state, 1, 1, "Sand Lord")  # 11, does not fly
    movement.next_duel(state)
    fight = None if state.last_combat is None else state.last_combat.to_json()
    assert fight is not None
    assert fight["primary_vitality"] == [11, 0] and fight["winner"] == 0
    assert state.arena_shields(0)[0].contents == [axeman, amulet]


def test_a_world_the_other_seat_samples_gives_the_duelist_that_worlds_flight() -> None:
    # The Duelist is face up in the duel; its Amulet rides with it face down. A world of seat 1
    # that deals another C item in the Amulet's place must not keep the Duelist's flight, else
    # every world would tell seat 1 the face-down card is an Amulet (play/secrets.py).
    state = blank(7, active=0)
    _duel_stops_after(state)
    axeman = in_arena(state, 0, 1, "Axeman")
    amulet = take(state, 0, "Amulet of Flying")
    state.arena_shields(0)[0].contents.append(amulet)
    give(state, 0, "pen", "Petrified Heart", "Heels of Speed")  # may take the Amulet's place
    in_arena(state, 1, 1, "Sand Lord")
    give(state, 1, "pen", "Holy Avenger")  # a secondary fighter: the duel stops for choices
    movement.next_duel(state)
    assert state.combat is not None
    worlds = set()
    for seed in range(20):
        twin = state.determinize(1, Rng(seed))
        assert isinstance(twin, ArenaState) and twin.combat is not None
        duelist = next(i for i in twin.combat.cards if i.board_id == axeman)
        stack = next(s for s in twin.arena_shields(0) if s.contents[0] == axeman)
        held = twin.cards[stack.contents[1]].name == "Amulet of Flying"
        assert isinstance(duelist.card, Creature) and duelist.card.flying is held
        worlds.add(held)
    assert worlds == {True, False}


def test_a_raiding_creature_with_an_amulet_flies_in_no_world() -> None:
    # A raid is outside the Combat Zone: the raider is set up without its items' flight, and
    # so in every world seat 1 samples, whatever C item the world deals beside it.
    state = blank(8, active=0)
    axeman = on(state, 0, "A1", "Axeman", SHIELD)
    state.unit_on(0).append(take(state, 0, "Amulet of Flying"))
    give(state, 0, "pen", "Petrified Heart", "Heels of Speed")
    on(state, 1, "D1", "Swordsman")
    give(state, 0, "hand", "Horse")
    give(state, 1, "hand", "Marshal", "Gold")  # the raid stops for choices
    settlement.start_raid_step(state)
    do(state, "raid on:A1 on:D1")
    assert state.combat is not None
    for seed in range(20):
        twin = state.determinize(1, Rng(seed))
        assert twin.combat is not None
        raider = next(i for i in twin.combat.cards if i.board_id == axeman)
        assert isinstance(raider.card, Creature) and not raider.card.flying, f"seed {seed}"
