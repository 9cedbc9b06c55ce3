"""Famine (``on_shield.starves``, play/on_shields.py): cast in Draw and Organize on a shield on a
disputed land, it lies on it and the shield gives up a creature of its owner's choice at every
Terrain Settlement, until it stops on one of its owner's stronghold spaces
(docs/rules-notes/cards/on-shields.md). From a written position in Draw and Organize: seat 0 holds
Famine, seat 1 a shield on C2; both seats then pass through the turn."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState


def _organizing(cards: list[str], space: str = "C2") -> GameState:
    text = (
        'turn = 2\nphase = "organize"\nseat = 0\n'
        + seat_table(0, 'storage = ["Famine"]', 'deck = ["3 Axeman"]')
        + seat_table(1, 'deck = ["3 Axeman"]')
        + shield_table(1, space, cards)
    )
    return at_position(text)


def _famine(state: GameState) -> str:
    return next(c for c in state.players[0].storage if state.cards[c].name == "Famine")


def _shield(state: GameState) -> str:
    return next(iter(state.shields))


def _cast(state: GameState) -> tuple[str, str]:
    famine, shield = _famine(state), _shield(state)
    act(state, f"cast {famine} {shield}")
    return famine, shield


def _to_settlement(state: GameState, move: str = "stay") -> None:
    """Both seats ready; seat 1 turns its shield and makes ``move``."""
    act(state, "ready")
    act(state, "ready")
    act(state, f"turn {_shield(state)}")
    act(state, move)


def test_famine_lies_on_the_shield_and_takes_a_creature_at_settlement() -> None:
    state = _organizing(["Swordsman", "Axeman"])
    famine, shield = _cast(state)
    assert state.players[0].on_shields == [famine] and state.players[0].on_shield_of == [shield]
    assert state.cards[famine].public
    for seat in (0, 1):
        shown = state.view(seat)["players"][0]["on_shields"]
        assert [(f["card"]["name"], f["on"]) for f in shown] == [("Famine", shield)]
    _to_settlement(state)
    assert (state.phase, state.seat) == ("lose", 1)  # the owner chooses the creature
    contents = list(state.shields[shield].contents)
    assert legal(state) == {f"sacrifice {shield} {c}" for c in contents}
    act(state, f"sacrifice {shield} {contents[0]}")
    assert state.shields[shield].contents == contents[1:]
    assert state.players[0].on_shields == [famine]  # it stays for the next settlement
    assert_in_place(state)


def test_famine_takes_the_last_creature_and_goes_with_the_shield() -> None:
    state = _organizing(["Swordsman"])
    famine, shield = _cast(state)
    _to_settlement(state)
    assert shield not in state.shields
    assert state.players[1].shields_lost == 1
    assert state.players[0].on_shields == [] and famine in state.players[0].discard
    assert any(e.kind == "left-shield" for e in state.event_log)
    assert_in_place(state)


def test_famine_is_discarded_when_the_shield_reaches_its_owners_stronghold() -> None:
    state = _organizing(["Swordsman", "Axeman"])
    famine, shield = _cast(state)
    _to_settlement(state, "move D2")
    assert state.players[0].on_shields == [] and famine in state.players[0].discard
    assert len(state.shields[shield].contents) == 2  # nothing was lost
    assert_in_place(state)


def test_famine_is_cast_only_on_a_shield_on_a_disputed_land() -> None:
    state = _organizing(["Swordsman"], space="D2")
    assert legal(state) == {"ready"}
