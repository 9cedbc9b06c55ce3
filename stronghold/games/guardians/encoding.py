"""Guardians' fixed action space and observation layout, for research interfaces
(docs/interop.md): every decision of the whole game and of a combat as an index, built by the
engine's :class:`~stronghold.engine.encoding.ActionEncoding` from the typed actions.

Spaces and places are words (``A1``..``D3``, ``pen``, ``on:A1``, ``under:A1``,
``upgrade:A1``, ``upgrade2:A1`` (an extra upgrade's hold), ``guardian``); cards are card slots
(their order in the acting seat's view), never instance ids.
"""

from __future__ import annotations

from stronghold.engine.actions import Action
from stronghold.engine.encoding import ActionEncoding
from stronghold.games.guardians.combat import actions as combat
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.play import actions as play

#: The board's spaces: rows A-D, columns 1-3 (Arena's arena row is B).
SPACES: tuple[str, ...] = tuple(f"{row}{column}" for row in "ABCD" for column in "123")
#: The places a card may be put or found, besides a shield (a card).
PLACES: tuple[str, ...] = (
    "pen",
    *(f"{where}:{space}" for where in ("on", "under", "upgrade", "upgrade2") for space in SPACES),
)
#: What a target may name besides a card: the Guardian, a space, a place.
TARGETS: tuple[str, ...] = ("guardian", *SPACES, *PLACES)
BRIBE_ICONS: tuple[str, ...] = ("babes", "gold", "beer")
REALMS: tuple[str, ...] = ("mortal", "elemental", "external")
SIZES: tuple[str, ...] = ("S", "M", "L")
#: The classes a card may give a creature (Warwick's Conversion, a command card's class
#: power), as action words: every class some card of the library asks for (a test checks the
#: library against this list).
CLASSES: tuple[str, ...] = (
    "Angel", "Barnyard_Animal", "Demon", "Devil", "Disciple_of_Entropy", "Element", "Fairy",
    "Giant", "Goblin", "Knight", "Nymph", "Ogre", "Pirate", "Saurian", "Slag_Beast", "Spirit",
    "Undead", "Wanderer",
)  # fmt: skip
#: A Guardian's, a standard bearer's or a command card's paid powers in combat.
POWERS: tuple[str, ...] = (
    "dispel", "channel", "cancel", "reclaim", "realm", "icon", "class", "roll", "token",
)  # fmt: skip
#: The cards Jonstollo may name from his deck (``seek NAME``): every card of the library.
SEEK_NAMES: tuple[str, ...] = tuple(sorted(card.name for card in builtin_library()))
#: How many distinct cards the legal actions of one position may name.
CARD_SLOTS = 64
#: Card instance ids: a letter and a number (``w12``).
CARD_ID = r"[a-z][0-9]+"

#: The combat's decisions, in index order.
COMBAT_CLASSES: tuple[type[Action], ...] = (combat.DeclareCommand, *combat.NOTATION.classes)
#: The whole game's decisions (outside combat, then combat), in index order.
GAME_CLASSES: tuple[type[Action], ...] = (*play.NOTATION.classes, *COMBAT_CLASSES)

WORDS: dict[str, tuple[str, ...]] = {
    "place": PLACES,
    "space": SPACES,
    "to": SPACES,
    "then": SPACES,
    "after": SPACES,
    "last": SPACES,
    "start": SPACES,
    "end": SPACES,
    "target": TARGETS,
    "attacker": TARGETS,
    "Channel.source": ("guardian",),
    "Bribe.icon": BRIBE_ICONS,
    "Guess.value": REALMS + SIZES,
    "Power.source": ("guardian", "standard", "command", "accessory"),
    "Power.what": POWERS,
    "Power.value": REALMS + BRIBE_ICONS + CLASSES,
    "Cast.value": CLASSES,
    "Power.new_value": BRIBE_ICONS,
    "Power.target": (),
    "Bribe.target": (),
    "Heal.target": (),
    "Secondary.attacker": ("guardian",),
    "Secondary.target": ("guardian",),
    "Seek.name": SEEK_NAMES,
    "Resize.size": SIZES,
}
CARD_FIELDS = frozenset(
    {
        "card", "place", "shield", "creature", "spell", "target", "attacker", "healer",
        "Channel.source", "Power.target", "Bribe.icon", "Channel.into", "ChooseCommand.partner",
    }
)  # fmt: skip
NUMBERS = {"stones": range(0, 41)}


def encoding_for(game_id: str, classes: tuple[type[Action], ...]) -> ActionEncoding:
    """The encoding of a Guardians-family game whose decisions are ``classes``."""
    return ActionEncoding(
        game_id,
        classes,
        words=WORDS,
        card_fields=CARD_FIELDS,
        numbers=NUMBERS,
        card_slots=CARD_SLOTS,
        card_id=CARD_ID,
    )


GAME_ENCODING = encoding_for("guardians", GAME_CLASSES)
COMBAT_ENCODING = encoding_for("guardians-combat", COMBAT_CLASSES)
