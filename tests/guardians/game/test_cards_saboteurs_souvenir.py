"""Saboteurs against a Cheesy Con Souvenir Tweezle (``detonates_item``, play/souvenirs.py):
the souvenir shown as an attack arrives is a Creature Magic Item revealed before combat, so
the attacker may blow it up — it is discarded, its owner loses a Power Stone and the combat
happens (docs/rules-notes/cards/combat-flow.md). From a written position in the move phase:
seat 0's shield on B2 attacks seat 1's on C2."""

from __future__ import annotations

from game_helpers import act, assert_in_place, legal, position, seat_table, shield_at, shield_table

from stronghold.games.guardians.play.state import GameState

SOUVENIR = "Cheesy Con Souvenir Tweezle"


def _shown(mine: list[str], theirs: tuple[str, ...] = (), stones: int = 2) -> GameState:
    """The position after seat 0's move and seat 1's showing the souvenir."""
    state = position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"', _storage(mine)),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', _storage(theirs), stones=stones),
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "C2", ["Swordsman", SOUVENIR], turned=True),
        turn=2,
    )
    attacked = shield_at(state, "C2").id
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    act(state, f"show {attacked} {_card(state, SOUVENIR)}")
    return state


def _storage(names: list[str] | tuple[str, ...]) -> str:
    return "storage = [" + ", ".join(f'"{name}"' for name in names) + "]"


def _card(state: GameState, name: str) -> str:
    return next(c for c in state.cards if state.cards[c].name == name)


def test_saboteurs_blow_up_the_souvenir_and_the_combat_happens() -> None:
    state = _shown(["Saboteurs"])
    souvenir, saboteurs = _card(state, SOUVENIR), _card(state, "Saboteurs")
    assert (state.phase, state.seat) == ("souvenir", 0)
    assert legal(state) == {f"cast {saboteurs} {souvenir}", "pass"}
    act(state, f"cast {saboteurs} {souvenir}")
    if state.phase == "respond":  # seat 1 may hold a Dispel Magic: it lets the spell be
        act(state, "pass")
    assert souvenir in state.players[1].discard and saboteurs in state.players[0].discard
    assert state.players[1].stones == 1
    assert any(e.kind == "item-detonated" for e in state.event_log)
    assert not any(e.kind == "attack-repelled" for e in state.event_log)
    assert state.phase == "combat"


def test_the_souvenir_let_be_turns_the_attack_away() -> None:
    state = _shown(["Saboteurs"])
    act(state, "pass")
    assert (state.phase, state.seat) == ("retreat", 0)
    act(state, "retreat B2")
    assert _card(state, SOUVENIR) in state.players[1].discard
    assert state.players[1].stones == 2 and state.combat is None
    assert any(e.kind == "attack-repelled" for e in state.event_log)
    assert_in_place(state)


def test_a_dispelled_saboteurs_leaves_the_souvenir_to_turn_the_attack_away() -> None:
    state = _shown(["Saboteurs"], ("Dispel Magic",))
    act(state, f"cast {_card(state, 'Saboteurs')} {_card(state, SOUVENIR)}")
    assert (state.phase, state.seat) == ("respond", 1)
    act(state, f"cast {_card(state, 'Dispel Magic')} {_card(state, 'Saboteurs')}")
    if state.phase == "respond":
        act(state, "pass")
    assert (state.phase, state.seat) == ("retreat", 0)
    assert state.players[1].stones == 2
    assert any(e.kind == "attack-repelled" for e in state.event_log)


def test_no_stone_is_lost_that_the_owner_has_not() -> None:
    state = _shown(["Saboteurs"], stones=0)
    act(state, f"cast {_card(state, 'Saboteurs')} {_card(state, SOUVENIR)}")
    assert state.players[1].stones == 0 and state.phase == "combat"


def test_an_attacker_whose_deck_holds_no_saboteurs_is_not_asked() -> None:
    state = _shown([])
    assert (state.phase, state.seat) == ("retreat", 0)
