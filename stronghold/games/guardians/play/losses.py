"""Creatures a card makes a shield give up, chosen by the shield's owner (docs/rules-notes/
guardians.md, "Creatures lost to a card"): Pestilence (one from every shield on a disputed
land), Arcane Infusion (one from the caster's turned shield, which is then unturned) and an
upgrade that takes creatures from a shield standing on it at settlement.

The shields lose their creatures one after another, each creature a decision of its owner
(``sacrifice SHIELD CREATURE``, phase ``lose``) — the printed texts say "discard a creature",
and which one is the owner's to choose (a weak creature may be the one worth keeping: a
channeler, a standard bearer's escort, a creature an item needs). The owner is asked whenever
the shield holds more cards than it still has to lose — the number of cards under a shield is
public, its creatures and items are not — so being asked tells nothing; a shield that holds no
more cards than it must lose gives up every creature without a question. A shield left without
a creature is destroyed, and the items its creatures carried go with them.

When every shield has given up its creatures, play goes on where the card acted (``then``):
``pestilence`` (the settlement spells' window), ``unturn`` (the caster's movement turn, the
shield unturned) or ``settle`` (the lands are settled).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import fliers
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Step

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


@dataclass
class Loss:
    """One shield's loss: the shield, the creatures it still has to give up, what takes them
    and the creatures it gave up so far."""

    shield: str
    count: int
    cause: str
    lost: list[str] = field(default_factory=list)


@dataclass
class LossStep(Step):
    """Shields giving up creatures, the first of ``queue`` now; then play goes on as ``then``
    says for ``caster`` (and ``target``), in the phase and step that were interrupted."""

    queue: list[Loss]
    then: str
    caster: int
    target: str
    card: str
    resume_phase: str
    resume_seat: int | None
    resumes: Step | None = None

    def canonical(self) -> dict[str, Any]:
        out = {} if self.resumes is None else self.resumes.canonical()
        out["losses"] = {
            "queue": [[loss.shield, loss.count, loss.cause, [*loss.lost]] for loss in self.queue],
            "then": self.then,
            "caster": self.caster,
            "target": self.target,
            "card": self.card,
            "resume_phase": self.resume_phase,
            "resume_seat": self.resume_seat,
        }
        return out


def start(
    state: GameState,
    losses: list[Loss],
    *,
    then: str,
    caster: int,
    target: str = "",
    card: str = "",
) -> None:
    """The shields of ``losses`` give up their creatures, their owners choosing; then play
    goes on as ``then`` says (``GameState.losses_over``)."""
    state.step = LossStep(
        queue=losses,
        then=then,
        caster=caster,
        target=target,
        card=card,
        resume_phase=state.phase,
        resume_seat=state.seat,
        resumes=state.step,
    )
    _next(state)


def _next(state: GameState) -> None:
    """Ask the owner of the next shield with a choice, or take what leaves none; when every
    loss is done, go on."""
    step = state.step_as(LossStep)
    while step.queue:
        loss = step.queue[0]
        shield = state.shields.get(loss.shield)
        if shield is None or loss.count <= 0:
            _done(state, step.queue.pop(0))
            if state.phase == "over":
                return
            continue
        creatures = [c for c in shield.contents if state.cards[c].is_creature]
        choice = len(creatures) > loss.count
        if len(shield.contents) > loss.count and state.asks(
            shield.owner, has_choice=choice, secret=shield.contents
        ):
            state.phase, state.seat = "lose", shield.owner
            return
        for cid in creatures[: loss.count]:  # no choice: every creature goes
            _lose(state, loss, cid)
        loss.count = 0
    state.step = step.resumes
    state.phase, state.seat = step.resume_phase, step.resume_seat
    state.losses_over(step.then, step.caster, step.target, step.card)


def _lose(state: GameState, loss: Loss, cid: str) -> None:
    shield = state.shields[loss.shield]
    fliers.lose(state, shield.contents, cid)  # an Amulet it wears with it
    loss.lost.append(cid)
    loss.count -= 1


def _done(state: GameState, loss: Loss) -> None:
    """A shield has given up what it had to: its items without a creature go, it is told, and
    a shield left without a creature is destroyed."""
    shield = state.shields.get(loss.shield)
    if shield is None:
        return
    state.release_items(shield.contents)  # items are lost with their creatures
    names = tuple(state.cards[c].name for c in loss.lost)
    state.tell(events.UpgradeLoss(loss.cause, state.cards[shield.id].name, names))
    if not any(state.cards[c].is_creature for c in shield.contents):
        state.destroy_shield(shield.id, f"{loss.cause} took its last creature")


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``lose``: one of the shield's creatures to give up."""
    loss = state.step_as(LossStep).queue[0]
    shield = state.shields[loss.shield]
    for cid in shield.contents:
        if state.cards[cid].is_creature:
            yield act.Sacrifice(shield.id, cid)


def do(state: GameState, seat: int, action: GameAction) -> None:
    """The owner gives up a creature; the shield's owner is asked again while it owes more."""
    assert isinstance(action, act.Sacrifice)
    loss = state.step_as(LossStep).queue[0]
    _lose(state, loss, action.creature)
    _next(state)
