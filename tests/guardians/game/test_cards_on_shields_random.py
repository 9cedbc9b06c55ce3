"""Random-vs-random games with decks holding the cards that lie on a shield (Famine, Voodoo
Hat: play/on_shields.py) and the Voodoo Hat Rack (play/hat_rack.py), with Dispel Magic to
answer them: every action checked against the invariants of ``test_random_games.py``; each card
seen to lie on a shield, Famine to take creatures at settlement and to be discarded, a Hat to
be burnt off, the Rack to clear a card; and each seat's secrets kept (the conformance checks on
these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame

GAMES = 20
WANTED = {"Famine", "Voodoo Hat", "left-shield", "loss", "burnt", "racked"}


@cache
def _game() -> GuardiansGame:
    ours = "4 Famine\n4 Voodoo Hat\n3 Voodoo Hat Rack\n2 Gift of Isis\n"
    text = DECK.format(guardian=RAK_NAM).replace("2 Amulet of Flying\n", ours)
    loaded = load("guardians", decks=[text, text], max_turns=20)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_lay_cards_on_shields_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "burn"), chance=0.5)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] == "laid-on-shield":
                met.add(told["card"])
            if told["kind"] == "left-shield":
                racked = "Rack" in told["why"]
                met.add(
                    "racked" if racked else "burnt" if "burnt" in told["why"] else "left-shield"
                )
            if told["kind"] == "accessory-cleared":
                met.add("racked")
            if told["kind"] == "upgrade-loss" and told["card"] == "Famine":
                met.add("loss")
        if met == WANTED:
            return
    raise AssertionError(f"only {sorted(met)} met")


def test_games_with_cards_on_shields_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
