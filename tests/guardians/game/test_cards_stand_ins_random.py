"""Random-vs-random games with decks full of the creatures that trade places with their
owner's creature of the match-up just over (Soggybottom Gertz, Slippery Slime, Phantom Stalker;
combat/stand_ins.py), with Undead for the Stalker, of Earth Mother (shown at settlement for a
bare land, play/settlement.py), of Knife of Shadow (a command card picking against the Up card,
combat/command_reveals.py) and of Mayor McGreed (a Gold fired for a Barnyard Animal,
combat/powers.py): every action checked against the invariants of ``test_random_games.py``;
every trade made, Earth Mother shown, a Knife's pick made and a Gold fired at least once (the
games stop once all are seen); each seat's secrets kept (the conformance checks on these
decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState

CARDS = ("Soggybottom Gertz", "Slippery Slime", "Phantom Stalker")
#: At most this many games are played to see every card act.
GAMES = 24
#: The other cards of the session seen acting in these games.
OTHERS = ("Earth Mother", "Knife of Shadow", "Mayor McGreed")


@cache
def _game() -> GuardiansGame:
    extra = copies(5, (*CARDS, *OTHERS, "Bone Shambler", "Goat"))
    return swapped_game(
        ("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}"), ("2 Gold\n", "5 Gold\n"), max_turns=16
    )


def _play(seed: int) -> GameState:
    return play_checked(_game(), seed, prefer=("stand-in", "pay"), chance=0.8)


def _traded(state: GameState) -> set[str]:
    """The cards whose trade the game told: the one that took the place, or Gertz sent back."""
    out: set[str] = set()
    for event in state.event_log:
        told = event.to_json()
        says = str(told.get("says", ""))
        if told["kind"] == "effect" and "goes back to the combat hand" in says:
            out.add(str(told["subject"]))
            out.update(name for name in CARDS if says.startswith(f"takes the place of {name} "))
    return out


def test_random_games_make_every_trade_and_keep_the_invariants() -> None:
    traded: set[str] = set()
    shown, picked, fired = 0, False, False
    for seed in range(GAMES):
        state = _play(seed)
        fired = fired or any(
            e.to_json().get("subject") == "Mayor McGreed"
            and str(e.to_json().get("says", "")).startswith("fires Gold")
            for e in state.event_log
        )
        picked = picked or any(
            e.to_json().get("subject") == "Knife of Shadow"
            and str(e.to_json().get("says", "")).startswith("picks ")
            for e in state.event_log
        )
        traded |= _traded(state) & set(CARDS)
        shown += sum(1 for e in state.event_log if e.to_json()["kind"] == "shown-for-land")
        if traded == set(CARDS) and shown and picked and fired:
            break
    assert traded == set(CARDS)
    assert shown > 0  # Earth Mother was shown for a bare land
    assert picked  # Knife of Shadow picked a card against an Up card
    assert fired  # Mayor McGreed fired a Gold


def test_games_with_trades_keep_each_seats_secrets() -> None:
    check_indistinguishable(_game(), 0)
    check_determinize_blind(_game(), 0)
