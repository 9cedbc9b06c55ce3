"""Card combinations: which card may join a line (icons, Chains, Righteous and Wicked, dots).

"Choosing which cards to play with a Warrior", "Making a Chain" and "Using Righteous and Wicked
cards": a secondary card needs an icon matching a Warrior already in the line; only Warriors
link a Chain; Righteous and Wicked Warriors never mix; a dotted Armory card goes with any
Warrior of its kind. Used by Phase One, Deception, Conversion and the Coriantumr-Shiz battle.
"""

from __future__ import annotations

from collections.abc import Sequence

from stronghold.games.promised_land.catalog import Catalog
from stronghold.games.promised_land.model import Player, is_warrior_id
from stronghold.games.promised_land.schema import Alignment, Dot


def line_alignment(catalog: Catalog, line: Sequence[str]) -> Alignment | None:
    """The kind of a line: its primary Warrior's (None for an empty line)."""
    return catalog.facts[line[0]].alignment if line else None


def chain_icons(catalog: Catalog, line: Sequence[str]) -> frozenset[str]:
    """Every icon of the Warriors in a line: what a new card may match (a Chain)."""
    icons: set[str] = set()
    for card in line:
        facts = catalog.facts[card]
        if facts.is_warrior:
            icons |= facts.icons
    return frozenset(icons)


def join_problem(catalog: Catalog, card: str, line: Sequence[str]) -> str | None:
    """Why ``card`` may not join ``line`` (as primary if the line is empty), or None if it may."""
    facts = catalog[card]
    if not line:
        if not facts.is_warrior:
            return f"{facts.name} is not a Warrior: the primary card must be one"
        if not facts.icons:
            return f"{facts.name} has no icons: the primary Warrior must have icons"
        return None
    return joins_line(catalog, card, line_alignment(catalog, line), chain_icons(catalog, line))


def joins_line(
    catalog: Catalog, card: str, alignment: Alignment | None, icons: frozenset[str]
) -> str | None:
    """``join_problem`` for a line that is not empty, given its alignment and its Chain's
    icons (``line_alignment``, ``chain_icons``: worked out once to check many cards)."""
    if fits_line(catalog, card, alignment, icons):
        return None
    facts = catalog[card]
    if facts.is_warrior:
        if facts.alignment is not alignment:
            return (
                f"{facts.name} is {facts.alignment}, the line is {alignment}: Righteous and "
                "Wicked Warriors are never played together"
            )
        if not facts.icons & icons:
            return f"{facts.name} has no icon matching a Warrior in the line"
        return None
    if facts.dot is not Dot.NONE:
        if alignment is not None and facts.dot.value == alignment.value:
            return None
        if catalog.rules.dotted_cards == "own-kind":
            return f"{facts.name} carries a {facts.dot.value} dot: it goes with such Warriors only"
    if facts.icons & icons:
        return None
    return f"{facts.name} has no icon matching a Warrior in the line (Armory cards form no Chain)"


def fits_line(
    catalog: Catalog, card: str, alignment: Alignment | None, icons: frozenset[str]
) -> bool:
    """Whether ``joins_line`` finds no problem: the same test without the words (a hand's
    cards are tried on nearly every decision)."""
    facts = catalog.facts[card]
    if facts.is_warrior:
        return facts.alignment is alignment and not facts.icons.isdisjoint(icons)
    dot = facts.dot
    if dot is not Dot.NONE:
        if alignment is not None and dot.value == alignment.value:
            return True
        if catalog.rules.dotted_cards == "own-kind":
            return False
    return not facts.icons.isdisjoint(icons)


def can_join(catalog: Catalog, card: str, line: Sequence[str]) -> bool:
    """Whether ``card`` may join ``line``."""
    return join_problem(catalog, card, line) is None


def warrior_kept_problem(player: Player, card: str, *, draw_follows: bool) -> str | None:
    """Why taking ``card`` out of the hand would leave no Warrior there ("at all times"), or None.

    When a draw follows (Phase One), the last Warrior may go if the Warrior pile can give one
    back; otherwise (Deception) a second Warrior must stay in hand.
    """
    if not is_warrior_id(card) or player.warriors_in_hand() >= 2:
        return None
    if draw_follows and player.warrior_pile:
        return None
    return "a player must keep at least one Warrior in hand at all times"
