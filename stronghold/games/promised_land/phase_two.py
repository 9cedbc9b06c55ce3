"""Phase Two, Call to Battle: Challenges in turn, cards revealed one by one, the winner goes on.

The caller challenges first (a challenger holding Prophecy may first look at two players'
face-down cards). Challenger and opponent reveal their face-down cards alternately, the
challenger first; after each reveal the revealer, then the other, may use revealed cards
(uses.py); when all are revealed both may still use cards, in turn, until both pass. Then the
Coriantumr-Shiz battle if they face each other, the score (armory.py), ties to the challenger,
and the winner captures the loser's cards in play and challenges someone who has not battled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from stronghold.games.promised_land import special_battle, uses
from stronghold.games.promised_land.actions import PASS, Challenge, Look, Use
from stronghold.games.promised_land.armory import Side, SideScore, score
from stronghold.games.promised_land.events import (
    Challenged,
    ChallengeWon,
    Looked,
    Revealed,
    SideTotal,
    TurnedUp,
)
from stronghold.games.promised_land.model import is_warrior_id
from stronghold.games.promised_land.schema import Effect

if TYPE_CHECKING:
    from stronghold.engine.actions import Action
    from stronghold.games.promised_land.state import PromisedLandState

LOOKS_PER_PROPHECY = 2


def start(state: PromisedLandState) -> None:
    """Phase Two: the caller (or, with no call, the first player in line) challenges first."""
    state.phase = "battle"
    state.battled = []
    state.results = []
    first = state.called_by
    if first is None or not state.players[first].line:
        first = next((seat for seat in state.order if state.players[seat].line), state.leader)
    state.challenger = first
    state.defender = None
    choose_next(state)


def candidates(state: PromisedLandState) -> list[int]:
    """Players the challenger may challenge: in play this round and not yet battled."""
    challenger = state.challenger
    assert challenger is not None
    seats = state.game.seats
    order = [(challenger + offset) % seats for offset in range(1, seats)]
    return [
        seat
        for seat in order
        if state.players[seat].line and seat not in state.battled and seat != challenger
    ]


def _prophecies(state: PromisedLandState, seat: int) -> list[str]:
    """The Prophecy cards among ``seat``'s cards in play."""
    return [
        card
        for card in state.players[seat].line
        if state.catalog.facts[card].effect is Effect.PROPHECY and card not in state.escaped
    ]


def choose_next(state: PromisedLandState) -> None:
    """The challenger picks the next opponent, or the battle round is over."""
    challenger = state.challenger
    assert challenger is not None
    state.defender = None
    if not state.players[challenger].line or not candidates(state):
        state.finish_round()
        return
    state.looks_left = LOOKS_PER_PROPHECY * len(_prophecies(state, challenger))
    state.actor = challenger
    state.step = "choose"


def may_look(state: PromisedLandState) -> bool:
    """Whether, for all the table can see, the challenger may hold a Prophecy to look with:
    one face up, or a face-down Armory card (whether that is one is his secret)."""
    challenger = state.challenger
    assert challenger is not None
    player = state.players[challenger]
    face_down_armory = any(not is_warrior_id(card) for card in player.face_down)
    return face_down_armory or any(
        card not in player.face_down for card in _prophecies(state, challenger)
    )


def _look_targets(state: PromisedLandState) -> list[int]:
    """Candidates with face-down cards the challenger has not seen, while looks are left."""
    challenger = state.challenger
    assert challenger is not None
    if state.looks_left <= 0:
        return []
    known = set(state.known[challenger])
    return [
        seat
        for seat in candidates(state)
        if any(card not in known for card in state.players[seat].face_down)
    ]


def options(state: PromisedLandState) -> list[Action]:
    """The legal actions of the current Phase Two step."""
    seat = state.actor
    assert seat is not None
    if state.step == "choose":
        looks: list[Action] = [Look(target) for target in _look_targets(state)]
        return looks + [Challenge(target) for target in candidates(state)]
    if state.step == "use":
        used: list[Action] = list(uses.use_options(state, seat))
        return [*used, PASS]
    return []


def look(state: PromisedLandState, target: int) -> None:
    """Prophecy: the challenger privately sees ``target``'s face-down cards. A Prophecy gives
    two looks; when the face-up ones have none left, the next face-down one is turned up."""
    challenger = state.challenger
    assert challenger is not None
    player = state.players[challenger]
    prophecies = _prophecies(state, challenger)
    face_up = [card for card in prophecies if card not in player.face_down]
    looks_taken = LOOKS_PER_PROPHECY * len(prophecies) - state.looks_left + 1
    if LOOKS_PER_PROPHECY * len(face_up) < looks_taken:
        card = next(card for card in prophecies if card in player.face_down)
        player.face_down.remove(card)
        state.forget(card)
        state.tell(TurnedUp(challenger, state.catalog.label(card), "a Prophecy used to look"))
    seen = state.known[challenger]
    seen.extend(card for card in state.players[target].face_down if card not in seen)
    state.looks_left -= 1
    cards = tuple(state.catalog.label(card) for card in state.players[target].face_down)
    state.tell(Looked(challenger, target, cards))


def challenge(state: PromisedLandState, target: int) -> None:
    """ "Take up the sword!": the Challenge begins with the challenger's first reveal."""
    challenger = state.challenger
    assert challenger is not None
    state.defender = target
    state.next_revealer = challenger
    state.window = []
    state.in_final = False
    state.final_passes = 0
    state.final_seat = challenger
    state.escape_used = []
    state.go_on = None
    state.tell(Challenged(challenger, target))
    _continue(state)


def use(state: PromisedLandState, action: Use) -> None:
    """A use by the asked seat; it may then use another card or pass."""
    seat = state.actor
    assert seat is not None
    turned_up = uses.use(state, seat, action)
    state.go_on = seat if turned_up and not state.rules.auto_pass else None
    if state.in_final:
        state.final_passes = 0
    _continue(state)


def pass_use(state: PromisedLandState) -> None:
    """The asked seat uses no card now."""
    state.go_on = None
    if state.window:
        state.window.pop(0)
    elif state.in_final:
        state.final_passes += 1
        state.final_seat = uses.opponent_of(state, state.final_seat)
    _continue(state)


def _reveal(state: PromisedLandState, seat: int) -> None:
    """Turn up ``seat``'s next face-down card (the one laid first)."""
    card = state.players[seat].face_down.pop(0)
    state.forget(card)
    state.tell(Revealed(seat, state.catalog.label(card)))
    if not state.rules.auto_pass:
        state.go_on = seat


def _continue(state: PromisedLandState) -> None:
    """Reveal and ask until someone may use a card, or score the Challenge.

    Whether a seat is asked hangs only on what everyone sees (``uses.is_asked``). A player who
    has just turned a card face up (``go_on``) is always asked next, use or pass: what the card
    is decides what may follow, so the game waits for the table to take it in (rule
    ``auto_pass``: it goes on at once when nobody can use a card)."""
    while True:
        if state.window:
            seat = state.window[0]
            if seat == state.go_on or uses.is_asked(state, seat):
                state.actor = seat
                state.step = "use"
                return
            state.window.pop(0)
            continue
        if state.in_final:
            if state.final_passes >= 2:
                _resolve(state)
                return
            seat = state.final_seat
            if seat == state.go_on or uses.is_asked(state, seat):
                state.actor = seat
                state.step = "use"
                return
            state.final_passes += 1
            state.final_seat = uses.opponent_of(state, seat)
            continue
        first = state.next_revealer
        for seat in (first, uses.opponent_of(state, first)):
            if state.players[seat].face_down:
                _reveal(state, seat)
                state.next_revealer = uses.opponent_of(state, seat)
                state.window = [seat, uses.opponent_of(state, seat)]
                break
        else:
            assert state.challenger is not None
            state.in_final = True
            state.final_seat = state.challenger
            state.final_passes = 0


def _resolve(state: PromisedLandState) -> None:
    """Score the Challenge; the winner captures the loser's cards in play and goes on."""
    challenger, defender = state.challenger, state.defender
    assert challenger is not None and defender is not None
    catalog = state.catalog
    special = special_battle.facing(state, challenger, defender)
    laid: dict[int, special_battle.Laid] = {}
    if special:
        laid = special_battle.lay_hands(state, challenger, defender)
    scores = score(
        catalog,
        (Side(state.players[challenger].line), Side(state.players[defender].line)),
        state.escaped,
    )
    totals = (scores[0].total, scores[1].total)
    winner, loser = (challenger, defender) if totals[0] >= totals[1] else (defender, challenger)
    winner_score = scores[0] if winner == challenger else scores[1]
    won, lost = state.players[winner], state.players[loser]
    facts = catalog.facts
    plunder = sum([facts[card].plunder for card in won.line if card not in winner_score.disabled])
    captured = [*lost.line, *lost.aside]
    lost.line, lost.aside, lost.face_down = [], [], []
    won.discard.extend(captured)
    won.discard.extend(won.aside)
    won.aside = []
    plundered = [lost.discard.pop() for _ in range(min(plunder, len(lost.discard)))]
    won.discard.extend(plundered)
    if special:
        special_battle.finish(state, winner, loser, laid)
    state.escaped = []
    state.escape_used = []
    state.last_winner = winner
    for seat in (challenger, defender):
        if seat not in state.battled:
            state.battled.append(seat)
    labels = catalog.label
    sides = (_side_total(labels, challenger, scores[0]), _side_total(labels, defender, scores[1]))
    plundered_labels = tuple([labels(card) for card in plundered])
    state.results.append(_summary(challenger, defender, winner, sides, special, plundered_labels))
    state.tell(
        ChallengeWon(
            challenger=challenger,
            defender=defender,
            winner=winner,
            sides=sides,
            captured=len(captured),
            plundered=plundered_labels,
        )
    )
    state.challenger = winner
    choose_next(state)


def _side_total(labels: Callable[[str], str], seat: int, side: SideScore) -> SideTotal:
    """One side's score as the table is told it, its cards by label."""
    return SideTotal(
        seat=seat,
        points=tuple([(labels(card), value) for card, value in side.points.items()]),
        disabled=tuple([(labels(card), why) for card, why in side.disabled.items()]),
        subtotal=side.subtotal,
        blocked=side.blocked,
        factor=side.factor,
        total=side.total,
    )


def _summary(
    challenger: int,
    defender: int,
    winner: int,
    sides: tuple[SideTotal, SideTotal],
    special: bool,
    plundered: tuple[str, ...],
) -> dict[str, Any]:
    """What everyone saw of a finished Challenge (all its cards were face up)."""
    return {
        "challenger": challenger,
        "defender": defender,
        "winner": winner,
        "sides": [
            {
                "seat": side.seat,
                "total": side.total,
                "subtotal": side.subtotal,
                "blocked": side.blocked,
                "factor": side.factor,
                "points": dict(side.points),
                "disabled": dict(side.disabled),
            }
            for side in sides
        ],
        "special_battle": special,
        "plundered": list(plundered),
    }
