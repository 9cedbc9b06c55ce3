"""The ``ismcts`` agent: information-set Monte Carlo tree search through the engine contract.

Each iteration plays in a world sampled with ``determinize`` (what the searching seat knows,
the rest drawn at random, a fresh chance RNG), walks one tree down it and scores the end with
the game's ``evaluate``. One sample serves ``reuse`` iterations in a row, each in its own copy
with a chance RNG of its own: every iteration's world is still a draw from the same
distribution over what the seat cannot see, and never the real state; what changes is that
a few iterations in a row share their hidden cards, so their results are correlated (the
tree may lean, for at most ``reuse`` iterations, toward a line that did well in that one
draw). ``reuse=1`` is the textbook form, a sample per iteration; a ``determinize`` costs
about ten times a copy, so sharing gets the search through more iterations in its time.
The tree is keyed by what the searching seat sees: its own actions by themselves (values,
equal in every world), another seat's by ``action_key`` as the searching seat may tell them
apart (the phrase ``describe_action`` gives, or a cheaper key that depends on the same), so a
hidden commit of the other seat (a card chosen face down) is one edge whatever card it was.
Positions with a single legal action take no node. Selection is UCT over the edges available
in the sampled world (each edge counts how often it was available), on values normalised to
the range seen so far; where there are many edges, progressive widening opens them one by one
as a node is visited more (with ``prior``, the root's edges start with the one-step look's
score as that many visits). Below the tree a random rollout runs for at most
``rollout_depth`` actions (by default as ``ROLLOUT_DEPTHS`` lists the game) and is scored
with ``evaluate`` for every seat (once, negated for the other, where the game's evaluation
is zero-sum).

The real state is read only through ``current_seat``, ``legal_actions`` and
``determinize`` (through ``sampler``, which draws the same worlds with what the root's
samples share worked out once); with an iteration budget (and no time budget) the same seed
and the same information give the same choice.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from stronghold.agents.base import Agent, AgentError, register_agent, sample_world
from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

#: Random actions played below the tree before ``evaluate`` scores the position.
DEFAULT_ROLLOUT_DEPTH = 2
#: Games whose search plays longer rollouts (measured: head-to-heads against greedy on the
#: same deals, benchmarks/results/search-2026-11-24-s10.md).
ROLLOUT_DEPTHS: dict[str, int] = {"highlander-duel": 8}


@dataclass(slots=True)
class _Node:
    """One information set of the search: the edges out of it, by key."""

    #: Times this node's edge was taken (its parent chose it).
    visits: int = 0
    #: Times this node's edge was legal in the world the parent was visited in.
    available: int = 0
    #: Sum of the values, for the seat that chose the edge, of the iterations through it.
    total: float = 0.0
    children: dict[Hashable, _Node] = field(default_factory=dict)
    #: The edge keys in the order they were first met (the order widening opens them).
    order: list[Hashable] = field(default_factory=list)
    #: The keys of ``order``, as a set.
    seen: set[Hashable] = field(default_factory=set)


@dataclass(slots=True)
class SearchStats:
    """What the last search did (for benchmarks and tests)."""

    iterations: int = 0
    discarded: int = 0
    seconds: float = 0.0
    root_visits: dict[str, int] = field(default_factory=dict)


class ISMCTSAgent(Agent):
    """Single-observer information-set MCTS with UCT and progressive widening.

    Budget: ``iterations`` (deterministic for a seed) and/or ``think`` seconds (whichever
    runs out first; at least one must be given). ``exploration`` is UCT's constant on
    values normalised to [0, 1]; a node with ``k`` opened edges opens another while
    ``k < widen * visits ** widen_power`` (only nodes with more than ``widen_above`` edges
    are widened). ``rollout_depth`` caps the random actions played below the tree (None:
    the game's entry in ``ROLLOUT_DEPTHS``, else ``DEFAULT_ROLLOUT_DEPTH``).
    ``reuse`` is how many iterations one ``determinize`` sample serves (each in a fresh copy
    of it, with a fresh chance RNG). The defaults (rollouts of 2, ``reuse`` 4) were
    measured against 8 and 1 (benchmarks/search.py, and head-to-heads at 0.1 s a decision,
    benchmarks/results/search-2026-11-24-s9.md): 1.5 to 2 times the iterations a second, and
    no difference in strength that 40 combats and 40 Arena games could show; Highlander
    plays better with rollouts of 8 (benchmarks/results/search-2026-11-24-s10.md).
    ``clock`` measures ``think`` (wall time by default; a benchmark on a busy machine may
    give ``time.process_time``).
    """

    name = "ismcts"

    def __init__(
        self,
        *,
        seed: int,
        iterations: int | None = 400,
        think: float | None = None,
        exploration: float = 0.7,
        rollout_depth: int | None = None,
        widen: float = 2.0,
        widen_power: float = 0.5,
        widen_above: int = 6,
        reuse: int = 4,
        prior: int = 0,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(seed=seed)
        if iterations is None and think is None:
            raise ValueError("ismcts needs a budget: iterations, think seconds, or both")
        if (iterations is not None and iterations < 1) or (think is not None and think <= 0):
            raise ValueError("ismcts needs iterations >= 1 and think > 0")
        depth_ok = rollout_depth is None or rollout_depth >= 0
        if not depth_ok or exploration < 0 or widen <= 0 or reuse < 1 or prior < 0:
            raise ValueError(
                "ismcts needs rollout_depth >= 0, exploration >= 0, widen > 0, reuse >= 1,"
                " prior >= 0"
            )
        self.iterations = iterations
        self.think = think
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self._depth = DEFAULT_ROLLOUT_DEPTH  # the depth of the search going on
        self.widen = widen
        self.widen_power = widen_power
        self.widen_above = widen_above
        self.reuse = reuse
        self.prior = prior
        self.clock = clock
        self.stats = SearchStats()
        self._low = math.inf
        self._high = -math.inf

    def choose(self, state: State, seat: int) -> Action:
        """The legal action of ``seat`` whose edge the search visited most."""
        actions = self.legal_for(state, seat)
        if len(actions) == 1:
            self.stats = SearchStats(root_visits={str(actions[0]): 0})
            return actions[0]
        started = self.clock()
        deadline = None if self.think is None else started + self.think
        rng = self.rng.spawn()
        self._depth = (
            ROLLOUT_DEPTHS.get(state.game.id, DEFAULT_ROLLOUT_DEPTH)
            if self.rollout_depth is None
            else self.rollout_depth
        )
        root = _Node()
        self._low, self._high = math.inf, -math.inf
        sampler = state.sampler(seat)  # the root sampled again and again: its work once
        # Root edges in the order of a one-step look on one sample: widening opens the
        # promising moves first.
        root.order, scores = self._root_order(state, seat, actions, rng, sampler)
        root.seen = set(root.order)
        for key, score in scores.items():  # the one-step look as ``prior`` visits
            root.children[key] = _Node(self.prior, self.prior, self.prior * score)
            self._low, self._high = min(self._low, score), max(self._high, score)
        stats = SearchStats()
        sample: State | None = None  # the world sampled last, while it has uses left
        uses = 0
        while True:
            if self.iterations is not None and stats.iterations >= self.iterations:
                break
            if deadline is not None and self.clock() >= deadline:
                break
            stats.iterations += 1
            if sample is None:
                sample, uses = sample_world(state, seat, rng.spawn(), sampler), self.reuse
                if uses > 1:  # listed once here, the options stay with its copies
                    sample.legal_actions()
            uses -= 1
            if uses > 0:  # a copy of the sample, with chance of its own
                world = sample.clone()
                world.rng = rng.spawn()
            else:  # the sample's last use: the sample itself (its chance is still unused)
                world, sample = sample, None
            if not self._iterate(root, world, seat, rng):
                stats.discarded += 1
                sample = None  # an impossible sample is not tried again
        stats.seconds = self.clock() - started
        stats.root_visits = {str(key): child.visits for key, child in root.children.items()}
        self.stats = stats
        best_key = max(
            (key for key in root.order if key in root.children),
            key=lambda key: (
                root.children[key].visits,
                root.children[key].total / max(1, root.children[key].visits),
            ),
            default=root.order[0],
        )
        assert isinstance(best_key, Action)
        return actions[actions.index(best_key)]

    # --- one iteration ---------------------------------------------------------------------

    def _root_order(
        self,
        state: State,
        seat: int,
        actions: list[Action],
        rng: Rng,
        sampler: Callable[[Rng], State],
    ) -> tuple[list[Hashable], dict[Hashable, float]]:
        """The root's edge keys (its actions), best first by ``evaluate`` one action on, on
        one sample, and those scores when they count as ``prior`` visits."""
        if len(actions) <= self.widen_above and not self.prior:
            return list(actions), {}
        world = sample_world(state, seat, rng.spawn(), sampler)
        own = {option: option for option in world.legal_actions()}
        scores: list[float] = []
        for action in actions:
            trial = world.clone()
            try:
                trial.apply(own.get(action, action))
            except IllegalAction:
                scores.append(-math.inf)
                continue
            scores.append(trial.evaluate(seat))
        ranked = sorted(range(len(actions)), key=lambda index: -scores[index])
        order: list[Hashable] = [actions[index] for index in ranked]
        if not self.prior:
            return order, {}
        return order, {
            action: score for action, score in zip(actions, scores, strict=True) if score > -1e9
        }

    def _iterate(self, root: _Node, world: State, seat: int, rng: Rng) -> bool:
        """Selection, expansion, rollout and backup in ``world`` (a sample, played out here);
        False if the sample was impossible (it refused an action or reached a decision with
        none)."""
        node = root
        path: list[tuple[_Node, int]] = []  # (node entered, seat that chose its edge)
        expanded = False
        try:
            while not world.is_terminal() and not expanded:
                options = world.legal_actions()
                if not options:
                    return False
                if len(options) == 1 and node is not root:
                    world.apply(options[0])
                    continue
                actor = world.current_seat
                assert actor is not None
                groups = self._groups(world, options, actor, seat)
                child_key, expanded = self._select(node, groups, rng)
                child = node.children.get(child_key)
                if child is None:
                    child = node.children[child_key] = _Node()
                    child.available = 1
                group = groups[child_key]
                world.apply(group[0] if len(group) == 1 else rng.choice(group))
                path.append((child, actor))
                node = child
            for _ in range(self._depth):
                if world.is_terminal():
                    break
                options = world.legal_actions()
                if not options:
                    return False
                world.apply(rng.choice(options))
        except IllegalAction:
            return False
        seats = world.game.seats
        if seats == 2 and world.zero_sum_evaluation and not world.is_terminal():
            value = world.evaluate(0)
            values = [value, -value]
        else:
            values = [world.evaluate(each) for each in range(seats)]
        for value in values:
            if value < self._low:
                self._low = value
            if value > self._high:
                self._high = value
        for visited, actor in path:
            visited.visits += 1
            visited.total += values[actor]
        return True

    @staticmethod
    def _groups(
        world: State, options: list[Action], actor: int, seat: int
    ) -> dict[Hashable, list[Action]]:
        """The legal actions of ``actor`` grouped by the edge key ``seat`` knows them by: its
        own actions by themselves (actions are values: equal in every world), another seat's
        by ``action_key`` as ``seat`` may tell them apart."""
        groups: dict[Hashable, list[Action]] = {}
        if actor == seat:
            for option in options:
                groups[option] = [option]
            return groups
        for option in options:
            groups.setdefault(world.action_key(option, seat), []).append(option)
        return groups

    def _select(
        self, node: _Node, groups: dict[Hashable, list[Action]], rng: Rng
    ) -> tuple[Hashable, bool]:
        """The edge to take at ``node`` and whether it is newly opened (the walk stops)."""
        children = node.children
        seen = node.seen
        fresh = [key for key in groups if key not in seen]
        if fresh:
            rng.shuffle(fresh)
            node.order.extend(fresh)
            seen.update(fresh)
        opened: list[tuple[Hashable, _Node]] = []
        visits = 0
        closed: Hashable | None = None  # the first edge available here and not opened yet
        found_closed = False
        for key in node.order:
            if key not in groups:
                continue
            child = children.get(key)
            if child is None:
                if not found_closed:
                    closed, found_closed = key, True
                continue
            child.available += 1
            visits += child.visits
            opened.append((key, child))
        limit = (
            len(groups)
            if len(groups) <= self.widen_above
            else max(1, math.floor(self.widen * (visits + 1) ** self.widen_power))
        )
        if found_closed and len(opened) < limit:
            return closed, True
        low, scale = self._low, self._high - self._low
        exploration = self.exploration
        best_key = opened[0][0]
        best = -math.inf
        for key, child in opened:
            if child.visits == 0:
                return key, False
            mean = child.total / child.visits
            if scale > 0:
                mean = (mean - low) / scale
            score = mean + exploration * math.sqrt(math.log(child.available) / child.visits)
            if score > best:
                best, best_key = score, key
        return best_key, False


def easy(*, seed: int) -> Agent:
    """``easy``: the greedy one-step player."""
    from stronghold.agents.greedy import GreedyAgent

    return GreedyAgent(seed=seed)


#: Thinking time per decision of the ``medium`` and ``hard`` levels, in seconds.
MEDIUM_THINK = 0.1
HARD_THINK = 1.0


def medium(*, seed: int) -> Agent:
    """``medium``: ismcts with a short time per decision."""
    return ISMCTSAgent(seed=seed, iterations=None, think=MEDIUM_THINK)


def hard(*, seed: int) -> Agent:
    """``hard``: ismcts with more time per decision."""
    return ISMCTSAgent(seed=seed, iterations=None, think=HARD_THINK)


_BUDGET = re.compile(r"(\d+(?:\.\d*)?|\.\d+)\s*(s|ms|it)?")


def budgeted(agent: Agent, budget: str, *, called: str | None = None) -> Agent:
    """``agent``, a searching player (``ismcts``, ``medium``, ``hard``), given ``budget`` a
    decision instead of its own: seconds of thinking (``1s``, ``0.5``, ``250ms``) or
    iterations (``800it``). AgentError if the agent does not search or the budget is none;
    ``called``: the agent's name as the user gave it, for that error."""
    match = _BUDGET.fullmatch(budget.strip().casefold())
    if match is None:
        raise AgentError(
            f"a thinking budget is seconds (1s, 0.5, 250ms) or iterations (800it), not {budget!r}"
        )
    number, unit = match.groups()
    if not isinstance(agent, ISMCTSAgent):
        name = called or agent.name
        raise AgentError(
            f"{name} does not search: a thinking budget is for ismcts, medium and hard"
        )
    if unit == "it":
        if "." in number or int(number) < 1:
            raise AgentError(f"a budget of iterations is a whole number from 1, not {budget!r}")
        agent.iterations, agent.think = int(number), None
        return agent
    seconds = float(number) / (1000 if unit == "ms" else 1)
    if seconds <= 0:
        raise AgentError(f"a thinking time must be more than 0 s, not {budget!r}")
    agent.iterations, agent.think = None, seconds
    return agent


#: The share of a time limit a searching player thinks within (the rest is for copying the
#: state and handing the answer back).
WITHIN_SHARE = 0.8


def within(agent: Agent, seconds: float) -> Agent:
    """``agent`` answering within ``seconds`` (a computer seat's time in the server): a
    searching player whose own budget could take longer thinks ``WITHIN_SHARE`` of them at
    most (an iteration budget stays, whichever ends first); any other agent as it is."""
    if isinstance(agent, ISMCTSAgent):
        most = seconds * WITHIN_SHARE
        if agent.think is None or agent.think > most:
            agent.think = most
    return agent


register_agent(ISMCTSAgent.name, ISMCTSAgent)
register_agent("easy", easy)
register_agent("medium", medium)
register_agent("hard", hard)
