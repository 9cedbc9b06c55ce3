"""Creatures playable only as their owner's command card (``command_only``,
combat/command_only.py): Scamp Jones (does nothing), Rye Beaner (a 3-point fire AOE on its own
side's combat hand). docs/rules-notes/cards/command-only.md. Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    events,
    legal,
    start,
    status,
    to_step,
)

from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import builtin_library


def _verbs_naming(state: CombatState, name: str) -> set[str]:
    return {names[0] for names in legal(state) if name in names[1:]}


def test_scamp_jones_is_offered_as_a_command_card_but_never_as_a_primary_attacker() -> None:
    state = start(
        combat(attacker={"shield": ["Scamp Jones", "Swordsman"]}, defender={"shield": ["Axeman"]})
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    assert ("command", "Scamp Jones") in legal(state)
    do(state, "command", "Scamp Jones")
    to_step(state, "primary_choose")
    assert state.seat == ATT
    assert {names[1] for names in legal(state) if names[0] == "primary"} == {"Swordsman"}


def test_scamp_jones_left_in_the_hand_never_fights() -> None:
    # Not played as the command card, it stays in the hand: the attacker's primaries end with
    # the Swordsman, and Scamp Jones is never offered for a primary or a secondary attack.
    state = start(
        combat(
            attacker={"shield": ["Scamp Jones", "Swordsman"]},
            defender={"shield": ["Gn'Obby Gnomes", "Axeman"]},
        )
    )
    do(state, "command", "no")
    do(state, "command", "no")
    assert "primary" not in _verbs_naming(state, "Scamp Jones")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Gn'Obby Gnomes")
    while not state.is_terminal():
        assert not _verbs_naming(state, "Scamp Jones") - {"bribe"}
        names = legal(state)
        do(state, "done") if ("done",) in names else do(state, "pass")
    assert status(state, "Scamp Jones") == Status.HAND
    # the defender's Axeman, never met, was the only one left to attack: no second match-up
    assert len([e for e in events(state, "matchup") if not e.get("secondary")]) == 1


def test_a_hand_of_only_command_only_creatures_fights_no_primary() -> None:
    state = start(
        combat(attacker={"shield": ["Scamp Jones"]}, defender={"shield": ["Axeman", "Swordsman"]})
    )
    do(state, "command", "no")
    do(state, "command", "no")
    assert state.phase != "primary_choose"
    assert not events(state, "matchup") or all(e.get("secondary") for e in events(state, "matchup"))
    assert card(state, "Scamp Jones").status == Status.HAND


def test_rye_beaner_burns_its_own_sides_hand_with_a_3_point_fire_aoe() -> None:
    # Gn'Obby Gnomes (4) is spared; the Groupie (2) and the Super Model (1) burn. The
    # defender's own Super Model (1) is not touched.
    state = start(
        combat(
            attacker={"shield": ["Rye Beaner", "Groupie", "Super Model", "Gn'Obby Gnomes"]},
            defender={"shield": ["Super Model", "Axeman"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Rye Beaner")
    to_step(state, "primary_choose")
    (aoe,) = events(state, "aoe")
    assert sorted(aoe["hit"]) == ["Groupie", "Super Model"]
    assert status(state, "Groupie") == Status.DISCARDED
    assert status(state, "Super Model", ATT) == Status.DISCARDED
    assert status(state, "Gn'Obby Gnomes") == Status.HAND
    assert status(state, "Super Model", DEF) == Status.HAND


def test_a_twin_never_exchanges_a_command_only_creature_for_a_fighter() -> None:
    # Whether a side still has a creature to fight shows at its next primary choice, so a
    # twin world exchanges a command-only creature only with another one, never with a
    # creature that may fight (a deck's Swordsman for a shield's Scamp Jones).
    lib = builtin_library()
    faces = {"a": lib.get("Scamp Jones"), "b": lib.get("Swordsman"), "c": lib.get("Axeman")}
    unknown = hidden.Unknown()
    for cid in faces:
        unknown.add(cid, 0)
    moved = set()
    for k in range(30):
        out = hidden.twin(unknown, faces, Rng(k))
        assert out["a"].name == "Scamp Jones"
        moved |= {cid for cid in faces if out[cid].name != faces[cid].name}
    assert moved == {"b", "c"}  # the fighters are exchanged with each other
