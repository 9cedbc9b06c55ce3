"""What a computer player is, and the registry that makes one by name."""

from __future__ import annotations

import difflib
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import ClassVar

from stronghold.engine.actions import Action
from stronghold.engine.errors import StrongholdError
from stronghold.engine.rng import Rng
from stronghold.engine.state import State


class AgentError(StrongholdError):
    """An agent that does not exist, or one asked to decide when it is not its seat's turn."""


class Agent(ABC):
    """A computer player: picks one legal action for a seat, seeing only what that seat may.

    An agent reads a state only through the engine contract: ``current_seat``,
    ``legal_actions``, ``view(seat)`` and ``determinize(seat, rng)`` (or ``sampler(seat)``,
    the same draws); whatever it simulates
    (``clone``, ``apply``, ``outcome``, ``evaluate``) it does on determinized samples, never on
    the real state. All its chance comes from ``rng``, seeded at construction, so the same seed
    and the same states give the same choices.
    """

    #: The registry name (``make_agent(name, ...)``); also how results label the agent.
    name: ClassVar[str] = ""

    def __init__(self, *, seed: int) -> None:
        self.seed = seed
        self.rng = Rng(seed)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed}>"

    @abstractmethod
    def choose(self, state: State, seat: int) -> Action:
        """One of ``state.legal_actions()`` for ``seat``; AgentError if ``seat`` is not to act."""

    @staticmethod
    def legal_for(state: State, seat: int) -> list[Action]:
        """The legal actions of ``seat``, which must be the seat to act (AgentError if not)."""
        if state.is_terminal():
            raise AgentError("the game is over: there is nothing to choose")
        if state.current_seat != seat:
            raise AgentError(f"it is seat {state.current_seat}'s decision, not seat {seat}'s")
        actions = state.legal_actions()
        if not actions:
            raise AgentError(f"seat {seat} has no legal action in a game that is not over")
        return actions


def sample_world(
    state: State, seat: int, rng: Rng, sampler: Callable[[Rng], State] | None = None
) -> State:
    """A full state consistent with ``seat``'s view: ``determinize`` plus a fresh chance RNG.

    The state's RNG decides future dice and shuffles, which no seat may know; a sample that
    kept the real RNG would let a search foresee them, so the sample draws from its own.
    ``sampler``: ``state.sampler(seat)``, for a caller sampling the same state again and
    again (the same worlds, what they share worked out once).
    """
    world = state.determinize(seat, rng) if sampler is None else sampler(rng)
    world.rng = rng.spawn()
    return world


AgentFactory = Callable[..., Agent]
_AGENTS: dict[str, AgentFactory] = {}


def normalize_agent_name(name: str) -> str:
    """An agent name as the registry keys it: case-insensitive, surrounding spaces ignored."""
    return name.strip().casefold()


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make ``factory(seed=...)`` available as ``name`` (re-registering a name replaces it)."""
    key = normalize_agent_name(name)
    if not key or "," in key:
        raise ValueError(f"agent name {name!r} must be non-empty and without commas")
    _AGENTS[key] = factory


def unregister_agent(name: str) -> None:
    """Forget an agent name (for tests); unknown names are ignored."""
    _AGENTS.pop(normalize_agent_name(name), None)


def agent_names() -> list[str]:
    """Every registered agent name, sorted."""
    return sorted(_AGENTS)


def make_agent(name: str, *, seed: int) -> Agent:
    """A new agent of the kind ``name`` (any case) seeded with ``seed``; AgentError if unknown.
    ``NAME@BUDGET`` (``hard@2s``, ``ismcts@800it``) gives a searching player its own thinking
    budget a decision, as ``play --think`` does (``ismcts.budgeted``)."""
    key, at, budget = normalize_agent_name(name).partition("@")
    key = key.strip()
    factory = _AGENTS.get(key)
    if factory is None:
        raise AgentError(_unknown_agent_reason(key if at else name, agent_names()))
    agent = factory(seed=seed)
    if not at:
        return agent
    from stronghold.agents.ismcts import budgeted  # (ismcts imports this module)

    return budgeted(agent, budget, called=key)


def _unknown_agent_reason(name: str, known: list[str]) -> str:
    """``unknown agent 'x'``, the closest names if any, and every known name."""
    head = f"unknown agent {name!r}"
    close = difflib.get_close_matches(normalize_agent_name(name), known, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(repr(n) for n in close)}?" if close else ""
    listed = f" (known agents: {', '.join(known)})" if known else " (no agents are registered)"
    return head + hint + listed
