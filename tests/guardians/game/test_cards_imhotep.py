"""Imhotep, Visier of Djoser (``takes_accessory``, play/accessory_takes.py): winning a primary
match-up, his owner may take an accessory from beside the opposing Guardian once the movement
option is over; it stays the opponent's card (docs/rules-notes/cards/accessories.md). Written
positions: seat 0 attacks C2 from B2, seat 1 has a Gift of Isis beside its Guardian."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, fight, legal, seat_table, shield_table

from stronghold.games.guardians.play import guardian_stats
from stronghold.games.guardians.play.state import GameState

GIFT = 'accessories = ["Gift of Isis"]'


def _position(attackers: list[str], defenders: list[str], gift: str = GIFT) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"')
        + shield_table(0, "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', gift)
        + shield_table(1, "C2", defenders)
        + shield_table(1, "C3", ["Axeman"])
    )


def _attack(text: str, first: str) -> GameState:
    """Seat 0 moves onto C2 and fights, ``first`` its first primary; every other choice the
    first quiet one; the loser retreats to the first space offered."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    fight(state, (first,), command=False, phases=("combat", "retreat"))
    return state


def test_imhotep_winning_takes_the_opponents_accessory() -> None:
    cmp = guardian_stats.guardian(at_position(_position(["Axeman"], ["Axeman"])), 0).cmp
    state = _attack(_position(["Imhotep, Visier of Djoser"], ["Lying Scum"]), "Imhotep")
    assert (state.phase, state.seat) == ("seize", 0)
    gift = state.players[1].accessories[0]
    assert legal(state) == {f"pick {gift}", "pass"}
    act(state, f"pick {gift}")
    assert state.players[0].accessories == [gift] and not state.players[1].accessories
    assert state.cards[gift].owner == 1  # still the opponent's card: his discard pile later
    assert guardian_stats.guardian(state, 0).cmp == cmp + 2  # the Gift's CMP is seat 0's now
    assert any(e.kind == "accessory-taken" for e in state.event_log)
    assert (state.phase, state.seat) == ("move", 1)
    assert_in_place(state)


def test_the_owner_may_let_it_go() -> None:
    state = _attack(_position(["Imhotep, Visier of Djoser"], ["Lying Scum"]), "Imhotep")
    act(state, "pass")
    assert len(state.players[1].accessories) == 1 and not state.players[0].accessories
    assert (state.phase, state.seat) == ("move", 1)


def test_imhotep_beaten_takes_nothing() -> None:
    state = _attack(_position(["Imhotep, Visier of Djoser"], ["Great Ba'te"]), "Imhotep")
    assert state.phase != "seize"
    assert len(state.players[1].accessories) == 1


def test_nothing_to_take_asks_nothing() -> None:
    text = _position(["Imhotep, Visier of Djoser"], ["Lying Scum"], gift="")
    state = _attack(text, "Imhotep")
    assert state.phase == "move" and state.seat == 1
    assert not any(m.startswith("take_accessory") for m in state.players[0].move_spells)
