"""Cheesy Con Souvenir Tweezle (``repels_attack``, play/souvenirs.py): shown when its shield is
attacked, it is discarded and the attacker retreats the way it came, with no combat
(docs/rules-notes/cards/souvenirs.md). From a written position in the move phase: seat 0's
shield on B2 attacks seat 1's on C2."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState


def _attacked(theirs: list[str], *seat1: str, mine: str = "B2") -> tuple[GameState, str]:
    """The position after seat 0's move, and the id of seat 1's attacked shield."""
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"'),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', *seat1),
        shield_table(0, mine, ["Earth Elemental"]),
        shield_table(1, "C2", theirs, turned=True),
        turn=2,
    )
    attacked = shield_at(state, "C2").id
    act(state, f"turn {shield_at(state, mine).id}")
    act(state, "move C2")
    return state, attacked


def _souvenir(state: GameState) -> str:
    return next(c for c in state.cards if state.cards[c].name == "Cheesy Con Souvenir Tweezle")


def test_the_souvenir_shown_sends_the_attacker_back_without_a_combat() -> None:
    state, theirs = _attacked(["Swordsman", "Cheesy Con Souvenir Tweezle"])
    souvenir = _souvenir(state)
    assert (state.phase, state.seat) == ("souvenir", 1)
    assert legal(state) == {f"show {theirs} {souvenir}", "pass"}
    act(state, f"show {theirs} {souvenir}")
    assert (state.phase, state.seat) == ("retreat", 0)
    assert legal(state) == {"retreat B2", "destroy"}
    act(state, "retreat B2")
    assert shield_at(state, "C2").id == theirs
    assert shield_at(state, "B2").owner == 0
    assert souvenir in state.players[1].discard
    assert state.combat is None and not any(e.kind == "combat-won" for e in state.event_log)
    assert any(e.kind == "attack-repelled" for e in state.event_log)
    assert len(shield_at(state, "C2").contents) == 1  # the Swordsman is untouched
    assert_in_place(state)


def test_a_souvenir_kept_lets_the_combat_happen() -> None:
    state, _theirs = _attacked(["Swordsman", "Cheesy Con Souvenir Tweezle"])
    act(state, "pass")
    assert state.phase == "combat"


def test_a_hidden_shield_without_a_souvenir_is_asked_all_the_same() -> None:
    # The deck list holds one unseen (in the pen): being asked must tell nothing.
    state, _theirs = _attacked(["Swordsman", "Axeman"], 'pen = ["Cheesy Con Souvenir Tweezle"]')
    assert (state.phase, state.seat) == ("souvenir", 1)
    assert legal(state) == {"pass"}
    act(state, "pass")
    assert state.phase == "combat"


def test_a_deck_without_a_souvenir_is_not_asked() -> None:
    state, _theirs = _attacked(["Swordsman", "Axeman"])
    assert state.phase == "combat"
