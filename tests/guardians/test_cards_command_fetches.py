"""Command cards that take a card into the storage hand (``fetch``; combat/command_fetches.py,
docs/rules-notes/cards/command-fetches.md): Sebek, Queen of Magicians pays with a Spell of the
storage hand, discarded at once, for a Spell of the draw deck; Jambo Slick, Smuggler names a
bribery card of the discard pile as it stands when he acts. What the board is owed is noted for
when the combat comes back (tests/guardians/game/test_cards_command_fetches_board.py)."""

from __future__ import annotations

from typing import Any

from combat_helpers import ATT, DEF, Status, combat, do, events, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

SEBEK, JAMBO = "Sebek, Queen of Magicians", "Jambo Slick, Smuggler"


def _command(command: str, attacker: dict[str, Any]) -> CombatState:
    state = start(
        combat(
            attacker={"shield": [command, "Angel"], **attacker},
            defender={"shield": ["Swordsman", "Sand Lord"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", command)
    while state.phase == "command_window":
        do(state, "pass")
    return state


def _said(state: CombatState) -> list[str]:
    return [e["says"] for e in events(state, "effect")]


def test_sebek_discards_a_storage_spell_at_once_and_owes_a_spell_of_the_deck() -> None:
    storage = ["Dispel Magic", "Yap Attack", "Hammer of Doom", "Gold"]
    state = _command(SEBEK, {"storage": storage})
    assert state.phase == "command_fetch" and state.current_seat == ATT
    assert sorted(legal(state)) == [
        ("discard", "Dispel Magic"),
        ("discard", "Yap Attack"),
        ("pass",),
    ]  # spells only: neither the item nor the Gold may pay
    do(state, "discard", "Yap Attack")
    assert status(state, "Yap Attack") == Status.USED  # gone: it cannot be cast now
    assert [(e["seat"], e["card"]) for e in events(state, "discarded")] == [(ATT, "Yap Attack")]
    assert state.memory.board_effects == ((ATT, "deck_fetch", SEBEK, ("spell",)),)
    assert state.phase != "command_fetch"


def test_sebek_kept_spell_fetches_nothing() -> None:
    state = _command(SEBEK, {"storage": ["Dispel Magic"]})
    do(state, "pass")
    assert status(state, "Dispel Magic") == Status.HAND
    assert state.memory.board_effects == ()
    assert "nothing is discarded: nothing is fetched" in _said(state)


def test_sebek_is_asked_with_no_spell_while_the_storage_hand_is_face_down() -> None:
    state = _command(
        SEBEK, {"storage": ["Gold", "Hammer of Doom"]}
    )  # the opponent cannot tell it holds no spell
    assert state.phase == "command_fetch" and legal(state) == [("pass",)]


def test_sebek_with_an_empty_storage_hand_is_not_asked() -> None:
    state = _command(SEBEK, {})
    assert state.phase != "command_fetch"
    assert state.memory.board_effects == ()


def test_jambo_names_a_bribery_card_of_the_pile_as_it_stands() -> None:
    state = _command(JAMBO, {"discard": ["Gold", "Beer", "Gold", "Archer"]})
    assert state.phase == "command_fetch" and state.current_seat == ATT
    assert legal(state) == [("pull", "Beer"), ("pull", "Gold")]  # one per name, bribery only
    do(state, "pull", "Beer")
    assert state.memory.board_effects == ((ATT, "pull_discard", JAMBO, ("Beer", "shown")),)
    assert "Beer goes from the discard pile to the storage hand after combat" in _said(state)


def test_jambo_with_no_bribery_card_in_the_pile_takes_nothing() -> None:
    state = _command(JAMBO, {"discard": ["Archer"]})
    assert state.phase != "command_fetch"
    assert state.memory.board_effects == ()
    assert "no bribery card in the discard pile" in _said(state)


def test_a_dispelled_fetch_does_nothing() -> None:
    state = start(
        combat(
            attacker={"shield": [SEBEK, "Angel"], "storage": ["Yap Attack"]},
            defender={"shield": ["Swordsman"], "storage": ["Dispel Magic"]},
        )
    )
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", SEBEK)
    while state.phase == "command_window":
        cast = [a for a in legal(state) if a[0] == "cast" and a[1] == "Dispel Magic"]
        do(state, *(cast[0] if cast and state.current_seat == DEF else ("pass",)))
    assert state.phase != "command_fetch"
    assert status(state, "Yap Attack") == Status.HAND
    assert state.memory.board_effects == ()
