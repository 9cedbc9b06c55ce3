"""The State contract every game implements, with the generic machinery games share."""

from __future__ import annotations

import copy
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, MutableSequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action, format_tokens, split_tokens
from stronghold.engine.chronicle import Chronicle, History
from stronghold.engine.errors import IllegalAction, NotYourTurn
from stronghold.engine.events import Event, Told
from stronghold.engine.record import Record
from stronghold.engine.rng import Rng

if TYPE_CHECKING:
    from stronghold.engine.registry import Game

_SHOWN_LEGAL = 5


def canonical_json(value: Any) -> str:
    """``value`` as compact, key-sorted, ASCII JSON: the same text in every process."""
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    )


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning seats, each seat's return, and why (for a player to read)."""

    winners: tuple[int, ...]
    returns: tuple[float, ...]
    reason: str
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        seats = len(self.returns)
        if any(not 0 <= seat < seats for seat in self.winners):
            raise ValueError(f"winners {self.winners} outside seats 0..{seats - 1}")
        if len(set(self.winners)) != len(self.winners):
            raise ValueError(f"winners {self.winners} repeat a seat")

    @classmethod
    def from_winners(
        cls,
        winners: Iterable[int],
        *,
        seats: int,
        reason: str,
        details: Mapping[str, Any] | None = None,
    ) -> Outcome:
        """Winners get +1, the rest -1; no winners (or all) is a draw with 0 for everyone."""
        won = tuple(sorted(set(winners)))
        if not won or len(won) == seats:
            returns = tuple(0.0 for _ in range(seats))
        else:
            returns = tuple(1.0 if seat in won else -1.0 for seat in range(seats))
        return cls(won, returns, reason, dict(details or {}))

    @property
    def is_draw(self) -> bool:
        """Whether nobody won (or everybody did)."""
        return not self.winners or len(self.winners) == len(self.returns)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, for views, records and interfaces."""
        return {
            "winners": list(self.winners),
            "returns": list(self.returns),
            "reason": self.reason,
            "details": dict(self.details),
        }


class State(ABC):
    """One position of one game: whose decision, what is legal, what each seat sees.

    A game implements the abstract members (its rules); the base supplies ``apply`` with
    its legality check, history, ``clone``, ``fingerprint`` and ``record``. ``_do`` is only
    ever called with legal actions, and ``apply`` leaves the state untouched on IllegalAction.
    """

    def __init__(self, game: Game, *, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        #: The actions so far, read as text (append-only; its past is shared with clones;
        #: a ``History`` keeps the applied actions and writes their text when read).
        self.history: MutableSequence[str] = History()
        #: Everything told so far, in full (append-only; its past is shared with clones).
        #: Read it through ``events``, which gives each viewer its own version.
        self.event_log: Chronicle[Event] = Chronicle()

    def __repr__(self) -> str:
        # Never the seed: it is secret during a game, and a repr ends up in logs.
        return f"<{type(self).__name__} game={self.game.id!r} moves={len(self.history)}>"

    # --- what each game writes -------------------------------------------------------------

    @property
    @abstractmethod
    def current_seat(self) -> int | None:
        """The seat that must decide now; None only when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current seat may take, in a stable order; empty only at the end."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-ready picture of all that ``seat`` may see and nothing more (None: spectator)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> State:
        """A full state consistent with ``seat``'s view, hidden info sampled with ``rng``.

        Perfect-information games return ``self.clone()``. The result's ``view(seat)`` equals
        this state's, and this state is not changed.
        """

    def sampler(self, seat: int) -> Callable[[Rng], State]:
        """``determinize(seat, rng)`` as a function of ``rng``, for sample after sample of
        this state while it does not change (a search's root): a game may work out once what
        every sample shares (where the unknown cards lie, what each place accepts). Each call
        returns what ``determinize`` returns with the same ``rng``. The default calls it."""
        return partial(self.determinize, seat)

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action ``text`` denotes (it need not be legal); NotationError if none."""

    @abstractmethod
    def _do(self, action: Action) -> None:
        """Carry out a legal action, mutating this state (the base records it in history)."""

    @abstractmethod
    def canonical(self) -> Any:
        """JSON-serialisable full state, hidden info included, for ``fingerprint``."""

    def _why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None if legal; games override for better reasons."""
        if not isinstance(action, Action):
            return f"{action!r} is not an action"
        legal = self.legal_actions()
        if action in legal:
            return None
        shown = ", ".join(str(option) for option in legal[:_SHOWN_LEGAL])
        more = f" and {len(legal) - _SHOWN_LEGAL} more" if len(legal) > _SHOWN_LEGAL else ""
        return f"{str(action)!r} is not legal now; legal: {shown}{more}"

    def hidden_from(self, seat: int) -> set[str]:
        """Card instance ids (or other tokens) ``seat`` must not see; games with secrets override.

        The conformance suite checks no view of ``seat`` (nor any spectator view) contains them.
        """
        del seat
        return set()

    def evaluate(self, seat: int) -> float:
        """How good this state looks for ``seat``, in [-1, 1]: the hook agents score with.

        The default knows only the end: +1 if ``seat``'s return is positive, -1 if negative,
        0 for a draw, and 0.0 before the end. Games override it with a heuristic (more
        material standing, say). Agents call it on ``determinize``d states, so an override
        may read the whole state, hidden information included.
        """
        outcome = self.outcome
        if outcome is None or not self.is_terminal():
            return 0.0
        value = outcome.returns[seat]
        return 1.0 if value > 0 else -1.0 if value < 0 else 0.0

    #: A two-seat game whose ``evaluate`` before the end is zero-sum, ``evaluate(1 - seat) ==
    #: -evaluate(seat)``: a search evaluates such a position once, for one seat.
    zero_sum_evaluation: bool = False

    def describe_action(self, action: Action, viewer: int | None) -> str:
        """A phrase for ``action`` by the current seat, as ``viewer`` may read it.

        Interfaces list the current seat's choices with it and log every move with it, so a
        game whose actions hold secrets (a card chosen face down, a hidden bid) overrides it
        to say only that a choice was made when ``viewer`` is not the current seat. The
        default is the action's notation with every token hidden from ``viewer`` shown as ``?``.
        """
        tokens = split_tokens(str(action))
        if viewer == self.current_seat:
            return format_tokens(*tokens)
        hidden = self.hidden_from(viewer) if viewer is not None else self.hidden_from_spectator()
        return format_tokens(*("?" if token in hidden else token for token in tokens))

    def action_key(self, action: Action, viewer: int) -> str:
        """A key for ``action`` by the current seat (``viewer`` another seat) that depends only
        on what ``viewer`` may see, as ``describe_action``'s phrase does: a search keys the
        other seat's moves by it, so that moves ``viewer`` cannot tell apart share an edge. It
        never joins moves the phrase tells apart; it may keep apart moves whose phrases agree
        where the difference is something ``viewer`` sees (a card it knows by its id). The
        default is the phrase; a game whose phrase is costly to build (a whole view read for
        card names) gives a cheaper key. The conformance checks hold it to the phrase's
        rules: the same in worlds ``viewer`` cannot tell apart, and no hidden id in it."""
        return self.describe_action(action, viewer)

    # --- what happened -------------------------------------------------------------------------

    def tell(self, event: Event) -> None:
        """Record that ``event`` happened (in full; ``events`` tells each viewer its version)."""
        self.event_log.append(event)

    def seat_names(self) -> list[str]:
        """What events call each seat: ``seat 0``, ``seat 1``... as the interfaces number
        them; games with named sides (characters, Guardians) override it."""
        return [f"seat {seat}" for seat in range(self.game.seats)]

    def events(self, viewer: int | None, since: int = 0) -> list[Told]:
        """Every event from number ``since`` on, as ``viewer`` (a seat, None: a spectator) may
        know it, each with the viewer's wording. Numbers count every event, and every viewer
        is told every event (in its own version), so they show nothing happened out of sight.
        """
        names = self.seat_names()
        told = []
        start = max(since, 0)
        # A slice, not islice: the log's past is not walked through to reach the recent end.
        for number, event in enumerate(self.event_log[start:], start):
            version = event.told_to(viewer)
            told.append(Told(number, version, version.words(viewer, names)))
        return told

    def hidden_from_spectator(self) -> set[str]:
        """Everything some seat may not see: what a spectator may not see."""
        hidden: set[str] = set()
        for seat in range(self.game.seats):
            hidden |= self.hidden_from(seat)
        return hidden

    #: What ``can_take_back`` allows, in words, for a player told an action cannot be undone.
    take_back_rule: str = "this game takes no action back"

    def can_take_back(self, action: Action) -> bool:
        """Whether ``action``, legal now, may be taken back later: applying it would draw no
        card and show no seat anything it did not know. Interfaces offer ``undo`` only for
        such actions. The default is never; games override it."""
        del action
        return False

    def present(self, seat: int | None) -> list[dict[str, Any]]:
        """What ``seat`` sees, as panels a generic interface draws; built from ``view`` only.

        Each panel is ``{"title": str, "lines": [str, ...]}`` or
        ``{"title": str, "columns": [str, ...], "rows": [[str, ...], ...]}``. The game's
        ``Game.present_view`` shapes them; since it is given only the view, a panel can never
        show more than the view does.
        """
        return self.game.present_view(self.view(seat), seat)

    # --- generic machinery -----------------------------------------------------------------

    def is_legal(self, action: Action, *, seat: int | None = None) -> bool:
        """Whether ``action`` may be applied now (agrees with ``legal_actions``); with ``seat``,
        also whether that seat is the one to act."""
        return self.why_illegal(action, seat=seat) is None

    def why_illegal(self, action: Action, *, seat: int | None = None) -> str | None:
        """Why ``action`` may not be applied now (by ``seat``, when given), or None if it may.

        A seat that is not to act is told so before anything about the action is computed,
        so the answer it gets cannot depend on what it cannot see.
        """
        turn = self._turn_problem(seat)
        if turn is not None:
            return turn
        return self._why_illegal(action)

    def refusal(self, text: str, *, seat: int | None = None) -> str | None:
        """Why ``seat`` may not send the action text ``text`` now, or None if it may: the
        reason ``apply_text`` would raise. Nothing is parsed for a seat not to act."""
        turn = self._turn_problem(seat)
        if turn is not None:
            return turn
        try:
            action = self.parse_action(text)
        except IllegalAction as exc:
            return exc.reason
        return self._why_illegal(action)

    def _turn_problem(self, seat: int | None) -> str | None:
        """The game is over, or ``seat`` (when given) is not the seat to act; else None."""
        if self.is_terminal():
            outcome = self.outcome
            ended = f": {outcome.reason}" if outcome is not None else ""
            return f"the game is over{ended}"
        if seat is not None and seat != self.current_seat:
            if not isinstance(seat, int) or not 0 <= seat < self.game.seats:
                return f"there is no seat {seat!r} in this game"
            return f"it is not your decision: seat {self.current_seat} is to act"
        return None

    def apply(self, action: Action, *, seat: int | None = None) -> None:
        """Apply a legal action; IllegalAction with the reason, state untouched, if not legal.

        ``seat`` is who sends the action: every interface and agent passes it, and an action
        from a seat that is not to act is refused (NotYourTurn) before it is looked at.
        Without ``seat`` the action is taken for the current seat (replays, tests).
        """
        # the seat's turn asked at once (``_turn_problem`` words the refusal)
        if self.is_terminal() or (seat is not None and seat != self.current_seat):
            turn = self._turn_problem(seat)
            assert turn is not None
            raise NotYourTurn(turn) if not self.is_terminal() else IllegalAction(turn)
        reason = self._why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._do(action)
        history = self.history
        if type(history) is History:  # ``_note``, inline on the path of every action
            history.note(action)
        else:
            history.append(str(action))

    def forked_history(self) -> MutableSequence[str]:
        """A copy of the history for a clone (a chronicle's fork shares its past)."""
        history = self.history
        return history.fork() if isinstance(history, Chronicle) else list(history)

    def _note(self, action: Action) -> None:
        """Add ``action`` to the history: kept as it is by a ``History`` (its text written
        when read), as text by any other list a game's copy may have put there."""
        history = self.history
        if type(history) is History:
            history.note(action)
        else:
            history.append(str(action))

    def _apply_checked(self, action: Action) -> None:
        """``apply`` of an action its caller has just found legal in this very position (a
        state that holds this one checks its part's actions itself): not checked again."""
        self._do(action)
        self._note(action)

    def apply_text(self, text: str, *, seat: int | None = None) -> Action:
        """Parse ``text`` and apply it; returns the action (NotationError/IllegalAction if not).
        With ``seat``, a seat not to act is refused before the text is parsed."""
        turn = self._turn_problem(seat)
        if turn is not None:
            raise NotYourTurn(turn) if not self.is_terminal() else IllegalAction(turn)
        action = self.parse_action(text)
        self.apply(action)
        return action

    def swap_hidden(self, seat: int, rng: Rng) -> State:
        """Another state that differs from this one only in what ``seat`` cannot see.

        Cards in ``hidden_from(seat)`` exchange places (identities) among the places ``seat``
        cannot tell apart, picked with ``rng``; everything else, the chance to come included,
        stays. The conformance suite's indistinguishability check plays the same public moves
        in both and requires ``seat`` to receive exactly the same. Perfect-information games
        keep this default (a clone); games with secrets override it.
        """
        del seat, rng
        return self.clone()

    def clone(self) -> State:
        """An independent copy (deep copy; the immutable game object is shared)."""
        return copy.deepcopy(self)

    def fingerprint(self) -> str:
        """sha256 hex of the canonical state and the RNG's state, stable across processes."""
        payload = {"state": self.canonical(), "rng": self.rng.digest()}
        return hashlib.sha256(canonical_json(payload).encode()).hexdigest()

    def record(self) -> Record:
        """Game id, params, seed and every action so far: enough for ``replay``."""
        return Record(
            game_id=self.game.id,
            params=copy.deepcopy(self.game.params),
            seed=self.seed,
            actions=tuple(self.history),
            fingerprint=self.fingerprint(),
            fingerprint_version=self.game.fingerprint_version,
        )
