"""COMBAT started on the board: what goes into the combat hands (the shield's cards, the storage
hand, the channelers under the strongholds, the Guardian's stones), never the creature pen; the
channelers channel once a turn (guardians-rules.txt, "COMBAT" and "Channelers";
docs/rules-notes/guardians.md, "Channelers under a stronghold card")."""

from __future__ import annotations

import json

from game_helpers import (
    act,
    assert_in_place,
    finish_combat,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.combat.actions import (
    Channel,
    CombatAction,
    DeclareCommand,
    Done,
    Pass,
)
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Terrain

#: Rak Nam's stones, which these positions leave him unless a test says otherwise.
STONES = 7


def _attack(state: GameState, space: str = "B2", dest: str = "C2") -> None:
    """Seat 0's shield on ``space`` attacks ``dest``."""
    act(state, f"turn {shield_at(state, space).id}")
    act(state, f"move {dest}")
    assert state.phase == "combat"


def test_the_combat_hands_hold_the_shield_the_storage_hand_and_the_channelers() -> None:
    state = position(
        "move",
        seat_table(
            0,
            'storage = ["Dispel Magic", "Gold"]',
            'pen = ["Earth Elemental", "Woods"]',  # the creature pen stays out of combat
            stones=STONES,
        ),
        '[seat0.A1]\nunder = ["Valkyrie Spirit"]\n',
        seat_table(1, 'storage = ["Gold"]', stones=STONES),
        shield_table(0, "B2", ["Swordsman", "Axeman"]),
        shield_table(1, "C2", ["Archer"]),
    )
    _attack(state)
    assert state.combat is not None
    setup = state.combat.setup
    assert sorted(c.name for c in setup.attacker.shield) == ["Axeman", "Swordsman"]
    assert sorted(c.name for c in setup.attacker.storage) == ["Dispel Magic", "Gold"]
    assert [c.name for c in setup.attacker.channelers] == ["Valkyrie Spirit"]
    assert [c.name for c in setup.defender.shield] == ["Archer"]
    assert [c.name for c in setup.defender.storage] == ["Gold"]
    assert setup.defender.channelers == []
    every = [c.name for c in setup.attacker.shield + setup.attacker.storage]
    assert "Earth Elemental" not in every and "Woods" not in every
    assert setup.attacker.stones == state.players[0].stones
    assert setup.attacker.guardian.name == state.players[0].guardian.name


def test_the_combat_is_fought_on_the_lands_terrain() -> None:
    state = position(
        "move",
        seat_table(0, stones=STONES),
        seat_table(1, 'terrain = { C2 = "Mountains" }', stones=STONES),
        shield_table(0, "B2", ["Axeman"]),
        shield_table(1, "C2", ["Archer"]),
    )
    _attack(state)
    assert state.combat is not None
    assert state.combat.setup.terrain_types == (Terrain.MOUNTAINS,)


def test_a_face_down_terrain_is_no_basic_terrain() -> None:
    state = position(
        "move",
        seat_table(0, stones=STONES),
        seat_table(1, 'face_down = { C2 = "Axeman" }', stones=STONES),
        shield_table(0, "B2", ["Axeman"]),
        shield_table(1, "C2", ["Archer"]),
    )
    _attack(state)
    assert state.combat is not None
    assert state.combat.setup.terrain is None
    assert state.combat.setup.terrain_types == (Terrain.FACE_DOWN,)


def _play_channeling(state: GameState, source: str) -> int:
    """Play the combat out; the attacker channels from ``source`` (``guardian`` or any
    channeler) whenever it can, and otherwise everybody passes."""
    channels = 0
    while state.phase == "combat":
        options = [a for a in state.legal_actions() if isinstance(a, CombatAction)]
        wanted = [
            a
            for a in options
            if isinstance(a, Channel)
            and state.current_seat == 0
            and a.by_guardian == (source == "guardian")
        ]
        if wanted:
            state.apply(wanted[0])
            channels += 1
            continue
        quiet = [a for a in options if isinstance(a, Pass | Done) or a == DeclareCommand(False)]
        state.apply(quiet[0] if quiet else options[0])
    return channels


def test_the_guardians_stones_pay_for_channeling_and_stay_spent() -> None:
    # Baal-a-Gog (12, takes channeling) against an Earth Elemental (18): Rak Nam channels 9
    # for a stone.
    state = position(
        "move",
        seat_table(0, stones=STONES),
        seat_table(1, stones=STONES),
        shield_table(0, "B2", ["Baal-a-Gog"]),
        shield_table(1, "C2", ["Earth Elemental"]),
    )
    stones = state.players[0].stones
    _attack(state)
    spent = _play_channeling(state, "guardian")
    assert spent >= 1
    assert state.players[0].stones == stones - spent
    assert_in_place(state)


def test_a_channeler_under_a_stronghold_channels_once_a_turn() -> None:
    state = position(
        "move",
        '[seat0.A2]\nunder = ["Valkyrie Spirit"]\n',  # 3 to Knights
        seat_table(1, stones=STONES),
        shield_table(0, "B2", ["Swordsman"]),  # a Knight, 6
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),  # 7
        shield_table(1, "C1", ["Axeman"]),
    )
    (valkyrie,) = state.players[0].strongholds[1].under
    b = shield_at(state, "B1")
    _attack(state)
    assert state.combat is not None and len(state.combat.setup.attacker.channelers) == 1
    assert _play_channeling(state, "channeler") == 1
    assert valkyrie in state.players[0].channeled
    assert valkyrie in state.players[0].strongholds[1].under  # it stays under its stronghold
    # Seat 0's next shield attacks in the same turn: the Valkyrie has channeled already.
    while state.phase != "move" or state.seat != 0:
        options = state.legal_actions()
        state.apply(next((o for o in options if str(o) in ("stay", "destroy")), options[0]))
    act(state, f"turn {b.id}")
    act(state, "move C1")
    assert state.phase == "combat"
    assert state.combat is not None and state.combat.setup.attacker.channelers == []


def test_used_channelers_may_channel_again_next_turn() -> None:
    # The Valkyrie channels in a combat of turn 1; the turn is played out; on turn 2 it is
    # free to channel again.
    state = position(
        "move",
        '[seat0.A2]\nunder = ["Valkyrie Spirit"]\n',
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),
    )
    (valkyrie,) = state.players[0].strongholds[1].under
    _attack(state)
    assert _play_channeling(state, "channeler") == 1
    assert valkyrie in state.players[0].channeled
    while state.turn == 1:
        options = state.legal_actions()
        state.apply(next((o for o in options if str(o) in ("stay", "destroy")), options[0]))
    assert state.turn == 2 and not state.is_terminal()
    assert state.players[0].channeled == []


def test_no_view_shows_the_other_seats_hidden_cards_during_combat() -> None:
    state = position(
        "move",
        seat_table(0, 'storage = ["Gold"]', stones=STONES),
        seat_table(1, 'storage = ["Gold"]', stones=STONES),
        shield_table(0, "B2", ["Swordsman", "Axeman"]),
        shield_table(1, "C2", ["Archer", "Buzzard"]),
    )
    _attack(state)
    for seat in (0, 1):
        dumped = json.dumps(state.view(seat))
        hidden = state.hidden_from(seat)
        assert hidden
        assert not [h for h in hidden if json.dumps(h) in dumped]
    finish_combat(state)
    assert_in_place(state)
