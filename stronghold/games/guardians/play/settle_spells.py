"""Spells cast at the start of Terrain Settlement, once every shield has moved (phase
``settle_spells``, ``settle_spell`` on the spell; docs/rules-notes/cards/spells-board-s9.md):

- ``pestilence`` (Pestilence): every shield of both seats on a disputed land gives up a
  creature of its owner's choice (``play/losses.py``); one a turn per seat;
- ``hostage`` (Hostage Crisis): the opponent shows its Creature Pen; the caster gains a Power
  Stone for each creature in it.
- ``work_crew`` (Work Crew): on an opposing stronghold space, which stays as it is in the
  opponent's next Draw and Organize (``play/work_crews.py``);
- ``banish`` (Warwick's Banishment): beside the opponent's discard pile, where it makes every
  card leaving the pile cost him stones (``play/discard_tolls.py``).

Like the window after the Up cards (``after_up``): a seat is asked when it could hold such a
spell by what both seats know; each in turn, the mover of the last movement turn's opponent
first; it closes when both have passed in a row. Casts are answerable by Dispel Magic.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import (
    anytime_spells,
    board,
    costs,
    discard_tolls,
    hat_rack,
    losses,
    on_shields,
    organize,
    settle_items,
    settlement,
    spell_window,
    work_crews,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import SpellWindowStep
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target word of each effect (what the action names).
_TARGETS = {
    "pestilence": "guardian",
    "hostage": "pen",
    "chronos": "guardian",
    "banish": discard_tolls.PILE,
}


def effect(state: GameState, cid: str) -> str | None:
    card = state.cards[cid].card
    return card.settle_spell if isinstance(card, Spell) else None


def is_settle_spell_face(card: AnyCard) -> bool:
    """Whether the card is a spell of this window, or an item of it (``owns_any``'s test)."""
    if isinstance(card, Spell) and card.settle_spell is not None:
        return True
    return settle_items.is_face(card) or on_shields.settles(card) or hat_rack.is_face(card)


def _may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such a spell face down (its deck list has one not face up)."""
    if anytime_spells.may_exist(state, seat):
        return True
    return state.holds_unseen(seat, is_settle_spell_face)


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    step = state.step_as(SpellWindowStep)
    player = state.players[seat]
    seen: dict[str, tuple[str, str]] = {}
    for cid in player.storage:
        what = effect(state, cid)
        card = state.cards[cid].card
        if what is None or not isinstance(card, Spell) or not costs.affordable(state, seat, cid):
            continue
        if what == "pestilence" and f"{seat}:{card.name}" in step.cast:
            continue  # once a turn
        if what == work_crews.EFFECT:  # on a space of the opponent's
            for target in work_crews.targets(state, seat):
                seen.setdefault(f"{card.name}:{target}", (cid, target))
            continue
        seen.setdefault(card.name, (cid, _TARGETS[what]))
    return (
        sorted(seen.values())
        + anytime_spells.castable(state, seat)
        + settle_items.castable(state, seat)
        + on_shields.castable(state, seat, "settlement")  # Voodoo Hat
        + hat_rack.castable(state, seat)
    )


def open_window(state: GameState) -> bool:
    """At the start of settlement: open the window if a seat may be asked (True)."""
    if not (_may_exist(state, 0) or _may_exist(state, 1)):
        return False
    first = 1 - state.mover
    state.step = SpellWindowStep(first=first, asked=first)
    _ask(state, first)
    return True


def _ask(state: GameState, seat: int) -> None:
    spell_window.ask_in_turn(
        state, seat, "settle_spells", _may_exist, castable, settlement.settle_lands
    )


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Cast Pestilence or Hostage Crisis, or let the moment go by."""
    return spell_window.options(castable(state, seat))


def do(state: GameState, seat: int, action: GameAction) -> None:
    on_shields.aim(state, seat, action)  # (a Voodoo Hat's shield, kept until it acts)
    if isinstance(action, act.Cast) and effect(state, action.card) == work_crews.EFFECT:
        anytime_spells.keep_aim(state, seat, action.card, action.target)  # (Work Crew's space)
    spell_window.take(state, seat, action, state.step_as(SpellWindowStep), _ask, "settle_spell")


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    """The spell acts (unless dispelled), then the window goes on with the other seat."""
    if hat_rack.is_rack(state, cid):  # Voodoo Hat Rack: its player clears cards
        hat_rack.resolve(state, seat, cid, cancelled=cancelled, then=_ask)
        return
    if on_shields.is_on_shield(state, cid):  # Voodoo Hat
        target = anytime_spells.aimed(state, seat, cid)
        on_shields.resolve(state, seat, cid, target, cancelled=cancelled)
        _ask(state, 1 - seat)
        return
    if settle_items.effect(state, cid):  # an item of the window (Rosetta Stone)
        settle_items.resolve(state, seat, cid, cancelled=cancelled, then=_ask)
        return
    what = effect(state, cid)
    name = state.cards[cid].name
    if what == "banish":  # Warwick's Banishment: beside the opponent's discard pile
        discard_tolls.resolve(state, seat, cid, cancelled=cancelled)
        _ask(state, 1 - seat)
        return
    if what == work_crews.EFFECT:  # its space kept until now (Work Crew)
        target = anytime_spells.aimed(state, seat, cid)
        if cancelled:
            state.tell(events.Fizzled(name))
        else:
            work_crews.bar(state, seat, cid, target)
        _ask(state, 1 - seat)
        return
    if anytime_spells.resolve(state, seat, cid, cancelled=cancelled):
        pass
    elif cancelled or what is None:
        state.tell(events.Fizzled(name))
    elif what == "pestilence":
        hit = [
            losses.Loss(shield.id, 1, name)
            for space in board.LANDS
            for shield in state.shields_at(space)
        ]
        losses.start(state, hit, then="pestilence", caster=seat)
        return
    elif what == "chronos":
        state.players[seat].move_spells.append(organize.CHRONOS)
        said = "sends everyone straight to Movement and Combat next turn"
        state.tell(events.MoveSpell(seat, name, said))
    else:
        pen = state.players[1 - seat].pen
        for pid in pen:
            state.set_public(pid)
        creatures = sum(1 for pid in pen if state.cards[pid].is_creature)
        state.players[seat].stones += creatures
        shown = tuple(state.cards[pid].name for pid in pen)
        state.tell(events.PenShown(1 - seat, name, shown, seat, creatures))
    _ask(state, 1 - seat)


def after_pestilence(state: GameState, seat: int) -> None:
    """The shields have given up their creatures to ``seat``'s Pestilence: the window goes on
    with the other seat."""
    _ask(state, 1 - seat)


def rack_pick(state: GameState, seat: int, action: GameAction) -> None:
    """A card cleared for a Voodoo Hat Rack (``hat_rack``), or done; the window goes on
    after."""
    hat_rack.do(state, seat, action, _ask)


def shuffle_back(state: GameState, seat: int, action: GameAction) -> None:
    """A card taken for a Rosetta Stone (``settle_items``); the window goes on after."""
    settle_items.do(state, seat, action, _ask)
