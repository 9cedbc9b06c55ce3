"""SHIELD CARDS on the board: a standard bearer's ability reaches the combats of its shield, a
Shield/Terrain card holds 25 points as a shield or pays for a bare land as terrain, and the
Guardians whose abilities act around a combat (Eisnmir draws; Sikura dispels)."""

from __future__ import annotations

from game_helpers import (
    DECK,
    RAK_NAM,
    act,
    assert_in_place,
    blank,
    finish_combat,
    lay_terrain,
    legal,
    moving,
    on_stronghold,
    organizing,
    put_shield,
    sp,
    to_pen,
    to_storage,
)

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

DUAL = "Shield / Terrain Brom's Angelic"
EISNMIR = "Eisnmir, Master of Posessions"
SIKURA = "Sikura, Preceptor of Prophets"


def _game(guardians: tuple[str, str] = (RAK_NAM, RAK_NAM)) -> GuardiansGame:
    """The rule-test deck with two Shield/Terrain cards and two Hammers of Doom."""
    decks = [
        DECK.format(guardian=g).replace(
            "2 Dispel Magic\n", f"2 Dispel Magic\n2 Hammer of Doom\n2 {DUAL}\n"
        )
        for g in guardians
    ]
    loaded = load("guardians", decks=decks, max_turns=40)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _blank(guardians: tuple[str, str] = (RAK_NAM, RAK_NAM)) -> GameState:
    return blank(0, _game(guardians))


# --- Shield/Terrain cards -------------------------------------------------------------------


def test_a_shield_terrain_card_holds_only_25_points_as_a_shield() -> None:
    state = _blank()
    shield = put_shield(state, 0, "A2", ["Earth Elemental"], name=DUAL)  # 18
    (swordsman,) = to_pen(state, 0, "Swordsman")  # 6: 24
    (gunner,) = to_pen(state, 0, "Gunner")  # stacks as 6
    organizing(state, 0)
    act(state, f"put {swordsman} {shield.id}")
    assert f"put {gunner} {shield.id}" not in legal(state)  # 30: fine for a plain shield
    plain = _blank()
    other = put_shield(plain, 0, "A2", ["Earth Elemental", "Swordsman"])
    (gunner,) = to_pen(plain, 0, "Gunner")
    organizing(plain, 0)
    assert f"put {gunner} {other.id}" in legal(plain)


def test_a_shield_terrain_card_is_placed_only_on_a_space_of_25_points_or_less() -> None:
    state = _blank()
    on_stronghold(state, 0, 0, "Earth Elemental", "Axeman")  # 25 on A1
    on_stronghold(state, 0, 2, "Earth Elemental", "Swordsman", "Gunner")  # 30 on A3
    (dual,) = to_pen(state, 0, DUAL)
    organizing(state, 0)
    options = legal(state)
    assert f"shield {dual} A1" in options
    assert f"shield {dual} A3" not in options


def test_a_shield_terrain_shield_may_not_stop_on_its_strongholds_space_above_25() -> None:
    state = _blank()
    on_stronghold(state, 0, 0, "Earth Elemental")  # 18 on A1
    shield = put_shield(state, 0, "B1", ["Axeman", "Swordsman"], name=DUAL)  # 13: 31
    moving(state, 0)
    act(state, f"turn {shield.id}")
    assert "move A1" not in legal(state)
    plain = _blank()
    on_stronghold(plain, 0, 0, "Axeman", "Swordsman")  # 13 on A1
    small = put_shield(plain, 0, "B1", ["Axeman", "Swordsman"], name=DUAL)  # 13: 26
    moving(plain, 0)
    act(plain, f"turn {small.id}")
    assert "move A1" not in legal(plain)


def test_a_shield_terrain_card_pays_for_a_bare_land_as_terrain() -> None:
    state = _blank()
    shield = put_shield(state, 0, "C2", ["Swordsman"])
    (dual,) = to_pen(state, 0, DUAL)
    for stack in state.shields.values():
        stack.turned = True
    last = put_shield(state, 0, "A1", ["Axeman"])
    moving(state, 0)
    act(state, f"turn {last.id}")
    act(state, "stay")
    assert (state.phase, state.seat) == ("settle", 0)
    assert f"terrain {shield.id} {dual}" in legal(state)
    act(state, f"terrain {shield.id} {dual}")
    assert state.terrain[sp("C2")] == (dual, False)
    assert state.controller(sp("C2")) == 0
    assert_in_place(state)


def test_a_combat_on_a_shield_terrain_card_counts_no_basic_terrain() -> None:
    state = _blank()
    lay_terrain(state, 1, "C2", DUAL)
    attacker = put_shield(state, 0, "B2", ["Swordsman"])
    put_shield(state, 1, "C2", ["Axeman"])
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    assert state.combat is not None
    assert state.combat.setup.terrain_types == ()


# --- standard bearers reach the combat ----------------------------------------------------------


def test_a_standard_bearer_shield_brings_its_ability_into_its_combat() -> None:
    state = blank()
    attacker = put_shield(state, 0, "B2", ["Swordsman"])
    put_shield(state, 1, "C2", ["Axeman"], name="Standard Bearer Maitz's Lightning 14")
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    assert state.combat is not None
    setup = state.combat.setup
    assert setup.attacker.standard is None
    assert setup.defender.standard is not None
    assert setup.defender.standard.name == "Standard Bearer Maitz's Lightning 14"
    finish_combat(state)
    assert state.last_combat is not None
    fought = state.last_combat["matchups"][0]
    # Axeman 7 + 2 (defending standard bearer) against the Swordsman's 6.
    assert (fought["attacker_vitality"], fought["defender_vitality"]) == (6, 7 + 2)
    assert_in_place(state)


# --- Eisnmir and Sikura around the board --------------------------------------------------------


def test_eisnmir_draws_when_the_opponent_plays_a_hammer_of_doom_in_movement() -> None:
    state = _blank((RAK_NAM, EISNMIR))
    lay_terrain(state, 1, "C2", "Woods")
    (hammer,) = to_storage(state, 0, "Hammer of Doom")
    put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
    before = len(state.players[1].pen) + len(state.players[1].storage)
    deck = len(state.players[1].deck)
    act(state, f"cast {hammer} C2")
    after = len(state.players[1].pen) + len(state.players[1].storage)
    assert (after - before, deck - len(state.players[1].deck)) == (1, 1)
    assert_in_place(state)


def test_eisnmir_draws_after_a_combat_in_which_the_opponent_used_a_hand_item() -> None:
    state = _blank((RAK_NAM, EISNMIR))
    lay_terrain(state, 1, "C2", "Woods")
    attacker = put_shield(state, 0, "B2", ["Swordsman"])
    put_shield(state, 1, "C2", ["Axeman"])
    to_storage(state, 0, "Hammer of Doom")
    moving(state, 0)
    act(state, f"turn {attacker.id}")
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
    state = _blank((SIKURA, RAK_NAM))
    woods = lay_terrain(state, 1, "C2", "Woods")
    (hammer,) = to_storage(state, 0, "Hammer of Doom")
    to_storage(state, 1, "Dispel Magic")
    put_shield(state, 0, "B2", ["Swordsman"])
    moving(state, 0)
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
