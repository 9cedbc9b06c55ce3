"""Gehrund, Field Marshal as command card (``under_to_pen``, combat/board_effects.py and
play/board_effects.py): for a power stone, the opponent's creatures under his stronghold cards
and on his upgrades go to his Creature Pen before the primaries — the channelers among them
channel no more in this combat. docs/rules-notes/cards/under-to-pen.md. Played from written
positions."""

from __future__ import annotations

from game_helpers import seat_table, shield_table
from test_cards_board_effects import _attack

from stronghold.games.guardians.play.state import GameState

GEHRUND = "Gehrund, Field Marshal"


def _position(stones: int) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', stones=stones)
        + shield_table(0, "B2", [GEHRUND, "Axeman"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', stones=2)
        + '[seat1.D1]\nunder = ["Valkyrie Spirit"]\n'
        + '[seat1.D2]\nunder = ["Valkyrie Spirit"]\n'
        + shield_table(1, "C2", ["Swordsman", "Wild Nymph"])
    )


def _names(state: GameState, cids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in cids)


def test_gehrund_sends_the_creatures_under_the_opponents_strongholds_to_his_pen() -> None:
    state = _attack(_position(stones=1), prefer=(GEHRUND,))
    seat1 = state.players[1]
    assert all(not slot.under for slot in seat1.strongholds)
    assert _names(state, seat1.pen).count("Valkyrie Spirit") == 2
    assert state.players[0].stones == 0  # the stone he paid
    told = [e.to_json() for e in state.event_log if e.kind == "under-to-pen"]
    assert told and told[0]["count"] == 2


def test_gehrund_without_a_stone_sends_nothing() -> None:
    state = _attack(_position(stones=0), prefer=(GEHRUND,))
    assert sum(len(slot.under) for slot in state.players[1].strongholds) == 2
