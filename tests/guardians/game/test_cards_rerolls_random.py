"""Random-vs-random games with decks holding Mu Kir' Agavati, Second Disciple (a single die
rolled again, once: docs/rules-notes/cards/combat-flow.md) and cards that roll one die: Xaz,
Thief of Twilight, Initiate of Entropy, Garuda Kahn (1d6 for each other Disciple), Vikia
Tso'Shan'Lu, Orella of the Mist, Mendu Sada, the Havoc, and Summon Entropy Storm. Every action
checked against the invariants of ``test_random_games.py``, the reroll seen both taken and
refused, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

MUKIR = "Mu Kir' Agavati, Second Disciple"
ROLLERS = (
    "Xaz, Thief of Twilight",
    "Initiate of Entropy",
    "Garuda Kahn, First Disciple",
    "Vikia Tso'Shan'Lu",
    "Orella of the Mist",
    "Mendu Sada, the Havoc",
    "Summon Entropy Storm",
)
SEEN = {"rolled again", "stands"}
GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("5 Swordsman\n5 Axeman\n", copies(3, (MUKIR, *ROLLERS)) + "2 Swordsman\n"),
        max_turns=20,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("primary", "cast"), chance=0.5)


def _met(state: GameState) -> set[str]:
    """What Mu Kir' did in the game; each die it had rolled again is told at once, one die
    for the card named."""
    met: set[str] = set()
    told = [event.to_json() for event in state.event_log]
    for k, event in enumerate(told):
        if event["kind"] != "effect" or event.get("subject") != MUKIR:
            continue
        says = str(event.get("says"))
        if says == "the die stands":
            met.add("stands")
        elif says.endswith("is rolled again"):
            met.add("rolled again")
            after = told[k + 1]
            assert after["kind"] == "roll" and after["dice"] == 1, after
            assert says.startswith(f"the die for {after['card']} ("), (says, after)
    return met


def test_random_games_meet_mu_kirs_reroll_and_keep_the_invariants() -> None:
    met: set[str] = set()
    seed = 0
    while met != SEEN and seed < GAMES:
        met |= _met(_play(seed))
        seed += 1
    assert met == SEEN


def test_games_with_mu_kir_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
