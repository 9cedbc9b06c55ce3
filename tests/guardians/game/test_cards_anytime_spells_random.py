"""Random-vs-random games with decks full of the spells cast whenever the holder likes
(Make Juice, Summon Loghammer's Sapper, Eye of Long Spying, Detect Life Force;
play/anytime_spells.py), with The
Hand of Chronos (play/settle_spells.py): every action checked against the invariants of
``test_random_games.py``, each spell seen cast outside combat at least once, and each seat's
secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = (
    "Make Juice",
    "Summon Loghammer's Sapper",
    "Eye of Long Spying",
    "Detect Life Force",
    "The Hand of Chronos",
)
GAMES = 12


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", copies(3, CARDS)),
        ("1 Flame Cannon\n", "2 Flame Cannon\n"),
        ("5 Swordsman\n5 Axeman\n", "3 Swordsman\n1 Axeman\n"),
        max_turns=16,
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "upgrade"), chance=0.5)


def test_random_games_cast_every_anytime_spell_outside_combat() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in ("move-spell", "total-told"):
                met.update(name for name in CARDS if told.get("card") == name)
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_spells_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
