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
    "leave",
    "leaving_flies",
    "lose",
    "lose_worn",
    "patterns",
    "send_worn_home",
    "travels_with_wearer",
    "with_flight",
    "worn",
    "worn_by",
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


def travels_with_wearer(state: GameState) -> bool:
    """Whether an Amulet goes with its wearer when the wearer leaves its stack alive (the game
    parameter ``amulet_travels = "wearer"``), rather than stay with the stack (``"stack"``,
    the default)."""
    rules = state.game.params.get("rules") or {}
    return bool(rules.get("amulet_travels") == "wearer")


def worn_by(state: GameState, stack: Sequence[str], cid: str) -> list[str]:
    """The items the creature ``cid`` of ``stack`` wears that go with it as it leaves alive:
    under ``amulet_travels = "wearer"`` its Amulets, else none."""
    if not travels_with_wearer(state):
        return []
    return [item for item, wearer in worn(state, stack).items() if wearer == cid]


def leaving_flies(state: GameState, stack: Sequence[str], cid: str) -> bool:
    """Whether the creature ``cid`` flies as it leaves ``stack`` alone (reinforcing): by its
    card or by the items that go along with it -- the Amulet it wears, under ``"wearer"``, and
    those the stack can no longer hold once it has gone (``stranded_items``) -- never by one
    that stays behind (The Black Eye gives flight to the Pirates on its space, the Amulet to its
    wearer; docs/rules-notes/cards/amulet.md and accessories.md)."""
    taken = worn_by(state, stack, cid)
    along = taken + state.stranded_items([c for c in stack if c != cid and c not in taken])
    return cid in flying(state, [cid, *along])


def leave(state: GameState, source: list[str], cid: str, to: list[str]) -> list[str]:
    """The creature ``cid`` leaves ``source`` alive for the stack ``to`` (reinforcing, dropped
    off, picked up), with the Amulets it wears under ``"wearer"`` and then the items ``source``
    can no longer hold. An Amulet that goes with its wearer only by that setting is shown with
    it (told): the other seat sees one more card go than the items rule moves. Returns the
    cards that went, ``cid`` first."""
    taken = worn_by(state, source, cid)
    source.remove(cid)
    to.append(cid)
    stays = set(taken) - set(state.stranded_items(source))  # (the items rule keeps them)
    for item in taken:
        source.remove(item)
        to.append(item)
    _show_worn(state, cid, [item for item in taken if item in stays])
    return [cid, *taken, *state.release_items(source, to=to)]


def send_worn_home(state: GameState, seat: int, stack: list[str], pairs: dict[str, str]) -> int:
    """After a combat, under ``"wearer"``: the worn items of ``stack`` (``pairs``: item ->
    wearer, as ``worn`` gave them when the combat was set up) whose wearers left the board
    alive (bribed, sent back, saved: the Creature Pen; bought back: the Storage Hand) go to
    the Creature Pen, shown. Returns how many went."""
    if not travels_with_wearer(state):
        return 0
    player = state.players[seat]
    home = [(i, w) for i, w in pairs.items() if i in stack and w in (*player.pen, *player.storage)]
    for item, wearer in home:
        stack.remove(item)
        player.pen.append(item)
        _show_worn(state, wearer, [item])
    return len(home)


def _show_worn(state: GameState, wearer: str, items: list[str]) -> None:
    """``items`` went with the creature ``wearer`` that wears them: both are shown (told)."""
    for item in items:
        state.set_public(item)
        state.set_public(wearer)
        owner, name = state.cards[item].owner, state.cards[item].name
        state.tell(card_events.WornItemWent(owner, name, state.cards[wearer].name))


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
