"""Routes longer than two spaces (docs/rules-notes/cards/extra-moves.md): how far a turned
shield may go, read by the move listing (``routes.destinations``'s ``reach``).

- Potion of Movement Essence (``move_spell = "extra_space"`` on the item; cast at its player's
  movement turn, before he turns a shield, on an own unturned shield with a creature:
  play/move_spells.py): that shield may move or fly one space more this turn (the caster's mark
  ``essence:SHIELD``, cleared as the next turn begins).
- First Mate Muldoon (``extra_space = { classes = ["Pirate"] }`` on the creature): the shield he is
  under, while every creature under it matches, may move (not fly) one space more. A route that
  needs his space shows the shield's contents to the opponent as it sets out; on the way the
  shield stays such a shield: at an own stronghold space it passes it picks up only creatures
  that match (shown too) and does not drop him off.

Every space of a longer route obeys the normal rules (no passing a space that would stop the
shield); Pepe's Slow Down still holds a shield to one space.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from stronghold.engine.events import Event, does, sentence
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import move_spells
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.steps import MoveStep
from stronghold.games.guardians.schema import AnyCard, Creature, Match

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

ESSENCE = move_spells.ESSENCE
#: The spaces of a route by the rules.
USUAL = 2


@dataclass(frozen=True, slots=True)
class ContentsShown(Event):
    """A moving shield's contents were shown to the opponent (for First Mate Muldoon's extra
    space): its cards, named to both seats."""

    seat: int
    shield: str
    cards: tuple[str, ...]
    why: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        return sentence(
            f"{self.why}: {does(self.seat, viewer, names, 'show')} what {self.shield} holds: "
            f"{', '.join(self.cards)}"
        )


def is_first_mate_face(card: AnyCard) -> bool:
    """Whether the card gives its shield an extra space (``owns_any``'s test)."""
    return isinstance(card, Creature) and card.extra_space is not None


def potions(state: GameState, shield: ShieldStack) -> int:
    """The extra spaces Potions give ``shield`` this turn."""
    return state.players[shield.owner].move_spells.count(ESSENCE + shield.id)


def first_mate(state: GameState, shield: ShieldStack) -> Creature | None:
    """The creature under ``shield`` that gives it an extra space on a move, if every creature
    under it matches what that creature asks (Muldoon: all Pirates)."""
    if not state.owns_any(shield.owner, is_first_mate_face):
        return None
    creatures = [
        card
        for card in (state.cards[cid].card for cid in shield.contents)
        if isinstance(card, Creature)
    ]
    for card in creatures:
        pattern = card.extra_space
        if pattern is not None and all(_fits(pattern, other) for other in creatures):
            return card
    return None


def _fits(pattern: Match, card: AnyCard) -> bool:
    return isinstance(card, Creature) and creature_matches(
        pattern, card, defending_stronghold=False
    )


def reach(state: GameState, shield: ShieldStack, *, flying: bool) -> int:
    """How many spaces ``shield`` may go this turn, flying or not."""
    if move_spells.slowed(state, shield.owner):
        return 1  # Pepe's Slow Down
    extra = potions(state, shield)
    if not flying and first_mate(state, shield) is not None:
        extra += 1
    return USUAL + extra


def needs_first_mate(state: GameState, shield: ShieldStack, spaces: int, verb: str) -> bool:
    """Whether a route of ``spaces`` spaces needs the First Mate's extra space."""
    return verb == "move" and spaces > USUAL + potions(state, shield)


def show(state: GameState, seat: int, shield: ShieldStack) -> None:
    """The shield's contents are shown to the opponent as it sets out on the extra space."""
    mate = first_mate(state, shield)
    assert mate is not None
    shield.shown = True
    for cid in shield.contents:
        state.set_public(cid)
    names = tuple(sorted(state.cards[cid].name for cid in shield.contents))
    state.tell(ContentsShown(seat, state.cards[shield.id].name, names, mate.name))


def _on_first_mate_route(state: GameState) -> Creature | None:
    step = state.step_as(MoveStep)
    route = step.route
    assert route is not None
    shield = state.shields[step.shield]
    if not needs_first_mate(state, shield, len(route.passed) + 1, route.verb):
        return None
    return first_mate(state, shield)


def transfer_allowed(state: GameState, action: GameAction) -> bool:
    """On a move that needs the First Mate's space, the shield picks up only creatures that
    match (a creature item rides along with one) and keeps the First Mate."""
    mate = _on_first_mate_route(state)
    if mate is None or mate.extra_space is None:
        return True
    if isinstance(action, act.Pick):
        card = state.cards[action.creature]
        return not card.is_creature or _fits(mate.extra_space, card.card)
    if isinstance(action, act.Drop):
        return not is_first_mate_face(state.cards[action.creature].card)
    return True


def picked(state: GameState, cid: str) -> None:
    """A card picked up on a move that needs the First Mate's space is shown as it joins."""
    if _on_first_mate_route(state) is not None:
        state.set_public(cid)
