"""Positions: a whole game of Guardians written down as a TOML file, checked, and set up.

A position says where every card of both seats lies (Guardian, stones, stronghold cards and
their upgrades, shields and the cards under them, terrain, pen, storage hand, discard pile,
deck, Up cards), the turn, the phase and whose decision it is (docs/positions.md has the
format). :func:`read_position` checks it by the rules of play — the cards exist and are of a
kind their place holds, a space's stacking limit, no more C items than creatures in a stack,
one standard bearer in play, the copy limits of a deck, what each phase allows — and reports
every problem at once, one line each, in a :class:`PositionError`. What it returns is a
:class:`~stronghold.games.guardians.play.layout.Layout`, which the game lays out on a new state
(``stronghold.load("guardians", position=...)``).

Reading is linear in the file's size: each card name is looked up once (a misspelt one costs
its suggestion once), and a seat holds at most :data:`MAX_SEAT_CARDS` cards.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from stronghold.engine.errors import CardDataError, PositionError
from stronghold.engine.limits import MAX_LIST_LINES, load_toml, quote
from stronghold.games.guardians import hidden, shield_limits
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.deck import POSITIONS, copy_problems
from stronghold.games.guardians.deck_reader import lookup_guardian
from stronghold.games.guardians.library import CardLibrary, normalize
from stronghold.games.guardians.play import accessories, board, discard_tolls, movement
from stronghold.games.guardians.play.layout import (
    PHASES,
    Layout,
    SeatLayout,
    ShieldLayout,
    SlotLayout,
)
from stronghold.games.guardians.schema import (
    AnyCard,
    Creature,
    Guardian,
    Shield,
    Stronghold,
    TerrainCard,
    Upgrade,
)

if TYPE_CHECKING:
    from stronghold.engine.registry import Game
    from stronghold.games.guardians.play.state import GameState

#: Most cards one seat may hold in a position (a deck list's most lines).
MAX_SEAT_CARDS = MAX_LIST_LINES
#: Most shields of one seat on the board (12 spaces, one shield each at rest).
SHIELDS_AT_REST = len(board.SPACES)

TOP_KEYS = ("title", "description", "goal", "moves", "turn", "phase", "seat", "seat0", "seat1")
SEAT_KEYS = (
    *("name", "guardian", "stones", "shields_lost", "strongholds", "shields", "terrain"),
    *("face_down", "pen", "storage", "discard", "deck", "deck_top", "up", "previous_up"),
    *("flew", "barrier", "ready", "tokens"),
)
SLOT_KEYS = ("rubble", "on", "under", "held", "upgrade", "extra_upgrade", "extra_held")
SHIELD_KEYS = ("space", "card", "cards", "turned", "shown")
#: ``3 Swordsman``, ``3x Swordsman``: copies of a card in a list (a whole name wins).
_COUNT = re.compile(r"([1-9]\d{0,3})\s*[xX×]?\s+(\S.*)")


@dataclass(frozen=True)
class Variant:
    """What a game's positions may hold where its rules differ from Guardians' (a game names
    its own as ``position_variant``; Guardians Arena: ``games/arena/game.py``)."""

    phases: tuple[str, ...] = PHASES
    #: Rows of the board that terrain may lie on (B and C: the disputed lands).
    terrain_rows: tuple[int, ...] = (1, 2)
    #: Face-down terrain (any card, a stone paid) exists.
    face_down_terrain: bool = True
    #: What lies under a stronghold card, and how to say it.
    under: Callable[[AnyCard], bool] = hidden.channeler
    under_holds: str = "under a stronghold card go creatures that channel"
    #: A stronghold card holds one creature on it and one under it, each with at most one C
    #: item; a shield stands only on its own seat's standing stronghold card, over that unit.
    one_unit: bool = False
    #: The space's stacking limit and one standard bearer in play are checked.
    stacking: bool = True
    #: A variant's own zones of its player: key -> (what it holds, how to say it, face up?).
    zones: tuple[tuple[str, Callable[[AnyCard], bool], str, bool], ...] = ()


GUARDIANS = Variant(
    zones=(
        (
            "accessories",
            accessories.is_accessory_card,
            "beside a Guardian lie accessories (Gift of Isis)",
            True,
        ),
        (
            "tolls",
            discard_tolls.is_face,
            "beside the other seat's discard pile lie the seat's Warwick's Banishments",
            True,
        ),
    )
)


def load_position_text(text: str) -> dict[str, Any]:
    """Parse position TOML; PositionError (one line) if it is not TOML or is too large or
    too deeply nested (:mod:`stronghold.engine.limits`)."""
    return load_toml(text, error=PositionError, context="not a valid position file: ")


class _Reader:
    """Reads one position, gathering every problem instead of stopping at the first."""

    def __init__(self, library: CardLibrary, max_turns: int, variant: Variant) -> None:
        self.library = library
        self.max_turns = max_turns
        self.variant = variant
        self.problems: list[str] = []
        self.found: dict[str, AnyCard | str] = {}  # name -> card, or why there is none

    def problem(self, where: str, message: str) -> None:
        self.problems.append(f"{where}: {message}")

    # --- values -----------------------------------------------------------------------------

    def keys(self, table: dict[str, Any], allowed: Iterable[str], where: str) -> None:
        allowed = tuple(allowed)
        for key in table:
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                self.problem(where, f"unknown key {quote(key)}{hint}")

    def table(self, value: Any, where: str) -> dict[str, Any]:
        if isinstance(value, dict):
            return value
        self.problem(where, "must be a table")
        return {}

    def number(self, value: Any, where: str, low: int, high: int | None = None) -> int | None:
        if not isinstance(value, int) or isinstance(value, bool):
            self.problem(where, "must be a whole number")
            return None
        if value < low or (high is not None and value > high):
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            self.problem(where, f"{value} is out of range ({span})")
            return None
        return value

    def flag(self, value: Any, where: str) -> bool:
        if isinstance(value, bool):
            return value
        self.problem(where, "must be true or false")
        return False

    def space(self, value: Any, where: str) -> int | None:
        space = board.parse_space(value) if isinstance(value, str) else None
        if space is None:
            self.problem(where, f"{quote(value)} is not a space (A1 ... D3)")
        return space

    def card(self, value: Any, where: str) -> AnyCard | None:
        """A card by name (each name looked up once)."""
        if not isinstance(value, str):
            self.problem(where, "must be a card name")
            return None
        found = self.found.get(value)
        if found is None:
            try:
                found = self.library.get(value)
            except CardDataError as exc:
                found = exc.reason
            self.found[value] = found
        if isinstance(found, str):
            self.problem(where, found)
            return None
        return found

    def cards(
        self, value: Any, where: str, fits: Callable[[AnyCard], bool] = hidden.any_card,
        holds: str = "",
    ) -> list[AnyCard]:  # fmt: skip
        """A list of deck cards by name (``3 Swordsman`` for copies), each of a kind the
        place holds (``fits``; ``holds`` says what that is)."""
        if not isinstance(value, list):
            self.problem(where, "must be a list of card names")
            return []
        out: list[AnyCard] = []
        for number, item in enumerate(value, start=1):
            copies, name = self._copies(item)
            card = self.card(name, f"{where}[{number}]")
            if card is None or not self.deck_card(card, f"{where}[{number}]"):
                continue
            if not fits(card):
                self.problem(f"{where}[{number}]", f"{card.name!r} is a {card.kind}; {holds}")
                continue
            out += [card] * copies
            if len(out) > MAX_SEAT_CARDS:
                self.problem(where, f"more than {MAX_SEAT_CARDS} cards")
                return out
        return out

    def _copies(self, item: Any) -> tuple[int, Any]:
        if not isinstance(item, str) or item in self.library:
            return 1, item
        match = _COUNT.fullmatch(item.strip())
        if match is None:
            return 1, item
        return int(match.group(1)), match.group(2)

    def deck_card(self, card: AnyCard, where: str) -> bool:
        if isinstance(card, Guardian | Stronghold):
            self.problem(where, f"{card.name!r} is a {card.kind}, not a card of the deck")
            return False
        return True

    def one_card(
        self, value: Any, where: str, fits: Callable[[AnyCard], bool] = hidden.any_card,
        holds: str = "",
    ) -> AnyCard | None:  # fmt: skip
        card = self.card(value, where)
        if card is None or not self.deck_card(card, where):
            return None
        if not fits(card):
            self.problem(where, f"{card.name!r} is a {card.kind}; {holds}")
            return None
        return card

    # --- the position -----------------------------------------------------------------------

    def read(self, data: dict[str, Any]) -> Layout:
        self.keys(data, TOP_KEYS, "position")
        for key in ("title", "description", "goal"):
            if key in data and not isinstance(data[key], str):
                self.problem(key, "must be text")
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            self.problem("moves", "must be a list of moves (text)")
        turn = self.number(data.get("turn", 1), "turn", 1, self.max_turns)
        phases = self.variant.phases
        phase = data.get("phase", phases[-1] if "move" not in phases else "move")
        if phase not in phases:
            self.problem("phase", f"{quote(phase)} is not one of {', '.join(phases)}")
            phase = None
        seat: int | None = None
        if phase in ("organize", "move"):
            if "seat" not in data:
                what = "places next" if phase == "organize" else "turns a shield"
                self.problem("seat", f"missing: in the {phase} phase, say who {what} (0 or 1)")
            else:
                seat = self.number(data["seat"], "seat", 0, 1)
        elif "seat" in data and phase is not None:
            self.problem("seat", f"the rules say who acts first in the {phase} phase: leave it out")
        seats = []
        for index in (0, 1):
            key = f"seat{index}"
            if key not in data:
                self.problem(key, "missing: a position describes both seats")
            seats.append(self.seat(self.table(data.get(key, {}), key), index, key))
        layout = Layout((seats[0], seats[1]), turn=turn or 1, phase=phase or "", seat=seat)
        self.board(layout)
        self.alone(layout)
        if phase is not None:
            self.phase_rules(layout)
        return layout

    def alone(self, layout: Layout) -> None:
        """An accessory that must be alone in play is there once (Gift of Isis)."""
        names = [
            card.name
            for spec in layout.seats
            for card in spec.zones.get("accessories", ([], True))[0]
            if (rule := accessories.rule_of(card)) is not None and rule.one_in_play
        ]
        for name in sorted({n for n in names if names.count(n) > 1}):
            self.problem("accessories", f"only one {name} may be in play")
        for index, spec in enumerate(layout.seats):  # tokens lie on an accessory (Heliopolos)
            beside = spec.zones.get("accessories", ([], True))[0]
            if spec.tokens and not any(
                (rule := accessories.rule_of(card)) is not None and rule.tokens for card in beside
            ):
                self.problem(f"seat{index}.tokens", "no accessory beside it gathers tokens")

    def seat(self, data: dict[str, Any], index: int, where: str) -> SeatLayout:
        home = [board.name(board.stronghold_space(index, p)) for p in range(3)]
        variant = self.variant
        keys = [k for k in SEAT_KEYS if variant.face_down_terrain or k != "face_down"]
        self.keys(data, (*keys, *home, *(zone[0] for zone in variant.zones)), where)
        if "name" in data and not isinstance(data["name"], str):
            self.problem(f"{where}.name", "must be text")
        guardian = None
        if "guardian" not in data:
            self.problem(f"{where}.guardian", "missing: every seat has a Guardian")
        elif not isinstance(data["guardian"], str):
            self.problem(f"{where}.guardian", "must be a Guardian's name")
        else:
            looked = lookup_guardian(self.library, data["guardian"])  # short names suggested
            if isinstance(looked, str):
                self.problem(f"{where}.guardian", looked)
            elif not isinstance(looked, Guardian):
                self.problem(f"{where}.guardian", f"{looked.name!r} is a {looked.kind}")
            else:
                guardian = looked
        strongholds = self.strongholds(data.get("strongholds"), f"{where}.strongholds")
        stones = 0
        if "stones" in data:
            stones = self.number(data["stones"], f"{where}.stones", 0) or 0
        elif guardian is not None:
            stones = guardian.stones
        spec = SeatLayout(
            guardian=guardian or _any_guardian(self.library),
            strongholds=strongholds or _any_strongholds(self.library),
            stones=stones,
            shields_lost=self.number(data.get("shields_lost", 0), f"{where}.shields_lost", 0, 4)
            or 0,
        )
        for position, name in enumerate(home):
            if name in data:
                spec.slots[position] = self.slot(
                    self.table(data[name], f"{where}.{name}"), f"{where}.{name}", position
                )
        shields = data.get("shields", [])
        if not isinstance(shields, list):
            self.problem(f"{where}.shields", "must be a list of tables ([[seatN.shields]])")
            shields = []
        for number, raw in enumerate(shields[: SHIELDS_AT_REST + 1], start=1):
            shield = self.shield(self.table(raw, f"{where}.shields[{number}]"), where, number)
            if shield is not None:
                spec.shields.append(shield)
        for key, face_down in (("terrain", False), ("face_down", True)):
            self.terrain(data.get(key, {}), f"{where}.{key}", spec, face_down=face_down)
        spec.pen = self.cards(
            data.get("pen", []), f"{where}.pen", hidden.single,
            "the creature pen holds single-bordered cards",
        )  # fmt: skip
        spec.storage = self.cards(
            data.get("storage", []), f"{where}.storage", hidden.double_bordered,
            "the storage hand holds double-bordered cards (spells, H items, bribery)",
        )  # fmt: skip
        spec.discard = self.cards(data.get("discard", []), f"{where}.discard")
        spec.deck = self.cards(data.get("deck", []), f"{where}.deck")
        spec.deck_top = self.cards(data.get("deck_top", []), f"{where}.deck_top")
        if "up" in data:
            spec.up = self.one_card(data["up"], f"{where}.up")
        if "previous_up" in data:
            spec.previous_up = self.one_card(data["previous_up"], f"{where}.previous_up")
        spec.flew = self.flag(data.get("flew", False), f"{where}.flew")
        if "barrier" in data:
            spec.barrier = self.space(data["barrier"], f"{where}.barrier")
        spec.ready = self.flag(data.get("ready", False), f"{where}.ready")
        if "tokens" in data:
            spec.tokens = self.number(data["tokens"], f"{where}.tokens", 0) or 0
        for key, fits, holds, public in variant.zones:
            cards = self.cards(data.get(key, []), f"{where}.{key}", fits, holds)
            spec.zones[key] = (cards, public)
        return spec

    def strongholds(self, value: Any, where: str) -> tuple[Stronghold, ...] | None:
        """Three stronghold cards, left, center and right: a set's name or three names."""
        if value is None:
            self.problem(where, "missing: a set's name or three stronghold cards")
            return None
        if isinstance(value, str):
            key = _set_key(value)
            found = sorted(
                (c for c in self.library if isinstance(c, Stronghold)
                 and _set_key(c.stronghold_set) == key),
                key=lambda c: POSITIONS.index(c.position),
            )  # fmt: skip
            if len(found) == 3:
                return tuple(found)
            sets = sorted({c.stronghold_set for c in self.library if isinstance(c, Stronghold)})
            close = difflib.get_close_matches(value, sets, n=3, cutoff=0.6)
            hint = f"did you mean {', '.join(map(repr, close))}?" if close else "or three cards"
            self.problem(where, f"no stronghold set named {quote(value)}; {hint}")
            return None
        if not isinstance(value, list) or len(value) != 3:
            self.problem(where, "must be a stronghold set's name or three stronghold cards")
            return None
        cards = [self.card(name, f"{where}[{n}]") for n, name in enumerate(value, start=1)]
        out = []
        for number, card in enumerate(cards, start=1):
            if card is None:
                continue
            if not isinstance(card, Stronghold):
                self.problem(f"{where}[{number}]", f"{card.name!r} is a {card.kind}")
                continue
            if card.position != POSITIONS[number - 1]:
                self.problem(
                    f"{where}[{number}]",
                    f"{card.name!r} is a {card.position} card; the three go left, center, right",
                )
                continue
            out.append(card)
        return tuple(out) if len(out) == 3 else None

    def slot(self, data: dict[str, Any], where: str, position: int) -> SlotLayout:
        self.keys(data, SLOT_KEYS, where)
        slot = SlotLayout(rubble=self.flag(data.get("rubble", False), f"{where}.rubble"))
        slot.on = self.cards(
            data.get("on", []), f"{where}.on", hidden.unit_card,
            "on a stronghold card go creatures and C items",
        )  # fmt: skip
        slot.under = self.cards(
            data.get("under", []), f"{where}.under", self.variant.under, self.variant.under_holds
        )
        if "upgrade" in data:
            card = self.one_card(
                data["upgrade"], f"{where}.upgrade", lambda c: isinstance(c, Upgrade),
                "beside a stronghold card goes an upgrade or a downgrade",
            )  # fmt: skip
            if isinstance(card, Upgrade):
                slot.upgrade = card
                if position == 1:
                    self.problem(f"{where}.upgrade", "upgrades go beside the end cards only")
        slot.held = self.held(data, f"{where}.held", slot.upgrade)
        if "extra_upgrade" in data:
            self.extra(data["extra_upgrade"], f"{where}.extra_upgrade", position, slot)
        slot.extra_held = self.held(data, f"{where}.extra_held", slot.extra, key="extra_held")
        standing = slot.on or slot.under or slot.held or slot.upgrade or slot.extra
        if slot.rubble and standing:
            self.problem(where, "rubble holds no cards: they went to the discard pile with it")
        return slot

    def held(
        self, data: dict[str, Any], where: str, upgrade: Upgrade | None, key: str = "held"
    ) -> list[AnyCard]:
        """The creature an upgrade holds (``held``, or ``extra_held`` for the extra one)."""
        held = self.cards(data.get(key, []), where, hidden.creature, "an upgrade holds a creature")
        if not held:
            return []
        if upgrade is None or upgrade.downgrade or upgrade.holds is None:
            self.problem(where, "no upgrade of the seat's beside it holds a creature")
        elif len(held) > 1:
            self.problem(where, "an upgrade holds one creature")
        elif not (
            isinstance(held[0], Creature)
            and creature_matches(upgrade.holds, held[0], defending_stronghold=False)
        ):
            self.problem(where, f"{upgrade.name!r} cannot hold {held[0].name!r}")
        else:
            return held
        return []

    def extra(self, data: object, where: str, position: int, slot: SlotLayout) -> None:
        """A second upgrade of the seat's beside an end card (Ragmort's Engineers): beside a
        first one, and of another name than it."""
        card = self.one_card(
            data, where, lambda c: isinstance(c, Upgrade) and not c.downgrade,
            "an extra upgrade is an upgrade of the seat's own",
        )  # fmt: skip
        if not isinstance(card, Upgrade):
            return
        if position == 1:
            self.problem(where, "upgrades go beside the end cards only")
        elif slot.upgrade is None:
            self.problem(where, "an extra upgrade goes beside a card with an upgrade already")
        elif slot.upgrade.name == card.name:
            self.problem(where, f"{card.name!r} is beside it already")
        else:
            slot.extra = card

    def shield(self, data: dict[str, Any], seat_where: str, number: int) -> ShieldLayout | None:
        where = f"{seat_where}.shields[{number}]"
        self.keys(data, SHIELD_KEYS, where)
        if "card" not in data or "space" not in data:
            self.problem(where, "needs a card and a space")
            return None
        card = self.one_card(
            data["card"], f"{where}.card", lambda c: isinstance(c, Shield), "not a shield"
        )
        space = self.space(data["space"], f"{where}.space")
        cards = self.cards(
            data.get("cards", []), f"{where}.cards", hidden.unit_card,
            "under a shield go creatures and C items",
        )  # fmt: skip
        turned = self.flag(data.get("turned", False), f"{where}.turned")
        shown = self.flag(data.get("shown", False), f"{where}.shown")
        if card is None or space is None:
            return None
        return ShieldLayout(card, space, cards, turned=turned, shown=shown)

    def terrain(self, value: Any, where: str, spec: SeatLayout, *, face_down: bool) -> None:
        for name, card_name in self.table(value, where).items():
            space = self.space(name, f"{where}.{name}")
            if face_down:
                card = self.one_card(card_name, f"{where}.{name}")
            else:
                card = self.one_card(
                    card_name, f"{where}.{name}", _is_terrain,
                    "a terrain card (face up) or any card laid face down (face_down)",
                )  # fmt: skip
            if space is None or card is None:
                continue
            rows = self.variant.terrain_rows
            if board.row(space) not in rows:
                letters = " and ".join(board.ROW_LETTERS[r] for r in rows)
                what = "rows" if len(rows) > 1 else "row"
                self.problem(f"{where}.{name}", f"terrain lies on {what} {letters} only")
            elif space in spec.terrain:
                self.problem(f"{where}.{name}", "a land holds one terrain card")
            else:
                spec.terrain[space] = (card, face_down)

    # --- the board and the phase ----------------------------------------------------------

    def board(self, layout: Layout) -> None:
        terrain: dict[int, int] = {}
        shields: dict[int, int] = {}
        for seat, spec in enumerate(layout.seats):
            where = f"seat{seat}"
            for land in spec.terrain:
                if land in terrain:
                    self.problem(f"{where}.terrain", f"{board.name(land)} holds terrain of both")
                terrain[land] = seat
            for number, shield in enumerate(spec.shields, start=1):
                at = f"{where}.shields[{number}]"
                name = board.name(shield.space)
                if shield.space in shields:
                    self.problem(at, f"{name} holds another shield (two meet only in a combat)")
                shields[shield.space] = seat
                owner = board.stronghold_owner(shield.space)
                if owner is not None:
                    rubble = layout.seats[owner].slots[board.column(shield.space)].rubble
                    if owner == seat and rubble:
                        self.problem(at, f"{name} is rubble: only an opposing shield stands there")
                    if owner != seat and not rubble:
                        self.problem(
                            at, f"{name} is a standing card of the opponent's: held, it is rubble"
                        )
            if self.variant.one_unit:
                self.units(spec, seat)
            bearers = [s for s in spec.shields if _standard_bearer(s.card)]
            if len(bearers) > 1 and self.variant.stacking:
                self.problem(f"{where}.shields", "only one standard bearer may be in play")
            every = _all_cards(spec) + [
                slot.upgrade
                for slot in layout.seats[1 - seat].slots
                if slot.upgrade is not None and slot.upgrade.downgrade
            ]
            if len(every) > MAX_SEAT_CARDS:
                self.problem(where, f"{len(every)} cards; at most {MAX_SEAT_CARDS}")
            for line in copy_problems(every):
                self.problem(where, line)

    def units(self, spec: SeatLayout, seat: int) -> None:
        """One creature on and one under each stronghold card, each with at most one C item;
        a shield only over the creature on its own seat's standing stronghold card."""
        for number, shield in enumerate(spec.shields, start=1):
            if board.stronghold_owner(shield.space) != seat:
                self.problem(
                    f"seat{seat}.shields[{number}]",
                    "between turns a shield stands on its seat's own stronghold card",
                )
        for position, slot in enumerate(spec.slots):
            space = board.stronghold_space(seat, position)
            name = f"seat{seat}.{board.name(space)}"
            over = [s for s in spec.shields if s.space == space]
            if over and slot.on:
                self.problem(name, "the creature on a shielded card is written under its shield")
            for what, unit in (("on", [c for s in over for c in s.cards] + slot.on),
                               ("under", slot.under)):  # fmt: skip
                creatures = sum(1 for card in unit if isinstance(card, Creature))
                items = sum(1 for card in unit if hidden.is_c_item(card))
                if creatures > 1 or items > 1 or items > creatures:
                    self.problem(f"{name}.{what}", "one creature, with at most one C item")
            if over and not any(isinstance(c, Creature) for s in over for c in s.cards):
                self.problem(name, "a shield stands over a creature")

    def phase_rules(self, layout: Layout) -> None:
        phase, turn = layout.phase, layout.turn
        for seat, spec in enumerate(layout.seats):
            where = f"seat{seat}"
            if phase != "move":
                for key, given in (("up", spec.up), ("flew", spec.flew),
                                   ("barrier", spec.barrier)):  # fmt: skip
                    if given:
                        self.problem(f"{where}.{key}", f"only in the move phase (not {phase})")
                for number, shield in enumerate(spec.shields, start=1):
                    if shield.turned:
                        self.problem(
                            f"{where}.shields[{number}].turned", "shields turn in the move phase"
                        )
            elif spec.up is None and (spec.deck or spec.deck_top or spec.discard):
                self.problem(f"{where}.up", "missing: each seat turned an Up card at movement")
            if spec.previous_up is not None and (phase != "draw" or turn == 1):
                self.problem(
                    f"{where}.previous_up", "only when a turn after the first is to be drawn"
                )
            if spec.ready and phase != "organize":
                self.problem(f"{where}.ready", "only in the organize phase")
        if layout.seat is None:
            return
        seat = layout.seat
        mover = layout.seats[seat]
        if phase == "organize" and mover.ready:
            self.problem("seat", f"seat {seat} is ready: the other places next")
        if phase != "move":
            return
        if all(s.turned for s in mover.shields):
            self.problem("seat", f"seat {seat} has no unturned shield to turn")
        ups = [s.up for s in layout.seats]
        if ups[0] is None or ups[1] is None:
            return
        numbers = [movement.up_number(ups[0]), movement.up_number(ups[1])]
        if numbers[0] == numbers[1]:
            self.problem("seat0.up", "equal Up numbers go to the bottom and others are turned")
        elif not any(s.turned for spec in layout.seats for s in spec.shields):
            first = 0 if numbers[0] > numbers[1] else 1
            if seat != first and layout.seats[first].shields:  # (with none, it cannot move)
                self.problem("seat", f"no shield is turned yet: seat {first} (higher Up) moves")

    def stacks(self, state: GameState) -> None:
        """The stacking limit and the C-item rule, on the laid-out state, by the game's own
        counts (``stack_of``, ``space_limit``, ``stranded_items``)."""
        for seat, player in enumerate(state.players):
            spaces = {s.space for s in state.shields.values() if s.owner == seat}
            spaces |= {board.stronghold_space(seat, slot.position) for slot in player.strongholds}
            for space in sorted(spaces):
                own = [s for s in state.shields_at(space) if s.owner == seat]
                load = state.stack_of(seat, space)
                limit = state.space_limit(own[0] if own else None)
                if load > limit:
                    self.problem(
                        f"seat{seat}",
                        f"{load} points of creatures on {board.name(space)}; at most {limit}",
                    )
            stacks = [(f"the shield on {board.name(s.space)}", s.contents)
                      for s in state.shields.values() if s.owner == seat]  # fmt: skip
            stacks += [
                (f"{board.name(board.stronghold_space(seat, slot.position))}.on", slot.on)
                for slot in player.strongholds
            ]
            for what, cards in stacks:
                if state.stranded_items(list(cards)):
                    self.problem(f"seat{seat}", f"{what}: more C items than creatures")
            for space in sorted(spaces):
                broken = shield_limits.breach(_cards_on(state, seat, space))
                if broken is not None:
                    self.problem(f"seat{seat}", f"{board.name(space)}: {broken}")


def _set_key(name: str) -> str:
    """A stronghold set's name as the reader compares it: without a closing "Stronghold(s)",
    on the file's side and the set's alike ("Drifter's Nexus Stronghold" is a set's name)."""
    return normalize(name).removesuffix("strongholds").removesuffix("stronghold")


def _cards_on(state: GameState, seat: int, space: int) -> list[AnyCard]:
    """One seat's cards on a space: under its shield there, on and under its stronghold card
    (the cards ``stack_of`` counts)."""
    ids = [c for s in state.shields.values() if s.owner == seat and s.space == space
           for c in s.contents]  # fmt: skip
    if board.stronghold_owner(space) == seat:
        slot = state.players[seat].strongholds[board.column(space)]
        ids += [*slot.on, *slot.under]
    return [state.cards[c].card for c in ids]


def _is_terrain(card: AnyCard) -> bool:
    """A card laid face up as terrain: a terrain card or a Shield/Terrain card."""
    return isinstance(card, TerrainCard) or (
        isinstance(card, Shield) and card.shield_type == "shield/terrain"
    )


def _standard_bearer(card: AnyCard) -> bool:
    return isinstance(card, Shield) and card.shield_type == "standard bearer"


def _any_guardian(library: CardLibrary) -> Guardian:
    """A stand-in Guardian while a seat's own is unknown (its problem is reported)."""
    return next(c for c in library if isinstance(c, Guardian))


def _any_strongholds(library: CardLibrary) -> tuple[Stronghold, ...]:
    """Stand-in stronghold cards while a seat's own are unknown (their problem is reported)."""
    found = {c.position: c for c in library if isinstance(c, Stronghold)}
    return tuple(found[p] for p in POSITIONS)


def _all_cards(spec: SeatLayout) -> list[AnyCard]:
    """The seat's deck cards wherever they lie (its downgrades beside the other's cards
    aside)."""
    out: list[AnyCard] = []
    for slot in spec.slots:
        out += slot.on + slot.under + slot.held + slot.extra_held
        if slot.upgrade is not None and not slot.upgrade.downgrade:
            out.append(slot.upgrade)
        if slot.extra is not None:
            out.append(slot.extra)
    for shield in spec.shields:
        out += [shield.card, *shield.cards]
    out += [card for card, _face_down in spec.terrain.values()]
    out += spec.pen + spec.storage + spec.discard + spec.deck + spec.deck_top
    out += [c for c in (spec.up, spec.previous_up) if c is not None]
    for cards, _public in spec.zones.values():
        out += cards
    return out


def read_position(data: dict[str, Any] | str, game: Game, library: CardLibrary) -> Layout:
    """The layout of a position (a parsed TOML table, or its text), checked by the rules of
    play; PositionError with every problem, one line each, if it has any."""
    if isinstance(data, str):
        data = load_position_text(data)
    if not isinstance(data, dict):
        raise PositionError(["a position is a table (TOML)"])
    max_turns = int(game.params.get("max_turns", 40))
    variant = getattr(game, "position_variant", GUARDIANS)
    reader = _Reader(library, max_turns, variant)
    layout = reader.read(data)
    if all(len(_all_cards(spec)) <= MAX_SEAT_CARDS for spec in layout.seats):
        # Lay the cards out (no phase entered) and count stacks as the game counts them.
        trial = Layout(layout.seats, turn=layout.turn, phase="", seat=None)
        if variant.stacking:
            reader.stacks(_build(getattr(game, "state_type")(), game, trial, seed=0))  # noqa: B009
    if reader.problems:
        raise PositionError(reader.problems)
    return layout


def _build(cls: type[GameState], game: Game, layout: Layout, *, seed: int) -> GameState:
    a, b = layout.seats
    return cls(
        game,
        seed=seed,
        guardians=(a.guardian, b.guardian),
        strongholds=(a.strongholds, b.strongholds),
        decks=([], []),
        max_turns=int(game.params.get("max_turns", 40)),
        start_at=layout,
    )


def start_position(cls: type[GameState], game: Game, layout: Layout, seed: int) -> GameState:
    """A new game state of ``cls`` at the position ``layout`` (checked by read_position)."""
    return _build(cls, game, layout, seed=seed)
