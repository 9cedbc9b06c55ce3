"""C items that lighten a space's load (issue 14; docs/rules-notes/cards/space-limit.md):
Petrified Heart (one own creature counts its base Vitality, not its red number) and Vestibule of
Kabod (one own Small Demon or Devil counts nothing; one Vestibule per space and player). Checked
through ``stacking.space_total`` where creatures come together: a combat scenario's shield, the
organize phase's ``put``, a move onto an own stronghold space, and the worlds ``determinize``
samples of a hidden shield.
"""

from __future__ import annotations

from typing import Any

import pytest
from game_helpers import (
    SHIELD,
    act,
    at_position,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
)

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.errors import ScenarioError
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play import board, secrets
from stronghold.games.guardians.play.state import GameState

#: Red numbers 14 + 12 + 6 = 32 points; Petrified Heart lets the Swarm count its 6: 24.
RED = ["Vensuni Inferno Swarm", "Grand Avatar", "Gunner"]
#: 20 + 8 (Small Demon) + 5 + 5 + 4 (Small Demons) = 42; one Vestibule takes the 8 off: 34.
DEMONS = ["Old Nick", "Drizzle Bone the Hack", "Kazarian Squawker", "Baleful Eye", "Gorgal Skag"]


def _combat(shield: list[str]) -> CombatState:
    data: dict[str, Any] = {
        "terrain": "Swamps",
        "attacker": {"shield": shield},
        "defender": {"shield": ["Axeman"]},
    }
    state = load("guardians-combat", scenario=data).new_state(0)
    assert isinstance(state, CombatState)
    return state


def test_a_shield_over_the_limit_by_red_numbers_is_refused() -> None:
    with pytest.raises(ScenarioError, match="32 points"):
        _combat(RED)


def test_petrified_heart_lets_a_creature_stack_at_its_base_vitality() -> None:
    assert _combat([*RED, "Petrified Heart"]).phase == "declare"


def test_vestibule_of_kabod_ignores_one_small_demon() -> None:
    # Old Nick 20 + Drizzle Bone 8 + Baleful Eye 5 = 33: the Vestibule ignores Drizzle Bone
    assert _combat(["Old Nick", "Drizzle Bone the Hack", "Baleful Eye", "Vestibule of Kabod"])
    with pytest.raises(ScenarioError, match="33 points"):
        _combat(["Old Nick", "Drizzle Bone the Hack", "Baleful Eye"])


def test_a_second_vestibule_on_the_space_ignores_nothing_more() -> None:
    with pytest.raises(ScenarioError, match="34 points"):
        _combat([*DEMONS, "Vestibule of Kabod", "Vestibule of Kabod"])


def test_vestibule_of_kabod_ignores_no_medium_demon() -> None:
    # Lorg Mole and Devil Dog are Medium: 20 + 9 + 6 = 35 with or without the Vestibule
    with pytest.raises(ScenarioError, match="35 points"):
        _combat(["Old Nick", "Lorg Mole", "Devil Dog", "Vestibule of Kabod"])


def test_a_heart_and_a_vestibule_relieve_two_creatures_between_them() -> None:
    # Old Nick 20 + Yandrax 2 (a Small Demon, 1/2) + Merchant 4 (1/4) + Lorg Mole 9 = 35: the
    # Vestibule ignores Yandrax (2) and the Heart lets the Merchant count 1 (3): 30
    both = ["Old Nick", "Yandrax", "Merchant", "Lorg Mole"]
    assert _combat([*both, "Petrified Heart", "Vestibule of Kabod"]).phase == "declare"
    with pytest.raises(ScenarioError, match="32 points"):
        _combat([*both, "Petrified Heart"])
    with pytest.raises(ScenarioError, match="33 points"):
        _combat([*both, "Vestibule of Kabod"])


# --- organize: put -----------------------------------------------------------------------------


def _organize(on: list[str], pen: list[str]) -> GameState:
    listed = ", ".join(f'"{n}"' for n in on)
    in_pen = ", ".join(f'"{n}"' for n in pen)
    text = (
        'phase = "organize"\nseat = 0\nturn = 2\n'
        + seat_table(0, f"pen = [{in_pen}]")
        + f"[seat0.A1]\non = [{listed}]\n"
        + seat_table(1, 'pen = ["Axeman"]')
    )
    return at_position(text)


def _pen_id(state: GameState, name: str) -> str:
    return next(c for c in state.players[0].pen if state.cards[c].name == name)


def _on_id(state: GameState, name: str) -> str:
    slot = state.players[0].strongholds[0]
    return next(c for c in slot.on if state.cards[c].name == name)


def test_organize_puts_a_creature_where_petrified_heart_makes_room() -> None:
    state = _organize(["Vensuni Inferno Swarm", "Grand Avatar", "Petrified Heart"], ["Gunner"])
    gunner = _pen_id(state, "Gunner")
    assert f"put {gunner} on:A1" in legal(state)  # 6 + 12 + 6 = 24 with the Heart
    act(state, f"put {gunner} on:A1")
    assert state.stack_of(0, board.parse_space("A1") or 0) == 24


def test_organize_refuses_the_creature_without_petrified_heart() -> None:
    state = _organize(["Vensuni Inferno Swarm", "Grand Avatar"], ["Gunner", "Petrified Heart"])
    gunner = _pen_id(state, "Gunner")
    assert f"put {gunner} on:A1" not in legal(state)  # 14 + 12 + 6 = 32
    assert f"put {gunner} on:A2" in legal(state)


def test_petrified_heart_may_not_leave_a_space_it_keeps_within_the_limit() -> None:
    state = _organize([*RED, "Petrified Heart"], [])
    heart = _on_id(state, "Petrified Heart")
    assert not any(a.startswith(f"put {heart} ") for a in legal(state))
    assert state.refusal(f"put {heart} pen", seat=0) is not None


# --- movement: a shield moving onto an own stronghold space -------------------------------------


def _moving(carried: list[str], on: list[str]) -> GameState:
    listed = ", ".join(f'"{n}"' for n in on)
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0)
        + f"[seat0.A1]\non = [{listed}]\n"
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\n'
        + "cards = [{}]\n".format(", ".join(f'"{n}"' for n in carried))
        + seat_table(1)
        + f'[[seat1.shields]]\nspace = "C3"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
    )
    return at_position(text)


@pytest.mark.parametrize(("item", "allowed"), [("Petrified Heart", True), (None, False)])
def test_a_shield_moves_home_when_the_heart_on_the_space_makes_room(
    item: str | None, allowed: bool
) -> None:
    on = ["Vensuni Inferno Swarm", "Grand Avatar", *([item] if item else [])]
    state = _moving(["Gunner"], on)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    assert ("move A1" in legal(state)) is allowed


# --- determinize: a hidden shield lightened by a Heart ----------------------------------------


def _hidden_heart() -> GameState:
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0)
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
        + seat_table(1, 'pen = ["Archer", "Cleric", "Merchant"]')
        + f'[[seat1.shields]]\nspace = "C3"\ncard = "{SHIELD}"\n'
        + "cards = [{}]\n".format(", ".join(f'"{n}"' for n in [*RED, "Petrified Heart"]))
    )
    return at_position(text)


def test_the_true_world_of_a_hidden_shield_with_a_heart_keeps_its_limit() -> None:
    # 32 points by red numbers, 24 with the Heart: the world seat 0 cannot see is legal
    state = _hidden_heart()
    unknown = secrets.places(state, 0)[1]
    truth = {spot.cid: state.cards[spot.cid].card for spot in unknown.spots}
    assert hidden.world_ok(unknown, truth)


def test_determinize_samples_only_worlds_within_the_lightened_limit() -> None:
    state = _hidden_heart()
    space = board.parse_space("C3")
    assert space is not None
    full = 0
    for seed in range(200):
        world = state.determinize(0, Rng(seed))
        assert isinstance(world, GameState)
        assert world.stack_of(1, space) <= 30, seed
        shield = next(s for s in world.shields.values() if s.owner == 1)
        names = {world.cards[c].name for c in shield.contents}
        full += set(RED) <= names
    assert full > 0  # the true load (32 by red numbers) is among the worlds sampled


# --- reinforcing: a creature from a stronghold joins a turned shield ---------------------------


@pytest.mark.parametrize(("item", "allowed"), [("Petrified Heart", True), (None, False)])
def test_a_gunner_reinforces_a_shield_whose_heart_makes_room(
    item: str | None, allowed: bool
) -> None:
    # the turned shield on B1 holds 14 + 12 (red numbers): a Gunner (6) fits only with the
    # Heart there (6 + 12 + 6 = 24)
    target = ["Vensuni Inferno Swarm", "Grand Avatar", *([item] if item else [])]
    state = position(
        "move",
        shield_table(0, "B1", target, turned=True),
        shield_table(0, "B3", ["Swordsman"]),
        '[seat0.A1]\non = ["Gunner"]\n',
    )
    gunner = next(c for c in state.players[0].strongholds[0].on)
    act(state, f"turn {shield_at(state, 'B3').id}")
    adds: set[str] = set()
    if "reinforce" in legal(state):  # (offered only when some creature may join)
        act(state, "reinforce")
        adds = legal(state)
    assert (f"add {gunner} {shield_at(state, 'B1').id}" in adds) is allowed
