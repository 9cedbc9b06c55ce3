"""A command card that has the players bid power stones for the space (``auction``: Black
Locust; docs/rules-notes/cards/auctions.md).

Once the command cards have acted, before the primary attacks (``begin``, called by
commands.py), the card's owner opens the bidding at ``auction`` stones — without them nothing
happens. Then, at the step ``auction``, the seat not holding the top bid tops it by one
(``pay LOCUST yes``, only with the stones to pay it) or lets it stand (``pay LOCUST no``). The
top bidder burns his bid and takes the space: the combat is called off, the other side leaving
it as a side that retreats, and the command card is discarded. Every bid is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, Status

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.state import CombatState

SIDES = ("attacker", "defender")


def begin(state: CombatState) -> bool:
    """Whether a command card now opens the bidding (once in a combat; the attacker's first
    if both sides played one)."""
    if state.memory.auction is not None or state.memory.auctioned:
        return False
    for seat in (ATTACKER, DEFENDER):
        ability = inforce.command_active(state, seat)
        cid = state.commands[seat]
        if ability is None or not ability.auction or cid is None:
            continue
        state.memory.auctioned = True
        name = state.by_id[cid].name
        if state.stones[seat] < ability.auction:
            state.tell(ev.Effect(name, "no power stone to open the bidding: nothing happens"))
            return False
        state.memory.auction = (ability.auction, seat, cid)
        state.tell(ev.Effect(name, f"the {SIDES[seat]} opens the bidding at {ability.auction}"))
        state.phase, state.seat = "auction", 1 - seat
        return True
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """Top the bid by one (with the stones for it) or let it stand."""
    assert state.memory.auction is not None
    bid, _high, cid = state.memory.auction
    out: list[CombatAction] = [act.Pay(cid, False)]
    if state.stones[seat] > bid:
        out.insert(0, act.Pay(cid, True))
    return out


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """``seat`` tops the bid (the other seat answers) or lets it stand (the top bidder takes
    the space)."""
    assert isinstance(action, act.Pay) and state.memory.auction is not None
    bid, high, cid = state.memory.auction
    name = state.by_id[cid].name
    if action.pays:
        state.memory.auction = (bid + 1, seat, cid)
        state.tell(ev.Effect(name, f"the {SIDES[seat]} bids {bid + 1}"))
        state.seat = 1 - seat
        return
    state.memory.auction = None
    state.spend(high, bid)
    state.tell(ev.Stones(high, -bid, name))
    shared.set_status(state, cid, Status.DISCARDED, "after the bidding")
    state.memory.retreated = 1 - high  # the combat is called off: the space is the bidder's
    state.current = None
    state.tell(ev.Effect(name, f"the combat is called off: the {SIDES[high]} takes the space"))
    state.resolve()
