"""What a seat does not know about the cards, and the two ways of filling that gap.

A seat that cannot see a card still knows, by rule, something about where it lies: a storage
hand holds double-bordered cards, a creature pen single-bordered ones, a shield creatures and
C items within its space's stacking limit, a face-down card chosen as a command card is one
that can be a command card. Each unknown card is a ``Spot`` (its instance id, what its place
accepts, the ``Box``es it counts in: a space's stacking limit, a group under the C-item rule,
a group that must hold some kind of card). From those:

- ``twin`` exchanges the faces of a few unknown cards of one owner whose places accept each
  other's card and whose boxes stay within their rules: a world the seat cannot tell apart
  from this one (``State.swap_hidden``). It exchanges a creature only with a creature, a C item
  with a C item, a single- or double-bordered card with one of the same border, so that what
  the rules show without showing a card (how a draw splits between pen and storage hand, a
  side running out of creatures) stays the same in both worlds.
- ``deal`` fills the spots from the faces the seat knows are unaccounted for, taken in a
  canonical order (by name) and dealt with the caller's RNG: most constrained spots first, each
  from the faces its place accepts and its groups still allow; the remaining faces go to the
  spots that accept anything (decks), shuffled. A deal that paints itself into a corner is
  dealt again (``DEAL_TRIES`` times), then filled deterministically from the canonical order
  (smallest stacking value first) — so a sample depends only on what the seat knows.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import compress
from operator import attrgetter, is_, itemgetter
from types import FunctionType
from typing import NamedTuple, cast

from stronghold.engine.rng import Rng
from stronghold.games.guardians.schema import AnyCard, Bribery, Creature, Item, Spell
from stronghold.games.guardians.stacking import has_relief, space_total

#: What a place accepts: a test of a card face.
Fit = Callable[[AnyCard], bool]

#: Times a deal is tried afresh before the deterministic fill.
DEAL_TRIES = 12
#: Random exchanges tried for a twin, per unknown card.
SWAPS_PER_SPOT = 3


def double_bordered(card: AnyCard) -> bool:
    """Spells, H items and bribery cards: the storage hand's cards."""
    return isinstance(card, Spell | Bribery) or (
        isinstance(card, Item) and card.item_type == "hand"
    )


def is_c_item(card: AnyCard) -> bool:
    """A C (creature) magic item: it travels with creatures."""
    return isinstance(card, Item) and card.item_type == "creature"


def stack_value(card: AnyCard) -> int:
    """What a card counts for a space's stacking limit (creatures only)."""
    return card.stack_value if isinstance(card, Creature) else 0


def vitality(card: AnyCard) -> int:
    """What a card adds to a told total of Vitality (``Box.total``): a creature its base
    Vitality, any other card 0."""
    return card.vitality if isinstance(card, Creature) else 0


def any_card(card: AnyCard) -> bool:
    """A deck, a hand, a face-down terrain: any card."""
    del card
    return True


def single(card: AnyCard) -> bool:
    """A creature pen: single-bordered cards."""
    return not double_bordered(card)


def unit_card(card: AnyCard) -> bool:
    """Under a shield or on a stronghold card: creatures and C items."""
    return isinstance(card, Creature) or is_c_item(card)


def creature(card: AnyCard) -> bool:
    """A creature."""
    return isinstance(card, Creature)


def fighter(card: AnyCard) -> bool:
    """A creature that may fight in a match-up (not one played only as a command card)."""
    return isinstance(card, Creature) and not card.command_only


def channeler(card: AnyCard) -> bool:
    """Under a Guardians stronghold card: a creature that channels."""
    return isinstance(card, Creature) and card.channeler is not None


def _group(card: AnyCard) -> str:
    """What the rules may show of a face without showing the card: whether it is a creature,
    a C item, another single-bordered card or a double-bordered one (a drawn card goes to the
    pen or the storage hand, whose sizes everyone sees; a side runs out of creatures that may
    fight, a command-only creature never fighting)."""
    if isinstance(card, Creature):
        return "command-only" if card.command_only else "creature"
    if is_c_item(card):
        return "item"
    return "double" if double_bordered(card) else "single"


#: The fits of a place that accepts any card.
_ANY: tuple[Fit, ...] = (any_card,)


@dataclass
class Box:
    """Cards kept together by rule; the known cards in it are counted in already.

    ``limit``: the most stacking points (``load`` is the known cards' sum, ``known`` the known
    creatures and load-lightening items themselves: with such an item in play the load is no
    sum, and ``stacking.space_total`` works it out from the faces); ``items_rule``: no more C
    items than creatures (``creatures``/``items`` are the known ones); ``needs``: at least
    ``count`` of its unknown cards pass ``test`` (what the seat saw: a declared command card, a
    side that still has a creature to choose).
    """

    limit: int | None = None
    load: int = 0
    known: list[AnyCard] = field(default_factory=list)
    #: Whether a known card of the box lightens its load (``stacking.has_relief``).
    relief: bool = False
    #: The exact total of base Vitality its unknown cards hold (creatures; other cards 0): a
    #: total the seat was told, the known cards' share taken off (Detect Life Force).
    total: int | None = None
    items_rule: bool = False
    creatures: int = 0
    items: int = 0
    needs: list[tuple[Fit, int]] = field(default_factory=list)

    def count(self, face: AnyCard) -> None:
        """A known card of the box, counted into its load."""
        if isinstance(face, Creature):
            self.load += face.stack_value
            self.known.append(face)
        elif has_relief(face):
            self.known.append(face)
            self.relief = True


@dataclass(slots=True)
class Spot:
    """One unknown card: its instance id, its owner, what its place accepts, its boxes."""

    cid: str
    owner: int
    fits: tuple[Fit, ...] = ()
    boxes: tuple[str, ...] = ()

    def accepts(self, card: AnyCard) -> bool:
        """Whether this spot's place may hold ``card`` by rule."""
        for test in self.fits:  # noqa: SIM110 - a loop: no generator on this hot path
            if not test(card):
                return False
        return True

    @property
    def anything(self) -> bool:
        """A spot whose place accepts any card (a deck, a hand, a face-down terrain)."""
        for test in self.fits:  # noqa: SIM110 - a loop: no generator on this hot path
            if test is not any_card:
                return False
        return True

    @property
    def open(self) -> bool:
        """A spot that accepts any card and counts in no box (a deck)."""
        return not self.boxes and self.anything


class Unknown:
    """All a seat does not know: the spots, their boxes, and the faces to fill them with."""

    def __init__(self) -> None:
        self.boxes: dict[str, Box] = {}
        #: The unknown cards in order: spots, and runs of cards that take any card and count
        #: in no box (``add_each`` with no test: a deck), kept as their ids and their owner
        #: until someone asks for their spots (a deal needs only the ids).
        self._parts: list[Spot | tuple[list[str], int]] = []
        self._spots: list[Spot] | None = []  # None while some run has no spots yet

    @property
    def spots(self) -> list[Spot]:
        """Every unknown card's spot, in the order they were added."""
        spots = self._spots
        if spots is None:
            spots = []
            for part in self._parts:
                if type(part) is Spot:
                    spots.append(part)
                else:
                    cids, owner = cast(tuple[list[str], int], part)
                    spots += [Spot(cid, owner, _ANY, ()) for cid in cids]
            self._parts = list(spots)
            self._spots = spots
        return spots

    def ids(self) -> list[str]:
        """Every unknown card's instance id, in the order of ``spots``."""
        if self._spots is not None:
            return [spot.cid for spot in self._spots]
        out: list[str] = []
        for part in self._parts:
            if type(part) is Spot:
                out.append(part.cid)
            else:
                out += cast(tuple[list[str], int], part)[0]
        return out

    def parts(self) -> list[Spot | tuple[list[str], int]]:
        """The spots and the runs of open cards (their ids, their owner), in order."""
        return self._parts

    def all_open(self) -> bool:
        """Whether every spot is ``open``."""
        return _all_open(self._parts)

    def box(self, key: str) -> Box:
        """The box ``key`` (created empty on first use)."""
        found = self.boxes.get(key)
        if found is None:
            found = self.boxes[key] = Box()
        return found

    def add(self, cid: str, owner: int, *fits: Fit, boxes: Sequence[str] = ()) -> Spot:
        """One more unknown card."""
        spot = Spot(cid, owner, fits or _ANY, boxes if type(boxes) is tuple else tuple(boxes))
        self._parts.append(spot)
        if self._spots is not None:
            self._spots.append(spot)
        return spot

    def add_each(self, cids: Iterable[str], owner: int, *fits: Fit) -> None:
        """``add`` for each of ``cids`` (in no box), in one go: a deck or a hand at once."""
        if not fits:
            run = list(cids)
            if run:
                self._parts.append((run, owner))
                self._spots = None
            return
        spots = [Spot(cid, owner, fits, ()) for cid in cids]
        self._parts += spots
        if self._spots is not None:
            self._spots += spots

    def find(self, cid: str) -> Spot | None:
        """The spot of instance id ``cid``, if it is unknown."""
        return next((spot for spot in self.spots if spot.cid == cid), None)


def box_ok(box: Box, faces: Sequence[AnyCard]) -> bool:
    """Whether a box's unknown cards ``faces`` keep its rules."""
    if box.limit is not None:
        load, relief = box.load, box.relief
        for card in faces:
            if isinstance(card, Creature):
                load += card.stack_value
            elif not relief and has_relief(card):
                relief = True
        # the sum is the load unless an item lightens it (``space_total``, only then)
        if load > box.limit and (not relief or space_total([*box.known, *faces]) > box.limit):
            return False
    if box.items_rule:
        creatures, items = box.creatures, box.items
        for card in faces:
            if isinstance(card, Creature):
                creatures += 1
            elif is_c_item(card):
                items += 1
        if items > creatures:
            return False
    if box.total is not None and sum(map(vitality, faces)) != box.total:
        return False
    return all(sum(1 for c in faces if test(c)) >= count for test, count in box.needs)


def world_ok(unknown: Unknown, faces: Mapping[str, AnyCard]) -> bool:
    """Whether every spot holds a card its place accepts and every box keeps its rules."""
    members: dict[str, list[AnyCard]] = {key: [] for key in unknown.boxes}
    for spot in unknown.spots:
        face = faces[spot.cid]
        for test in spot.fits:  # ``spot.accepts``, with no call for a place taking any card
            if test is not any_card and not test(face):
                return False
        for key in spot.boxes:
            members[key].append(face)
    return all(box_ok(unknown.boxes[key], cards) for key, cards in members.items())


def twin(unknown: Unknown, faces: Mapping[str, AnyCard], rng: Rng) -> dict[str, AnyCard]:
    """Faces for the spots after a few random exchanges between cards of the same owner that
    each fit the other's place, keeping every box's rules (``faces``: the true ones)."""
    out = dict(faces)
    spots = unknown.spots
    if len(spots) < 2:
        return out
    members: dict[str, list[Spot]] = {key: [] for key in unknown.boxes}
    for spot in spots:
        for key in spot.boxes:
            members[key].append(spot)
    for _ in range(SWAPS_PER_SPOT * len(spots)):
        one, two = rng.sample(spots, 2)
        first, second = out[one.cid], out[two.cid]
        if one.owner != two.owner or first.name == second.name:
            continue
        if _group(first) != _group(second):
            continue
        if not (one.accepts(second) and two.accepts(first)):
            continue
        out[one.cid], out[two.cid] = second, first
        touched = set(one.boxes) | set(two.boxes)
        if not all(
            box_ok(unknown.boxes[key], [out[s.cid] for s in members[key]]) for key in touched
        ):
            out[one.cid], out[two.cid] = first, second
    return out


def _all_open(parts: Iterable[Spot | tuple[list[str], int]]) -> bool:
    """Whether every spot is ``open`` (written out: a deck's spots are many)."""
    for spot in parts:
        if type(spot) is not Spot:
            continue  # a run of open cards
        if spot.boxes:
            return False
        fits = spot.fits
        if fits is not _ANY:
            for test in fits:
                if test is not any_card:
                    return False
    return True


def canonical_order(faces: Sequence[AnyCard]) -> list[AnyCard]:
    """The faces sorted by name (then kind): an order that tells nothing of where they lie."""
    return sorted(faces, key=_BY_NAME)


#: A face's place in the canonical order: its name, then its kind.
_BY_NAME = attrgetter("name", "kind")


def deal(
    unknown: Unknown,
    pool: Sequence[AnyCard],
    rng: Rng,
    *,
    library: Iterable[AnyCard] | None = None,
) -> dict[str, AnyCard]:
    """Faces for every spot, dealt from ``pool`` (the unaccounted-for faces, in any order: they
    are put in canonical order first) with ``rng``; with ``library`` instead of a pool, each
    spot draws a fitting face from it with replacement (a random combat's unseen cards).

    Spots are dealt most constrained first (fewest fitting faces), each a uniformly chosen
    fitting face that keeps its boxes within their limits; spots that accept anything take the
    rest, shuffled. After ``DEAL_TRIES`` failed deals the spots are filled deterministically
    (``_fill``). The result depends on the spots, the multiset of faces and ``rng`` only.
    """
    if library is None:
        return dealt_from(prepare(unknown, pool), rng)
    return dealt_from_library(unknown, _library(library, unknown), rng)


def dealer(
    unknown: Unknown,
    pool: Sequence[AnyCard],
    *,
    library: Iterable[AnyCard] | None = None,
) -> Callable[[Rng], dict[str, AnyCard]]:
    """``deal`` of these spots and faces worked out up to its draws, for deal after deal
    (a search samples the same position again and again): each call with an ``rng`` deals
    what ``deal`` deals with it. The spots' tests must answer the same while it is used."""
    if library is None:
        return partial(dealt_from, prepare(unknown, pool))
    return partial(dealt_from_library, unknown, _library(library, unknown))


def dealt_from_library(unknown: Unknown, table: _Faces, rng: Rng) -> dict[str, AnyCard]:
    """``deal`` from a library, its faces worked out (``_library``)."""
    for _ in range(DEAL_TRIES):
        dealt = _deal_once(unknown, table, rng, replace=True)
        if dealt is not None:
            return dealt
    return _fill(unknown, table.faces, replace=True)


class Prepared(NamedTuple):
    """What a deal from a pool works out before drawing (``prepare``): the same for every
    deal of the same spots and faces, so a state sampled again and again (a search's root)
    works it out once. Never changed by a deal."""

    unknown: Unknown
    #: The faces in canonical order.
    ordered: list[AnyCard]
    #: The spots' ids when every spot is open (a deal is then one shuffle), else None.
    open_ids: list[str] | None
    #: What each closed spot accepts (None when ``open_ids`` is set).
    table: _Faces | None


def prepare(unknown: Unknown, pool: Sequence[AnyCard]) -> Prepared:
    """A deal of ``pool``'s faces into ``unknown``'s spots, worked out up to its draws."""
    ordered = canonical_order(pool)
    if not unknown.boxes and unknown.all_open():
        # only places that take any card (decks): the deal is a shuffle, as ``_deal_once``
        # would deal it, without working out what each place accepts
        ids = unknown.ids()
        if len(ordered) >= len(ids):
            return Prepared(unknown, ordered, ids, None)
    return Prepared(unknown, ordered, None, _Faces(ordered, unknown))


def dealt_from(prepared: Prepared, rng: Rng) -> dict[str, AnyCard]:
    """``deal`` from a pool, from its preparation: the same draws and the same faces."""
    unknown, ordered, ids, table = prepared
    if table is None:
        assert ids is not None
        shuffled = list(ordered)
        rng.shuffle(shuffled)
        return dict(zip(ids, shuffled, strict=False))
    for _ in range(DEAL_TRIES):
        dealt = _deal_once(unknown, table, rng, replace=False)
        if dealt is not None:
            return dealt
    return _fill(unknown, table.faces, replace=False)


#: The places' tests a deal reads for every face (``_traits`` answers them once per model).
_PLAIN_TESTS: tuple[Fit, ...] = (single, double_bordered, unit_card, creature, channeler)
_PLAIN_INDEX: dict[Fit, int] = {test: index for index, test in enumerate(_PLAIN_TESTS)}

#: What a deal reads of a card model, by the model's id (the model is kept in the entry, so
#: its id cannot be another model's): (model, stacking value, creature?, C item?, whether it
#: passes each of ``_PLAIN_TESTS``, whether it lightens a load: ``has_relief``).
Traits = tuple[AnyCard, int, bool, bool, tuple[bool, ...], bool]
_TRAITS: dict[int, Traits] = {}
#: Whether a card model passes a plain (module-level) test, by test then model id, the model
#: kept in the entry as above.
_PASSES: dict[Fit, dict[int, tuple[AnyCard, bool]]] = {}


def _traits(card: AnyCard) -> Traits:
    """A card model's stacking value, kind and plain tests, worked out once per model
    (models are immutable)."""
    found = _TRAITS.get(id(card))
    if found is None or found[0] is not card:
        found = _TRAITS[id(card)] = (
            card, stack_value(card), isinstance(card, Creature), is_c_item(card),
            tuple(test(card) for test in _PLAIN_TESTS), has_relief(card),
        )  # fmt: skip
    return found


def _passing(test: Fit, faces: list[AnyCard]) -> list[int]:
    """The positions of the ``faces`` that pass a plain test, each model's answer worked out
    once."""
    known = _PASSES.get(test)
    if known is None:
        known = _PASSES[test] = {}
    out = []
    for index, card in enumerate(faces):
        found = known.get(id(card))
        if found is None or found[0] is not card:
            found = known[id(card)] = (card, test(card))
        if found[1]:
            out.append(index)
    return out


class _Faces:
    """The faces of one deal, by position in canonical order, with what each spot's place
    accepts worked out once (spots of the same kind of place share it; ``known`` carries it
    over from earlier deals of the same faces, for tests that are plain functions)."""

    def __init__(
        self,
        faces: list[AnyCard],
        unknown: Unknown,
        known: dict[tuple[Fit, ...], list[int]] | None = None,
        like: _Faces | None = None,
    ) -> None:
        self.faces = faces
        self.values: Sequence[int]
        self.creature: Sequence[bool]
        self.item: Sequence[bool]
        self.tests: Sequence[tuple[bool, ...]]
        #: Whether a face lightens a load (Petrified Heart): the boxes' limits are then
        #: checked on their whole cards (``space_total``), not summed.
        self.relief: bool
        if like is not None:  # the same faces: what does not depend on the spots is shared
            self.values, self.creature, self.item = like.values, like.creature, like.item
            self.tests, self.relief = like.tests, like.relief
        else:
            # each model's traits looked up, and checked to be its own, at C speed
            looked = list(map(_TRAITS.get, map(id, faces)))
            traits = cast(list[Traits], looked)
            if None in looked or not all(map(is_, map(itemgetter(0), traits), faces)):
                traits = [_traits(card) for card in faces]  # some model not seen yet
            if traits:
                _models, self.values, self.creature, self.item, self.tests, reliefs = zip(
                    *traits, strict=True
                )
                self.relief = any(reliefs)
            else:
                self.values, self.creature, self.item, self.tests = (), (), (), ()
                self.relief = False
        #: Whether the deal checks the boxes' limits on their cards (``_deal_once``): some
        #: face or some known card of a box lightens a load; ``totals``: some box holds a
        #: told total of Vitality (``Box.total``).
        self.exact, self.totals = self.relief, False
        for box in unknown.boxes.values():
            if box.relief or box.total is not None:
                self.exact = self.exact or box.relief
                self.totals = self.totals or box.total is not None
        by_fits: dict[tuple[Fit, ...], list[int]] = {}
        self.accepted: dict[str, list[int]] = {}
        #: What a spot accepts narrowed by a box's needs (``_needed``), by spot and tests,
        #: for the deals that follow from the same table.
        self.narrowed: dict[tuple[str, tuple[Fit, ...]], list[int]] = {}
        #: A spot's choices that fit the room its boxes leave (a deal with replacement), by
        #: the choices' list (held by ``accepted`` or ``narrowed``), the room and whether C
        #: items are barred.
        self.roomy: dict[tuple[int, int, bool], list[int]] = {}
        #: The spots dealt one by one (in a box, or taking only some cards), and the open ones
        #: (any card, in no box: decks), which share the faces left, shuffled; both in order.
        self.closed: list[Spot] = []
        self.open: list[str] = []  # (their ids)
        for part in unknown.parts():
            if type(part) is not Spot:
                self.open += cast(tuple[list[str], int], part)[0]
                continue
            spot = part
            if spot.fits is _ANY and not spot.boxes:
                self.open.append(spot.cid)  # no need to list what it accepts: anything
                continue
            if spot.boxes or not spot.anything:
                self.closed.append(spot)
            else:
                self.open.append(spot.cid)
            found = by_fits.get(spot.fits)
            if found is None and known is not None:
                found = known.get(spot.fits)
            if found is None:
                if spot.anything:
                    found = list(range(len(faces)))
                elif len(spot.fits) == 1 and spot.fits[0] in _PLAIN_INDEX:
                    passes = map(itemgetter(_PLAIN_INDEX[spot.fits[0]]), self.tests)
                    found = list(compress(range(len(faces)), passes))  # (at C speed)
                elif len(spot.fits) == 1 and isinstance(spot.fits[0], FunctionType):
                    found = _passing(spot.fits[0], faces)
                else:
                    found = [index for index, card in enumerate(faces) if spot.accepts(card)]
                if known is not None and all(isinstance(f, FunctionType) for f in spot.fits):
                    known[spot.fits] = found
            by_fits[spot.fits] = found
            self.accepted[spot.cid] = found


#: Card libraries in canonical order (as faces of an empty deal), with what places of plain
#: tests accept, by library.
_LIBRARIES: dict[int, tuple[Iterable[AnyCard], _Faces, dict[tuple[Fit, ...], list[int]]]] = {}


def _library(library: Iterable[AnyCard], unknown: Unknown) -> _Faces:
    """The faces of a library for a deal (its canonical order worked out once per library)."""
    entry = _LIBRARIES.get(id(library))
    if entry is None or entry[0] is not library:
        base = _Faces(canonical_order(list(library)), Unknown())
        entry = _LIBRARIES[id(library)] = (library, base, {})
    return _Faces(entry[1].faces, unknown, entry[2], like=entry[1])


def _needed(unknown: Unknown, closed: list[Spot], rng: Rng) -> dict[str, tuple[Fit, ...]]:
    """Extra tests for some spots, so each box's needs are met: for each need, ``count`` of
    its spots picked at random must pass the need's test (``closed``: the spots that are not
    open, in order: those in a box among them)."""
    extra: dict[str, tuple[Fit, ...]] = {}
    for key, box in unknown.boxes.items():
        if not box.needs:
            continue
        inside = [spot.cid for spot in closed if key in spot.boxes]
        for test, count in box.needs:
            for cid in rng.sample(inside, min(count, len(inside))):
                extra[cid] = (*extra.get(cid, ()), test)
    return extra


#: A spot's instance id.
_CID = attrgetter("cid")

#: A stacking room larger than any limit (a spot in no box with a limit).
_NO_LIMIT = 1 << 62


def _deal_once(
    unknown: Unknown, table: _Faces, rng: Rng, *, replace: bool
) -> dict[str, AnyCard] | None:
    faces, values = table.faces, table.values
    extra = _needed(unknown, table.closed, rng)
    loads = {key: box.load for key, box in unknown.boxes.items()}
    counts = {key: [box.creatures, box.items] for key, box in unknown.boxes.items()}
    left = {key: 0 for key in unknown.boxes}
    # (a need picks among the spots of its box: ``extra`` makes no open spot closed)
    closed, open_spots = table.closed, table.open
    for spot in closed:
        for key in spot.boxes:
            left[key] += 1
    accepted: dict[str, list[int]] = {}
    narrowed, roomy = table.narrowed, table.roomy
    for spot in closed:
        cid = spot.cid
        tests = extra.get(cid, ())
        if not tests:
            accepted[cid] = table.accepted[cid]
            continue
        found = narrowed.get((cid, tests))
        if found is None:
            found = narrowed[cid, tests] = [
                i for i in table.accepted[cid] if all(test(faces[i]) for test in tests)
            ]
        accepted[cid] = found
    boxes = unknown.boxes
    item = table.item
    largest = max(values, default=0)
    # each box's cards so far, when a load may be lightened (``_Faces.exact``): no sum then
    members = {key: list(box.known) for key, box in boxes.items()} if table.exact else None
    # what each box with a told total still needs (``Box.total``), and the least and most
    # Vitality a face adds: each spot of such a box keeps the rest within reach
    need: dict[str, int] = {}
    if table.totals:
        need = {key: box.total for key, box in boxes.items() if box.total is not None}
        vit = [vitality(face) for face in faces]
        low, high = min([0, *vit]), max([0, *vit])
    taken = [0] * len(faces)
    # the faces not taken yet among each list of fitting faces (spots of the same kind of
    # place share one), kept up to date as faces are taken, in the fitting list's order
    untaken: dict[int, list[int]] = {}
    out: dict[str, AnyCard] = {}
    # most constrained first (a stable sort: in order among equals), the keys read at C speed
    sizes = list(map(len, map(accepted.__getitem__, map(_CID, closed))))
    for spot in map(closed.__getitem__, sorted(range(len(closed)), key=sizes.__getitem__)):
        fitting = accepted[spot.cid]
        if replace:
            choices = fitting
        else:
            kept = untaken.get(id(fitting))  # the list is held by ``accepted``: ids differ
            if kept is None:
                kept = untaken[id(fitting)] = [i for i in fitting if not taken[i]]
            choices = kept
        if spot.boxes:
            # room in every box: within the tightest stacking limit, and a C item only
            # where each box under the C-item rule keeps a creature for it
            space_left = _NO_LIMIT
            items_barred = False
            for key in spot.boxes:
                box = boxes[key]
                if box.limit is not None:
                    space_left = min(space_left, box.limit - loads[key])
                if box.items_rule:
                    creatures, items = counts[key]
                    items_barred = items_barred or items + 1 > creatures + left[key] - 1
            if members is not None and (
                space_left < 0 or any(has_relief(m) for key in spot.boxes for m in members[key])
            ):
                # an item in the box may lighten its load: a lightened load is never heavier
                # than its plain sum, so a face within the plain room fits and only the others
                # are counted whole. (With no such item there, a face fits as its plain sum
                # says: an item face itself adds nothing to the sum.)
                choices = [
                    i
                    for i in choices
                    if not (items_barred and item[i])
                    and (values[i] <= space_left or _fits(unknown, members, spot, faces[i]))
                ]
            elif items_barred or space_left < largest:
                # with replacement a spot's choices are the same list deal after deal: what
                # fits the room is kept with the table (``roomy``)
                room = (id(choices), space_left, items_barred) if replace else None
                fitting_room = None if room is None else roomy.get(room)
                if fitting_room is None:
                    fitting_room = [
                        i
                        for i in choices
                        if values[i] <= space_left and not (items_barred and item[i])
                    ]
                    if room is not None:
                        roomy[room] = fitting_room
                choices = fitting_room
        for key in spot.boxes if need else ():
            if key in need:  # the spots after this one can still make up the total
                rest, wanted = left[key] - 1, need[key]
                choices = [i for i in choices if low * rest <= wanted - vit[i] <= high * rest]
        if not choices:
            return None
        index = choices[rng.randrange(len(choices))]
        taken[index] = 1
        if not replace:
            for left_over in untaken.values():
                at = bisect_left(left_over, index)
                if at < len(left_over) and left_over[at] == index:
                    del left_over[at]
        out[spot.cid] = faces[index]
        for key in spot.boxes:
            if members is not None:
                members[key].append(faces[index])
            if need and key in need:
                need[key] -= vit[index]
            loads[key] += values[index]
            left[key] -= 1
            counts[key][0] += table.creature[index]
            counts[key][1] += table.item[index]
    if replace:
        for cid in open_spots:
            out[cid] = faces[rng.randrange(len(faces))]
        return out
    remaining = [card for index, card in enumerate(faces) if not taken[index]]
    if len(remaining) < len(open_spots):
        return None
    rng.shuffle(remaining)
    out.update(zip(open_spots, remaining, strict=False))
    # ``world_ok``, from what the deal kept count of: every spot took a face its place
    # accepts and the stacking limits were kept as it went; the C-item rule and the needs
    # are checked here (a box may hold a spot that takes other cards, a need more spots
    # than its box has)
    for key, box in boxes.items():
        if box.limit is not None and loads[key] > box.limit:
            if members is None or space_total(members[key]) > box.limit:
                return None
        if box.items_rule and counts[key][1] > counts[key][0]:
            return None
        if need and need.get(key, 0) != 0:
            return None
        if box.needs and not box_ok(box, [out[spot.cid] for spot in closed if key in spot.boxes]):
            return None
    return out


def _fits(unknown: Unknown, members: dict[str, list[AnyCard]], spot: Spot, face: AnyCard) -> bool:
    """Whether ``face`` keeps every box of ``spot`` within its limit, the box's cards so far
    (``members``) counted with it by ``space_total``."""
    for key in spot.boxes:
        limit = unknown.boxes[key].limit
        if limit is not None and space_total([*members[key], face]) > limit:
            return False
    return True


def _fill(unknown: Unknown, faces: list[AnyCard], *, replace: bool) -> dict[str, AnyCard]:
    """A deterministic fill when random deals keep failing: each closed spot in turn takes
    the first face in canonical order that it accepts, smallest stacking value first (then
    any face at all, should none fit); the open spots take the rest in canonical order."""
    remaining = sorted(faces, key=stack_value)
    out: dict[str, AnyCard] = {}
    for spot in unknown.spots:
        if spot.open:
            continue
        index = next((i for i, card in enumerate(remaining) if spot.accepts(card)), 0)
        out[spot.cid] = remaining[index] if replace else remaining.pop(index)
    rest = canonical_order(remaining)
    for number, spot in enumerate(s for s in unknown.spots if s.open):
        out[spot.cid] = rest[number % len(rest)] if replace else rest[number]
    return out
