"""A combat's outcome as both seats can already tell it from the face-up cards (for the
game's evaluation): the side whose creature wins the current match-up and with it the whole
combat, whatever either side can still do.

It reads only what every seat sees: the two fighters face up and the Vitality they count so
far (``report.so_far``, worked from face-up cards), each side's stones, what its Guardian may
channel with them and how much room its fighter has left, and whether a side still holds any
card (face down or not) or power that could change the match-up. A side that does is never
counted beaten: nothing here looks at what those cards are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import (
    inforce,
    powers,
    ranged,
    report,
    shared,
    terrain_effects,
)
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.model import Matchup
    from stronghold.games.guardians.combat.state import CombatState

#: The phases of a primary match-up in which both fighters are face up and nothing else
#: waits for an answer: what is left is channeling and passing.
_SETTLED_PHASES = frozenset({"modify_window"})


def sure_winner(state: CombatState) -> int | None:
    """The combat side (0 attacker, 1 defender) that wins this combat whatever is still
    done, as both seats can tell from face-up cards; None when it is still open.

    Decided when the current primary match-up's two fighters are face up, the loser holds
    nothing more it could play in this combat (no card in its hands, no unused channeler,
    no other creature still in the combat, no paid power beyond channeling with stones),
    no die remains to be rolled for the match-up, and the winner's Vitality so far beats the
    most the loser's can reach with its stones (each channeling bounded by its Guardian's
    points, its fighter's room and its per-creature cap)."""
    if state.phase not in _SETTLED_PHASES or state.is_terminal():
        return None
    m = state.current
    if m is None or m.secondary or m.result:
        return None
    # The bounds first: the Vitality so far is worked out on a copy of the combat, which
    # costs more, and is not needed when neither side is bounded (most often).
    most = {loser: _most_added(state, m, loser) for loser in (DEFENDER, ATTACKER)}
    if most[ATTACKER] is None and most[DEFENDER] is None:
        return None
    now = report.so_far(state, m)
    if now is None or any(dice for _, _, dice in now):
        return None
    for winner in (ATTACKER, DEFENDER):
        loser = 1 - winner
        bound = most[loser]
        if bound is None:
            continue
        if now[winner][0] > now[loser][0] + bound and _left_bare(state, m, loser):
            return winner
    return None


def _most_added(state: CombatState, m: Matchup, side: int) -> int | None:
    """The most ``side`` can still add to its fighter's Vitality (None: no bound known)."""
    if _holds_more(state, side):
        return None
    fighter = m.fighters[side]
    assert fighter is not None
    target = state.by_id[fighter.id]
    room = inforce.channel_room(state, target, fighter)
    if room <= 0:
        return 0
    guardian = inforce.guardian(state, side)
    change = inforce.standard_channel_change(state, side)
    stones = state.stones[side]
    if ranged.channel_problem(state, side, "guardian") is None:
        per_creature = guardian.channel_cap_per_creature
        if per_creature is not None:
            room = min(room, per_creature - sum(c.points for c in fighter.channels))
        per_stone = guardian.cmp + change + terrain_effects.stone_change(state, 1)
        return max(0, min(room, stones * max(0, per_stone)))
    if powers.power_channel_problem(state, side) is None:
        uses = stones // guardian.power_channel_stones
        stones_used = guardian.power_channel_stones
        per_use = guardian.power_channel_points + change
        per_use += terrain_effects.stone_change(state, stones_used)
        return max(0, min(room, uses * max(0, per_use)))
    return 0


def _holds_more(state: CombatState, side: int) -> bool:
    """Whether ``side`` holds something beyond stone channeling that could still change the
    match-up: a card in its combat or storage hand (or on a platform), an unused channeler,
    a standard bearer, a command card whose power it may pay for, or its Guardian's power
    to dispel the other side's command card (all this is public: where cards lie and the
    face-up ones, never the identities of face-down ones)."""
    for inst in state.cards:
        if inst.owner != side:
            continue
        if inst.status == Status.HAND and inst.zone in ("hand", "storage", "platform"):
            return True
        if inst.zone == "channeler" and not inst.used_channel:
            return True
    if inforce.standard(state, side) is not None:
        return True
    if powers.paid_action_option(state, side) is not None:
        return True
    guardian = inforce.guardian(state, side)
    return bool(guardian.dispel_spell_stones) and state.commands[1 - side] is not None


def _left_bare(state: CombatState, m: Matchup, side: int) -> bool:
    """Whether ``side`` has no creature left in the combat once its fighter is beaten (the
    combat's control then goes to the other side, whose fighter stands); creatures that
    count for no control (an Up card, a channeler) are left out, as ``control_total`` does."""
    fighter = m.fighters[side]
    assert fighter is not None
    return all(
        inst.id == fighter.id or inst.zone in shared.NOT_COUNTED_ZONES
        for inst in report.alive_creatures(state, side)
    )
