"""Random-vs-random games with decks holding Potion of Movement Essence and First Mate Muldoon
with Pirates to sail with him (play/extra_moves.py): every action checked against the invariants
of ``test_random_games.py``, a Potion seen drunk, a route of three spaces seen taken and a shield
seen shown for Muldoon's space, and each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians import events
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.extra_moves import ContentsShown
from stronghold.games.guardians.play.state import GameState

POTION, MULDOON = "Potion of Movement Essence", "First Mate Muldoon"
#: At most this many games are played to meet everything.
GAMES = 30


@cache
def _game() -> GuardiansGame:
    extra = f"4 {POTION}\n5 {MULDOON}\n4 Scurvy Dog\n4 Lying Scum\n"
    return swapped_game(("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}"), max_turns=16)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "move", "turn"), chance=0.7)


def _met(state: GameState) -> set[str]:
    out: set[str] = set()
    for event in state.event_log:
        if isinstance(event, events.MoveSpell) and event.card == POTION:
            out.add("potion")
        if isinstance(event, events.ShieldMoved) and event.via and " and " in event.via:
            out.add("three spaces")
        if isinstance(event, ContentsShown):
            out.add("shown")
    return out


def test_random_games_take_longer_routes_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        met |= _met(_play(seed))
        if met == {"potion", "three spaces", "shown"}:
            break
    assert met == {"potion", "three spaces", "shown"}


def test_games_with_longer_routes_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
