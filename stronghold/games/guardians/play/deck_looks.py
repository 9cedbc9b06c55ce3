"""Looking at the top of a draw deck and putting the cards back as one likes (``after_up =
{ look = ... }``): Control Destiny (the caster's own top six), Helm of the Brotherhood (the
opponent's top five); docs/rules-notes/cards/deck-knowledge.md.

Both are cast in the window right after the Up cards are turned (``play/after_up.py``), aimed
at the deck (``cast SPELL own-deck`` / ``opponent-deck``). When the spell acts, its caster
looks at the top cards (all of them if the deck holds fewer): from then on it alone knows
their faces and places (``knowledge.learn``), and puts them back one at a time, phase
``arrange``: ``arrange CARD top`` makes it the next card down from the top (the first one put
back is the new top card), ``arrange CARD bottom`` puts it under the deck, below the ones sent
there before. Once every card is back the window goes on. That the caster looked, and how
many cards it sent to the bottom, everyone sees; which cards, only the caster.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from stronghold.engine.events import Event, count, does, sentence, whose
from stronghold.games.guardians.keywords import DeckLook
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import knowledge
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import AfterUpStep, Step

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The targets a look names: the caster's own deck, the opponent's.
OWN = "own-deck"
THEIRS = "opponent-deck"
PHASE = "arrange"


@dataclass
class ArrangeStep(Step):
    """Looked-at cards being put back: who looks, whose deck, the spell; the cards still in
    the caster's hand (top of the deck last), those put back on top (the top card first) and
    at the bottom (in the order sent); the window it came from."""

    seat: int
    owner: int
    card: str
    left: list[str]
    top: list[str]
    bottom: list[str]
    resumes: AfterUpStep

    def canonical(self) -> dict[str, Any]:
        return {
            "arrange": [self.seat, self.owner, self.card, *(list(x) for x in self.parts())],
            "resumes": self.resumes.canonical(),
        }

    def parts(self) -> tuple[list[str], list[str], list[str]]:
        """The cards left, on top, at the bottom."""
        return self.left, self.top, self.bottom


@dataclass(frozen=True, slots=True)
class DeckLooked(Event):
    """A seat looked at the top cards of a draw deck (which, only that seat is told) and put
    them back, ``bottom`` of them under the deck."""

    seat: int
    owner: int
    spell: str
    number: int
    bottom: int
    #: The cards put back on top, top first, then those at the bottom (to the looker only).
    on_top: tuple[str, ...] | None = None
    under: tuple[str, ...] | None = None

    def told_to(self, viewer: int | None) -> Event:
        return self if viewer == self.seat else replace(self, on_top=None, under=None)

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        deck = "own" if self.owner == self.seat else whose(self.owner, viewer, names)
        if self.owner == self.seat and viewer == self.seat:
            deck = "your"
        text = (
            f"{self.spell}: {does(self.seat, viewer, names, 'look')} at the top "
            f"{count(self.number, 'card')} of {deck} draw deck and "
            f"{'put' if viewer == self.seat else 'puts'} them back, "
            f"{self.bottom} at the bottom"
        )
        if self.on_top is not None and self.under is not None:
            text += f" (top: {', '.join(self.on_top) or 'none'}; bottom: "
            text += f"{', '.join(self.under) or 'none'})"
        return sentence(text)


def deck_owner(seat: int, look: DeckLook) -> int:
    """Whose deck the look is at."""
    return seat if look.deck == "own" else 1 - seat


def target(state: GameState, seat: int, look: DeckLook) -> str | None:
    """What a cast names: the deck looked at, if it holds a card."""
    if not state.players[deck_owner(seat, look)].deck:
        return None
    return OWN if look.deck == "own" else THEIRS


def begin(state: GameState, seat: int, cid: str, look: DeckLook) -> bool:
    """The spell acts: ``seat`` looks at the top cards and starts putting them back (False:
    the deck is empty, nothing to look at)."""
    owner = deck_owner(seat, look)
    deck = state.players[owner].deck
    if not deck:
        return False
    looked = deck[-look.count :]
    knowledge.learn(state, seat, looked)
    window = state.step_as(AfterUpStep)
    state.step = ArrangeStep(seat, owner, cid, list(looked), [], [], window)
    state.phase, state.seat = PHASE, seat
    return True


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Put back any card still in hand, on top or at the bottom."""
    step = state.step_as(ArrangeStep)
    for cid in sorted(step.left):
        yield act.Arrange(cid, act.End.TOP)
        yield act.Arrange(cid, act.End.BOTTOM)


def do(state: GameState, seat: int, action: GameAction) -> bool:
    """One card put back; once all are, the deck is rebuilt, the look told and the window
    restored (True)."""
    assert isinstance(action, act.Arrange)
    step = state.step_as(ArrangeStep)
    step.left.remove(action.card)
    (step.top if action.end is act.End.TOP else step.bottom).append(action.card)
    if step.left:
        return False
    deck = state.players[step.owner].deck
    looked = len(step.top) + len(step.bottom)
    middle = deck[: len(deck) - looked]
    deck[:] = [*reversed(step.bottom), *middle, *reversed(step.top)]
    names = state.cards
    state.tell(
        DeckLooked(
            seat,
            step.owner,
            names[step.card].name,
            looked,
            len(step.bottom),
            tuple(names[c].name for c in step.top),
            tuple(names[c].name for c in step.bottom),
        )
    )
    state.step = step.resumes
    return True
