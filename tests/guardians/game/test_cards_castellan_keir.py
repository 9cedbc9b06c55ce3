"""Castellan Keir at Terrain Settlement (``restores_rubble``, play/rubble_restore.py): in a
shield of its owner's standing on his own rubble, he may be discarded to make that stronghold
card stand again (docs/rules-notes/cards/settlement-creatures.md). From a written position in
the move phase: seat 0's shield attacks the opposing shield standing on seat 0's rubble at A2,
wins and stays there; settlement follows."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    discard_names,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState


def _won_back(cards: list[str], *seat0: str) -> GameState:
    state = position(
        "move",
        seat_table(0, *seat0),
        "[seat0.A2]\nrubble = true\n",
        shield_table(0, "B2", cards),
        shield_table(1, "A2", ["Swordsman"], turned=True),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move A2")
    while state.phase == "combat":  # the creature listed last fights (Keir, listed first, waits)
        options = [str(a) for a in state.legal_actions()]
        attack = [o for o in options if o.startswith("primary a")]
        act(state, attack[-1] if attack else options[0])
    while state.phase in ("retreat", "shed"):
        act(state, sorted(legal(state))[0])
    return state


def _keir(state: GameState) -> str:
    return next(
        c for c in shield_at(state, "A2").contents if state.cards[c].name == "Castellan Keir"
    )


def test_keir_is_discarded_and_the_rubble_stands_again() -> None:
    state = _won_back(["Castellan Keir", "Earth Elemental"])
    assert (state.phase, state.seat) == ("settle", 0)
    keir = _keir(state)
    assert legal(state) == {f"cast {keir} A2", "pass"}
    act(state, f"cast {keir} A2")
    assert not state.players[0].strongholds[1].rubble
    assert discard_names(state, 0) == ["Castellan Keir"]
    assert [state.cards[c].name for c in shield_at(state, "A2").contents] == ["Earth Elemental"]
    told = [e for e in state.event_log if e.kind == "stronghold-restored"]
    assert len(told) == 1
    assert "Castellan Keir" in told[0].words(1, ["Rak Nam", "Rak Nam"])
    assert state.phase != "settle" or state.seat != 0 or "cast" not in str(legal(state))
    assert_in_place(state)


def test_keir_may_be_kept_and_the_rubble_stays() -> None:
    state = _won_back(["Castellan Keir", "Earth Elemental"])
    act(state, "pass")
    assert state.players[0].strongholds[1].rubble
    assert _keir(state) in shield_at(state, "A2").contents
    assert not any(e.kind == "stronghold-restored" for e in state.event_log)


def test_a_shield_known_to_hold_no_keir_is_not_asked() -> None:
    # Keir is in seat 0's deck list, but the combat showed every card of the shield.
    state = _won_back(["Axeman", "Earth Elemental"], 'pen = ["Castellan Keir"]')
    assert state.phase == "organize"
    assert state.players[0].strongholds[1].rubble


def test_keir_on_a_land_does_nothing() -> None:
    state = position(
        "move",
        "[seat0.A2]\nrubble = true\n",
        shield_table(0, "C2", ["Castellan Keir", "Earth Elemental"]),
        shield_table(1, "D1", ["Swordsman"], turned=True),
    )
    act(state, f"turn {shield_at(state, 'C2').id}")
    act(state, "stay")
    assert not any(a.startswith("cast ") for a in legal(state))
    assert state.players[0].strongholds[1].rubble
