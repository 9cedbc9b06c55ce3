"""Nubian Slave Girl's Gold bribery card, owed back by the combat (combat/matchup_exits.py),
goes from her owner's discard pile to his storage hand as the combat comes back
(play/board_effects.py; docs/rules-notes/cards/matchup-exits.md). Played from a written
position: seat 0's shield with the Slave Girl moves onto seat 1's Sand Lord."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

GIRL = "Nubian Slave Girl"


def _position(discard: str) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', f"discard = [{discard}]")
        + shield_table(0, "B2", [GIRL])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", ["Sand Lord"])
    )


def _attack(text: str, *, sacrifice: bool) -> GameState:
    """Seat 0 moves onto C2 and fights, sacrificing the Girl when offered (if ``sacrifice``);
    every other choice the first quiet one."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        wanted = [a for a in options if a.startswith("end-matchup ")]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        chosen = wanted[0] if wanted and sacrifice else (quiet[0] if quiet else options[0])
        act(state, chosen)
        steps += 1
        assert steps < 300
    assert_in_place(state)
    return state


def _names(state: GameState, ids: list[str]) -> list[str]:
    return [state.cards[c].name for c in ids]


def test_the_gold_goes_from_the_discard_pile_to_the_storage_hand() -> None:
    state = _attack(_position('"Gold", "Archer"'), sacrifice=True)
    player = state.players[0]
    assert "Gold" in _names(state, player.storage)
    assert "Gold" not in _names(state, player.discard)
    assert GIRL in _names(state, player.discard)  # destroyed
    assert any(e.to_json()["kind"] == "recovered" for e in state.event_log)


def test_not_sacrificed_the_gold_stays_in_the_discard_pile() -> None:
    state = _attack(_position('"Gold"'), sacrifice=False)
    assert "Gold" in _names(state, state.players[0].discard)
    assert "Gold" not in _names(state, state.players[0].storage)
