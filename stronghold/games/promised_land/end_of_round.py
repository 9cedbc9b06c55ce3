"""The end of a battle round: cards to the Discard piles, refilling, surrender, end of the game.

"When all players have battled, they put their remaining cards in their Discard piles"; the
last Challenge's winner leads the next round. A player who cannot bring the hand up to six or
cannot lay a primary surrenders his cards to the last winner ("Losing"). The game ends when one
player is left holding every card, or after ``max_rounds`` rounds (the players stop), or when
nobody could go on: then the most Warrior cards wins ("Winning").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.engine.state import Outcome
from stronghold.games.promised_land.events import Surrendered
from stronghold.games.promised_land.model import HAND_SIZE, Pile, Player, is_warrior_id
from stronghold.games.promised_land.setup import draw_fresh_hand
from stronghold.games.promised_land.turns import clockwise, draw_card, draw_options, may_draw

if TYPE_CHECKING:
    from stronghold.engine.actions import Action
    from stronghold.games.promised_land.state import PromisedLandState


def finish_round(state: PromisedLandState) -> None:
    """Cards in play go to their holders' Discard piles; then refill, or the players stop."""
    for seat, player in enumerate(state.players):
        player.discard.extend([*player.line, *player.aside])
        player.line, player.aside, player.face_down = [], [], []
        if not state.rules.keep_hands:
            player.discard.extend(player.hand)
            player.hand = []
            if player.in_game:
                draw_fresh_hand(state, seat)
    state.escaped, state.used, state.escape_used = [], [], []
    state.known = [[] for _ in state.players]
    state.challenger = state.defender = None
    state.rounds_played += 1
    if state.last_winner is None or not state.players[state.last_winner].in_game:
        state.last_winner = state.leader
    if state.rounds_played >= state.max_rounds:
        end_by_count(state, f"the players stop after {state.rounds_played} round(s)")
        return
    state.phase = "refill"
    state.refill_queue = clockwise(state, state.last_winner)
    _next_refill(state)


def _next_refill(state: PromisedLandState) -> None:
    """Ask the next player who can and must draw, or check who must surrender."""
    while state.refill_queue:
        seat = state.refill_queue[0]
        if may_draw(state.players[seat]):
            state.actor = seat
            state.step = "draw"
            return
        state.refill_queue.pop(0)
    _after_refill(state)


def options(state: PromisedLandState) -> list[Action]:
    """The refill draws of the current seat."""
    seat = state.actor
    assert seat is not None
    return draw_options(state.players[seat])


def draw(state: PromisedLandState, pile: Pile) -> None:
    """One refill draw."""
    seat = state.actor
    assert seat is not None
    draw_card(state, seat, pile)
    _next_refill(state)


def can_go_on(state: PromisedLandState, player: Player) -> bool:
    """Whether a player holds six cards and can lay a primary: a Warrior with icons, with
    another Warrior left in hand or in the Warrior pile (one must stay in hand)."""
    if len(player.hand) < HAND_SIZE:
        return False
    if not player.warrior_pile and player.warriors_in_hand() < 2:
        return False
    facts = state.catalog.facts
    for card in player.hand:  # noqa: SIM110 - a loop: no generator on this path of every round
        if is_warrior_id(card) and facts[card].icons:
            return True
    return False


def _after_refill(state: PromisedLandState) -> None:
    """Surrenders, then the end of the game or the next round."""
    in_game = clockwise(state, state.last_winner or 0)
    failing = [seat for seat in in_game if not can_go_on(state, state.players[seat])]
    if failing and len(failing) == len(in_game):
        end_by_count(state, "no player can refill the hand to six and lay a primary")
        return
    last = state.last_winner
    assert last is not None
    # ``in_game`` is clockwise from ``last`` already
    receiver = next(seat for seat in in_game if seat not in failing)
    for seat in failing:
        surrender(state, seat, receiver)
    standing = [seat for seat, player in enumerate(state.players) if player.in_game]
    if len(standing) == 1:
        last = standing[0]
        every = len(state.players[last].held()) == len(state.catalog.facts)
        holds = "holds every card" if every else "is the last player left"
        state.finish(
            Outcome.from_winners(
                standing,
                seats=state.game.seats,
                reason=f"seat {last} {holds}: the others surrendered",
                details=state.holdings(),
            )
        )
        return
    state.leader = receiver
    state.start_round()


def surrender(state: PromisedLandState, seat: int, receiver: int) -> None:
    """``seat`` leaves the game, giving its cards to ``receiver`` (rule ``surrender``)."""
    player = state.players[seat]
    given = [*player.hand, *player.warrior_pile, *player.armory_pile]
    player.hand, player.warrior_pile, player.armory_pile = [], [], []
    if state.rules.surrender == "everything":
        given.extend(player.discard)
        player.discard = []
    state.players[receiver].discard.extend(given)
    player.in_game = False
    state.tell(Surrendered(seat, len(given), receiver))


def warriors_held(player: Player) -> int:
    """The Warrior cards a player holds, wherever they lie."""
    return sum(1 for card in player.held() if is_warrior_id(card))


def end_by_count(state: PromisedLandState, why: str) -> None:
    """The players stop: the most Warrior cards wins (rule ``count_ties`` for ties)."""
    standing = [seat for seat, player in enumerate(state.players) if player.in_game]
    counts = {seat: warriors_held(state.players[seat]) for seat in standing}
    best = max(counts.values())
    winners = [seat for seat in standing if counts[seat] == best]
    if len(winners) > 1 and state.rules.count_ties == "all-cards":
        totals = {seat: len(state.players[seat].held()) for seat in winners}
        most = max(totals.values())
        winners = [seat for seat in winners if totals[seat] == most]
    names = " and ".join(f"seat {seat}" for seat in winners)
    state.finish(
        Outcome.from_winners(
            winners,
            seats=state.game.seats,
            reason=f"{why}; {names} hold(s) the most Warrior cards ({best})",
            details=state.holdings(),
        )
    )
