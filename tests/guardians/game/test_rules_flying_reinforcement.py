"""A creature that flies to reinforce a shield (it could reach the shield only as a flier) is
shown, but it flies no shield: it does not use the turn's one flight, a shield flown before it
does not stop it, and it opens no window for the cards played on a flying shield (Summon Gravity
Well, Rocks of Skull Cracking). docs/rules-notes/guardians.md, "Flying"; the cards:
docs/rules-notes/cards/gravity.md. Seat 0 reinforces its turned shield on C1 from A1 over B1,
which is not its terrain, so only a flier gets there."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    legal,
    named,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState

#: Seat 1 holds both cards that act on a flight (public: its deck list holds them).
AGAINST_FLIGHT = 'storage = ["Summon Gravity Well", "Rocks of Skull Cracking"]'


def _board(storage: str = "") -> GameState:
    """Seat 0 moves first: its Angel on A1, a turned shield on C1, a shield on B3 to turn for the
    reinforcement and an Angels' shield on B2 that may fly; seat 1 a shield on D2."""
    return position(
        "move",
        seat_table(0, 'deck = ["3 Axeman"]', 'up = "Axeman"'),
        seat_table(1, 'deck = ["3 Axeman"]', 'up = "Archer"', storage),
        shield_table(0, "C1", ["Swordsman"], turned=True),
        shield_table(0, "B3", ["Swordsman"]),
        shield_table(0, "B2", ["Angel"]),
        shield_table(1, "D2", ["Swordsman"]),
        '[seat0.A1]\non = ["Angel"]\n',
        turn=2,
    )


def _fly_to_reinforce(state: GameState) -> str:
    """Seat 0 turns B3 and sends its A1 Angel to C1, which it reaches only by flying."""
    target = shield_at(state, "C1")
    angel = named(state, state.players[0].strongholds[0].on, "Angel")
    act(state, f"turn {shield_at(state, 'B3').id}")
    act(state, "reinforce")
    assert f"add {angel} {target.id}" in legal(state)
    act(state, f"add {angel} {target.id}")
    assert state.cards[angel].public  # it flew: shown
    return angel


def _seat_1_stays(state: GameState) -> None:
    assert (state.phase, state.seat) == ("move", 1)  # seat 1 was asked nothing
    act(state, f"turn {shield_at(state, 'D2').id}")
    act(state, "stay")


def test_a_flown_reinforcement_leaves_the_turns_flight() -> None:
    state = _board()
    _fly_to_reinforce(state)
    act(state, "done")
    assert not state.players[0].flew
    _seat_1_stays(state)
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert "fly C2" in legal(state)  # the one flight of the turn is still there
    act(state, "fly C2")
    assert state.players[0].flew
    assert_in_place(state)


def test_a_shield_flown_leaves_a_flying_reinforcement_open() -> None:
    state = _board()
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "fly C2")
    assert state.players[0].flew
    _seat_1_stays(state)
    _fly_to_reinforce(state)  # offered and done, though seat 0 has flown its shield
    assert_in_place(state)


def test_a_flown_reinforcement_opens_no_window_against_flight() -> None:
    state = _board(AGAINST_FLIGHT)
    _fly_to_reinforce(state)
    assert (state.phase, state.seat) == ("reinforce", 0)  # seat 1 is not asked
    assert not any(e.kind in {"flight-stopped", "fliers-killed"} for e in state.event_log)
    act(state, "done")
    assert len(state.players[1].storage) == 2  # both cards still held
    _seat_1_stays(state)
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "fly C2")  # a shield's flight, in the same position, is answered
    assert (state.phase, state.seat) == ("gravity", 1)
    assert_in_place(state)
