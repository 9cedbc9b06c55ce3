"""Tiny games for the agent tests: Nim (open), Guess (one hidden number), Pick (a heuristic)
and Script (fixed endings, for counting what ``simulate`` reports)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from stronghold.engine import (
    Action,
    Game,
    Notation,
    Outcome,
    ParamsError,
    Rng,
    State,
    register,
    unregister,
)

# --- Nim: take counters from one heap; whoever takes the last counter wins. -------------------


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take ``count`` counters from heap ``heap``."""

    heap: int
    count: int


class NimGame(Game):
    """Normal-play Nim for two seats."""

    id = "agent-toy-nim"
    conformance_max_steps = 100

    def __init__(self, *, heaps: list[int] | None = None) -> None:
        chosen = [3, 4, 5] if heaps is None else list(heaps)
        super().__init__(heaps=chosen)
        self.heaps = tuple(chosen)

    def _start(self, seed: int) -> NimState:
        return NimState(self, seed=seed)


class NimState(State):
    """Heap sizes, whose turn, and who moved last."""

    game: NimGame

    def __init__(self, game: NimGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.heaps = list(game.heaps)
        self.to_move = 0
        self.last_mover: int | None = None

    @property
    def current_seat(self) -> int | None:
        return None if self.is_terminal() else self.to_move

    def legal_actions(self) -> list[Action]:
        return [
            Take(heap, count)
            for heap, size in enumerate(self.heaps)
            for count in range(1, size + 1)
        ]

    def is_terminal(self) -> bool:
        return not any(self.heaps)

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        winners = [] if self.last_mover is None else [self.last_mover]
        return Outcome.from_winners(winners, seats=2, reason="took the last counter")

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "to_move": self.current_seat}

    def determinize(self, seat: int, rng: Rng) -> State:
        return self.clone()

    def parse_action(self, text: str) -> Action:
        return Notation(Take).parse(text)

    def _do(self, action: Action) -> None:
        assert isinstance(action, Take)
        self.heaps[action.heap] -= action.count
        self.last_mover = self.to_move
        self.to_move = 1 - self.to_move

    def canonical(self) -> Any:
        return {"heaps": self.heaps, "to_move": self.to_move, "last": self.last_mover}


# --- Guess: seat 1 holds a secret number; seat 0 names a number and wins if it is right. ------


@dataclass(frozen=True, slots=True)
class Name(Action):
    """Name ``number`` as the secret."""

    number: int


class GuessGame(Game):
    """One hidden number in ``0..size-1``, dealt by the state's RNG; a peeking agent always wins."""

    id = "agent-toy-guess"

    def __init__(self, *, size: int = 4) -> None:
        super().__init__(size=size)
        self.size = size

    def _start(self, seed: int) -> GuessState:
        return GuessState(self, seed=seed)


class GuessState(State):
    """The secret and the guess, if made."""

    game: GuessGame

    def __init__(self, game: GuessGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.secret = self.rng.randrange(game.size)
        self.guess: int | None = None

    @property
    def current_seat(self) -> int | None:
        return None if self.is_terminal() else 0

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Name(n) for n in range(self.game.size)]

    def is_terminal(self) -> bool:
        return self.guess is not None

    @property
    def outcome(self) -> Outcome | None:
        if self.guess is None:
            return None
        winner = 0 if self.guess == self.secret else 1
        return Outcome.from_winners([winner], seats=2, reason="guessed" if winner == 0 else "no")

    def view(self, seat: int | None) -> dict[str, Any]:
        shown = seat == 1 or self.guess is not None
        return {"secret": self.secret if shown else None, "guess": self.guess}

    def determinize(self, seat: int, rng: Rng) -> State:
        twin = self.clone()
        assert isinstance(twin, GuessState)
        if seat == 0 and self.guess is None:
            twin.secret = rng.randrange(self.game.size)
        return twin

    def parse_action(self, text: str) -> Action:
        return Notation(Name).parse(text)

    def _do(self, action: Action) -> None:
        assert isinstance(action, Name)
        self.guess = action.number

    def canonical(self) -> Any:
        return {"secret": self.secret, "guess": self.guess}


class GuardedGuessState(GuessState):
    """A Guess state that fails if anything but the agent contract touches the real one."""

    real = True

    def _guard(self, what: str) -> None:
        if self.real:
            raise AssertionError(f"the agent called {what} on the real state")

    def apply(self, action: Any) -> None:
        self._guard("apply")
        super().apply(action)

    def evaluate(self, seat: int) -> float:
        self._guard("evaluate")
        return super().evaluate(seat)

    @property
    def outcome(self) -> Any:
        self._guard("outcome")
        return super().outcome

    def canonical(self) -> Any:
        self._guard("canonical")
        return super().canonical()

    def determinize(self, seat: int, rng: Rng) -> State:
        twin = super().determinize(seat, rng)
        assert isinstance(twin, GuardedGuessState)
        twin.real = False
        return twin


# --- Pick: two rounds, each seat adds a number 0..choices-1 to its score; evaluate = lead. ----


@dataclass(frozen=True, slots=True)
class Add(Action):
    """Add ``points`` to the mover's score."""

    points: int


class PickGame(Game):
    """Scores race; ``evaluate`` gives the lead before the end, so greedy should add the most."""

    id = "agent-toy-pick"

    def __init__(self, *, choices: int = 5, rounds: int = 2) -> None:
        super().__init__(choices=choices, rounds=rounds)
        self.choices = choices
        self.rounds = rounds

    def _start(self, seed: int) -> PickState:
        return PickState(self, seed=seed)


class PickState(State):
    """Both scores and the number of moves made."""

    game: PickGame
    #: How many times ``evaluate`` ran, over all Pick states (tests reset it).
    evaluations: ClassVar[int] = 0

    def __init__(self, game: PickGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.scores = [0, 0]
        self.moves = 0

    @property
    def current_seat(self) -> int | None:
        return None if self.is_terminal() else self.moves % 2

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Add(n) for n in range(self.game.choices)]

    def is_terminal(self) -> bool:
        return self.moves >= 2 * self.game.rounds

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        first, second = self.scores
        winners = [0] if first > second else [1] if second > first else []
        return Outcome.from_winners(winners, seats=2, reason=f"{first}-{second}")

    def evaluate(self, seat: int) -> float:
        type(self).evaluations += 1
        if self.is_terminal():
            return super().evaluate(seat)
        return (self.scores[seat] - self.scores[1 - seat]) / (self.game.choices * 10)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"scores": list(self.scores), "moves": self.moves}

    def determinize(self, seat: int, rng: Rng) -> State:
        return self.clone()

    def parse_action(self, text: str) -> Action:
        return Notation(Add).parse(text)

    def _do(self, action: Action) -> None:
        assert isinstance(action, Add)
        self.scores[self.moves % 2] += action.points
        self.moves += 1

    def canonical(self) -> Any:
        return {"scores": self.scores, "moves": self.moves}


# --- Script: every seat says "go" once, in seat order; then the fixed ending happens. ---------


@dataclass(frozen=True, slots=True)
class Go(Action):
    """The only move."""


ENDINGS = ("first-wins", "draw", "crash", "crash-odd-seeds", "endless")


class ScriptGame(Game):
    """``ending``: seat 0 wins, a draw, a crash (always, or on odd seeds), or no end at all."""

    id = "agent-toy-script"
    conformance_max_steps = 5

    def __init__(self, *, ending: str = "first-wins", seats: int = 2) -> None:
        assert ending in ENDINGS
        super().__init__(ending=ending, seats=seats)
        self.ending = ending
        self.seats = seats

    def _start(self, seed: int) -> ScriptState:
        return ScriptState(self, seed=seed)


class ScriptState(State):
    """How many seats have moved."""

    game: ScriptGame

    def __init__(self, game: ScriptGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.moves = 0

    @property
    def current_seat(self) -> int | None:
        return None if self.is_terminal() else self.moves % self.game.seats

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Go()]

    def is_terminal(self) -> bool:
        return self.game.ending != "endless" and self.moves >= self.game.seats

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        winners = [0] if self.game.ending == "first-wins" else []
        return Outcome.from_winners(winners, seats=self.game.seats, reason=self.game.ending)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"moves": self.moves}

    def determinize(self, seat: int, rng: Rng) -> State:
        return self.clone()

    def parse_action(self, text: str) -> Action:
        return Notation(Go).parse(text)

    def _do(self, action: Action) -> None:
        ending = self.game.ending
        if ending == "crash" or (ending == "crash-odd-seeds" and self.seed % 2):
            raise RuntimeError(f"toy crash on seed {self.seed}\nsecond line")
        self.moves += 1

    def canonical(self) -> Any:
        return {"moves": self.moves}


# --- Decks: two decks named by numbers; the seat holding the larger number wins. --------------


class DecksGame(ScriptGame):
    """Each seat says "go" once; then the seat whose deck is the larger number wins (equal
    numbers draw). ``decks`` are two whole numbers as text, seat 0's first."""

    id = "agent-toy-decks"
    params_accepted: ClassVar[tuple[str, ...]] = ("decks",)

    def __init__(self, *, decks: list[str] | None = None) -> None:
        chosen = ["1", "1"] if decks is None else list(decks)
        if len(chosen) != 2 or not all(isinstance(d, str) and d.isdecimal() for d in chosen):
            raise ParamsError(f"agent-toy-decks: decks must be two numbers, got {chosen!r}")
        Game.__init__(self, decks=chosen)
        self.ending = "first-wins"
        self.seats = 2
        self.strengths = [int(deck) for deck in chosen]

    def _start(self, seed: int) -> DecksState:
        return DecksState(self, seed=seed)


class DecksState(ScriptState):
    """The Script game, won by the stronger deck."""

    game: DecksGame

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        first, second = self.game.strengths
        winners = [] if first == second else [0 if first > second else 1]
        return Outcome.from_winners(winners, seats=2, reason="the stronger deck")


TOYS: dict[str, type[Game]] = {
    game.id: game for game in (NimGame, GuessGame, PickGame, ScriptGame, DecksGame)
}


def register_toys() -> None:
    """Register every toy game."""
    for game_id, factory in TOYS.items():
        register(game_id, factory)


def unregister_toys() -> None:
    """Forget every toy game."""
    for game_id in TOYS:
        unregister(game_id)
