"""Spells cast in Draw and Organize: Channeling Flux (the caster's Guardian has a CMP of 20
until the turn ends; ``guardian_cmp`` on the spell, docs/rules-notes/cards/spells-board-s9.md)
and Summon Dimensional Fire Well (one of the caster's stronghold cards turns to rubble, then its
Guardian has exactly 5 stones; ``rubble_for_stones``, docs/rules-notes/cards/spells-s10.md),
and Curse of the Betrayed (``cast CURSE NAME``: the opponent may not play cards of that name
this turn, ``costs.bar``; it is never answered: docs/rules-notes/cards/costs-permissions.md),
and Assassin of Shadow (``cast SPELL opponent-deck``: ``deck_searches``), and Ragmort's
Engineers (``cast SPELL A1``: an extra upgrade beside that card, ``engineers``).
Cast like a recovering card (``cast SPELL guardian``, ``cast SPELL A1``: the stronghold card's
space), answerable by Dispel Magic; what Channeling Flux leaves in force is the caster's
``Player.raised_cmp`` (20), cleared when the next turn begins."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import (
    board,
    board_effects,
    costs,
    deck_searches,
    engineers,
    on_shields,
    responses,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def _cmp(state: GameState, cid: str) -> int | None:
    card = state.cards[cid].card
    return card.guardian_cmp if isinstance(card, Spell) else None


def _stones(state: GameState, cid: str) -> int | None:
    card = state.cards[cid].card
    return card.rubble_for_stones if isinstance(card, Spell) else None


def raises_cmp(card: AnyCard) -> bool:
    """Whether the card is a spell that raises the Guardian's CMP (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.guardian_cmp is not None


def ruins_for_stones(card: AnyCard) -> bool:
    """Whether the card is a spell that ruins a stronghold card for stones (``owns_any``)."""
    return isinstance(card, Spell) and card.rubble_for_stones is not None


def curses(card: AnyCard) -> bool:
    """Whether the card is Curse of the Betrayed (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.cost_rule == "curse"


def is_organize_spell(state: GameState, cid: str) -> bool:
    card = state.cards[cid].card
    if curses(card) or deck_searches.is_face(card) or engineers.is_engineers(card):
        return True
    stands = _cmp(state, cid) is not None or _stones(state, cid) is not None
    return stands or on_shields.is_on_shield(state, cid)


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """The spells ``seat`` may cast now (one per name)."""
    if not state.owns_any(seat, _any_of_these):  # (most decks: one look, not four)
        yield from on_shields.options(state, seat)
        return
    yield from _raising(state, seat)
    yield from _ruining(state, seat)
    yield from on_shields.options(state, seat)  # Famine on a shield, a Hat burnt off
    yield from _cursing(state, seat)
    yield from _searching(state, seat)
    yield from engineers.options(state, seat)


def _any_of_these(card: AnyCard) -> bool:
    """Whether the card passes one of the tests of ``_raising``, ``_ruining``, ``_cursing``,
    ``_searching`` and the Engineers' (``owns_any``'s test: a seat that owns none lists none of
    them)."""
    return (
        raises_cmp(card)
        or ruins_for_stones(card)
        or curses(card)
        or deck_searches.is_face(card)
        or engineers.is_engineers(card)
    )


def _searching(state: GameState, seat: int) -> Iterator[GameAction]:
    """Assassin of Shadow on the opponent's deck, while it holds a card."""
    if not state.owns_any(seat, deck_searches.is_face):
        return
    aim = deck_searches.target(state, seat)
    if aim is not None:
        for cid in costs.castable(state, seat, deck_searches.is_face):
            yield act.Cast(cid, aim)


def _cursing(state: GameState, seat: int) -> Iterator[GameAction]:
    """Curse of the Betrayed on each name it may bar the opponent from (``cast SPELL NAME``)."""
    if not state.owns_any(seat, curses):
        return
    for cid in costs.castable(state, seat, curses):
        for name in costs.barrable(state, 1 - seat):
            yield act.Cast(cid, name)


def _ruinable(state: GameState, seat: int) -> list[str]:
    """The spaces of ``seat``'s standing stronghold cards with no shield on them."""
    out = []
    for slot in state.players[seat].strongholds:
        space = board.stronghold_space(seat, slot.position)
        if not slot.rubble and state.shield_at(space) is None:
            out.append(board.name(space))
    return out


def _ruining(state: GameState, seat: int) -> Iterator[GameAction]:
    if not state.owns_any(seat, ruins_for_stones):
        return
    player = state.players[seat]
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if _stones(state, cid) is None or card.name in seen or not isinstance(card, Spell):
            continue
        if costs.affordable(state, seat, cid):
            seen.add(card.name)
            for space in _ruinable(state, seat):
                yield act.Cast(cid, space)


def _raising(state: GameState, seat: int) -> Iterator[GameAction]:
    """Channeling Flux, while none is in force."""
    if not state.owns_any(seat, raises_cmp):
        return
    player = state.players[seat]
    if player.raised_cmp is not None:
        return
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if _cmp(state, cid) is None or card.name in seen or not isinstance(card, Spell):
            continue
        if costs.affordable(state, seat, cid):
            seen.add(card.name)
            yield act.Cast(cid, "guardian")


def cast(state: GameState, seat: int, cid: str, target: str) -> None:
    answerable = not curses(state.cards[cid].card)  # Curse of the Betrayed: no dispel
    responses.play_on_card(state, seat, cid, target, then="organize_spell", answerable=answerable)


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    if on_shields.is_on_shield(state, cid):
        on_shields.resolve(state, seat, cid, target, cancelled=cancelled)
        return
    cmp, stones = _cmp(state, cid), _stones(state, cid)
    name = state.cards[cid].name
    if curses(state.cards[cid].card):
        costs.bar(state, seat, cid, target)
        return
    if engineers.is_engineers(state.cards[cid].card):
        engineers.resolve(state, seat, cid, target, cancelled=cancelled)
        return
    if deck_searches.is_face(state.cards[cid].card):
        if cancelled or deck_searches.target(state, seat) is None:
            state.tell(events.Fizzled(name))
        else:
            deck_searches.begin(state, seat, cid)
        return
    if not cancelled and stones is not None and target in _ruinable(state, seat):
        space = board.parse_space(target)
        assert space is not None
        board_effects.ruin(state, seat, space, name)
        state.players[seat].stones = stones
        state.tell(events.MoveSpell(seat, name, f"has exactly {stones} Power Stones"))
        return
    if cancelled or cmp is None:
        state.tell(events.Fizzled(name))
        return
    state.players[seat].raised_cmp = cmp
    state.tell(events.MoveSpell(seat, name, f"channel with a CMP of {cmp} until the turn ends"))


def raised_cmp(state: GameState, seat: int) -> int | None:
    """The CMP ``seat``'s Guardian is raised to this turn (Channeling Flux), None if none."""
    return state.players[seat].raised_cmp
