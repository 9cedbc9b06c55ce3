"""Random-vs-random whole games between decks full of the spells finished in session 10 (the
spells cast before the draw, Pepe's Slow Down in the window after the Up cards, Summon
Dimensional Fire Well, Summons Gate, Master Tactician), every action checked against the
invariants of ``test_random_games.py`` — and each spell cast at least once over the games, so
the random agent meets and can choose every new action."""

from __future__ import annotations

import random
from collections import Counter

from test_random_games import MAX_DECISIONS, check_cheap, check_hidden

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.engine.registry import load
from stronghold.games.guardians import check_deck, parse_deck
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.play.state import GameState

SPELLS = [
    "Pepe's Slow Down", "Planes of Entropy", "Grunwald The Usurper", "Phase Assassin",
    "Cuthbert the Resurrector", "Summon Dimensional Fire Well", "Summons Gate",
    "Master Tactician",
]  # fmt: skip

DECK = """\
Name: Session 10 spells
Guardian: Rak Nam
Strongholds: Carreg Amroth

Shields:
4 Shield Maitz's Lightning 14
2 Shield Maitz's Lightning 10
1 Shield Maitz's Lightning 05

Terrain:
4 Woods
4 Swamp

Creatures:
4 Swordsman
4 Axeman
3 Archer
3 Gunner
3 Buzzard
3 Baal-a-Gog
3 Devil Dog
2 Ice Spirit
2 Greater Energy Elemental
2 Skeletal Minion

Items and spells:
{spells}
2 Dispel Magic

Bribery:
2 Gold
"""
GAMES = 6


def _deck() -> str:
    spells = "\n".join(f"2 {name}" for name in SPELLS)
    return DECK.format(spells=spells)


def _game() -> GuardiansGame:
    loaded = load("guardians", decks=[_deck(), _deck()], max_turns=25)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def test_the_deck_is_legal() -> None:
    problems = [p for p in check_deck(parse_deck(_deck(), builtin_library())) if p.level == "error"]
    assert not problems, problems


def test_random_games_meet_every_new_spell_and_keep_the_invariants() -> None:
    game = _game()
    cast: Counter[str] = Counter()
    for number in range(GAMES):
        state = game.new_state(number)
        assert isinstance(state, GameState)
        rng = random.Random(number)
        decisions = 0
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            state.apply(action)
            decisions += 1
            where = f"game {number} decision {decisions} ({action})"
            check_cheap(state, where)
            check_hidden(state, where)
            assert decisions <= MAX_DECISIONS, f"game {number}: no end"
        for told in state.event_log:
            if told.kind in ("cast", "command"):
                cast[told.to_json()["card"]] += 1
    missing = [name for name in SPELLS if not cast[name]]
    assert not missing, f"never cast in {GAMES} random games: {missing}"


def test_the_new_windows_keep_the_secrets() -> None:
    # a seat asked at a window (after the Up cards, at settlement) or told of a cast learns
    # nothing of the other's hidden cards beyond what the rules show (DESIGN.md, "Secrets")
    game = _game()
    check_indistinguishable(game, 0)
    check_determinize_blind(game, 0)
