"""Spells cast in Draw and Organize before the cards are drawn (phase ``draw_spells``,
``draw_spell`` on the spell; docs/rules-notes/cards/spells-s10.md):

- ``d6`` (Planes of Entropy): the caster draws 1d6 cards this turn instead of its usual number
  (the die is rolled, for both to see, when the spell acts);
- ``unshielded_lands`` (Grunwald The Usurper): every land with a terrain card and no shield on
  it counts as the caster's for its draw this turn;
- ``burn`` (Phase Assassin): the caster burns a number of Power Stones (the action's target,
  paid as it is cast); the opponent draws that many cards fewer this turn;
- ``from_discard`` (Cuthbert the Resurrector), cast on a creature of the caster's discard pile
  (face up, seen by both): one of the caster's draws this turn is that creature.

The window opens as a turn begins, before the first draw, like the window after the Up cards
(``after_up``): a seat is asked when it could hold such a spell by what both seats know; seat 0
(the first to draw) first, then each in turn; it closes when both have passed in a row. Each
spell is cast at most once a turn by a seat. Casts are answerable by Dispel Magic. A Footlocker
of Conflagration beside a Guardian is used in this window too (``shield_fetch``). What a spell
leaves in force is a word in ``Player.move_spells`` of the seat it binds (``draws:N``,
``usurps``, ``fewer:N``, ``from_discard:CARD``), cleared when the next turn begins.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import (
    anytime_spells,
    costs,
    discard_tolls,
    responses,
    shield_fetch,
    spell_window,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import SpellWindowStep
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The word a self-aimed spell names as its target.
SELF = "guardian"


def effect(state: GameState, cid: str) -> str | None:
    card = state.cards[cid].card
    return card.draw_spell if isinstance(card, Spell) else None


def is_draw_spell_face(card: AnyCard) -> bool:
    """Whether the card is a spell cast on the draw (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.draw_spell is not None


def _may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such a spell face down (its deck list has one not face up,
    or a spell cast whenever the holder likes); a seat whose cards hold no such spell at all is
    answered at once (``owns_any``)."""
    if anytime_spells.may_exist(state, seat) or shield_fetch.in_play(state, seat):
        return True  # (a Footlocker beside the Guardian is face up)
    return state.holds_unseen(seat, is_draw_spell_face)


def _targets(state: GameState, seat: int, what: str, price: int = 0) -> list[str]:
    player = state.players[seat]
    if what == "burn":
        return [str(n) for n in range(1, player.stones + 1)]
    if what == "from_discard":
        named: dict[str, str] = {}
        for cid in player.discard if discard_tolls.payable(state, seat, price=price) else []:
            if state.cards[cid].is_creature:
                named.setdefault(state.cards[cid].name, cid)
        return sorted(named.values())
    return [SELF]


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(spell, target) pairs ``seat`` may cast now (one spell per name)."""
    step = state.step_as(SpellWindowStep)
    player = state.players[seat]
    seen: dict[str, str] = {}
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        what = effect(state, cid)
        if what is None or not isinstance(card, Spell) or not costs.affordable(state, seat, cid):
            continue
        if f"{seat}:{card.name}" not in step.cast:
            seen.setdefault(card.name, cid)
    out: list[tuple[str, str]] = []
    for cid in sorted(seen.values()):
        what = effect(state, cid)
        assert what is not None
        price = costs.price(state, seat, cid) or 0  # paid before any toll
        out += [(cid, target) for target in _targets(state, seat, what, price)]
    return out + anytime_spells.castable(state, seat) + shield_fetch.castable(state, seat)


def open_window(state: GameState) -> bool:
    """As a turn begins, before the draw: open the window if a seat may be asked (True)."""
    if not state.spells_before_draw or not (_may_exist(state, 0) or _may_exist(state, 1)):
        return False
    state.step = SpellWindowStep(first=0, asked=0)
    _ask(state, 0)
    return True


def _ask(state: GameState, seat: int) -> None:
    spell_window.ask_in_turn(
        state, seat, "draw_spells", _may_exist, castable, lambda world: world.begin_draws()
    )


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Cast a spell on the draw, or let the moment go by."""
    return spell_window.options(castable(state, seat))


def do(state: GameState, seat: int, action: GameAction) -> None:
    if isinstance(action, act.Cast) and shield_fetch.is_use(state, action.card):
        state.step_as(SpellWindowStep).passes = 0
        shield_fetch.pay(state, seat, action.card)  # Footlocker: paid as it is used
        state.tell(events.Cast(seat, state.cards[action.card].name))
        responses.answer_use(state, seat, action.card, action.target, then="draw_spell")
        return
    if isinstance(action, act.Cast) and effect(state, action.card) == "burn":
        state.players[seat].spend(int(action.target))  # Phase Assassin: burnt as cast
    spell_window.take(state, seat, action, state.step_as(SpellWindowStep), _ask, "draw_spell")


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The spell acts (unless dispelled), then the window goes on with the other seat."""
    what = effect(state, cid)
    name = state.cards[cid].name
    if shield_fetch.is_use(state, cid):
        if cancelled or not shield_fetch.holds(state, seat, target):
            state.tell(events.Fizzled(name))
        else:
            shield_fetch.resolve(state, seat, cid, target)
    elif anytime_spells.resolve(state, seat, cid, cancelled=cancelled):
        pass
    elif cancelled or what is None:
        state.tell(events.Fizzled(name))
    elif what == "d6":
        rolled = state.rng.randint(1, 6)
        state.players[seat].move_spells.append(f"draws:{rolled}")
        state.tell(events.MoveSpell(seat, name, f"rolls {rolled}: draws {rolled} this turn"))
    elif what == "unshielded_lands":
        state.players[seat].move_spells.append("usurps")
        said = "counts every land with terrain and no shield as its own for this draw"
        state.tell(events.MoveSpell(seat, name, said))
    elif what == "burn":
        state.players[1 - seat].move_spells.append(f"fewer:{target}")
        said = f"draws {target} fewer this turn ({target} stones burnt)"
        state.tell(events.MoveSpell(1 - seat, name, said))
    else:
        state.players[seat].move_spells.append(f"from_discard:{target}")
        said = f"will draw {state.cards[target].name} from its discard pile"
        state.tell(events.MoveSpell(seat, name, said))
    _ask(state, 1 - seat)


def _marks(state: GameState, seat: int, prefix: str) -> list[str]:
    return [m.removeprefix(prefix) for m in state.players[seat].move_spells if m.startswith(prefix)]


def usurps(state: GameState, seat: int) -> bool:
    """Whether every land with terrain and no shield counts as ``seat``'s for its draw."""
    return "usurps" in state.players[seat].move_spells


def adjusted(state: GameState, seat: int, usual: int) -> int:
    """``seat``'s draw this turn from its ``usual`` number: a die's number instead (Planes of
    Entropy), less the cards burned away (Phase Assassin); never below 0."""
    rolled = _marks(state, seat, "draws:")
    count = int(rolled[-1]) if rolled else usual
    count -= sum(int(n) for n in _marks(state, seat, "fewer:"))
    return max(0, count)


def from_discard(state: GameState, seat: int) -> str | None:
    """The creature of ``seat``'s discard pile that is one of its draws (Cuthbert), if it is
    still there; the mark is spent."""
    for card in _marks(state, seat, "from_discard:"):
        state.players[seat].move_spells.remove(f"from_discard:{card}")
        if card in state.players[seat].discard:
            return card
    return None
