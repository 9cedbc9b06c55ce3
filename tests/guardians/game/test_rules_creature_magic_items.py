"""Creature magic items outside the Draw and Organize phase: "You may stack creature Magic
Items under any stack, [but] you cannot have more magic items than creatures in any stack"
(guardians-rules.txt, "Place Creatures"). Whenever creatures leave a stack, the items it can
no longer hold go with them: along to where they went (a pass, reinforcing), or lost with them
("If the Creature is lost, the Amulet is lost", Amulet of Flying). A shield left with items
and no creature is destroyed (docs/rules-notes/guardians.md, "Creature items")."""

from __future__ import annotations

import random

from game_helpers import (
    act,
    assert_in_place,
    finish_combat,
    game,
    legal,
    named,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
)

from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.state import GameState

AMULET = "Amulet of Flying"
STRONG = ["Earth Elemental", "Baal-a-Gog"]  # 30 points
RANDOM_GAMES = 12
RANDOM_GAME = game(max_turns=12)


def _items_and_creatures(state: GameState, cards: list[str]) -> tuple[int, int]:
    items = sum(1 for c in cards if state.cards[c].is_creature_item)
    creatures = sum(1 for c in cards if state.cards[c].is_creature)
    return items, creatures


def _every_stack_holds_an_item_per_creature(state: GameState) -> None:
    stacks = [s.contents for s in state.shields.values()]
    stacks += [slot.on for player in state.players for slot in player.strongholds]
    for cards in stacks:
        items, creatures = _items_and_creatures(state, cards)
        assert items <= creatures, f"a stack holds {items} item(s) and {creatures} creature(s)"


# --- a pass drops creatures ----------------------------------------------------------------


def test_an_item_goes_with_the_creature_a_passing_shield_drops() -> None:
    # The shield (a Swordsman and an Amulet) passes its own A1 and drops the Swordsman there:
    # the Amulet cannot stay under the shield alone; it stays with the Swordsman on A1.
    state = position("move", shield_table(0, "B1", ["Swordsman", AMULET]))
    shield = shield_at(state, "B1")
    amulet = named(state, shield.contents, AMULET)
    swordsman = named(state, shield.contents, "Swordsman")
    act(state, f"turn {shield.id}")
    act(state, "move A1 A2")
    assert state.phase == "transfer"
    act(state, f"drop {swordsman}")
    _every_stack_holds_an_item_per_creature(state)
    on_a1 = state.players[0].strongholds[0].on
    assert sorted(on_a1) == sorted([swordsman, amulet])
    assert shield.contents == []
    act(state, "go")
    _every_stack_holds_an_item_per_creature(state)
    assert_in_place(state)


def test_a_passing_shield_drops_a_lone_item_only_where_a_creature_has_none() -> None:
    # Dropping the Amulet alone onto an empty stronghold card would leave it with no creature.
    state = position("move", shield_table(0, "B1", ["Swordsman", AMULET]))
    shield = shield_at(state, "B1")
    amulet = named(state, shield.contents, AMULET)
    act(state, f"turn {shield.id}")
    act(state, "move A1 A2")
    assert f"drop {amulet}" not in legal(state)


def test_an_item_goes_with_the_creature_a_passing_shield_picks_up() -> None:
    # A1 holds an Axeman with an Amulet; the shield passing A1 picks up the Axeman: the Amulet
    # cannot stay on the card alone and goes along under the shield.
    state = position(
        "move", f'[seat0.A1]\non = ["Axeman", "{AMULET}"]\n', shield_table(0, "B1", ["Swordsman"])
    )
    on_a1 = state.players[0].strongholds[0].on
    axeman, amulet = named(state, on_a1, "Axeman"), named(state, on_a1, AMULET)
    shield = shield_at(state, "B1")
    act(state, f"turn {shield.id}")
    act(state, "move A1 A2")
    act(state, f"pick {axeman}")
    _every_stack_holds_an_item_per_creature(state)
    assert state.players[0].strongholds[0].on == []
    assert {axeman, amulet} <= set(shield.contents)
    act(state, "go")
    assert shield.space == sp("A2")
    assert_in_place(state)


# --- reinforcing takes creatures away -------------------------------------------------------


def test_an_item_goes_with_the_creature_that_reinforces_a_shield() -> None:
    # "You may reinforce a shield with any creature from your strongholds": the Swordsman on A1
    # joins the turned shield on B1, and the Amulet that was with it goes along.
    state = position(
        "move",
        f'[seat0.A1]\non = ["Swordsman", "{AMULET}"]\n',
        shield_table(0, "B1", ["Axeman"], turned=True),
        shield_table(0, "B3", ["Axeman"]),
    )
    on_a1 = state.players[0].strongholds[0].on
    swordsman, amulet = named(state, on_a1, "Swordsman"), named(state, on_a1, AMULET)
    target, mover = shield_at(state, "B1"), shield_at(state, "B3")
    act(state, f"turn {mover.id}")
    act(state, "reinforce")
    act(state, f"add {swordsman} {target.id}")
    _every_stack_holds_an_item_per_creature(state)
    assert state.players[0].strongholds[0].on == []
    assert {swordsman, amulet} <= set(target.contents)
    assert_in_place(state)


# --- combat beats creatures -------------------------------------------------------------------


def _fight(state: GameState, attacker: ShieldStack, *route: str) -> None:
    """``attacker`` (its seat to move; no stones: the outcome is the cards' alone) attacks."""
    act(state, f"turn {attacker.id}")
    act(state, f"move {' '.join(route)}")
    assert state.phase == "combat"
    finish_combat(state)


def test_a_shield_with_only_items_left_after_combat_is_destroyed() -> None:
    # Every creature of the defending shield is beaten; its Amulet is lost with them, and the
    # shield, with no creature left, is destroyed (it counts for the opponent's goal).
    state = position(
        "move", shield_table(0, "B2", STRONG), shield_table(1, "C2", ["Buzzard", AMULET])
    )
    attacker, defender = shield_at(state, "B2"), shield_at(state, "C2")
    amulet = named(state, defender.contents, AMULET)
    _fight(state, attacker, "C2")
    assert defender.id not in state.shields
    assert state.players[1].shields_lost == 1
    assert amulet in state.players[1].discard
    assert attacker.space == sp("C2")
    assert state.phase != "retreat"
    assert_in_place(state)


def test_items_beyond_the_surviving_creatures_are_lost_with_the_beaten_ones() -> None:
    # Two creatures and two Amulets defend against one attacker: one defender is beaten in the
    # only match-up, the other is never played. One Amulet is left for the one creature; the
    # other is lost with the beaten creature.
    state = position(
        "move",
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "C2", ["Buzzard", "Swordsman", AMULET, AMULET]),
    )
    attacker, defender = shield_at(state, "B2"), shield_at(state, "C2")
    amulets = [c for c in defender.contents if state.cards[c].name == AMULET]
    _fight(state, attacker, "C2")
    assert defender.id in state.shields
    assert _items_and_creatures(state, defender.contents) == (1, 1)
    assert sum(1 for a in amulets if a in state.players[1].discard) == 1
    _every_stack_holds_an_item_per_creature(state)
    assert_in_place(state)


# --- other ways creatures leave a stack -----------------------------------------------------


def test_a_creature_given_up_at_settlement_takes_its_item_with_it() -> None:
    # A bare land with nothing to lay: the owner gives up a creature; with one creature and one
    # Amulet left for two, one Amulet goes to the discard pile with it.
    state = position(
        "settle", shield_table(0, "C2", ["Swordsman", "Axeman", AMULET, AMULET]), seat=None
    )
    shield = shield_at(state, "C2")
    amulets = [c for c in shield.contents if state.cards[c].name == AMULET]
    assert state.phase == "settle" and state.seat == 0
    swordsman = named(state, shield.contents, "Swordsman")
    act(state, f"sacrifice {shield.id} {swordsman}")
    assert _items_and_creatures(state, shield.contents) == (1, 1)
    assert sum(1 for a in amulets if a in state.players[0].discard) == 1
    assert_in_place(state)


def test_no_stack_ever_holds_more_items_than_creatures() -> None:
    # Whole games at random (each rule-test deck has two Amulets of Flying), checked after
    # every action: no shield and no stronghold card ever holds more items than creatures.
    with_items = 0
    for seed in range(RANDOM_GAMES):
        state = RANDOM_GAME.new_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            _every_stack_holds_an_item_per_creature(state)
            with_items += any(
                state.cards[c].is_creature_item for s in state.shields.values() for c in s.contents
            )
    assert with_items > 100  # items did travel under shields


def test_an_item_of_a_creature_bought_back_after_combat_goes_to_the_pen() -> None:
    # Skeletal Minion: "If it is lost in combat, you may pay one power stone to put it back in
    # your storage hand." Bought back it is not lost, and neither is the Amulet it leaves: the
    # Amulet goes to the pen (a creature item is single-bordered), not to the discard pile.
    state = position(
        "move",
        shield_table(0, "B2", STRONG),
        seat_table(1, stones=1),
        shield_table(1, "C2", ["Skeletal Minion", AMULET]),
    )
    attacker, defender = shield_at(state, "B2"), shield_at(state, "C2")
    amulet = named(state, defender.contents, AMULET)
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    paid = False
    while state.phase == "combat":
        options = legal(state)
        pays = [o for o in options if o.startswith("pay ") and o.endswith(" yes")]
        if pays:
            act(state, pays[0])
            paid = True
            continue
        quiet = [o for o in options if o.split()[0] in ("pass", "done") or o.endswith(" no")]
        act(state, sorted(quiet)[0] if quiet else sorted(options)[0])
    assert paid
    minion = next(c for c in state.players[1].storage if state.cards[c].name == "Skeletal Minion")
    assert minion
    assert amulet in state.players[1].pen
    assert defender.id not in state.shields  # no creature left under it
    assert_in_place(state)
