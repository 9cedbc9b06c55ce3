"""After a combat: the loser retreats (a losing attacker falls back the way it came), and
shields that meet on a space combine, discarding creatures down to the space limit.

Each step returns whether the retreat is over (then ``movement`` lets the winner move in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, fliers, on_shields, retreat_spells
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.routes import enterable, space_load
from stronghold.games.guardians.play.steps import RetreatStep

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def retreat_spaces(state: GameState) -> list[int]:
    shield = state.shields[state.step_as(RetreatStep).loser]
    seat = shield.owner
    no_home = on_shields.barred_from_strongholds(state, shield.id)  # a Voodoo Hat on it
    out = []
    for space in board.neighbours(shield.space):
        if not enterable(state, seat, space) or state.barred(space):
            continue
        if no_home and board.stronghold_owner(space) is not None:
            continue
        other = state.shield_at(space)
        if other is not None and other.owner != seat:
            continue
        if state.controller(space) != seat and board.stronghold_owner(space) != seat:
            continue
        out.append(space)
    return out


# --- carrying out --------------------------------------------------------------------------------


def begin(state: GameState) -> bool:
    """The combat's loser retreats: a shield left with no creature is destroyed, a losing
    attacker falls back the way it came, a defender chooses where (destroyed if nowhere); after
    a combat moved to the attacker's space (Agent of Shadow) either loser chooses, as a
    defender does."""
    step = state.step_as(RetreatStep)
    loser = state.shields[step.loser]
    if not has_creature(state, loser):
        state.destroy_shield(loser.id, "no creature left after combat")
        return True
    if loser.owner == step.mover and not step.shifted:
        return _attacker_falls_back(state)
    if not retreat_spaces(state):
        return _cornered(state, loser, "nowhere to retreat")
    state.phase, state.seat = "retreat", loser.owner
    return False


def _cornered(state: GameState, shield: ShieldStack, why: str) -> bool:
    """No ordinary retreat: the shield is destroyed, unless its owner is asked (it may cast a
    Master Tactician: ``retreat_spells``)."""
    if retreat_spells.asked_when_cornered(state, shield.owner):
        state.step_as(RetreatStep).cornered = True
        state.phase, state.seat = "retreat", shield.owner
        return False
    state.destroy_shield(shield.id, why)
    return True


def has_creature(state: GameState, shield: ShieldStack) -> bool:
    """Whether a creature is under the shield (creature items alone do not hold it)."""
    return any(state.cards[cid].is_creature for cid in shield.contents)


def _attacker_falls_back(state: GameState) -> bool:
    """The losing attacker goes back the way it came; it may destroy itself instead."""
    step = state.step_as(RetreatStep)
    shield = state.shields[step.loser]
    back = step.came_from
    other = next((s for s in state.shields.values() if s.space == back and s.id != shield.id), None)
    if other is not None and other.owner != shield.owner:
        return _cornered(state, shield, "its way back is held by the opponent")
    if state.barred(back):
        return _cornered(state, shield, "a Force Barrier blocks its way back")
    state.phase, state.seat = "retreat", shield.owner
    step.fixed = back
    return False


def do(state: GameState, seat: int, action: GameAction) -> bool:
    """Retreat to a space, destroy the shield instead, discard a creature over the limit, or
    keep every card of a stack within it."""
    if isinstance(action, act.Shed):
        return _shed(state, action.creature)
    if isinstance(action, act.Keep):
        state.step_as(RetreatStep).shed = None
        return True
    shield = state.shields[state.step_as(RetreatStep).loser]
    if isinstance(action, act.Destroy):
        state.destroy_shield(shield.id, "its owner gave it up")
        return True
    assert isinstance(action, act.Retreat)
    space = board.parse_space(action.space)
    assert space is not None
    shield.space = space
    state.tell(events.Retreated(seat, state.cards[shield.id].name, action.space))
    return _combine_if_needed(state, shield)


def _combine_if_needed(state: GameState, shield: ShieldStack) -> bool:
    """Retreating onto an own shield: one shield is discarded, creatures down to the limit."""
    other = next(
        (
            s
            for s in state.shields.values()
            if s.space == shield.space and s.id != shield.id and s.owner == shield.owner
        ),
        None,
    )
    if other is None:
        return _settle_load(state, shield)
    turned = other.turned or shield.turned
    other.contents.extend(shield.contents)
    shield.contents.clear()
    state.destroy_shield(shield.id, "combined with another of its owner's shields")
    other.turned = turned
    return _settle_load(state, other)


def over_limit(state: GameState, shield: ShieldStack) -> bool:
    """Whether the stack on the shield's space is over the shield's stacking limit."""
    return space_load(state, shield) > state.space_limit(shield)


def _settle_load(state: GameState, shield: ShieldStack) -> bool:
    """A shield that came onto a space with its owner's cards: creatures are discarded down to
    the limit (``shed``). The owner is asked also when the stack is within the limit but the
    other seat cannot count it (some of its cards face down), and then may only keep them all:
    whether a discard is due must not show what the face-down cards are worth."""
    over = over_limit(state, shield)
    if not state.asks(shield.owner, has_choice=over, secret=_load_cards(state, shield)):
        return True
    state.step_as(RetreatStep).shed = shield.id
    state.phase, state.seat = "shed", shield.owner
    return False


def _load_cards(state: GameState, shield: ShieldStack) -> list[str]:
    """The cards whose points make up the load on the shield's space (``stack_of``)."""
    cards = list(shield.contents)
    if board.stronghold_owner(shield.space) == shield.owner:
        slot = state.players[shield.owner].strongholds[board.column(shield.space)]
        cards.extend(slot.on)
        cards.extend(slot.under)
    return cards


def _shed(state: GameState, cid: str) -> bool:
    step = state.step_as(RetreatStep)
    assert step.shed is not None
    shield = state.shields[step.shed]
    fliers.lose(state, shield.contents, cid)  # an Amulet it wears with it
    state.release_items(shield.contents)
    if not any(state.cards[c].is_creature for c in shield.contents):
        step.shed = None
        state.destroy_shield(shield.id, "its last creature was discarded")
        return True
    if over_limit(state, shield):
        return False
    if state.asks(shield.owner, has_choice=False, secret=_load_cards(state, shield)):
        return False  # within the limit now: the owner keeps the rest (``keep``)
    step.shed = None
    return True


def retreat_choices(state: GameState) -> list[int]:
    """Where the losing shield may go (a fixed space for a losing attacker)."""
    step = state.step_as(RetreatStep)
    if step.cornered:
        return []
    fixed = step.fixed
    if fixed is not None:
        return [fixed]
    return retreat_spaces(state)
