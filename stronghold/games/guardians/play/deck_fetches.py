"""A command card's search of its owner's own draw deck, carried out as the combat comes back
(combat/command_fetches.py: Sebek, Queen of Magicians; docs/rules-notes/cards/command-fetches.md).

Before the loser retreats, the owner looks through his whole draw deck (``knowledge.learn``:
while he chooses he alone knows its order), takes one card of the kind into his storage hand
(``pick CARD``, one per name) and the deck is shuffled (``knowledge.shuffle_deck``). The
opponent learns that a card was taken, not which (``DeckFetched.told_to``). A deck with no card
of the kind is looked through and shuffled with nothing taken. Both sides may owe a search:
the attacker's is first.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from stronghold.engine.events import Event, count, does, sentence, whose
from stronghold.games.guardians.combat.command_fetches import DECK, is_kind
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import knowledge
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Step

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState
    from stronghold.games.guardians.play.state import GameState

PHASE = "fetch"
#: A search owed: (the game's seat, the card that owes it, the kind of card taken).
Owed = tuple[int, str, str]


@dataclass
class FetchStep(Step):
    """Searches owed after a combat: the one being made first; where play goes on after."""

    owed: list[Owed]
    resumes: Step | None

    def canonical(self) -> dict[str, Any]:
        return {
            "fetch": [list(o) for o in self.owed],
            "resumes": None if self.resumes is None else self.resumes.canonical(),
        }


@dataclass(frozen=True, slots=True)
class DeckFetched(Event):
    """A seat looked through its own draw deck, took a card of a kind into its storage hand
    (named to that seat only) or none, and shuffled it."""

    seat: int
    source: str
    cards: str
    number: int
    taken: bool
    card: str | None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, card=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        deck = f"{whose(self.seat, viewer, names)} draw deck ({count(self.number, 'card')})"
        mine = viewer == self.seat
        if not self.taken:
            got = f"{'find' if mine else 'finds'} no {self.cards}"
        else:
            what = self.card or f"a {self.cards}"
            got = f"{'take' if mine else 'takes'} {what} into the storage hand"
        return sentence(
            f"{self.source}: {does(self.seat, viewer, names, 'look')} through {deck}, {got}, "
            "and the deck is shuffled"
        )


def owed(combat: CombatState, seats: Sequence[int]) -> list[Owed]:
    """The searches a finished combat noted, in the order noted (``seats``: the game's seat
    of each combat side)."""
    return [
        (seats[side], source, kinds[0])
        for side, what, source, kinds in combat.memory.board_effects
        if what == DECK
    ]


def begin(state: GameState, due: list[Owed]) -> bool:
    """Make the searches ``due`` in turn (True: a seat is asked which card it takes; play
    goes on through ``do``)."""
    while due:
        seat, source, kind = due[0]
        deck = state.players[seat].deck
        knowledge.learn(state, seat, deck)
        if _choices(state, seat, kind):
            state.step = FetchStep(due, state.step)
            state.phase, state.seat = PHASE, seat
            return True
        _finish(state, seat, source, kind, None)
        due.pop(0)
    return False


def _choices(state: GameState, seat: int, kind: str) -> list[str]:
    """The cards of ``kind`` in ``seat``'s deck it may take: one per name."""
    named: dict[str, str] = {}
    for cid in state.players[seat].deck:
        card = state.cards[cid]
        if is_kind(card.card, kind):
            named.setdefault(card.name, cid)
    return sorted(named.values())


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Take any one card of the kind."""
    _seat, _source, kind = state.step_as(FetchStep).owed[0]
    for cid in _choices(state, seat, kind):
        yield act.Pick(cid)


def do(state: GameState, seat: int, action: GameAction) -> bool:
    """The card is taken and the deck shuffled; the next search owed, if any (True: none is
    left, play goes on where it was)."""
    assert isinstance(action, act.Pick)
    step = state.step_as(FetchStep)
    _seat, source, kind = step.owed.pop(0)
    state.step = step.resumes
    _finish(state, seat, source, kind, action.creature)
    return not begin(state, step.owed)


def _finish(state: GameState, seat: int, source: str, kind: str, cid: str | None) -> None:
    player = state.players[seat]
    number = len(player.deck)
    if cid is not None:
        player.deck.remove(cid)
        player.storage.append(cid)
    knowledge.shuffle_deck(state, seat)
    name = None if cid is None else state.cards[cid].name
    state.tell(DeckFetched(seat, source, kind, number, cid is not None, name))
