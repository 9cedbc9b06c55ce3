"""Random-vs-random games with decks holding Heliopolos, Temple of Re and Undead creatures
(combat/accessory_tokens.py): every action checked against the invariants of
``test_random_games.py``, the Temple seen placed, gaining a token and spending one at least
once, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame

GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", "5 Heliopolos, Temple of Re\n"),
        ("5 Axeman\n", "5 Fan Bearer\n"),
        max_turns=20,
    )


def test_random_games_gather_and_spend_tokens_and_keep_the_invariants() -> None:
    gained = spent = False
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "power"), chance=0.8)
        said = [str(e.to_json()) for e in state.event_log if e.kind == "effect"]
        gained |= any("Heliopolos" in s and "a token for" in s for s in said)
        spent |= any("Heliopolos" in s and "a token spent" in s for s in said)
        if gained and spent:
            return
    raise AssertionError(f"tokens gained: {gained}, spent: {spent}")


def test_games_with_heliopolos_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
