"""Victory: all six lands, or five of the opponent's shields destroyed; the turn limit ends the
game in a stated draw; running out of cards is no loss (guardians-rules.txt, "THE GAME" and
"THE TURN IS OVER"; docs/game.md)."""

from __future__ import annotations

from game_helpers import (
    act,
    blank,
    finish_combat,
    game,
    lay_terrain,
    moving,
    organizing,
    put_shield,
)

from stronghold.engine.errors import IllegalAction


def test_all_six_lands_win_the_game() -> None:
    state = blank()
    for land in ("C1", "C2", "C3"):
        lay_terrain(state, 0, land)
    last = put_shield(state, 0, "A1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {last.id}")
    act(state, "stay")
    assert state.is_terminal()
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.returns == (1.0, -1.0)
    assert state.legal_actions() == []


def test_three_lands_each_is_no_win() -> None:
    state = blank()
    last = put_shield(state, 0, "A1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {last.id}")
    act(state, "stay")
    assert not state.is_terminal()


def test_the_fifth_lost_shield_ends_the_game_at_once_in_settlement() -> None:
    state = blank()
    state.players[0].shields_lost = 4
    bare = put_shield(state, 0, "C2", ["Swordsman"], turned=True)
    last = put_shield(state, 0, "A1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {last.id}")
    act(state, "stay")
    act(state, f"sacrifice {bare.id} {bare.contents[0]}")
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (1,)
    assert "5 shields" in state.outcome.reason


def test_the_fifth_lost_shield_ends_the_game_when_given_up_after_combat() -> None:
    state = blank()
    state.players[1].shields_lost = 4
    for player in state.players:
        player.stones = 0
    a = put_shield(state, 0, "B2", ["Earth Elemental", "Baal-a-Gog"])
    put_shield(state, 1, "C2", ["Axeman", "Axeman", "Axeman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "move C2")
    finish_combat(state)
    act(state, "destroy")
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_the_fifth_shield_destroyed_in_combat_ends_the_game_at_once() -> None:
    # The defender's only creature is beaten: its shield is destroyed by the combat itself.
    # That is seat 1's fifth shield: seat 0 has won, and nobody has another decision to make.
    state = blank()
    state.players[1].shields_lost = 4
    for player in state.players:
        player.stones = 0
    a = put_shield(state, 0, "B2", ["Earth Elemental", "Baal-a-Gog"])
    put_shield(state, 1, "C2", ["Buzzard"])
    put_shield(state, 1, "C1", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {a.id}")
    act(state, "move C2")
    finish_combat(state)
    assert state.players[1].shields_lost == 5
    assert state.is_terminal(), f"the game goes on in phase {state.phase}, seat {state.seat}"
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_the_turn_limit_ends_the_game_in_a_stated_draw() -> None:
    state = blank(the_game=game(max_turns=1))
    put_shield(state, 0, "A2", ["Swordsman"])
    put_shield(state, 1, "D2", ["Swordsman"])
    for player in state.players:
        player.deck.append(player.deck.pop(0))  # any Up cards
    organizing(state, 0)
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
    state = blank()
    put_shield(state, 0, "A2", ["Swordsman"])
    put_shield(state, 1, "D2", ["Swordsman"])
    player = state.players[0]
    player.discard.extend(player.deck)
    player.deck.clear()
    for turn in range(3):
        organizing(state, 0)
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
