"""Random-vs-random games with decks holding Guardian Angel (a command card whose owner pays a
power stone to send a beaten creature to his Creature Pen between primary match-ups;
combat/returns_to_pen.py): every action checked against the invariants of
``test_random_games.py``; a creature sent back at least once (the games stop once seen); each
seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

ANGEL = "Guardian Angel"
#: At most this many games are played to see a creature sent back.
GAMES = 16


@cache
def _game() -> GuardiansGame:
    return swapped_game(("5 Axeman\n", f"5 {ANGEL}\n"), max_turns=16)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "power"), chance=0.7)


def _sent_back(state: GameState) -> bool:
    return any(
        e.to_json().get("kind") == "fate"
        and str(e.to_json().get("why", "")) == f"sent to the Creature Pen by {ANGEL}"
        for e in state.event_log
    )


def test_random_games_send_a_beaten_creature_to_the_pen() -> None:
    assert any(_sent_back(_play(seed)) for seed in range(GAMES))


def test_games_with_guardian_angels_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
