"""Whether a seat's view names a card hidden from it, for the random-game tests that ask after
every action: exactly the search they made before, ``json.dumps(id) in json.dumps(view)``, in one
pass over the text instead of one per hidden id.

A quoted id without a quote in it stands in the dumped text just where the text between two
consecutive quote characters is the id as JSON writes it, so those pieces are gathered once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any


def named_hidden(view: Any, hidden: Iterable[str]) -> list[str]:
    """The ``hidden`` ids whose JSON form (quoted) stands in the dumped ``view``."""
    dumped = json.dumps(view)
    between_quotes = set(dumped.split('"')[1:-1])
    named = []
    for card in hidden:
        if card.isascii() and card.isprintable() and '"' not in card and "\\" not in card:
            # JSON writes such an id as it is, between quotes (no json.dumps per id: this
            # runs for every hidden card after every action of the random games)
            found = card in between_quotes
        else:
            quoted = json.dumps(card)
            inner = quoted[1:-1]
            # An id holding a quote (escaped in JSON) is searched for in the whole text.
            found = quoted in dumped if '"' in inner else inner in between_quotes
        if found:
            named.append(card)
    return named
