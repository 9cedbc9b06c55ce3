"""Magic items played as a turn begins: in the window right after the Up cards are turned
(phase ``after_up``, beside that window's spells), ``turn_start`` on the item
(docs/rules-notes/cards/turn-start-items.md):

- ``move_first`` (Rooster): its player moves first this turn whatever the Up cards say; when
  both seats play one in the same turn they cancel out and the Up cards decide;
- ``take_up`` (Sarcophagus of Haidra), aimed at the caster's own Up card: that card goes to its
  Storage Hand (face up: both have seen it) and the Sarcophagus becomes its Up card; who moves
  first stays as the Up cards decided it;
- ``no_channeling`` (Monolith of Power), aimed at any space: until the turn ends nobody may
  channel in a combat fought on that space or on a space orthogonally next to it.

What such an item leaves in force is a word in ``Player.move_spells`` of its player
(``rooster``, ``no_channeling:SPACE:CARD``), cleared as the next turn begins. A seat plays each
item name at most once a turn; a play may be answered with Dispel Magic like any item.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import board, costs, discard_tolls
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The word an item aimed at its own player's turn names as its target.
SELF = "guardian"
ROOSTER = "rooster"
NO_CHANNELING = "no_channeling:"


def effect(state: GameState, cid: str) -> str | None:
    """What the card does in the window after the Up cards, if it is such an item."""
    card = state.cards[cid].card
    return card.turn_start if isinstance(card, Item) else None


def is_face(card: AnyCard) -> bool:
    """Whether the card is an item of this window (``owns_any``'s test)."""
    return isinstance(card, Item) and card.turn_start is not None


def _targets(state: GameState, seat: int, what: str) -> list[str]:
    if what == "take_up":
        up = state.players[seat].up
        return [] if up is None else [up]
    if what == "no_channeling":
        return [board.name(space) for space in board.SPACES]
    return [SELF]


def castable(state: GameState, seat: int, played: list[str]) -> list[tuple[str, str]]:
    """(item, target) pairs ``seat`` may play now, one item per name; ``played`` holds the
    ``seat:name`` of what was played in this window already."""
    player = state.players[seat]
    seen: dict[str, str] = {}
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if not isinstance(card, Item) or card.turn_start is None:
            continue
        if costs.affordable(state, seat, cid) and f"{seat}:{card.name}" not in played:
            seen.setdefault(card.name, cid)
    out: list[tuple[str, str]] = []
    for cid in sorted(seen.values()):
        what = effect(state, cid)
        assert what is not None
        out += [(cid, target) for target in _targets(state, seat, what)]
    return out


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The item acts, unless it was dispelled or its target is gone."""
    what = effect(state, cid)
    name = state.cards[cid].name
    player = state.players[seat]
    space = board.parse_space(target)
    if cancelled or what is None:
        state.tell(events.Fizzled(name))
    elif what == "move_first":
        player.move_spells.append(ROOSTER)
        state.tell(events.MoveSpell(seat, name, "moves first this turn"))
    elif what == "take_up":
        if player.up != target or cid not in player.discard:
            state.tell(events.Fizzled(name))
            return
        discard_tolls.unwait(state, seat, cid)
        player.storage.append(target)
        player.up = cid
        said = f"takes {state.cards[target].name} into its Storage Hand; {name} is its Up card"
        state.tell(events.MoveSpell(seat, name, said))
    elif space is not None:
        player.move_spells.append(f"{NO_CHANNELING}{space}:{cid}")
        said = f"allows no channeling on or next to {target} this turn"
        state.tell(events.MoveSpell(seat, name, said))


def first_mover(state: GameState, by_up_cards: int) -> int:
    """Who moves first: the one seat that played a Rooster this turn, else the Up cards'."""
    roosters = [seat for seat in (0, 1) if ROOSTER in state.players[seat].move_spells]
    return roosters[0] if len(roosters) == 1 else by_up_cards


def channeling_ban(state: GameState, space: int) -> str:
    """The card that forbids channeling in a combat on ``space`` this turn ("" if none)."""
    near = {space, *board.neighbours(space)}
    for player in state.players:
        for word in player.move_spells:
            if word.startswith(NO_CHANNELING):
                where, cid = word.removeprefix(NO_CHANNELING).split(":")
                if int(where) in near:
                    return state.cards[cid].name
    return ""
