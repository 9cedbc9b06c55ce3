"""Guardians Arena's fixed action space and observation layout, for research interfaces
(docs/interop.md): Arena's decisions outside a fight, then the combat's, with Guardians'
words for spaces and places and card slots for cards."""

from __future__ import annotations

from stronghold.engine.actions import Action
from stronghold.engine.encoding import ActionEncoding
from stronghold.games.arena.actions import NOTATION
from stronghold.games.guardians.encoding import COMBAT_CLASSES, encoding_for

#: Arena's decisions (outside a fight, then the fight's), in index order.
ARENA_CLASSES: tuple[type[Action], ...] = (*NOTATION.classes, *COMBAT_CLASSES)

ENCODING: ActionEncoding = encoding_for("guardians-arena", ARENA_CLASSES)
