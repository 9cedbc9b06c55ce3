"""The ``greedy`` agent: one-step lookahead on sampled worlds, scored by ``State.evaluate``."""

from __future__ import annotations

import math

from stronghold.agents.base import Agent, register_agent, sample_world
from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction
from stronghold.engine.rng import Rng
from stronghold.engine.state import State

#: Scores closer than this count as a tie (broken by the agent's RNG).
_TIE = 1e-9


class GreedyAgent(Agent):
    """Tries each legal action on determinized samples and takes the best-scoring one.

    For each of ``samples`` worlds drawn with ``determinize`` (so it never sees hidden cards),
    every candidate action (at most ``max_actions``, sampled when there are more) is applied
    to a copy, the other seats' replies are played with uniformly random actions until it is
    ``seat``'s decision again or the game ends (at most ``max_playout`` actions, two by
    default: a reply is seen, but a candidate that hands the other seat a long run of moves,
    like ending a phase, is not judged by a long random run its rivals are spared), and the
    result is scored with ``evaluate(seat)``. A candidate that hands the decision to another
    seat is scored by the mean of ``playouts`` such random replies (three by default): with
    one, a single unlucky reply — an opponent still organizing who ends it at random with its
    shields left in the pen — can make a candidate that gives up the move look better than one
    that raises a shield. All candidates of one sample share the world and the playouts'
    random numbers, so they are compared on equal terms. Ties go to the RNG.
    """

    name = "greedy"

    def __init__(
        self,
        *,
        seed: int,
        max_actions: int = 40,
        samples: int = 1,
        max_playout: int = 2,
        playouts: int = 3,
    ) -> None:
        super().__init__(seed=seed)
        if max_actions < 1 or samples < 1 or max_playout < 0 or playouts < 1:
            raise ValueError(
                "greedy needs max_actions >= 1, samples >= 1, max_playout >= 0, playouts >= 1"
            )
        self.max_actions = max_actions
        self.samples = samples
        self.max_playout = max_playout
        self.playouts = playouts

    def choose(self, state: State, seat: int) -> Action:
        """The legal action of ``seat`` whose sampled one-step outcome scores best."""
        actions = self.legal_for(state, seat)
        if len(actions) == 1:
            return actions[0]
        if len(actions) > self.max_actions:
            actions = self.rng.sample(actions, self.max_actions)
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        for _ in range(self.samples):
            world = sample_world(state, seat, self.rng.spawn())
            playout_seed = self.rng.getrandbits(64)
            last = len(actions) - 1
            # The world's own action objects: a game may take an action it listed itself (and
            # its clones) without listing them all again to check it.
            own = (
                {} if world.is_terminal() else {option: option for option in world.legal_actions()}
            )
            for index, action in enumerate(actions):
                trial = world if index == last else world.clone()  # the last may use it up
                score = self._score(trial, own.get(action, action), seat, playout_seed)
                if score is not None:
                    totals[index] += score
                    counts[index] += 1
        means = [
            total / count if count else -math.inf
            for total, count in zip(totals, counts, strict=True)
        ]
        best = max(means)
        tied = [action for action, mean in zip(actions, means, strict=True) if mean >= best - _TIE]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    def _score(self, trial: State, action: Action, seat: int, seed: int) -> float | None:
        """``evaluate(seat)`` after ``action`` on ``trial`` (a sample it uses up) and a random
        playout to ``seat``'s next decision (the mean of ``playouts`` of them, drawn with
        seeds ``seed``, ``seed + 1``…, when another seat decides next).

        None if the sample turns out impossible: it does not allow the action, or it reaches
        a decision with no legal action (a determinize that broke the game's invariants). The
        sample is then left out of this action's mean rather than ending the real game.
        """
        try:
            trial.apply(action)
        except IllegalAction:
            return None
        if trial.is_terminal() or trial.current_seat == seat or not self.max_playout:
            return trial.evaluate(seat)
        total = 0.0
        for number in range(self.playouts):
            last = number == self.playouts - 1
            value = self._playout(trial if last else trial.clone(), seat, Rng(seed + number))
            if value is None:
                return None
            total += value
        return total / self.playouts

    def _playout(self, trial: State, seat: int, rng: Rng) -> float | None:
        """Random replies until it is ``seat``'s decision again (at most ``max_playout``),
        then ``evaluate(seat)``; None if a decision has no legal action."""
        for _ in range(self.max_playout):
            if trial.is_terminal() or trial.current_seat == seat:
                break
            replies = trial.legal_actions()
            if not replies:
                return None
            trial.apply(rng.choice(replies))
        return trial.evaluate(seat)


register_agent(GreedyAgent.name, GreedyAgent)
