"""Random-vs-random games from a position where Castellan Keir can rebuild his owner's rubble
(play/rubble_restore.py): seat 0's shield holding him stands beside its own rubble, an opposing
shield on it. Every action checked against the invariants of ``test_random_games.py``, Keir
seen to rebuild the stronghold at least once, and each seat's secrets kept (the conformance
checks on this game)."""

from __future__ import annotations

from functools import cache

from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame

GAMES = 30
_SEAT = (
    '[seat{n}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
    'deck = ["3 Axeman", "3 Swordsman", "3 Archer", "3 Castellan Keir", "4 Woods"]\n'
    'up = "{up}"\n'
)
POSITION = (
    'turn = 2\nphase = "move"\nseat = 0\n'
    + _SEAT.format(n=0, up="Axeman")
    + "[seat0.A2]\nrubble = true\n"
    + '[[seat0.shields]]\nspace = "B2"\ncard = "Shield Maitz\'s Lightning 14"\n'
    + 'cards = ["Castellan Keir", "Earth Elemental", "Swordsman"]\n'
    + _SEAT.format(n=1, up="Archer")
    + '[[seat1.shields]]\nspace = "A2"\ncard = "Shield Maitz\'s Lightning 14"\n'
    + 'cards = ["Archer"]\nturned = true\n'
)


@cache
def _game() -> GuardiansGame:
    loaded = load("guardians", position=POSITION, max_turns=8)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_random_games_rebuild_rubble_with_keir_and_keep_the_invariants() -> None:
    for seed in range(GAMES):
        state = play_checked(_game(), seed, prefer=("cast", "move"), chance=0.7)
        if any(e.to_json()["kind"] == "stronghold-restored" for e in state.event_log):
            return
    raise AssertionError("Keir never rebuilt the rubble")


def test_games_with_keir_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
