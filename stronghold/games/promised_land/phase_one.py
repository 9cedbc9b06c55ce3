"""Phase One, Prepare for Battle: primaries, secondary cards, drawing, "Call to battle!".

A round of turns goes clockwise from the round's leader. In the first turn each player lays a
primary Warrior (face up); in later turns a secondary card face down. After laying, the player
draws back up to six (choosing the pile) and may end the turn with "Call to battle!"; the
players after him in that round lay one last card each, then Phase Two begins. A round of turns
in which nobody could lay a card also ends Phase One (there is nothing left to prepare).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.promised_land.actions import CALL, DONE, LAYS, PASS, lay_action
from stronghold.games.promised_land.events import (
    CalledToBattle,
    Laid,
    LaidNothing,
    NobodyLaid,
    RoundBegins,
)
from stronghold.games.promised_land.lines import (
    chain_icons,
    fits_line,
    join_problem,
    line_alignment,
    warrior_kept_problem,
)
from stronghold.games.promised_land.model import Pile, is_warrior_id
from stronghold.games.promised_land.turns import clockwise, draw_card, draw_options, may_draw

if TYPE_CHECKING:
    from stronghold.engine.actions import Action
    from stronghold.games.promised_land.state import PromisedLandState


def lay_problem(state: PromisedLandState, seat: int, card: str) -> str | None:
    """Why ``seat`` may not lay ``card`` now, or None if it may."""
    player = state.players[seat]
    if card not in player.hand:
        return f"{card} is not a card you can play"  # never more about another's card
    problem = join_problem(state.catalog, card, player.line)
    if problem is not None:
        return problem
    return warrior_kept_problem(player, card, draw_follows=True)


def lay_options(state: PromisedLandState, seat: int) -> list[str]:
    """The hand cards ``seat`` may lay now, in hand order: those ``lay_problem`` allows, with
    the line's alignment and icons and the hand's Warriors counted once for all."""
    player = state.players[seat]
    catalog, line = state.catalog, player.line
    # ``warrior_kept_problem`` (a draw follows): the last Warrior may go if the pile has more
    warrior_may_go = bool(player.warrior_pile) or player.warriors_in_hand() >= 2
    facts = catalog.facts
    if not line:
        # ``join_problem`` for a primary: a Warrior with icons
        if not warrior_may_go:
            return []
        return [card for card in player.hand if facts[card].is_warrior and facts[card].icons]
    alignment, icons = line_alignment(catalog, line), chain_icons(catalog, line)
    return [
        card
        for card in player.hand
        if fits_line(catalog, card, alignment, icons)
        and (warrior_may_go or not is_warrior_id(card))
    ]


def start_round(state: PromisedLandState) -> None:
    """A new battle round: primaries first, clockwise from the leader."""
    state.phase = "prep"
    state.prep_round = 0
    state.called_by = None
    state.laid_in_prep_round = False
    state.order = clockwise(state, state.leader)
    state.turn = 0
    state.tell(RoundBegins(state.rounds_played + 1, state.leader))
    _begin_turn(state)


def _begin_turn(state: PromisedLandState) -> None:
    """Go to the next player who has something to decide, or on to Phase Two."""
    while True:
        if state.turn >= len(state.order):
            nobody_laid = state.prep_round > 0 and not state.laid_in_prep_round
            if state.called_by is not None or nobody_laid or not _anyone_in_line(state):
                if nobody_laid and state.called_by is None:
                    state.tell(NobodyLaid())
                state.start_battle()
                return
            state.prep_round += 1
            state.turn = 0
            state.laid_in_prep_round = False
            continue
        seat = state.order[state.turn]
        player = state.players[seat]
        if state.prep_round > 0 and not player.line:
            state.turn += 1  # sits this battle round out: no primary
            continue
        state.actor = seat
        state.step = "lay"
        return


def _anyone_in_line(state: PromisedLandState) -> bool:
    """Whether any player has a primary in play."""
    return any(player.line for player in state.players)


def options(state: PromisedLandState) -> list[Action]:
    """The legal actions of the current Phase One step."""
    seat = state.actor
    assert seat is not None
    if state.step == "lay":
        made = LAYS
        laid: list[Action] = [
            made.get(card) or lay_action(card) for card in lay_options(state, seat)
        ]
        if not laid or (state.prep_round > 0 and not state.rules.must_lay):
            laid.append(PASS)
        return laid
    if state.step == "draw":
        return draw_options(state.players[seat])
    if state.step == "call":
        return [CALL, DONE]
    return []


def lay(state: PromisedLandState, card: str) -> None:
    """Lay ``card``: the primary face up (or down, rule ``primary``), a secondary face down."""
    seat = state.actor
    assert seat is not None
    player = state.players[seat]
    player.hand.remove(card)
    primary = not player.line
    player.line.append(card)
    state.laid_in_prep_round = True
    if primary and state.rules.primary == "face-up":
        state.tell(Laid(seat, _kind(card), True, True, state.catalog.label(card)))
    else:
        player.face_down.append(card)
        state.tell(Laid(seat, _kind(card), primary, False, state.catalog.label(card)))
    _after_lay(state, seat)


def _kind(card: str) -> str:
    """Which deck a card is from, as a laid card's back shows it."""
    return "Warrior" if is_warrior_id(card) else "Armory"


def pass_turn(state: PromisedLandState) -> None:
    """Lay nothing this turn: no card can be laid (or rule ``must_lay = false``). Without a
    primary, the player sits the battle round out."""
    seat = state.actor
    assert seat is not None
    if state.prep_round == 0:
        state.tell(LaidNothing(seat, sits_out=True))
        _next_turn(state)
        return
    state.tell(LaidNothing(seat, sits_out=False))
    _after_lay(state, seat)


def _after_lay(state: PromisedLandState, seat: int) -> None:
    """Draw back up to six, then the end of the turn."""
    if may_draw(state.players[seat]):
        state.step = "draw"
        return
    _end_of_turn(state, seat)


def draw(state: PromisedLandState, pile: Pile) -> None:
    """Draw one card; more draws until the hand holds six, then the end of the turn."""
    seat = state.actor
    assert seat is not None
    draw_card(state, seat, pile)
    _after_lay(state, seat)


def _end_of_turn(state: PromisedLandState, seat: int) -> None:
    """Offer "Call to battle!" if nobody has called yet, else pass to the next player."""
    may_call = state.prep_round > 0 or state.rules.call_in_primary_round
    if state.called_by is None and may_call and state.players[seat].line:
        state.step = "call"
        return
    _next_turn(state)


def call(state: PromisedLandState) -> None:
    """ "Call to battle!": the players after the caller in this round lay their last card."""
    seat = state.actor
    assert seat is not None
    state.called_by = seat
    state.tell(CalledToBattle(seat))
    _next_turn(state)


def done(state: PromisedLandState) -> None:
    """End the turn without calling."""
    _next_turn(state)


def _next_turn(state: PromisedLandState) -> None:
    """The next player in this round's order."""
    state.turn += 1
    _begin_turn(state)
