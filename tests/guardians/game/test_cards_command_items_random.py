"""Random-vs-random games with decks full of the command items issue 14 enforced in session
10 (Wheel of Law, Exploding Tweezle, Obelisk of Bablos, Tablet of Ancathus, Tweezle the
Sneaky, Mighty Tiki God): every action
checked against the invariants of ``test_random_games.py``, every one of these cards seen
commanding at least once, and each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = (
    "Wheel of Law",
    "Exploding Tweezle",
    "Obelisk of Bablos",
    "Tablet of Ancathus",
    "Tweezle the Sneaky",
    "Mighty Tiki God",
)
GAMES = 24


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(3, CARDS)),
        ("5 Swordsman\n5 Axeman\n", "3 Swordsman\n3 Axeman\n"),
        ("2 Gold\n", "4 Gold\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed)


def test_random_games_meet_every_command_item_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in ("command", "command-revealed"):
                met.update(name for name in CARDS if name in str(told))
            if told["kind"] == "discarded" and "Mighty Tiki God" in told["why"]:
                met.add("a bribe discarded for the Tiki God")
        if met == {*CARDS, "a bribe discarded for the Tiki God"}:
            break
    assert met == {*CARDS, "a bribe discarded for the Tiki God"}


def test_games_with_these_command_items_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
