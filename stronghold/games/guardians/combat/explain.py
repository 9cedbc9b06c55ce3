"""Why an action is not allowed now, in words a player reads (``CombatState.explain``): the
phase's allowed kinds, or what is wrong with the cards the action names; a face-down card of
the other side is never named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import ranged, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import SIDE_NAMES, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The words an action may hold besides card ids (``_detail``).
_WORDS = frozenset((*shared.BRIBES, *shared.POWER_WORDS, "yes", "no"))
#: Actions that play a card from the hand (a card no longer there is named as such).
_PLAYS_FROM_HAND = (act.Primary, act.Ranged, act.Secondary, act.Cast, act.ChooseCommand)


def explain(state: CombatState, action: CombatAction) -> str:
    """A player-readable reason why an action is not allowed now; it names only cards the
    acting seat can see (of a face-down card: "not a card you can play")."""
    seat = state.seat if state.seat is not None else 0
    who = SIDE_NAMES[seat]
    expected = {
        "declare": "command",
        "choose_command": "command",
        "primary_choose": "primary",
        "bribery": "bribe",
        "secondary_bribery": "bribe",
        "secondary": "secondary",
        "heal": "heal",
    }.get(state.phase)
    allowed = sorted({a.kind for a in state.options(seat)})
    if action.kind not in allowed:
        return (
            f"the {who} cannot {action.kind} now ({state.phase.replace('_', ' ')}): "
            f"allowed are {', '.join(allowed)}"
        )
    secret = state.hidden_from(seat)
    words = action.words
    for arg in words:
        if arg in secret:  # a face-down card of the other side: its name is not told
            return f"{arg} is not a card you can play"
    names = [state.by_id[a].name for a in words if a in state.by_id]
    what = f"{action.kind} {' '.join(names) or ' '.join(words)}"
    hint = f" ({expected})" if expected else ""
    return f"the {who} cannot {what} now{hint}: {_detail(state, action)}"


def _detail(state: CombatState, action: CombatAction) -> str:
    seat = state.seat if state.seat is not None else 0
    for arg in action.words:
        inst = state.by_id.get(arg)
        if arg not in state.by_id and arg not in _WORDS:
            return f"there is no card {arg!r} in this combat"
        if inst is not None and inst.owner == seat and inst.status != Status.HAND:
            if isinstance(action, _PLAYS_FROM_HAND):
                return f"{inst.name} is not in hand any more ({inst.status.value})"
    if isinstance(action, act.Channel):
        problem = ranged.channel_problem(state, seat, action.source, action.into)
        return problem or "not allowed here"
    if isinstance(action, act.Ranged) and state.no_ranged_terrain:
        return f"no ranged attacks in {state.terrain_name}"
    if isinstance(action, act.Bribe):
        return "no bribery card of that kind, no such icon, or that bribery is blocked"
    return "the rules do not allow it at this point"
