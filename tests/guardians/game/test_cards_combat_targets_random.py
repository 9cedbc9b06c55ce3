"""Random-vs-random games with decks holding Hackthorn Strangler (a primary attacker that may
attack the opposing command creature instead: combat/retargets.py), Spirit of the Hunt (may
reject its opponent for a random one of the opposing combat hand), Shadow Warrior (as the
command card it fights the opponent's Up card: combat/command_contests.py) and Kazarian
Squawkers (creature command cards to attack), and McHooter's Distraction (a command spell setting
Babes-bribeable creatures aside: combat/commands.py) and Press Leak (a command spell showing the
opposing combat hand, its owner choosing first) and Bruce the Goose (his owner's first creature
shown first, the answer bound): every action checked against the invariants of
``test_random_games.py``, every card seen acting at least once, and each seat's secrets kept
(the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

MCHOOTER = "McHooter s Distraction"
LEAK = "Press Leak"
BRUCE = "Bruce the Goose"
CARDS = ("Hackthorn Strangler", "Spirit of the Hunt", "Shadow Warrior", MCHOOTER, LEAK, BRUCE)
#: At most this many games are played to see both cards act.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    extra = "".join(f"5 {name}\n" for name in (*CARDS, "Kazarian Squawker"))
    text = DECK.format(guardian=RAK_NAM).replace("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}")
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("attack", "reject", "command"), chance=0.7)


def _acted(state: GameState) -> set[str]:
    """The cards whose act this game told: the Strangler's and the Spirit's new opponents, the
    Warrior's fight, McHooter's creatures set aside, the hand Press Leak shows, Bruce's first
    creature shown."""
    out: set[str] = set()
    for event in state.event_log:
        told = event.to_json()
        says = str(told.get("says", ""))
        if told["kind"] == "aside" and told.get("card") == MCHOOTER and told.get("hit"):
            out.add(MCHOOTER)
        if told["kind"] == "reveal" and told.get("card") == LEAK:
            out.add(LEAK)
        if told["kind"] != "effect":
            continue
        if told.get("subject") == BRUCE and says.endswith(" is shown first"):
            out.add(BRUCE)
        if told.get("subject") == "Hackthorn Strangler" and says.endswith(" instead"):
            out.add("Hackthorn Strangler")
        if told.get("subject") == "Spirit of the Hunt" and "drawn at random" in says:
            out.add("Spirit of the Hunt")
        if told.get("subject") == "Shadow Warrior" and says.startswith("fights the Up card"):
            out.add("Shadow Warrior")
    return out


def test_random_games_meet_every_card_and_keep_the_invariants() -> None:
    acted: set[str] = set()
    for seed in range(GAMES):
        acted |= _acted(_play(seed))
        if len(acted) == len(CARDS):
            break
    assert acted == set(CARDS)


def test_games_with_these_cards_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
