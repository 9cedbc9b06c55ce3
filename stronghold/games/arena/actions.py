"""Actions of Guardians Arena outside a fight: ``verb arg ...`` like ``enter A2``.

Cards are named by instance id (``w12``); places by space (``A1`` a stronghold card, ``B1`` the
arena in front of the left ones) or ``on:D2`` / ``under:D2`` for a creature on or under one.
"""

from __future__ import annotations

#: Verbs, with how many arguments each takes.
ARENA_VERBS: dict[str, tuple[int, ...]] = {
    "redraw": (0,),  # show a starting hand with no creature and draw eight new cards
    "keep": (0,),
    "take-up": (0,),  # Tes Let: draw the previous Up card, or ...
    "discard-up": (0,),  # ... discard it
    "put": (2,),  # put <creature> on:A1|under:A1
    "shield": (2,),  # shield <shield> A1: on the creature on that stronghold card
    "terrain": (2,),  # terrain <terrain card> B1
    "equip": (2,),  # equip <C item> on:A1|under:A1
    "upgrade": (2,),  # upgrade <card> left|right (own stronghold card)
    "downgrade": (2,),  # downgrade <card> left|right (the opponent's)
    "discard": (1,),  # discard <card> down to the hand limit
    "enter": (1,),  # enter A1: the shielded creature on A1 enters the arena
    "move": (2,),  # move A1 A2: to an empty stronghold card, or swap
    "raze": (1,),  # raze B1: destroy the terrain where an own creature stands
    "capture": (2,),  # capture <shield> on:D1|under:D1
    "break": (2,),  # break <shield> <enemy shield>
    "raid": (2,),  # raid <A1 | capturing shield> <on:D1 | under:D1 | D1 | guardian>
    "rebuild": (2,),  # rebuild <terrain card> A1
    "pass": (0,),
}
