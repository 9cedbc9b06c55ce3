"""A creature taking another creature's text box in a primary match-up (``takes_text_box``;
docs/rules-notes/cards/text-boxes.md): Xaz, Thief of Twilight (laid down as a primary attacker,
1d6 rolled: on 3 or more she takes her opponent's text box and the opponent's is blanked) and
Shin Chios, Third Disciple (his owner may lay a creature of his combat hand down as an
unchallenged card in melee; Shin takes its text box, which it keeps too).

A text box is every ability field of a creature except what is printed outside it (name,
realm, classes, size, Vitality, stacking number, Off-Color Bonus, bribery icons, flying, the
ranged and channeling numbers, the command mark and what only matters outside a combat): the
taker's own abilities are replaced by the giver's for the rest of the combat (its card is a
copy with them, remembered in ``memory.text_boxes``). Xaz's roll happens as the match-up's
creatures are shown; Shin's choice is asked at the ``retarget`` step (combat/retargets.py),
``unchallenged CARD`` or ``pass``, whenever his owner's combat hand holds a card (its size is
public; which creatures it holds is not).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, rerolls, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.schema import Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: Creature fields printed outside the text box, or about the card rather than a combat.
NOT_TEXT = frozenset(
    {
        *("aliases", "name", "provenance", "rarity", "set", "text", "unencoded", "up", "kind"),
        *("realm", "classes", "vitality", "stacking", "ocb", "bribe", "size", "flying"),
        *("ranged", "channeler", "channeling", "receives_channeling", "command", "command_only"),
        *("limit_group", "limit_per_space", "up_draws", "up_power", "shown_for_bare_land"),
    }
)
#: The fields a creature's text box holds.
TEXT_FIELDS = tuple(f for f in Creature.model_fields if f not in NOT_TEXT)


def give(state: CombatState, taker: CardInstance, giver: CardInstance) -> None:
    """``taker``'s text box becomes ``giver``'s for the rest of the combat."""
    source = giver.creature
    taker.card = taker.creature.model_copy(update={f: getattr(source, f) for f in TEXT_FIELDS})
    state.memory.text_boxes[taker.id] = giver.id
    state.tell(ev.Effect(taker.name, f"takes the text box of {giver.name}"))


def on_laid(state: CombatState, inst: CardInstance) -> None:
    """A creature laid down in a primary match-up that takes its opponent's text box on a
    roll (Xaz): the die, then the text box taken and the opponent's blanked."""
    rule = inst.creature.takes_text_box if inst.is_creature else None
    if rule is None or rule.source != "opponent" or inforce.blanked(state, inst):
        return
    opponent = inforce.opponent_of(state, inst)
    if opponent is None or not opponent.is_creature or opponent.status != Status.STANDING:
        return
    key = f"{inst.id}:text_box"
    if rerolls.roll(state, key, Frame("text_box", (inst.id, opponent.id))) is None:
        return  # a reroll is asked about first
    _take(state, inst, opponent)


@rerolls.continuation("text_box")
def _take_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _take(state, state.by_id[args[0]], state.by_id[args[1]])


def _take(state: CombatState, inst: CardInstance, opponent: CardInstance) -> None:
    """Xaz's die read: high enough, the opponent's text box is taken and its own blanked."""
    rule = inst.creature.takes_text_box
    assert rule is not None
    if rerolls.die(state, f"{inst.id}:text_box") < rule.roll:
        return
    give(state, inst, opponent)
    state.memory.blanked[opponent.id] = inst.id
    state.tell(ev.Effect(opponent.name, "loses its text box"))


def _shin(state: CombatState, seat: int) -> CardInstance | None:
    """``seat``'s fighter of the current match-up that may take a text box from its combat
    hand (Shin), if it may still."""
    m = state.current
    if m is None or m.secondary or m.result or (m.number, seat) in state.memory.retargets:
        return None
    mine = m.fighters[seat]
    inst = state.by_id[mine.id] if mine is not None else None
    if inst is None or not inst.is_creature or inst.status != Status.STANDING:
        return None
    rule = inst.creature.takes_text_box
    if rule is None or rule.source != "hand" or inforce.blanked(state, inst):
        return None
    return inst


def _hand(state: CombatState, seat: int) -> list[CardInstance]:
    return [
        i for i in state.cards if i.owner == seat and i.zone == "hand" and i.status == Status.HAND
    ]


def asks(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` is asked for Shin's choice now (public: Shin fights, the hand holds a
    card)."""
    return _shin(state, seat) is not None and bool(_hand(state, seat))


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The creatures of ``seat``'s combat hand Shin may take a text box from."""
    if not asks(state, seat):
        return []
    pool = [i for i in _hand(state, seat) if i.is_creature and not i.creature.command_only]
    return [act.Unchallenged(i.id) for i in inforce.unique_names(pool)]


def do(state: CombatState, seat: int, action: act.Unchallenged) -> None:
    """The creature is laid down unchallenged in melee and Shin takes its text box."""
    m = state.current
    shin = _shin(state, seat)
    assert m is not None and shin is not None
    state.memory.retargets[(m.number, seat)] = action.card
    laid = shared.to_table(state, action.card, Role.PRIMARY, m.number)
    laid.matchup = None  # unchallenged: fighting no one
    state.tell(ev.Effect(laid.name, "stands unchallenged in melee"))
    give(state, shin, laid)
