"""The research interfaces' tests: every registered game, each with a small setup so that a
whole game (or the bounded part a library's test plays) stays quick."""

from __future__ import annotations

from typing import Any

#: Every registered game with a quick setup (a short game where the game has a limit).
QUICK: dict[str, dict[str, Any]] = {
    "guardians": {"decks": ["basic-knights", "bribe-masters"], "max_turns": 2},
    "guardians-arena": {"decks": ["basic-knights", "bribe-masters"], "max_turns": 2},
    "guardians-combat": {},
    "highlander-duel": {},
    "promised-land": {"players": 3, "max_rounds": 1},
}
