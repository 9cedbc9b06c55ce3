"""Heels of Speed in a combat of the whole game (combat/command_pairs.py): the Heels go back
under the shield with their creature after the combat, unless it was killed; Bagpipes of Fear,
used as a command card, go to the discard pile. docs/rules-notes/cards/command-pairs.md.
Played from written positions."""

from __future__ import annotations

from game_helpers import at_position, attack_and_fight, combat_names, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

HEELS = "Heels of Speed"
PIPES = "Bagpipes of Fear"


def _fight(item: str, theirs: list[str], their_command: str) -> GameState:
    """Seat 0's shield (Swordsman, Axeman and ``item``) attacks seat 1's; seat 0 plays the item
    with its Swordsman as its command card, seat 1 ``their_command``."""
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield_table(0, "B2", ["Swordsman", "Axeman", item])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", theirs)
    )

    def pick(state: GameState, options: list[str]) -> list[str]:
        mine = state.current_seat == 0
        wanted = [item, "Swordsman"] if mine else [their_command] if their_command else []
        chosen = [
            a for a in options if a.startswith("command ") and combat_names(state, a) == wanted
        ]
        return chosen or (["command yes"] if wanted and "command yes" in options else [])

    return attack_and_fight(at_position(text), "C2", pick)


def _where(state: GameState, name: str) -> list[str]:
    """Where seat 0's cards of that name are: ``shield`` (any of its shields), ``discard``."""
    out = []
    for shield in state.shields.values():
        out += ["shield" for c in shield.contents if state.cards[c].name == name]
    out += ["discard" for c in state.players[0].discard if state.cards[c].name == name]
    return out


def test_the_heels_go_back_with_their_creature_when_it_was_not_killed() -> None:
    state = _fight(HEELS, ["Kazarian Squawker", "Gn'Omish Gnomes"], "Kazarian Squawker")
    assert _where(state, HEELS) == ["shield"]
    assert _where(state, "Swordsman") == ["shield"]
    assert "Kazarian Squawker" in [state.cards[c].name for c in state.players[1].discard]


def test_the_heels_are_lost_with_their_creature() -> None:
    state = _fight(HEELS, ["Sorcerer", "Gn'Omish Gnomes"], "Sorcerer")
    assert _where(state, HEELS) == ["discard"]
    assert "discard" in _where(state, "Swordsman")


def test_bagpipes_used_as_a_command_card_are_discarded() -> None:
    state = _fight(PIPES, ["Sand Lord", "Gn'Omish Gnomes"], "")
    revealed = [e.to_json() for e in state.event_log if e.to_json()["kind"] == "command"]
    assert [e["card"] for e in revealed] == [f"Swordsman with {PIPES}"]
    assert _where(state, PIPES) == ["discard"]
