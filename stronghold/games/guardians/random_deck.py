"""The ``random-pool`` deck: a legal deck dealt at random from the whole card pool, by a seed.

A ``decks`` parameter (and ``--deck`` on the command line, a seat's deck in the server's lobby)
may name ``random-pool:SEED`` (SEED a whole number): the same seed always gives the same deck,
so a record that names it replays. A bare ``random-pool`` takes a fresh seed from the operating
system; the game keeps the seeded name in its parameters (:func:`settle`).

The deck keeps every construction rule ``deck.py`` checks, and the advice too, so it draws no
warning:

- a Guardian, and a left, a center and a right stronghold, each drawn on its own from the
  pool (mixing sets is legal, ``docs/rules-notes/guardians-decks.md``);
- 6 to 10 shields (plain shields, standard bearers, Shield/Terrain cards), any copies;
- 4 to 10 terrain cards, any copies;
- the rest, up to 55 to 65 cards in all, from every other card of the deck kinds (creatures,
  spells, items, upgrades, bribery), a few copies of each card drawn, never more than the copy
  limit (5; Champs, the Wonder Dog 1).

Cards are drawn from the library sorted by name, so a seed gives the same deck whatever order
the card files were read in. A user's own cards (a game's ``cards`` folders) join the pool.
"""

from __future__ import annotations

import random
import re
import secrets

from stronghold.engine.errors import ParamsError
from stronghold.games.guardians.deck import (
    KIND_ORDER,
    MAX_COPIES,
    MIN_CARDS,
    POSITIONS,
    RESTRICTED,
    SHIELDS_ADVISED,
    Deck,
)
from stronghold.games.guardians.library import CardLibrary
from stronghold.games.guardians.schema import AnyCard, Guardian, Stronghold

#: What a deck parameter names to get a random deck.
NAME = "random-pool"
#: The most cards a random deck holds (at least :data:`~deck.MIN_CARDS`).
MAX_CARDS = 65
#: Terrain cards a random deck holds, fewest and most.
TERRAIN = (4, 10)
#: How many copies of a drawn card go in, before the copy limit and the room left cut it.
COPIES = (1, 1, 1, 2, 3, 5)
#: The kinds the rest of the deck is drawn from.
_FILLERS = ("creature", "spell", "item", "upgrade", "bribery")
_SEEDED = re.compile(rf"{NAME}(?::(\d{{1,20}}))?")


def is_random_pool(value: str) -> bool:
    """Whether a deck parameter names a random-pool deck (seeded or not)."""
    return _SEEDED.fullmatch(value.strip()) is not None


def settle(value: str) -> str:
    """A random-pool name with its seed: ``random-pool:SEED`` as given, or a bare
    ``random-pool`` with a fresh seed from the operating system."""
    match = _SEEDED.fullmatch(value.strip())
    if match is None:
        raise ParamsError(f"{value!r} is not {NAME} or {NAME}:SEED")
    seed = match.group(1)
    return f"{NAME}:{int(seed) if seed is not None else secrets.randbits(64)}"


def random_deck(value: str, library: CardLibrary) -> Deck:
    """The deck ``random-pool:SEED`` names (a bare ``random-pool`` gets a fresh seed)."""
    name = settle(value)
    rng = random.Random(int(name.split(":")[1]))
    pool = sorted(library, key=lambda card: card.name)
    guardians = [card for card in pool if isinstance(card, Guardian)]
    guardian = rng.choice(guardians)
    strongholds: list[Stronghold] = []
    for position in POSITIONS:
        choices = [c for c in pool if isinstance(c, Stronghold) and c.position == position]
        strongholds.append(rng.choice(choices))
    size = rng.randint(MIN_CARDS, MAX_CARDS)
    shields = [card for card in pool if card.kind == "shield"]
    terrain = [card for card in pool if card.kind == "terrain"]
    cards: list[AnyCard] = [rng.choice(shields) for _ in range(rng.randint(*SHIELDS_ADVISED))]
    cards += [rng.choice(terrain) for _ in range(rng.randint(*TERRAIN))]
    others = [card for card in pool if card.kind in _FILLERS]
    taken: dict[str, int] = {}
    while len(cards) < size:
        card = rng.choice(others)
        room = _limit(card) - taken.get(card.name, 0)
        copies = min(rng.choice(COPIES), room, size - len(cards))
        if copies <= 0:
            continue
        taken[card.name] = taken.get(card.name, 0) + copies
        cards += [card] * copies
    left, center, right = strongholds
    return Deck(guardian, (left, center, right), tuple(_grouped(cards)), name=name)


def _limit(card: AnyCard) -> int:
    """Most copies of a (non-terrain, non-shield) card a deck may hold."""
    return RESTRICTED.get(card.name, MAX_COPIES)


def _grouped(cards: list[AnyCard]) -> list[AnyCard]:
    """The cards by kind (the order decks list them), copies together, in the order drawn."""
    first: dict[str, int] = {}
    for index, card in enumerate(cards):
        first.setdefault(card.name, index)
    return sorted(cards, key=lambda c: (KIND_ORDER.index(c.kind), first[c.name]))
