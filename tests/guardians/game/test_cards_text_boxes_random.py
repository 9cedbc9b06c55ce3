"""Random-vs-random games with decks holding Xaz, Thief of Twilight and Shin Chios, Third
Disciple (a creature taking another's text box in its primary match-up: combat/text_boxes.py)
and Lowland Trolls (a text box worth taking): every action checked against the invariants of
``test_random_games.py``, each card seen taking a text box at least once, and each seat's
secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Xaz, Thief of Twilight", "Shin Chios, Third Disciple")
#: At most this many games are played to see both take a text box.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    extra = "".join(f"5 {name}\n" for name in (*CARDS, "Lowland Troll"))
    text = DECK.format(guardian=RAK_NAM).replace("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _took(state: GameState) -> set[str]:
    """The cards this game told taking a text box."""
    return {
        str(e.to_json().get("subject"))
        for e in state.event_log
        if e.to_json()["kind"] == "effect"
        and str(e.to_json().get("says", "")).startswith("takes the text box of ")
    } & set(CARDS)


def test_random_games_meet_both_cards_and_keep_the_invariants() -> None:
    took: set[str] = set()
    for seed in range(GAMES):
        took |= _took(play_checked(_game(), seed, prefer=("unchallenged",), chance=0.8))
        if took == set(CARDS):
            break
    assert took == set(CARDS)


def test_games_with_these_cards_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
