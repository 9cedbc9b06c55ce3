"""Random-vs-random games with decks holding the combat-flow cards of issue 14
(docs/rules-notes/cards/combat-flow.md): Saboteurs, blowing up an opposing Creature Magic Item
(with command items and a souvenir for it to blow up), Kasmir's Blitz, another round of
combat, Total Chaos, the combat hands swapped, and Agent of Shadow, the combat moved to the
attacker's land. Every action checked against the invariants of ``test_random_games.py``, each
card seen at work at least once, and each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Saboteurs", "Kasmir's Blitz", "Total Chaos", "Agent of Shadow")
#: Creature Magic Items shown before combat, for the Saboteurs: command cards, and a souvenir
#: shown as an attack arrives.
ITEMS = ("Wheel of Law", "Tweezle the Sneaky", "Cheesy Con Souvenir Tweezle")
#: What the games must show besides each card at work.
SEEN = {*CARDS, "Saboteurs on a souvenir"}
GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(4, (*CARDS, *ITEMS))),
        ("5 Swordsman\n5 Axeman\n", "3 Swordsman\n3 Axeman\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "command"), chance=0.7)


def _met(state: GameState) -> set[str]:
    met: set[str] = set()
    for event in state.event_log:
        told = event.to_json()
        if told["kind"] == "dispelled" and "blown up by Saboteurs" in str(told):
            met.add("Saboteurs")
        if told["kind"] == "hands-swapped" and told["swapped"]:
            met.add("Total Chaos")
        if told["kind"] == "combat-shifted":
            met.add("Agent of Shadow")
        if told["kind"] == "second-round":
            met.add("Kasmir's Blitz")
        if told["kind"] == "item-detonated":
            met.add("Saboteurs on a souvenir")
    return met


def test_random_games_meet_every_combat_flow_card_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        met |= _met(_play(seed))
        if met == SEEN:
            break
    assert met == SEEN


def test_games_with_these_combat_flow_cards_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
