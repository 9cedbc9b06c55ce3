"""Victory: all six lands, or five of the opponent's shields destroyed; the turn limit ends the
game in a stated draw; running out of cards is no loss (guardians-rules.txt, "THE GAME" and
"THE TURN IS OVER"; docs/game.md)."""

from __future__ import annotations

from game_helpers import (
    act,
    at_position,
    finish_combat,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.engine.errors import IllegalAction

#: Rak Nam's stones, which these positions leave him where combat does not come into it.
STONES = 7


def test_all_six_lands_win_the_game() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C1 = "Woods", C2 = "Woods", C3 = "Woods" }', stones=STONES),
        seat_table(1, stones=STONES),
        shield_table(0, "A1", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'A1').id}")
    act(state, "stay")
    assert state.is_terminal()
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.returns == (1.0, -1.0)
    assert state.legal_actions() == []


def test_three_lands_each_is_no_win() -> None:
    state = position(
        "move",
        seat_table(0, stones=STONES),
        seat_table(1, stones=STONES),
        shield_table(0, "A1", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'A1').id}")
    act(state, "stay")
    assert not state.is_terminal()


def test_the_fifth_lost_shield_ends_the_game_at_once_in_settlement() -> None:
    state = position(
        "move",
        seat_table(0, "shields_lost = 4", stones=STONES),
        seat_table(1, stones=STONES),
        shield_table(0, "C2", ["Swordsman"], turned=True),
        shield_table(0, "A1", ["Swordsman"]),
    )
    bare = shield_at(state, "C2")
    act(state, f"turn {shield_at(state, 'A1').id}")
    act(state, "stay")
    act(state, f"sacrifice {bare.id} {bare.contents[0]}")
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (1,)
    assert "5 shields" in state.outcome.reason


def test_the_fifth_lost_shield_ends_the_game_when_given_up_after_combat() -> None:
    state = position(
        "move",
        seat_table(1, "shields_lost = 4"),
        shield_table(0, "B2", ["Earth Elemental", "Baal-a-Gog"]),
        shield_table(1, "C2", ["Axeman", "Axeman", "Axeman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    finish_combat(state)
    act(state, "destroy")
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_the_fifth_shield_destroyed_in_combat_ends_the_game_at_once() -> None:
    # The defender's only creature is beaten: its shield is destroyed by the combat itself.
    # That is seat 1's fifth shield: seat 0 has won, and nobody has another decision to make.
    state = position(
        "move",
        seat_table(1, "shields_lost = 4"),
        shield_table(0, "B2", ["Earth Elemental", "Baal-a-Gog"]),
        shield_table(1, "C2", ["Buzzard"]),
        shield_table(1, "C1", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2")
    finish_combat(state)
    assert state.players[1].shields_lost == 5
    assert state.is_terminal(), f"the game goes on in phase {state.phase}, seat {state.seat}"
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_the_turn_limit_ends_the_game_in_a_stated_draw() -> None:
    text = 'phase = "organize"\nseat = 0\n'
    for seat, up in ((0, "Axeman"), (1, "Buzzard")):  # any Up cards
        text += seat_table(seat, 'deck = ["3 Angel"]', f'deck_top = ["{up}"]', stones=STONES)
        text += shield_table(seat, "A2" if seat == 0 else "D2", ["Swordsman"])
    state = at_position(text, max_turns=1)
    act(state, "ready")
    act(state, "ready")
    while state.phase == "move":
        mine = sorted(
            s.id for s in state.shields.values() if s.owner == state.seat and not s.turned
        )
        act(state, f"turn {mine[0]}")
        act(state, "stay")
    assert state.is_terminal()
    assert state.outcome is not None
    assert state.outcome.is_draw
    assert state.outcome.winners == ()
    assert state.outcome.returns == (0.0, 0.0)
    assert "turn limit" in state.outcome.reason
    try:
        act(state, "ready")
    except IllegalAction as exc:
        assert "over" in str(exc)
    else:
        raise AssertionError("an action was accepted after the end")


def test_an_empty_deck_does_not_lose_the_game() -> None:
    # Seat 0's cards are all on its discard pile, none in its deck.
    cards = '["4 Axeman", "4 Angel", "3 Archer", "3 Gunner", "3 Buzzard", "3 Valkyrie Spirit"]'
    state = position(
        "organize",
        seat_table(0, f"discard = {cards}", stones=STONES),
        seat_table(1, f"deck = {cards}", stones=STONES),
        shield_table(0, "A2", ["Swordsman"]),
        shield_table(1, "D2", ["Swordsman"]),
    )
    player = state.players[0]
    assert not player.deck
    for turn in range(3):
        assert state.phase == "organize"
        act(state, "ready")
        act(state, "ready")
        assert player.up is not None  # drawn at random from the discard pile
        while state.phase == "move":
            seat = state.seat
            mine = sorted(s.id for s in state.shields.values() if s.owner == seat and not s.turned)
            act(state, f"turn {mine[0]}")
            act(state, "stay")
        while state.phase == "draw":
            act(state, "keep")
        assert not state.is_terminal()
        assert state.turn == turn + 2
