"""Random-vs-random games with decks holding Sebek, Queen of Magicians (as the command card, a
storage Spell traded for a Spell of the draw deck after the combat) and Jambo Slick, Smuggler
(as the command card, a bribery card of the discard pile back to the storage hand, shown), with
spells and bribery cards for them to take: every action checked against the invariants of
``test_random_games.py``, both searches seen made at least once, and each seat's secrets kept
(the conformance checks on these decks). combat/command_fetches.py, play/deck_fetches.py."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.deck_fetches import DeckFetched
from stronghold.games.guardians.play.state import GameState

SEBEK, JAMBO = "Sebek, Queen of Magicians", "Jambo Slick, Smuggler"
#: At most this many games are played to see both cards fetch.
GAMES = 30


@cache
def _game() -> GuardiansGame:
    extra = f"5 {SEBEK}\n5 {JAMBO}\n3 Famine\n3 Yap Attack\n"
    return swapped_game(
        ("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}"),
        ("2 Gold\n", "4 Gold\n3 Beer\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "discard", "pick", "pull"), chance=0.8)


def _fetched(state: GameState) -> set[str]:
    """The fetches this game carried out: Sebek's search, Jambo's card back."""
    out: set[str] = set()
    for event in state.event_log:
        if isinstance(event, DeckFetched) and event.taken:
            out.add(SEBEK)
        told = event.to_json()
        if told["kind"] == "recovered" and told.get("card") == JAMBO:
            out.add(JAMBO)
    return out


def test_random_games_make_both_fetches_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        met |= _fetched(_play(seed))
        if met == {SEBEK, JAMBO}:
            break
    assert met == {SEBEK, JAMBO}


def test_games_with_these_fetches_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
