"""Random-vs-random games with decks full of the magic items issue 14 enforced in session 9
(accessories beside a Guardian: Gift of Isis, Gift of Osirus, Scarab of Bounty; used at the
start of Terrain Settlement: Ancient Tome of Dispansation, Ankh; and Lotus Flower Water Garden
answering such a use): every action
checked against the invariants of ``test_random_games.py``, every card of the families played
at least once, and each seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

import random
from functools import cache

from game_helpers import copies, swapped_game
from test_random_games import MAX_DECISIONS, check_cheap, check_hidden

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature

#: The cards of the families, with how a game shows each was played (an event's kind).
PLAYED: dict[str, str] = {
    "Gift of Isis": "accessory-placed",
    "Gift of Osirus": "accessory-placed",
    "Scarab of Bounty": "accessory-placed",
    "Ancient Tome of Dispansation": "terrain-taken-back",
    "Ankh": "extra-draw",
    "Lotus Flower Water Garden": "cast",
}
#: Cards that act without being played: The Black Eye counts when a shield flies that could
#: not without it (a Pirate that does not fly of its own under it).
CARRIED = ("The Black Eye",)
PIRATES = ("Cabin Boy", "Scurvy Dog", "Yard Rat")
GAMES = 8


@cache
def _game() -> GuardiansGame:
    extra = copies(3, (*PLAYED, *CARRIED)) + copies(5, PIRATES)
    return swapped_game(("2 Dispel Magic\n", f"2 Dispel Magic\n{extra}"), max_turns=20)


def _eye_flight(state: GameState, action: str) -> bool:
    """Whether ``action`` flies a shield that only The Black Eye lets fly."""
    if not action.startswith("fly "):
        return False
    for shield in state.shields.values():
        names = [state.cards[c].name for c in shield.contents]
        if shield.turned and "The Black Eye" in names:
            return any(
                isinstance(card := state.cards[c].card, Creature) and not card.flying
                for c in shield.contents
            )
    return False


def _play(seed: int, carried: set[str] | None = None) -> GameState:
    state = _game().new_state(seed)
    assert isinstance(state, GameState)
    rng = random.Random(seed)
    decisions = 0
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        if carried is not None and _eye_flight(state, str(action)):
            carried.add("The Black Eye")
        where = f"seed {seed} decision {decisions + 1} ({action})"
        state.apply(action)
        decisions += 1
        check_cheap(state, where)
        check_hidden(state, where)
        assert decisions <= MAX_DECISIONS, f"seed {seed}: no end"
    return state


def test_random_games_play_every_card_of_the_families_and_keep_the_invariants() -> None:
    played: set[str] = set()
    for seed in range(GAMES):
        state = _play(seed, played)
        for event in state.event_log:
            told = event.to_json()
            if told["kind"] in PLAYED.values() and told.get("card") in PLAYED:
                played.add(str(told["card"]))
    assert played == {*PLAYED, *CARRIED}


def test_games_with_the_families_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
