""".dek files written the way the LackeyCCG Guardians plugin writes its decks, for the tests:
a superzone "Deck" with one ``<card>`` per copy, a superzone "Starting" with the Guardian and the
strongholds, ``<name id="scan.png">`` with apostrophes as ``&apos;``, tab-indented."""

from __future__ import annotations

from xml.sax.saxutils import escape

#: A Khnumian deck of knights (Rak Nam; strongholds "Khnumian L/C/R"), 66 cards.
KNIGHTS_DECK = [
    *[("Shield Maitz's Lightning 14", 3), ("Shield Maitz's Lightning 12", 1)],
    *[("Shield Maitz's Lightning 10", 2), ("Shield Maitz's Lightning 09", 1)],
    *[("Shield Maitz's Lightning 05", 1), ("Shield Maitz's Lightning 02", 1)],
    *[("Standard Bearer Maitz's Lightning 04", 1), ("Spires", 5), ("Mountains", 3)],
    *[("St. Ballantine's Evocation", 4), ("Dispel Magic", 4), ("Rooster", 2)],
    *[("Beer", 2), ("Babes", 2), ("Gold", 2), ("Archer", 5), ("Axeman", 5), ("Captain", 3)],
    *[("Corporal", 4), ("Marshal", 4), ("Swordsman", 4), ("Cleric", 2), ("Horse", 5)],
]
KNIGHTS_STARTING = ["Rak Nam, Leader of the Mighty", "Khnumian C", "Khnumian L", "Khnumian R"]

#: A pirates deck (Grahzue; "Freebooter's Stronghold L/C/R"), 70 cards.
PIRATES_DECK = [
    *[("Shield Maitz's Insect 13", 1), ("Shield Maitz's Insect 12", 2)],
    *[("Shield Maitz's Insect 11", 2), ("Shield Maitz's Insect 10", 1)],
    *[("Shield Maitz's Insect 08", 1), ("Shield Maitz's Insect 07", 1)],
    *[("Shield Maitz's Insect 06", 1), ("Standard Bearer Maitz's Insect 16", 1)],
    *[("Rivers and Lakes", 8), ("The Great Balderoon", 2), ("Rocks of Skull Cracking", 1)],
    *[("Control Destiny", 1), ("Pirate Raiding Party", 1), ("Dispel Magic", 4)],
    *[("Supermodeloid", 2), ("Water Nymph", 2), ("Black Lung", 2), ("Grotto Troll", 2)],
    *[("Pauly, Official Parrot", 1), ("Eagle-Eye McFinny", 2), ("Lying Scum", 3)],
    *[("Cabin Boy", 2), ("Scurvy Dog", 3), ("Yard Rat", 3), ("Cleric", 2), ("Gunner", 2)],
    *[("First Mate Muldoon", 2), ("Jibber", 2), ("Master Gunner", 2), ("Watcher", 1)],
    *[("Captain Hannibal Hawks", 2), ("Captain Red Nose", 2)],
    *[("Beer", 2), ("Gold", 2), ("Babes", 2)],
]
PIRATES_STARTING = [
    "Grahzue: Lover of Vice",
    "Freebooter's Stronghold C",
    "Freebooter's Stronghold R",
    "Freebooter's Stronghold L",
]


def scan(name: str) -> str:
    """An id in the plugin's manner (the name's letters and digits, a kind, ``.png``)."""
    return "".join(ch for ch in name if ch.isalnum()) + "Common1.png"


APOS = {"'": "&apos;"}


def card_line(name: str) -> str:
    """One ``<card>`` line: the name XML-escaped, an apostrophe as ``&apos;``."""
    return f'\t\t<card><name id="{scan(name)}">{escape(name, APOS)}</name><set>RE</set></card>\n'


def plugin_dek(
    deck: list[tuple[str, int]],
    starting: list[str],
    *,
    extra_zones: str = "",
) -> str:
    """A .dek file in the plugin's layout: ``deck`` as (name, copies), one line per copy."""
    rows = "".join(card_line(name) for name, copies in deck for _ in range(copies))
    start = "".join(card_line(name) for name in starting)
    return (
        '<deck version="0.8">\n\t<meta>\n\t\t<game>guardians</game>\n\t</meta>\n'
        f'\t<superzone name="Deck">\n{rows}\t</superzone>\n'
        f'\t<superzone name="Starting">\n{start}\t</superzone>\n{extra_zones}</deck>\n'
    )


KNIGHTS_DEK = plugin_dek(KNIGHTS_DECK, KNIGHTS_STARTING)
PIRATES_DEK = plugin_dek(PIRATES_DECK, PIRATES_STARTING)
