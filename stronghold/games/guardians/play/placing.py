"""Organize's placement listing (``put``, ``shield``, ``upgrade``) and the book it reads.

What the listing reads of a seat's side of the board — where each of its movable cards lies,
the stacking points on each of its stronghold spaces, the creatures and C items of each place,
the targets with their limits — is worked out once per organize phase into a ``Book`` and kept
up to date by each ``put`` (``note_put``), the one change a seat makes over and over while it
organizes. Every other action (a shield, an upgrade, a sacrifice, a spell, ``ready``, the next
phase), a clone and a change of hidden cards leave the book behind: its ``key`` no longer
matches and it is worked out again. The listing itself is computed at every call from the book
and the board; a test compares it with one worked out afresh at every step of random games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import shield_limits
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, engineers, upgrades, work_crews
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import Card, ShieldStack, space_limit
from stronghold.games.guardians.schema import AnyCard, Creature, Item, Match, Shield, Upgrade
from stronghold.games.guardians.stacking import has_relief

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: What the listing reads of a movable card: (id, face, its ``put`` actions so far, a
#: creature, a channeler, a C item, its stacking points, limited per space).
Row = tuple[str, AnyCard, dict[str, GameAction], bool, bool, bool, int, bool]
#: A place a card may be put: (place, space, space name, stacking limit, under a card).
Target = tuple[str, int, str, int, bool]
#: What the book is valid for: (the state's changes, turn, pen, placed, shields).
Key = tuple[int, int, int, int, int]


class Book:
    """One seat's side of the board as the placement listing reads it (module docstring)."""

    __slots__ = (
        "counts", "first", "held", "holders", "key", "load", "relief", "rest", "rows",
        "targets", "where",
    )  # fmt: skip

    def __init__(self, key: Key) -> None:
        self.key = key
        #: The movable cards not yet placed this phase, in the order of the listing.
        self.rows: dict[str, Row] = {}
        #: Where each movable card lies: ``pen``, ``on:A1``, ``under:A1`` or a shield's id.
        self.where: dict[str, str] = {}
        #: Stacking points on each standing stronghold space of the seat (``stack_of``):
        #: summed card by card, as ``stacking.space_total`` does while no card of the seat
        #: lightens a load (``relief``), else each worked out by ``stack_of``.
        self.load: dict[int, int] = {}
        #: Whether a card the seat may place is a C item lightening a space's load (Petrified
        #: Heart): loads are then no sums, and each check asks ``stack_of``.
        self.relief = False
        #: Creatures and C items of each place, as far as worked out.
        self.counts: dict[str, list[int]] = {}
        #: Where a card may go: on each standing stronghold card (or its own shield), under it.
        self.targets: list[Target] = []
        #: The shield ``state.shield_at`` finds on each of the seat's stronghold spaces.
        self.first: dict[int, ShieldStack] = {}
        #: The seat's cards on and under each standing stronghold space (the live lists).
        self.held: dict[int, tuple[list[str], list[str]]] = {}
        #: The pen's other cards (shields, upgrades, ...), in pen order.
        self.rest: list[str] = []
        #: The seat's empty upgrades that hold a creature (``upgrades.empty_holders``).
        self.holders: list[tuple[str, Match]] = []


def key_of(state: GameState, seat: int) -> Key:
    """What a book of ``seat`` is valid for now."""
    player = state.players[seat]
    return (state.changes, state.turn, len(player.pen), len(player.placed), len(state.shields))


def book_of(state: GameState, seat: int) -> Book:
    """``seat``'s book, worked out again unless the one kept is still valid."""
    book = state.books[seat]
    key = key_of(state, seat)
    if book is None or book.key != key:
        book = state.books[seat] = build(state, seat, key)
    return book


def build(state: GameState, seat: int, key: Key) -> Book:
    """``seat``'s book, worked out from the board."""
    book = Book(key)
    player = state.players[seat]
    cards = state.cards
    shields = state.shields
    places = _SLOT_PLACES[seat]
    home = _HOME_SPACES[seat]
    first = book.first
    own_load: dict[int, int] = {}  # own shielded stacking points on own stronghold spaces
    for shield in shields.values():
        space = shield.space
        if space not in home:
            continue
        if space not in first:
            first[space] = shield
        if shield.owner == seat:
            own_load[space] = own_load.get(space, 0) + _value_of(cards, shield.contents)
    where = book.where
    counts = book.counts
    movable: list[str] = []
    for cid in player.pen:
        facts = facts_of(cards[cid].card)
        if facts[1] or facts[3]:  # a creature or a C item
            movable.append(cid)
            where.setdefault(cid, "pen")
        else:
            book.rest.append(cid)
    for slot in player.strongholds:
        space, name, on_name, under_name = places[slot.position]
        own = first.get(space)
        if own is not None and own.owner != seat:
            own = None  # only an own shield's cards are the seat's to place
        for cid in slot.on:
            where.setdefault(cid, on_name)
        for cid in slot.under:
            where.setdefault(cid, under_name)
        movable += slot.on
        movable += slot.under
        if own is not None:
            for cid in own.contents:
                where.setdefault(cid, own.id)
            movable += own.contents
        if slot.rubble:
            continue
        on_place = own.id if own is not None else on_name
        on_cards = shields[on_place].contents if on_place in shields else slot.on
        _on_value, creatures, items = _tally(cards, on_cards)
        under_value, under_creatures, under_items = _tally(cards, slot.under)
        book.load[space] = own_load.get(space, 0) + _value_of(cards, slot.on) + under_value
        covering = first.get(space)
        limit = space_limit(None if covering is None else cards[covering.id].card)
        counts[on_place] = [creatures, items]
        counts[under_name] = [under_creatures, under_items]
        book.held[space] = (on_cards, slot.under)
        book.targets.append((on_place, space, name, limit, False))
        book.targets.append((under_name, space, name, limit, True))
    book.holders = upgrades.empty_holders(state, seat)
    placed = set(player.placed)
    rows = book.rows
    puts = _PUTS
    for cid in movable:
        if cid in placed or cid in rows:
            continue
        mine = puts.get(cid)
        if mine is None:
            mine = {}
            if len(puts) < _PUTS_KEPT:
                puts[cid] = mine
        face = cards[cid].card
        _face, is_creature, channeler, item, value, limited = facts_of(face)
        rows[cid] = (cid, face, mine, is_creature, channeler, item, value, limited)
        if item and has_relief(face):
            book.relief = True
    if not book.relief and placed:  # (the cards placed already are no rows)
        book.relief = any(has_relief(cards[cid].card) for cid in placed)
    if book.relief:
        for space in book.load:
            book.load[space] = state.stack_of(seat, space)
    return book


def valid(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s book was valid just before the action being carried out (whose
    change the state has counted already)."""
    book = state.books[seat]
    if book is None:
        return False
    now = key_of(state, seat)
    return book.key == (now[0] - 1, *now[1:])


def kept_where(state: GameState, seat: int, cid: str) -> str | None:
    """Where ``cid`` lies by ``seat``'s book, if the book was valid before the action being
    carried out (None: work it out from the board)."""
    if not valid(state, seat):
        return None
    book = state.books[seat]
    assert book is not None
    return book.where.get(cid) if cid in book.rows else None


def carry_over(state: GameState, seat: int, was_valid: bool) -> None:
    """The other seat placed (or raised a shield, or was ready), which leaves ``seat``'s side
    as it was: ``seat``'s book, if valid before (``was_valid``), is valid now."""
    book = state.books[seat]
    if was_valid and book is not None:
        book.key = key_of(state, seat)


def note_put(state: GameState, seat: int, cid: str, here: str, place: str, *, kept: bool) -> None:
    """``put CID PLACE`` by ``seat`` was carried out, from ``here``: its book follows if it
    was valid before (``kept``). Called once the cards have moved."""
    book = state.books[seat]
    if book is None or not kept or place.startswith(("upgrade:", "upgrade2:")):
        state.books[seat] = None  # (a creature held by an upgrade: its holders change)
        return
    _cid, _face, _mine, is_creature, _channeler, item, value, _limited = book.rows.pop(cid)
    load, counts = book.load, book.counts
    for token, sign in ((here, -1), (place, 1)):
        space = _space_of(state, token)
        if space is not None and space in load:
            load[space] = state.stack_of(seat, space) if book.relief else load[space] + sign * value
        kinds = counts.get(token)
        if kinds is not None:
            if is_creature:
                kinds[0] += sign
            elif item:
                kinds[1] += sign
    book.where[cid] = place
    book.key = key_of(state, seat)


def _space_of(state: GameState, place: str) -> int | None:
    """The space a place token stands for (None: the pen, an upgrade's hold)."""
    shield = state.shields.get(place)
    if shield is not None:
        return shield.space
    kind, _, name = place.partition(":")
    if kind in ("on", "under"):
        return board.parse_space(name)
    return None


def placements(state: GameState, seat: int) -> list[GameAction]:
    """Every ``put``, ``shield``, ``upgrade`` and ``downgrade`` of ``seat`` now: for each
    movable card, back to the pen, then each target it fits, then each upgrade that holds it;
    then shields and upgrades from the pen."""
    book = book_of(state, seat)
    out: list[GameAction] = []
    add = out.append
    cards = state.cards
    shields = state.shields
    load = book.load
    counts = book.counts
    where = book.where
    # (place, space, space name, stack, limit, creatures, items) of each target now: every
    # target a channeler may go to (on and under each stronghold card), those of others (on)
    targets: list[tuple[str, int, str, int, int, int, int]] = []
    on_targets: list[tuple[str, int, str, int, int, int, int]] = []
    for place, space, name, limit, under in book.targets:
        kinds = counts[place]
        target = (place, space, name, load[space], limit, kinds[0], kinds[1])
        targets.append(target)
        if not under:
            on_targets.append(target)
    holders = book.holders
    barred = work_crews.barred(state, seat)  # spaces that stay as they are (Work Crew)
    for cid, face, mine, is_creature, channeler, item, value, limited in book.rows.values():
        here = where[cid]
        if book.relief and not _may_leave(state, seat, book, cid, here):
            continue  # an item lightening its space's load would leave it over its limit
        if here != "pen":
            if is_creature:
                # taking a creature away must not leave more creature items than creatures
                there = counts.get(here)
                if there is None:
                    there = counts[here] = _kinds_of(cards, place_cards(state, seat, here))
                if there[1] > there[0] - 1:
                    continue
            if not barred or _space_of(state, here) not in barred:
                add(mine.get("pen") or _put_action(mine, cid, "pen"))
        here_space = shields[here].space if here in shields else None
        for place, space, name, stack, limit, creatures, items in (
            targets if channeler else on_targets
        ):
            if place == here or (item and items + 1 > creatures):
                continue
            if book.relief:
                if not _relief_fits(state, seat, book, cid, here, space, limit):
                    continue  # a load lightened by an item: worked out whole (``space_total``)
            elif stack + value > limit and not (here.endswith(name) or here_space == space):
                continue  # over the limit, unless the card only moves within the space
            if barred and space in barred and not (here.endswith(name) or here_space == space):
                continue  # no new card on a barred space
            if limited and not (here.endswith(name) or here_space == space):
                on_space, under_space = book.held[space]
                present = [cards[c].card for c in (*on_space, *under_space)]
                if not shield_limits.may_join(face, present):
                    continue  # one Pirate Captain, one Local ... per space (shield_limits.py)
            add(mine.get(place) or _put_action(mine, cid, place))
        if holders and is_creature:
            for place in upgrades.holds_for(holders, face):
                if not barred or board.parse_space(place.partition(":")[2]) not in barred:
                    add(act.Put(cid, place))
    if book.rest:
        out += _from_pen(state, seat, book, barred)
    return out


def _relief_fits(
    state: GameState, seat: int, book: Book, cid: str, here: str, space: int, limit: int
) -> bool:
    """Whether ``cid`` may go from ``here`` to a place on ``space`` (``limit``) when some card
    of the seat lightens a load: the space's cards with it within the limit, counted whole
    (``stack_of``), unless it only moves within the space."""
    return _space_of(state, here) == space or state.stack_of(seat, space, [cid]) <= limit


def _may_leave(state: GameState, seat: int, book: Book, cid: str, here: str) -> bool:
    """Whether ``cid`` may leave ``here`` at all: an item lightening its space's load may not
    leave it over its limit (moves within the space are checked by ``_relief_fits``)."""
    start = _space_of(state, here)
    if start is None or start not in book.load or not has_relief(state.cards[cid].card):
        return True
    start_limit = next(t[3] for t in book.targets if t[1] == start)
    return state.stack_of(seat, start, (), [cid]) <= start_limit


def _from_pen(state: GameState, seat: int, book: Book, barred: frozenset[int]) -> list[GameAction]:
    """``shield`` and ``upgrade``/``downgrade`` of the pen's shields and upgrades."""
    out: list[GameAction] = []
    cards = state.cards
    standard_in_play: bool | None = None  # worked out if a standard bearer is in the pen
    for cid in book.rest:
        pen_card = cards[cid].card
        if isinstance(pen_card, Shield):
            if pen_card.shield_type == "standard bearer":
                if standard_in_play is None:
                    standard_in_play = _standard_in_play(state, seat)
                if standard_in_play:
                    continue
            limit = space_limit(pen_card)
            raised = _SHIELDS.get(cid)
            if raised is None:
                raised = {}
                if len(_SHIELDS) < _PUTS_KEPT:
                    _SHIELDS[cid] = raised
            for space, stack in book.load.items():
                if space not in book.first and stack <= limit and space not in barred:
                    action = raised.get(space)
                    if action is None:
                        action = raised[space] = act.Shield(cid, board.name(space))
                    out.append(action)
        elif isinstance(pen_card, Upgrade):
            out += upgrade_options(state, seat, cid, barred)
    return out


def upgrade_options(
    state: GameState, seat: int, cid: str, barred: frozenset[int] = frozenset()
) -> list[GameAction]:
    """Where an upgrade (beside an own end stronghold card that is not ``barred``) or a
    downgrade (beside one of the opponent's) may go: a standing card with none yet, or, for an
    upgrade, a second one beside a card Ragmort's Engineers opened (``engineers.extra_allowed``)."""
    card = state.cards[cid].card
    assert isinstance(card, Upgrade)
    kind = act.Downgrade if card.downgrade else act.Upgrade
    target = state.players[1 - seat if card.downgrade else seat]
    out: list[GameAction] = []
    for side, position in ((act.Side.LEFT, 0), (act.Side.RIGHT, 2)):
        slot = target.strongholds[position]
        if slot.rubble or not (card.downgrade or _SLOT_PLACES[seat][position][0] not in barred):
            continue
        if slot.upgrade is None or (
            not card.downgrade and engineers.extra_allowed(state, seat, slot, card.name)
        ):
            out.append(kind(cid, side))
    return out


def place_cards(state: GameState, seat: int, place: str) -> list[str]:
    """The list of cards a place token of ``seat`` stands for."""
    player = state.players[seat]
    if place in state.shields:
        return state.shields[place].contents
    kind, _, space_name = place.partition(":")
    space = board.parse_space(space_name)
    if space is None:
        return []
    slot = player.strongholds[board.column(space)]
    if kind == "upgrade":
        return slot.held
    if kind == "upgrade2":
        return slot.extra_held
    return slot.on if kind == "on" else slot.under


#: (space, space name, ``on:`` place, ``under:`` place) of each seat's stronghold positions.
_SLOT_PLACES: tuple[tuple[tuple[int, str, str, str], ...], ...] = tuple(
    tuple(
        (space, board.name(space), f"on:{board.name(space)}", f"under:{board.name(space)}")
        for space in (board.stronghold_space(seat, position) for position in range(board.COLUMNS))
    )
    for seat in (0, 1)
)

#: The spaces of each seat's stronghold cards.
_HOME_SPACES: tuple[frozenset[int], ...] = tuple(
    frozenset(board.stronghold_space(seat, position) for position in range(board.COLUMNS))
    for seat in (0, 1)
)

#: The ``put`` actions built so far, by card and place (the same few hundred recur in every
#: organize phase, and building one costs more than finding it), up to ``_PUTS_KEPT`` cards.
_PUTS: dict[str, dict[str, GameAction]] = {}
_PUTS_KEPT = 5_000
#: The ``shield`` actions built so far, likewise, by card and space.
_SHIELDS: dict[str, dict[int, GameAction]] = {}


def _put_action(kept: dict[str, GameAction], cid: str, place: str) -> GameAction:
    """``put CARD PLACE``, kept in ``kept`` (the card's entry in ``_PUTS``) for the next
    listing."""
    action = kept[place] = act.Put(cid, place)
    return action


def _standard_in_play(state: GameState, seat: int) -> bool:
    """Whether one of ``seat``'s shields in play is a standard bearer (one at a time)."""
    for shield in state.shields.values():
        face = state.cards[shield.id].card
        if shield.owner == seat and isinstance(face, Shield):
            if face.shield_type == "standard bearer":
                return True
    return False


#: What the listing reads of each face: (the face, a creature, a channeler, a C item, its
#: stacking points, limited per space), by the face's ``id`` (the entry holds the face, so the
#: id is not reused while it is kept); at most ``_FACTS_KEPT`` faces.
Facts = tuple[AnyCard, bool, bool, bool, int, bool]
_FACTS: dict[int, Facts] = {}
_FACTS_KEPT = 10_000


def facts_of(face: AnyCard) -> Facts:
    """``_FACTS`` of ``face``, worked out and kept if new."""
    facts = _FACTS.get(id(face))
    if facts is not None and facts[0] is face:
        return facts
    if isinstance(face, Creature):
        facts = (
            face, True, face.channeler is not None, False, face.stack_value,
            face.limit_per_space is not None,
        )  # fmt: skip
    else:
        item = isinstance(face, Item) and face.item_type == "creature"
        facts = (face, False, False, item, 0, False)
    if len(_FACTS) >= _FACTS_KEPT:
        _FACTS.clear()
    _FACTS[id(face)] = facts
    return facts


def _value_of(cards: dict[str, Card], held: list[str]) -> int:
    """The stacking points of the cards ``held`` (creatures count, other cards 0)."""
    total = 0
    for cid in held:
        total += facts_of(cards[cid].card)[4]
    return total


def _tally(cards: dict[str, Card], held: list[str]) -> tuple[int, int, int]:
    """The stacking points of the cards ``held``, and how many creatures and C items they are
    (``_value_of`` and ``_kinds_of`` in one pass)."""
    value = creatures = items = 0
    for cid in held:
        facts = facts_of(cards[cid].card)
        if facts[1]:
            value += facts[4]
            creatures += 1
        elif facts[3]:
            items += 1
    return value, creatures, items


def _kinds_of(cards: dict[str, Card], held: list[str]) -> list[int]:
    """How many creatures and how many C (creature) items are among the cards ``held``."""
    _value, creatures, items = _tally(cards, held)
    return [creatures, items]
