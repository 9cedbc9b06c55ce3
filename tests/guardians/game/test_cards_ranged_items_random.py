"""Random-vs-random games with decks holding the hand items that go with ranged attacks
(Standard of the Elements, The Great Balderoon, Eye of Missile Mayhem; combat/ranged_items.py)
and Grim Skull (a ranged attacker taking channeling), with Element command cards, Pirates and
other ranged attackers for them to go with: every action checked against the invariants of
``test_random_games.py``; each item cast at least once and taking effect, Grim Skull channeled
into (the games stop once seen); each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import DECK, RAK_NAM
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Standard of the Elements", "The Great Balderoon", "Eye of Missile Mayhem")
#: At most this many games are played to see every item take effect.
GAMES = 24


@cache
def _game() -> GuardiansGame:
    creatures = "5 Gnorg, Overlord of Swamps\n5 Master Gunner\n5 Grim Skull\n"
    text = DECK.format(guardian=RAK_NAM).replace("5 Axeman\n", creatures)
    text = text.replace("5 Angel\n", "")
    items = "".join(f"4 {name}\n" for name in CARDS)
    text = text.replace("2 Amulet of Flying\n", items)
    loaded = load("guardians", decks=[text, text], max_turns=16)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("cast", "ranged", "command", "channel"), chance=0.8)


def _took_effect(told: dict[str, object]) -> str | None:
    """The item an event tells took effect, if one of ``CARDS``."""
    if told["kind"] == "channel" and told.get("to") == "Grim Skull":
        return "Grim Skull"
    if told["kind"] == "aoe" and told.get("card") in CARDS:
        return str(told["card"])
    if told["kind"] == "effect":
        says = str(told.get("says", ""))
        if told.get("subject") == "Standard of the Elements":
            return "Standard of the Elements"
        if says.endswith("(Eye of Missile Mayhem)"):
            return "Eye of Missile Mayhem"
    return None


def test_random_games_cast_each_ranged_item_to_effect() -> None:
    seen: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed)
        for event in state.event_log:
            found = _took_effect(event.to_json())
            if found is not None:
                seen.add(found)
        if seen == {*CARDS, "Grim Skull"}:
            break
    assert seen == {*CARDS, "Grim Skull"}


def test_games_with_ranged_items_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
