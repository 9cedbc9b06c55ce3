"""Shared by the Highlander rule tests: a duel on the small test deck, set up by card names."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import stronghold
from stronghold.games.highlander.actions import Play
from stronghold.games.highlander.game import HighlanderGame
from stronghold.games.highlander.state import DuelState

TEST_CARDS = str(Path(__file__).with_name("cards") / "test-deck.toml")


def duel(seed: int = 0, *, cards: str | None = TEST_CARDS, **rules: Any) -> DuelState:
    """A new duel on the test deck (``cards=None``: our default deck) with these rule options."""
    params: dict[str, Any] = {"rules": rules}
    if cards is not None:
        params["cards"] = cards
    game = stronghold.load("highlander-duel", **params)
    assert isinstance(game, HighlanderGame)
    return game.new_state(seed)


def all_cards(state: DuelState) -> list[str]:
    """Every card id wherever it is: deck, discard, row, hands, choices and played cards."""
    found = [*state.deck, *state.discard, *state.row]
    for fighter in state.fighters:
        found += fighter.hand + fighter.played
        if fighter.commit is not None:
            found.append(fighter.commit)
    return found


def arrange(
    state: DuelState,
    *,
    offensive: int = 0,
    hands: tuple[Sequence[str], Sequence[str]] = ((), ()),
    played: tuple[Sequence[str], Sequence[str]] = ((), ()),
    damage: tuple[int, int] = (0, 0),
    row: Sequence[str] | None = None,
    phase: str = "clash",
) -> tuple[list[str], list[str]]:
    """Put the named cards in the hands (and played piles), the rest in the deck; start a clash
    (or a draft with ``phase="draft"``). Returns the hand ids of seat 0 and seat 1."""
    pool = sorted(all_cards(state))
    state.deck, state.discard, state.row = [], [], []

    def pull(name: str) -> str:
        for card in pool:
            if state.cards[card].name == name:
                pool.remove(card)
                return card
        raise AssertionError(f"no {name!r} left in the test deck")

    ids: list[list[str]] = []
    for seat, fighter in enumerate(state.fighters):
        fighter.hand = [pull(name) for name in hands[seat]]
        fighter.played = [pull(name) for name in played[seat]]
        fighter.known = set()
        fighter.commit, fighter.commit_penalty = None, False
        fighter.damage = damage[seat]
        fighter.unlocked = [a.name for a in fighter.character.abilities if a.at <= damage[seat]]
        fighter.free_next, fighter.momentum = False, 0
        ids.append(list(fighter.hand))
    if row is None:
        state.row = [pool.pop() for _ in range(state.rules.face_up_cards)]
    else:
        state.row = [pull(name) for name in row]
    state.deck = pool
    state.offensive = offensive
    state.phase, state.seat = phase, offensive
    state.round, state.clash_number = 1, 1 + len(played[0])
    return ids[0], ids[1]


def clash(state: DuelState, offensive_card: str, defending_card: str) -> None:
    """Both choose (the Offensive Player first) and the clash resolves."""
    state.apply(Play(offensive_card))
    state.apply(Play(defending_card))


def card_named(state: DuelState, seat: int, name: str) -> str:
    """The id of a card called ``name`` in ``seat``'s hand."""
    for card in state.fighters[seat].hand:
        if state.cards[card].name == name:
            return card
    raise AssertionError(f"no {name!r} in seat {seat}'s hand")
