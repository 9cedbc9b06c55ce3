"""One duel of Highlander: The Duel, as the engine's State contract.

Phases (``docs/highlander-duel.md`` has the diagram), each step a decision of one seat::

    setup (automatic: shuffle, Offensive marker, deal 2 each, face-up row)
      -> draft (alternating from the Offensive Player: take a face-up card or draw, to 5 each)
      -> clash (Offensive Player chooses face down, then the Defending Player; reveal, resolve)
           x4 (x3 with round_end_cards = 2), unless someone reaches 12 damage -> over
      -> round end (marker passes, played cards to discard, effects lapse) -> draft ...
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.highlander import clash, draft, evaluate, hidden, round_end, setup, view
from stronghold.games.highlander.actions import NOTATION, Draw, Play, Take
from stronghold.games.highlander.events import DuelOver
from stronghold.games.highlander.model import Fighter
from stronghold.games.highlander.schema import CombatCard

if TYPE_CHECKING:
    from stronghold.games.highlander.game import HighlanderGame


class DuelState(State):
    """A duel between seat 0 and seat 1 (the two characters in card-file order)."""

    game: HighlanderGame

    def __init__(self, game: HighlanderGame, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.rules = game.rules
        #: The card behind each id (ids follow the shuffled deck, never the card files).
        self.cards: dict[str, CombatCard] = {}
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.row: list[str] = []
        self.fighters: list[Fighter] = [Fighter(c) for c in game.card_set.characters]
        self.offensive = 0
        self.phase = "draft"
        self.seat: int | None = None
        self.round = 0
        self.clash_number = 0
        self.last_clash: dict[str, Any] | None = None
        self._outcome: Outcome | None = None
        #: The recent events' JSON made for views, by event number and viewer (view.recent):
        #: an event, once told, never changes; a clone starts its own.
        self.told_json: dict[tuple[int, int | None], dict[str, Any]] = {}
        setup.start(self)

    # --- the contract --------------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.phase == "over" else self.seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_actions(self) -> list[Action]:
        if self.phase == "draft":
            return draft.legal(self)
        if self.phase == "clash":
            return clash.legal(self)
        return []

    def _why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, Take | Draw | Play):
            return f"{action!r} is not an action of Highlander: The Duel"
        if self.phase == "draft":
            return draft.why_illegal(self, action)
        return clash.why_illegal(self, action)

    def parse_action(self, text: str) -> Action:
        return NOTATION.parse(text)

    def _do(self, action: Action) -> None:
        if self.phase == "draft":
            draft.do(self, action)
        elif clash.do(self, action):
            round_end.end_round(self)

    def canonical(self) -> Any:
        return {
            "cards": {card: kind.name for card, kind in self.cards.items()},
            "phase": self.phase,
            "seat": self.seat,
            "offensive": self.offensive,
            "round": self.round,
            "clash": self.clash_number,
            "deck": list(self.deck),
            "discard": list(self.discard),
            "row": list(self.row),
            "fighters": [fighter.canonical() for fighter in self.fighters],
            "last_clash": self.last_clash,
            "outcome": None if self._outcome is None else self._outcome.to_dict(),
        }

    def clone(self) -> State:
        """An independent copy, by hand: lists copied, immutable card data shared."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.clone()
        twin.history = self.forked_history()
        twin.event_log = self.event_log.fork()
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.row = list(self.row)
        twin.fighters = [fighter.copy() for fighter in self.fighters]
        twin.told_json = {}
        return twin

    def hidden_from(self, seat: int) -> set[str]:
        return hidden.hidden_from(self, seat)

    def determinize(self, seat: int, rng: Rng) -> State:
        return hidden.determinize(self, seat, rng)

    def swap_hidden(self, seat: int, rng: Rng) -> State:
        return hidden.swap_hidden(self, seat, rng)

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def describe_action(self, action: Action, viewer: int | None) -> str:
        return view.describe_action(self, action, viewer)

    #: Both fighters weighed alike, the difference squashed by an odd function.
    zero_sum_evaluation = True

    def evaluate(self, seat: int) -> float:
        return evaluate.evaluate(self, seat)

    # --- shared by the phase modules ------------------------------------------------------------

    def seat_names(self) -> list[str]:
        """Events call each seat by its character's name."""
        return [fighter.character.name for fighter in self.fighters]

    def finish(self, winner: int, reason: str) -> None:
        """End the duel with ``winner``."""
        self.phase, self.seat = "over", None
        details = {"damage": [fighter.damage for fighter in self.fighters], "round": self.round}
        self._outcome = Outcome.from_winners([winner], seats=2, reason=reason, details=details)
        self.tell(DuelOver(winner, reason))
