"""Shadow Warrior's command fight with the opponent's Up card (combat/command_contests.py):
beaten, the opponent draws a card fewer next turn (play/board_effects.py, then the draw;
docs/rules-notes/cards/command-contests.md). Played from a written position: seat 0's shield
with the Warrior moves onto seat 1's shield; seat 1's Up card is the Lancer."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState


def _position(up: str) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield_table(0, "B2", ["Shadow Warrior", "Sand Lord"])
        + seat_table(1, 'deck = ["Axeman"]', f'up = "{up}"')
        + shield_table(1, "C2", ["Swordsman"])
    )


def _attack(text: str) -> GameState:
    """Seat 0 moves onto C2 and plays the Warrior as its command card; every other choice the
    first quiet one."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        combat = state.combat
        assert combat is not None
        options = sorted(legal(state))
        warrior = [i.id for i in combat.cards if i.name == "Shadow Warrior"]
        wanted = [a for a in options if a == "command yes" and state.current_seat == 0]
        wanted += [a for a in options if a.startswith("command ") and a.split()[-1] in warrior]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, wanted[0] if wanted else (quiet[0] if quiet else options[0]))
        steps += 1
        assert steps < 300
    assert_in_place(state)
    return state


def test_the_up_card_beaten_the_opponent_draws_one_fewer_next_turn() -> None:
    state = _attack(_position("Lancer"))
    assert state.players[1].extra_draws == -1
    told = [e.to_json() for e in state.event_log if e.to_json()["kind"] == "extra-draw"]
    assert told and told[0]["cards"] == -1


def test_the_up_card_not_beaten_changes_no_draw() -> None:
    state = _attack(_position("Sand Lord"))
    assert state.players[1].extra_draws == 0
