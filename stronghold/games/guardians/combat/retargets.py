"""A primary attacker leaving its match-up opponent unchallenged to attack another card of the
opposing side (``attacks_instead`` on a creature; docs/rules-notes/cards/combat-targets.md):
Hackthorn Strangler may attack the opposing command card, if that card is a creature standing
on the table (``command``); Spirit of the Hunt may have a creature of the opposing combat hand,
drawn at random, fight it instead (``random_from_hand``).

Asked as the match-up's two creatures are shown, before anything else of the match-up (tolls,
bribery): the attacker's side first, then the defender's, each whose fighter may. The step is
``retarget`` (held by primaries.py); ``attack CARD`` takes the command card as the new target,
``reject CARD`` sends the opponent out for a random one, ``pass`` fights the match-up as laid
down (Shin Chios's choice is asked at this step too: combat/text_boxes.py). The new opponent
takes the old one's place in the match-up (its side may bribe, cast, fire and channel for it
as for any fighter, and it is beaten or wins as one); the creature left is unchallenged in
melee: it stands, counts for control, and a secondary attacker may attack it (the rule option
``ignored_opponent = "to_hand"`` sends it back to the combat hand instead). Whether a side is
asked depends on public facts only (the fighters on the table, the
revealed command card, the number of cards in the opposing combat hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared, text_boxes
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    Fighter,
    Role,
    Status,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The step that asks.
PHASE = "retarget"


def _rule(state: CombatState, seat: int) -> tuple[CardInstance, CardInstance, str] | None:
    """``seat``'s fighter of the current match-up, its opponent and what it may do instead,
    if it may still."""
    m = state.current
    if m is None or m.secondary or m.result or (m.number, seat) in state.memory.retargets:
        return None
    mine, theirs = m.fighters[seat], m.fighters[1 - seat]
    if mine is None or theirs is None:
        return None
    fighter, opponent = state.by_id[mine.id], state.by_id[theirs.id]
    rule = fighter.creature.attacks_instead if fighter.is_creature else None
    if rule is None or fighter.status != Status.STANDING or inforce.blanked(state, fighter):
        return None
    if opponent.status != Status.STANDING:
        return None
    return fighter, opponent, rule


def _command_target(state: CombatState, seat: int) -> CardInstance | None:
    """The opposing command card, if a creature standing on the table and not fighting."""
    m = state.current
    cid = state.commands[1 - seat]
    if m is None or cid is None or any(f is not None and f.id == cid for f in m.fighters):
        return None
    command = state.by_id[cid]
    if not command.is_creature or command.status != Status.STANDING:
        return None
    return command if command.role == Role.COMMAND else None


def _hand(state: CombatState, seat: int) -> list[CardInstance]:
    """Every card of ``seat``'s combat hand (how many is public)."""
    return [
        i for i in state.cards if i.owner == seat and i.zone == "hand" and i.status == Status.HAND
    ]


def _choices(state: CombatState, seat: int) -> list[CombatAction]:
    found = _rule(state, seat)
    if found is None:
        return []
    _fighter, opponent, rule = found
    if rule == "command":
        target = _command_target(state, seat)
        return [act.Attack(target.id)] if target is not None else []
    return [act.Reject(opponent.id)] if _hand(state, 1 - seat) else []


def ask(state: CombatState) -> bool:
    """Ask the next side whose fighter may fight another card; whether it is now asked."""
    for seat in (ATTACKER, DEFENDER):
        if _choices(state, seat) or text_boxes.asks(state, seat):
            state.phase, state.seat = PHASE, seat
            return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Fight another card, or the match-up as laid down."""
    return [*_choices(state, seat), *text_boxes.options(state, seat), act.PASS]


def do(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """The side's choice: the new opponent takes the old one's place in the match-up. The id
    of a creature newly laid down from the combat hand, if one was (its being played acts)."""
    m = state.current
    assert m is not None
    if isinstance(action, act.Unchallenged):  # Shin Chios
        text_boxes.do(state, seat, action)
        return action.card
    if not isinstance(action, act.Attack | act.Reject):
        state.memory.retargets[(m.number, seat)] = ""
        return None
    mine, theirs = m.fighters[seat], m.fighters[1 - seat]
    assert mine is not None and theirs is not None
    left, name = state.by_id[theirs.id], state.by_id[mine.id].name
    if isinstance(action, act.Attack):
        target = state.by_id[action.card]
        target.matchup = m.number
        said = f"leaves {left.name} unchallenged and attacks {target.name} instead"
        laid = None
    else:
        pool = [i for i in _hand(state, 1 - seat) if i.is_creature and not i.creature.command_only]
        if not pool:
            state.memory.retargets[(m.number, seat)] = ""
            state.tell(ev.Effect(name, f"no creature in the opposing combat hand: {left.name} "
                                 "fights on"))  # fmt: skip
            return None
        target = pool[state.rng.randrange(len(pool))]
        shared.to_table(state, target.id, Role.PRIMARY, m.number)
        said = f"leaves {left.name} unchallenged; {target.name}, drawn at random, fights instead"
        laid = target.id
    m.fighters[1 - seat] = Fighter(target.id)
    state.memory.retargets[(m.number, seat)] = target.id
    state.tell(ev.Effect(name, said))
    if state.setup.rules.ignored_opponent == "to_hand":
        left.status, left.role, left.matchup = Status.HAND, Role.NONE, None
        state.tell(ev.Effect(left.name, "goes back to the combat hand"))
    else:
        left.matchup = None  # unchallenged in melee: standing, fighting no one
    return laid
