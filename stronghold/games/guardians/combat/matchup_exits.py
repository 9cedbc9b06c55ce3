"""A primary match-up ended by a power that destroys a fighter after bribery (``matchup_exit``;
docs/rules-notes/cards/matchup-exits.md): Nubian Slave Girl (her owner may have her destroyed,
her opponent left standing unchallenged in melee, and a Gold bribery card of his discard pile
goes to his storage hand) and Farmer Brown (as the command card, his owner may blow up a
Barnyard Animal of either side fighting in a primary match-up: both creatures of the match-up
are destroyed).

Offered in the spell window and the modify window of a primary match-up (after bribery, as any
spell), while both fighters stand: ``power creature sacrifice CARD`` (the Slave Girl) and
``power command detonate CARD`` (the animal). Both cards are face up when they act (a fighter
on the table, a command card revealed), so the offer tells nothing hidden. The bribery card
recovered goes to the storage hand when the combat comes back (play/board_effects.py): the
storage hand of the combat is the one it began with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared, unchallenged
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import Bribery, MatchupExit

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: What a board effect owed for a recovered bribery card is called (play/board_effects.py).
RECOVER = "recover_bribery"


def _fighters(state: CombatState) -> list[CardInstance]:
    """Both fighters of the current primary match-up, if both stand and are creatures."""
    m = state.current
    if m is None or m.secondary or m.result:
        return []
    found = [state.by_id[f.id] for f in m.fighters if f is not None]
    if len(found) != 2 or any(not f.is_creature or f.status != Status.STANDING for f in found):
        return []
    return found


def _command_exit(state: CombatState, seat: int) -> MatchupExit | None:
    command = inforce.command_active(state, seat)
    return command.matchup_exit if command is not None else None


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The exits ``seat`` may take now in a primary match-up's spell or modify window."""
    fighters = _fighters(state)
    if not fighters:
        return []
    out: list[CombatAction] = []
    mine = fighters[seat]
    own = mine.creature.matchup_exit
    if own is not None and own.destroys == "self" and not inforce.blanked(state, mine):
        out.append(act.EndMatchup(mine.id))
    rule = _command_exit(state, seat)
    if rule is not None and rule.destroys == "both":
        out.extend(
            act.Detonate(f.id)
            for f in fighters
            if rule.fighter is None or inforce.fits(state, rule.fighter, f)
        )
    return out


def carry_out(state: CombatState, seat: int, action: act.EndMatchup | act.Detonate) -> None:
    """The exit taken: the fighter (or both) destroyed and the match-up over."""
    m = state.current
    assert m is not None
    target = state.by_id[action.card]
    if isinstance(action, act.EndMatchup):
        rule = target.creature.matchup_exit
        assert rule is not None
        shared.set_status(state, target.id, Status.DESTROYED, "destroyed by its owner")
        m.result = unchallenged.RESULT
        other = inforce.opponent_of(state, target)
        if other is not None:
            state.tell(ev.Effect(target.name, f"{other.name} stands unchallenged in melee"))
        _recover(state, seat, target.name, rule)
    else:
        cid = state.commands[seat]
        assert cid is not None
        by = inforce.name(state, cid) or ""
        state.tell(ev.Effect(by, f"blows up {target.name}"))
        for fighter in _fighters(state):
            shared.set_status(state, fighter.id, Status.DESTROYED, f"by {by}")
        m.result = "both destroyed"
        rule = _command_exit(state, seat)
        if rule is not None:
            _recover(state, seat, by, rule)
    state.finish_matchup()


def _recover(state: CombatState, seat: int, source: str, rule: MatchupExit) -> None:
    """A bribery card of the rule's kind goes from ``seat``'s discard pile to its storage hand
    after the combat, if the pile holds one (one used in this combat counts: it is there)."""
    kind = rule.recovers
    if kind is None:
        return
    piled = any(
        isinstance(c, Bribery) and c.bribes == kind for c in state.setup.side(seat).discard
    ) or any(
        i.owner == seat
        and i.zone == "storage"
        and i.status == Status.USED
        and isinstance(i.card, Bribery)
        and i.card.bribes == kind
        for i in state.cards
    )
    if not piled:
        state.tell(ev.Effect(source, f"no {kind.title()} bribery card in the discard pile"))
        return
    owed = (seat, RECOVER, source, (kind,))
    state.memory.board_effects = (*state.memory.board_effects, owed)
    back = f"a {kind.title()} bribery card goes back to the storage hand after combat"
    state.tell(ev.Effect(source, back))
