"""Heels of Speed in a combat of the whole game (combat/command_pairs.py): the Heels go back
under the shield with their creature after the combat, unless it was killed; Bagpipes of Fear,
used as a command card, go to the discard pile. docs/rules-notes/cards/command-pairs.md.
Played from written positions."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

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
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))

        wanted = (
            [item, "Swordsman"]
            if state.current_seat == 0
            else [their_command]
            if their_command
            else []
        )
        chosen = [a for a in options if a.startswith("command ") and _named(state, a) == wanted]
        yes = "command yes" if wanted else "command no"
        quiet = [a for a in options if a in ("pass", "done", yes)]
        act(state, (chosen or quiet or options)[0])
        steps += 1
        assert steps < 300
    assert_in_place(state)
    return state


def _named(state: GameState, action: str) -> list[str]:
    """The names of the combat cards an action names."""
    combat = state.combat
    assert combat is not None
    return [combat.by_id[w].name for w in action.split()[1:] if w in combat.by_id]


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
