"""Cards laid beside the opponent's discard pile that make every card leaving it cost him
Power Stones (Warwick's Banishment: ``settle_spell = "banish"`` with ``discard_toll`` on the
spell; docs/rules-notes/cards/banishment.md).

- Cast in the window at the start of Terrain Settlement (``play/settle_spells.py``,
  ``cast CARD guardian``: on the opponent, the only one), answerable by Dispel Magic.
  Standing, it lies face up beside the opponent's discard pile (``Player.tolls`` of its
  caster) until it is dispelled.
- Every removal of a card from a pile goes through ``take``: the pile's owner pays the toll of
  every card lying beside it (two Banishments: two stones), whoever's card removes it. A
  removal he cannot pay for does not happen: a choice that would remove cards is offered only
  when he can pay for them (``payable``), and a forced one (an Up card turned from the pile)
  is skipped.
- "May be dispelled at any time": at every out-of-combat spell window (before the draw, after
  the Up cards, at the start of Terrain Settlement: ``play/anytime_spells.py``) either seat may
  cast Dispel Magic on it (``cast DISPEL CARD``), itself answerable; standing, the Banishment
  goes to its caster's discard pile.

A card paid for and waiting on its player's pile while it may be answered (an accessory, a
card laid on a shield, the Banishment itself) only passes through the pile: its going on is
not a removal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target word of a Banishment (the opponent's discard pile: the only one it may be laid
#: by, so the cast names the caster's turn, as a Rosetta Stone's does: no word of its own).
PILE = "guardian"


def is_face(card: AnyCard) -> bool:
    """Whether the card is laid beside a discard pile (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.settle_spell == "banish"


def toll(state: GameState, seat: int) -> int:
    """The Power Stones ``seat`` pays for each card leaving its discard pile."""
    total = 0
    for cid in state.players[1 - seat].tolls:
        card = state.cards[cid].card
        total += card.discard_toll if isinstance(card, Spell) else 0
    return total


def payable(state: GameState, seat: int, count: int = 1, *, price: int = 0) -> bool:
    """Whether ``count`` cards may leave ``seat``'s discard pile (he can pay for them), with
    ``price`` stones still to pay first for the card that takes them."""
    return state.players[seat].stones - price >= toll(state, seat) * count


def take(state: GameState, seat: int, cid: str) -> bool:
    """``cid`` leaves ``seat``'s discard pile, its owner paying the toll; False (nothing
    changes) if he cannot pay."""
    due = toll(state, seat)
    player = state.players[seat]
    if player.stones < due:
        return False
    player.discard.remove(cid)
    if due:
        player.spend(due)  # paid, so counted as spent (Limited Big Time Rebate)
        name = state.cards[state.players[1 - seat].tolls[0]].name
        said = f"pays {due} Power Stone{'s' if due != 1 else ''}: a card leaves its discard pile"
        state.tell(events.MoveSpell(seat, name, said))
    return True


def unwait(state: GameState, seat: int, cid: str) -> None:
    """``cid``, paid for and waiting on ``seat``'s pile while it could be answered, goes on to
    its place (an accessory, a card on a shield, an item turned as the Up card): it only passed
    through the pile, so nothing is paid."""
    state.players[seat].discard.remove(cid)


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    """The spell stood: it lies beside the opponent's discard pile (else it fizzles)."""
    player = state.players[seat]
    name = state.cards[cid].name
    if cancelled or cid not in player.discard:
        state.tell(events.Fizzled(name))
        return
    unwait(state, seat, cid)
    player.tolls.append(cid)
    state.tell(events.MoveSpell(1 - seat, name, "has it lying beside its discard pile"))


def lying(state: GameState) -> list[str]:
    """The cards lying beside either seat's discard pile."""
    return sorted(cid for player in state.players for cid in player.tolls)


def is_dispel_aim(state: GameState, cid: str, target: str) -> bool:
    """Whether ``cid`` is a Dispel Magic cast on a card lying beside a pile."""
    card = state.cards[cid].card
    return isinstance(card, Spell) and card.dispel and target in lying(state)


def dispel(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """``seat``'s Dispel Magic ``cid`` stood (else it fizzles): ``target`` leaves its place
    beside the pile for its caster's discard pile."""
    if cancelled or target not in lying(state):
        state.tell(events.Fizzled(state.cards[cid].name))
        return
    for player in state.players:
        if target in player.tolls:
            player.tolls.remove(target)
    state.discard(target)
    said = f"dispels {state.cards[target].name}"
    state.tell(events.MoveSpell(seat, state.cards[cid].name, said))
