"""Creature magic items that make the creatures travelling with them fliers (issue 14,
"movement, flying and retreat on the board"): The Black Eye (Pirates) — ``gives_flying`` on a C
item, a pattern of the creatures it gives flight to (``combat/rules.py``: ``flies``) — and the
Amulet of Flying — ``worn_flight``, worn by one creature of its stack (``combat/rules.py``:
``wearers``), lost with it.

"Sharing this space with it" is read as travelling in the same stack as the item: under the
same shield, or on the same stronghold card without one. Such a creature flies wherever the
board asks whether it flies (a shield flies when all its creatures do; a creature reinforcing
from a stronghold card), and it is a flier in a combat its stack fights (``with_flight``: the
combat is set up with its card as a flier). Decisions: docs/rules-notes/cards/accessories.md
("The Black Eye"), docs/rules-notes/cards/amulet.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events
from stronghold.games.guardians.combat.rules import (
    fliers_in,
    flies,
    given_flight,
    wearers,
    with_flight,
)
from stronghold.games.guardians.schema import Match

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

__all__ = [
    "flies",
    "flying",
    "leaving_flies",
    "lose",
    "lose_worn",
    "patterns",
    "with_flight",
    "worn",
]


def patterns(state: GameState, stack: Iterable[str]) -> list[Match]:
    """The patterns of the creatures the items of ``stack`` (card ids) give flight to."""
    return given_flight(state.cards[cid].card for cid in stack)


def flying(state: GameState, stack: Sequence[str]) -> set[str]:
    """The creatures of ``stack`` (card ids, in its order) that fly: by their card, an item's
    pattern or the Amulet they wear."""
    faces = [state.cards[cid].card for cid in stack]
    return {cid for cid, fly in zip(stack, fliers_in(faces), strict=True) if fly}


def worn(state: GameState, stack: Sequence[str]) -> dict[str, str]:
    """The creature of ``stack`` (card ids) that wears each of its worn items (by item id)."""
    pairs = wearers([state.cards[cid].card for cid in stack])
    return {stack[item]: stack[wearer] for item, wearer in pairs.items()}


def leaving_flies(state: GameState, stack: Sequence[str], cid: str) -> bool:
    """Whether the creature ``cid`` flies as it leaves ``stack`` alone (reinforcing): by its
    card or by the items that go along with it -- those the stack can no longer hold once it
    has gone (``stranded_items``) -- never by one that stays behind (The Black Eye gives
    flight to the Pirates on its space, the Amulet to its wearer; docs/rules-notes/cards/
    amulet.md and accessories.md)."""
    along = state.stranded_items([c for c in stack if c != cid])
    return cid in flying(state, [cid, *along])


def lose(state: GameState, stack: list[str], cid: str) -> None:
    """The creature ``cid`` of ``stack`` is lost (to its owner's discard pile), and the item it
    wears with it (Amulet of Flying)."""
    pairs = worn(state, stack)
    stack.remove(cid)
    state.discard(cid)
    lose_worn(state, stack, {item: w for item, w in pairs.items() if w == cid})


def lose_worn(state: GameState, stack: list[str], pairs: dict[str, str]) -> None:
    """The worn items of ``stack`` (``pairs``: item -> wearer, as ``worn`` gave them) whose
    wearers went to the discard pile go there too."""
    for item, wearer in pairs.items():
        owner = state.cards[item].owner
        if item in stack and wearer in state.players[owner].discard:
            stack.remove(item)
            state.discard(item)
            name, lost = state.cards[item].name, state.cards[wearer].name
            state.tell(card_events.WornItemLost(owner, name, lost))
