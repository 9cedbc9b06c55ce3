"""Random-vs-random games with decks holding Imhotep, Visier of Djoser and accessories
(play/accessory_takes.py), with a Voodoo Hat Rack that may clear a taken accessory: every action
checked against the invariants of ``test_random_games.py``, an accessory seen taken at least
once, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame

GAMES = 30
OURS = "3 Gift of Osirus\n2 Scarab of Bounty\n1 Voodoo Hat Rack\n"


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", OURS),
        ("5 Swordsman\n", "5 Imhotep, Visier of Djoser\n"),
        max_turns=20,
    )


def test_random_games_take_accessories_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "pick"), chance=0.8)
        if any(e.kind == "accessory-taken" for e in state.event_log):
            return
    raise AssertionError("Imhotep never took an accessory")


def test_games_with_imhotep_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
