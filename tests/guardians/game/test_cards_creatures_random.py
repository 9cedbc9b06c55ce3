"""Random-vs-random games with decks full of the creatures issue 14 enforced in session 9 for
their board facts (Carrag the Black, Captain South America, Odious Clamjack), their board
effects (Gumbo Jake, Gopher, Reverend Smilin' Jackoid, Giant Aunts) and their command contests
(Kazarian Squawker, Theib, Master of Scribes) and Pauly, Official Parrot's look into the
opposing hand: every action checked against the invariants of
``test_random_games.py``, every one of these cards seen fighting or commanding at least once,
and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = (
    "Carrag the Black",
    "Captain South America",
    "Odious Clamjack",
    "Gumbo Jake",
    "Gopher",
    "Reverend Smilin' Jackoid",
    "Giant Aunts",
    "Kazarian Squawker",
    "Theib, Master of Scribes",
    "Pauly, Official Parrot",
)
#: Combat events that show a card fighting or commanding.
MET = frozenset({"matchup", "command-revealed"})
#: At most this many games are played to see every card fight or command (3 do today).
GAMES = 8


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("5 Swordsman\n5 Axeman\n", copies(3, CARDS) + "2 Grim Skull\n"),
        ("3 Spires\n", "3 Swamp\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed)


def test_random_games_meet_every_card_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in MET:
                met.update(name for name in CARDS if name in str(told))
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_creatures_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
