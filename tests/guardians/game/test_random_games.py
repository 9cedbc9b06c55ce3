"""Random-vs-random whole games of Guardians, every action checked against the invariants.

1,000 games (a plain loop over seeds), the ready-made decks paired in turn. After every action:
no card created or lost (each card in exactly one place), at most 30 stacking points of a seat
on any space, no stack with more creature items than creatures, at most one Standard Bearer
in play per seat, no negative stones, and no card hidden from a seat named in that seat's
view. Every game ends with a winner or a stated draw
within ``MAX_DECISIONS`` decisions.

The 1,000 games take about 4 minutes with every check after every action: they are the soak,
run by ``make soak`` (pytest marker ``soak``); ``make test`` plays the first 120. A game stops
at its first broken invariant; the test plays all the seeds and reports every game that broke
one.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable

import pytest
from view_leaks import named_hidden

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.registry import load
from stronghold.games.guardians.game import GuardiansGame, ready_made_decks
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.model import SPACE_LIMIT
from stronghold.games.guardians.play.places import card_locations
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.steps import MoveStep
from stronghold.games.guardians.schema import Shield

GAMES = 1_000  # the soak (make soak); the default run plays QUICK_GAMES
QUICK_GAMES = 120
MAX_TURNS = 40
MAX_DECISIONS = 20_000
HIDDEN_EVERY = 1  # the view check is the expensive one: raise it if the suite gets slow
ENDINGS = ("controls all six disputed lands", "lost 5 shields", "was killed", "turn limit")

PAIRS = list(itertools.product(ready_made_decks(), repeat=2))
_GAMES: dict[tuple[str, str], GuardiansGame] = {}


def _game(pair: tuple[str, str]) -> GuardiansGame:
    if pair not in _GAMES:
        loaded = load("guardians", decks=list(pair), max_turns=MAX_TURNS)
        assert isinstance(loaded, GuardiansGame)
        _GAMES[pair] = loaded
    return _GAMES[pair]


def check_cheap(state: GameState, where: str) -> None:
    """The invariants checked after every action."""
    wrong = {c: w for c, w in card_locations(state).items() if len(w) != 1}
    assert not wrong, f"{where}: cards not in exactly one place: {wrong}"
    for seat, player in enumerate(state.players):
        assert player.stones >= 0, f"{where}: seat {seat} has {player.stones} stones"
        bearers = [
            s
            for s in state.shields.values()
            if s.owner == seat
            and isinstance(state.cards[s.id].card, Shield)
            and state.cards[s.id].card.shield_type == "standard bearer"
        ]
        assert len(bearers) <= 1, f"{where}: seat {seat} has {len(bearers)} standard bearers"
    stacks = [s.contents for s in state.shields.values()]
    stacks += [slot.on for player in state.players for slot in player.strongholds]
    for cards in stacks:
        items = sum(1 for c in cards if state.cards[c].is_creature_item)
        creatures = sum(1 for c in cards if state.cards[c].is_creature)
        assert items <= creatures, f"{where}: a stack of {creatures} creature(s) has {items} items"
    if state.phase in ("shed", "over"):
        # a combined shield is being cut down to the limit right now, or the combining cost the
        # fifth shield and the game is already over
        return
    passing = state.step_as(MoveStep).shield if state.phase == "transfer" else None
    for seat in (0, 1):
        for space in board.SPACES:
            leaving: list[str] = []
            moving = state.shields[passing] if passing is not None else None
            if moving is not None and moving.space == space and moving.owner == seat:
                leaving = moving.contents
            points = state.stack_of(seat, space, (), leaving)
            assert points <= SPACE_LIMIT, (
                f"{where}: seat {seat} has {points} stacking points on {board.name(space)}"
            )


def check_hidden(state: GameState, where: str) -> None:
    """No card hidden from a seat is named in that seat's view."""
    for seat in (0, 1):
        leaked = named_hidden(state.view(seat), state.hidden_from(seat))
        assert not leaked, f"{where}: seat {seat} sees hidden card(s) {leaked}"


def play_checked(
    game: GuardiansGame,
    seed: int,
    *,
    prefer: tuple[str, ...] = (),
    chance: float = 0.0,
    watch: Callable[[GameState], object] | None = None,
) -> GameState:
    """A random game of ``game`` to its end, every action checked (``check_cheap`` and
    ``check_hidden``): an action whose verb is in ``prefer`` is taken with probability
    ``chance`` when one is legal (the card-family tests' way of meeting their cards);
    ``watch`` looks at the state after every action."""
    state = game.new_state(seed)
    assert isinstance(state, GameState)
    rng = random.Random(seed)
    decisions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        favoured = [a for a in legal if str(a).split()[0] in prefer] if prefer else []
        action = rng.choice(favoured if favoured and rng.random() < chance else legal)
        where = f"seed {seed} decision {decisions + 1} ({action})"
        state.apply(action)
        decisions += 1
        check_cheap(state, where)
        check_hidden(state, where)
        if watch is not None:
            watch(state)
        assert decisions <= MAX_DECISIONS, f"seed {seed}: no end"
    return state


def play_random_game(seed: int) -> tuple[GameState, int]:
    """One random game to its end, checked; the final state and the number of decisions."""
    pair = PAIRS[seed % len(PAIRS)]
    state = _game(pair).new_state(seed)
    assert isinstance(state, GameState)
    rng = random.Random(seed)
    decisions = 0
    check_cheap(state, f"seed {seed} start")
    check_hidden(state, f"seed {seed} start")
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, f"seed {seed}: no legal action in phase {state.phase}"
        action = rng.choice(actions)
        state.apply(action)
        decisions += 1
        where = f"seed {seed} {pair} decision {decisions} ({action}, phase {state.phase})"
        check_cheap(state, where)
        if decisions % HIDDEN_EVERY == 0:
            check_hidden(state, where)
        assert decisions <= MAX_DECISIONS, f"seed {seed}: no end after {MAX_DECISIONS} decisions"
    check_hidden(state, f"seed {seed} end")
    return state, decisions


def _check_ending(seed: int, state: GameState) -> str:
    outcome = state.outcome
    assert outcome is not None, f"seed {seed}: terminal without an outcome"
    assert outcome.reason, f"seed {seed}: no stated reason"
    kind = next((e for e in ENDINGS if e in outcome.reason), None)
    assert kind is not None, f"seed {seed}: unexpected ending {outcome.reason!r}"
    if kind == "turn limit":
        assert outcome.is_draw and state.turn == MAX_TURNS, f"seed {seed}: {outcome}"
    else:
        assert len(outcome.winners) == 1, f"seed {seed}: {outcome}"
    return kind


def _play_and_check(games: int) -> Counter[str]:
    """``games`` random games from seed 0, every broken invariant reported; how each ended."""
    reasons: Counter[str] = Counter()
    broken: list[str] = []
    for seed in range(games):
        try:
            state, _decisions = play_random_game(seed)
            reasons[_check_ending(seed, state)] += 1
        except AssertionError as exc:
            broken.append(str(exc).splitlines()[0])
    assert not broken, f"{len(broken)} of {games} games broke an invariant:\n" + "\n".join(
        broken[:10]
    )
    assert sum(reasons.values()) == games
    return reasons


def test_random_games_end_and_keep_the_invariants() -> None:
    reasons = _play_and_check(QUICK_GAMES)
    assert reasons["controls all six disputed lands"] or reasons["lost 5 shields"]


@pytest.mark.soak
def test_a_thousand_random_games_end_and_keep_the_invariants() -> None:
    reasons = _play_and_check(GAMES)
    assert reasons["controls all six disputed lands"] and reasons["lost 5 shields"]
