"""SHIELD CARDS on the board: a standard bearer's ability reaches the combats of its shield, a
Shield/Terrain card holds 25 points as a shield or pays for a bare land as terrain, and the
Guardians whose abilities act around a combat (Eisnmir draws; Sikura dispels)."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    finish_combat,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
)

from stronghold.games.guardians.play.state import GameState

DUAL = "Shield / Terrain Brom's Angelic"
EISNMIR = "Eisnmir, Master of Posessions"
SIKURA = "Sikura, Preceptor of Prophets"
#: What a deck holds where a test draws from it.
DECK = 'deck = ["4 Swordsman", "4 Angel", "3 Archer"]'
UP = 'up = "Buzzard"'  # a seat with a deck has turned its Up card


def _seats(*lines0: str, guardians: tuple[str, str] = ("Rak Nam", "Rak Nam")) -> tuple[str, str]:
    """Both seats with their Guardians' own stones; ``lines0`` for seat 0."""
    return (
        seat_table(0, *lines0, stones=None, guardian=guardians[0]),
        seat_table(1, stones=None, guardian=guardians[1]),
    )


def _card(state: GameState, ids: list[str], name: str) -> str:
    (found,) = [c for c in ids if state.cards[c].name == name]
    return found


# --- Shield/Terrain cards -------------------------------------------------------------------


def test_a_shield_terrain_card_holds_only_25_points_as_a_shield() -> None:
    state = position(
        "organize",
        *_seats('pen = ["Swordsman", "Gunner"]'),  # 6: 24; the Gunner stacks as 6
        shield_table(0, "A2", ["Earth Elemental"], card=DUAL),  # 18
    )
    shield = shield_at(state, "A2")
    swordsman = _card(state, state.players[0].pen, "Swordsman")
    gunner = _card(state, state.players[0].pen, "Gunner")
    act(state, f"put {swordsman} {shield.id}")
    assert f"put {gunner} {shield.id}" not in legal(state)  # 30: fine for a plain shield
    plain = position(
        "organize",
        *_seats('pen = ["Gunner"]'),
        shield_table(0, "A2", ["Earth Elemental", "Swordsman"]),
    )
    other = shield_at(plain, "A2")
    (gunner,) = plain.players[0].pen
    assert f"put {gunner} {other.id}" in legal(plain)


def test_a_shield_terrain_card_is_placed_only_on_a_space_of_25_points_or_less() -> None:
    state = position(
        "organize",
        *_seats(f'pen = ["{DUAL}"]'),
        '[seat0.A1]\non = ["Earth Elemental", "Axeman"]\n',  # 25 on A1
        '[seat0.A3]\non = ["Earth Elemental", "Swordsman", "Gunner"]\n',  # 30 on A3
    )
    (dual,) = state.players[0].pen
    options = legal(state)
    assert f"shield {dual} A1" in options
    assert f"shield {dual} A3" not in options


def test_a_shield_terrain_shield_may_not_stop_on_its_strongholds_space_above_25() -> None:
    state = position(
        "move",
        *_seats(),
        '[seat0.A1]\non = ["Earth Elemental"]\n',  # 18 on A1
        shield_table(0, "B1", ["Axeman", "Swordsman"], card=DUAL),  # 13: 31
    )
    act(state, f"turn {shield_at(state, 'B1').id}")
    assert "move A1" not in legal(state)
    plain = position(
        "move",
        *_seats(),
        '[seat0.A1]\non = ["Axeman", "Swordsman"]\n',  # 13 on A1
        shield_table(0, "B1", ["Axeman", "Swordsman"], card=DUAL),  # 13: 26
    )
    act(plain, f"turn {shield_at(plain, 'B1').id}")
    assert "move A1" not in legal(plain)


def test_a_shield_terrain_card_pays_for_a_bare_land_as_terrain() -> None:
    state = position(
        "move",
        *_seats(f'pen = ["{DUAL}"]'),
        shield_table(0, "C2", ["Swordsman"], turned=True),
        shield_table(0, "A1", ["Axeman"]),
    )
    shield = shield_at(state, "C2")
    (dual,) = state.players[0].pen
    act(state, f"turn {shield_at(state, 'A1').id}")
    act(state, "stay")
    assert (state.phase, state.seat) == ("settle", 0)
    assert f"terrain {shield.id} {dual}" in legal(state)
    act(state, f"terrain {shield.id} {dual}")
    assert state.terrain[sp("C2")] == (dual, False)
    assert state.controller(sp("C2")) == 0
    assert_in_place(state)


def test_a_combat_on_a_shield_terrain_card_counts_no_basic_terrain() -> None:
    seat0, _ = _seats()
    state = position(
        "move",
        seat0,
        seat_table(1, f'terrain = {{ C2 = "{DUAL}" }}', stones=None),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    assert state.combat is not None
    assert state.combat.setup.terrain_types == ()


# --- standard bearers reach the combat ----------------------------------------------------------


def test_a_standard_bearer_shield_brings_its_ability_into_its_combat() -> None:
    state = position(
        "move",
        *_seats(),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"], card="Standard Bearer Maitz's Lightning 14"),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    assert state.combat is not None
    setup = state.combat.setup
    assert setup.attacker.standard is None
    assert setup.defender.standard is not None
    assert setup.defender.standard.name == "Standard Bearer Maitz's Lightning 14"
    finish_combat(state)
    assert state.last_combat is not None
    fought = state.last_combat.matchups[0]
    # Axeman 7 + 2 (defending standard bearer) against the Swordsman's 6.
    assert (fought.attacker_vitality, fought.defender_vitality) == (6, 7 + 2)
    assert_in_place(state)


# --- Eisnmir and Sikura around the board --------------------------------------------------------


def test_eisnmir_draws_when_the_opponent_plays_a_hammer_of_doom_in_movement() -> None:
    state = position(
        "move",
        seat_table(0, 'storage = ["Hammer of Doom"]', stones=None),
        seat_table(1, 'terrain = { C2 = "Woods" }', DECK, UP, stones=None, guardian=EISNMIR),
        shield_table(0, "B2", ["Swordsman"]),
    )
    (hammer,) = state.players[0].storage
    before = len(state.players[1].pen) + len(state.players[1].storage)
    deck = len(state.players[1].deck)
    act(state, f"cast {hammer} C2")
    after = len(state.players[1].pen) + len(state.players[1].storage)
    assert (after - before, deck - len(state.players[1].deck)) == (1, 1)
    assert_in_place(state)


def test_eisnmir_draws_after_a_combat_in_which_the_opponent_used_a_hand_item() -> None:
    state = position(
        "move",
        seat_table(0, 'storage = ["Hammer of Doom"]', stones=None),
        seat_table(1, 'terrain = { C2 = "Woods" }', DECK, UP, stones=None, guardian=EISNMIR),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    combat = state.combat
    assert combat is not None
    deck = len(state.players[1].deck)
    while state.phase == "combat":
        options = [str(a) for a in state.legal_actions()]
        hammer = [o for o in options if o.startswith("cast ")]
        if hammer and state.seat == 0:
            act(state, hammer[0])
            continue
        quiet = [o for o in options if o in ("pass", "done", "command no")]
        act(state, quiet[0] if quiet else options[0])
    assert combat.draws == [0, 1]
    assert deck - len(state.players[1].deck) == 1
    assert_in_place(state)


def test_sikura_pays_2_stones_to_dispel_a_dispel_magic_outside_combat() -> None:
    state = position(
        "move",
        seat_table(0, 'storage = ["Hammer of Doom"]', stones=None, guardian=SIKURA),
        seat_table(1, 'terrain = { C2 = "Woods" }', 'storage = ["Dispel Magic"]', stones=None),
        shield_table(0, "B2", ["Swordsman"]),
    )
    (hammer,) = state.players[0].storage
    woods = state.terrain[sp("C2")][0]
    stones = state.players[0].stones
    act(state, f"cast {hammer} C2")
    (dispel,) = [o for o in legal(state) if o.startswith("cast ")]
    act(state, dispel)
    assert state.seat == 0
    dispelled = dispel.split()[1]
    assert f"power dispel {dispelled}" in legal(state)
    act(state, f"power dispel {dispelled}")
    assert state.players[0].stones == stones - 2
    assert sp("C2") not in state.terrain  # the Hammer of Doom worked after all
    assert woods in state.players[1].discard
    assert_in_place(state)
