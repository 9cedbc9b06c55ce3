"""Random-vs-random games with decks holding Nubian Slave Girl (sacrificed in her primary
match-up, a Gold bribery card back to storage after the combat), Farmer Brown (as the command
card, a Barnyard Animal blown up) and Goats (the animals): every action checked against the
invariants of ``test_random_games.py``, both powers seen used at least once, and each seat's
secrets kept (the conformance checks on these decks). combat/matchup_exits.py."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

#: At most this many games are played to see both powers used.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    extra = "5 Nubian Slave Girl\n5 Farmer Brown\n5 Goat\n"
    text = DECK.format(guardian=RAK_NAM).replace("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}")
    text = text.replace("2 Gold\n", "5 Gold\n")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("end-matchup", "detonate", "command"), chance=0.7)


def _used(state: GameState) -> set[str]:
    """The powers this game told: the Girl's sacrifice, Farmer Brown's blast."""
    out: set[str] = set()
    for event in state.event_log:
        told = event.to_json()
        says = str(told.get("says", ""))
        if told["kind"] == "effect" and told.get("subject") == "Nubian Slave Girl":
            out.update({"sacrifice"} if "unchallenged in melee" in says else set())
        if told["kind"] == "effect" and told.get("subject") == "Farmer Brown":
            out.update({"detonate"} if says.startswith("blows up") else set())
    return out


def test_random_games_use_both_powers_and_keep_the_invariants() -> None:
    used: set[str] = set()
    for seed in range(GAMES):
        used |= _used(_play(seed))
        if used == {"sacrifice", "detonate"}:
            break
    assert used == {"sacrifice", "detonate"}


def test_games_with_these_powers_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
