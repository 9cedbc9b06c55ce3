"""Spells played right after the Up cards are turned, before any shield moves (phase
``after_up``): Shadow Strike (every Up card thrown away, fresh ones turned), Argammond's Vision
(the opponent's), Chant of the Osirans (the opponent's Undead Up card and the next four cards
of its deck), Peace (straight to Terrain Settlement) — ``after_up`` on the spell
(docs/rules-notes/cards/spells-board-s9.md); Control Destiny and Helm of the Brotherhood (a
look at the top of a deck, put back as the caster likes: ``deck_looks``), Iron Force of Sethos
(``cost_rule``: no stone on items or spells, ``costs.put_in_force``), Limited Big Time Rebate
(``rebate``: half the stones spent this turn back after settlement, ``rebates``); and Pepe's
Slow Down (``move_spell = "slow"``), which is played before the opponent moves any shield, so
that the seat moving second may play it before the first mover's first move
(docs/rules-notes/cards/spells-s10.md).

The window opens only where a seat could hold such a spell by what both seats know (its deck
list holds one not known to lie elsewhere), so games without them go on as before. Each seat is
asked in turn, the first mover first; it casts (``cast SPELL UP-CARD``: the Up card it acts on)
or passes; the window closes when both have passed in a row. A cast can be answered with Dispel
Magic (``responses``) before it acts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import (
    anytime_spells,
    costs,
    deck_looks,
    move_spells,
    movement,
    rebates,
    spell_window,
    turn_start_items,
    up_powers,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import AfterUpStep
from stronghold.games.guardians.schema import AfterUp, AnyCard, Creature, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def _rule(state: GameState, cid: str) -> AfterUp | None:
    card = state.cards[cid].card
    return card.after_up if isinstance(card, Spell) else None


def _slows(state: GameState, cid: str) -> bool:
    """Whether this card is Pepe's Slow Down (every opposing shield one space this turn)."""
    return move_spells.effect(state, cid) == "slow"


def is_after_up_face(card: AnyCard) -> bool:
    """Whether the card is a spell of this window, Pepe's Slow Down among them (``owns_any``'s
    test); the items of the window too (Rooster: ``turn_start_items``)."""
    if turn_start_items.is_face(card):
        return True
    return isinstance(card, Spell) and (card.after_up is not None or card.move_spell == "slow")


def _may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such a spell face down, by what both seats know: its deck
    list has one that is not face up somewhere (a discard pile, an Up card)."""
    if anytime_spells.may_exist(state, seat):
        return True
    return state.holds_unseen(seat, is_after_up_face)


def _target(state: GameState, seat: int, rule: AfterUp) -> str | None:
    """The Up card the spell acts on: the opponent's (or, for a spell on every Up card or on
    the turn, the caster's own when the opponent has none)."""
    if rule.look is not None:  # Control Destiny: the deck looked at
        return deck_looks.target(state, seat, rule.look)
    if rule.cost_rule:  # Iron Force of Sethos: on the turn
        return move_spells.SELF
    if rule.rebate:  # Limited Big Time Rebate: on the turn, once per seat
        return None if state.players[seat].rebate else move_spells.SELF
    theirs, mine = state.players[1 - seat].up, state.players[seat].up
    if rule.redraw == "opponent":
        if theirs is None:
            return None
        if rule.only_class is not None:
            card = state.cards[theirs].card
            if not isinstance(card, Creature) or rule.only_class not in card.classes:
                return None
        return theirs
    return theirs if theirs is not None else mine


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(spell, Up card) pairs ``seat`` may cast now, one per spell name."""
    step = state.step_as(AfterUpStep)
    player = state.players[seat]
    seen: dict[str, tuple[str, str]] = {}
    for cid in player.storage:
        rule = _rule(state, cid)
        card = state.cards[cid].card
        if not isinstance(card, Spell) or not costs.affordable(state, seat, cid):
            continue
        if _slows(state, cid) and "slow" not in state.players[1 - seat].move_spells:
            seen.setdefault(card.name, (cid, move_spells.SELF))
        if rule is None:
            continue
        if rule.once_per_turn and f"{seat}:{card.name}" in step.cast:
            continue
        target = _target(state, seat, rule)
        if target is not None:
            seen.setdefault(card.name, (cid, target))
    return (
        sorted(seen.values())
        + anytime_spells.castable(state, seat)
        + turn_start_items.castable(state, seat, step.cast)
    )


def open_window(state: GameState, first: int) -> bool:
    """After the Up cards are turned: open the window if a seat may be asked (True)."""
    if not (_may_exist(state, 0) or _may_exist(state, 1) or up_powers.any_power(state)):
        return False
    state.step = AfterUpStep(first=first, asked=first)
    _ask(state, first)
    return True


def _ask(state: GameState, seat: int) -> None:
    """Ask ``seat`` (then the other) unless it is public that it cannot cast; close the window
    once both have let it go by."""
    step = state.step_as(AfterUpStep)
    while step.passes < 2:
        secret = state.players[seat].storage if _may_exist(state, seat) else []
        usable = bool(castable(state, seat)) or up_powers.any_option(state, seat)
        if state.asks(seat, has_choice=usable, secret=secret):
            state.phase, state.seat, step.asked = "after_up", seat, seat
            return
        step.passes += 1
        seat = 1 - seat
    _close(state)


def _close(state: GameState) -> None:
    step = state.step_as(AfterUpStep)
    state.step = None
    if step.peace:
        state.begin_settlement()
        return
    state.mover = turn_start_items.first_mover(state, step.first)
    movement.begin_turn(state, state.mover)


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Use the Up card's power, cast a spell on an Up card, or let the moment go by."""
    yield from up_powers.options(state, seat)
    yield from spell_window.options(castable(state, seat))


def do(state: GameState, seat: int, action: GameAction) -> None:
    if isinstance(action, up_powers.KINDS):
        up_powers.do(state, seat, action)
        state.step_as(AfterUpStep).passes = 0
        _ask(state, 1 - seat)
        return
    spell_window.take(state, seat, action, state.step_as(AfterUpStep), _ask, "after_up")


def resolve(state: GameState, seat: int, cid: str, aimed: str, *, cancelled: bool) -> None:
    """The spell or item (aimed at ``aimed``) acts unless dispelled, then the window goes on
    with the other seat."""
    step = state.step_as(AfterUpStep)
    if anytime_spells.resolve(state, seat, cid, cancelled=cancelled):
        step.passes = 0
        _ask(state, 1 - seat)
        return
    name = state.cards[cid].name
    if turn_start_items.effect(state, cid) is not None:
        turn_start_items.resolve(state, seat, cid, aimed, cancelled=cancelled)
        step.passes = 0
        _ask(state, 1 - seat)
        return
    rule = _rule(state, cid)
    if rule is None:  # Pepe's Slow Down: as when cast at a movement turn
        move_spells.resolve(state, seat, cid, move_spells.SELF, cancelled=cancelled)
        step.passes = 0
        _ask(state, 1 - seat)
        return
    if rule.look is not None and not cancelled and deck_looks.begin(state, seat, cid, rule.look):
        return  # the caster puts the cards back first (``arrange``)
    if (rule.cost_rule or rule.rebate) and not cancelled:
        if rule.rebate:
            rebates.take_effect(state, seat, name)
        else:
            costs.put_in_force(state, seat, cid)
        step.passes = 0
        _ask(state, 1 - seat)
        return
    target = _target(state, seat, rule)
    if cancelled or target is None:
        state.tell(events.Fizzled(name))
    elif rule.skip_to_settlement:
        step.peace = True
        state.tell(events.MovementSkipped(seat, name))
        _close(state)
        return
    else:
        seats = (1 - seat,) if rule.redraw == "opponent" else (0, 1)
        for who in seats:
            _throw_away_up(state, who, rule.deck_discards if who != seat else 0, name)
        step.first = movement.turn_up_cards(state)
    step.passes = 0
    _ask(state, 1 - seat)


def arrange(state: GameState, seat: int, action: GameAction) -> None:
    """``arrange``: a looked-at card put back (``deck_looks``); once every one is, the window
    goes on with the other seat."""
    if deck_looks.do(state, seat, action):
        state.step_as(AfterUpStep).passes = 0
        _ask(state, 1 - seat)


def _throw_away_up(state: GameState, seat: int, more: int, why: str) -> None:
    """``seat``'s Up card goes to the discard pile, with ``more`` cards off its deck's top."""
    player = state.players[seat]
    gone: list[str] = []
    if player.up is not None:
        gone.append(player.up)
        state.discard(player.up, lost=False)
        player.up = None
    for _ in range(more):
        if not player.deck:
            break
        cid = player.deck.pop()
        state.discard(cid, lost=False)
        gone.append(cid)
    state.tell(events.UpThrownAway(seat, why, tuple(state.cards[c].name for c in gone)))
