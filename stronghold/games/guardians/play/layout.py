"""A whole-game position laid out on a new GameState: which card lies where, and the phase.

``games/guardians/position.py`` reads a position file into a :class:`Layout` (card faces by
place, already checked by name and kind); ``GameState(..., layout=...)`` then calls
:func:`lay_out`, which creates every card and puts it in its place, and enters the phase
through the function of the play layer that starts it. Nothing here reads a file.

Card ids carry no identity, as in a dealt game: the stronghold cards are ``w1``-``w3`` (face
up), and every other card of an owner is numbered in an order drawn with the state's RNG, so an
id tells nothing of which card it is nor where the file put it; the part of a deck left to
chance is shuffled with the same RNG.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import after_up, movement, organize
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.schema import AnyCard, Guardian, Stronghold, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The phases a position may start in, each at its start: ``draw`` (the turn begins),
#: ``organize`` (``seat`` places next), ``move`` (``seat`` turns a shield), ``settle``.
PHASES = ("draw", "organize", "move", "settle")


@dataclass
class SlotLayout:
    """One stronghold card: rubble or standing, and what lies on, under and beside it."""

    rubble: bool = False
    on: list[AnyCard] = field(default_factory=list)
    under: list[AnyCard] = field(default_factory=list)
    held: list[AnyCard] = field(default_factory=list)
    upgrade: Upgrade | None = None  # a downgrade here belongs to the other seat
    extra: Upgrade | None = None  # a second upgrade of the seat's (Ragmort's Engineers)
    extra_held: list[AnyCard] = field(default_factory=list)  # the creature ``extra`` holds


@dataclass
class ShieldLayout:
    """A shield in play: its card, its space, the cards under it, turned, shown (it flew)."""

    card: AnyCard
    space: int
    cards: list[AnyCard] = field(default_factory=list)
    turned: bool = False
    shown: bool = False


@dataclass
class SeatLayout:
    """One seat: its Guardian, stones, stronghold cards and every zone's cards."""

    guardian: Guardian
    strongholds: tuple[Stronghold, ...]
    stones: int
    shields_lost: int = 0
    slots: list[SlotLayout] = field(default_factory=lambda: [SlotLayout() for _ in range(3)])
    shields: list[ShieldLayout] = field(default_factory=list)
    terrain: dict[int, tuple[AnyCard, bool]] = field(default_factory=dict)  # land: face down?
    pen: list[AnyCard] = field(default_factory=list)
    storage: list[AnyCard] = field(default_factory=list)
    discard: list[AnyCard] = field(default_factory=list)  # the top card last
    deck: list[AnyCard] = field(default_factory=list)  # shuffled when laid out
    deck_top: list[AnyCard] = field(default_factory=list)  # on top of it, the top card first
    up: AnyCard | None = None
    previous_up: AnyCard | None = None
    flew: bool = False
    barrier: int | None = None
    ready: bool = False
    #: Tokens on its accessory that gathers them (Heliopolos).
    tokens: int = 0
    #: A variant's own zones of its player class, by attribute: (cards, face up?).
    zones: dict[str, tuple[list[AnyCard], bool]] = field(default_factory=dict)


@dataclass
class Layout:
    """A whole position: both seats, the turn, the phase and whose decision it is."""

    seats: tuple[SeatLayout, SeatLayout]
    turn: int = 1
    phase: str = "move"
    seat: int | None = None


#: A card to create: its owner, face, whether it is face up, and where its id goes.
_Job = tuple[AnyCard, bool, Callable[[str], None]]


def lay_out(state: GameState, layout: Layout) -> None:
    """Create the cards of ``layout`` on ``state`` (whose players, stronghold cards and empty
    decks exist), put each in its place, and enter the position's phase."""
    state.turn = layout.turn
    jobs: tuple[list[_Job], list[_Job]] = ([], [])
    for seat, spec in enumerate(layout.seats):
        _seat_jobs(state, seat, spec, jobs)
    for owner in (0, 1):
        state.rng.shuffle(jobs[owner])  # ids in a drawn order: they tell nothing
        ids = state._new_cards(owner, [(card, public) for card, public, _put in jobs[owner]])
        for cid, (_card, _public, put) in zip(ids, jobs[owner], strict=True):
            put(cid)
    _turn_marks(state, layout)
    if layout.phase:  # (no phase: the cards only, as the position check lays them out)
        state.enter_phase(layout.phase, layout.seat)


def _seat_jobs(
    state: GameState, seat: int, spec: SeatLayout, jobs: tuple[list[_Job], list[_Job]]
) -> None:
    player = state.players[seat]
    player.stones = spec.stones
    player.shields_lost = spec.shields_lost
    mine = jobs[seat]

    def into(zone: list[str], cards: list[AnyCard], *, public: bool) -> None:
        mine.extend((card, public, zone.append) for card in cards)

    for slot, slot_spec in zip(player.strongholds, spec.slots, strict=True):
        slot.rubble = slot_spec.rubble
        into(slot.on, slot_spec.on, public=False)
        into(slot.under, slot_spec.under, public=False)
        upgrade = slot_spec.upgrade
        face_up_held = upgrade is not None and upgrade.hold_face_up
        into(slot.held, slot_spec.held, public=face_up_held)
        if upgrade is not None:
            owner = 1 - seat if upgrade.downgrade else seat
            jobs[owner].append((upgrade, True, partial_set(slot, "upgrade")))
        if slot_spec.extra is not None:
            into(slot.extra_held, slot_spec.extra_held, public=slot_spec.extra.hold_face_up)
            mine.append((slot_spec.extra, True, partial_set(slot, "extra")))
    for shield_spec in spec.shields:
        stack = ShieldStack("", seat, shield_spec.space, turned=shield_spec.turned)
        stack.shown = shield_spec.shown
        into(stack.contents, shield_spec.cards, public=shield_spec.shown)
        mine.append((shield_spec.card, True, _shield_putter(state, stack)))
    for land, (card, face_down) in spec.terrain.items():
        mine.append((card, not face_down, _terrain_putter(state, land, face_down)))
    into(player.pen, spec.pen, public=False)
    into(player.storage, spec.storage, public=False)
    into(player.discard, spec.discard, public=True)
    # The deck, bottom first: the shuffled part, then the known top cards (the top one last).
    faces = list(spec.deck)
    state.rng.shuffle(faces)
    faces += reversed(spec.deck_top)
    player.deck = [""] * len(faces)
    for index, card in enumerate(faces):
        mine.append((card, False, _deck_putter(player.deck, index)))
    if spec.up is not None:
        mine.append((spec.up, True, partial_set(player, "up")))
    if spec.previous_up is not None:
        mine.append((spec.previous_up, True, partial_set(player, "previous_up")))
    for name, (cards, public) in spec.zones.items():
        into(getattr(player, name), cards, public=public)
    player.flew = spec.flew
    player.barrier = spec.barrier
    player.organized = spec.ready
    player.tokens = spec.tokens


def partial_set(target: object, name: str) -> Callable[[str], None]:
    """A setter of ``target.name`` to a card id."""

    def put(cid: str) -> None:
        setattr(target, name, cid)

    return put


def _shield_putter(state: GameState, stack: ShieldStack) -> Callable[[str], None]:
    def put(cid: str) -> None:
        stack.id = cid
        state.shields[cid] = stack

    return put


def _terrain_putter(state: GameState, land: int, face_down: bool) -> Callable[[str], None]:
    def put(cid: str) -> None:
        state.terrain[land] = (cid, face_down)

    return put


def _deck_putter(deck: list[str], index: int) -> Callable[[str], None]:
    def put(cid: str) -> None:
        deck[index] = cid

    return put


def _turn_marks(state: GameState, layout: Layout) -> None:
    """What the turn so far has left: a shield turned, and who had the lower Up card (this
    turn's in movement and settlement, the previous turn's when the turn is drawn)."""
    for seat, player in enumerate(state.players):
        player.turned_shield = any(s.turned for s in state.shields.values() if s.owner == seat)
    ups = [p.previous_up if layout.phase == "draw" else p.up for p in state.players]
    if ups[0] is None or ups[1] is None:
        return
    numbers = [movement.up_number(state.cards[cid].card) for cid in ups if cid is not None]
    for seat, player in enumerate(state.players):
        player.lower_up = numbers[seat] < numbers[1 - seat]


def enter(state: GameState, phase: str, seat: int | None) -> None:
    """Enter ``phase`` at its start through the function that starts it (``seat``: who places
    next in ``organize``, who turns a shield in ``move``)."""
    if phase == "draw":
        organize.start_turn(state)
    elif phase == "organize":
        organize.start_organize(state, first=seat)
    elif phase == "move":
        assert seat is not None
        if any(s.turned for s in state.shields.values()) or not after_up.open_window(state, seat):
            movement.begin_turn(state, seat)  # (before any shield moves, the Up-card spells)
    elif phase == "settle":
        state.begin_settlement()  # the spells cast at its start first, if any may be
    else:
        raise ValueError(f"a position cannot start in the {phase} phase")
