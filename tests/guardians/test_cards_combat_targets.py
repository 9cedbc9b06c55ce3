"""A primary attacker attacking another card than its match-up opponent (combat/retargets.py):
Hackthorn Strangler may leave its opponent unchallenged and attack the opposing command card,
if a creature. docs/rules-notes/cards/combat-targets.md. Scenarios on Swamps."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, Status, combat, do, events, finish, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

STRANGLER = "Hackthorn Strangler"
SQUAWKER = "Kazarian Squawker"  # 5; as a command card it only fights a command creature


def _laid(data: dict[str, Any], attacker: str, defender: str) -> CombatState:
    """Command cards as the scenario names them, then the two primary attackers laid down."""
    state = start(data)
    do(state, "command", "yes" if "command" in data["attacker"] else "no")
    do(state, "command", "yes" if "command" in data["defender"] else "no")
    for side in ("attacker", "defender"):
        if "command" in data[side]:
            do(state, "command", data[side]["command"])
    while state.phase != "primary_choose":
        do(state, "pass")
    do(state, "primary", attacker)
    do(state, "primary", defender)
    return state


def _first_defender(state: CombatState) -> str:
    """The name of the defender's fighter of the first primary match-up."""
    fighter = state.matchups[0].fighters[DEF]
    assert fighter is not None
    return state.by_id[fighter.id].name


def _against_squawker() -> CombatState:
    data = combat(
        attacker={"shield": [STRANGLER]},
        defender={"shield": [SQUAWKER, "Sand Lord"], "command": SQUAWKER},
    )
    return _laid(data, STRANGLER, "Sand Lord")


def test_the_strangler_is_asked_before_bribery_and_may_attack_the_command_creature() -> None:
    state = _against_squawker()
    assert state.phase == "retarget" and state.seat == ATT
    assert set(legal(state)) == {("attack", SQUAWKER), ("pass",)}
    do(state, "attack", SQUAWKER)
    assert _first_defender(state) == SQUAWKER
    said = [e["says"] for e in events(state, "effect") if e["subject"] == STRANGLER]
    assert said == [f"leaves Sand Lord unchallenged and attacks {SQUAWKER} instead"]
    finish(state)
    assert status(state, SQUAWKER) == Status.BEATEN  # 11 against 5
    assert status(state, "Sand Lord") == Status.STANDING  # unchallenged: it never fought
    assert status(state, STRANGLER) == Status.STANDING
    summary = state.summary()  # the Strangler (11) and the Sand Lord (11) each count
    assert summary["attacker"]["total"] == 11 and summary["defender"]["total"] == 11


def test_the_strangler_passing_fights_its_opponent() -> None:
    state = _against_squawker()
    do(state, "pass")
    assert state.phase != "retarget"
    finish(state)
    assert status(state, SQUAWKER) == Status.STANDING


def test_the_unchallenged_creature_may_be_attacked_by_a_secondary_attacker() -> None:
    data = combat(
        attacker={"shield": [STRANGLER, "Swordsman"]},
        defender={"shield": [SQUAWKER, "Sand Lord"], "command": SQUAWKER},
    )
    state = _laid(data, STRANGLER, "Sand Lord")
    do(state, "attack", SQUAWKER)
    while ("secondary", "Swordsman", "Sand Lord") not in legal(state):
        do(state, "pass")
    assert state.phase == "secondary"


def test_no_offer_against_a_spell_command_card_or_none() -> None:
    for defender in (
        {"shield": ["Sand Lord"], "storage": ["Dork Age"], "command": "Dork Age"},
        {"shield": ["Sand Lord"]},
    ):
        state = _laid(combat(attacker={"shield": [STRANGLER]}, defender=defender),
                      STRANGLER, "Sand Lord")  # fmt: skip
        assert state.phase != "retarget"


def test_a_defending_strangler_may_attack_the_attackers_command_creature() -> None:
    data = combat(
        attacker={"shield": [SQUAWKER, "Swordsman"], "command": SQUAWKER},
        defender={"shield": [STRANGLER]},
    )
    state = _laid(data, "Swordsman", STRANGLER)
    assert state.phase == "retarget" and state.seat == DEF
    do(state, "attack", SQUAWKER)
    finish(state)
    assert status(state, SQUAWKER) == Status.BEATEN
    assert status(state, "Swordsman") == Status.STANDING


SPIRIT = "Spirit of the Hunt"


def _spirit(defender: list[str], rules: dict[str, Any] | None = None) -> CombatState:
    data = combat(attacker={"shield": [SPIRIT]}, defender={"shield": defender})
    if rules is not None:
        data["rules"] = rules
    return _laid(data, SPIRIT, defender[0])


def test_the_spirit_rejects_its_opponent_for_a_random_one_of_the_opposing_hand() -> None:
    state = _spirit(["Sand Lord", "Swordsman"])
    assert state.phase == "retarget" and state.seat == ATT
    assert set(legal(state)) == {("reject", "Sand Lord"), ("pass",)}
    do(state, "reject", "Sand Lord")
    assert _first_defender(state) == "Swordsman"  # the only one left
    said = [e["says"] for e in events(state, "effect") if e["subject"] == SPIRIT]
    assert said == ["leaves Sand Lord unchallenged; Swordsman, drawn at random, fights instead"]
    finish(state)
    assert status(state, "Sand Lord") == Status.STANDING  # unchallenged
    assert status(state, SPIRIT) == Status.BEATEN  # 5 against the Swordsman's 6


def test_with_the_rule_option_the_rejected_opponent_goes_back_to_the_hand() -> None:
    state = _spirit(["Sand Lord", "Swordsman"], {"ignored_opponent": "to_hand"})
    do(state, "reject", "Sand Lord")
    assert status(state, "Sand Lord") == Status.HAND
    assert _first_defender(state) == "Swordsman"


def test_no_creature_in_the_opposing_hand_the_first_opponent_fights_on() -> None:
    state = _spirit(["Sand Lord", "Amulet of Flying"])  # a C item: no opponent
    assert ("reject", "Sand Lord") in legal(state)  # the hand holds a card: it is offered
    do(state, "reject", "Sand Lord")
    assert _first_defender(state) == "Sand Lord"
    said = [e["says"] for e in events(state, "effect") if e["subject"] == SPIRIT]
    assert said == ["no creature in the opposing combat hand: Sand Lord fights on"]


def test_the_spirit_is_not_offered_against_an_empty_hand() -> None:
    state = _spirit(["Sand Lord"])
    assert state.phase != "retarget"
