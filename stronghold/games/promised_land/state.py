"""A game of Warriors of the Promised Land between 2 and 6 seats: the engine contract.

Phases (docs/promised-land.md has the diagram)::

    setup (deal, draw 3 + 3, coin flip)
      -> Phase One "prep" (phase_one.py): primaries, then secondary cards, until a call
      -> Phase Two "battle" (phase_two.py, uses.py, armory.py, special_battle.py)
      -> end of the round "refill" (end_of_round.py): discard, refill, surrender -> prep ...
      -> "over"

A decision with a single legal action is taken at once only when the whole table can see it is
forced (``_forced_in_public``); rule ``auto_pass`` (machine-only sims) takes every one.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.engine.errors import NotationError
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.promised_land import (
    end_of_round,
    heuristics,
    hidden,
    phase_one,
    phase_two,
    setup,
    views,
)
from stronghold.games.promised_land.actions import (
    NOTATION,
    Call,
    Challenge,
    Done,
    Draw,
    Lay,
    Look,
    Pass,
    Use,
)
from stronghold.games.promised_land.catalog import Catalog
from stronghold.games.promised_land.events import GameOver
from stronghold.games.promised_land.model import Player
from stronghold.games.promised_land.rules import Rules

if TYPE_CHECKING:
    from stronghold.engine.registry import Game


class PromisedLandState(State):
    """One game: every player's cards, the phase and step, and whose decision it is."""

    def __init__(self, game: Game, *, seed: int, catalog: Catalog, max_rounds: int) -> None:
        super().__init__(game, seed=seed)
        self.catalog = catalog
        #: The rule options of this game: its catalog's (every copy of a catalog, renumbered
        #: or reassigned, shares them), kept at hand for the phases that ask on every step.
        self.rules: Rules = catalog.rules
        self.max_rounds = max_rounds
        seats = game.seats
        self.players: list[Player] = [Player() for _ in range(seats)]
        self.set_aside: list[str] = []
        self.phase = "setup"
        self.step = ""
        self.actor: int | None = None
        self.rounds_played = 0
        self.leader = 0
        self.last_winner: int | None = None
        self.order: list[int] = []
        self.turn = 0
        self.prep_round = 0
        self.called_by: int | None = None
        self.laid_in_prep_round = False
        #: The list ``legal_actions`` last gave, while no action has been applied since.
        self._legal: list[Action] | None = None
        self.challenger: int | None = None
        self.defender: int | None = None
        self.battled: list[int] = []
        self.next_revealer = 0
        self.window: list[int] = []
        #: The seat that turned a card face up and must be asked before the Challenge goes on.
        self.go_on: int | None = None
        self.in_final = False
        self.final_seat = 0
        self.final_passes = 0
        self.looks_left = 0
        self.escaped: list[str] = []
        self.used: list[str] = []
        self.escape_used: list[str] = []
        self.known: list[list[str]] = [[] for _ in range(seats)]
        self.refill_queue: list[int] = []
        self.results: list[dict[str, Any]] = []
        self._outcome: Outcome | None = None
        setup.deal(self)
        phase_one.start_round(self)
        self._settle()

    # --- the order of the phases: each phase hands over through these ------------------------

    def start_round(self) -> None:
        """A new battle round: Phase One (phase_one.py)."""
        phase_one.start_round(self)

    def start_battle(self) -> None:
        """Battle was called (or nobody can lay): Phase Two (phase_two.py)."""
        phase_two.start(self)

    def finish_round(self) -> None:
        """Every challenge is fought: the end of the round (end_of_round.py)."""
        end_of_round.finish_round(self)

    # --- helpers the phase modules share ------------------------------------------------------

    def seat_names(self) -> list[str]:
        """Events call the seats as every screen of this game does: ``seat 0`` ..."""
        return [f"seat {seat}" for seat in range(len(self.players))]

    def forget(self, card: str) -> None:
        """A card turned face up: nobody's private knowledge of it matters any more."""
        for seen in self.known:
            if card in seen:
                seen.remove(card)

    def finish(self, outcome: Outcome) -> None:
        """End the game with ``outcome``."""
        self._outcome = outcome
        self.phase = "over"
        self.step = ""
        self.actor = None
        self.tell(GameOver(outcome.winners, outcome.reason))

    def holdings(self) -> dict[str, Any]:
        """Warrior cards and all cards each seat holds (outcome details)."""
        return {
            "warriors": [end_of_round.warriors_held(player) for player in self.players],
            "cards": [len(player.held()) for player in self.players],
            "rounds": self.rounds_played,
        }

    @property
    def last_result(self) -> dict[str, Any] | None:
        """The summary of the latest finished Challenge, or None."""
        return self.results[-1] if self.results else None

    def _settle(self) -> None:
        """Take every decision that has a single legal action and that everyone can see is
        forced, until a real choice (or the end). Rule ``auto_pass`` takes every single one."""
        while self.phase != "over" and self.actor is not None:
            # whether a single action would be taken is asked first: the list is built only
            # where it would be
            if not (self.rules.auto_pass or self._forced_in_public()):
                return
            legal = self._options()
            if len(legal) != 1:
                return
            self._perform(legal[0])

    def _forced_in_public(self) -> bool:
        """Whether the table can tell that the current decision has one choice: a draw
        (hand and pile sizes are public), or a Challenge with one opponent when no Prophecy
        can be in play. Laying a card or using one depends on the player's hidden cards."""
        if self.step == "draw":
            return True
        if self.phase == "battle" and self.step == "choose":
            return not phase_two.may_look(self)
        return False

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.phase == "over" else self.actor

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_actions(self) -> list[Action]:
        legal = self._options()
        self._legal = legal
        return list(legal)

    def _options(self) -> list[Action]:
        """The current decision's legal actions, listed by the step's rules."""
        if self.phase == "over" or self.actor is None:
            return []
        if self.phase == "prep":
            return phase_one.options(self)
        if self.phase == "battle":
            return phase_two.options(self)
        if self.phase == "refill":
            return end_of_round.options(self)
        return []

    def parse_action(self, text: str) -> Action:
        action = NOTATION.parse(text)
        if isinstance(action, Look | Challenge) and not 0 <= action.seat < self.game.seats:
            raise NotationError(f"there is no seat {action.seat} (seats 0-{self.game.seats - 1})")
        return action

    def _do(self, action: Action) -> None:
        self._legal = None
        self._perform(action)
        self._settle()

    def _perform(self, action: Action) -> None:
        """Carry out one legal action in the current step."""
        if isinstance(action, Lay):
            phase_one.lay(self, action.card)
        elif isinstance(action, Draw):
            if self.phase == "refill":
                end_of_round.draw(self, action.pile)
            else:
                phase_one.draw(self, action.pile)
        elif isinstance(action, Pass):
            if self.phase == "prep":
                phase_one.pass_turn(self)
            else:
                phase_two.pass_use(self)
        elif isinstance(action, Call):
            phase_one.call(self)
        elif isinstance(action, Done):
            phase_one.done(self)
        elif isinstance(action, Look):
            phase_two.look(self, action.seat)
        elif isinstance(action, Challenge):
            phase_two.challenge(self, action.seat)
        elif isinstance(action, Use):
            phase_two.use(self, action)
        else:  # pragma: no cover - legal actions are only the kinds above
            raise TypeError(f"unknown action {action!r}")

    def _why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, Action):
            return f"{action!r} is not an action"
        legal = self._legal
        if legal is not None:
            # an action object taken from the list ``legal_actions`` gave for this very
            # position (no action applied since) is legal: no need to list them all again
            for option in legal:
                if option is action:
                    return None
        if isinstance(action, Lay) and self.phase == "prep" and self.step == "lay":
            # a card to lay is checked by the rule for it (``phase_one.lay_options`` lists
            # the hand cards that pass it), not against every other option listed again
            seat = self.actor
            if seat is not None and phase_one.lay_problem(self, seat, action.card) is None:
                return None
        if action in self.legal_actions():
            return None
        return views.why_illegal(self, action) or super()._why_illegal(action)

    def hidden_from(self, seat: int) -> set[str]:
        return hidden.hidden_from(self, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def describe_action(self, action: Action, viewer: int | None) -> str:
        return views.describe(self, action, viewer)

    def evaluate(self, seat: int) -> float:
        return heuristics.evaluate(self, seat)

    def determinize(self, seat: int, rng: Rng) -> PromisedLandState:
        return hidden.determinize(self, seat, rng)

    def swap_hidden(self, seat: int, rng: Rng) -> PromisedLandState:
        return hidden.swap_hidden(self, seat, rng)

    def canonical(self) -> Any:
        return {
            "cards": self.catalog.identities(),
            "players": [player.canonical() for player in self.players],
            "set_aside": list(self.set_aside),
            "phase": self.phase,
            "step": self.step,
            "actor": self.actor,
            "rounds_played": self.rounds_played,
            "max_rounds": self.max_rounds,
            "leader": self.leader,
            "last_winner": self.last_winner,
            "order": list(self.order),
            "turn": self.turn,
            "prep_round": self.prep_round,
            "called_by": self.called_by,
            "laid_in_prep_round": self.laid_in_prep_round,
            "challenger": self.challenger,
            "defender": self.defender,
            "battled": list(self.battled),
            "next_revealer": self.next_revealer,
            "window": list(self.window),
            "go_on": self.go_on,
            "in_final": self.in_final,
            "final_seat": self.final_seat,
            "final_passes": self.final_passes,
            "looks_left": self.looks_left,
            "escaped": list(self.escaped),
            "used": list(self.used),
            "escape_used": list(self.escape_used),
            "known": [list(seen) for seen in self.known],
            "refill_queue": list(self.refill_queue),
            "results": copy.deepcopy(self.results),
            "outcome": None if self._outcome is None else self._outcome.to_dict(),
        }

    def __deepcopy__(self, memo: dict[int, Any]) -> PromisedLandState:
        """A fast independent copy: lists copied, the game and catalog shared (immutable)."""
        twin = object.__new__(PromisedLandState)
        twin.__dict__.update(self.__dict__)
        twin._legal = None  # a twin may be given other hidden cards: its list is its own
        twin.rng = self.rng.clone()
        twin.history = self.forked_history()
        twin.event_log = self.event_log.fork()
        twin.players = [player.copy() for player in self.players]
        for name in (
            "set_aside",
            "order",
            "battled",
            "window",
            "escaped",
            "used",
            "escape_used",
            "refill_queue",
        ):
            setattr(twin, name, list(getattr(self, name)))
        twin.known = [list(seen) for seen in self.known]
        twin.results = copy.deepcopy(self.results)
        return twin
