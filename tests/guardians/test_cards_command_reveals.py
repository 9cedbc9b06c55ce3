"""Pauly, Official Parrot as the command card (issue 14): one random card of the opposing
combat hand is shown, and after the combat Pauly goes to the discard pile unless another of
its owner's Pirates survived (docs/rules-notes/cards/command-reveals.md)."""

from __future__ import annotations

from combat_helpers import DEF, Status, combat, do, events, play, start, status, to_step

from stronghold.games.guardians.combat.state import CombatState


def _pauly(pirate: str, defender: str) -> CombatState:
    return play(
        combat(
            attacker={
                "shield": ["Pauly, Official Parrot", pirate],
                "command": "Pauly, Official Parrot",
            },
            defender={"shield": [defender]},
        )
    )


def test_pauly_shows_one_card_of_the_opposing_combat_hand() -> None:
    data = combat(
        attacker={"shield": ["Pauly, Official Parrot", "Cabin Boy"]},
        defender={"shield": ["Swordsman", "Axeman"]},
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Pauly, Official Parrot")
    to_step(state, "primary_choose")
    shown = [i.name for i in state.cards if i.owner == DEF and i.revealed]
    assert len(shown) == 1 and shown[0] in ("Swordsman", "Axeman")
    said = [e["says"] for e in events(state, "effect") if e["subject"] == "Pauly, Official Parrot"]
    assert said == [f"the opponent shows {shown[0]}"]


def test_pauly_comes_back_when_another_pirate_survives() -> None:
    state = _pauly("First Mate Muldoon", "Gn'Obby Gnomes")  # 6 beats 4
    assert status(state, "First Mate Muldoon") == Status.STANDING
    assert status(state, "Pauly, Official Parrot") == Status.STANDING


def test_pauly_is_discarded_when_no_other_pirate_survives() -> None:
    state = _pauly("Cabin Boy", "Swordsman")  # 4 loses to 6
    assert status(state, "Cabin Boy") == Status.BEATEN
    assert status(state, "Pauly, Official Parrot") == Status.DESTROYED


def test_pauly_is_not_vouched_for_by_a_creature_of_another_class() -> None:
    state = _pauly("Axeman", "Gn'Obby Gnomes")
    assert status(state, "Axeman") == Status.STANDING
    assert status(state, "Pauly, Official Parrot") == Status.DESTROYED


def _knife(defender: list[str], up: str) -> CombatState:
    data = combat(
        attacker={"shield": ["Knife of Shadow", "Swordsman"]},
        defender={"shield": defender, "up": up},
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", "Knife of Shadow")
    to_step(state, "primary_choose")
    return state


def _knife_said(state: CombatState) -> list[str]:
    return [e["says"] for e in events(state, "effect") if e["subject"] == "Knife of Shadow"]


def test_knife_of_shadow_destroys_a_picked_creature_stronger_than_the_up_card() -> None:
    state = _knife(["Axeman"], "Gn'Obby Gnomes")  # Axeman 7 against an Up card of 4
    assert status(state, "Axeman") == Status.DESTROYED
    assert _knife_said(state) == ["picks Axeman against Gn'Obby Gnomes: destroyed"]


def test_knife_of_shadow_spares_a_creature_not_stronger_than_the_up_card() -> None:
    state = _knife(["Gn'Obby Gnomes"], "Axeman")
    assert status(state, "Gn'Obby Gnomes") == Status.HAND
    assert [i.revealed for i in state.cards if i.name == "Gn'Obby Gnomes"] == [True]
    assert _knife_said(state) == ["picks Gn'Obby Gnomes against Axeman: not destroyed"]


def test_knife_of_shadow_does_nothing_when_the_up_card_is_no_creature() -> None:
    state = _knife(["Axeman"], "Woods")
    assert status(state, "Axeman") == Status.HAND
    assert _knife_said(state) == ["the opponent's Up card is no creature: no effect"]
