"""Random-vs-random games with decks holding the cards that look into a draw deck: Control
Destiny and Helm of the Brotherhood (the top of a deck put back as the caster likes:
play/deck_looks.py), Assassin of Shadow (the opponent's deck searched for a creature:
play/deck_searches.py) and Footlocker of Conflagration (a Shield of the own deck as a draw:
play/shield_fetch.py), with Dispel Magic to answer them: every action checked against the
invariants of ``test_random_games.py``, each card seen acting and every kind of ``arrange``
taken, and each seat's secrets kept -- what one seat looked at stays its own (the conformance
checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = (
    "Control Destiny",
    "Helm of the BrotherHood",
    "Assassin of Shadow",
    "Footlocker of Conflagration",
)
#: The event each card's acting is told by, and the field naming the card.
TOLD = {"deck-looked": "spell", "deck-searched": "spell", "shield-fetched": "card"}
GAMES = 20


@cache
def _game() -> GuardiansGame:
    ours = (
        "3 Control Destiny\n3 Helm of the BrotherHood\n3 Assassin of Shadow\n"
        "2 Footlocker of Conflagration\n"
    )
    text = DECK.format(guardian=RAK_NAM).replace("2 Amulet of Flying\n", ours)
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast",), chance=0.5)


def test_random_games_look_into_decks_with_every_card_and_keep_the_invariants() -> None:
    met: set[str] = set()
    ends: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in TOLD:
                met.add(told[TOLD[told["kind"]]])
            if told["kind"] == "deck-looked":
                ends.update(("top",) if told["number"] > told["bottom"] else ())
                ends.update(("bottom",) if told["bottom"] else ())
        if met == set(CARDS) and ends == {"top", "bottom"}:
            break
    assert met == set(CARDS)
    assert ends == {"top", "bottom"}


def test_games_with_these_looks_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
