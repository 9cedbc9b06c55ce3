"""Highlander: The Duel's fixed action space and observation layout, for research interfaces
(docs/interop.md): ``take`` and ``play`` name a card by its card slot (its order in the acting
seat's view: the draft row, the hand), ``draw`` is one index."""

from __future__ import annotations

from stronghold.engine.encoding import ActionEncoding
from stronghold.games.highlander.actions import NOTATION

ENCODING = ActionEncoding(
    "highlander-duel",
    NOTATION.classes,
    words={},
    card_fields=frozenset({"card"}),
    numbers={},
    card_slots=16,
    card_id=r"c[0-9]+",
)
