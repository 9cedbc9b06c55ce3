"""Random-vs-random games with decks holding the C items that lighten a space's load
(Petrified Heart, Vestibule of Kabod: ``stacking.space_total``) among red-numbered creatures and
Small Demons: every action checked against the invariants of ``test_random_games.py`` (the
space limit counted by ``stack_of``), each item seen lightening a load at least once, and each
seat's secrets kept (the conformance checks on these decks)."""

from __future__ import annotations

from functools import cache

from game_helpers import swapped_game
from test_random_games import play_checked

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.conformance import check_determinize_blind, check_indistinguishable
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature
from stronghold.games.guardians.stacking import has_relief

CARDS = ("Petrified Heart", "Vestibule of Kabod")
GAMES = 30


@cache
def _game() -> GuardiansGame:
    return swapped_game(
        ("2 Amulet of Flying\n1 Flame Cannon\n1 Large Idol\n", "2 Petrified Heart\n"),
        ("2 Dispel Magic\n", "2 Vestibule of Kabod\n"),
        ("3 Buzzard\n", "3 Drizzle Bone the Hack\n"),
        ("3 Valkyrie Spirit\n", "3 Baleful Eye\n"),
        ("2 Earth Elemental\n", "2 Vensuni Inferno Swarm\n"),
        max_turns=20,
    )


def _lightened(state: GameState) -> set[str]:
    """The load-lightening items on a space whose load is below its creatures' sum now."""
    out: set[str] = set()
    for seat in (0, 1):
        for space in board.SPACES:
            cids = [c for s in state.shields.values() if s.owner == seat and s.space == space
                    for c in s.contents]  # fmt: skip
            if board.stronghold_owner(space) == seat:
                slot = state.players[seat].strongholds[board.column(space)]
                cids += [*slot.on, *slot.under]
            faces = [state.cards[c].card for c in cids]
            summed = sum(f.stack_value for f in faces if isinstance(f, Creature))
            if state.stack_of(seat, space) < summed:
                out.update(f.name for f in faces if has_relief(f))
    return out


def test_random_games_lighten_loads_with_both_items_and_keep_the_invariants() -> None:
    met: set[str] = set()
    for seed in range(GAMES):
        play_checked(_game(), seed, watch=lambda state: met.update(_lightened(state)))
        if met == set(CARDS):
            break
    assert met == set(CARDS)


def test_games_with_these_items_keep_each_seats_secrets() -> None:
    for seed in (0, 1):
        check_indistinguishable(_game(), seed)
        check_determinize_blind(_game(), seed)
