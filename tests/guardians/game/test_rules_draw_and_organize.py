"""DRAW AND ORGANIZE PHASE: the first draw, the reshuffle, and placing creatures, shields,
upgrades and double-bordered cards (guardians-rules.txt, "DRAW AND ORGANIZE PHASE" to
"Who Places First?"; docs/rules-notes/guardians.md, "The whole game")."""

from __future__ import annotations

import json

from game_helpers import (
    DECK_SIZE,
    GAME,
    SHIELD,
    act,
    assert_in_place,
    legal,
    named,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState, double_bordered
from stronghold.games.guardians.schema import Shield

#: The rule-test deck (game_helpers.DECK) as a position's lists: its shields, and the rest.
SHIELDS = [
    f"4 {SHIELD}",
    "2 Shield Maitz's Lightning 10",
    "Shield Maitz's Lightning 05",
    "Standard Bearer Maitz's Lightning 04",
    "Standard Bearer Maitz's Lightning 14",
]
#: Twelve cards of the deck without a shield (a first hand that holds none).
NO_SHIELD_HAND = ["4 Woods", "3 Spires", "5 Swordsman"]
#: The rest of the deck besides the shields and that hand.
REST = [
    "2 Mountains",
    "5 Axeman",
    "3 Archer",
    "3 Gunner",
    "5 Angel",
    "3 Buzzard",
    "3 Valkyrie Spirit",
    "2 Baal-a-Gog",
    "2 Earth Elemental",
    "2 Amulet of Flying",
    "Flame Cannon",
    "Large Idol",
    "2 Dispel Magic",
    "2 Gold",
]


def _listed(names: list[str]) -> str:
    return "[" + ", ".join(f'"{n}"' for n in names) + "]"


def _deck(top: list[str] | None, rest: list[str], stones: int = 7) -> tuple[str, ...]:
    """A seat's deck lines: ``top`` on top (in that order), ``rest`` shuffled beneath."""
    lines = [f"deck = {_listed(rest)}", f"stones = {stones}"]
    if top is not None:
        lines.append(f"deck_top = {_listed(top)}")
    return tuple(lines)


def _drawing(seat0: tuple[str, ...], seat1: tuple[str, ...], turn: int = 1) -> GameState:
    """The draw phase of ``turn`` with these decks (Rak Nam's stones unless they say)."""
    return position(
        "draw",
        seat_table(0, *seat0, stones=None),
        seat_table(1, *seat1, stones=None),
        seat=None,
        turn=turn,
    )


def _no_shield_on_top(turn: int = 1) -> GameState:
    """The first draw, seat 0's top 12 cards without a shield; seat 1's deck shuffled."""
    return _drawing(
        _deck(NO_SHIELD_HAND, SHIELDS + REST), _deck(None, SHIELDS + NO_SHIELD_HAND + REST)
    )


def _pen(state: GameState, seat: int, name: str) -> str:
    return named(state, state.players[seat].pen, name)


def _on(state: GameState, seat: int, slot: int) -> list[str]:
    return list(state.players[seat].strongholds[slot].on)


# --- the draw -------------------------------------------------------------------------------


def _organizing_state(seed: int) -> GameState:
    """A new game, past any reshuffle question (kept), in the organize phase."""
    state = GAME.new_state(seed)
    while state.phase == "draw":
        act(state, "keep")
    return state


def test_each_seat_draws_12_cards_on_the_first_turn() -> None:
    for seed in range(8):
        state = _organizing_state(seed)
        assert state.phase == "organize"
        for player in state.players:
            assert len(player.pen) + len(player.storage) == 12
            assert len(player.deck) == DECK_SIZE - 12
        assert_in_place(state)


def test_single_and_double_bordered_cards_are_separated() -> None:
    # Spells, H items and bribery cards go to the storage hand; creatures, C items, shields,
    # terrain (and upgrades) to the creature pen.
    for seed in range(8):
        state = _organizing_state(seed)
        for player in state.players:
            assert all(double_bordered(state.cards[c].card) for c in player.storage)
            assert not any(double_bordered(state.cards[c].card) for c in player.pen)


def test_no_shield_drawn_lets_the_seat_spend_a_stone_to_reshuffle_and_draw_again() -> None:
    state = _no_shield_on_top()
    stones = state.players[0].stones
    assert (state.phase, state.seat) == ("draw", 0)
    assert legal(state) == {"reshuffle", "keep"}
    act(state, "reshuffle")
    player = state.players[0]
    assert player.stones == stones - 1
    assert len(player.pen) + len(player.storage) == 12
    assert len(player.deck) == DECK_SIZE - 12
    assert_in_place(state)


def test_the_reshuffle_prompt_says_what_it_costs_to_the_seat_choosing() -> None:
    state = _no_shield_on_top()
    reshuffle, keep = (state.parse_action(text) for text in ("reshuffle", "keep"))
    assert state.describe_action(reshuffle, 0) == "reshuffle (1 stone)"
    assert state.describe_action(keep, 0) == "keep"
    # The other seat and spectators read the move without the chooser's price list.
    assert state.describe_action(reshuffle, 1) == "reshuffle"
    assert state.describe_action(reshuffle, None) == "reshuffle"


def test_keeping_a_hand_without_a_shield_costs_nothing() -> None:
    state = _no_shield_on_top()
    player = state.players[0]
    top = sorted(player.pen + player.storage)  # drawn as the game began
    stones = state.players[0].stones
    act(state, "keep")
    player = state.players[0]
    assert player.stones == stones
    assert sorted(player.pen + player.storage) == top
    assert sorted(state.cards[c].name for c in top) == sorted(
        ["Woods"] * 4 + ["Spires"] * 3 + ["Swordsman"] * 5
    )


def test_a_hand_with_a_shield_is_not_offered_a_reshuffle() -> None:
    state = _drawing(
        _deck([SHIELD], [*SHIELDS[1:], f"3 {SHIELD}", *NO_SHIELD_HAND, *REST]),  # on top
        _deck(NO_SHIELD_HAND, SHIELDS + REST, stones=0),  # no stone to pay with: not asked
    )
    # Seat 0 is asked all the same (being asked must not tell seat 1 whether a shield
    # came), and keeping is all it may do.
    assert (state.phase, state.seat) == ("draw", 0)
    assert legal(state) == {"keep"}
    act(state, "keep")
    assert state.phase == "organize"


def test_reshuffle_is_asked_again_while_no_shield_comes_and_stones_last() -> None:
    # Seat 0's deck holds no shield: no draw can find one.
    state = _drawing(_deck(None, NO_SHIELD_HAND + REST, stones=2), _deck(None, SHIELDS + REST))
    player = state.players[0]
    act(state, "reshuffle")
    assert (state.phase, state.seat, player.stones) == ("draw", 0, 1)
    act(state, "reshuffle")
    assert player.stones == 0
    assert state.seat != 0 or state.phase != "draw"  # no stone left: no more asking
    assert_in_place(state)


def test_the_reshuffle_belongs_to_the_first_draw_of_12_only() -> None:
    # "Draw 12 cards. [...] If you didn't draw any shields, you may spend a stone and reshuffle
    # the deck and draw again": the text says it of the first Draw and Organize phase, with its
    # draw of 12. A later turn's draw ("THE TURN IS OVER, GO BACK TO THE DRAW & ORGANIZE
    # PHASE") says nothing of it: a later hand with no shield is kept.
    hand = ["4 Woods", "2 Spires"]  # six cards without a shield on top of each deck
    rest = [*SHIELDS, "Spires", "5 Swordsman", *REST]
    state = _drawing(_deck(hand, rest), _deck(hand, rest), turn=2)
    assert state.phase == "organize"  # no reshuffle is offered: the hands are kept
    assert [p.stones for p in state.players] == [7, 7]
    for player in state.players:
        assert 0 < len(player.pen) + len(player.storage) < 12  # a later turn's draw
        assert not any(isinstance(state.cards[c].card, Shield) for c in player.pen)
    assert_in_place(state)


# --- placing: four places for creatures -------------------------------------------------------


def test_four_places_for_a_creature() -> None:
    # On a stronghold under a shield, on a stronghold without a shield, under a stronghold
    # (a channeler, to channel this turn), or the creature pen.
    state = position(
        "organize", seat_table(0, 'pen = ["Valkyrie Spirit"]'), shield_table(0, "A2", [])
    )
    shield = shield_at(state, "A2")
    (valkyrie,) = state.players[0].pen
    options = legal(state)
    assert f"put {valkyrie} {shield.id}" in options
    assert f"put {valkyrie} on:A1" in options
    assert f"put {valkyrie} under:A1" in options
    act(state, f"put {valkyrie} on:A1")
    assert valkyrie in state.players[0].strongholds[0].on
    act(state, "ready")  # seat 1
    assert f"put {valkyrie} pen" not in legal(state)  # each card is placed once a phase
    assert_in_place(state)


def test_a_creature_on_a_stronghold_can_go_back_to_the_pen() -> None:
    state = position("organize", '[seat0.A1]\non = ["Axeman"]\n')
    (axeman,) = _on(state, 0, 0)
    act(state, f"put {axeman} pen")
    assert axeman in state.players[0].pen
    assert not state.players[0].strongholds[0].on


def test_a_shield_placed_on_a_stronghold_takes_the_creatures_on_it() -> None:
    state = position(
        "organize",
        seat_table(0, f'pen = ["{SHIELD}"]'),
        '[seat0.A2]\non = ["Axeman", "Swordsman"]\n',
    )
    creatures = _on(state, 0, 1)
    (shield,) = state.players[0].pen
    act(state, f"shield {shield} A2")
    assert state.shields[shield].contents == creatures
    assert not state.players[0].strongholds[1].on
    assert_in_place(state)


def test_shields_are_placed_face_up() -> None:
    state = position("organize", seat_table(0, f'pen = ["{SHIELD}"]'))
    (shield,) = state.players[0].pen
    act(state, f"shield {shield} A2")
    assert state.cards[shield].public
    seen = json.dumps(state.view(1))
    assert "Shield Maitz's Lightning 14" in seen
    assert shield not in state.hidden_from(1)


# --- the 30-point limit -----------------------------------------------------------------------


def test_the_limit_counts_the_red_stacking_number() -> None:
    # Earth Elemental 18 + Axeman 7 = 25 on A1: a Gunner (Vitality 4, stacks as 6) would make
    # 31, so it may not go there, though its Vitality would make only 29.
    state = position(
        "organize",
        seat_table(0, 'pen = ["Gunner"]'),
        '[seat0.A1]\non = ["Earth Elemental", "Axeman"]\n',
    )
    (gunner,) = state.players[0].pen
    options = legal(state)
    assert f"put {gunner} on:A1" not in options
    assert f"put {gunner} on:A2" in options


def test_exactly_30_points_fit() -> None:
    state = position(
        "organize",
        seat_table(0, 'pen = ["Gunner"]'),  # stacks as 6
        '[seat0.A1]\non = ["Earth Elemental", "Swordsman"]\n',  # 24
    )
    (gunner,) = state.players[0].pen
    act(state, f"put {gunner} on:A1")
    assert state.stack_of(0, 0) == 30


def test_creatures_on_and_under_a_stronghold_share_its_30_points() -> None:
    state = position(
        "organize",
        # an Axeman (7: 32 on and under A1) and a Valkyrie Spirit (7: 32)
        seat_table(0, 'pen = ["Axeman", "Valkyrie Spirit"]'),
        '[seat0.A1]\non = ["Earth Elemental"]\nunder = ["Valkyrie Spirit"]\n',  # 18 + 7
    )
    axeman, valkyrie = _pen(state, 0, "Axeman"), _pen(state, 0, "Valkyrie Spirit")
    options = legal(state)
    assert f"put {axeman} on:A1" not in options
    assert f"put {valkyrie} under:A1" not in options
    assert f"put {axeman} on:A3" in options


def test_the_limit_holds_under_a_shield_on_a_stronghold() -> None:
    state = position(
        "organize",
        seat_table(0, 'pen = ["Swordsman", "Gunner"]'),
        shield_table(0, "A2", ["Earth Elemental", "Axeman"]),  # 25
    )
    shield = shield_at(state, "A2")
    swordsman, gunner = _pen(state, 0, "Swordsman"), _pen(state, 0, "Gunner")
    options = legal(state)
    assert f"put {swordsman} {shield.id}" not in options  # 31
    assert f"put {gunner} {shield.id}" not in options  # stacks as 6: 31


# --- creature magic items -----------------------------------------------------------------------


def test_a_creature_item_needs_a_creature_for_it_in_the_stack() -> None:
    state = position(
        "organize",
        seat_table(0, 'pen = ["2 Amulet of Flying"]'),
        '[seat0.A1]\non = ["Swordsman"]\n',
    )
    (amulet, second) = state.players[0].pen
    options = legal(state)
    assert f"put {amulet} on:A1" in options  # one creature, one item
    assert f"put {amulet} on:A2" not in options  # no creature there
    act(state, f"put {amulet} on:A1")
    act(state, "ready")  # seat 1
    assert f"put {second} on:A1" not in legal(state)  # two items, one creature


def test_no_stack_is_left_with_more_items_than_creatures() -> None:
    # "You cannot have more magic items than creatures in any stack": taking the only
    # creature out of a stack that holds an item would leave the item alone.
    state = position("organize", '[seat0.A2]\non = ["Swordsman", "Amulet of Flying"]\n')
    swordsman = named(state, _on(state, 0, 1), "Swordsman")
    amulet = named(state, _on(state, 0, 1), "Amulet of Flying")
    for action in sorted(legal(state)):
        if not action.startswith(f"put {swordsman} "):
            continue
        trial = state.clone()
        act(trial, action)
        slot = trial.players[0].strongholds[1]
        creatures = sum(1 for c in slot.on if trial.cards[c].is_creature)
        items = sum(1 for c in slot.on if trial.cards[c].is_creature_item)
        assert items <= creatures, f"{action} leaves {items} item(s) and {creatures} creature(s)"
    assert amulet in state.players[0].strongholds[1].on


# --- upgrades, standard bearers, storage ----------------------------------------------------------


def test_one_upgrade_on_the_left_and_one_on_the_right() -> None:
    state = position("organize", seat_table(0, 'pen = ["Flame Cannon", "Large Idol"]'))
    cannon, idol = _pen(state, 0, "Flame Cannon"), _pen(state, 0, "Large Idol")
    options = legal(state)
    assert {f"upgrade {cannon} left", f"upgrade {cannon} right"} <= options
    assert not any(o.startswith("upgrade") and o.endswith("center") for o in options)
    act(state, f"upgrade {cannon} left")
    assert state.players[0].strongholds[0].upgrade == cannon
    assert state.cards[cannon].public
    act(state, "ready")  # seat 1
    options = legal(state)
    assert f"upgrade {idol} left" not in options
    assert f"upgrade {idol} right" in options
    assert not any(cannon in o for o in options)  # once placed, it cannot be removed
    assert_in_place(state)


def test_only_one_standard_bearer_in_play() -> None:
    state = position(
        "organize",
        seat_table(
            0, 'pen = ["Standard Bearer Maitz\'s Lightning 14", "Shield Maitz\'s Lightning 10"]'
        ),
        shield_table(0, "B2", ["Swordsman"], card="Standard Bearer Maitz's Lightning 04"),
    )
    bearer = _pen(state, 0, "Standard Bearer Maitz's Lightning 14")
    plain = _pen(state, 0, "Shield Maitz's Lightning 10")
    options = legal(state)
    assert not any(o.startswith(f"shield {bearer} ") for o in options)
    assert f"shield {plain} A1" in options


def test_a_standard_bearer_may_be_placed_when_none_is_in_play() -> None:
    state = position("organize", seat_table(0, 'pen = ["Standard Bearer Maitz\'s Lightning 14"]'))
    (bearer,) = state.players[0].pen
    act(state, f"shield {bearer} A1")
    assert bearer in state.shields


def test_shields_terrain_and_spare_cards_wait_in_the_pen_and_storage() -> None:
    # Double-bordered cards are never placed on the board in organizing.
    state = position("organize", seat_table(0, 'storage = ["Gold"]', 'pen = ["Woods"]'))
    (gold,), (woods,) = state.players[0].storage, state.players[0].pen
    assert not any(gold in o or woods in o for o in legal(state))


# --- who places first ---------------------------------------------------------------------------


def test_placing_alternates_one_placement_at_a_time() -> None:
    state = position(
        "organize",
        seat_table(0, 'pen = ["Axeman", "Swordsman"]'),
        seat_table(1, 'pen = ["Axeman"]'),
        shield_table(0, "B2", ["Archer"]),  # a shield to move once organizing is over
    )
    a1, a2 = _pen(state, 0, "Axeman"), _pen(state, 0, "Swordsman")
    (b1,) = state.players[1].pen
    act(state, f"put {a1} on:A1")
    assert state.seat == 1
    act(state, f"put {b1} on:D1")
    assert state.seat == 0
    act(state, f"put {a2} on:A2")
    assert state.seat == 1
    act(state, "ready")
    assert (state.phase, state.seat) == ("organize", 0)  # seat 1 is done: seat 0 goes on
    act(state, "ready")
    assert state.phase == "move"  # both ready: movement


def test_a_coin_flip_decides_who_places_first() -> None:
    firsts = {_organizing_state(seed).first_organizer for seed in range(30)}
    assert firsts == {0, 1}
    for seed in range(10):
        state = _organizing_state(seed)
        assert state.seat == state.first_organizer


def test_creatures_are_placed_face_down() -> None:
    state = position("organize", seat_table(0, 'pen = ["Earth Elemental"]'))
    (earth,) = state.players[0].pen
    act(state, f"put {earth} on:A2")
    assert not state.cards[earth].public
    assert earth in state.hidden_from(1)
    assert "Earth Elemental" not in json.dumps(state.view(1))


def test_the_terminal_lists_the_reshuffle_with_its_cost() -> None:
    from stronghold.cli.screens import screen_for

    state = _no_shield_on_top()
    entries = screen_for("guardians").choice_entries(state, 0)
    shown = {entry.short.plain.split(". ", 1)[1] for entry in entries}
    assert shown == {"reshuffle (1 stone)", "keep"}
