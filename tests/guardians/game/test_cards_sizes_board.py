"""A Titan as the Up card outside combat (``size_at_will``; docs/rules-notes/cards/sizes.md):
it may be Small at its owner's will, so Tookle, Leader of the Many, whose owner draws one card
more when his last Up card was a Small creature, counts it."""

from __future__ import annotations

from game_helpers import at_position, attack_and_fight, combat_names, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel"]'
TOOKLE = "Tookle, Leader of the Many"


def _drawn(up: str) -> int:
    """How many cards seat 0 (Tookle) draws on turn 2 after ``up``."""
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f'previous_up = "{up}"', guardian=TOOKLE)
        + seat_table(1, DECK, 'previous_up = "Woods"')
    )
    state = at_position(text)
    assert state.phase == "organize"
    player = state.players[0]
    return len(player.pen) + len(player.storage)


def test_tookle_counts_a_titan_up_card_as_small() -> None:
    # Against a Large creature with the higher Up card too (no Low Up-card bonus either way).
    large = _drawn("Earth Elemental")
    assert _drawn("Baal-a-Gog") == large
    assert _drawn("Female Titan") == _drawn("Male Titan") == large + 1


def _medallion_fight(ours: list[str]) -> GameState:
    """Seat 0's shield ``ours`` attacks seat 1's Gnomes; seat 0's Up card is a Female Titan and
    its command card the Medallion of Skyphos, which takes the Titan in, made Small."""
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(
            0, 'deck = ["Axeman"]', 'up = "Female Titan"', 'storage = ["Medallion of Skyphos"]'
        )
        + shield_table(0, "B2", ours)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", ["Gn'Omish Gnomes"])
    )

    def pick(state: GameState, options: list[str]) -> list[str]:
        if state.current_seat != 0:
            return []
        medallion = [
            a for a in options
            if a.startswith("command ") and combat_names(state, a) == ["Medallion of Skyphos"]
        ]  # fmt: skip
        return medallion or (["command yes"] if "command yes" in options else [])

    return attack_and_fight(at_position(text), "C2", pick)


def _names(state: GameState, cards: list[str]) -> list[str]:
    return [state.cards[c].name for c in cards]


def test_a_titan_taken_in_by_the_medallion_goes_under_the_shield_where_it_fits() -> None:
    state = _medallion_fight(["Swordsman"])  # 6 + 15: within the space limit
    (shield,) = [s for s in state.shields.values() if s.owner == 0]
    assert "Female Titan" in _names(state, shield.contents)
    assert state.cards[state.players[0].up or ""].name == "Medallion of Skyphos"


def test_a_titan_taken_in_by_the_medallion_goes_to_the_pen_past_the_space_limit() -> None:
    state = _medallion_fight(["Earth Elemental", "Swordsman"])  # 18 + 6 + 15 > 30
    (shield,) = [s for s in state.shields.values() if s.owner == 0]
    assert "Female Titan" not in _names(state, shield.contents)
    assert "Female Titan" in _names(state, state.players[0].pen)
    assert any(e.kind == "sent-to-pen" for e in state.event_log)
