"""Random-vs-random games with decks holding the creatures that let a side leave a combat
(Spirit Guide, Darkness Elemental, Great Horned Troll, Slimwit Man, Captain Hannibal Hawks;
combat/retreats.py): every action checked against the invariants of ``test_random_games.py``;
each of the four command cards played, a side retreating before the primaries and one retreating
after them beside a standing Captain (the games stop once all are seen); each seat's secrets
kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

COMMANDS = ("Spirit Guide", "Darkness Elemental", "Great Horned Troll", "Slimwit Man")
HAWKS = "Captain Hannibal Hawks"
#: At most this many games are played to see every card act.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    return swapped_game(("5 Axeman\n", "1 Axeman\n" + copies(4, (*COMMANDS, HAWKS))), max_turns=16)


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("command", "retreat"), chance=0.6)


def _seen(state: GameState) -> tuple[set[str], bool, bool]:
    """The command cards played, whether a side retreated before any match-up of its combat,
    and whether one retreated after a match-up its Captain fought."""
    commanded: set[str] = set()
    before = after = False
    fought: list[str] = []  # the creatures of the current combat's match-ups
    for event in state.event_log:
        told = event.to_json()
        if told["kind"] == "command" and told.get("card") in COMMANDS:
            commanded.add(str(told["card"]))
        elif told["kind"] == "declare":
            fought = [] if told.get("seat") == 0 else fought
        elif told["kind"] == "matchup":
            fought += [str(c) for c in told.get("cards", ())]
        elif told["kind"] == "effect" and str(told.get("says", "")).endswith("retreats"):
            before = before or not fought
            after = after or HAWKS in fought
    return commanded, before, after


def test_random_games_play_every_retreat_and_keep_the_invariants() -> None:
    commanded: set[str] = set()
    before = after = False
    for seed in range(GAMES):
        seen, early, late = _seen(_play(seed))
        commanded |= seen
        before, after = before or early, after or late
        if commanded == set(COMMANDS) and before and after:
            break
    assert commanded == set(COMMANDS)
    assert before  # a side left before the primaries
    assert after  # a side left after them beside its standing Captain


def test_games_with_retreats_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
