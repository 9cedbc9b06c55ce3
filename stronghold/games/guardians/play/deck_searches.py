"""Searching the opponent's draw deck (``deck_search = "opponent_creature"`` on the spell):
Assassin of Shadow, cast in Draw and Organize (``cast SPELL opponent-deck``, answerable by
Dispel Magic; docs/rules-notes/cards/deck-knowledge.md).

When it acts its caster looks through the whole of the opponent's draw deck: while it chooses
it alone knows those cards (``knowledge.learn``, phase ``search``), and it discards one creature
of the deck of its choice (``pick CARD``, one per name), shown to both seats; then the deck is
shuffled (``knowledge.shuffle_deck``: what the caster saw of the order is gone) and organizing
goes on. A deck with no creature is looked through and shuffled with nothing discarded.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.engine.events import Event, count, does, sentence, whose
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import knowledge
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import Step
from stronghold.games.guardians.schema import AnyCard, Creature, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target a cast names, and the phase of the choice.
TARGET = "opponent-deck"
PHASE = "search"


@dataclass
class SearchStep(Step):
    """A deck being searched: who searches, the spell; where play goes on afterwards."""

    seat: int
    card: str
    resume_phase: str
    resume_seat: int | None
    resumes: Step | None

    def canonical(self) -> dict[str, Any]:
        return {
            "search": [self.seat, self.card, self.resume_phase, self.resume_seat],
            "resumes": None if self.resumes is None else self.resumes.canonical(),
        }


@dataclass(frozen=True, slots=True)
class DeckSearched(Event):
    """A seat looked through the opponent's draw deck, discarded a creature of it (shown) or
    none, and shuffled it."""

    seat: int
    spell: str
    number: int
    discarded: str | None

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        owner = whose(1 - self.seat, viewer, names)
        gone = f"discards {self.discarded}" if self.discarded else "finds no creature to discard"
        if viewer == self.seat:
            gone = gone.replace("discards", "discard").replace("finds", "find")
        return sentence(
            f"{self.spell}: {does(self.seat, viewer, names, 'look')} through {owner} draw deck "
            f"({count(self.number, 'card')}), {gone}, and the deck is shuffled"
        )


def is_face(card: AnyCard) -> bool:
    """Whether the card searches the opponent's deck (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.deck_search is not None


def target(state: GameState, seat: int) -> str | None:
    """What a cast names: the opponent's deck, if it holds a card."""
    return TARGET if state.players[1 - seat].deck else None


def _creatures(state: GameState, seat: int) -> list[str]:
    """The creatures of the opponent's deck ``seat`` may discard: one per name."""
    named: dict[str, str] = {}
    for cid in state.players[1 - seat].deck:
        card = state.cards[cid]
        if isinstance(card.card, Creature):
            named.setdefault(card.name, cid)
    return sorted(named.values())


def begin(state: GameState, seat: int, cid: str) -> None:
    """The spell acts: ``seat`` looks through the opponent's deck and chooses a creature."""
    knowledge.learn(state, seat, state.players[1 - seat].deck)
    if not _creatures(state, seat):
        _finish(state, seat, cid, None)
        return
    state.step = SearchStep(seat, cid, state.phase, state.seat, state.step)
    state.phase, state.seat = PHASE, seat


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Discard any one creature of the searched deck."""
    for cid in _creatures(state, seat):
        yield act.Pick(cid)


def do(state: GameState, seat: int, action: GameAction) -> None:
    """The creature is discarded, the deck shuffled, and play goes on where it was."""
    assert isinstance(action, act.Pick)
    step = state.step_as(SearchStep)
    state.step = step.resumes
    state.phase, state.seat = step.resume_phase, step.resume_seat
    _finish(state, seat, step.card, action.creature)


def _finish(state: GameState, seat: int, cid: str, creature: str | None) -> None:
    deck = state.players[1 - seat].deck
    number = len(deck)
    if creature is not None:
        deck.remove(creature)
        state.discard(creature, lost=False)
    knowledge.shuffle_deck(state, 1 - seat)
    shown = None if creature is None else state.cards[creature].name
    state.tell(DeckSearched(seat, state.cards[cid].name, number, shown))
