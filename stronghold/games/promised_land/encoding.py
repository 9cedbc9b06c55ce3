"""Warriors of the Promised Land's fixed action space and observation layout, for research
interfaces (docs/interop.md): cards by card slot (their order in the acting seat's view),
seats by number (0-5), piles by name."""

from __future__ import annotations

from stronghold.engine.encoding import ActionEncoding
from stronghold.games.promised_land.actions import NOTATION

ENCODING = ActionEncoding(
    "promised-land",
    NOTATION.classes,
    words={},
    card_fields=frozenset({"card", "target"}),
    numbers={"seat": range(0, 6)},
    card_slots=32,
    card_id=r"[WA][0-9]+",
)
