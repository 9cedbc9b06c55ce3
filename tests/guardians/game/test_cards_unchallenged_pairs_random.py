"""Random-vs-random games with decks holding You Can't See Me, I'm a Vampire and Undead
creatures (combat/unchallenged.py): every action checked against the invariants of
``test_random_games.py``, the spell seen sending a match-up's creatures out unchallenged at
least once, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

VAMPIRE = "You Can't See Me, I'm a Vampire"
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", f"4 {VAMPIRE}\n"),
        ("5 Swordsman\n5 Axeman\n", "4 Rouge Spectre\n4 Bone Shambler\n2 Axeman\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "attack"), chance=0.6)


def _stepped_out(state: GameState) -> bool:
    """Whether the spell sent a match-up's creatures out unchallenged in this game."""
    return any(
        told.kind == "effect" and "stand unchallenged in melee" in str(told.to_json())
        for told in state.event_log
    )


def test_random_games_meet_the_vampire_spell_and_keep_the_invariants() -> None:
    met = False
    for seed in range(GAMES):
        if _stepped_out(_play(seed)):
            met = True
            break
    assert met


def test_games_with_the_vampire_spell_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
