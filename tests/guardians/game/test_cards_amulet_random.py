"""Random-vs-random games with decks full of Amulets of Flying (play/fliers.py,
combat/rules.py ``wearers``) and creatures that cannot fly by themselves, with Rocks of Skull
Cracking to shoot fliers down: every action checked against the invariants of
``test_random_games.py``; a shield seen flying only because of the Amulets its grounded
creatures wear, and an Amulet seen lost with its wearer; and each seat's secrets kept (the
conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature

GAMES = 30
AMULET = "Amulet of Flying"


@cache
def _game(travels: str = "stack") -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n", "5 Amulet of Flying\n4 Rocks of Skull Cracking\n"),
        ("5 Angel\n3 Buzzard\n3 Valkyrie Spirit\n", "2 Buzzard\n"),
        max_turns=20,
        rules={"amulet_travels": travels},
    )


class _Watch:
    """What the games met: a flight that only the Amulets made possible, an Amulet lost with
    its wearer."""

    def __init__(self) -> None:
        self.amulet_flights = 0
        self.lost_with_wearer = 0
        self._seen = 0

    def new_game(self) -> None:
        """A new game starts: its event log from the start."""
        self._seen = 0

    def __call__(self, state: GameState) -> None:
        for event in state.event_log[self._seen :]:
            if event.kind == "worn-item-lost":
                self.lost_with_wearer += 1
        self._seen = len(state.event_log)
        step = state.step
        shield = getattr(step, "shield", None)
        route = getattr(step, "route", None)
        if shield is None or route is None or route.verb != "fly" or shield not in state.shields:
            return
        faces = [state.cards[c].card for c in state.shields[shield].contents]
        grounded = any(isinstance(c, Creature) and not c.flying for c in faces)
        if grounded and any(c.name == AMULET for c in faces):
            self.amulet_flights += 1


def test_random_games_meet_the_amulet_and_keep_the_invariants() -> None:
    watch = _Watch()
    for seed in range(GAMES):
        watch.new_game()
        play_checked(_game(), seed, prefer=("fly", "sacrifice", "cast", "pick"), chance=0.7,
                     watch=watch)  # fmt: skip
        if watch.amulet_flights and watch.lost_with_wearer:
            return
    raise AssertionError(
        f"{watch.amulet_flights} flight(s) by Amulets, {watch.lost_with_wearer} Amulet(s) "
        "lost with their wearers"
    )


def test_games_with_amulets_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)


def _went(state: GameState) -> int:
    return sum(1 for event in state.event_log if event.kind == "worn-item-went")


def test_random_games_meet_amulets_going_with_their_wearers_in_the_wearer_setting() -> None:
    # amulet_travels = "wearer": an Amulet goes with the creature wearing it (reinforcing, a
    # pass, to the Creature Pen); the invariants hold throughout
    for seed in range(GAMES):
        state = play_checked(_game("wearer"), seed, prefer=("reinforce", "add", "drop", "pick"),
                             chance=0.7)  # fmt: skip
        if _went(state):
            return
    raise AssertionError("no Amulet went with its wearer")


def test_games_with_amulets_going_with_their_wearers_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game("wearer"), seed)
        check_determinize_blind(_game("wearer"), seed)
