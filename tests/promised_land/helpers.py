"""Shared helpers for the promised-land rule tests: set a position up by moving real cards.

Every helper moves card ids between places (never creates or drops one), so
``assert_conserved`` holds in every arranged position.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from stronghold.engine.chronicle import Chronicle
from stronghold.engine.registry import load
from stronghold.games.promised_land import phase_one, phase_two, turns
from stronghold.games.promised_land.game import PromisedLandGame
from stronghold.games.promised_land.model import Pile, is_warrior_id
from stronghold.games.promised_land.state import PromisedLandState


def game(players: int = 2, **params: Any) -> PromisedLandGame:
    """The game with these params."""
    loaded = load("promised-land", players=players, **params)
    assert isinstance(loaded, PromisedLandGame)
    return loaded


def new(players: int = 2, seed: int = 0, **params: Any) -> PromisedLandState:
    """A freshly dealt game."""
    return game(players, **params).new_state(seed)


def act(state: PromisedLandState, *texts: str) -> None:
    """Apply actions by their notation, each followed by ``go_on``."""
    for text in texts:
        state.apply_text(text)
        go_on(state)


def go_on(state: PromisedLandState) -> None:
    """Make every decision that has a single legal action (a forced pass, lay or challenge):
    by default the player is still asked, since only he knows it is forced; rule tests about
    something else take it for him, as rule ``auto_pass`` would."""
    while not state.is_terminal() and len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])


def legal(state: PromisedLandState) -> list[str]:
    """The legal actions as text."""
    return [str(action) for action in state.legal_actions()]


def all_places(state: PromisedLandState) -> list[str]:
    """Every card id in every place (with repeats, if a card were in two places)."""
    cards = list(state.set_aside)
    for player in state.players:
        cards += player.warrior_pile + player.armory_pile + player.hand
        cards += player.line + player.aside + player.discard
    return cards


def assert_conserved(state: PromisedLandState) -> None:
    """Every card of the game is in exactly one place; face-down cards are in their line."""
    counts = Counter(all_places(state))
    assert set(counts) == set(state.catalog.facts), "a card was created or lost"
    assert all(count == 1 for count in counts.values()), "a card is in two places"
    for player in state.players:
        assert set(player.face_down) <= set(player.line)


def take(
    state: PromisedLandState, name: str, *, keep: Iterable[str] = (), prefer: int | None = None
) -> str:
    """An id of the card ``name`` taken out of a draw pile (``prefer``'s own first), or else out
    of a hand (which gets the top card of its owner's pile of that kind in exchange); never one
    of ``keep``."""
    kept = set(keep)
    candidates = [card for card in state.catalog.ids_named(name) if card not in kept]
    seats = list(range(state.game.seats))
    if prefer is not None:
        seats.remove(prefer)
        seats.insert(0, prefer)
    for seat in seats:
        player = state.players[seat]
        for card in candidates:
            for pile in (player.warrior_pile, player.armory_pile):
                if card in pile:
                    pile.remove(card)
                    return card
    for card in candidates:
        for player in state.players:
            if card in player.hand:
                player.hand.remove(card)
                pile = player.pile(Pile.WARRIOR if is_warrior_id(card) else Pile.ARMORY)
                if pile:
                    player.hand.append(pile.pop())
                return card
    raise LookupError(f"no {name} left in any draw pile or hand")


def _to_bottom(state: PromisedLandState, seat: int, cards: Iterable[str]) -> None:
    """Put cards at the bottom of their kind's pile of ``seat``."""
    player = state.players[seat]
    for card in cards:
        player.pile(Pile.WARRIOR if is_warrior_id(card) else Pile.ARMORY).insert(0, card)


def clear(state: PromisedLandState, seat: int) -> None:
    """Put ``seat``'s hand and cards in play back under its piles."""
    player = state.players[seat]
    _to_bottom(state, seat, [*player.hand, *player.line, *player.aside])
    player.hand, player.line, player.face_down, player.aside = [], [], [], []


def give_hand(
    state: PromisedLandState, seat: int, names: Iterable[str], *, fill: bool = True
) -> list[str]:
    """Set ``seat``'s hand to the named cards (old hand under the piles), topped up to six from
    its own piles (a Warrior first if none is named) when ``fill``; returns the named ids."""
    player = state.players[seat]
    _to_bottom(state, seat, player.hand)
    named: list[str] = []
    player.hand = []
    for name in names:
        named.append(take(state, name, keep=named, prefer=seat))
    player.hand = list(named)
    if fill:
        if not any(is_warrior_id(card) for card in player.hand) and player.warrior_pile:
            player.hand.append(player.warrior_pile.pop())
        while len(player.hand) < 6 and player.armory_pile:
            player.hand.append(player.armory_pile.pop())
    return named


def set_line(
    state: PromisedLandState, seat: int, names: Iterable[str], *, face_down: bool = True
) -> list[str]:
    """Put the named cards in play for ``seat`` (the first is the primary, face up); the
    secondaries face down unless ``face_down`` is false. Returns their ids in order."""
    player = state.players[seat]
    _to_bottom(state, seat, [*player.line, *player.aside])
    player.line = []
    for name in names:
        player.line.append(take(state, name, keep=player.line, prefer=seat))
    player.face_down = list(player.line[1:]) if face_down else []
    player.aside = []
    return list(player.line)


def restart_round(state: PromisedLandState, leader: int) -> None:
    """Begin a new round of Phase One led by ``leader`` (lines cleared, hands kept)."""
    for seat in range(state.game.seats):
        player = state.players[seat]
        _to_bottom(state, seat, [*player.line, *player.aside])
        player.line, player.face_down, player.aside = [], [], []
    state.leader = leader
    state.event_log = Chronicle()
    phase_one.start_round(state)
    state._settle()
    go_on(state)


def start_battle(state: PromisedLandState, challenger: int) -> None:
    """Phase Two on the lines as arranged, ``challenger`` having called."""
    state.phase = "prep"
    state.called_by = challenger
    state.order = turns.clockwise(state, challenger)
    state.event_log = Chronicle()
    phase_two.start(state)
    state._settle()
    go_on(state)


def arrange_battle(
    state: PromisedLandState,
    lines: dict[int, list[str]],
    *,
    hands: dict[int, list[str]] | None = None,
    challenger: int = 0,
    face_down: bool = True,
) -> dict[int, list[str]]:
    """Clear every seat, set the lines (and hands) given, and start Phase Two; returns ids."""
    for seat in range(state.game.seats):
        clear(state, seat)
    ids = {seat: set_line(state, seat, names, face_down=face_down) for seat, names in lines.items()}
    for seat in range(state.game.seats):
        give_hand(state, seat, (hands or {}).get(seat, []))
    start_battle(state, challenger)
    return ids


def pass_until_resolved(state: PromisedLandState) -> None:
    """Answer every use window with ``pass`` until the Challenge in progress is scored."""
    while state.phase == "battle" and state.step == "use":
        act(state, "pass")


def totals(state: PromisedLandState) -> list[int]:
    """The totals of the last finished Challenge, challenger first."""
    assert state.last_result is not None
    return [side["total"] for side in state.last_result["sides"]]


def pick(state: PromisedLandState, *names: str) -> list[str]:
    """Distinct card ids for the names (for pure scoring, no card moved)."""
    chosen: list[str] = []
    for name in names:
        chosen.append(next(c for c in state.catalog.ids_named(name) if c not in chosen))
    return chosen


def score_of(
    state: PromisedLandState,
    mine: list[str],
    theirs: list[str],
    escaped: Iterable[str] = (),
    *,
    legal_lines: bool = True,
) -> tuple[Any, Any]:
    """Both sides' scores of two lines given by card names (first name: the primary); each line
    must be one the rules allow to lay, card by card, unless ``legal_lines`` is false."""
    from stronghold.games.promised_land.armory import Side, score
    from stronghold.games.promised_land.lines import join_problem

    both = pick(state, *mine, *theirs)
    first, second = both[: len(mine)], both[len(mine) :]
    if legal_lines:
        for line in (first, second):
            for index, card in enumerate(line):
                problem = join_problem(state.catalog, card, line[:index])
                assert problem is None, problem
    names = {card: state.catalog.name(card) for card in both}
    escaped_ids = [card for card in both if names[card] in set(escaped)]
    return score(state.catalog, (Side(first), Side(second)), escaped_ids)


def at_lay(
    state: PromisedLandState, seat: int, line: list[str], hand: list[str], *, fill: bool = True
) -> dict[str, str]:
    """Put ``seat`` at its lay step in a round of secondary cards, with this line and hand;
    returns the hand's ids by name (the last copy of a repeated name)."""
    for other in range(state.game.seats):
        clear(state, other)
        give_hand(state, other, [])
    if line:
        set_line(state, seat, line)
    give_hand(state, seat, hand, fill=fill)
    state.phase = "prep"
    state.prep_round = 1 if line else 0
    state.called_by = None
    state.laid_in_prep_round = False
    state.order = turns.clockwise(state, seat)
    state.turn = 0
    state.actor = seat
    state.step = "lay"
    return {state.catalog.name(card): card for card in state.players[seat].hand}


def log(state: PromisedLandState) -> list[str]:
    """Every event so far as a spectator is told it."""
    return [told.text for told in state.events(None)]
