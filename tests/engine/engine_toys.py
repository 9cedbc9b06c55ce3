"""Two tiny real games that exercise the engine: Nim (open) and High Card (hidden hands)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from stronghold.engine import (
    Action,
    Game,
    Notation,
    Outcome,
    Rng,
    State,
    register,
    unregister,
)
from stronghold.engine.errors import DeckError
from stronghold.engine.events import Event, does, sentence

# --- Nim: take any number of counters from one heap; whoever takes the last counter wins. ---


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take ``count`` counters from heap ``heap``."""

    heap: int
    count: int


NIM_NOTATION = Notation(Take)


class NimGame(Game):
    """Normal-play Nim for two seats."""

    id = "toy-nim"
    seats = 2
    conformance_max_steps = 200

    def __init__(self, *, heaps: list[int] | None = None) -> None:
        chosen = [3, 4, 5] if heaps is None else list(heaps)
        if not chosen or any(size < 0 for size in chosen):
            raise DeckError(f"heaps must be non-negative and at least one: {chosen}")
        super().__init__(heaps=chosen)
        self.heaps = tuple(chosen)

    def _start(self, seed: int) -> NimState:
        return NimState(self, seed=seed)

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        return [{}, {"heaps": [1, 2]}, {"heaps": [7]}]


class NimState(State):
    """A Nim position: heap sizes and whose turn."""

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
        if self.is_terminal():
            return []
        return [
            Take(index, count)
            for index, size in enumerate(self.heaps)
            for count in range(1, size + 1)
        ]

    def is_terminal(self) -> bool:
        return not any(self.heaps)

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        if self.last_mover is None:
            return Outcome.from_winners([], seats=2, reason="no counters to take")
        return Outcome.from_winners(
            [self.last_mover], seats=2, reason=f"seat {self.last_mover} took the last counter"
        )

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "to_move": self.current_seat}

    def determinize(self, seat: int, rng: Rng) -> NimState:
        twin = self.clone()
        assert isinstance(twin, NimState)
        return twin

    def parse_action(self, text: str) -> Action:
        return NIM_NOTATION.parse(text)

    def _why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, Take):
            return f"{action} is not a Nim move"
        if not 0 <= action.heap < len(self.heaps):
            return f"there is no heap {action.heap}"
        if not 1 <= action.count <= self.heaps[action.heap]:
            return f"heap {action.heap} has {self.heaps[action.heap]}, cannot take {action.count}"
        return None

    def _do(self, action: Action) -> None:
        assert isinstance(action, Take)
        self.heaps[action.heap] -= action.count
        self.last_mover = self.to_move
        self.to_move = 1 - self.to_move

    def canonical(self) -> Any:
        return {"heaps": self.heaps, "to_move": self.to_move, "last": self.last_mover}


# --- High Card: commit a hand card face down in turn, reveal, higher rank takes the trick. ---


@dataclass(frozen=True, slots=True)
class Commit(Action):
    """Put hand card ``card`` face down for this trick."""

    card: str


HIGH_CARD_NOTATION = Notation(Commit)


class HighCardGame(Game):
    """Two seats, cards with ranks; hands, deck and the first commit of a trick are secret."""

    id = "toy-high-card"
    seats = 2
    conformance_max_steps = 200

    def __init__(self, *, deck_size: int = 12, hand_size: int = 3) -> None:
        if deck_size < 2 * hand_size:
            raise DeckError(f"a deck of {deck_size} cannot deal two hands of {hand_size}")
        super().__init__(deck_size=deck_size, hand_size=hand_size)
        self.deck_size = deck_size
        self.hand_size = hand_size
        self.ranks = {f"c{index:02d}": index % 5 + 1 for index in range(deck_size)}

    def _start(self, seed: int) -> HighCardState:
        return HighCardState(self, seed=seed)

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        return [{}, {"deck_size": 4, "hand_size": 2}]


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat drew a card: only the drawer is told which."""

    seat: int
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        what = "a card" if self.card is None else self.card
        return sentence(f"{does(self.seat, viewer, names, 'draw')} {what}")


@dataclass(frozen=True, slots=True)
class Trick(Event):
    """Both committed cards shown, and who won the trick (None: a tie)."""

    cards: tuple[str, str]
    winner: int | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        shown = f"{self.cards[0]} against {self.cards[1]}"
        if self.winner is None:
            return sentence(f"{shown}: a tie")
        return sentence(f"{shown}: {does(self.winner, viewer, names, 'win')} the trick")


class HighCardState(State):
    """Hands, the undealt deck (unordered: draws use the state's RNG), the trick and the score."""

    game: HighCardGame

    def __init__(self, game: HighCardGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.deck = sorted(game.ranks)
        self.hands: list[list[str]] = [[], []]
        for _ in range(game.hand_size):
            for seat in (0, 1):
                self._draw(seat)
        self.leader = 0
        self.committed: list[str | None] = [None, None]
        self.tricks = [0, 0]
        self.discards: list[str] = []

    def _draw(self, seat: int) -> None:
        card = self.rng.choice(self.deck)
        self.deck.remove(card)
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self.tell(Drew(seat, card))

    @property
    def current_seat(self) -> int | None:
        if self.is_terminal():
            return None
        return self.leader if self.committed[self.leader] is None else 1 - self.leader

    def legal_actions(self) -> list[Action]:
        seat = self.current_seat
        return [] if seat is None else [Commit(card) for card in self.hands[seat]]

    def is_terminal(self) -> bool:
        return not self.hands[0] and not self.hands[1] and self.committed == [None, None]

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        first, second = self.tricks
        winners = [0] if first > second else [1] if second > first else []
        return Outcome.from_winners(
            winners, seats=2, reason=f"tricks {first}-{second}", details={"tricks": self.tricks}
        )

    def view(self, seat: int | None) -> dict[str, Any]:
        ranks = self.game.ranks
        return {
            "hand": [] if seat is None else [[c, ranks[c]] for c in self.hands[seat]],
            "hand_sizes": [len(hand) for hand in self.hands],
            "deck_size": len(self.deck),
            "committed": [card is not None for card in self.committed],
            "my_commit": None if seat is None else self.committed[seat],
            "tricks": list(self.tricks),
            "discards": [[card, ranks[card]] for card in self.discards],
            "to_move": self.current_seat,
        }

    def hidden_from(self, seat: int) -> set[str]:
        other = 1 - seat
        secret = set(self.deck) | set(self.hands[other])
        committed = self.committed[other]
        if committed is not None:
            secret.add(committed)
        return secret

    def determinize(self, seat: int, rng: Rng) -> HighCardState:
        twin = self.clone()
        assert isinstance(twin, HighCardState)
        other = 1 - seat
        unknown = sorted(self.hidden_from(seat))
        rng.shuffle(unknown)
        size = len(self.hands[other])
        twin.hands[other] = sorted(unknown[:size])
        rest = unknown[size:]
        if self.committed[other] is not None:
            twin.committed[other] = rest.pop()
        twin.deck = sorted(rest)
        twin.rng = rng.spawn()
        return twin

    def swap_hidden(self, seat: int, rng: Rng) -> HighCardState:
        """The other hand, its face-down commit and the deck dealt anew among themselves."""
        twin = self.determinize(seat, rng)
        twin.rng = self.rng.clone()
        return twin

    def parse_action(self, text: str) -> Action:
        return HIGH_CARD_NOTATION.parse(text)

    def _why_illegal(self, action: Action) -> str | None:
        seat = self.current_seat
        if not isinstance(action, Commit):
            return f"{action} is not a High Card move"
        if seat is None or action.card not in self.hands[seat]:
            return f"{action.card} is not in your hand"
        return None

    def _do(self, action: Action) -> None:
        assert isinstance(action, Commit)
        seat = self.current_seat
        assert seat is not None
        self.hands[seat].remove(action.card)
        self.committed[seat] = action.card
        if None in self.committed:
            return
        first, second = (self.game.ranks[card or ""] for card in self.committed)
        winner = 0 if first > second else 1 if second > first else None
        self.tell(Trick((self.committed[0] or "", self.committed[1] or ""), winner))
        if winner is not None:
            self.tricks[winner] += 1
            self.leader = winner
        self.discards.extend(card for card in self.committed if card is not None)
        self.committed = [None, None]
        for drawer in (self.leader, 1 - self.leader):
            if self.deck:
                self._draw(drawer)

    def canonical(self) -> Any:
        return {
            "deck": self.deck,
            "hands": self.hands,
            "leader": self.leader,
            "committed": self.committed,
            "tricks": self.tricks,
            "discards": self.discards,
        }


def register_toys() -> None:
    """Register both toy games (the conformance helpers replay records through the registry)."""
    register("toy-nim", NimGame, aliases=("Nim", "toy_nim"), title="Nim", description="Toy Nim")
    register("toy-high-card", HighCardGame, aliases=("high card",), title="High Card")


def unregister_toys() -> None:
    """Forget both toy games."""
    unregister("toy-nim")
    unregister("toy-high-card")
